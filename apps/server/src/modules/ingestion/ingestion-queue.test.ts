import { randomUUID } from 'node:crypto';
import { type Job, Worker } from 'bullmq';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectRedis, type RedisTarget } from '../../platform/redis/connection.ts';
import type { SummonerRow } from '../riot-data/player-rows.ts';
import type { IngestionJobs } from './ingestion-jobs.ts';
import { createQueuedJobs, INGESTION_QUEUE, queuePrefixOf } from './ingestion-queue.ts';

const REDIS_URL = process.env.REDIS_URL ?? '';
const log = pino({ level: 'silent' });

describe.skipIf(!REDIS_URL)('queued lookups and Updates', () => {
  let target: RedisTarget;
  let jobs: IngestionJobs & { close(): Promise<void> };
  let worker: Worker;
  const row = { region: 'euw1', puuid: 'player-1', fetchedAt: null } as SummonerRow;
  /** What the database holds for the player, as the worker stores it. */
  let stored: SummonerRow | null = null;

  beforeEach(() => {
    stored = null;
    target = { url: REDIS_URL, keyPrefix: `test-queue-${randomUUID()}` };
    jobs = createQueuedJobs({
      redis: target,
      log,
      ingestion: { nextUpdateAt: () => null },
      summoners: {
        findByRiotId: async () => null,
        findByPuuid: async () => stored,
      },
    });
    // Takes jobs only when asked, so the test decides when the Update finishes.
    worker = new Worker(INGESTION_QUEUE, null, {
      connection: connectRedis(REDIS_URL, { name: 'test-worker', log, forBlocking: true }),
      prefix: queuePrefixOf(target),
    });
  });

  afterEach(async () => {
    await worker.close();
    await jobs.close();
    const redis = connectRedis(REDIS_URL, { name: 'test-cleanup', log });
    const keys = await redis.keys(`${target.keyPrefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('is never done without its count while the worker finishes it under polling', async () => {
    await jobs.update(row);
    const token = randomUUID();
    const job = (await worker.getNextJob(token)) as Job;
    expect(job.id).toBe('update-euw1-player-1');
    expect(await jobs.updateStatus(row)).toEqual({ status: 'running', newMatches: null });

    // Visitors poll without pause while the worker stores the count and finishes the job.
    let finished = false;
    const readings: Awaited<ReturnType<IngestionJobs['updateStatus']>>[] = [];
    const poll = async () => {
      while (!finished) readings.push(await jobs.updateStatus(row));
      readings.push(await jobs.updateStatus(row));
    };
    const pollers = Array.from({ length: 20 }, poll);
    while (readings.length < 200) await new Promise((resolve) => setImmediate(resolve));
    await job.moveToCompleted({ newMatches: 2 }, token, false);
    finished = true;
    await Promise.all(pollers);

    const done = readings.filter((reading) => reading.status === 'done');
    expect(done.length).toBeGreaterThanOrEqual(20);
    expect(new Set(readings.map((reading) => reading.status))).toEqual(
      new Set(['running', 'done']),
    );
    for (const reading of done) expect(reading).toEqual({ status: 'done', newMatches: 2 });
  });

  it('answers a lookup once the worker has stored the profile, and its first page once the job ends', async () => {
    const looking = jobs.lookup('euw1', 'Faker', 'KR1');
    const token = randomUUID();
    let job: Job | undefined;
    while (!job) job = (await worker.getNextJob(token)) as Job | undefined;
    expect(job.data).toMatchObject({ kind: 'lookup', gameName: 'Faker' });

    const profile = { ...row, fetchedAt: new Date(), historyStoredFrom: null } as SummonerRow;
    stored = profile;
    await job.updateProgress({ puuid: row.puuid });
    expect(await looking).toBe(profile);

    let paged: SummonerRow | null = null;
    const paging = jobs.firstPage(profile, 'faker', 'kr1').then((r) => {
      paged = r;
    });
    const withPage = { ...profile, historyStoredFrom: 1 } as SummonerRow;
    stored = withPage;
    expect(paged).toBeNull();
    await job.moveToCompleted({ puuid: row.puuid }, token, false);
    await paging;
    expect(paged).toBe(withPage);
  });
});
