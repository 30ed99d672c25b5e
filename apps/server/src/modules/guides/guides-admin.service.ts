import {
  type AdminGuide,
  type AdminGuidesQuerySchema,
  GUIDE_BODY_MAX_BYTES,
  GUIDE_SLUG_MAX,
  type GuideInput,
  LANGUAGES,
  type Language,
  lastPageOf,
} from '@riftscope/contracts';
import type { DataDragon } from '@riftscope/riot/ddragon';
import type { z } from 'zod/mini';
import type { Database } from '../../db/client.ts';
import { claimDemoSeed, isDemoSeeded } from '../../db/demo-seeds.ts';
import { conflict, forbidden, HttpError, notFound } from '../../platform/errors.ts';
import { sanitizeArticleHtml } from '../news/article-html.ts';
import { pickSlug, type SlugRules, slugBase } from '../news/news-slugs.ts';
import type { GameDataCatalog } from '../riot-data/game-data.mapper.ts';
import type { Storage } from '../uploads/storage.ts';
import { createGuideBuildCheck, type GuideBuildCheck } from './guide-build-check.ts';
import { createGuideCatalog } from './guide-catalog.ts';
import {
  collectGuideImages,
  imagesShownBy,
  removeGuideImages,
  storeGuideImage,
  unusedGuideImages,
} from './guide-images.ts';
import {
  canEditGuide,
  type GuideEditor,
  type GuideRecord,
  type GuideRow,
  type GuidesRepository,
  type GuideTranslationValues,
  toAdminGuide,
} from './guides.repository.ts';

/** Guides' slugs: GUIDE_SLUG_MAX characters at most, suffix included; `guide` for a title of no letters. */
const GUIDE_SLUG_RULES: SlugRules = { max: GUIDE_SLUG_MAX, fallback: 'guide' };

export interface GuidesAdminDeps {
  db: Database;
  guides: GuidesRepository;
  storage: Storage;
  /** The current Data Dragon in English: every build is checked against it. */
  ddragon: DataDragon;
  /** The current Data Dragon of each language: the pickers' catalog. */
  ddragonByLanguage: Readonly<Record<Language, DataDragon>>;
  games: GameDataCatalog;
  /** Told after every stored change (pages showing guides are drawn again). */
  changed?: () => void;
}

/** A demo guide: what the editor would send, and when it was published. */
export interface DemoGuide {
  input: GuideInput;
  publishedAt: Date;
}

/** Everything the services below share. */
interface Context extends Required<GuidesAdminDeps> {
  check: GuideBuildCheck;
  /** A record as `editor` sees it, champion names in `language`. */
  answer(record: GuideRecord, editor: GuideEditor, language: Language): AdminGuide;
}

/**
 * The admin area's guides (docs/guides.md): the list and a guide for administrators and
 * moderators, writes by the rules of who may do what, the pickers' catalog, the editor's
 * images and the demo's guides.
 */
export function createGuidesAdminService(deps: GuidesAdminDeps) {
  const context: Context = {
    changed: () => undefined,
    ...deps,
    check: createGuideBuildCheck(deps.ddragon),
    answer: (record, editor, language) =>
      toAdminGuide(record, { games: deps.games.in(language), editor }),
  };
  const catalog = createGuideCatalog(deps);
  return {
    ...guideReads(context),
    ...guideEdits(context),
    ...guideStatusChanges(context),
    ...demoGuides(context),
    catalog,
    uploadImage: (upload: Buffer) => storeGuideImage(deps.storage, upload),
    /** Removes guide images older than `cutoff` that no guide shows; how many went. */
    collectImages: (cutoff: Date) => collectGuideImages(deps, cutoff),
  };
}

export type GuidesAdminService = ReturnType<typeof createGuidesAdminService>;

/** Every guide for the admin area: filtered and paged, or one by id. */
function guideReads({ guides, games, answer }: Context) {
  return {
    async list(
      query: z.output<typeof AdminGuidesQuerySchema>,
      editor: GuideEditor,
      language: Language,
    ) {
      const championId = query.champion
        ? games.in('en').championIdOfKey(query.champion)
        : undefined;
      if (championId === null) throw notFound('Champion not found');
      const { records, total } = await guides.page({
        page: query.page,
        perPage: query.per_page,
        status: query.status,
        championId,
        role: query.role,
        authorId: query.author === 'me' ? editor.id : undefined,
      });
      return {
        data: records.map((record) => answer(record, editor, language)),
        meta: {
          current_page: query.page,
          last_page: lastPageOf(total, query.per_page),
          per_page: query.per_page,
          total,
        },
      };
    },

    async get(id: number, editor: GuideEditor, language: Language): Promise<AdminGuide> {
      const record = await guides.find(id);
      if (!record) throw notFound('Guide not found');
      return answer(record, editor, language);
    },
  };
}

/** 413 naming each body over the limit (counted in UTF-8 bytes, as sent). */
function assertBodySizes(translations: GuideInput['translations']): void {
  const tooLarge = LANGUAGES.filter((language) => {
    const body = translations[language]?.body ?? '';
    return Buffer.byteLength(body, 'utf8') > GUIDE_BODY_MAX_BYTES;
  });
  if (tooLarge.length === 0) return;
  const message = `A guide body may be at most ${GUIDE_BODY_MAX_BYTES / 1024} KB`;
  throw new HttpError(413, message, {
    errors: Object.fromEntries(tooLarge.map((l) => [`translations.${l}.body`, [message]])),
  });
}

/** 403 unless `editor` may edit the guide (canEditGuide), saying why. */
function assertMayEdit(row: GuideRow, editor: GuideEditor): void {
  if (canEditGuide(row, editor)) return;
  if (row.authorId !== editor.id) throw forbidden('You may edit only your own guides');
  throw forbidden('Only an administrator may edit a published guide');
}

/**
 * The languages written, cleaned, with their slugs: kept while a title stays, otherwise the
 * first free one of the language. The caller holds the slug lock.
 */
async function prepareTranslations(
  guides: GuidesRepository,
  tx: Database,
  { input, current }: { input: GuideInput['translations']; current: GuideRecord | null },
): Promise<GuideTranslationValues[]> {
  const prepared: GuideTranslationValues[] = [];
  for (const language of LANGUAGES) {
    const written = input[language];
    if (!written) continue;
    const { title, summary, body } = written;
    const previous = current?.translations.find((t) => t.language === language);
    let slug = previous?.slug ?? '';
    if (!previous || previous.title !== title) {
      const base = slugBase(title, language, GUIDE_SLUG_RULES);
      const taken = await guides.slugsStartingWith(language, base, tx);
      slug = pickSlug(base, taken, current?.row.id ?? null);
    }
    prepared.push({ language, title, summary, slug, body: sanitizeArticleHtml(body, 'guides') });
  }
  return prepared;
}

/** The guide row's values of an input whose build was checked. */
function valuesOf(input: GuideInput, check: GuideBuildCheck) {
  const { championId, build } = check(input);
  return {
    championId,
    role: input.role,
    patch: input.patch,
    difficulty: input.difficulty,
    build,
  };
}

/** Writing a guide: create (a draft of the caller), edit, delete. */
function guideEdits({ db, guides, storage, check, changed, answer }: Context) {
  return {
    async create(input: GuideInput, editor: GuideEditor, language: Language) {
      assertBodySizes(input.translations);
      const values = valuesOf(input, check);
      const record = await db.transaction(async (tx) => {
        await guides.lockSlugs(tx);
        const translations = await prepareTranslations(guides, tx, {
          input: input.translations,
          current: null,
        });
        const row = await guides.insert({ ...values, authorId: editor.id }, tx);
        await guides.saveTranslations(row.id, translations, tx);
        return guides.find(row.id, tx);
      });
      if (!record) throw new Error('created guide vanished');
      changed();
      return answer(record, editor, language);
    },

    /**
     * Edits a guide (canEditGuide); a language left out is dropped. Images the old bodies
     * showed and no guide shows now are removed once committed.
     */
    async update(id: number, input: GuideInput, editor: GuideEditor, language: Language) {
      const { record, unused } = await db.transaction(async (tx) => {
        await guides.lockSlugs(tx);
        const current = await guides.lock(id, tx);
        if (!current) throw notFound('Guide not found');
        assertMayEdit(current.row, editor);
        assertBodySizes(input.translations);
        const values = valuesOf(input, check);
        const translations = await prepareTranslations(guides, tx, {
          input: input.translations,
          current,
        });
        await guides.update(id, values, tx);
        await guides.saveTranslations(id, translations, tx);
        const kept = imagesShownBy({
          translations: translations.map((t) => ({ ...t, guideId: id })),
        });
        const dropped = [...imagesShownBy(current)].filter((name) => !kept.has(name));
        return {
          record: await guides.find(id, tx),
          unused: await unusedGuideImages(guides, tx, dropped),
        };
      });
      if (!record) throw new Error('edited guide vanished');
      changed();
      await removeGuideImages(storage, unused);
      return answer(record, editor, language);
    },

    /** Deletes a guide, its helpful marks and the images its bodies showed that no other guide shows. */
    async remove(id: number): Promise<void> {
      const unused = await db.transaction(async (tx) => {
        await guides.lockSlugs(tx);
        const current = await guides.lock(id, tx);
        if (!current) throw notFound('Guide not found');
        await guides.delete(id, tx);
        return unusedGuideImages(guides, tx, imagesShownBy(current));
      });
      changed();
      await removeGuideImages(storage, unused);
    },
  };
}

/** Submitting for review (its author), publishing and taking back to draft (administrators). */
function guideStatusChanges({ db, guides, changed, answer }: Context) {
  /** Locks the guide, lets `decide` refuse, then writes what it returns. */
  const change = async (
    id: number,
    { editor, language }: { editor: GuideEditor; language: Language },
    decide: (row: GuideRow) => Parameters<GuidesRepository['update']>[1],
  ): Promise<AdminGuide> => {
    const record = await db.transaction(async (tx) => {
      const current = await guides.lock(id, tx);
      if (!current) throw notFound('Guide not found');
      await guides.update(id, decide(current.row), tx);
      return guides.find(id, tx);
    });
    if (!record) throw new Error('changed guide vanished');
    changed();
    return answer(record, editor, language);
  };
  return {
    submit: (id: number, editor: GuideEditor, language: Language) =>
      change(id, { editor, language }, (row) => {
        if (row.authorId !== editor.id) {
          throw forbidden('Only its author may submit a guide for review');
        }
        if (row.status !== 'draft') throw conflict('Only a draft can be submitted for review');
        return { status: 'review', submittedAt: new Date() };
      }),

    publish: (id: number, editor: GuideEditor, language: Language) =>
      change(id, { editor, language }, (row) => {
        if (row.status === 'published') throw conflict('The guide is already published');
        return { status: 'published', publishedAt: new Date() };
      }),

    unpublish: (id: number, editor: GuideEditor, language: Language) =>
      change(id, { editor, language }, (row) => {
        if (row.status !== 'published') throw conflict('The guide is not published');
        return { status: 'draft', publishedAt: null };
      }),
  };
}

/** The demo's guides, published once for good. */
function demoGuides({ db, guides, check, changed }: Context) {
  return {
    /** Whether demo guides were published under `name` (seed), even if deleted since. */
    isSeeded: (name: string) => isDemoSeeded(db, name),

    /**
     * Publishes demo guides once for good under `name`, by the author `author` gives (inside
     * the transaction): all of them or, if any fails or they were put in place before, none.
     */
    async seed(
      name: string,
      items: readonly DemoGuide[],
      author: (tx: Database) => Promise<number>,
    ): Promise<boolean> {
      const isSeeded = await db.transaction(async (tx) => {
        if (!(await claimDemoSeed(tx, name))) return false;
        await guides.lockSlugs(tx);
        const authorId = await author(tx);
        for (const { input, publishedAt } of items) {
          const translations = await prepareTranslations(guides, tx, {
            input: input.translations,
            current: null,
          });
          const row = await guides.insert(
            {
              ...valuesOf(input, check),
              authorId,
              status: 'published',
              createdAt: publishedAt,
              updatedAt: publishedAt,
              publishedAt,
            },
            tx,
          );
          await guides.saveTranslations(row.id, translations, tx);
        }
        return true;
      });
      if (isSeeded) changed();
      return isSeeded;
    },
  };
}
