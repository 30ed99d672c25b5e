import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { NewsItem } from '@riftscope/contracts';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases.ts';
import { type FilePart, multipartBody } from './multipart.ts';
import { editFields } from './news-forms.ts';
import { useTestApp } from './test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const png = () =>
  sharp({ create: { width: 320, height: 160, channels: 3, background: '#26a' } })
    .png()
    .toBuffer();
const imagePart = async (field: string): Promise<FilePart> => ({
  field,
  filename: 'picture.png',
  contentType: 'image/png',
  data: await png(),
});

const fileOf = (url: string | null) => url?.split('/').pop() ?? '';

let sequence = 0;
/** One body per language; titles no other test uses. */
const translations = (bodies: { en: string; ru?: string; tr?: string }) => {
  const n = `${Date.now().toString(36)}${++sequence}`;
  return JSON.stringify({
    en: { title: `Images ${n}`, body: bodies.en },
    ru: { title: `Картинки ${n}`, body: bodies.ru ?? '<p>ru</p>' },
    tr: { title: `Resimler ${n}`, body: bodies.tr ?? '<p>tr</p>' },
  });
};

const withImage = (location: string, alt = '') =>
  `<p>Before</p><img src="${location}" alt="${alt}">`;

describe.each(TEST_DATABASES)('news images on $name', (db) => {
  let token: string;
  const t = useTestApp(db);
  beforeAll(async () => {
    token = (await t.createUser({ role: 'admin', name: 'Editor' })).token;
  });

  const storedFiles = async (kind: 'news' | 'editor') =>
    readdir(join(t.config.dataDir, 'uploads', kind)).catch(() => [] as string[]);

  const send = (url: string, fields: Record<string, string>, files: FilePart[] = []) => {
    const { payload, headers } = multipartBody(fields, files);
    return t.request({ method: 'POST', url, payload, headers, token });
  };

  const uploadEditorImage = async (): Promise<string> => {
    const res = await send('/api/admin/news/upload-editor-image', {}, [await imagePart('file')]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().location;
  };

  const create = async (text: string, files: FilePart[] = []): Promise<NewsItem> => {
    const res = await send(
      '/api/admin/news',
      { game: 'league-of-legends', category: 'Meta', status: 'published', translations: text },
      files,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  const update = (item: NewsItem, fields: Record<string, string>, files: FilePart[] = []) =>
    send(`/api/admin/news/${item.id}`, { _method: 'PUT', ...editFields(item, fields) }, files);

  const remove = (item: NewsItem) =>
    t.request({ method: 'DELETE', url: `/api/admin/news/${item.id}`, token });

  describe('removing a cover', () => {
    it('leaves the item without a cover and deletes the old file', async () => {
      const item = await create(translations({ en: '<p>x</p>' }), [await imagePart('image')]);
      expect(await storedFiles('news')).toContain(fileOf(item.image));

      const res = await update(item, { remove_image: 'true' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().image).toBeNull();
      expect(await storedFiles('news')).not.toContain(fileOf(item.image));
    });

    it('keeps the cover when remove_image is false', async () => {
      const item = await create(translations({ en: '<p>x</p>' }), [await imagePart('image')]);
      const res = await update(item, { remove_image: 'false' });
      expect(res.json().image).toBe(item.image);
      expect(await storedFiles('news')).toContain(fileOf(item.image));
    });

    it('422 for remove_image with a new cover, keeping the old one and storing nothing', async () => {
      const item = await create(translations({ en: '<p>x</p>' }), [await imagePart('image')]);
      const before = await storedFiles('news');
      const res = await update(item, { remove_image: 'true' }, [await imagePart('image')]);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('remove_image');
      expect(await storedFiles('news')).toEqual(before);
    });

    it('422 for a remove_image that is not true or false', async () => {
      const item = await create(translations({ en: '<p>x</p>' }));
      const res = await update(item, { remove_image: 'yes' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('remove_image');
    });
  });

  describe('editor images', () => {
    it('keeps the alt text of an image in the stored body', async () => {
      const location = await uploadEditorImage();
      const item = await create(translations({ en: withImage(location, 'Baron pit at 20:00') }));
      expect(item.translations.en.body).toContain(
        `<img src="${location}" alt="Baron pit at 20:00"`,
      );
    });

    it("stores no image of another site, which the page's Content Security Policy would block", async () => {
      const uploaded = await uploadEditorImage();
      const body = `<p>Before</p><img src="https://example.com/a.png" alt="Elsewhere"><p>After</p>${withImage(uploaded, 'Ours')}`;
      const item = await create(
        translations({ en: body, ru: withImage('http://example.com/b.png') }),
      );
      for (const stored of [item.translations.en.body, item.translations.ru.body]) {
        expect(stored).not.toContain('example.com');
      }
      expect(item.translations.en.body).toContain(`<img src="${uploaded}" alt="Ours"`);
      expect(item.translations.en.body.match(/<img/g)).toHaveLength(1);

      const res = await update(item, {
        translations: translations({ en: withImage('https://cdn.example.com/c.webp') }),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().translations.en.body).toBe('<p>Before</p>');
      const shown = await t.request({
        method: 'GET',
        url: `/api/news/${res.json().translations.en.slug}?lang=en`,
      });
      expect(shown.json().translations.en.body).not.toContain('<img');
    });

    it('deletes an image once a save leaves it in no article', async () => {
      const location = await uploadEditorImage();
      const item = await create(translations({ en: withImage(location) }));
      expect(await storedFiles('editor')).toContain(fileOf(location));

      const res = await update(item, { translations: translations({ en: '<p>No image now</p>' }) });
      expect(res.statusCode, res.body).toBe(200);
      expect(await storedFiles('editor')).not.toContain(fileOf(location));
    });

    it('keeps an image still shown in another language or another article', async () => {
      const shared = await uploadEditorImage();
      const inRussian = await uploadEditorImage();
      const item = await create(
        translations({ en: withImage(shared) + withImage(inRussian), ru: withImage(inRussian) }),
      );
      await create(translations({ en: withImage(shared) }));

      await update(item, {
        translations: translations({ en: '<p>none</p>', ru: withImage(inRussian) }),
      });
      const files = await storedFiles('editor');
      expect(files).toContain(fileOf(shared));
      expect(files).toContain(fileOf(inRussian));
    });

    it('keeps the images of the saved bodies after an edit that changes nothing else', async () => {
      const location = await uploadEditorImage();
      const item = await create(translations({ en: withImage(location) }));
      await update(item, { status: 'draft' });
      expect(await storedFiles('editor')).toContain(fileOf(location));
    });

    it('deletes the images of a deleted article that no other article shows', async () => {
      const own = await uploadEditorImage();
      const shared = await uploadEditorImage();
      const item = await create(translations({ en: withImage(own) + withImage(shared) }));
      await create(translations({ en: '<p>Also here</p>', tr: withImage(shared) }));

      expect((await remove(item)).statusCode).toBe(204);
      const files = await storedFiles('editor');
      expect(files).not.toContain(fileOf(own));
      expect(files).toContain(fileOf(shared));
    });

    it('leaves a fresh upload of an article not yet saved alone when another is saved', async () => {
      const pending = await uploadEditorImage();
      const item = await create(translations({ en: '<p>x</p>' }));
      await update(item, { translations: translations({ en: '<p>y</p>' }) });
      expect((await remove(item)).statusCode).toBe(204);
      expect(await storedFiles('editor')).toContain(fileOf(pending));
    });
  });

  describe('collecting unused editor images', () => {
    beforeEach(async () => {
      // Every earlier upload that no article shows goes first, so each test counts only its own.
      await t.services.news.collectEditorImages(new Date(Date.now() + DAY_MS));
    });

    it('deletes uploads older than the cutoff that no article shows', async () => {
      const unused = await uploadEditorImage();
      const used = await uploadEditorImage();
      await create(translations({ en: '<p>x</p>', tr: withImage(used) }));

      const removed = await t.services.news.collectEditorImages(new Date(Date.now() + DAY_MS));
      expect(removed).toBe(1);
      const files = await storedFiles('editor');
      expect(files).not.toContain(fileOf(unused));
      expect(files).toContain(fileOf(used));
    });

    it('keeps uploads newer than the cutoff, which an open editor may still save', async () => {
      const fresh = await uploadEditorImage();
      const removed = await t.services.news.collectEditorImages(new Date(Date.now() - DAY_MS));
      expect(removed).toBe(0);
      expect(await storedFiles('editor')).toContain(fileOf(fresh));
    });

    it('keeps an image shown only in a draft', async () => {
      const location = await uploadEditorImage();
      const res = await send('/api/admin/news', {
        game: 'league-of-legends',
        category: 'Meta',
        translations: translations({ en: withImage(location) }),
      });
      expect(res.json().status).toBe('draft');
      await t.services.news.collectEditorImages(new Date(Date.now() + DAY_MS));
      expect(await storedFiles('editor')).toContain(fileOf(location));
    });
  });
});
