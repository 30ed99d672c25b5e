import type { ChampionRow } from '@riftscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { championBans, championStats, matchTotals } from '../src/db/schema.ts';
import { TEST_DATABASES } from './databases.ts';
import { startTestApp, type TestApp } from './test-app.ts';

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
): StatRow => ({ queueId, patch, platform, championId, role, games, wins });

/** Ranked solo, patch 15.10 (newer than 15.9 though it sorts first as text), on euw1 and kr. */
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
  // Flex has a newer patch than ranked solo: the default patch is chosen per queue.
  stat('16.1', 'euw1', AATROX, 'TOP', 50, 25, 440),
];

const TOTALS: (typeof matchTotals.$inferInsert)[] = [
  { queueId: 420, patch: '15.10', platform: 'euw1', matches: 600 },
  { queueId: 420, patch: '15.10', platform: 'kr', matches: 400 },
  { queueId: 420, patch: '15.9', platform: 'euw1', matches: 100 },
  { queueId: 440, patch: '16.1', platform: 'euw1', matches: 50 },
];

const BANS: (typeof championBans.$inferInsert)[] = [
  { queueId: 420, patch: '15.10', platform: 'euw1', championId: AKALI, bans: 150 },
  { queueId: 420, patch: '15.10', platform: 'kr', championId: AKALI, bans: 50 },
  { queueId: 420, patch: '15.10', platform: 'euw1', championId: LEE_SIN, bans: 100 },
];

const ROWS_ON_15_10 = 10;

describe.each(TEST_DATABASES)('champion tier list on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db);
    const { db: drizzle } = t.database;
    await drizzle.insert(championStats).values(STATS);
    await drizzle.insert(matchTotals).values(TOTALS);
    await drizzle.insert(championBans).values(BANS);
  });
  afterAll(() => t.close());

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
      pick_rate: 10,
      ban_rate: 0,
      games: 100,
    });
    // smoothed (36 + 106.67) / 280 = 0.5095; 30 − 11.90 + 150·0.08 + 30·0.2 = 36.10
    expect(find(data, AKALI, 'TOP')).toMatchObject({
      score: 36.1,
      tier: 'B',
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
    // smoothed (22 + 104) / 250 = 0.504; 30 − 8 + 7.5 = 29.5
    expect(find(data, AMUMU, 'JUNGLE')).toMatchObject({ score: 29.5, tier: 'C' });
  });

  it('gives no score, tier or win rate below the minimum sample, and lists such rows last', async () => {
    const { data } = await list('?per_page=100');
    const annie = find(data, ANNIE, 'MIDDLE');
    expect(annie).toMatchObject({ score: null, tier: null, win_rate: null, games: 10 });
    expect(annie.pick_rate).toBe(1);
    expect(data.at(-1)).toEqual(annie);
  });

  it('sorts by score, best first', async () => {
    const { data } = await list('?per_page=100');
    const scores = data.flatMap((r) => (r.score === null ? [] : [r.score]));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(data[0]).toMatchObject({ id: LEE_SIN, role: 'JUNGLE' });
  });

  it('keeps a champion Data Dragon does not know, by id, with an empty role', async () => {
    const { data } = await list('?per_page=100');
    expect(find(data, UNKNOWN, '')).toMatchObject({
      name: `Champion ${UNKNOWN}`,
      image_url: null,
      games: 25,
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

  it('filters by platform, with that platform’s own totals', async () => {
    const kr = await list('?platform=kr&per_page=100');
    expect(kr.data.map((r) => `${r.id}:${r.role}`).sort()).toEqual(
      [
        `${AATROX}:TOP`,
        `${AKALI}:MIDDLE`,
        `${LEE_SIN}:JUNGLE`,
        `${ANNIE}:MIDDLE`,
        `${ASHE}:CARRY`,
      ].sort(),
    );
    // kr TOP is Aatrox alone: mean 0.6, no edge; 30 + 150·(40 / 400) = 45
    expect(find(kr.data, AATROX, 'TOP')).toMatchObject({
      games: 40,
      score: 45,
      tier: 'A',
      pick_rate: 10,
    });
    expect(find(kr.data, AKALI, 'MIDDLE').ban_rate).toBe(12.5);
  });

  it('filters by patch and by queue, each queue with its own newest patch', async () => {
    const old = await list('?patch=15.9');
    expect(old.data).toHaveLength(1);
    expect(old.data[0]).toMatchObject({ id: AATROX, games: 30, pick_rate: 30, score: 75 });
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

  it('answers a repeated query from memory for up to 5 minutes', async () => {
    expect((await list('?platform=na1')).data).toEqual([]);
    await t.database.db.insert(championStats).values(stat('15.10', 'na1', AHRI, 'MIDDLE', 40, 20));
    expect((await list('?platform=na1')).data).toEqual([]);
    expect((await list('?platform=na1&role=MIDDLE')).data).toHaveLength(1);
  });
});
