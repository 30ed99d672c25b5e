import { REGION_CODES } from '@riftscope/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Crawler } from './crawler.ts';

/** New matches a region per crawl pass. */
export const CRAWL_MATCHES_PER_REGION = 1000;

export interface CrawlSchedule {
  /** Stops the schedule and waits for a running pass to end. */
  stop(): Promise<void>;
}

/**
 * One crawl pass: every region in turn, up to `matchesPerRegion` new matches each, until
 * `signal` fires. A region that fails is logged and the pass goes on with the next.
 */
export async function crawlEveryRegion(options: {
  crawler: Crawler;
  log: FastifyBaseLogger;
  matchesPerRegion: number;
  signal: AbortSignal;
}): Promise<void> {
  for (const region of REGION_CODES) {
    if (options.signal.aborted) return;
    try {
      const result = await options.crawler.run(region, options.matchesPerRegion, options.signal);
      options.log.info({ ...result }, 'crawled a region');
    } catch (err) {
      options.log.warn({ err, region }, 'crawl pass failed for a region');
    }
  }
}

/**
 * Crawls every region in turn right away and then every `intervalMs`, storing up to
 * `matchesPerRegion` new matches a region each pass. Low priority: visitors go first.
 */
export function startCrawlSchedule(options: {
  crawler: Crawler;
  log: FastifyBaseLogger;
  matchesPerRegion: number;
  intervalMs: number;
}): CrawlSchedule {
  const stop = new AbortController();
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const pass = () => crawlEveryRegion({ ...options, signal: stop.signal });
  const schedule = () => {
    running = pass().finally(() => {
      if (!stop.signal.aborted) timer = setTimeout(schedule, options.intervalMs);
    });
  };
  schedule();

  return {
    async stop() {
      stop.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
