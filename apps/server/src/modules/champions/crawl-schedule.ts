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

  const pass = async () => {
    for (const region of REGION_CODES) {
      if (stop.signal.aborted) return;
      try {
        await options.crawler.run(region, options.matchesPerRegion, stop.signal);
      } catch (err) {
        options.log.warn({ err, region }, 'crawl pass failed for a region');
      }
    }
  };
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
