import type { Player } from '@riftscope/riot-sim';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createIngestionServices } from '../src/app/services.ts';
import { crawlPlayers, summoners } from '../src/db/schema.ts';
import { UPDATE_COOLDOWN_MS } from '../src/modules/ingestion/ingestion.service.ts';
import { startIngestionWorker } from '../src/modules/ingestion/ingestion-worker.ts';
import { pglite, TEST_DATABASES } from './databases.ts';
import {
  COLD_LOOKUP_CALLS,
  lookUpWithMatches,
  playerPicker,
  summonerUrl,
  updateUrl,
} from './riot-players.ts';
import { useTestApp } from './test-app.ts';

const REDIS_URL = process.env.REDIS_URL;

/** The same API as in one process, with lookups and Updates run by a worker through Redis. */
describe.skipIf(!REDIS_URL).each(TEST_DATABASES)('queued ingestion on $name', (db) => {
  let pick: ReturnType<typeof playerPicker>;
  const t = useTestApp(db, { freshRiotStats: true, redis: { url: REDIS_URL ?? '' } });
  beforeAll(async () => {
    pick = playerPicker(t.sim);
  });

  const lookUp = async (p: Player) => {
    const res = await lookUpWithMatches(t.request, p);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  /** Asks how the Update stands until it is no longer queued or running. */
  const settle = async (p: Player) => {
    const seen: string[] = [];
    const res = await vi.waitFor(
      async () => {
        const res = await t.request({ method: 'GET', url: updateUrl(p) });
        if (res.statusCode !== 200) return res;
        const { status } = res.json();
        if (seen.at(-1) !== status) seen.push(status);
        if (status === 'queued' || status === 'running') {
          throw new Error(`the update did not settle: ${seen.join(' → ')}`);
        }
        return res;
      },
      { timeout: 20_000, interval: 25 },
    );
    expect(res.statusCode, res.body).toBe(200);
    return seen;
  };

  it('looks up an unknown player through the worker with the calls a cold lookup needs', async () => {
    const p = pick();
    const body = await lookUp(p);
    expect(body).toMatchObject({ puuid: p.puuid, region: p.platform, name: p.gameName });
    expect(t.sim.stats().byMethod).toEqual(COLD_LOOKUP_CALLS);
    await t.resetRiotStats();
    expect((await lookUp(p)).id).toBe(body.id);
    expect(t.sim.stats().total).toBe(0);
  });

  it('runs one job for concurrent lookups of the same player', async () => {
    const p = pick();
    const answers = await Promise.all(
      [p.gameName, p.gameName.toUpperCase(), p.gameName.toLowerCase()].map((gameName) =>
        t.request({ method: 'GET', url: summonerUrl({ ...p, gameName }) }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    // The page asks for the matches next, which waits for the job's end.
    expect((await lookUp(p)).puuid).toBe(p.puuid);
    expect(t.sim.stats().byMethod).toMatchObject({
      'account-v1.getByRiotId': 1,
      'match-v5.getMatchIdsByPUUID': 1,
    });
  });

  it('answers 404 with the not-found message for a Riot ID Riot does not know', async () => {
    const res = await t.request({
      method: 'GET',
      url: summonerUrl({ gameName: 'Nobody Here', tagLine: 'ZZZZ', platform: 'euw1' }),
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().message).toMatch(/was not found/);
  });

  it('answers 503 when Riot is down, and the next visit fetches the player', async () => {
    const p = pick();
    t.sim.setFaults({ errorRate: 1 });
    try {
      const res = await t.request({ method: 'GET', url: summonerUrl(p) });
      expect(res.statusCode, res.body).toBe(503);
    } finally {
      t.sim.setFaults({});
    }
    expect((await lookUp(p)).puuid).toBe(p.puuid);
  });

  it('queues an Update (202 queued), reports it until the worker is done, then serves fresh answers', async () => {
    const p = pick();
    await lookUp(p);
    await t.database.db
      .update(summoners)
      .set({ fetchedAt: new Date(Date.now() - UPDATE_COOLDOWN_MS - 1_000) })
      .where(eq(summoners.puuid, p.puuid));
    // A cached profile from before the Update must not outlive it.
    const stale = await lookUp(p);
    await t.resetRiotStats();

    const res = await t.request({ method: 'POST', url: updateUrl(p) });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().status).toBe('queued');
    const seen = await settle(p);
    expect(seen.at(-1)).toBe('done');
    expect(t.sim.stats().byMethod).toMatchObject({
      'account-v1.getByPuuid': 1,
      'match-v5.getMatchIdsByPUUID': 1,
    });

    const fresh = await lookUp(p);
    expect(Date.parse(fresh.next_update_at)).toBeGreaterThan(Date.parse(stale.next_update_at));
    const again = await t.request({ method: 'POST', url: updateUrl(p) });
    expect(again.statusCode).toBe(429);
  });

  it('crawls for the tier list in a scheduled job that a worker takes', async () => {
    const log = pino({ level: 'silent' });
    const crawling = await startIngestionWorker({
      redis: t.shared?.target ?? { url: REDIS_URL ?? '', keyPrefix: 'unused' },
      ...createIngestionServices({ database: t.database, riot: t.riot, log }),
      log,
      concurrency: 1,
      crawl: { intervalMs: 3_600_000, matchesPerRegion: 2 },
    });
    try {
      await vi.waitFor(
        async () => {
          const [crawled] = await t.database.db.select({ n: count() }).from(crawlPlayers);
          expect(crawled?.n).toBeGreaterThan(0);
        },
        { timeout: 20_000, interval: 200 },
      );
    } finally {
      await crawling.close();
    }
  });

  it('keeps the Riot budget and the answers in Redis', async () => {
    t.sim.setLimits({ app: '20:1,100:120' });
    try {
      await lookUp(pick());
    } finally {
      t.sim.setLimits(null);
    }
    const keys = await t.shared?.redis.keys(`${t.shared.target.keyPrefix}:*`);
    expect(keys?.some((k) => k.includes(':riot-budget:'))).toBe(true);
    expect(keys?.some((k) => k.includes(':cache:summoner:'))).toBe(true);
  });
});

describe('with Redis down', () => {
  // Nothing listens on port 1: every Redis command fails after its retries.
  const t = useTestApp(pglite, { redis: { url: 'redis://127.0.0.1:1', worker: false } });

  it('answers lookups of unknown players with 503, never 500', async () => {
    const p = playerPicker(t.sim)();
    const res = await t.request({ method: 'GET', url: summonerUrl(p) });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().message).toEqual(expect.any(String));
  });
});
