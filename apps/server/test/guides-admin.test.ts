import type { AdminGuide, AdminStats, GuideCatalog, GuideInput } from '@riftscope/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { guides, guideTranslations } from '../src/db/schema.ts';
import { TEST_DATABASES } from './databases.ts';
import { AKSHAN_BUILD, editInput, guideInput } from './guide-forms.ts';
import { useTestApp } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(TEST_DATABASES)('guides in the admin area on $name', (db) => {
  const tokens = { admin: '', mod: '', otherMod: '', user: '' };
  const ids = { admin: 0, mod: 0, otherMod: 0 };
  const t = useTestApp(db);
  beforeAll(async () => {
    const admin = await t.createUser({ role: 'admin', name: 'Chief' });
    const mod = await t.createUser({ role: 'mod', name: 'Writer' });
    const otherMod = await t.createUser({ role: 'mod', name: 'Other writer' });
    const user = await t.createUser({ role: 'user', name: 'Reader' });
    Object.assign(tokens, {
      admin: admin.token,
      mod: mod.token,
      otherMod: otherMod.token,
      user: user.token,
    });
    Object.assign(ids, { admin: admin.user.id, mod: mod.user.id, otherMod: otherMod.user.id });
  });

  const call = (method: Method, url: string, token: string, payload?: object) =>
    t.request({ method, url, token, ...(payload === undefined ? {} : { payload }) });

  const create = async (token: string, input: GuideInput = guideInput()): Promise<AdminGuide> => {
    const res = await call('POST', '/api/admin/guides', token, input);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const update = (token: string, id: number, input: GuideInput) =>
    call('PUT', `/api/admin/guides/${id}`, token, input);
  const act = (token: string, id: number, action: 'submit' | 'publish' | 'unpublish') =>
    call('POST', `/api/admin/guides/${id}/${action}`, token);
  const get = async (id: number, token = tokens.admin): Promise<AdminGuide> => {
    const res = await call('GET', `/api/admin/guides/${id}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const published = async (token = tokens.mod) => {
    const guide = await create(token);
    expect((await act(tokens.admin, guide.id, 'publish')).statusCode).toBe(200);
    return get(guide.id);
  };

  describe('creating', () => {
    it("stores a draft of the caller's, in every language written, with the build as chosen", async () => {
      const input = guideInput();
      const guide = await create(tokens.mod, input);
      expect(guide).toMatchObject({
        status: 'draft',
        champion: { id: 166, key: 'akshan', name: 'Akshan' },
        role: 'CARRY',
        patch: '15.22',
        difficulty: 'medium',
        author: { id: ids.mod, name: 'Writer' },
        languages: ['en', 'ru', 'tr'],
        build: AKSHAN_BUILD,
        helpful_count: 0,
        published_at: null,
        can_edit: true,
      });
      expect(guide.champion.image_url).toMatch(/^\/cdn\/ddragon\//);
      expect(guide.translations.ru).toMatchObject({
        title: input.translations.ru?.title,
        summary: 'Крюк и выстрел',
        body: '<p>Текст</p>',
      });
      expect(guide.translations.ru?.slug).toMatch(/^gayd-na-akshana-/);
      expect(await get(guide.id)).toEqual({ ...guide, can_edit: true });
    });

    it('takes a guide written in one language only', async () => {
      const { ru } = guideInput().translations;
      const guide = await create(tokens.mod, guideInput({ translations: { ru } }));
      expect(guide.languages).toEqual(['ru']);
      expect(Object.keys(guide.translations)).toEqual(['ru']);
    });

    it('refuses a guide written in no language', async () => {
      const res = await call(
        'POST',
        '/api/admin/guides',
        tokens.mod,
        guideInput({ translations: {} }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('translations');
    });

    it('keeps the secondary runes in the order of their rows', async () => {
      const runes = { ...AKSHAN_BUILD.runes, secondary: [8232, 8224] };
      const guide = await create(tokens.mod, guideInput({ build: { ...AKSHAN_BUILD, runes } }));
      expect(guide.build.runes.secondary).toEqual([8224, 8232]);
    });
  });

  describe('checking the build against Data Dragon', () => {
    const refused = async (input: GuideInput) => {
      const before = await t.database.db.select({ id: guides.id }).from(guides);
      const res = await call('POST', '/api/admin/guides', tokens.mod, input);
      expect(res.statusCode, res.body).toBe(422);
      // Nothing of a refused guide is stored.
      expect(await t.database.db.select({ id: guides.id }).from(guides)).toHaveLength(
        before.length,
      );
      return res.json();
    };

    it('names an unknown champion', async () => {
      expect((await refused(guideInput({ champion: 'Nobody' }))).errors).toEqual({
        champion: ['Champion Nobody does not exist'],
      });
    });

    it('names the field and the id of every item, rune and spell that does not fit', async () => {
      const build = {
        ...AKSHAN_BUILD,
        core_items: [3031, 9999, 1055],
        runes: { ...AKSHAN_BUILD.runes, primary: [9101, 9101, 9103, 8299] },
        spells: [4, 13],
      };
      const body = await refused(guideInput({ build }));
      expect(body).toEqual({
        message: 'The given data was invalid',
        errors: {
          'build.core_items.1': ['Item 9999 does not exist'],
          'build.core_items.2': ['Item 1055 is not a legendary item'],
          'build.runes.primary.0': ['Rune 9101 is not a keystone of Precision'],
          'build.spells.1': ["Summoner spell 13 is not available on Summoner's Rift"],
        },
      });
    });

    it('checks an edit too, and leaves the guide as it was', async () => {
      const guide = await create(tokens.mod);
      const res = await update(
        tokens.mod,
        guide.id,
        editInput(guide, { build: { ...AKSHAN_BUILD, boots: 3031 }, difficulty: 'hard' }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ 'build.boots': ['Item 3031 is not tier-two boots'] });
      expect(await get(guide.id)).toEqual(guide);
    });
  });

  describe('roles', () => {
    it('lets a moderator edit their own guide while it is a draft or in review', async () => {
      const guide = await create(tokens.mod);
      const edited = await update(tokens.mod, guide.id, editInput(guide, { difficulty: 'easy' }));
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ difficulty: 'easy', status: 'draft' });
      expect((await act(tokens.mod, guide.id, 'submit')).statusCode).toBe(200);
      const inReview = await update(tokens.mod, guide.id, editInput(guide, { difficulty: 'hard' }));
      expect(inReview.statusCode, inReview.body).toBe(200);
      expect(inReview.json()).toMatchObject({ difficulty: 'hard', status: 'review' });
    });

    it("refuses a moderator another's guide, and their own once published", async () => {
      const others = await create(tokens.otherMod);
      const res = await update(tokens.mod, others.id, editInput(others));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You may edit only your own guides');

      const own = await published();
      const afterPublishing = await update(tokens.mod, own.id, editInput(own));
      expect(afterPublishing.statusCode).toBe(403);
      expect(afterPublishing.json().message).toBe(
        'Only an administrator may edit a published guide',
      );
    });

    it('tells each caller whether they may edit', async () => {
      const draft = await create(tokens.mod);
      expect((await get(draft.id, tokens.mod)).can_edit).toBe(true);
      expect((await get(draft.id, tokens.otherMod)).can_edit).toBe(false);
      expect((await get(draft.id, tokens.admin)).can_edit).toBe(true);
      const done = await published();
      expect((await get(done.id, tokens.mod)).can_edit).toBe(false);
      expect((await get(done.id, tokens.admin)).can_edit).toBe(true);
    });

    it("lets an administrator edit anyone's guide in any status", async () => {
      const guide = await published();
      const res = await update(tokens.admin, guide.id, editInput(guide, { patch: '15.21' }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        patch: '15.21',
        status: 'published',
        published_at: guide.published_at,
        author: { id: ids.mod },
      });
    });

    it('lets the author submit a draft for review once', async () => {
      const guide = await create(tokens.mod);
      const res = await act(tokens.mod, guide.id, 'submit');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'review', can_edit: true });
      const [row] = await t.database.db.select().from(guides).where(eq(guides.id, guide.id));
      expect(row?.submittedAt).toBeInstanceOf(Date);
      const again = await act(tokens.mod, guide.id, 'submit');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Only a draft can be submitted for review');
    });

    it("refuses to submit another's guide, even to an administrator", async () => {
      const guide = await create(tokens.otherMod);
      expect((await act(tokens.mod, guide.id, 'submit')).statusCode).toBe(403);
      expect((await act(tokens.admin, guide.id, 'submit')).statusCode).toBe(403);
      const own = await create(tokens.admin);
      expect((await act(tokens.admin, own.id, 'submit')).statusCode).toBe(200);
    });

    it('leaves publishing, taking back and deleting to administrators', async () => {
      const guide = await create(tokens.mod);
      for (const action of ['publish', 'unpublish'] as const) {
        const res = await act(tokens.mod, guide.id, action);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Only administrators may do this');
      }
      expect((await call('DELETE', `/api/admin/guides/${guide.id}`, tokens.mod)).statusCode).toBe(
        403,
      );
      expect((await get(guide.id)).status).toBe('draft');
    });

    it('publishes with the time, and takes back to a draft without it', async () => {
      const guide = await create(tokens.mod);
      const res = await act(tokens.admin, guide.id, 'publish');
      expect(res.statusCode, res.body).toBe(200);
      const done: AdminGuide = res.json();
      expect(done.status).toBe('published');
      expect(Date.parse(done.published_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
      expect((await act(tokens.admin, guide.id, 'publish')).statusCode).toBe(409);

      const back = await act(tokens.admin, guide.id, 'unpublish');
      expect(back.json()).toMatchObject({ status: 'draft', published_at: null });
      expect((await act(tokens.admin, guide.id, 'unpublish')).statusCode).toBe(409);
    });

    it('refuses the admin area to a user', async () => {
      const res = await call('GET', '/api/admin/guides', tokens.user);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only administrators and moderators may do this');
    });

    it('answers 404 for a guide that does not exist', async () => {
      const missing = 987_654;
      const answers = [
        await call('GET', `/api/admin/guides/${missing}`, tokens.admin),
        await update(tokens.admin, missing, guideInput()),
        await act(tokens.admin, missing, 'submit'),
        await act(tokens.admin, missing, 'publish'),
        await act(tokens.admin, missing, 'unpublish'),
        await call('DELETE', `/api/admin/guides/${missing}`, tokens.admin),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Guide not found' });
      }
    });
  });

  describe('the list', () => {
    const list = async (query: Record<string, string>, token = tokens.admin) => {
      const res = await t.request({ method: 'GET', url: '/api/admin/guides', query, token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: AdminGuide[]; meta: Record<string, number> };
    };

    it('filters by status, champion, role and own guides, last updated first', async () => {
      const ziggs = await create(
        tokens.otherMod,
        guideInput({
          champion: 'ziggs',
          role: 'MIDDLE',
          build: { ...AKSHAN_BUILD, starting_items: [1056, 2003, 2003] },
        }),
      );
      const ownZiggs = await create(tokens.mod, editInput(ziggs));
      const all = await list({ champion: 'ZIGGS', per_page: '100' });
      expect(all.data.map((g) => g.id).slice(0, 2)).toEqual([ownZiggs.id, ziggs.id]);
      expect(all.data.every((g) => g.champion.key === 'ziggs')).toBe(true);

      const mine = await list({ champion: 'ziggs', author: 'me' }, tokens.mod);
      expect(mine.data.map((g) => g.id)).toContain(ownZiggs.id);
      expect(mine.data.every((g) => g.author.id === ids.mod)).toBe(true);
      expect(mine.data.every((g) => g.can_edit)).toBe(true);

      await act(tokens.admin, ziggs.id, 'publish');
      const done = await list({ status: 'published', champion: 'ziggs', role: 'MIDDLE' });
      expect(done.data.map((g) => g.id)).toContain(ziggs.id);
      expect(done.data.every((g) => g.status === 'published')).toBe(true);
      expect((await list({ role: 'TOP', champion: 'ziggs' })).data).toEqual([]);
    });

    it('pages like the news table', async () => {
      await create(tokens.mod);
      await create(tokens.mod);
      const first = await list({ per_page: '1', page: '1' });
      expect(first.data).toHaveLength(1);
      expect(first.meta).toMatchObject({ current_page: 1, per_page: 1 });
      expect(first.meta.last_page).toBe(first.meta.total);
      const second = await list({ per_page: '1', page: '2' });
      expect(second.data[0]?.id).not.toBe(first.data[0]?.id);
    });

    it('answers 404 for a champion Data Dragon does not know', async () => {
      const res = await t.request({
        method: 'GET',
        url: '/api/admin/guides',
        query: { champion: 'nobody' },
        token: tokens.admin,
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('the catalog', () => {
    it('offers what the build check takes, with images from our own origin', async () => {
      const res = await call('GET', '/api/admin/guides/catalog?lang=ru', tokens.mod);
      expect(res.statusCode, res.body).toBe(200);
      const catalog: GuideCatalog = res.json();
      expect(catalog.patch).toBe('15.22');
      expect(catalog.champions).toContainEqual({
        id: 166,
        key: 'akshan',
        name: 'Akshan',
        image_url: expect.stringMatching(/^\/cdn\/ddragon\/.+Akshan\.png/),
      });
      const idsOf = (picks: { id: number }[]) => picks.map((p) => p.id);
      expect(idsOf(catalog.items.starting)).toEqual(expect.arrayContaining([1055, 2003, 1001]));
      expect(idsOf(catalog.items.starting)).not.toContain(3031);
      expect(idsOf(catalog.items.legendary)).toContain(3031);
      expect(idsOf(catalog.items.legendary)).not.toContain(1055);
      expect(idsOf(catalog.items.boots)).toContain(3006);
      expect(idsOf(catalog.items.boots)).not.toContain(1001);
      expect(catalog.runes.map((r) => r.id)).toEqual([8000, 8100, 8200, 8400, 8300]);
      expect(catalog.runes.every((r) => r.slots.length === 4)).toBe(true);
      expect(catalog.shards.map(idsOf)).toEqual([
        [5008, 5005, 5007],
        [5008, 5010, 5001],
        [5011, 5013, 5001],
      ]);
      expect(idsOf(catalog.spells)).toEqual(expect.arrayContaining([4, 11, 12]));
      expect(idsOf(catalog.spells)).not.toContain(13);
    });

    it('offers nothing the build check refuses', async () => {
      const catalog: GuideCatalog = (
        await call('GET', '/api/admin/guides/catalog', tokens.mod)
      ).json();
      const [a, b, c] = catalog.items.legendary;
      const tree = catalog.runes[1];
      const sub = catalog.runes[2];
      const build = {
        ...AKSHAN_BUILD,
        starting_items: [catalog.items.starting[0]?.id ?? 0],
        core_items: [a?.id ?? 0, b?.id ?? 0, c?.id ?? 0],
        boots: catalog.items.boots.at(-1)?.id ?? null,
        runes: {
          primary_style: tree?.id ?? 0,
          primary: (tree?.slots ?? []).map((row) => row[0]?.id ?? 0),
          sub_style: sub?.id ?? 0,
          secondary: [sub?.slots[1]?.[0]?.id ?? 0, sub?.slots[3]?.[0]?.id ?? 0],
          shards: catalog.shards.map((row) => row.at(-1)?.id ?? 0),
        },
        spells: catalog.spells.slice(0, 2).map((s) => s.id),
      };
      await create(tokens.mod, guideInput({ build }));
    });
  });

  describe('the dashboard', () => {
    const stats = async (): Promise<AdminStats> =>
      (await call('GET', '/api/admin/stats', tokens.admin)).json();

    it('counts published guides', async () => {
      const before = (await stats()).guides;
      const guide = await published();
      await create(tokens.mod);
      expect((await stats()).guides).toBe(before + 1);
      await act(tokens.admin, guide.id, 'unpublish');
      expect((await stats()).guides).toBe(before);
    });

    it("shows guides created, submitted and published, by their English title or else their first language's", async () => {
      const input = guideInput();
      const guide = await create(tokens.mod, input);
      await act(tokens.mod, guide.id, 'submit');
      await act(tokens.admin, guide.id, 'publish');
      const title = input.translations.en?.title;
      const { tr } = guideInput().translations;
      await create(tokens.mod, guideInput({ translations: { tr } }));
      const activity = (await stats()).recent_activity;
      expect(activity.slice(0, 4).map((a) => [a.type, a.label])).toEqual([
        ['guide_created', tr?.title],
        ['guide_published', title],
        ['guide_submitted', title],
        ['guide_created', title],
      ]);
    });
  });

  it('drops the row of a language removed on edit', async () => {
    const guide = await create(tokens.mod);
    const { en, tr } = guide.translations;
    const res = await update(
      tokens.mod,
      guide.id,
      editInput(guide, {
        translations: {
          en: { title: en?.title ?? '', summary: en?.summary ?? '', body: en?.body ?? '' },
          tr: { title: tr?.title ?? '', summary: tr?.summary ?? '', body: tr?.body ?? '' },
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().languages).toEqual(['en', 'tr']);
    const rows = await t.database.db
      .select({ language: guideTranslations.language })
      .from(guideTranslations)
      .where(eq(guideTranslations.guideId, guide.id));
    expect(rows.map((r) => r.language).sort()).toEqual(['en', 'tr']);
  });
});
