import type { NewsItem } from '@riftscope/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases.ts';
import { multipartBody } from './multipart.ts';
import { editFields } from './news-forms.ts';
import { useTestApp } from './test-app.ts';

/** The translations form field, with the same body in every language. */
const translations = (titles: { en: string; ru: string; tr: string }, body = '<p>Body</p>') =>
  JSON.stringify({
    en: { title: titles.en, body },
    ru: { title: titles.ru, body },
    tr: { title: titles.tr, body },
  });

describe.each(TEST_DATABASES)('news on $name', (db) => {
  let admin: { token: string };
  const t = useTestApp(db);
  beforeAll(async () => {
    admin = await t.createUser({ role: 'admin', name: 'Editor' });
  });

  const send = (url: string, fields: Record<string, string>) => {
    const { payload, headers } = multipartBody(fields, []);
    return t.request({ method: 'POST', url, payload, headers, token: admin.token });
  };

  const create = async (fields: Record<string, string>): Promise<NewsItem> => {
    const res = await send('/api/admin/news', fields);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  const update = (id: number, fields: Record<string, string>) =>
    send(`/api/admin/news/${id}`, { _method: 'PUT', ...fields });

  const getBySlug = (slug: string, lang: string) =>
    t.request({ method: 'GET', url: `/api/news/${encodeURIComponent(slug)}`, query: { lang } });

  const listPublic = (query: Record<string, string> = {}) =>
    t.request({ method: 'GET', url: '/api/news', query });

  describe('reading', () => {
    let marker: string;
    let items: NewsItem[];
    beforeAll(async () => {
      marker = `zq${Date.now().toString(36)}`;
      const make = (n: number, category: string, game: string, status: string) =>
        ({
          game: 'league-of-legends',
          category,
          status,
          translations: translations({
            en: `${marker} English ${n}`,
            ru: `${marker} Русский ${n}`,
            tr: `${marker} Türkçe ${n}`,
          }),
          ...(game === 'league-of-legends' ? {} : { game }),
        }) as Record<string, string>;
      items = [];
      items.push(await create(make(1, 'Meta', 'league-of-legends', 'published')));
      items.push(await create(make(2, 'Patch Notes', 'league-of-legends', 'published')));
      items.push(await create(make(3, 'Meta', 'league-of-legends', 'draft')));
      const fourth = await create(make(4, 'Meta', 'league-of-legends', 'published'));
      const moved = await update(fourth.id, editFields(fourth, { game: 'valorant' }));
      items.push(moved.json());
    });

    const ids = (res: { json(): { data: NewsItem[] } }) => res.json().data.map((n) => n.id);

    it('lists published items only, newest first, searching titles', async () => {
      const res = await listPublic({ search: marker });
      expect(res.statusCode).toBe(200);
      expect(ids(res)).toEqual([items[3]?.id, items[1]?.id, items[0]?.id]);
      expect(res.json()).toMatchObject({ current_page: 1, last_page: 1, total: 3 });
    });

    it('pages with current_page and last_page', async () => {
      const first = await listPublic({ search: marker, per_page: '2' });
      expect(first.json()).toMatchObject({ current_page: 1, last_page: 2, per_page: 2 });
      const second = await listPublic({ search: marker, per_page: '2', page: '2' });
      expect(ids(second)).toEqual([items[0]?.id]);
    });

    it('filters by category, game and the language of the searched title', async () => {
      expect(ids(await listPublic({ search: marker, category: 'Patch Notes' }))).toEqual([
        items[1]?.id,
      ]);
      expect(ids(await listPublic({ search: marker, game: 'valorant' }))).toEqual([items[3]?.id]);
      expect(ids(await listPublic({ search: `${marker} Русский 2`, lang: 'ru' }))).toEqual([
        items[1]?.id,
      ]);
      expect(ids(await listPublic({ search: `${marker} Русский 2`, lang: 'en' }))).toEqual([]);
      expect(ids(await listPublic({ search: `${marker} Türkçe 1` }))).toEqual([items[0]?.id]);
    });

    it('takes search text literally', async () => {
      expect(ids(await listPublic({ search: `${marker}%` }))).toEqual([]);
      expect(ids(await listPublic({ search: '_' }))).not.toContain(items[0]?.id);
    });

    it('422 for unknown filters and values', async () => {
      expect((await listPublic({ category: 'Gossip' })).statusCode).toBe(422);
      expect((await listPublic({ lang: 'de' })).statusCode).toBe(422);
      expect((await listPublic({ per_page: '500' })).statusCode).toBe(422);
      expect((await listPublic({ page: '0' })).statusCode).toBe(422);
    });

    it('finds an article by the slug of its language, or of another language', async () => {
      const item = items[0] as NewsItem;
      const ru = await getBySlug(item.translations.ru.slug, 'ru');
      expect(ru.statusCode).toBe(200);
      expect(ru.json().translations.ru.title).toBe(item.translations.ru.title);
      // A link shared in English and opened with the Russian interface still finds it.
      expect((await getBySlug(item.translations.en.slug, 'ru')).json().id).toBe(item.id);
    });

    it('404 for drafts and unknown slugs', async () => {
      expect((await getBySlug(items[2]?.translations.en.slug ?? '', 'en')).statusCode).toBe(404);
      expect((await getBySlug('no-such-article', 'en')).statusCode).toBe(404);
      expect((await getBySlug('x', 'de')).statusCode).toBe(422);
    });

    it('shows admins drafts too, with meta', async () => {
      const res = await t.request({
        method: 'GET',
        url: '/api/admin/news',
        query: { per_page: '100' },
        token: admin.token,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.meta).toMatchObject({ current_page: 1, per_page: 100 });
      expect(body.data.map((n: NewsItem) => n.id)).toContain(items[2]?.id);
    });
  });
});
