import { CHAMPION_PAGE_LIST_MAX, winRateBounds } from '@riftscope/contracts';
import { loadDataDragon } from '@riftscope/riot/ddragon';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DDRAGON_DIR } from '../../../test/test-riot.ts';
import type {
  ChampionAggregates,
  ChampionFilter,
  ChampionsRepository,
  FacetTotal,
  MatchupTotal,
} from '../riot-data/champions.repository.ts';
import { createDataVersion, DATA_VERSION_INTERVAL_MS } from '../riot-data/data-version.ts';
import {
  createGameDataMapper,
  type GameDataCatalog,
  type GameDataMapper,
} from '../riot-data/game-data.mapper.ts';
import {
  type ChampionsPage,
  createChampionsService,
  type KeptTierStore,
  TIER_LIST_CACHE_MS,
} from './champions.service.ts';

/** Nothing kept: every slice's rows are added up from the repository. */
const NOTHING_KEPT: KeptTierStore = {
  kept: async () => null,
  keptPart: async () => null,
  keep: async () => {},
  matches: async () => 0,
};

const AHRI = 103;
const ZED = 238;
const SYNDRA = 134;

let game: GameDataMapper;
beforeAll(async () => {
  game = createGameDataMapper(await loadDataDragon({ dir: TEST_DDRAGON_DIR }));
});

/** Russian names of the champions these tests name; the rest of the game data as in English. */
const RUSSIAN_NAMES = new Map([
  [AHRI, 'Ари'],
  [SYNDRA, 'Синдра'],
]);

/** English from Data Dragon, and Russian where RUSSIAN_NAMES has a champion's name. */
function twoLanguages(): GameDataCatalog {
  const russian: GameDataMapper = {
    ...game,
    champion: (id, fallbackName) => {
      const english = game.champion(id, fallbackName);
      return { ...english, name: RUSSIAN_NAMES.get(id) ?? english.name };
    },
    championRef: (id) => {
      const english = game.championRef(id);
      return { ...english, name: RUSSIAN_NAMES.get(id) ?? english.name };
    },
  };
  return { in: (language) => (language === 'ru' ? russian : game) };
}

/** The fake's champion_stats rows of a slice, Ahri in mid with `games`. */
const statRows = (games: number) => [
  { championId: AHRI, role: 'MIDDLE', games, wins: games / 2 },
  { championId: AHRI, role: 'SUPPORT', games: 30, wins: 20 },
  { championId: SYNDRA, role: 'MIDDLE', games: 50, wins: 30 },
];

/** A champion's role with most games in statRows(games), null without any. */
const mostPlayedOf = (championId: number, games: number) =>
  statRows(games)
    .filter((r) => r.championId === championId)
    .sort((a, b) => b.games - a.games)[0]?.role ?? null;

/** A repository over fixed rows on 15.10 (and 15.9), counting its queries. */
function fakeRepository(facets: FacetTotal[] = []) {
  const calls = {
    aggregates: [] as ChampionFilter[],
    matchups: [] as { filter: ChampionFilter; minGames: number }[],
    trend: 0,
    facets: 0,
    dataSlices: 0,
  };
  let games = 100;
  let gate: Promise<void> | null = null;
  let mostPlayed: string | null = null;
  const repo = {
    async dataSlices() {
      calls.dataSlices += 1;
      return [
        { queueId: 420, patch: '15.9', platform: 'euw1' },
        { queueId: 420, patch: '15.10', platform: 'euw1' },
      ];
    },
    async aggregates(filter: ChampionFilter): Promise<ChampionAggregates> {
      calls.aggregates.push(filter);
      const n = games;
      await (gate ?? Promise.resolve());
      return {
        rows: statRows(n),
        bans: new Map([
          [AHRI, 40],
          [ZED, 25],
        ]),
        matches: 1000,
      };
    },
    async matchups(filter: ChampionFilter, minGames: number): Promise<MatchupTotal[]> {
      calls.matchups.push({ filter, minGames });
      await (gate ?? Promise.resolve());
      return [
        { championId: AHRI, role: 'MIDDLE', enemyId: ZED, games: 40, wins: 12 },
        { championId: AHRI, role: 'MIDDLE', enemyId: SYNDRA, games: 30, wins: 12 },
      ];
    },
    /** In the asked role, or else in the one `mostPlayed` names (the rows' by default). */
    async facets(filter: { championId: number; role?: string }) {
      calls.facets += 1;
      return { role: filter.role ?? mostPlayed ?? mostPlayedOf(filter.championId, games), facets };
    },
    async trend() {
      calls.trend += 1;
      return { rows: [], matches: new Map() };
    },
  } as unknown as ChampionsRepository;
  return {
    repo,
    calls,
    setGames: (n: number) => {
      games = n;
    },
    /** The role a read without one finds, as if the facets had changed since the rows. */
    setMostPlayed: (role: string) => {
      mostPlayed = role;
    },
    /** Holds the loads started from now until the returned function is called. */
    hold: (): (() => void) => {
      let open = () => {};
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      return open;
    },
    /** Loads started from now run at once. */
    stopHolding: () => {
      gate = null;
    },
  };
}

function setUp(facets?: FacetTotal[]) {
  let now = 1_000_000;
  const fake = fakeRepository(facets);
  const data = createDataVersion({ now: () => now });
  const service = createChampionsService({
    champions: fake.repo,
    kept: NOTHING_KEPT,
    games: twoLanguages(),
    now: () => now,
    data,
  });
  return {
    ...fake,
    service,
    data,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const firstPage = { page: 1, per_page: 20 };
const ahriGames = (page: ChampionsPage) =>
  page.data.find((r) => r.id === AHRI && r.role === 'MIDDLE')?.games;

describe('the champions service’s cache', () => {
  it('answers a repeated tier list from memory until the TTL has passed', async () => {
    const t = setUp();
    await t.service.list(firstPage, 'en');
    const loads = t.calls.aggregates.length;
    await t.service.list({ ...firstPage, page: 2 }, 'en');
    await t.service.list({ ...firstPage, sort: 'name' }, 'en');
    await t.service.list({ ...firstPage, role: 'MIDDLE' }, 'en');
    expect(t.calls.aggregates).toHaveLength(loads);
    t.advance(TIER_LIST_CACHE_MS);
    await t.service.list(firstPage, 'en');
    expect(t.calls.aggregates.length).toBeGreaterThan(loads);
  });

  it('loads the current and the previous patch once, however many ask at the same time', async () => {
    const t = setUp();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.service.list(firstPage, 'en')),
    );
    expect(t.calls.aggregates.map((f) => f.patch).sort()).toEqual(['15.10', '15.9']);
    expect(t.calls.dataSlices).toBe(1);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('keys every filter: queue, patch, region, bracket', async () => {
    const t = setUp();
    await t.service.list({ ...firstPage, region: 'kr', tier: 'all' }, 'en');
    await t.service.list({ ...firstPage, platform: 'kr', tier: 'all' }, 'en');
    await t.service.list({ ...firstPage, region: 'kr', tier: 'master_plus' }, 'en');
    expect(
      t.calls.aggregates.map(({ platform, brackets, patch }) => [platform, brackets, patch]),
    ).toEqual([
      ['kr', undefined, '15.10'],
      ['kr', undefined, '15.9'],
      ['kr', ['MASTER', 'GRANDMASTER', 'CHALLENGER'], '15.10'],
      ['kr', ['MASTER', 'GRANDMASTER', 'CHALLENGER'], '15.9'],
    ]);
  });

  it('answers from new data once it lands, at most once every 30 s', async () => {
    const t = setUp();
    expect(ahriGames(await t.service.list(firstPage, 'en'))).toBe(100);
    t.setGames(200);
    t.data.changed();
    expect(ahriGames(await t.service.list(firstPage, 'en'))).toBe(200);
    t.setGames(300);
    t.data.changed();
    t.advance(DATA_VERSION_INTERVAL_MS - 1);
    expect(ahriGames(await t.service.list(firstPage, 'en'))).toBe(200);
    t.advance(1);
    expect(ahriGames(await t.service.list(firstPage, 'en'))).toBe(300);
  });

  it('does not keep an answer computed while new data landed', async () => {
    const t = setUp();
    await t.service.meta();
    const open = t.hold();
    const stale = t.service.list(firstPage, 'en');
    await new Promise((resolve) => setImmediate(resolve));
    t.stopHolding();
    t.setGames(200);
    t.data.changed();
    expect(ahriGames(await t.service.list(firstPage, 'en'))).toBe(200);
    open();
    // Answered to whoever asked before the change, but not kept.
    expect(ahriGames(await stale)).toBe(100);
    expect(ahriGames(await t.service.list(firstPage, 'en'))).toBe(200);
  });

  it('caches a champion page per champion, filter and role', async () => {
    const t = setUp();
    await t.service.champion('ahri', {}, 'en');
    await t.service.champion('AHRI', {}, 'en');
    expect(t.calls.facets).toBe(1);
    await t.service.champion('ahri', { role: 'SUPPORT' }, 'en');
    await t.service.champion('ahri', { tier: 'all' }, 'en');
    expect(t.calls.facets).toBe(3);
    t.data.changed();
    await t.service.champion('ahri', {}, 'en');
    expect(t.calls.facets).toBe(4);
  });

  it("loads its own patch's rows, shared with the tier list, and its trend apart for each champion", async () => {
    const t = setUp();
    await t.service.champion('ahri', {}, 'en');
    expect(t.calls.aggregates.map((f) => f.patch)).toEqual(['15.10']);
    expect(t.calls.trend).toBe(1);
    await t.service.list(firstPage, 'en');
    expect(t.calls.aggregates.map((f) => f.patch)).toEqual(['15.10', '15.9']);
    await t.service.champion('syndra', {}, 'en');
    expect(t.calls.aggregates).toHaveLength(2);
    expect(t.calls.trend).toBe(2);
  });

  it("loads the facets beside the slice's rows, of the asked role or the most played one", async () => {
    const settled = () => new Promise<void>((resolve) => setImmediate(resolve));
    const t = setUp();
    let release = t.hold();
    const asked = t.service.champion('ahri', { role: 'SUPPORT' }, 'en');
    await settled();
    expect(t.calls.facets).toBe(1);
    release();
    expect((await asked).role).toBe('SUPPORT');

    release = t.hold();
    const most = t.service.champion('ahri', { tier: 'all' }, 'en');
    await settled();
    expect(t.calls.facets).toBe(2);
    release();
    expect((await most).role).toBe('MIDDLE');
    expect(t.calls.facets).toBe(2);
  });

  it('reads the facets again when the rows name another most played role than the facet read', async () => {
    const t = setUp();
    t.setMostPlayed('SUPPORT');
    const page = await t.service.champion('ahri', {}, 'en');
    expect(page.role).toBe('MIDDLE');
    expect(t.calls.facets).toBe(2);
  });
});

describe("the tier list's counters", () => {
  const ahriMid = (page: ChampionsPage) =>
    page.data.find((r) => r.id === AHRI && r.role === 'MIDDLE');

  it("loads the slice's matchups with its rows, once, for its own patch only", async () => {
    const t = setUp();
    const release = t.hold();
    const answer = t.service.list(firstPage, 'en');
    await new Promise<void>((resolve) => setImmediate(resolve));
    // Both started before either answered.
    expect(t.calls.aggregates.map((f) => f.patch)).toContain('15.10');
    expect(t.calls.matchups.map((m) => [m.filter.patch, m.minGames])).toEqual([['15.10', 10]]);
    release();
    await answer;
    await t.service.list({ ...firstPage, sort: 'name' }, 'ru');
    expect(t.calls.matchups).toHaveLength(1);
  });

  it('gives each row its hardest matchups, named in the asked language', async () => {
    const t = setUp();
    const english = ahriMid(await t.service.list(firstPage, 'en'));
    expect(english?.counters.map((c) => [c.champion.name, c.games, c.win_rate])).toEqual([
      ['Zed', 40, 30],
      ['Syndra', 30, 40],
    ]);
    expect(english?.counters[0]?.champion.key).toBe('zed');
    const russian = ahriMid(await t.service.list(firstPage, 'ru'));
    expect(russian?.counters.map((c) => c.champion.name)).toEqual(['Zed', 'Синдра']);
    const syndra = (await t.service.list(firstPage, 'en')).data.find((r) => r.id === SYNDRA);
    expect(syndra?.counters).toEqual([]);
  });
});

describe('the champions service in each language', () => {
  const nameOf = (page: ChampionsPage, id: number) => page.data.find((r) => r.id === id)?.name;

  it("names the tier list's champions in the asked language, from one load of the slice", async () => {
    const t = setUp();
    const english = await t.service.list(firstPage, 'en');
    const loads = t.calls.aggregates.length;
    const russian = await t.service.list(firstPage, 'ru');
    expect([nameOf(english, AHRI), nameOf(english, SYNDRA)]).toEqual(['Ahri', 'Syndra']);
    expect([nameOf(russian, AHRI), nameOf(russian, SYNDRA)]).toEqual(['Ари', 'Синдра']);
    expect(t.calls.aggregates).toHaveLength(loads);
    // Each cached answer keeps its own language.
    expect(nameOf(await t.service.list(firstPage, 'en'), AHRI)).toBe('Ahri');
    expect(nameOf(await t.service.list(firstPage, 'ru'), AHRI)).toBe('Ари');
  });

  it('sorts by name in the alphabet of the asked language', async () => {
    const t = setUp();
    RUSSIAN_NAMES.set(SYNDRA, 'Абсолютно первая');
    try {
      const byName = async (lang: 'en' | 'ru') =>
        (await t.service.list({ ...firstPage, sort: 'name' }, lang)).data.map((r) => r.id);
      expect(await byName('en')).toEqual([AHRI, AHRI, SYNDRA]);
      expect(await byName('ru')).toEqual([SYNDRA, AHRI, AHRI]);
    } finally {
      RUSSIAN_NAMES.set(SYNDRA, 'Синдра');
    }
  });

  it("names a champion page's champion and matchups in the asked language, reading its facets once", async () => {
    const t = setUp([
      { facet: 'matchup', value: String(SYNDRA), games: 4, wins: 2 },
      { facet: 'matchup', value: String(ZED), games: 3, wins: 1 },
    ]);
    const english = await t.service.champion('ahri', {}, 'en');
    const russian = await t.service.champion('ahri', {}, 'ru');
    expect(english.champion.name).toBe('Ahri');
    expect(english.matchups.map((m) => m.champion.name)).toEqual(['Syndra', 'Zed']);
    expect(russian.champion).toEqual({ ...english.champion, name: 'Ари' });
    expect(russian.matchups.map((m) => m.champion.name)).toEqual(['Синдра', 'Zed']);
    expect(russian.stats).toEqual(english.stats);
    expect(t.calls.facets).toBe(1);
    expect((await t.service.champion('ahri', {}, 'en')).champion.name).toBe('Ahri');
  });

  it('answers new data in every language once it lands', async () => {
    const t = setUp();
    await t.service.list(firstPage, 'en');
    await t.service.list(firstPage, 'ru');
    await t.service.champion('ahri', {}, 'en');
    await t.service.champion('ahri', {}, 'ru');
    t.setGames(200);
    t.data.changed();
    expect(ahriGames(await t.service.list(firstPage, 'en'))).toBe(200);
    expect(ahriGames(await t.service.list(firstPage, 'ru'))).toBe(200);
    expect((await t.service.champion('ahri', {}, 'en')).stats.games).toBe(200);
    expect((await t.service.champion('ahri', {}, 'ru')).stats.games).toBe(200);
  });
});

describe("the tier list's rows", () => {
  const figures = (page: ChampionsPage) =>
    page.data.map((r) => [r.id, r.role, r.games, r.tier, r.win_rate_low, r.win_rate_high]);

  it('gives each row its win rate interval, and a letter only from 100 games', async () => {
    const t = setUp();
    const page = await t.service.list(firstPage, 'en');
    // Best score first; Syndra's 30 of 50 scores above Ahri's 50 of 100 but earns no letter.
    expect(figures(page)).toEqual([
      [SYNDRA, 'MIDDLE', 50, null, 46.18, 72.39],
      [AHRI, 'MIDDLE', 100, 'A', 40.38, 59.62],
      [AHRI, 'SUPPORT', 30, null, 48.78, 80.77],
    ]);
    expect(page.data.every((r) => r.score !== null)).toBe(true);
  });

  it('sorts by the lower bound of the interval, most reliably strong first', async () => {
    const t = setUp();
    const ids = async (order?: 'asc' | 'desc') =>
      (await t.service.list({ ...firstPage, sort: 'win_rate_low', order }, 'en')).data.map(
        (r) => `${r.id}:${r.role}`,
      );
    expect(await ids()).toEqual([`${AHRI}:SUPPORT`, `${SYNDRA}:MIDDLE`, `${AHRI}:MIDDLE`]);
    expect(await ids('asc')).toEqual([`${AHRI}:MIDDLE`, `${SYNDRA}:MIDDLE`, `${AHRI}:SUPPORT`]);
  });
});

describe('the champion page', () => {
  const facet = (facet: string, value: string, games: number, wins: number): FacetTotal => ({
    facet,
    value,
    games,
    wins,
  });

  it('takes its stats from the tier list’s row, in the most played role', async () => {
    const t = setUp();
    const page = await t.service.champion('Ahri', {}, 'en');
    const { data } = await t.service.list({ ...firstPage, per_page: 100 }, 'en');
    const row = data.find((r) => r.id === AHRI && r.role === 'MIDDLE');
    expect(page.role).toBe('MIDDLE');
    expect(page.roles).toEqual([
      { role: 'MIDDLE', games: 100 },
      { role: 'SUPPORT', games: 30 },
    ]);
    expect(page.slice).toEqual({ queue: 420, patch: '15.10', region: null, tier: 'emerald_plus' });
    expect(page.stats).toEqual({
      games: 100,
      wins: 50,
      win_rate: 50,
      win_rate_low: 40.38,
      win_rate_high: 59.62,
      pick_rate: row?.pick_rate,
      ban_rate: row?.ban_rate,
      score: row?.score,
      tier: row?.tier,
    });
    expect(page.champion).toEqual({
      id: AHRI,
      key: 'ahri',
      name: 'Ahri',
      image_url: expect.stringMatching(/Ahri\.png$/),
    });
  });

  it('answers a champion without games in the slice with zero figures and empty lists', async () => {
    const t = setUp();
    const page = await t.service.champion('zed', {}, 'en');
    expect(page.role).toBe('');
    expect(page.roles).toEqual([]);
    expect(page.stats).toEqual({
      games: 0,
      wins: 0,
      win_rate: null,
      win_rate_low: null,
      win_rate_high: null,
      pick_rate: 0,
      ban_rate: 2.5,
      score: null,
      tier: null,
    });
    expect(page.builds).toEqual({
      timeline_games: 0,
      starting: [],
      core: [],
      boots: [],
      situational: [],
    });
    expect([page.runes, page.spells, page.skill_order, page.matchups]).toEqual([[], [], [], []]);
    expect(page.by_length.map((b) => [b.from, b.to, b.games, b.win_rate, b.pick_rate])).toEqual([
      [0, 20, 0, null, null],
      [20, 25, 0, null, null],
      [25, 30, 0, null, null],
      [30, 35, 0, null, null],
      [35, null, 0, null, null],
    ]);
    // Read beside the rows, in the most played role the statement finds: none.
    expect(t.calls.facets).toBe(1);
  });

  it('rejects a key Data Dragon does not know, and numeric ids', async () => {
    const t = setUp();
    await expect(t.service.champion('notachampion', {}, 'en')).rejects.toMatchObject({
      statusCode: 404,
      message: 'Champion not found',
    });
    await expect(t.service.champion(String(AHRI), {}, 'en')).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('lists most games first (then by value), at most the maximum, every matchup and length bucket', async () => {
    const boots = Array.from({ length: CHAMPION_PAGE_LIST_MAX + 3 }, (_, i) =>
      facet('boots', String(3000 + i), i === 0 ? 5 : 1, 1),
    );
    const matchups = Array.from({ length: CHAMPION_PAGE_LIST_MAX + 5 }, (_, i) =>
      facet('matchup', String(i + 1), 1, 0),
    );
    const t = setUp([
      ...boots,
      ...matchups,
      facet('timeline', '', 40, 20),
      facet('core', '3089,4645,3157', 10, 7),
      facet('core', '3157,3089,4645', 10, 4),
      facet('core', '4645,3089,3157', 12, 6),
      facet('length', '25', 60, 30),
      facet('length', '0', 40, 20),
      facet('spells', '4,14', 90, 45),
      facet('skills', 'QWE/QEW', 30, 15),
      facet('item4', '3135', 8, 8),
      facet('item5', '3089', 3, 0),
    ]);
    const page = await t.service.champion('ahri', {}, 'en');
    expect(page.builds.boots).toHaveLength(CHAMPION_PAGE_LIST_MAX);
    expect(page.builds.boots[0]).toMatchObject({ games: 5, win_rate: 20, pick_rate: 5 });
    expect(page.builds.boots.slice(1).map((b) => b.items[0]?.id)).toEqual(
      Array.from({ length: CHAMPION_PAGE_LIST_MAX - 1 }, (_, i) => 3001 + i),
    );
    expect(page.matchups).toHaveLength(CHAMPION_PAGE_LIST_MAX + 5);
    expect(page.builds.timeline_games).toBe(40);
    expect(page.builds.core.map((c) => [c.items.map((i) => i.id), c.games, c.pick_rate])).toEqual([
      [[4645, 3089, 3157], 12, 30],
      [[3089, 4645, 3157], 10, 25],
      [[3157, 3089, 4645], 10, 25],
    ]);
    expect(page.builds.situational).toMatchObject([
      { slot: 4, item: { id: 3135 }, games: 8, win_rate: 100, pick_rate: 20 },
      { slot: 5, item: { id: 3089 }, games: 3, win_rate: 0, pick_rate: 7.5 },
    ]);
    expect(page.spells).toEqual([
      {
        spells: [game.spell(4), game.spell(14)],
        games: 90,
        win_rate: 50,
        ...winRateBounds(45, 90),
        pick_rate: 90,
      },
    ]);
    expect(page.skill_order).toEqual([
      {
        max: ['Q', 'W', 'E'],
        first: ['Q', 'E', 'W'],
        games: 30,
        win_rate: 50,
        ...winRateBounds(15, 30),
        pick_rate: 75,
      },
    ]);
    expect(page.by_length.map((b) => [b.from, b.games, b.pick_rate])).toEqual([
      [0, 40, 40],
      [20, 0, 0],
      [25, 60, 60],
      [30, 0, 0],
      [35, 0, 0],
    ]);
  });
});
