import { type ChampionRow, TIER_LETTER_MIN_GAMES, winRateBounds } from '@riftscope/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { championBans, championStats, matchTotals } from '../src/db/schema.ts';
import { TEST_DATABASES } from './databases.ts';
import { useTestApp } from './test-app.ts';

const AATROX = 266;
const AKALI = 84;
const LEE_SIN = 64;
const AMUMU = 32;
const AHRI = 103;
const ANNIE = 1;
const ASHE = 22;
const ALISTAR = 12;
const UNKNOWN = 999_999;

type StatRow = typeof championStats.$inferInsert;
const stat = (
  patch: string,
  platform: string,
  championId: number,
  role: string,
  games: number,
  wins: number,
  queueId = 420,
  bracket = BRACKET[platform] ?? '',
): StatRow => ({ queueId, patch, platform, bracket, championId, role, games, wins });

/** The rank bracket of the default rows: both in the default filter, Emerald+, but only kr in Diamond+. */
const BRACKET: Record<string, string> = { euw1: 'EMERALD', kr: 'DIAMOND' };

/**
 * Ranked solo, patch 15.10 (newer than 15.9 though it sorts first as text), on euw1 and kr in
 * Emerald+; below them, rows in Gold and in an unknown bracket that only wider filters take in.
 */
const STATS: StatRow[] = [
  stat('15.10', 'euw1', AATROX, 'TOP', 60, 36),
  stat('15.10', 'kr', AATROX, 'TOP', 40, 24),
  stat('15.10', 'euw1', AKALI, 'TOP', 80, 36),
  stat('15.10', 'kr', AKALI, 'MIDDLE', 30, 15),
  stat('15.10', 'euw1', LEE_SIN, 'JUNGLE', 150, 84),
  stat('15.10', 'kr', LEE_SIN, 'JUNGLE', 100, 50),
  stat('15.10', 'euw1', AMUMU, 'JUNGLE', 50, 22),
  stat('15.10', 'euw1', AHRI, 'MIDDLE', 200, 110),
  stat('15.10', 'kr', ANNIE, 'MIDDLE', 10, 8),
  stat('15.10', 'euw1', ASHE, 'CARRY', 120, 60),
  stat('15.10', 'kr', ASHE, 'CARRY', 80, 44),
  stat('15.10', 'euw1', ALISTAR, 'SUPPORT', 90, 45),
  stat('15.10', 'euw1', UNKNOWN, '', 25, 10),
  stat('15.9', 'euw1', AATROX, 'TOP', 30, 15),
  stat('15.9', 'euw1', AHRI, 'MIDDLE', 19, 10),
  stat('15.10', 'euw1', AATROX, 'TOP', 40, 10, 420, 'GOLD'),
  stat('15.10', 'euw1', AHRI, 'MIDDLE', 60, 30, 420, ''),
  // Flex has a newer patch than ranked solo: the default patch is chosen per queue.
  stat('16.1', 'euw1', AATROX, 'TOP', 50, 25, 440),
];

const TOTALS: (typeof matchTotals.$inferInsert)[] = [
  { queueId: 420, patch: '15.10', platform: 'euw1', bracket: 'EMERALD', matches: 600 },
  { queueId: 420, patch: '15.10', platform: 'kr', bracket: 'DIAMOND', matches: 400 },
  { queueId: 420, patch: '15.10', platform: 'euw1', bracket: 'GOLD', matches: 100 },
  { queueId: 420, patch: '15.10', platform: 'euw1', bracket: '', matches: 100 },
  { queueId: 420, patch: '15.9', platform: 'euw1', bracket: 'EMERALD', matches: 100 },
  { queueId: 440, patch: '16.1', platform: 'euw1', bracket: 'EMERALD', matches: 50 },
];

const BANS: (typeof championBans.$inferInsert)[] = [
  {
    queueId: 420,
    patch: '15.10',
    platform: 'euw1',
    bracket: 'EMERALD',
    championId: AKALI,
    bans: 150,
  },
  { queueId: 420, patch: '15.10', platform: 'kr', bracket: 'DIAMOND', championId: AKALI, bans: 50 },
  {
    queueId: 420,
    patch: '15.10',
    platform: 'euw1',
    bracket: 'EMERALD',
    championId: LEE_SIN,
    bans: 100,
  },
  {
    queueId: 420,
    patch: '15.10',
    platform: 'euw1',
    bracket: 'GOLD',
    championId: LEE_SIN,
    bans: 100,
  },
];

const ROWS_ON_15_10 = 10;

describe.each(TEST_DATABASES)('champion tier list on $name', (db) => {
  const t = useTestApp(db);
  beforeAll(async () => {
    const { db: drizzle } = t.database;
    await drizzle.insert(championStats).values(STATS);
    await drizzle.insert(matchTotals).values(TOTALS);
    await drizzle.insert(championBans).values(BANS);
    // The all-regions rows (platform '') every stored match adds beside its platform's.
    await drizzle.execute(sql`
      insert into champion_stats (queue_id, patch, platform, bracket, champion_id, role, games, wins)
      select queue_id, patch, '', bracket, champion_id, role, sum(games), sum(wins)
      from champion_stats group by queue_id, patch, bracket, champion_id, role`);
    await drizzle.execute(sql`
      insert into match_totals (queue_id, patch, platform, bracket, matches)
      select queue_id, patch, '', bracket, sum(matches) from match_totals
      group by queue_id, patch, bracket`);
    await drizzle.execute(sql`
      insert into champion_bans (queue_id, patch, platform, bracket, champion_id, bans)
      select queue_id, patch, '', bracket, champion_id, sum(bans) from champion_bans
      group by queue_id, patch, bracket, champion_id`);
  });

  const list = async (query = '') => {
    const res = await t.request({ method: 'GET', url: `/api/champions${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      data: ChampionRow[];
      current_page: number;
      last_page: number;
      per_page: number;
      total: number;
    };
  };
  const find = (rows: ChampionRow[], id: number, role: string) => {
    const row = rows.find((r) => r.id === id && r.role === role);
    if (!row) throw new Error(`no row for ${id} ${role}`);
    return row;
  };

  it('lists the newest ranked-solo patch (compared as numbers) with every platform summed', async () => {
    const page = await list('?per_page=100');
    expect(page).toMatchObject({ current_page: 1, last_page: 1, per_page: 100 });
    expect(page.total).toBe(ROWS_ON_15_10);
    expect(page.data).toHaveLength(ROWS_ON_15_10);
    expect(find(page.data, AATROX, 'TOP').games).toBe(100);
  });

  it('computes rates, score and tier from the summed rollups', async () => {
    const { data } = await list('?per_page=100');
    // TOP mean: (60 + 36) / (100 + 80) = 0.5333; smoothed (60 + 200·0.5333) / 300 = 0.5556;
    // 30 + 500·0.0222 + 150·0.1 + 30·0 = 56.11
    expect(find(data, AATROX, 'TOP')).toEqual({
      id: AATROX,
      name: 'Aatrox',
      image_url: expect.stringMatching(/\/champion\/Aatrox\.png$/),
      role: 'TOP',
      score: 56.11,
      tier: 'S',
      win_rate: 60,
      // 60 of 100 games: the 95 % Wilson interval
      win_rate_low: 50.2,
      win_rate_high: 69.06,
      pick_rate: 10,
      ban_rate: 0,
      games: 100,
      key: 'aatrox',
      // 60 % now, 50 % on 15.9 (30 games, score 75: no letter under 100 games)
      win_rate_change: 10,
      previous_tier: null,
      // No matchup facets among these rollups: no counters.
      counters: [],
    });
    // smoothed (36 + 106.67) / 280 = 0.5095; 30 − 11.90 + 150·0.08 + 30·0.2 = 36.10; a B
    // were it not for its 80 games
    expect(find(data, AKALI, 'TOP')).toMatchObject({
      score: 36.1,
      tier: null,
      win_rate: 45,
      pick_rate: 8,
      ban_rate: 20,
    });
    // A champion's bans count for each of its roles.
    expect(find(data, AKALI, 'MIDDLE').ban_rate).toBe(20);
    // JUNGLE mean 156 / 300 = 0.52; smoothed (134 + 104) / 450 = 0.5289;
    // 30 + 4.44 + 150·0.25 + 30·0.1 = 74.94
    expect(find(data, LEE_SIN, 'JUNGLE')).toMatchObject({
      score: 74.94,
      tier: 'S+',
      win_rate: 53.6,
      pick_rate: 25,
      ban_rate: 10,
    });
    // smoothed (22 + 104) / 250 = 0.504; 30 − 8 + 7.5 = 29.5: a C from 100 games, 50 here
    expect(find(data, AMUMU, 'JUNGLE')).toMatchObject({ score: 29.5, tier: null, games: 50 });
  });

  it('gives a letter only from 100 games; below, the score, win rate and interval stay', async () => {
    const { data } = await list('?per_page=100');
    for (const row of data) {
      const hasLetter = row.score !== null && row.games >= TIER_LETTER_MIN_GAMES;
      expect(row.tier === null, `${row.id} ${row.role} ${row.games}`).toBe(!hasLetter);
    }
    // Aatrox: 100 games, the letter; Akali top: 80 games, a score and no letter.
    expect(find(data, AATROX, 'TOP')).toMatchObject({ games: 100, tier: 'S' });
    expect(find(data, AKALI, 'TOP')).toMatchObject({ games: 80, score: 36.1, tier: null });
    expect(find(data, AKALI, 'TOP').win_rate_low).not.toBeNull();
  });

  it("gives each row the 95 % interval of its stored games' wins, where it has a win rate", async () => {
    const { data } = await list('?per_page=100');
    const { rows } = (await t.database.db.execute(sql`
      select champion_id as "championId", role, sum(games)::int as games, sum(wins)::int as wins
      from champion_stats
      where queue_id = 420 and patch = '15.10' and platform = ''
        and bracket in ('EMERALD', 'DIAMOND')
      group by champion_id, role`)) as unknown as {
      rows: { championId: number; role: string; games: number; wins: number }[];
    };
    expect(rows).toHaveLength(ROWS_ON_15_10);
    for (const { championId, role, games, wins } of rows) {
      const row = find(data, championId, role);
      expect(row.games).toBe(games);
      const expected =
        row.win_rate === null
          ? { win_rate_low: null, win_rate_high: null }
          : winRateBounds(wins, games);
      expect(row, `${championId} ${role}`).toMatchObject(expected);
    }
    // Annie's 10 games: no win rate, so no interval.
    expect(find(data, ANNIE, 'MIDDLE')).toMatchObject({ win_rate_low: null, win_rate_high: null });
  });

  it('gives no score, tier or win rate below the minimum sample, and lists such rows last', async () => {
    const { data } = await list('?per_page=100');
    const annie = find(data, ANNIE, 'MIDDLE');
    expect(annie).toMatchObject({
      score: null,
      tier: null,
      win_rate: null,
      win_rate_low: null,
      win_rate_high: null,
      games: 10,
    });
    expect(annie.pick_rate).toBe(1);
    expect(data.at(-1)).toEqual(annie);
  });

  it('sorts by score, best first', async () => {
    const { data } = await list('?per_page=100');
    const scores = data.flatMap((r) => (r.score === null ? [] : [r.score]));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(data[0]).toMatchObject({ id: LEE_SIN, role: 'JUNGLE' });
  });

  it('keeps a champion Data Dragon does not know, by id, with an empty role and no key', async () => {
    const { data } = await list('?per_page=100');
    expect(find(data, UNKNOWN, '')).toMatchObject({
      name: `Champion ${UNKNOWN}`,
      image_url: null,
      games: 25,
      key: null,
    });
  });

  it('filters by role without changing the scores', async () => {
    const all = await list('?per_page=100');
    const jungle = await list('?role=JUNGLE');
    expect(jungle.data.map((r) => [r.id, r.role])).toEqual([
      [LEE_SIN, 'JUNGLE'],
      [AMUMU, 'JUNGLE'],
    ]);
    expect(jungle.data[0]).toEqual(find(all.data, LEE_SIN, 'JUNGLE'));
    expect(jungle.total).toBe(2);
  });

  it('filters by region (or its former name, platform), with that region’s own totals', async () => {
    expect((await list('?platform=kr&per_page=100')).data).toEqual(
      (await list('?region=kr&per_page=100')).data,
    );
    // region wins over platform
    const kr = await list('?region=kr&platform=euw1&per_page=100');
    expect(kr.data.map((r) => `${r.id}:${r.role}`).sort()).toEqual(
      [
        `${AATROX}:TOP`,
        `${AKALI}:MIDDLE`,
        `${LEE_SIN}:JUNGLE`,
        `${ANNIE}:MIDDLE`,
        `${ASHE}:CARRY`,
      ].sort(),
    );
    // kr TOP is Aatrox alone: mean 0.6, no edge; 30 + 150·(40 / 400) = 45, an A from 100 games
    expect(find(kr.data, AATROX, 'TOP')).toMatchObject({
      games: 40,
      score: 45,
      tier: null,
      pick_rate: 10,
    });
    expect(find(kr.data, AKALI, 'MIDDLE').ban_rate).toBe(12.5);
  });

  it('filters by patch and by queue, each queue with its own newest patch', async () => {
    const old = await list('?patch=15.9');
    expect(old.data).toHaveLength(2);
    // No patch before 15.9: no change to show.
    expect(old.data[0]).toMatchObject({
      id: AATROX,
      games: 30,
      pick_rate: 30,
      score: 75,
      win_rate_change: null,
      previous_tier: null,
    });
    const flex = await list('?queue=440');
    expect(flex.data).toHaveLength(1);
    expect(flex.data[0]).toMatchObject({ id: AATROX, games: 50, pick_rate: 100 });
  });

  it('pages with a correct last page, and answers past the end with no rows', async () => {
    const full = await list('?per_page=100');
    const pages = [];
    for (let page = 1; page <= 4; page++) {
      const p = await list(`?per_page=3&page=${page}`);
      expect(p).toMatchObject({ current_page: page, last_page: 4, per_page: 3, total: 10 });
      pages.push(...p.data);
    }
    expect(pages).toEqual(full.data);
    const past = await list('?per_page=3&page=9');
    expect(past).toEqual({ data: [], current_page: 9, last_page: 4, per_page: 3, total: 10 });
    expect((await list()).data).toHaveLength(10);
  });

  it('answers an empty list for a patch or queue without data', async () => {
    expect(await list('?patch=14.1')).toEqual({
      data: [],
      current_page: 1,
      last_page: 1,
      per_page: 20,
      total: 0,
    });
    expect((await list('?queue=450')).data).toEqual([]);
  });

  it.each([
    ['role=BOTTOM', 'role'],
    ['role=top', 'role'],
    ['patch=latest', 'patch'],
    ['patch=15', 'patch'],
    ['queue=0', 'queue'],
    ['queue=solo', 'queue'],
    ['platform=euw', 'platform'],
    ['per_page=0', 'per_page'],
    ['page=0', 'page'],
  ])('rejects %s with 422', async (query, field) => {
    const res = await t.request({ method: 'GET', url: `/api/champions?${query}` });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors ?? {})).toContain(field);
  });

  it('compares with the previous patch only where both sides have the minimum sample', async () => {
    const { data } = await list('?per_page=100');
    // Ahri: 55 % of 200 games now, but only 19 games on 15.9, which had no score then either.
    expect(find(data, AHRI, 'MIDDLE')).toMatchObject({
      win_rate: 55,
      win_rate_change: null,
      previous_tier: null,
    });
    // Not played on 15.9 at all.
    expect(find(data, LEE_SIN, 'JUNGLE')).toMatchObject({
      win_rate_change: null,
      previous_tier: null,
    });
  });

  it('takes in the rank brackets a filter names: Emerald+ by default, all of them with all', async () => {
    const emerald = await list('?per_page=100');
    expect(await list('?per_page=100&tier=emerald_plus')).toEqual(emerald);
    // Gold+ adds the Gold rows, matches and bans.
    const gold = await list('?per_page=100&tier=gold_plus');
    expect(find(gold.data, AATROX, 'TOP')).toMatchObject({ games: 140, win_rate: 50 });
    expect(find(gold.data, LEE_SIN, 'JUNGLE')).toMatchObject({
      pick_rate: 22.73, // 250 / 1100
      ban_rate: 18.18, // 200 / 1100
    });
    expect(find(gold.data, AHRI, 'MIDDLE').games).toBe(200);
    // All adds the matches whose bracket is unknown too.
    const all = await list('?per_page=100&tier=all');
    expect(find(all.data, AHRI, 'MIDDLE')).toMatchObject({ games: 260, win_rate: 53.85 });
    expect(find(all.data, AATROX, 'TOP').pick_rate).toBe(11.67); // 140 / 1200
    // Diamond+ leaves only the kr rows.
    const diamond = await list('?per_page=100&tier=diamond_plus');
    expect(new Set(diamond.data.map((r) => r.id))).toEqual(
      new Set([AATROX, AKALI, LEE_SIN, ANNIE, ASHE]),
    );
    expect(find(diamond.data, AATROX, 'TOP')).toMatchObject({ games: 40, pick_rate: 10 });
  });

  it('sorts by any column in either order, nulls last always', async () => {
    const rowsBy = async (query: string) => (await list(`?per_page=100&${query}`)).data;
    const nullsLast = (values: (number | string | null)[]) => {
      const firstNull = values.indexOf(null);
      return firstNull === -1 || values.slice(firstNull).every((v) => v === null);
    };
    for (const sort of [
      'score',
      'win_rate',
      'pick_rate',
      'ban_rate',
      'games',
      'win_rate_change',
      'win_rate_low',
    ] as const) {
      for (const order of ['desc', 'asc'] as const) {
        const values = (await rowsBy(`sort=${sort}&order=${order}`)).map((r) => r[sort]);
        expect(values).toHaveLength(ROWS_ON_15_10);
        expect(nullsLast(values), `${sort} ${order}`).toBe(true);
        const numbers = values.filter((v): v is number => v !== null);
        expect(numbers).toEqual([...numbers].sort((a, b) => (order === 'asc' ? a - b : b - a)));
      }
    }
    // Descending unless told otherwise, except names and roles.
    expect(await rowsBy('sort=games')).toEqual(await rowsBy('sort=games&order=desc'));
    const byName = await rowsBy('sort=name');
    expect(byName.map((r) => r.name)).toEqual(
      [...byName.map((r) => r.name)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect((await rowsBy('sort=name&order=desc')).map((r) => r.name)).toEqual(
      byName.map((r) => r.name).reverse(),
    );
    // Roles in the buttons' order; the unknown role last either way.
    const roles = (await rowsBy('sort=role')).map((r) => r.role);
    expect(roles).toEqual([
      'TOP',
      'TOP',
      'JUNGLE',
      'JUNGLE',
      'MIDDLE',
      'MIDDLE',
      'MIDDLE',
      'SUPPORT',
      'CARRY',
      '',
    ]);
    expect((await rowsBy('sort=role&order=desc')).map((r) => r.role).at(-1)).toBe('');
    expect((await rowsBy('sort=win_rate_change'))[0]).toMatchObject({ id: AATROX });
  });

  it("sorts by the interval's lower bound, most reliably strong first, rows without one last", async () => {
    const rows = (await list('?per_page=100&sort=win_rate_low')).data;
    expect(rows.map((r) => `${r.id}:${r.role}`).slice(0, 3)).toEqual([
      // 60 of 100 (50.20 low), 110 of 200 (48.08), 134 of 250 (47.41)
      `${AATROX}:TOP`,
      `${AHRI}:MIDDLE`,
      `${LEE_SIN}:JUNGLE`,
    ]);
    expect(rows.at(-1)).toMatchObject({ id: ANNIE, win_rate_low: null });
    const ascending = (await list('?per_page=100&sort=win_rate_low&order=asc')).data;
    expect(ascending.at(-1)).toMatchObject({ id: ANNIE, win_rate_low: null });
  });

  it('sorts before paging, with the role filter', async () => {
    const all = (await list('?sort=games&order=asc&per_page=100')).data;
    const second = await list('?sort=games&order=asc&per_page=3&page=2');
    expect(second.data).toEqual(all.slice(3, 6));
    const middle = await list('?sort=win_rate&role=MIDDLE');
    expect(middle.data.map((r) => r.id)).toEqual([AHRI, AKALI, ANNIE]);
  });

  it('lists the patches per queue (newest first), the regions with data and the defaults', async () => {
    const res = await t.request({ method: 'GET', url: '/api/champions/meta' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      queues: [
        { queue: 420, patches: ['15.10', '15.9'] },
        { queue: 440, patches: ['16.1'] },
        { queue: 450, patches: [] },
      ],
      regions: ['euw1', 'kr'],
      brackets: [
        'all',
        'iron_plus',
        'bronze_plus',
        'silver_plus',
        'gold_plus',
        'platinum_plus',
        'emerald_plus',
        'diamond_plus',
        'master_plus',
      ],
      defaults: { queue: 420, tier: 'emerald_plus' },
      min_sample: 10,
    });
  });

  it.each([
    ['tier=emerald', 'tier', 'emerald_plus'],
    ['region=EUW', 'region', 'euw1'],
    ['queue=400', 'queue', '450'],
    ['queue=aram', 'queue', '420|440|450'],
    ['sort=tier', 'sort', 'win_rate_change'],
    ['sort=win_rate_high', 'sort', 'win_rate_low'],
    ['order=up', 'order', 'asc'],
  ])('rejects %s with 422 naming the allowed values', async (query, field, allowed) => {
    const res = await t.request({ method: 'GET', url: `/api/champions?${query}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field].join(' ')).toContain(allowed);
  });

  it('answers a repeated query from memory', async () => {
    expect((await list('?platform=na1')).data).toEqual([]);
    await t.database.db
      .insert(championStats)
      .values(stat('15.10', 'na1', AHRI, 'MIDDLE', 40, 20, 420, 'MASTER'));
    expect((await list('?platform=na1')).data).toEqual([]);
  });
});
