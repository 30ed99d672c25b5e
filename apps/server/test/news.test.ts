import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { NEWS_SLUG_MAX, NEWS_TITLE_MAX, type NewsItem } from '@riftscope/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../src/modules/users/users.repository.ts';
import { TEST_DATABASES } from './databases.ts';
import { type FilePart, multipartBody } from './multipart.ts';
import { editFields } from './news-forms.ts';
import { useTestApp } from './test-app.ts';

const COVER_URL = /^\/storage\/news\/[0-9a-f-]{36}\.webp$/;
const EDITOR_URL = /^\/storage\/editor\/[0-9a-f-]{36}\.webp$/;

const png = (width = 400, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
const imagePart = async (field = 'image', data?: Buffer): Promise<FilePart> => ({
  field,
  filename: 'cover.png',
  contentType: 'image/png',
  data: data ?? (await png()),
});

interface Titles {
  en: string;
  ru: string;
  tr: string;
}
const translations = (titles: Titles, body = '<p>Body</p>') =>
  JSON.stringify({
    en: { title: titles.en, body },
    ru: { title: titles.ru, body },
    tr: { title: titles.tr, body },
  });

let sequence = 0;
/** Titles no other test uses, so searches and slugs see only this test's items. */
const freshTitles = (word = 'Item'): Titles => {
  const n = `${Date.now().toString(36)}${++sequence}`;
  return { en: `${word} ${n}`, ru: `Новость ${n}`, tr: `Haber ${n}` };
};

describe.each(TEST_DATABASES)('news on $name', (db) => {
  let admin: { user: UserRow; token: string };
  let user: { user: UserRow; token: string };
  const t = useTestApp(db);
  beforeAll(async () => {
    admin = await t.createUser({ role: 'admin', name: 'Editor' });
    user = await t.createUser({ name: 'Reader' });
  });

  const storedFiles = async (kind: 'news' | 'editor') =>
    readdir(join(t.config.dataDir, 'uploads', kind)).catch(() => [] as string[]);

  const send = (
    url: string,
    fields: Record<string, string>,
    files: FilePart[] = [],
    token: string | null = admin.token,
  ) => {
    const { payload, headers } = multipartBody(fields, files);
    return t.request({ method: 'POST', url, payload, headers, ...(token ? { token } : {}) });
  };

  const create = async (
    fields: Partial<Record<string, string>> = {},
    files: FilePart[] = [],
  ): Promise<NewsItem> => {
    const res = await send(
      '/api/admin/news',
      {
        game: 'league-of-legends',
        category: 'Announcement',
        status: 'published',
        translations: translations(freshTitles()),
        ...fields,
      } as Record<string, string>,
      files,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  const update = (id: number | string, fields: Record<string, string>, files: FilePart[] = []) =>
    send(`/api/admin/news/${id}`, { _method: 'PUT', ...fields }, files);

  const getBySlug = (slug: string, lang: string) =>
    t.request({ method: 'GET', url: `/api/news/${encodeURIComponent(slug)}`, query: { lang } });

  const listPublic = (query: Record<string, string> = {}) =>
    t.request({ method: 'GET', url: '/api/news', query });

  describe('creating', () => {
    it('stores all three languages with slugs spelt in Latin letters, as a draft by default', async () => {
      const res = await send('/api/admin/news', {
        game: 'league-of-legends',
        category: 'Patch Notes',
        translations: translations({
          en: 'Patch 15.9: What Changed',
          ru: 'Патч 15.9: что изменилось',
          tr: 'Yama 15.9: Şampiyonlarda değişiklikler',
        }),
      });
      expect(res.statusCode, res.body).toBe(201);
      const item: NewsItem = res.json();
      expect(item).toMatchObject({
        game: 'league-of-legends',
        category: 'Patch Notes',
        status: 'draft',
        image: null,
      });
      expect(item.translations.en.slug).toBe('patch-15-9-what-changed');
      expect(item.translations.ru.slug).toBe('patch-15-9-chto-izmenilos');
      expect(item.translations.tr.slug).toBe('yama-15-9-sampiyonlarda-degisiklikler');
      // A draft is not public.
      expect((await getBySlug(item.translations.en.slug, 'en')).statusCode).toBe(404);
    });

    it('sanitises bodies: scripts and handlers go, links get rel="noopener noreferrer"', async () => {
      const body =
        '<h2>Hi</h2><p onclick="x()">text<script>alert(1)</script></p><a href="javascript:alert(1)">bad</a><a href="https://example.com">ok</a><img src="x" onerror="alert(1)">';
      const item = await create({ translations: translations(freshTitles(), body) });
      expect(item.translations.ru.body).toBe(
        '<h2>Hi</h2><p>text</p><a rel="noopener noreferrer">bad</a><a href="https://example.com" rel="noopener noreferrer" target="_blank">ok</a>',
      );
    });

    it('gives a repeated title the next free slug', async () => {
      const titles = freshTitles('Same title');
      const first = await create({ translations: translations(titles) });
      const second = await create({ translations: translations(titles) });
      const third = await create({ translations: translations(titles) });
      expect(second.translations.en.slug).toBe(`${first.translations.en.slug}-2`);
      expect(third.translations.tr.slug).toBe(`${first.translations.tr.slug}-3`);
    });

    it('opens articles with the longest titles in every language by their slugs', async () => {
      const n = `${Date.now().toString(36)}${++sequence}`;
      // Titles are trimmed, so the cut must not end on a space.
      const longest = (words: string) =>
        `${n} ${words.repeat(20)}`
          .slice(0, NEWS_TITLE_MAX - 1)
          .trimEnd()
          .padEnd(NEWS_TITLE_MAX, 'x');
      const titles = {
        en: longest('Balance changes to champions and items '),
        ru: longest('Щедрые изменения баланса чемпионов и предметов '),
        tr: longest('Şampiyonlarda güçlü ve ölümcül değişiklikler: IŞIK İĞÜŞÖÇ '),
      };
      const first = await create({ translations: translations(titles) });
      // The same titles again take suffixed slugs, which must stay within the cap too.
      const second = await create({ translations: translations(titles) });
      for (const item of [first, second]) {
        for (const language of ['en', 'ru', 'tr'] as const) {
          const { slug, title } = item.translations[language];
          expect(title).toHaveLength(NEWS_TITLE_MAX);
          expect(slug.length, slug).toBeLessThanOrEqual(100);
          expect(slug, language).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
          const res = await getBySlug(slug, language);
          expect(res.statusCode, `${language} ${slug} ${res.body}`).toBe(200);
          expect(res.json().id).toBe(item.id);
        }
      }
      expect(first.translations.ru.slug).toMatch(/^[a-z0-9]+-schedrye-izmeneniya-balansa/);
      expect(first.translations.tr.slug).toContain('-sampiyonlarda-guclu-ve-olumcul-');
      expect(second.translations.en.slug).toBe(`${first.translations.en.slug}-2`);
    });

    it('finds an article by a slug as long as the column holds, as older articles have', async () => {
      const res = await getBySlug('a'.repeat(NEWS_SLUG_MAX), 'en');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'News not found' });
    });

    it('stores the cover re-encoded as WebP and serves it with a long cache lifetime', async () => {
      const item = await create({}, [await imagePart()]);
      expect(item.image).toMatch(COVER_URL);
      const file = await t.request({ method: 'GET', url: item.image ?? '' });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(String(file.headers['cache-control'])).toContain('immutable');
      expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
    });

    it('offers only the primary game on create', async () => {
      const res = await send('/api/admin/news', {
        game: 'valorant',
        category: 'Meta',
        translations: translations(freshTitles()),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('game');
    });
  });

  describe('refusing bad input without writing anything', () => {
    const countAll = async () =>
      (await t.request({ method: 'GET', url: '/api/admin/news', token: admin.token })).json().meta
        .total as number;

    it.each([
      ['text that is not JSON', '{"en": oops', 'translations'],
      [
        'a missing language',
        JSON.stringify({ en: { title: 'a', body: '' }, ru: { title: 'b', body: '' } }),
        'translations.tr',
      ],
      ['an empty title', translations({ en: 'ok', ru: '   ', tr: 'ok' }), 'translations.ru.title'],
    ])('422 naming the field for %s', async (_, text, field) => {
      const before = await countAll();
      const res = await send('/api/admin/news', {
        game: 'league-of-legends',
        category: 'Meta',
        translations: text,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toHaveProperty([field]);
      expect(await countAll()).toBe(before);
    });

    it('422 when the translations field is missing', async () => {
      const res = await send('/api/admin/news', { game: 'league-of-legends', category: 'Meta' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty(['translations']);
    });

    it('422 naming the field for a NUL character in a title or a body', async () => {
      const titles = freshTitles();
      const res = await send('/api/admin/news', {
        game: 'league-of-legends',
        category: 'Meta',
        translations: JSON.stringify({
          en: { title: `${titles.en}\u0000`, body: '<p>Body</p>' },
          ru: { title: titles.ru, body: '<p>a\u0000b</p>' },
          tr: { title: titles.tr, body: '<p>Body</p>' },
        }),
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual([
        'translations.en.title',
        'translations.ru.body',
      ]);
      expect((await listPublic({ search: titles.ru })).json().total).toBe(0);
    });

    it('400 for multipart bodies without a boundary, with another boundary or cut short', async () => {
      for (const [type, payload] of [
        ['multipart/form-data', 'no boundary'],
        [
          'multipart/form-data; boundary=other',
          '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--abc--\r\n',
        ],
        [
          'multipart/form-data; boundary=abc',
          '--abc\r\nContent-Disposition: form-data; name="game"\r\n\r\nleague',
        ],
      ] as const) {
        for (const url of ['/api/admin/news', '/api/admin/news/upload-editor-image']) {
          const res = await t.request({
            method: 'POST',
            url,
            payload,
            headers: { 'content-type': type },
            token: admin.token,
          });
          expect(res.statusCode, `${url} ${type}`).toBe(400);
          expect(res.json()).toEqual({ message: 'The form data is malformed or cut short' });
        }
      }
    });

    it('413 for a body over 200 KB, naming it, with no row and no cover left behind', async () => {
      const before = await countAll();
      const covers = await storedFiles('news');
      const big = `<p>${'я'.repeat(110 * 1024)}</p>`; // 220 KB of UTF-8
      const text = JSON.stringify({
        en: { title: 'Big', body: '<p>small</p>' },
        ru: { title: 'Большая', body: big },
        tr: { title: 'Büyük', body: '<p>small</p>' },
      });
      const res = await send(
        '/api/admin/news',
        { game: 'league-of-legends', category: 'Meta', translations: text },
        [await imagePart()],
      );
      expect(res.statusCode, res.body).toBe(413);
      expect(Object.keys(res.json().errors)).toEqual(['translations.ru.body']);
      expect(await countAll()).toBe(before);
      expect(await storedFiles('news')).toEqual(covers);
    });

    it('415 for a cover that is not an image, 413 for one over 5 MB', async () => {
      const before = await countAll();
      const fields = {
        game: 'league-of-legends',
        category: 'Meta',
        translations: translations(freshTitles()),
      };
      const notImage = await send('/api/admin/news', fields, [
        {
          field: 'image',
          filename: 'x.png',
          contentType: 'image/png',
          data: Buffer.from('<svg onload=alert(1)>'),
        },
      ]);
      expect(notImage.statusCode).toBe(415);
      const huge = await send('/api/admin/news', fields, [
        await imagePart('image', Buffer.alloc(5 * 1024 * 1024 + 1, 1)),
      ]);
      expect(huge.statusCode).toBe(413);
      expect(await countAll()).toBe(before);
    });

    it('413 for a translations field beyond what three 200 KB bodies need', async () => {
      const res = await send('/api/admin/news', {
        game: 'league-of-legends',
        category: 'Meta',
        translations: 'x'.repeat(4_000_001),
      });
      expect(res.statusCode).toBe(413);
    });

    it('415 for a form that is not multipart', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/admin/news',
        token: admin.token,
        payload: { game: 'league-of-legends' },
      });
      expect(res.statusCode).toBe(415);
    });
  });

  describe('editing', () => {
    it('keeps slugs while titles stay and accepts the other games', async () => {
      const item = await create();
      const res = await update(
        item.id,
        editFields(item, { game: 'teamfight-tactics', category: 'Tournament' }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const edited: NewsItem = res.json();
      expect(edited).toMatchObject({ game: 'teamfight-tactics', category: 'Tournament' });
      expect(edited.translations).toEqual(item.translations);
      expect(Date.parse(edited.updated_at)).toBeGreaterThanOrEqual(Date.parse(item.updated_at));
    });

    it('gives a changed title a new slug while the old one still finds the article', async () => {
      const item = await create();
      const renamed = freshTitles('Renamed');
      const res = await update(
        item.id,
        editFields(item, {
          translations: JSON.stringify({
            en: { title: renamed.en, body: '<p>new</p>' },
            ru: { title: item.translations.ru.title, body: '<p>new</p>' },
            tr: { title: item.translations.tr.title, body: '<p>new</p>' },
          }),
        }),
      );
      const edited: NewsItem = res.json();
      expect(edited.translations.en.slug).not.toBe(item.translations.en.slug);
      expect(edited.translations.ru.slug).toBe(item.translations.ru.slug);
      const viaOld = await getBySlug(item.translations.en.slug, 'en');
      expect(viaOld.statusCode).toBe(200);
      expect(viaOld.json().translations.en.slug).toBe(edited.translations.en.slug);
    });

    it('never hands a slug that named one article to another', async () => {
      const first = await create();
      const oldSlug = first.translations.en.slug;
      await update(
        first.id,
        editFields(first, { translations: translations(freshTitles('Moved')) }),
      );
      const second = await create({
        translations: translations({ ...freshTitles(), en: first.translations.en.title }),
      });
      expect(second.translations.en.slug).toBe(`${oldSlug}-2`);
      expect((await getBySlug(oldSlug, 'en')).json().id).toBe(first.id);
    });

    it('replaces the cover and removes the old file', async () => {
      const item = await create({}, [await imagePart()]);
      const oldFile = item.image?.split('/').pop();
      const res = await update(item.id, editFields(item), [
        await imagePart('image', await png(300, 300)),
      ]);
      const edited: NewsItem = res.json();
      expect(edited.image).toMatch(COVER_URL);
      expect(edited.image).not.toBe(item.image);
      const files = await storedFiles('news');
      expect(files).not.toContain(oldFile);
      expect(files).toContain(edited.image?.split('/').pop());
    });

    it('keeps the cover when no new image is sent', async () => {
      const item = await create({}, [await imagePart()]);
      const edited: NewsItem = (
        await update(item.id, editFields(item, { status: 'draft' }))
      ).json();
      expect(edited.image).toBe(item.image);
      expect(edited.status).toBe('draft');
    });

    it('404 for a missing id, leaving no uploaded cover behind', async () => {
      const item = await create();
      const before = await storedFiles('news');
      const res = await update(999_999, editFields(item), [await imagePart()]);
      expect(res.statusCode).toBe(404);
      expect(await storedFiles('news')).toEqual(before);
      expect((await update('abc', editFields(item))).statusCode).toBe(404);
    });

    it('422 when the status is left out, so an edit never unpublishes by accident', async () => {
      const item = await create();
      const { status: _status, ...fields } = editFields(item);
      const res = await update(item.id, fields);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('status');
    });
  });

  describe('deleting', () => {
    it('removes the item, its slugs and its cover', async () => {
      const item = await create({}, [await imagePart()]);
      const res = await t.request({
        method: 'DELETE',
        url: `/api/admin/news/${item.id}`,
        token: admin.token,
      });
      expect(res.statusCode).toBe(204);
      expect((await getBySlug(item.translations.en.slug, 'en')).statusCode).toBe(404);
      expect(await storedFiles('news')).not.toContain(item.image?.split('/').pop());
    });

    it('404 for a missing id', async () => {
      const res = await t.request({
        method: 'DELETE',
        url: '/api/admin/news/999999',
        token: admin.token,
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('editor images', () => {
    it('returns the location of the stored image', async () => {
      const res = await send('/api/admin/news/upload-editor-image', {}, [await imagePart('file')]);
      expect(res.statusCode, res.body).toBe(200);
      const { location } = res.json();
      expect(location).toMatch(EDITOR_URL);
      const file = await t.request({ method: 'GET', url: location });
      expect(file.headers['content-type']).toBe('image/webp');
    });

    it('415 for a file that is not an image and 422 without a file', async () => {
      const svg = await send('/api/admin/news/upload-editor-image', {}, [
        {
          field: 'file',
          filename: 'x.svg',
          contentType: 'image/svg+xml',
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        },
      ]);
      expect(svg.statusCode).toBe(415);
      const none = await send('/api/admin/news/upload-editor-image', {});
      expect(none.statusCode).toBe(422);
      expect(none.json().errors).toHaveProperty('file');
    });
  });

  describe('access', () => {
    it('401 for visitors and 403 for users on every admin news call', async () => {
      for (const token of [null, user.token]) {
        const expected = token ? 403 : 401;
        const fields = {
          game: 'league-of-legends',
          category: 'Meta',
          translations: translations(freshTitles()),
        };
        expect((await send('/api/admin/news', fields, [], token)).statusCode).toBe(expected);
        expect(
          (await send('/api/admin/news/1', { _method: 'PUT', ...fields }, [], token)).statusCode,
        ).toBe(expected);
        expect(
          (await send('/api/admin/news/upload-editor-image', {}, [await imagePart('file')], token))
            .statusCode,
        ).toBe(expected);
        expect(
          (await t.request({ method: 'GET', url: '/api/admin/news', ...(token ? { token } : {}) }))
            .statusCode,
        ).toBe(expected);
        expect(
          (
            await t.request({
              method: 'DELETE',
              url: '/api/admin/news/1',
              ...(token ? { token } : {}),
            })
          ).statusCode,
        ).toBe(expected);
      }
    });
  });
});
