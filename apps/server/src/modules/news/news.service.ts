import {
  type AdminNewsQuerySchema,
  LANGUAGES,
  type Language,
  lastPageOf,
  NEWS_BODY_MAX_BYTES,
  type NewsCreateFieldsSchema,
  type NewsItem,
  type NewsListQuerySchema,
  type NewsTranslationsInput,
  type NewsUpdateFieldsSchema,
} from '@riftscope/contracts';
import type { z } from 'zod/mini';
import type { Database } from '../../db/client.ts';
import { claimDemoSeed, isDemoSeeded } from '../../db/demo-seeds.ts';
import { HttpError, invalid, notFound } from '../../platform/errors.ts';
import { type ProcessedImage, processImage } from '../uploads/image-upload.ts';
import { type Storage, storageUrl } from '../uploads/storage.ts';
import { sanitizeArticleHtml } from './article-html.ts';
import { toNewsItem } from './news.mapper.ts';
import type { NewsRecord, NewsRepository, TranslationValues } from './news.repository.ts';
import { pickSlug, slugBase } from './news-slugs.ts';

/** Longest side of a stored cover or editor image. */
export const NEWS_IMAGE_MAX_SIDE = 1600;

/** The file name of each editor image an article body shows. */
const EDITOR_IMAGE_SRC = new RegExp(`${storageUrl('editor', '')}([0-9a-f-]{36}\\.[a-z]{3,4})`, 'g');

/** The editor image files the bodies of `record` show, in any language. */
function editorImagesOf(record: NewsRecord): Set<string> {
  const names = new Set<string>();
  for (const { body } of record.translations) {
    for (const [, name] of body.matchAll(EDITOR_IMAGE_SRC)) if (name) names.add(name);
  }
  return names;
}

type CreateFields = z.output<typeof NewsCreateFieldsSchema>;
type UpdateFields = z.output<typeof NewsUpdateFieldsSchema>;

/**
 * A demo item: what the create form would send, its cover image (already processed as an upload
 * is) and the date it carries.
 */
export interface DemoItem {
  fields: CreateFields;
  cover: ProcessedImage;
  createdAt: Date;
}

/** 413 naming each body over the limit (counted in UTF-8 bytes, as sent). */
function assertBodySizes(translations: NewsTranslationsInput): void {
  const tooLarge = LANGUAGES.filter(
    (language) => Buffer.byteLength(translations[language].body, 'utf8') > NEWS_BODY_MAX_BYTES,
  );
  if (tooLarge.length === 0) return;
  const message = `An article body may be at most ${NEWS_BODY_MAX_BYTES / 1024} KB`;
  throw new HttpError(413, message, {
    errors: Object.fromEntries(tooLarge.map((l) => [`translations.${l}.body`, [message]])),
  });
}

interface NewsDeps {
  db: Database;
  news: NewsRepository;
  storage: Storage;
  /** Told after every stored change of an item (pages showing news are drawn again). */
  changed?: () => void;
}

/** The news: reading, the admin's writes, the demo's seed and the editor's images. */
export function createNewsService(deps: NewsDeps) {
  const changed = deps.changed ?? (() => undefined);
  return {
    ...newsReading(deps.news),
    ...newsWriting({ ...deps, changed }),
    ...demoSeeding(deps),
    ...editorImages(deps),
  };
}

/** The published list and articles, and the admin's list. */
function newsReading(news: NewsRepository) {
  return {
    async list(query: z.output<typeof NewsListQuerySchema>) {
      const { records, total } = await news.page({
        page: query.page,
        perPage: query.per_page,
        isPublishedOnly: true,
        search: query.search || undefined,
        language: query.lang,
        category: query.category,
        game: query.game,
      });
      return {
        data: records.map(toNewsItem),
        current_page: query.page,
        last_page: lastPageOf(total, query.per_page),
        per_page: query.per_page,
        total,
      };
    },

    async get(slug: string, language: Language): Promise<NewsItem> {
      const record = await news.findPublishedBySlug(slug, language);
      if (!record) throw notFound('News not found');
      return toNewsItem(record);
    },

    async adminList(query: z.output<typeof AdminNewsQuerySchema>) {
      const { records, total } = await news.page({
        page: query.page,
        perPage: query.per_page,
        isPublishedOnly: false,
      });
      return {
        data: records.map(toNewsItem),
        meta: {
          current_page: query.page,
          last_page: lastPageOf(total, query.per_page),
          per_page: query.per_page,
          total,
        },
      };
    },
  };
}

/** The admin's create, edit and delete; each write tells `changed` once stored. */
function newsWriting(deps: Required<NewsDeps>) {
  const { db, news, storage, changed } = deps;
  return {
    async create(fields: CreateFields, cover: Buffer | null): Promise<NewsItem> {
      assertBodySizes(fields.translations);
      const image = cover ? await storeImage(storage, cover, NEWS_COVER) : null;
      const record = await withStoredImage({ storage, image }, () =>
        db.transaction(async (tx) => {
          await news.lockSlugs(tx);
          return insertItem(news, tx, { fields, image });
        }),
      );
      changed();
      return toNewsItem(record);
    },

    /**
     * Edits an item; a new cover replaces the old one, or `remove_image` drops it. The old cover's
     * file, and editor images the old bodies showed and no article shows now, are removed after
     * the write.
     */
    async update(id: number, fields: UpdateFields, cover: Buffer | null): Promise<NewsItem> {
      assertBodySizes(fields.translations);
      if (cover && fields.remove_image) {
        throw invalid({ remove_image: ['Send a new image or remove the cover, not both'] });
      }
      const image = cover ? await storeImage(storage, cover, NEWS_COVER) : null;
      const { record, replaced, unused } = await withStoredImage({ storage, image }, () =>
        db.transaction((tx) => updateItem(news, tx, { id, fields, image })),
      );
      changed();
      if (replaced) await storage.remove('news', replaced);
      await removeEditorImages(storage, unused);
      return toNewsItem(record);
    },

    /** Deletes an item, its cover and the editor images no other article shows. */
    async remove(id: number): Promise<void> {
      const { row, unused } = await db.transaction(async (tx) => {
        await news.lockSlugs(tx);
        const current = await news.lock(id, tx);
        if (!current) throw notFound('News not found');
        await news.delete(id, tx);
        return {
          row: current.row,
          unused: await unusedEditorImages(news, tx, editorImagesOf(current)),
        };
      });
      changed();
      if (row.image) await storage.remove('news', row.image);
      await removeEditorImages(storage, unused);
    },
  };
}

/** The demo's items, published once for good. */
function demoSeeding({ db, news, storage }: NewsDeps) {
  return {
    /** Whether demo items were published under `name` (seed), even if deleted since. */
    isSeeded: (name: string) => isDemoSeeded(db, name),

    /**
     * Publishes demo items once for good under `name`: all of them or, if any fails or they were
     * put in place before, none.
     */
    async seed(name: string, items: readonly DemoItem[]): Promise<boolean> {
      const images: string[] = [];
      const removeImages = () => Promise.all(images.map((i) => storage.remove('news', i)));
      try {
        for (const { cover } of items) images.push(await saveImage(storage, 'news', cover));
        const isSeeded = await db.transaction(async (tx) => {
          if (!(await claimDemoSeed(tx, name))) return false;
          await news.lockSlugs(tx);
          for (const [i, item] of items.entries()) {
            const { fields, createdAt } = item;
            await insertItem(news, tx, { fields, image: images[i] ?? null, createdAt });
          }
          return true;
        });
        if (!isSeeded) await removeImages();
        return isSeeded;
      } catch (err) {
        await removeImages();
        throw err;
      }
    },
  };
}

/** Images of article bodies: their upload, and the removal of those no article shows. */
function editorImages({ db, news, storage }: NewsDeps) {
  return {
    /**
     * Removes editor images written before `cutoff` that no article shows: uploads whose article
     * was never saved, or was saved without them. Returns how many went.
     */
    async collectEditorImages(cutoff: Date): Promise<number> {
      const stale = (await storage.list('editor'))
        .filter((file) => file.modifiedAt < cutoff)
        .map((file) => file.name);
      if (stale.length === 0) return 0;
      return db.transaction(async (tx) => {
        await news.lockSlugs(tx);
        const unused = await unusedEditorImages(news, tx, stale);
        await removeEditorImages(storage, unused);
        return unused.length;
      });
    },

    /** Stores an image for an article body and returns the address the editor inserts. */
    async uploadEditorImage(upload: Buffer): Promise<{ location: string }> {
      const fileName = await storeImage(storage, upload, EDITOR_IMAGE);
      return { location: storageUrl('editor', fileName) };
    },
  };
}

/** Where an uploaded image goes, and the form field it came in (named by its errors). */
interface ImageUse {
  kind: 'news' | 'editor';
  field: string;
}

const NEWS_COVER: ImageUse = { kind: 'news', field: 'image' };
const EDITOR_IMAGE: ImageUse = { kind: 'editor', field: 'file' };

/** Saves a processed image and returns its file name. */
const saveImage = (storage: Storage, kind: 'news' | 'editor', image: ProcessedImage) =>
  storage.save(kind, image.data, image.extension);

/** Stores an upload as a re-encoded WebP and returns its file name. */
async function storeImage(storage: Storage, upload: Buffer, { kind, field }: ImageUse) {
  const image = await processImage(upload, { maxSide: NEWS_IMAGE_MAX_SIDE }, field);
  return saveImage(storage, kind, image);
}

/** Runs `write`; if it fails, the image it was going to use is removed again. */
async function withStoredImage<T>(
  { storage, image }: { storage: Storage; image: string | null },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (image) await storage.remove('news', image);
    throw err;
  }
}

/** Cleaned translations with their slugs: kept while a title stays, otherwise the first free one. */
async function prepareTranslations(
  news: NewsRepository,
  tx: Database,
  { input, current }: { input: NewsTranslationsInput; current: NewsRecord | null },
): Promise<TranslationValues[]> {
  const prepared: TranslationValues[] = [];
  for (const language of LANGUAGES) {
    const { title, body } = input[language];
    const previous = current?.translations.find((t) => t.language === language);
    let slug = previous?.slug;
    if (!previous || previous.title !== title) {
      const base = slugBase(title, language);
      const taken = await news.slugsStartingWith(language, base, tx);
      slug = pickSlug(base, taken, current?.row.id ?? null);
    }
    prepared.push({ language, title, slug: slug ?? '', body: sanitizeArticleHtml(body) });
  }
  return prepared;
}

/** Inserts an item with its translations; the caller holds the slug lock. */
async function insertItem(
  news: NewsRepository,
  tx: Database,
  item: { fields: CreateFields; image: string | null; createdAt?: Date },
): Promise<NewsRecord> {
  const { fields, image, createdAt } = item;
  const translations = await prepareTranslations(news, tx, {
    input: fields.translations,
    current: null,
  });
  const row = await news.insert(
    {
      game: fields.game,
      category: fields.category,
      status: fields.status,
      image,
      ...(createdAt ? { createdAt, updatedAt: createdAt } : {}),
    },
    tx,
  );
  await news.saveTranslations(row.id, translations, tx);
  return { row, translations: translations.map((t) => ({ ...t, newsId: row.id })) };
}

/**
 * Writes an edit under the slug lock: the saved item, the cover it replaced (to remove once
 * committed) and the editor images the old bodies showed that no article shows now.
 */
async function updateItem(
  news: NewsRepository,
  tx: Database,
  edit: { id: number; fields: UpdateFields; image: string | null },
) {
  const { id, fields, image } = edit;
  await news.lockSlugs(tx);
  const current = await news.lock(id, tx);
  if (!current) throw notFound('News not found');
  const translations = await prepareTranslations(news, tx, {
    input: fields.translations,
    current,
  });
  const row = await news.update(
    id,
    {
      game: fields.game,
      category: fields.category,
      status: fields.status,
      ...(image ? { image } : fields.remove_image ? { image: null } : {}),
    },
    tx,
  );
  await news.saveTranslations(id, translations, tx);
  const saved = { row, translations: translations.map((t) => ({ ...t, newsId: id })) };
  const kept = editorImagesOf(saved);
  const dropped = [...editorImagesOf(current)].filter((name) => !kept.has(name));
  return {
    record: saved,
    replaced: image || fields.remove_image ? current.row.image : null,
    unused: await unusedEditorImages(news, tx, dropped),
  };
}

/**
 * The editor images among `names` that no article shows any longer. Run under the slug lock,
 * which every news write holds: a save that shows one of them again has committed before the
 * check, or waits until the check's transaction ends.
 */
async function unusedEditorImages(
  news: NewsRepository,
  tx: Database,
  names: Iterable<string>,
): Promise<string[]> {
  const candidates = [...names];
  const inUse = await news.fileNamesInBodies(candidates, tx);
  return candidates.filter((name) => !inUse.has(name));
}

async function removeEditorImages(storage: Storage, names: readonly string[]): Promise<void> {
  for (const name of names) await storage.remove('editor', name);
}

export type NewsService = ReturnType<typeof createNewsService>;
