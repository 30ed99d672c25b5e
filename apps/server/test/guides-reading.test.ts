import {
  type Guide,
  type GuideBuildInput,
  type GuideSummary,
  type Language,
  type MatchBracket,
  type TierRole,
  tierRoleOf,
} from '@riftscope/contracts';
import { type ItemClasses, itemClasses } from '@riftscope/riot/ddragon';
import type { MatchDto, ParticipantDto } from '@riftscope/riot/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { guideHelpful, guides, guideTranslations, users } from '../src/db/schema.ts';
import { TEST_DATABASES } from './databases.ts';
import { readMatch, readTimeline, requireFixtures } from './match-fixtures.ts';
import { buildOf, playerEvents, record } from './player-builds.ts';
import { useTestApp } from './test-app.ts';

// The public guide pages' API (docs/guides.md, Reading): the list, a guide by its slug with
// today's figures beside each block of its build checked against stored real matches, and
// helpful marks. Guides are written straight into their tables: their authoring is tested in
// guides-admin.test.ts.

const GAME = 'NA1_4924008147.json';
requireFixtures([GAME]);

/** The player whose choices the guide of the figures makes: Ashe, bottom lane, in every copy. */
const ASHE = 22;
/** Copies of the game stored Emerald+; the first WITH_TIMELINE with its timeline. */
const COPIES = 6;
const WITH_TIMELINE = 4;

const AHRI = 103;
const AKALI = 84;

type Translations = Partial<Record<Language, { title: string; summary?: string; slug: string }>>;

interface GuideRow {
  championId: number;
  role: TierRole;
  build: GuideBuildInput;
  translations: Translations;
  status?: 'draft' | 'review' | 'published';
  authorId?: number | null;
  publishedAt?: Date;
  helpfulCount?: number;
}

/** A build of real ids, for the guides whose figures are not looked at. */
const SOME_BUILD: GuideBuildInput = {
  starting_items: [1055, 2003],
  core_items: [6672, 3078, 3153],
  boots: 3006,
  situational_items: [3091],
  runes: {
    primary_style: 8000,
    primary: [8010, 9111, 9104, 8299],
    sub_style: 8400,
    secondary: [8444, 8242],
    shards: [5005, 5008, 5011],
  },
  spells: [4, 14],
  skill_order: 'QWEQQRQWQWRWWEE',
};

let sequence = 0;
const unique = (word: string) => `${word}-${Date.now().toString(36)}-${++sequence}`;

describe.each(TEST_DATABASES)('guides reading on $name', (db) => {
  const t = useTestApp(db);
  let author: { id: number; token: string };

  const insertGuide = async (guide: GuideRow): Promise<number> => {
    const { db: database } = t.database;
    const status = guide.status ?? 'published';
    const [row] = await database
      .insert(guides)
      .values({
        championId: guide.championId,
        role: guide.role,
        patch: '14.3',
        difficulty: 'medium',
        status,
        authorId: guide.authorId === undefined ? author.id : guide.authorId,
        build: guide.build,
        helpfulCount: guide.helpfulCount ?? 0,
        publishedAt: status === 'published' ? (guide.publishedAt ?? new Date()) : null,
      })
      .returning({ id: guides.id });
    if (!row) throw new Error('no guide inserted');
    await database.insert(guideTranslations).values(
      Object.entries(guide.translations).map(([language, text]) => ({
        guideId: row.id,
        language: language as Language,
        title: text.title,
        summary: text.summary ?? `${text.title} in short`,
        slug: text.slug,
        body: `<p>${text.title}</p>`,
      })),
    );
    return row.id;
  };

  const get = (url: string, query: Record<string, string> = {}, token?: string) =>
    t.request({ method: 'GET', url, query, ...(token ? { token } : {}) });

  const list = async (query: Record<string, string>) => {
    const res = await get('/api/guides', query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      data: GuideSummary[];
      current_page: number;
      last_page: number;
      per_page: number;
      total: number;
    };
  };

  const read = async (slug: string, lang: Language, token?: string): Promise<Guide> => {
    const res = await get(`/api/guides/${encodeURIComponent(slug)}`, { lang }, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  const mark = (id: number, token?: string) =>
    t.request({ method: 'POST', url: `/api/guides/${id}/helpful`, ...(token ? { token } : {}) });

  beforeAll(async () => {
    const made = await t.createUser({ role: 'mod', name: 'Guide Writer' });
    author = { id: made.user.id, token: made.token };
  });

  describe('the list', () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      const text = (title: string, languages: Language[]): Translations =>
        Object.fromEntries(languages.map((l) => [l, { title: `${title} ${l}`, slug: unique(l) }]));
      const base = { build: SOME_BUILD };
      ids.old = await insertGuide({
        ...base,
        championId: AHRI,
        role: 'MIDDLE',
        translations: text('Old Ahri', ['en', 'ru']),
        publishedAt: day(1),
        helpfulCount: 5,
      });
      ids.newer = await insertGuide({
        ...base,
        championId: AHRI,
        role: 'MIDDLE',
        translations: text('Newer Ahri', ['en']),
        publishedAt: day(3),
        helpfulCount: 1,
      });
      ids.support = await insertGuide({
        ...base,
        championId: AHRI,
        role: 'SUPPORT',
        translations: text('Support Ahri', ['en', 'tr']),
        publishedAt: day(2),
        helpfulCount: 5,
      });
      ids.akali = await insertGuide({
        ...base,
        championId: AKALI,
        role: 'TOP',
        translations: text('Akali', ['tr']),
        publishedAt: day(4),
      });
      ids.draft = await insertGuide({
        ...base,
        championId: AHRI,
        role: 'MIDDLE',
        translations: text('Draft', ['en', 'ru', 'tr']),
        status: 'draft',
      });
      ids.review = await insertGuide({
        ...base,
        championId: AHRI,
        role: 'MIDDLE',
        translations: text('In review', ['en', 'ru', 'tr']),
        status: 'review',
      });
    });

    const idsOf = (page: { data: GuideSummary[] }) => page.data.map((g) => g.id);

    it('lists the published guides written in the language, newest first', async () => {
      expect(idsOf(await list({ lang: 'en' }))).toEqual([ids.newer, ids.support, ids.old]);
      expect(idsOf(await list({ lang: 'ru' }))).toEqual([ids.old]);
      expect(idsOf(await list({ lang: 'tr' }))).toEqual([ids.akali, ids.support]);
      // English by default.
      expect(idsOf(await list({}))).toEqual([ids.newer, ids.support, ids.old]);
    });

    it('answers each guide in the language asked for, with its champion and author', async () => {
      const [old] = (await list({ lang: 'ru', champion: 'ahri' })).data;
      expect(old).toMatchObject({
        id: ids.old,
        title: 'Old Ahri ru',
        summary: 'Old Ahri ru in short',
        role: 'MIDDLE',
        patch: '14.3',
        difficulty: 'medium',
        author: 'Guide Writer',
        helpful_count: 5,
        published_at: day(1).toISOString(),
        champion: { id: AHRI, key: 'ahri', name: 'Ahri' },
      });
      expect(old?.champion.image_url).toMatch(/^\/cdn\/ddragon\/.+\/champion\/Ahri\.png/);
    });

    it('sorts by helpful marks, then newest', async () => {
      const page = await list({ lang: 'en', sort: 'helpful' });
      expect(idsOf(page)).toEqual([ids.support, ids.old, ids.newer]);
    });

    it('filters by a champion key in any case and by role', async () => {
      expect(idsOf(await list({ lang: 'en', champion: 'AHRI', role: 'MIDDLE' }))).toEqual([
        ids.newer,
        ids.old,
      ]);
      expect(idsOf(await list({ lang: 'en', role: 'SUPPORT' }))).toEqual([ids.support]);
      expect(idsOf(await list({ lang: 'en', champion: 'akali' }))).toEqual([]);
    });

    it('pages with current_page, last_page and total', async () => {
      const second = await list({ lang: 'en', per_page: '2', page: '2' });
      expect(idsOf(second)).toEqual([ids.old]);
      expect(second).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
      const beyond = await list({ lang: 'en', per_page: '2', page: '5' });
      expect(beyond).toMatchObject({ data: [], total: 3, last_page: 2 });
    });

    it('answers 404 for a champion Data Dragon does not know', async () => {
      for (const champion of ['nosuchchampion', '103']) {
        const res = await get('/api/guides', { champion });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Champion not found');
      }
    });

    it.each([
      ['role', { role: 'ADC' }],
      ['sort', { sort: 'best' }],
      ['lang', { lang: 'de' }],
      ['per_page', { per_page: '51' }],
      ['page', { page: '0' }],
    ])('answers 422 naming %s for a value it does not take', async (field, query) => {
      const res = await get('/api/guides', query);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    });
  });

  describe('a guide by its slug', () => {
    let id: number;
    const slugs = { en: unique('ahri-guide'), ru: unique('gaid-po-ahri') };

    beforeAll(async () => {
      id = await insertGuide({
        championId: AHRI,
        role: 'MIDDLE',
        build: SOME_BUILD,
        translations: {
          en: { title: 'Ahri in the mid lane', summary: 'Charm first', slug: slugs.en },
          ru: { title: 'Ари на средней линии', summary: 'Сначала очарование', slug: slugs.ru },
        },
      });
    });

    it('answers it in the language of the slug, with its slugs in every language written', async () => {
      const guide = await read(slugs.ru, 'ru');
      expect(guide).toMatchObject({
        id,
        language: 'ru',
        slug: slugs.ru,
        title: 'Ари на средней линии',
        summary: 'Сначала очарование',
        body: '<p>Ари на средней линии</p>',
        author: 'Guide Writer',
        slugs,
        marked_helpful: false,
      });
      expect(Object.keys(guide.slugs).sort()).toEqual(['en', 'ru']);
    });

    it('names every block in the reader’s language with its image', async () => {
      const { build } = await read(slugs.ru, 'ru');
      const ddragon = t.riot.ddragonByLanguage.ru;
      expect(build.core_items).toEqual(
        SOME_BUILD.core_items.map((itemId) => ({ id: itemId, ...ddragon.itemImage(itemId) })),
      );
      expect(build.boots).toEqual({ id: 3006, ...ddragon.itemImage(3006) });
      expect(build.starting_items.map((i) => i.id)).toEqual([1055, 2003]);
      expect(build.situational_items.map((i) => i.name)).toEqual([ddragon.itemImage(3091).name]);
      expect(build.spells).toEqual(
        SOME_BUILD.spells.map((spellId) => ({ id: spellId, ...ddragon.spellImage(spellId) })),
      );
      expect(build.runes.primary_style).toEqual({ id: 8000, ...ddragon.runeImage(8000) });
      expect(build.runes.primary.map((r) => r.id)).toEqual(SOME_BUILD.runes.primary);
      expect(build.runes.shards[0]).toEqual({ id: 5005, ...ddragon.runeImage(5005) });
      expect(build.skill_order).toBe(SOME_BUILD.skill_order);
      for (const item of [...build.core_items, ...build.starting_items]) {
        expect(item.image_url).toMatch(/^\/cdn\/ddragon\//);
      }
    });

    it('answers 404 for a slug of another language, a guide not published, or no guide', async () => {
      const draftSlug = unique('draft');
      await insertGuide({
        championId: AHRI,
        role: 'MIDDLE',
        build: SOME_BUILD,
        status: 'review',
        translations: { en: { title: 'Not yet', slug: draftSlug } },
      });
      for (const [slug, lang] of [
        [slugs.ru, 'en'],
        [slugs.en, 'tr'],
        [draftSlug, 'en'],
        ['no-such-guide', 'en'],
      ] as const) {
        const res = await get(`/api/guides/${encodeURIComponent(slug)}`, { lang });
        expect(res.statusCode, `${slug} in ${lang}`).toBe(404);
        expect(res.json().message).toBe('Guide not found');
      }
    });

    it('names a deleted author with an empty string, which the page words itself', async () => {
      const gone = await t.createUser({ role: 'mod', name: 'Gone Soon' });
      const slug = unique('orphan');
      await insertGuide({
        championId: AHRI,
        role: 'MIDDLE',
        build: SOME_BUILD,
        authorId: gone.user.id,
        translations: { tr: { title: 'Sahipsiz', slug } },
      });
      await t.database.db.delete(users).where(eq(users.id, gone.user.id));
      expect((await read(slug, 'tr')).author).toBe('');
    });

    it('answers 422 for a language it does not take', async () => {
      const res = await get(`/api/guides/${slugs.en}`, { lang: 'de' });
      expect(res.statusCode).toBe(422);
    });
  });

  describe('helpful marks', () => {
    let id: number;
    let slug: string;

    beforeAll(async () => {
      slug = unique('helpful');
      id = await insertGuide({
        championId: AHRI,
        role: 'MIDDLE',
        build: SOME_BUILD,
        translations: { en: { title: 'Helpful one', slug } },
      });
    });

    it('counts an account once however often it marks, and says the caller marked it', async () => {
      const { token } = await t.createUser();
      const first = await mark(id, token);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ helpful_count: 1, marked_helpful: true });
      const again = await mark(id, token);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ helpful_count: 1, marked_helpful: true });
      expect((await read(slug, 'en', token)).marked_helpful).toBe(true);
      expect((await read(slug, 'en')).marked_helpful).toBe(false);

      const other = await t.createUser();
      expect((await read(slug, 'en', other.token)).marked_helpful).toBe(false);
      expect((await mark(id, other.token)).json()).toEqual({
        helpful_count: 2,
        marked_helpful: true,
      });
      expect((await read(slug, 'en')).helpful_count).toBe(2);
    });

    it('counts two marks of one account sent at once once', async () => {
      const slugOfRace = unique('race');
      const raced = await insertGuide({
        championId: AHRI,
        role: 'MIDDLE',
        build: SOME_BUILD,
        translations: { en: { title: 'Raced', slug: slugOfRace } },
      });
      const { user, token } = await t.createUser();
      const answers = await Promise.all([mark(raced, token), mark(raced, token)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect((await read(slugOfRace, 'en')).helpful_count).toBe(1);
      const marks = await t.database.db
        .select()
        .from(guideHelpful)
        .where(eq(guideHelpful.guideId, raced));
      expect(marks.map((m) => m.userId)).toEqual([user.id]);
    });

    it('answers 401 to someone not signed in and 403 to a blocked account', async () => {
      expect((await mark(id)).statusCode).toBe(401);
      const blocked = await t.createUser({ isBlocked: true });
      const before = (await read(slug, 'en')).helpful_count;
      expect((await mark(id, blocked.token)).statusCode).toBe(403);
      expect((await read(slug, 'en')).helpful_count).toBe(before);
    });

    it('answers 404 for a guide not published and for no guide', async () => {
      const { token } = await t.createUser();
      const draft = await insertGuide({
        championId: AHRI,
        role: 'MIDDLE',
        build: SOME_BUILD,
        status: 'draft',
        translations: { en: { title: 'Draft', slug: unique('draft') } },
      });
      for (const guideId of [draft, 2_000_000_000]) {
        const res = await mark(guideId, token);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Guide not found');
      }
      // An id that is no positive integer names nothing either.
      expect((await mark(0, token)).statusCode).toBe(404);
    });
  });

  describe('figures beside the build', () => {
    let items: ItemClasses;
    const stored: MatchDto[] = [];
    const timeline = readTimeline(GAME);
    /** The player's choices, read from the document and timeline (player-builds.ts). */
    let choice: GuideBuildInput;
    let role: TierRole;

    /** Ashe in a stored copy. */
    const asheOf = (document: MatchDto): ParticipantDto => {
      const p = document.info.participants.find((x) => x.championId === ASHE);
      if (!p) throw new Error('Ashe is not in the game');
      return p;
    };

    const copy = (n: number, edit: (d: MatchDto) => void = () => {}): MatchDto => {
      const document = structuredClone(readMatch(GAME));
      document.metadata.matchId = `NA1_${8_300_000_000 + n}`;
      document.info.queueId = 420;
      // Every third copy lost, so that wins differ from games.
      if (n % 3 === 0) {
        for (const p of document.info.participants) p.win = !p.win;
        for (const team of document.info.teams) team.win = !team.win;
      }
      edit(document);
      return document;
    };

    const store = async (document: MatchDto, bracket: MatchBracket, withTimeline: boolean) => {
      const { matches } = t.services.repositories;
      expect(await matches.store(document, { bracket })).toBe(true);
      if (withTimeline) {
        const ownTimeline = structuredClone(timeline);
        ownTimeline.metadata.matchId = document.metadata.matchId;
        expect(await matches.storeTimeline(document.metadata.matchId, ownTimeline)).toBe(true);
      }
    };

    beforeAll(async () => {
      items = itemClasses(t.riot.ddragon.items);
      const document = readMatch(GAME);
      const ashe = asheOf(document);
      role = tierRoleOf(ashe.teamPosition) ?? 'CARRY';
      const { boughtAt, bought, points } = playerEvents(timeline, document, ASHE);
      const { core, later } = buildOf(bought, items);
      const perks = ashe.perks;
      const [primary, secondary] = perks?.styles ?? [];
      if (!perks || !primary || !secondary) throw new Error('Ashe has no rune page');
      choice = {
        starting_items: boughtAt
          .filter((b) => b.timestamp < 60_000 && !items.isTrinket(b.itemId))
          .map((b) => b.itemId),
        core_items: core,
        boots: [ashe.item0, ashe.item1, ashe.item2, ashe.item3, ashe.item4, ashe.item5]
          .map((itemId) => items.bootsOf(itemId ?? 0))
          .find((b) => b !== null) as number,
        situational_items: later,
        runes: {
          primary_style: primary.style,
          primary: primary.selections.map((s) => s.perk),
          sub_style: secondary.style,
          secondary: secondary.selections.map((s) => s.perk),
          shards: [perks.statPerks.offense, perks.statPerks.flex, perks.statPerks.defense],
        },
        spells: [ashe.summoner1Id, ashe.summoner2Id],
        skill_order: points.slice(0, 15).join(''),
      };
      for (let n = 0; n < COPIES; n++) {
        const document = copy(n);
        await store(document, n % 2 === 0 ? 'EMERALD' : 'DIAMOND', n < WITH_TIMELINE);
        stored.push(document);
      }
      // Below Emerald: counted nowhere in the default slice.
      await store(copy(COPIES), 'GOLD', true);
      // Emerald+, another rune page and spell pair: counted in Ashe's games only.
      const other = copy(COPIES + 1, (d) => {
        const p = asheOf(d);
        p.summoner2Id = p.summoner1Id === 14 ? 12 : 14;
        if (p.perks) p.perks.statPerks.offense = p.perks.statPerks.offense === 5008 ? 5005 : 5008;
      });
      await store(other, 'EMERALD', false);
      stored.push(other);
    });

    const guideWith = async (build: GuideBuildInput) => {
      const slug = unique('ashe');
      await insertGuide({
        championId: ASHE,
        role,
        build,
        translations: { en: { title: 'Ashe', slug } },
      });
      return (await read(slug, 'en')).build.stats;
    };

    /** Ashe's games and wins in the stored Emerald+ copies, the first `copies` of them. */
    const tally = (copies = stored.length, has: (d: MatchDto) => boolean = () => true) => {
      const played = stored.slice(0, copies).filter(has);
      return {
        games: played.length,
        wins: played.filter((d) => asheOf(d).win).length,
      };
    };

    it('puts beside each block the games and wins of the stored players who made that exact choice', async () => {
      expect(choice.core_items).toHaveLength(3);
      expect(choice.starting_items.length).toBeGreaterThan(0);
      expect(choice.boots).toEqual(expect.any(Number));
      const stats = await guideWith(choice);
      expect(stats.patch).toBe('14.3');
      // Items and skills: the copies with a timeline, out of them.
      const withTimeline = tally(WITH_TIMELINE);
      expect(withTimeline.wins).toBeLessThan(withTimeline.games);
      const timelineRecord = { ...record(withTimeline, WITH_TIMELINE), sample: WITH_TIMELINE };
      expect(stats.core_items).toEqual(timelineRecord);
      expect(stats.starting_items).toEqual(timelineRecord);
      expect(stats.skill_order).toEqual(timelineRecord);
      // Runes and spells: every copy with that page and pair, out of every copy.
      const games = stored.length;
      const samePage = tally(stored.length, (d) => d !== stored.at(-1));
      expect(stats.runes).toEqual({ ...record(samePage, games), sample: games });
      expect(stats.spells).toEqual({ ...record(samePage, games), sample: games });
      expect(stats.boots).toEqual({ ...record(tally(), games), sample: games });
    });

    it('has no figures for a block nobody played', async () => {
      const [first = 0, second = 0, third = 0] = choice.core_items;
      const stats = await guideWith({
        ...choice,
        core_items: [third, second, first],
        boots: null,
        skill_order: 'WWWWWWWWWWWWWWW',
      });
      expect(stats.core_items).toBeNull();
      expect(stats.boots).toBeNull();
      expect(stats.skill_order).toBeNull();
      expect(stats.runes).not.toBeNull();
    });

    it('has no figures for a champion in a role nobody played', async () => {
      const slug = unique('ashe-top');
      await insertGuide({
        championId: ASHE,
        role: 'TOP',
        build: choice,
        translations: { en: { title: 'Ashe top', slug } },
      });
      expect((await read(slug, 'en')).build.stats).toEqual({
        patch: '14.3',
        starting_items: null,
        core_items: null,
        boots: null,
        runes: null,
        spells: null,
        skill_order: null,
      });
    });
  });
});
