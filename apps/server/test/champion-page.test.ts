import {
  type ChampionPage,
  type ChampionRow,
  type ChampionsMeta,
  type MatchBracket,
  type Region,
  winRateBounds,
} from '@riftscope/contracts';
import { itemClasses } from '@riftscope/riot/ddragon';
import type { MatchDto, TimelineDto } from '@riftscope/riot/schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_VERSION_INTERVAL_MS } from '../src/modules/riot-data/data-version.ts';
import {
  createGameDataMapper,
  type GameDataMapper,
} from '../src/modules/riot-data/game-data.mapper.ts';
import { runePage } from '../src/modules/riot-data/match-build.ts';
import { TEST_DATABASES } from './databases.ts';
import {
  readMatch,
  readTimeline,
  requireFixtures,
  timelineFixtureFiles,
} from './match-fixtures.ts';
import { useTestApp } from './test-app.ts';

const CORKI = 42;
const VLADIMIR = 8;
const YONE = 777;
const RIVEN = 92;

/** A ranked game with a timeline in which Corki, in the middle, finishes three legendary items. */
const CORKI_GAME = 'LA1_1568057368.json';
/** Yone in the middle on 16.3, then on 16.4: the previous patch and the newest. */
const YONE_16_3 = 'JP1_563621972.json';
const YONE_16_4 = 'ranked-solo-16.4-jp1.json';
const ARAM = 'aram-15.13-jp1.json';

requireFixtures([CORKI_GAME, YONE_16_3, YONE_16_4, ARAM]);
const timelineOf = (matchFile: string) =>
  timelineFixtureFiles.includes(matchFile) ? readTimeline(matchFile) : null;

let sequence = 0;

/**
 * A real match stored once more under a new id: on another platform, lasting another time,
 * or with the result the other way round, so that the sums have something to sum.
 */
function copyOf(
  file: string,
  change: { platform?: string; seconds?: number; isFlipped?: boolean } = {},
): MatchDto {
  const document = structuredClone(readMatch(file));
  const platform = change.platform ?? document.info.platformId;
  document.metadata.matchId = `${platform}_${9_000_000_000 + ++sequence}`;
  document.info.platformId = platform;
  if (change.seconds !== undefined) document.info.gameDuration = change.seconds;
  if (change.isFlipped) {
    for (const p of document.info.participants) p.win = !p.win;
    for (const team of document.info.teams) team.win = !team.win;
  }
  return document;
}

/** A player's purchases in order, each undo taking back the last purchase of the item it names. */
function purchasesInOrder(
  events: readonly { type: string; itemId?: number; beforeId?: number; timestamp: number }[],
): { id: number; at: number }[] {
  const bought: { id: number; at: number }[] = [];
  for (const e of events) {
    if (e.type === 'ITEM_PURCHASED') bought.push({ id: e.itemId ?? 0, at: e.timestamp });
    if (e.type === 'ITEM_UNDO' && (e.beforeId ?? 0) > 0) {
      const last = bought.map((b) => b.id).lastIndexOf(e.beforeId ?? 0);
      if (last >= 0) bought.splice(last, 1);
    }
  }
  return bought;
}

describe.each(TEST_DATABASES)(
  'champion pages and the tier list over stored real matches on $name',
  (db) => {
    let game: GameDataMapper;
    let now = Date.now();
    /** What was stored, to read the expected numbers from. */
    const stored: { document: MatchDto; bracket: MatchBracket; hasTimeline: boolean }[] = [];

    const store = async (
      document: MatchDto,
      bracket: MatchBracket,
      timeline: TimelineDto | null = null,
    ) => {
      const { matches } = t.services.repositories;
      expect(await matches.store(document, { bracket })).toBe(true);
      if (timeline) {
        const copy = structuredClone(timeline);
        copy.metadata.matchId = document.metadata.matchId;
        expect(await matches.storeTimeline(document.metadata.matchId, copy)).toBe(true);
      }
      stored.push({ document, bracket, hasTimeline: timeline !== null });
    };

    const get = async <T>(url: string): Promise<T> => {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json() as T;
    };
    const page = (url: string) => get<ChampionPage>(url);
    const tierList = async (query: string) =>
      (await get<{ data: ChampionRow[] }>(`/api/champions?per_page=100&${query}`)).data;
    const rowOf = (rows: ChampionRow[], id: number, role: string) => {
      const row = rows.find((r) => r.id === id && r.role === role);
      if (!row) throw new Error(`no row for ${id} in ${role}`);
      return row;
    };

    /** Games and wins of a champion in a position, counted in the stored matches themselves. */
    const counted = async (filter: {
      championId: number;
      position: string;
      patch: string;
      queue?: number;
      platform?: string;
      brackets?: readonly string[];
    }) => {
      const { rows } = (await t.database.db.execute(sql`
        select count(*)::int as games, (count(*) filter (where p.win))::int as wins
        from match_participants p join matches m on m.match_id = p.match_id
        where m.queue_id = ${filter.queue ?? 420}
          and m.game_version like ${`${filter.patch}.%`}
          and p.champion_id = ${filter.championId}
          and p.team_position = ${filter.position}
          and m.is_remake is not true
          and (${filter.platform ?? null}::text is null or m.platform = ${filter.platform ?? null})
          and (${filter.brackets ? filter.brackets.join(',') : null}::text is null
            or m.bracket = any(string_to_array(${filter.brackets?.join(',') ?? ''}, ',')))
      `)) as unknown as { rows: { games: number; wins: number }[] };
      const { games = 0, wins = 0 } = rows[0] ?? {};
      return { games: Number(games), wins: Number(wins) };
    };
    const matchesIn = async (patch: string, brackets: readonly string[], platform?: string) => {
      const { rows } = (await t.database.db.execute(sql`
        select count(*)::int as n from matches m
        where m.queue_id = 420 and m.game_version like ${`${patch}.%`}
          and m.bracket = any(string_to_array(${brackets.join(',')}, ','))
          and (${platform ?? null}::text is null or m.platform = ${platform ?? null})
      `)) as unknown as { rows: { n: number }[] };
      return Number(rows[0]?.n ?? 0);
    };

    const EMERALD_PLUS = ['EMERALD', 'DIAMOND', 'MASTER', 'GRANDMASTER', 'CHALLENGER'];
    const percent = (part: number, whole: number) => Math.round((10_000 * part) / whole) / 100;

    const t = useTestApp(db, { clock: () => now });
    beforeAll(async () => {
      game = createGameDataMapper(t.riot.ddragon);
      // Corki's game 24 times on 14.21: Emerald and Master by turns, then 4 in Gold; a timeline
      // with the first 16 and the Gold ones; every fourth the other way round; every fifth 36:40.
      const corkiTimeline = timelineOf(CORKI_GAME);
      for (let c = 0; c < 24; c++) {
        const bracket = c >= 20 ? 'GOLD' : c % 2 === 0 ? 'EMERALD' : 'MASTER';
        const document = copyOf(CORKI_GAME, {
          isFlipped: c % 4 === 1,
          ...(c % 5 === 3 ? { seconds: 2200 } : {}),
        });
        await store(document, bracket, c < 16 || c >= 20 ? corkiTimeline : null);
      }
      // Yone: 20 games on 16.3 in Emerald, 22 on 16.4 in Diamond on jp1 and 3 on kr.
      const yoneTimeline = timelineOf(YONE_16_3);
      for (let c = 0; c < 20; c++) {
        await store(
          copyOf(YONE_16_3, { isFlipped: c % 4 === 1 }),
          'EMERALD',
          c < 2 ? yoneTimeline : null,
        );
      }
      for (let c = 0; c < 22; c++) {
        await store(copyOf(YONE_16_4, { isFlipped: c % 3 === 0 }), 'DIAMOND');
      }
      for (let c = 0; c < 3; c++) await store(copyOf(YONE_16_4, { platform: 'KR' }), 'DIAMOND');
      // ARAM, found through no ranked player.
      await store(copyOf(ARAM), '', timelineOf(ARAM));
    });

    it('lists the patches per queue newest first, and the regions with data', async () => {
      const meta = await get<ChampionsMeta>('/api/champions/meta');
      expect(meta.queues).toEqual([
        { queue: 420, patches: ['16.4', '16.3', '14.21'] },
        { queue: 440, patches: [] },
        { queue: 450, patches: ['15.13'] },
      ]);
      expect([...meta.regions].sort()).toEqual(['jp1', 'kr', 'la1']);
      expect(meta).toMatchObject({
        defaults: { queue: 420, tier: 'emerald_plus' },
        min_sample: 10,
      });
    });

    it('sums the tier list from the stored matches, newest patch and Emerald+ by default', async () => {
      const rows = await tierList('');
      const yone = rowOf(rows, YONE, 'MIDDLE');
      const now16 = await counted({
        championId: YONE,
        position: 'MIDDLE',
        patch: '16.4',
        brackets: EMERALD_PLUS,
      });
      expect(now16.games).toBe(25);
      expect(yone).toMatchObject({
        games: now16.games,
        win_rate: percent(now16.wins, now16.games),
        pick_rate: percent(now16.games, await matchesIn('16.4', EMERALD_PLUS)),
        key: 'yone',
        ...winRateBounds(now16.wins, now16.games),
      });
      // Against 16.3, the previous patch with data, in the same slice.
      const before = await counted({
        championId: YONE,
        position: 'MIDDLE',
        patch: '16.3',
        brackets: EMERALD_PLUS,
      });
      expect(before.games).toBe(20);
      const previous = rowOf(await tierList('patch=16.3'), YONE, 'MIDDLE');
      expect(yone.win_rate_change).toBeCloseTo(
        100 * (now16.wins / now16.games - before.wins / before.games),
        2,
      );
      // 20 games on 16.3: a score, but no letter under TIER_LETTER_MIN_GAMES, then or now.
      expect(yone.previous_tier).toBe(previous.tier);
      expect([previous.tier, yone.tier, previous.score === null]).toEqual([null, null, false]);
      expect(previous).toMatchObject(winRateBounds(before.wins, before.games));
      // 16.3 has no patch with data before it in the queue.
      expect(previous.win_rate_change).toBeNull();
    });

    it('takes in only the region asked for', async () => {
      for (const region of ['kr', 'jp1'] as Region[]) {
        const rows = await tierList(`region=${region}`);
        const expected = await counted({
          championId: YONE,
          position: 'MIDDLE',
          patch: '16.4',
          platform: region,
        });
        expect(rowOf(rows, YONE, 'MIDDLE').games).toBe(expected.games);
        const yonePage = await page(`/api/champions/yone?region=${region}`);
        expect(yonePage.stats.games).toBe(expected.games);
        expect(yonePage.slice).toEqual({ queue: 420, patch: '16.4', region, tier: 'emerald_plus' });
      }
      expect(rowOf(await tierList('region=kr'), YONE, 'MIDDLE').games).toBe(3);
      // Only 3 games on kr: too few to compare with 16.3, which has none there anyway.
      expect(rowOf(await tierList('region=kr'), YONE, 'MIDDLE').win_rate_change).toBeNull();
    });

    it.each([
      ['all', null, 24],
      ['gold_plus', ['GOLD', 'PLATINUM', ...EMERALD_PLUS], 24],
      ['emerald_plus', EMERALD_PLUS, 20],
      ['diamond_plus', ['DIAMOND', 'MASTER', 'GRANDMASTER', 'CHALLENGER'], 10],
      ['master_plus', ['MASTER', 'GRANDMASTER', 'CHALLENGER'], 10],
    ] as const)('counts the brackets %s takes in', async (tier, brackets, games) => {
      const expected = await counted({
        championId: CORKI,
        position: 'MIDDLE',
        patch: '14.21',
        ...(brackets ? { brackets } : {}),
      });
      expect(expected.games).toBe(games);
      const row = rowOf(await tierList(`patch=14.21&tier=${tier}`), CORKI, 'MIDDLE');
      // The tier list leaves out win rates under its minimum sample (20 games).
      const interval = winRateBounds(expected.wins, games);
      expect(row).toMatchObject({
        games,
        ...(games >= 20
          ? { win_rate: percent(expected.wins, games), ...interval }
          : { win_rate: null, win_rate_low: null, win_rate_high: null }),
      });
      const corki = await page(`/api/champions/corki?patch=14.21&tier=${tier}`);
      // The page shows its rate and interval from the first game.
      expect(corki.stats).toMatchObject({ games, wins: expected.wins, ...interval });
      expect(corki.slice.tier).toBe(tier);
      // The facets are summed over the same brackets.
      expect(corki.runes.map((r) => r.games)).toEqual([games]);
      expect(corki.matchups.map((m) => m.games)).toEqual([games]);
      expect(corki.by_length.reduce((n, b) => n + b.games, 0)).toBe(games);
    });

    /** The rune page and spells of every game: the one Corki played each time. */
    function expectRunesAndSpells(
      corki: ChampionPage,
      input: { player: MatchDto['info']['participants'][number]; wins: number },
    ) {
      const { player, wins } = input;
      expect(corki.runes).toEqual([
        {
          page: runePage(player.perks, game),
          games: 20,
          win_rate: percent(wins, 20),
          ...winRateBounds(wins, 20),
          pick_rate: 100,
        },
      ]);
      expect(corki.runes[0]?.page.primary.keystone.name).not.toBe('');
      const spells = [player.summoner1Id, player.summoner2Id].sort((a, b) => a - b);
      expect(corki.spells).toEqual([
        {
          spells: spells.map((id) => game.spell(id)),
          games: 20,
          win_rate: percent(wins, 20),
          ...winRateBounds(wins, 20),
          pick_rate: 100,
        },
      ]);
    }

    /** Corki's core build, starting items and skill order, read from the game's timeline. */
    function expectTimelineFigures(
      corki: ChampionPage,
      input: {
        participantId: number;
        timelineSample: Omit<ChampionPage['runes'][number], 'page'>;
      },
    ) {
      const { participantId, timelineSample } = input;
      const timeline = readTimeline(CORKI_GAME);
      const items = itemClasses(t.riot.ddragon.items);
      const events = timeline.info.frames
        .flatMap((f) => f.events)
        .filter((e) => e.participantId === participantId);
      const bought = purchasesInOrder(events);
      const legendaries = [
        ...new Set(bought.map((b) => b.id).filter((id) => items.isLegendary(id))),
      ];
      expect(legendaries.length).toBeGreaterThanOrEqual(3);
      expect(corki.builds.core).toEqual([
        { items: game.items(legendaries.slice(0, 3)), ...timelineSample },
      ]);
      const starting = bought
        .filter((b) => b.at < 60_000 && !items.isTrinket(b.id))
        .map((b) => b.id)
        .sort((a, b) => a - b);
      expect(starting.length).toBeGreaterThan(0);
      expect(corki.builds.starting).toEqual([{ items: game.items(starting), ...timelineSample }]);
      const points = events
        .filter((e) => e.type === 'SKILL_LEVEL_UP' && e.levelUpType === 'NORMAL')
        .map((e) => ['Q', 'W', 'E', 'R'][(e.skillSlot ?? 0) - 1]);
      expect(corki.skill_order).toHaveLength(1);
      expect(corki.skill_order[0]).toMatchObject({ first: points.slice(0, 3), ...timelineSample });
      expect([...(corki.skill_order[0]?.max ?? [])].sort()).toEqual(['E', 'Q', 'W']);
    }

    /** Game length: 23:25 mostly, 36:40 every fifth game. */
    function expectLengthBuckets(
      corki: ChampionPage,
      slice: typeof stored,
      winsOf: (entries: typeof stored) => number,
    ) {
      const long = slice.filter((s) => s.document.info.gameDuration === 2200);
      const short = slice.filter((s) => s.document.info.gameDuration !== 2200);
      const none = { games: 0, win_rate: null, win_rate_low: null, win_rate_high: null };
      const of = (games: typeof slice) => ({
        games: games.length,
        win_rate: percent(winsOf(games), games.length),
        ...winRateBounds(winsOf(games), games.length),
        pick_rate: percent(games.length, 20),
      });
      expect(corki.by_length).toEqual([
        { from: 0, to: 20, ...none, pick_rate: 0 },
        { from: 20, to: 25, ...of(short) },
        { from: 25, to: 30, ...none, pick_rate: 0 },
        { from: 30, to: 35, ...none, pick_rate: 0 },
        { from: 35, to: null, ...of(long) },
      ]);
      expect(long.length).toBeGreaterThan(0);
    }

    it('answers a champion page whose figures agree with the tier list and the stored matches', async () => {
      const corki = await page('/api/champions/corki?patch=14.21');
      const row = rowOf(await tierList('patch=14.21'), CORKI, 'MIDDLE');
      const expected = await counted({
        championId: CORKI,
        position: 'MIDDLE',
        patch: '14.21',
        brackets: EMERALD_PLUS,
      });
      expect(corki.champion).toMatchObject({ id: CORKI, key: 'corki', name: 'Corki' });
      expect(corki.role).toBe('MIDDLE');
      expect(corki.roles).toEqual([{ role: 'MIDDLE', games: 20 }]);
      expect(corki.min_sample).toBe(10);
      expect(corki.stats).toEqual({
        games: expected.games,
        wins: expected.wins,
        win_rate: percent(expected.wins, expected.games),
        ...winRateBounds(expected.wins, expected.games),
        pick_rate: row.pick_rate,
        ban_rate: row.ban_rate,
        score: row.score,
        tier: row.tier,
      });
      expect(corki.stats).toMatchObject({ win_rate_low: row.win_rate_low, tier: null });
      expect(corki.stats.score).not.toBeNull();

      const slice = stored.filter(
        (s) => s.document.info.gameVersion.startsWith('14.21.') && EMERALD_PLUS.includes(s.bracket),
      );
      const withTimeline = slice.filter((s) => s.hasTimeline);
      expect(corki.builds.timeline_games).toBe(withTimeline.length);
      const winsOf = (entries: typeof slice) =>
        entries.filter((s) => s.document.info.participants.find((p) => p.championId === CORKI)?.win)
          .length;

      // The rune page and spells of every one of those games.
      const player = readMatch(CORKI_GAME).info.participants.find((p) => p.championId === CORKI);
      if (!player) throw new Error('no Corki');
      expectRunesAndSpells(corki, { player, wins: expected.wins });

      // The core build, starting items and skill order from the timeline.
      const timelineSample = {
        games: withTimeline.length,
        win_rate: percent(winsOf(withTimeline), withTimeline.length),
        ...winRateBounds(winsOf(withTimeline), withTimeline.length),
        pick_rate: 100,
      };
      expectTimelineFigures(corki, { participantId: player.participantId, timelineSample });
      // Boots: one value a game, so their games add up to the role's.
      expect(corki.builds.boots.reduce((n, b) => n + b.games, 0)).toBe(20);

      // The enemy in the middle, every game.
      expect(corki.matchups).toEqual([
        {
          champion: {
            id: VLADIMIR,
            key: 'vladimir',
            name: 'Vladimir',
            image_url: expect.any(String),
          },
          games: 20,
          win_rate: percent(expected.wins, 20),
          ...winRateBounds(expected.wins, 20),
          pick_rate: 100,
        },
      ]);

      expectLengthBuckets(corki, slice, winsOf);
    });

    it('reads the champion key in any case', async () => {
      expect(await page('/api/champions/CoRKi?patch=14.21')).toEqual(
        await page('/api/champions/corki?patch=14.21'),
      );
    });

    it('defaults to the most played role, and answers another role with its own (empty) figures', async () => {
      const yone = await page('/api/champions/yone');
      expect(yone).toMatchObject({
        role: 'MIDDLE',
        roles: [{ role: 'MIDDLE', games: 25 }],
        slice: { queue: 420, patch: '16.4', region: null, tier: 'emerald_plus' },
      });
      expect(yone.matchups.map((m) => [m.champion.id, m.games])).toEqual([[RIVEN, 25]]);
      // No timeline stored for 16.4.
      expect(yone.builds).toMatchObject({
        timeline_games: 0,
        starting: [],
        core: [],
        situational: [],
      });
      expect(yone.skill_order).toEqual([]);

      const top = await page('/api/champions/corki?patch=14.21&role=TOP');
      expect(top.role).toBe('TOP');
      expect(top.roles).toEqual([{ role: 'MIDDLE', games: 20 }]);
      expect(top.stats).toMatchObject({
        games: 0,
        wins: 0,
        win_rate: null,
        score: null,
        tier: null,
      });
      expect(top.runes).toEqual([]);
    });

    it('answers a queue without roles with the empty role', async () => {
      const chogath = await page('/api/champions/chogath?queue=450');
      expect(chogath).toMatchObject({
        role: '',
        roles: [{ role: '', games: 1 }],
        stats: { games: 1 },
        builds: { timeline_games: 1 },
        matchups: [],
        slice: { queue: 450, patch: '15.13', region: null, tier: 'all' },
      });
      expect(chogath.spells).toHaveLength(1);
    });

    it('counts every match of a queue without ranks, whatever rank filter is asked', async () => {
      // Cho'Gath's ARAM game was found through an unranked player: no bracket, yet it counts.
      const asked = await page('/api/champions/chogath?queue=450&tier=master_plus');
      expect(asked).toMatchObject({ stats: { games: 1 }, slice: { queue: 450, tier: 'all' } });
    });

    it.each([
      ['/api/champions/chogath', 'a queue the champion was not played in'],
      ['/api/champions/corki?patch=14.1', 'a patch without data'],
      ['/api/champions/ahri?patch=14.21', 'a champion nobody played'],
      ['/api/champions/corki?patch=14.21&region=kr', 'a region without its games'],
    ])('answers %s (%s) with zero figures and empty lists', async (url) => {
      const empty = await page(url);
      expect(empty.stats).toMatchObject({
        games: 0,
        wins: 0,
        win_rate: null,
        win_rate_low: null,
        win_rate_high: null,
        score: null,
        tier: null,
      });
      expect(empty.roles).toEqual([]);
      expect(empty.builds).toMatchObject({ timeline_games: 0, starting: [], core: [], boots: [] });
      expect([empty.runes, empty.spells, empty.skill_order, empty.matchups]).toEqual([
        [],
        [],
        [],
        [],
      ]);
      expect(empty.by_length.map((b) => b.games)).toEqual([0, 0, 0, 0, 0]);
    });

    it.each(['notachampion', String(CORKI), 'corki%20'])(
      'answers 404 for the key %s',
      async (key) => {
        const res = await t.request({ method: 'GET', url: `/api/champions/${key}` });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Champion not found' });
      },
    );

    it.each([
      ['role=MID', 'role', 'MIDDLE'],
      ['queue=400', 'queue', '420'],
      ['tier=emerald', 'tier', 'emerald_plus'],
      ['region=EUW', 'region', 'euw1'],
      ['patch=latest', 'patch', '15.9'],
      ['page=2', 'page', 'Unknown field'],
    ])('answers %s with 422 naming what is allowed', async (query, field, named) => {
      const res = await t.request({ method: 'GET', url: `/api/champions/corki?${query}` });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field].join(' ')).toContain(named);
    });

    it('answers from new data once it lands, and at most once every 30 s during a crawl', async () => {
      const yoneGames = async () => rowOf(await tierList(''), YONE, 'MIDDLE').games;
      const pageGames = async () => (await page('/api/champions/yone')).stats.games;
      // The set-up's stores count once their 30 s have passed; then a quiet spell.
      now += DATA_VERSION_INTERVAL_MS;
      const before = await yoneGames();
      expect(await pageGames()).toBe(before);
      now += DATA_VERSION_INTERVAL_MS;
      await store(copyOf(YONE_16_4), 'DIAMOND');
      expect(await yoneGames()).toBe(before + 1);
      expect(await pageGames()).toBe(before + 1);
      // Another match within 30 s waits for them to pass.
      await store(copyOf(YONE_16_4), 'DIAMOND');
      now += DATA_VERSION_INTERVAL_MS - 1;
      expect(await yoneGames()).toBe(before + 1);
      now += 1;
      expect(await yoneGames()).toBe(before + 2);
      expect(await pageGames()).toBe(before + 2);
    });

    it("names the games its lists count while the tier list's rows wait out the 30 s", async () => {
      const games = (list: readonly { games: number }[]) => list.reduce((n, e) => n + e.games, 0);
      // A match that lands, then a fresh version: every cached answer is dropped.
      await store(copyOf(YONE_16_4), 'DIAMOND');
      now += DATA_VERSION_INTERVAL_MS;
      const before = rowOf(await tierList(''), YONE, 'MIDDLE').games;
      // Within the next 30 s the tier list keeps its rows; the page's facets are read anew.
      await store(copyOf(YONE_16_4), 'DIAMOND');
      expect(rowOf(await tierList(''), YONE, 'MIDDLE').games).toBe(before);
      const yone = await page('/api/champions/yone');
      expect(yone.stats.games).toBe(before + 1);
      expect(games(yone.by_length)).toBe(yone.stats.games);
      expect(games(yone.spells)).toBe(yone.stats.games);
      expect(yone.spells[0]?.pick_rate).toBe(100);
    });
  },
);
