import { ladderValue, type RankedTier, type RankHistory } from '@riftscope/contracts';
import type { Player } from '@riftscope/riot-sim';
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { rankSnapshots } from '../src/db/schema.ts';
import { UPDATE_COOLDOWN_MS } from '../src/modules/ingestion/ingestion.service.ts';
import type { RankedInput } from '../src/modules/riot-data/player-rows.ts';
import {
  createRankHistoryRepository,
  recordSnapshots,
} from '../src/modules/riot-data/rank-history.repository.ts';
import { TEST_DATABASES } from './databases.ts';
import { playerPicker, summonerUrl, updateUrl } from './riot-players.ts';
import { useTestApp } from './test-app.ts';

const enc = encodeURIComponent;
const historyUrl = (p: Player, query = '') =>
  `/api/summoners/${p.platform}/${enc(p.gameName)}/${enc(p.tagLine)}/rank-history${query}`;

const SOLO = 'RANKED_SOLO_5x5';

/**
 * The season the tests' clock is in, as every rank-history answer names it for the graph, and
 * no LP per game: no two snapshots here bracket a stored game (lp-per-game.test.ts has those).
 */
const SEASON_2026 = {
  season: 2026,
  season_start: '2026-01-08T00:00:00.000Z',
  recent_lp: null,
  game_lp: [],
};

/** The league entry Riot reports for the player in a queue, as the site stores it. */
const entryOf = (p: Player, queue: 'solo' | 'flex'): RankedInput => {
  const e = p[queue];
  if (!e) throw new Error(`the player is unranked in ${queue}`);
  return {
    queueType: e.queueType,
    tier: e.tier,
    rank: e.rank,
    leaguePoints: e.leaguePoints,
    wins: e.wins,
    losses: e.losses,
  };
};

/** The same entry as the API answers it. */
const pointOf = (e: RankedInput, at: number) => ({
  at: new Date(at).toISOString(),
  tier: e.tier,
  rank: e.rank,
  league_points: e.leaguePoints,
  wins: e.wins,
  losses: e.losses,
});

/** The player loses a ranked game at Riot: a few LP fewer and one more loss. */
const loseAGame = (p: Player) => {
  const solo = p.solo;
  if (!solo) throw new Error('the player is unranked');
  p.solo = { ...solo, leaguePoints: Math.max(0, solo.leaguePoints - 17), losses: solo.losses + 1 };
};

describe.each(TEST_DATABASES)('rank history on $name', (db) => {
  let pick: ReturnType<typeof playerPicker>;
  // In the 2026 season, well after its start; the app's clock, moved by the tests.
  let now = Date.UTC(2026, 5, 1, 12);
  const t = useTestApp(db, { freshRiotStats: true, clock: () => now });
  beforeAll(async () => {
    pick = playerPicker(t.sim);
  });

  const lookUp = async (p: Player) => {
    const res = await t.request({ method: 'GET', url: summonerUrl(p) });
    expect(res.statusCode, res.body).toBe(200);
  };
  const update = async (p: Player) => {
    now += UPDATE_COOLDOWN_MS + 1_000;
    const res = await t.request({ method: 'POST', url: updateUrl(p) });
    expect(res.statusCode, res.body).toBe(202);
  };
  const history = async (p: Player, query = ''): Promise<RankHistory> => {
    const res = await t.request({ method: 'GET', url: historyUrl(p, query) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const snapshotsOf = async (p: Player) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(rankSnapshots)
      .where(and(eq(rankSnapshots.region, p.platform), eq(rankSnapshots.puuid, p.puuid)));
    return row?.n ?? 0;
  };

  /** Statements inserting snapshots that wait for another transaction's lock (PostgreSQL). */
  const waitingInserts = async () => {
    const result = await t.database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and query like '%insert into rank_snapshots%'`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
  };

  it('records the standing in each queue at the first lookup', async () => {
    const p = pick((x) => x.solo !== null && x.flex !== null);
    const at = now;
    await lookUp(p);
    const solo = pointOf(entryOf(p, 'solo'), at);
    expect(await history(p)).toEqual({ data: [solo], peak: solo, ...SEASON_2026 });
    expect(await history(p, '?queue=solo')).toEqual({ data: [solo], peak: solo, ...SEASON_2026 });
    const flex = pointOf(entryOf(p, 'flex'), at);
    expect(await history(p, '?queue=flex')).toEqual({ data: [flex], peak: flex, ...SEASON_2026 });
  });

  it('adds a point when an Update finds the standing changed, and none when it has not', async () => {
    const p = pick((x) => x.solo !== null && x.flex === null);
    const first = now;
    await lookUp(p);
    await update(p);
    expect((await history(p)).data).toEqual([pointOf(entryOf(p, 'solo'), first)]);

    const before = entryOf(p, 'solo');
    loseAGame(p);
    await update(p);
    const { data } = await history(p);
    expect(data).toEqual([pointOf(before, first), pointOf(entryOf(p, 'solo'), now)]);
    expect(await history(p, '?queue=flex')).toEqual({ data: [], peak: null, ...SEASON_2026 });

    await update(p);
    expect((await history(p)).data).toHaveLength(2);
  });

  it('stores one point when the same standing is recorded twice at once', async () => {
    const p = pick((x) => x.solo !== null);
    const entry = entryOf(p, 'solo');
    let second: Promise<void> | undefined;
    await t.database.db.transaction(async (tx) => {
      await recordSnapshots(tx, p.platform, [{ ...entry, puuid: p.puuid }], new Date(now));
      // Another writer starts before this one commits, so it too finds no snapshot yet.
      second = createRankHistoryRepository(t.database.db).record(
        p.platform,
        p.puuid,
        [entry],
        new Date(now + 1),
      );
      // PostgreSQL runs it at once, and it waits for this transaction's row; PGlite runs one
      // transaction at a time, so there it starts after the commit.
      if (db.name === 'postgres') {
        await vi.waitFor(() => expect(waitingInserts()).resolves.toBe(1), {
          timeout: 30_000,
          interval: 50,
        });
      }
    });
    await second;
    expect(await snapshotsOf(p)).toBe(1);
  });

  it('answers no points and no peak for a player never ranked', async () => {
    const p = pick((x) => x.solo === null && x.flex === null);
    await lookUp(p);
    expect(await history(p)).toEqual({ data: [], peak: null, ...SEASON_2026 });
    expect(await history(p, '?queue=flex')).toEqual({ data: [], peak: null, ...SEASON_2026 });
    expect(await snapshotsOf(p)).toBe(0);
  });

  it('answers the points oldest first and the highest standing of the latest season as its peak', async () => {
    const low: RankedTier[] = ['IRON', 'BRONZE', 'SILVER'];
    const p = pick((x) => x.solo !== null && low.includes(x.solo.tier as RankedTier));
    const repository = createRankHistoryRepository(t.database.db);
    const at = (iso: string) => Date.parse(iso);
    const standing = (tier: string, rank: string, leaguePoints: number, games: number) => ({
      queueType: SOLO,
      tier,
      rank,
      leaguePoints,
      wins: games,
      losses: games,
    });
    // Higher in the 2025 season, which is over: not this season's peak.
    const recorded: [number, RankedInput][] = [
      [at('2025-06-01T00:00:00Z'), standing('DIAMOND', 'I', 90, 100)],
      [at('2026-01-20T00:00:00Z'), standing('GOLD', 'I', 99, 10)],
      [at('2026-02-01T00:00:00Z'), standing('PLATINUM', 'IV', 0, 11)],
      [at('2026-03-01T00:00:00Z'), standing('GOLD', 'I', 40, 12)],
    ];
    for (const [when, entry] of recorded) {
      await repository.record(p.platform, p.puuid, [entry], new Date(when));
    }
    await lookUp(p);
    const { data, peak } = await history(p);
    const expected = [
      ...recorded.map(([when, entry]) => pointOf(entry, when)),
      pointOf(entryOf(p, 'solo'), now),
    ];
    expect(data).toEqual(expected);
    expect(peak).toEqual(pointOf(standing('PLATINUM', 'IV', 0, 11), at('2026-02-01T00:00:00Z')));
    // The same rule as the graph's scale: Platinum IV 0 LP is above Gold I 99 LP.
    expect(ladderValue('PLATINUM', 'IV', 0)).toBeGreaterThan(ladderValue('GOLD', 'I', 99));
  });

  it('keeps solo and flex apart: a change in one adds no point to the other', async () => {
    const p = pick((x) => x.solo !== null && x.flex !== null);
    await lookUp(p);
    loseAGame(p);
    await update(p);
    expect((await history(p)).data).toHaveLength(2);
    expect((await history(p, '?queue=flex')).data).toEqual([
      expect.objectContaining({ tier: p.flex?.tier, league_points: p.flex?.leaguePoints }),
    ]);
  });

  it('answers 422 naming the queues for any other queue', async () => {
    const p = pick();
    await lookUp(p);
    const res = await t.request({ method: 'GET', url: historyUrl(p, '?queue=aram') });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toMatch(/solo.*flex/);
  });

  it('answers 404 for a player never looked up, without asking Riot', async () => {
    const p = pick();
    const res = await t.request({ method: 'GET', url: historyUrl(p) });
    expect(res.statusCode).toBe(404);
    expect(t.sim.stats().total).toBe(0);
  });

  it('records the apex players the crawler finds, before anyone looks them up', async () => {
    const crawledAt = now;
    await t.services.crawler.run('euw1', 1);
    const isChallenger = (x: Player) => x.platform === 'euw1' && x.solo?.tier === 'CHALLENGER';
    const challengers = t.sim.world.players.filter(isChallenger);
    const c = pick(isChallenger);
    const stored = await t.database.db
      .select()
      .from(rankSnapshots)
      .where(and(eq(rankSnapshots.region, 'euw1'), eq(rankSnapshots.tier, 'CHALLENGER')));
    expect(stored).toHaveLength(challengers.length);

    now += 3_600_000;
    await lookUp(c);
    // The lookup saw the standing the crawler had stored: no new point.
    expect((await history(c)).data).toEqual([pointOf(entryOf(c, 'solo'), crawledAt)]);
  });
});
