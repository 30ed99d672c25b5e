import { startAfterGameRefresh } from '../modules/ingestion/after-game-refresh.ts';
import { CRAWL_MATCHES_PER_REGION } from '../modules/ingestion/crawl-schedule.ts';
import { startIngestionWorker } from '../modules/ingestion/ingestion-worker.ts';
import { startLadderSchedule } from '../modules/ladders/ladder-reader.ts';
import { openSharedState } from '../platform/redis/shared-state.ts';
import { createRiotDeps } from '../platform/riot.ts';
import {
  exitUnlessSharedDatabase,
  loadConfigOrExit,
  openConfiguredDatabase,
  rootLogger,
} from '../platform/startup.ts';
import { createServices } from './services.ts';

const SHUTDOWN_GRACE_MS = 30_000;
/**
 * How long a worker's Riot call may wait for budget and retries. Nobody waits on a worker's job
 * but the queue, so it waits for the next window rather than fail the job.
 */
const WORKER_RIOT_WAIT_MS = 5 * 60_000;

/** `npm run worker`: takes lookups, Updates and crawl passes from the queue in Redis. */
export async function runWorker(): Promise<void> {
  const config = loadConfigOrExit();
  exitUnlessSharedDatabase(config);
  const log = rootLogger(config).child({ process: 'worker' });
  const shared = openSharedState(config, log);
  if (!shared) {
    process.stderr.write('npm run worker needs REDIS_URL: without it the server does this work\n');
    process.exit(1);
  }
  const database = await openConfiguredDatabase(config, log);
  const riot = await createRiotDeps(config, log.child({ module: 'riot' }), {
    store: shared.rateLimitStore,
    maxWaitMs: WORKER_RIOT_WAIT_MS,
  });
  // The worker runs lookups and Updates itself: its services take no queue of their own.
  const services = createServices({ config, database, riot, log });
  const worker = await startIngestionWorker({
    redis: shared.target,
    ingestion: services.ingestion,
    summoners: services.repositories.summoners,
    crawler: services.crawler,
    log,
    concurrency: config.worker.concurrency,
    crawl:
      config.crawl.intervalMs > 0
        ? { intervalMs: config.crawl.intervalMs, matchesPerRegion: CRAWL_MATCHES_PER_REGION }
        : null,
  });

  // The apex ladders: each worker that crawls reads the ones older than LADDER_MAX_AGE_MS.
  const ladders =
    config.crawl.intervalMs > 0
      ? startLadderSchedule({ reader: services.ladderReader, log: log.child({ job: 'ladders' }) })
      : null;
  // Followed players' new ranked games, for LP per game (ingestion/after-game-refresh.ts).
  const afterGame = config.crawl.intervalMs > 0 ? startAfterGameRefresh(services.afterGame) : null;

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    log.info({ signal }, 'worker shutting down');
    const timer = setTimeout(() => {
      log.error('shutdown took too long; exiting (unfinished jobs go back to the queue)');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    await ladders?.stop();
    await afterGame?.stop();
    await worker.close();
    await riot.close();
    await shared.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  log.info({ concurrency: config.worker.concurrency }, 'worker is taking jobs');
}
