import {
  MULTISEARCH_QUEUE_EXPECTED,
  MULTISEARCH_QUEUES,
  type MultiSearch,
  type MultiSearchPlayer,
  type MultiSearchQueue,
  mainRoles,
  PLAYER_ROLES,
  type PlayerRole,
  POOL_CHAMPIONS,
  percentOf,
  RECENT_GAMES,
  round2,
  seasonOf,
  seasonRange,
} from '@riftscope/contracts';
import type { Player, RiotSim } from '@riftscope/riot-sim';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { matchParticipants } from '../src/db/schema.ts';
import { createMasteriesRepository } from '../src/modules/riot-data/masteries.repository.ts';
import { ANSWER_CACHE_MS } from '../src/modules/summoners/summoners.service.ts';
import { TEST_DATABASES } from './databases.ts';
import { lookUpWithMatches, matchesUrl, participantRowsOf, playerPicker } from './riot-players.ts';
import { useTestApp } from './test-app.ts';
import { TEST_CLOCK_START } from './test-riot.ts';

const enc = encodeURIComponent;
const riotId = (p: Player) => `${p.gameName}#${p.tagLine}`;
const searchUrl = (q: string, query: Record<string, string> = {}) =>
  `/api/multisearch?${new URLSearchParams({ region: 'euw1', q, ...query })}`;
const columnUrl = (p: Player, query = '') =>
  `/api/multisearch/${p.platform}/${enc(p.gameName)}/${enc(p.tagLine)}${query}`;

/** Riot's queue ids each switch position reads; null: every queue. */
const QUEUE_IDS: Record<MultiSearchQueue, readonly number[] | null> = {
  solo: [420],
  flex: [440],
  all: null,
};
const RANKED_IDS = [420, 440];
const DAY_MS = 86_400_000;

type StoredRow = Awaited<ReturnType<typeof participantRowsOf>>[number];

/** The sim's newest matches of a player hold games of each of these queue ids. */
const playsIn = (sim: RiotSim, p: Player) => {
  const first = sim.world.matchesOf(p).slice(0, 10);
  return (ids: readonly number[]) => ids.every((id) => first.some((m) => m.queueId === id));
};

describe.each(TEST_DATABASES)("multi-search's queue switch on $name", (db) => {
  // A clock in the simulator's season, moved past the answer cache where a test needs it.
  let now = TEST_CLOCK_START + 3_600_000;
  const t = useTestApp(db, () => ({ clock: () => now, freshRiotStats: true }));
  let pick: ReturnType<typeof playerPicker>;
  beforeAll(() => {
    pick = playerPicker(t.sim);
  });
  const get = (url: string) => t.request({ method: 'GET', url });
  const forgetAnswers = () => {
    now += ANSWER_CACHE_MS + 1;
  };

  /** A euw1 player whose newest matches hold games of each queue id, looked up with 50 matches. */
  async function storedPlayer(ids: readonly number[]): Promise<Player> {
    const p = pick((x) => x.platform === 'euw1' && playsIn(t.sim, x)(ids));
    expect((await lookUpWithMatches(t.request, p)).statusCode).toBe(200);
    expect((await get(matchesUrl(p, { perPage: 50 }))).statusCode).toBe(200);
    await t.resetRiotStats();
    return p;
  }

  /** The player's stored games of the queue but remakes, newest first. */
  async function storedGames(p: Player, queue: MultiSearchQueue): Promise<StoredRow[]> {
    const ids = QUEUE_IDS[queue];
    const rows = await participantRowsOf(t.database.db, p.puuid);
    return rows
      .filter((r) => r.isRemake !== true && (ids === null || ids.includes(r.queueId)))
      .sort((a, b) => b.gameCreation - a.gameCreation || b.matchId.localeCompare(a.matchId));
  }

  /** The pool the stored games of the season give: most games, then wins, then the lower id. */
  function expectedPool(rows: readonly StoredRow[]) {
    const { from, to } = seasonRange(seasonOf(now));
    const season = rows.filter((r) => r.gameCreation >= from && r.gameCreation < to);
    return [...Map.groupBy(season, (r) => r.championId)]
      .map(([id, games]) => {
        const sum = (pickOf: (r: StoredRow) => number) => games.reduce((n, r) => n + pickOf(r), 0);
        const wins = games.filter((r) => r.win).length;
        const deaths = sum((r) => r.deaths);
        return {
          id,
          games: games.length,
          wins,
          win_rate: percentOf(wins, games.length),
          kda: deaths > 0 ? round2((sum((r) => r.kills) + sum((r) => r.assists)) / deaths) : null,
        };
      })
      .sort((a, b) => b.games - a.games || b.wins - a.wins || a.id - b.id)
      .slice(0, POOL_CHAMPIONS);
  }

  /** A column's figures against the stored games of its queue. */
  async function expectColumnOfStoredGames(column: MultiSearchPlayer, p: Player) {
    const rows = await storedGames(p, column.queue);
    const recent = rows.slice(0, RECENT_GAMES);
    expect(column.recent.queue).toBe(column.queue);
    expect(column.results).toEqual(recent.map((r) => (r.win ? 'win' : 'loss')));
    expect(column.recent.games).toBe(recent.length);
    expect(column.recent.wins).toBe(recent.filter((r) => r.win).length);
    const byRole = Object.fromEntries(
      PLAYER_ROLES.map((role) => [role, recent.filter((r) => r.role === role).length]),
    ) as Record<PlayerRole, number>;
    expect(column.recent.roles).toEqual(
      PLAYER_ROLES.map((role) => ({ role, games: byRole[role] })),
    );
    const roles = mainRoles(byRole);
    expect([column.main_role, column.secondary_role]).toEqual([roles.main, roles.secondary]);
    expect(
      column.pool.map(({ champion, games, wins, win_rate, kda }) => ({
        id: champion.id,
        games,
        wins,
        win_rate,
        kda,
      })),
    ).toEqual(expectedPool(rows));
  }

  it('describes Solo/Duo games unless asked: recent, results, roles and pool from the stored queue-420 games', async () => {
    const p = await storedPlayer([420, 440]);
    const others = (await storedGames(p, 'all')).filter((r) => r.queueId !== 420);
    expect(others.length).toBeGreaterThan(0);
    const res = await get(searchUrl(riotId(p)));
    expect(res.statusCode, res.body).toBe(200);
    const column = res.json<MultiSearch>().entries[0]?.player;
    if (!column) throw new Error('the stored player has no column');
    expect(column.queue).toBe('solo');
    await expectColumnOfStoredGames(column, p);
    expect(column.pool.length).toBeGreaterThan(0);
    expect(t.sim.stats().total).toBe(0);
  });

  it.each(MULTISEARCH_QUEUES)(
    'describes the %s queue in the lobby and in a column asked alone, alike',
    async (queue) => {
      const p = await storedPlayer([420, 440]);
      const res = await get(searchUrl(riotId(p), { queue }));
      expect(res.statusCode, res.body).toBe(200);
      const column = res.json<MultiSearch>().entries[0]?.player;
      if (!column) throw new Error('the stored player has no column');
      expect(column.queue).toBe(queue);
      await expectColumnOfStoredGames(column, p);
      forgetAnswers();
      const alone = await get(columnUrl(p, `?queue=${queue}`));
      expect(alone.statusCode, alone.body).toBe(200);
      expect(alone.json()).toEqual(column);
    },
  );

  it('answers a player with no ranked game with no games, no pool and no notes in the ranked queues', async () => {
    const p = pick(
      (x) =>
        x.platform === 'euw1' &&
        t.sim.world.matchesOf(x).length > 0 &&
        t.sim.world
          .matchesOf(x)
          .slice(0, 10)
          .every((m) => !RANKED_IDS.includes(m.queueId)),
    );
    expect((await lookUpWithMatches(t.request, p)).statusCode).toBe(200);
    // Ranked games met in other players' stored matches are not this test's.
    await t.database.db
      .delete(matchParticipants)
      .where(
        and(eq(matchParticipants.puuid, p.puuid), inArray(matchParticipants.queueId, RANKED_IDS)),
      );
    for (const queue of ['solo', 'flex'] as const) {
      const column: MultiSearchPlayer = (await get(columnUrl(p, `?queue=${queue}`))).json();
      expect(column).toMatchObject({ queue, results: [], pool: [], notes: [], main_role: null });
      expect(column.recent.games).toBe(0);
    }
    const all: MultiSearchPlayer = (await get(columnUrl(p, '?queue=all'))).json();
    expect(all.recent.games).toBe(Math.min(RECENT_GAMES, (await storedGames(p, 'all')).length));
    expect(all.recent.games).toBeGreaterThan(0);
  });

  it("shows each pool champion's stored mastery read within a day, and none older", async () => {
    const p = await storedPlayer([420]);
    const before: MultiSearchPlayer = (await get(columnUrl(p))).json();
    const [top, second] = before.pool;
    if (!top || !second) throw new Error('the player has fewer than two pool champions');
    expect(top.mastery).toBeUndefined();
    const masteries = createMasteriesRepository(t.database.db);
    const mastery = { championId: top.champion.id, level: 7, points: 77_000, lastPlayTime: 1 };
    await masteries.store('euw1', p.puuid, [mastery], new Date(now));
    forgetAnswers();
    const after: MultiSearchPlayer = (await get(columnUrl(p))).json();
    expect(after.pool[0]).toEqual({ ...top, mastery: { level: 7, points: 77_000 } });
    expect(after.pool[1]).toEqual(second);

    await masteries.store('euw1', p.puuid, [mastery], new Date(now - DAY_MS - 1));
    forgetAnswers();
    const stale: MultiSearchPlayer = (await get(columnUrl(p))).json();
    expect(stale.pool[0]?.mastery).toBeUndefined();
  });

  it('keeps a lobby for seconds per queue: another queue is read afresh', async () => {
    const p = await storedPlayer([420, 440]);
    const lobby = (queue: MultiSearchQueue) =>
      get(searchUrl(riotId(p), { queue })).then((r) => r.json<MultiSearch>().entries[0]?.player);
    const solo = await lobby('solo');
    const [newest] = await storedGames(p, 'solo');
    if (!solo || !newest) throw new Error('the player has no stored Solo/Duo game');
    await t.database.db
      .update(matchParticipants)
      .set({ win: !newest.win })
      .where(
        and(eq(matchParticipants.matchId, newest.matchId), eq(matchParticipants.puuid, p.puuid)),
      );
    const flipped = newest.win ? 'loss' : 'win';

    // Solo/Duo is kept; every queue was not asked yet, so it reads the stored games as they are.
    expect(await lobby('solo')).toEqual(solo);
    const all = await lobby('all');
    expect(all?.queue).toBe('all');
    await expectColumnOfStoredGames(all as MultiSearchPlayer, p);
    expect(all?.results).toContain(flipped);

    forgetAnswers();
    const later = await lobby('solo');
    expect(later?.results[0]).toBe(flipped);
    expect(later?.results.slice(1)).toEqual(solo.results.slice(1));
  });

  it('answers 422 naming the allowed values for an unknown queue, on both routes', async () => {
    const p = pick((x) => x.platform === 'euw1');
    for (const url of [searchUrl(riotId(p), { queue: 'ranked' }), columnUrl(p, '?queue=ranked')]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(422);
      const body = res.json<{ message: string; errors: Record<string, string[]> }>();
      expect(body.errors.queue).toEqual([MULTISEARCH_QUEUE_EXPECTED]);
      for (const queue of MULTISEARCH_QUEUES) expect(body.errors.queue?.[0]).toContain(queue);
    }
    expect(t.sim.stats().total).toBe(0);
  });
});
