import { PROFILE_REFRESH_AGE_MS, type Summoner, type UpdateResponse } from '@riftscope/contracts';
import type { Player } from '@riftscope/riot-sim';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app/build-app.ts';
import { matches, summoners } from '../src/db/schema.ts';
import { UPDATE_COOLDOWN_MS } from '../src/modules/ingestion/ingestion.service.ts';
import { ANSWER_CACHE_MS } from '../src/modules/summoners/summoners.service.ts';
import { TEST_DATABASES, type TestDatabase } from './databases.ts';
import {
  lookUpWithMatches,
  matchesUrl,
  playerPicker,
  storedMatchIds,
  summonerUrl,
  updateUrl,
} from './riot-players.ts';
import { useTestApp } from './test-app.ts';

const { REDIS_URL } = process.env;

/** The Riot calls of one refresh that finds one match not stored yet. */
const REFRESH_CALLS = {
  'account-v1.getByPuuid': 1,
  'summoner-v4.getByPUUID': 1,
  'league-v4.getLeagueEntriesByPUUID': 1,
  'match-v5.getMatchIdsByPUUID': 1,
};

/** A suite's title, and the database and whether lookups and Updates are queued in Redis. */
type Suite = [title: string, setting: { db: TestDatabase; redis: boolean }];

/** Each database, in one process, and with Redis (lookups and Updates queued) where there is one. */
const SUITES: Suite[] = [
  ...TEST_DATABASES.map(
    (db): Suite => [`fresh profiles in one process on ${db.name}`, { db, redis: false }],
  ),
  ...(REDIS_URL
    ? TEST_DATABASES.map(
        (db): Suite => [`fresh profiles with queued ingestion on ${db.name}`, { db, redis: true }],
      )
    : []),
];

/**
 * The same journeys in one process and, with REDIS_URL, with the refresh queued for a worker:
 * a stale profile is refreshed in the background once however many open it, and Update says
 * how many matches it stored.
 */
describe.each(SUITES)('%s', (_title, { db, redis }) => {
  let pick: ReturnType<typeof playerPicker>;
  // The app's clock; the tests move it past the refresh age instead of waiting.
  let now = Date.now();
  const t = useTestApp(db, {
    freshRiotStats: true,
    clock: () => now,
    ...(redis ? { redis: { url: REDIS_URL ?? '' } } : {}),
  });
  beforeAll(async () => {
    pick = playerPicker(t.sim);
  });

  /** The player page opened: the profile, then the first page of matches. */
  const open = async (p: Player): Promise<Summoner> => {
    const res = await lookUpWithMatches(t.request, p);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  /** Asks how the player's refresh stands until it is neither queued nor running. */
  const settle = async (p: Player): Promise<UpdateResponse> => {
    const res = await vi.waitFor(
      async () => {
        const res = await t.request({ method: 'GET', url: updateUrl(p) });
        if (res.statusCode !== 200) return res;
        const { status } = res.json() as UpdateResponse;
        if (status === 'queued' || status === 'running') {
          throw new Error(`the refresh did not settle: still ${status}`);
        }
        return res;
      },
      { timeout: 20_000, interval: 25 },
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  /** Pretends the player's last refresh from Riot happened at `at`. */
  const refreshedAt = (p: Player, at: number) =>
    t.database.db
      .update(summoners)
      .set({ fetchedAt: new Date(at) })
      .where(eq(summoners.puuid, p.puuid));

  /** When the player's latest background refresh was claimed. */
  const claimOf = async (p: Player) => {
    const [row] = await t.database.db
      .select({ at: summoners.refreshClaimedAt })
      .from(summoners)
      .where(eq(summoners.puuid, p.puuid));
    return row?.at;
  };

  /** As if the player's newest `n` matches were played after the last refresh. */
  const playedSince = async (p: Player, n: number) => {
    const history = t.sim.world.matchesOf(p);
    const played = history.slice(0, n).map((m) => m.matchId);
    const before = history[n];
    if (!before) throw new Error('short history');
    await t.database.db.delete(matches).where(inArray(matches.matchId, played));
    const lastRefresh = before.creation + 60_000;
    await refreshedAt(p, lastRefresh);
    return { played, lastRefresh };
  };

  const withHistory = (x: Player) => t.sim.world.matchesOf(x).length >= 12;

  it('refreshes a stale profile once for 100 visitors at once, says so, and has the new match when done', async () => {
    const p = pick(withHistory);
    await open(p);
    const { played, lastRefresh } = await playedSince(p, 1);
    // Past the profile answer cached by the lookup.
    now += ANSWER_CACHE_MS;
    await t.resetRiotStats();

    const answers = await Promise.all(
      Array.from({ length: 100 }, () => t.request({ method: 'GET', url: summonerUrl(p) })),
    );
    const stale = new Date(lastRefresh).toISOString();
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      // The stored data, with word that a refresh is under way; or, for a visitor late enough
      // to read after it finished, the refreshed data.
      const body: Summoner = res.json();
      expect(body.is_refreshing, body.updated_at ?? '').toBe(body.updated_at === stale);
    }
    expect(answers.filter((res) => res.json().is_refreshing).length).toBeGreaterThan(0);
    const done = await settle(p);
    expect(done.status).toBe('done');
    expect(done.new_matches).toBe(1);
    expect(t.sim.stats().byMethod).toEqual({ ...REFRESH_CALLS, 'match-v5.getMatch': 1 });

    const fresh = await open(p);
    expect(fresh.is_refreshing).toBe(false);
    expect(fresh.updated_at).toBe(new Date(now).toISOString());
    const page = await t.request({ method: 'GET', url: matchesUrl(p) });
    expect(page.json().data[0].match_id).toBe(played[0]);
    expect(t.sim.stats().total).toBe(5);
  });

  it.skipIf(redis)(
    'refreshes once when two processes over one database are asked at once',
    async () => {
      // A second server process: its own caches and in-process runner, the same database.
      const { app: other } = await createApp({
        config: t.config,
        database: t.database,
        riot: t.riot,
        shared: null,
        clock: () => now,
      });
      try {
        const p = pick();
        await open(p);
        now += PROFILE_REFRESH_AGE_MS + ANSWER_CACHE_MS;
        await t.resetRiotStats();
        const answers = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            (i % 2 ? other.inject.bind(other) : t.request)({
              method: 'GET',
              url: summonerUrl(p),
            }),
          ),
        );
        for (const res of answers) expect(res.statusCode, res.body).toBe(200);
        const refreshing = answers.filter((res) => res.json().is_refreshing).length;
        expect(refreshing).toBeGreaterThan(0);
        await vi.waitFor(async () => {
          const row = await t.database.db
            .select({ at: summoners.fetchedAt })
            .from(summoners)
            .where(eq(summoners.puuid, p.puuid));
          expect(row[0]?.at?.getTime()).toBe(now);
        });
        expect(t.sim.stats().byMethod['account-v1.getByPuuid']).toBe(1);
      } finally {
        await other.close();
      }
    },
  );

  it('starts no refresh for a fresh profile, and one more once the age has passed again', async () => {
    const p = pick();
    await open(p);
    await t.resetRiotStats();
    now += PROFILE_REFRESH_AGE_MS - 1;
    expect((await open(p)).is_refreshing).toBe(false);
    expect(t.sim.stats().total).toBe(0);

    now += ANSWER_CACHE_MS + 2;
    expect((await open(p)).is_refreshing).toBe(true);
    expect((await settle(p)).status).toBe('done');
    expect((await open(p)).is_refreshing).toBe(false);
    expect(t.sim.stats().byMethod).toMatchObject(REFRESH_CALLS);

    now += PROFILE_REFRESH_AGE_MS + 1;
    expect((await open(p)).is_refreshing).toBe(true);
    expect((await settle(p)).status).toBe('done');
    expect(t.sim.stats().byMethod['account-v1.getByPuuid']).toBe(2);
  });

  it('keeps serving the stored profile when the refresh fails, and tries again only after the age', async () => {
    const p = pick();
    const stored = await open(p);
    now += PROFILE_REFRESH_AGE_MS + 1;
    t.sim.setFaults({ errorRate: 1 });
    try {
      expect((await open(p)).is_refreshing).toBe(true);
      expect((await settle(p)).status).toBe('failed');
    } finally {
      t.sim.setFaults({});
    }
    // Within the age nobody claims another refresh (the failed one's calls may still land).
    const claimed = await claimOf(p);
    expect(claimed).toBeInstanceOf(Date);
    now += 10_000;
    const after = await open(p);
    expect(after).toMatchObject({ updated_at: stored.updated_at, is_refreshing: false });
    expect((await settle(p)).status).toBe('failed');
    expect(await claimOf(p)).toEqual(claimed);

    now += PROFILE_REFRESH_AGE_MS;
    expect((await open(p)).is_refreshing).toBe(true);
    expect((await settle(p)).status).toBe('done');
    expect((await open(p)).updated_at).toBe(new Date(now).toISOString());
  });

  it('says how many matches an Update stored: none when nothing is new, two after two games', async () => {
    const p = pick(withHistory);
    await open(p);
    const update = async () => {
      const res = await t.request({ method: 'POST', url: updateUrl(p) });
      expect(res.statusCode, res.body).toBe(202);
      const body: UpdateResponse = res.json();
      if (redis) {
        expect(body).toMatchObject({ status: 'queued', new_matches: null });
        return settle(p);
      }
      expect(body.status).toBe('done');
      expect(await settle(p)).toMatchObject({ status: 'done', new_matches: body.new_matches });
      return body;
    };

    now += UPDATE_COOLDOWN_MS + 1_000;
    expect((await update()).new_matches).toBe(0);

    const { played } = await playedSince(p, 2);
    now += UPDATE_COOLDOWN_MS + 1_000;
    expect((await update()).new_matches).toBe(2);
    expect((await storedMatchIds(t.database.db, played)).size).toBe(2);
  });

  it.skipIf(redis)(
    'counts the matches that the first fetch of a player by Update stored',
    async () => {
      const p = pick();
      const firstPage = t.sim.world
        .matchesOf(p)
        .slice(0, 10)
        .map((m) => m.matchId);
      const already = await storedMatchIds(t.database.db, firstPage);
      const res = await t.request({ method: 'POST', url: updateUrl(p) });
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toMatchObject({ status: 'done', new_matches: 10 - already.size });
    },
  );
});
