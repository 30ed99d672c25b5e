import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Platform, regionalRouteOf } from '@riftscope/riot';
import { loadDataDragon } from '@riftscope/riot/ddragon';
import {
  createRiotSim,
  DEFAULT_API_KEY,
  DEV_KEY_APP_LIMIT,
  type Player,
  type RiotSim,
} from '@riftscope/riot-sim';
import { count, isNotNull } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { summoners } from '../src/db/schema.ts';
import { postgres } from './databases.ts';
import { freePort, type RunningProcess, startProcess } from './processes.ts';
import { matchStorageProblems, summonerUrl } from './riot-players.ts';
import { TEST_DDRAGON_DIR } from './test-riot.ts';

const { REDIS_URL, TEST_DATABASE_URL } = process.env;

/** A whole run under the development key's limits takes minutes: 14 Riot calls a player. */
const RUN_TIMEOUT_MS = 12 * 60_000;

const LOOKUPS = 100;

/**
 * Players no one has looked up, a quarter from each regional route (the app limit applies per
 * routing value, and most of a lookup's 14 calls go to the route). Each quarter is a circle of
 * players who play together, as friends looking each other up: their recent matches overlap, so
 * concurrent lookups often want the same match, and a run needs fewer of Riot's 120-second windows.
 */
function unknownPlayers(sim: RiotSim, count: number): Player[] {
  const { world } = sim;
  const samples = new Set(world.samplePlayers.map((p) => p.puuid));
  const routes = ['americas', 'europe', 'asia', 'sea'];
  const picked: Player[] = [];
  for (const [i, route] of routes.entries()) {
    const wanted =
      Math.floor((count * (i + 1)) / routes.length) - Math.floor((count * i) / routes.length);
    const seed = world.players.find(
      (p) => !samples.has(p.puuid) && regionalRouteOf(p.platform as Platform) === route,
    );
    if (!seed) throw new Error(`the world has no player in ${route}`);
    const circle = new Set<Player>();
    const queue = [seed];
    while (circle.size < wanted) {
      const p = queue.shift();
      if (!p) throw new Error(`too few players around ${seed.gameName} in ${route}`);
      if (samples.has(p.puuid) || circle.has(p)) continue;
      circle.add(p);
      for (const match of world.matchesOf(p).slice(0, 10)) {
        for (const index of match.participants) {
          const mate = world.players[index];
          if (mate) queue.push(mate);
        }
      }
    }
    picked.push(...circle);
  }
  return picked;
}

/**
 * The scale-out (docs/adr/0006-scale-out-over-redis.md) on loopback: two API processes and two workers over one PostgreSQL database and
 * one Redis, against one simulator with the development key's limits. Every lookup goes through
 * the queue; the budget is shared in Redis, so together they never go over Riot's limits.
 */
describe.skipIf(!REDIS_URL || !TEST_DATABASE_URL)('two API processes and two workers', () => {
  let sim: RiotSim;
  let database: { handle: DatabaseHandle; url?: string; drop(): Promise<void> };
  let dataDir: string;
  let keyPrefix: string;
  const apis: { process: RunningProcess; url: string }[] = [];
  const workers: RunningProcess[] = [];

  beforeAll(async () => {
    sim = await createRiotSim({
      dataDragon: await loadDataDragon({ dir: TEST_DDRAGON_DIR }),
      limits: { app: DEV_KEY_APP_LIMIT },
    });
    database = await postgres(TEST_DATABASE_URL ?? '').create();
    dataDir = await mkdtemp(join(tmpdir(), 'riftscope-scale-out-'));
    keyPrefix = `test-scale-out-${process.pid}-${Date.now().toString(36)}`;
    const env = (name: string): Record<string, string> => ({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, name),
      DATABASE_URL: database.url ?? '',
      REDIS_URL: REDIS_URL ?? '',
      REDIS_KEY_PREFIX: keyPrefix,
      RIOT_API_KEY: DEFAULT_API_KEY,
      RIOT_API_BASE_URL: sim.baseUrlTemplate,
      DDRAGON_DIR: TEST_DDRAGON_DIR,
      CRAWL_INTERVAL_MINUTES: '0',
      // Every lookup comes from this one address.
      LOOKUPS_PER_IP_PER_MINUTE: '1000000',
      NEW_PLAYER_LOOKUPS_PER_IP_PER_MINUTE: '1000000',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'correct horse battery',
    });
    for (const name of ['worker-a', 'worker-b']) workers.push(startProcess('worker', env(name)));
    for (const name of ['api-a', 'api-b']) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      apis.push({
        process: startProcess('main', { ...env(name), PORT: String(port), PUBLIC_URL: url }),
        url,
      });
    }
    await Promise.all([
      ...workers.map((w) => w.waitFor(/worker is taking jobs/)),
      ...apis.map((a) => a.process.waitFor(/RiftScope is running/)),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([...apis.map((a) => a.process), ...workers].map((p) => p.stop()));
    await sim?.close();
    await database?.drop();
    if (keyPrefix && REDIS_URL) {
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${keyPrefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** Looks a player up until it is served; a 503 with Retry-After means "still fetching". */
  async function lookUp(base: string, p: Player): Promise<{ status: number; puuid?: string }> {
    for (;;) {
      const res = await fetch(`${base}${summonerUrl(p)}`);
      const retryAfter = Number(res.headers.get('retry-after'));
      if (res.status === 503 && retryAfter > 0) {
        await res.arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
        continue;
      }
      const body = (await res.json()) as { puuid?: string };
      return { status: res.status, ...(body.puuid ? { puuid: body.puuid } : {}) };
    }
  }

  it(
    `serves ${LOOKUPS} concurrent lookups of unknown players without a 429, storing each match once, though a worker dies`,
    async () => {
      const players = unknownPlayers(sim, LOOKUPS);
      expect(new Set(players.map((p) => p.puuid)).size).toBe(LOOKUPS);
      let done = 0;
      const answers = Promise.all(
        players.map(async (p, i) => {
          const api = apis[i % apis.length];
          if (!api) throw new Error('no API process');
          const answer = await lookUp(api.url, p);
          done += 1;
          return answer;
        }),
      );

      // One worker dies mid-run, holding jobs: the other takes them over once their locks lapse.
      // Once the first lookup is answered, both workers are taking jobs off the queue.
      const [doomed, survivor] = workers;
      if (!doomed || !survivor) throw new Error('two workers expected');
      await vi.waitFor(() => expect(done).toBeGreaterThan(0), { timeout: 120_000, interval: 50 });
      const doneBeforeKill = done;
      doomed.child.kill('SIGKILL');

      const results = await answers;
      expect(doneBeforeKill).toBeLessThan(LOOKUPS);
      expect(survivor.output()).toMatch(/job stalled; taken over/);
      expect(results.filter((r) => r.status !== 200)).toEqual([]);
      expect(results.map((r) => r.puuid)).toEqual(players.map((p) => p.puuid));

      const stats = sim.stats();
      expect(stats.rateLimited).toEqual({ application: 0, method: 0, service: 0 });
      expect(stats.byStatus['429'] ?? 0).toBe(0);

      const problems = await matchStorageProblems(database.handle.db);
      expect(problems.matches).toBeGreaterThanOrEqual(10);
      expect(problems).toMatchObject({
        halfWritten: [],
        orphanParticipants: 0,
        repeatedPlayers: [],
      });
      const fetched = await database.handle.db
        .select({ n: count() })
        .from(summoners)
        .where(isNotNull(summoners.fetchedAt));
      expect(fetched[0]?.n).toBe(LOOKUPS);
    },
    RUN_TIMEOUT_MS,
  );
});
