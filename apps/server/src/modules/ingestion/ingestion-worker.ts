import { type Job, Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '../../platform/errors.ts';
import { closeWithin, connectRedis, type RedisTarget } from '../../platform/redis/connection.ts';
import type { SummonersRepository } from '../riot-data/summoners.repository.ts';
import { crawlEveryRegion } from './crawl-schedule.ts';
import type { Crawler } from './crawler.ts';
import type { IngestionService } from './ingestion.service.ts';
import {
  INGESTION_QUEUE,
  type IngestionJob,
  type LookupResult,
  queuePrefixOf,
  type RefreshResult,
} from './ingestion-queue.ts';

/** The tier-list crawl's queue: one pass at a time across all workers. */
export const CRAWL_QUEUE = 'crawl';

/**
 * A worker holds a lock on each job it runs and renews it every half of this; a worker that
 * dies loses its locks, and another worker takes its jobs back within about this long plus
 * `STALLED_CHECK_MS`.
 */
const LOCK_MS = 15_000;
const STALLED_CHECK_MS = 5_000;

export interface IngestionWorkerOptions {
  redis: RedisTarget;
  ingestion: IngestionService;
  summoners: Pick<SummonersRepository, 'findByPuuid'>;
  crawler: Crawler;
  log: FastifyBaseLogger;
  /** Lookups and Updates run at once by this worker. */
  concurrency: number;
  /** The crawl schedule; null leaves crawling to others (or off). */
  crawl: { intervalMs: number; matchesPerRegion: number } | null;
}

/**
 * Runs one ingestion job; what it returns is the job's result. A lookup reports the player
 * (`report`, the job's progress) once its profile is stored, and ends once its first page of
 * matches is stored too: the visitor's request answers at the first, whoever reads the player's
 * matches waits for the second (ingestion-queue.ts).
 */
export async function runIngestionJob(
  job: IngestionJob,
  deps: Pick<IngestionWorkerOptions, 'ingestion' | 'summoners' | 'log'>,
  report: (profile: LookupResult) => Promise<void> = async () => {},
): Promise<LookupResult | RefreshResult | null> {
  if (job.kind === 'lookup') {
    try {
      const row = await deps.ingestion.lookup(job.region, job.gameName, job.tagLine);
      // Not reported, the visitor waits for the end of the job instead.
      await report({ puuid: row.puuid }).catch((err: unknown) =>
        deps.log.warn({ err, puuid: row.puuid }, 'lookup progress not reported'),
      );
      await deps.ingestion.firstPage(row);
      return { puuid: row.puuid };
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 404) return { notFound: true };
      throw err;
    }
  }
  const row = await deps.summoners.findByPuuid(job.region, job.puuid);
  if (!row) return null;
  if (job.kind === 'refresh') {
    const { newMatches } = await deps.ingestion.backgroundRefresh(row);
    return { newMatches };
  }
  try {
    const { newMatches } = await deps.ingestion.update(row);
    return { newMatches };
  } catch (err) {
    // Another Update of this player has just finished: what this one wanted is stored.
    if (!(err instanceof HttpError && err.statusCode === 429)) throw err;
    return { newMatches: 0 };
  }
}

/** Logs a worker's failed and stalled jobs and its errors. */
function logWorkerEvents(worker: Worker, log: FastifyBaseLogger): void {
  worker.on('failed', (job, err) =>
    log.warn({ err, job: job?.name, jobId: job?.id }, 'job failed'),
  );
  // Connection failures are logged by the connections; others are worth an error.
  worker.on('error', (err) => {
    if (!('code' in err)) log.error({ err }, 'worker error');
  });
  worker.on('stalled', (jobId) => log.warn({ jobId }, 'job stalled; taken over'));
}

/**
 * The crawl queue, one pass at a time across all workers, with the pass scheduled every
 * interval when this worker crawls, or its schedule removed when crawling is off.
 */
async function openCrawlQueue(
  connection: Redis,
  options: Pick<IngestionWorkerOptions, 'redis' | 'crawl'>,
): Promise<Queue> {
  const { crawl } = options;
  const crawlQueue = new Queue(CRAWL_QUEUE, { connection, prefix: queuePrefixOf(options.redis) });
  await crawlQueue.setGlobalConcurrency(1);
  if (crawl) {
    // The first pass runs at once; upserting again (another worker starting) adds none.
    await crawlQueue.upsertJobScheduler(
      'tier-list-crawl',
      { every: crawl.intervalMs },
      { name: 'crawl-pass', opts: { removeOnComplete: 20, removeOnFail: 20 } },
    );
  } else {
    await crawlQueue.removeJobScheduler('tier-list-crawl');
  }
  return crawlQueue;
}

/** How a worker holds its jobs: the queues' prefix, its locks and the check of stalled jobs. */
const workerOptionsOf = (redis: RedisTarget) => ({
  prefix: queuePrefixOf(redis),
  lockDuration: LOCK_MS,
  stalledInterval: STALLED_CHECK_MS,
});

/**
 * The crawl's worker, taking crawl passes one at a time; only a worker that crawls takes crawl
 * jobs, and one with crawling off leaves them to others (null).
 */
function startCrawlWorker(
  connection: Redis,
  options: Pick<IngestionWorkerOptions, 'redis' | 'crawl' | 'crawler' | 'log'>,
  signal: AbortSignal,
): Worker | null {
  const { crawl, crawler, log } = options;
  if (!crawl) return null;
  return new Worker(
    CRAWL_QUEUE,
    () => crawlEveryRegion({ crawler, log, matchesPerRegion: crawl.matchesPerRegion, signal }),
    { ...workerOptionsOf(options.redis), connection, concurrency: 1 },
  );
}

/**
 * Starts taking jobs: lookups and Updates from the ingestion queue, and the tier-list crawl,
 * which runs as a scheduled job so that any number of workers crawl once per interval.
 */
export async function startIngestionWorker(options: IngestionWorkerOptions) {
  const { log } = options;
  const { url } = options.redis;
  const workerConnection = connectRedis(url, { name: 'worker', log, forBlocking: true });
  const crawlWorkerConnection = connectRedis(url, { name: 'crawl-worker', log, forBlocking: true });
  const crawlQueueConnection = connectRedis(url, { name: 'crawl-queue', log });
  const connections = [workerConnection, crawlWorkerConnection, crawlQueueConnection];
  const ingestionWorker = new Worker<IngestionJob, LookupResult | RefreshResult | null>(
    INGESTION_QUEUE,
    (job: Job<IngestionJob>) =>
      runIngestionJob(job.data, options, (profile) => job.updateProgress(profile)),
    {
      ...workerOptionsOf(options.redis),
      connection: workerConnection,
      concurrency: options.concurrency,
    },
  );
  const stopCrawl = new AbortController();
  const crawlWorker = startCrawlWorker(crawlWorkerConnection, options, stopCrawl.signal);
  for (const worker of crawlWorker ? [ingestionWorker, crawlWorker] : [ingestionWorker]) {
    logWorkerEvents(worker, log);
  }
  const crawlQueue = await openCrawlQueue(crawlQueueConnection, options);

  return {
    /** Stops taking jobs and waits for those under way (a crawl pass stops at its next player). */
    async close() {
      stopCrawl.abort();
      await Promise.all([ingestionWorker.close(), crawlWorker?.close()]);
      await closeWithin(
        3_000,
        async () => {
          await crawlQueue.close();
          await Promise.all(connections.map((c) => c.quit()));
        },
        connections,
      );
    },
  };
}
