import { REGION_CODES, type Region, round2 } from '@riftscope/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicTask } from '../../platform/periodic-task.ts';
import type { Crawler } from './crawler.ts';

/** New matches a region per crawl pass. */
export const CRAWL_MATCHES_PER_REGION = 1000;

/**
 * New matches a region stores before the pass moves on to the next region. Brackets take
 * turns from the highest, so the first turn of every region already fills the default
 * (Emerald+, all regions) view; later turns fill the lower brackets.
 */
export const CRAWL_TURN_MATCHES = 200;

export interface CrawlSchedule {
  /** Stops the schedule and waits for a running pass to end. */
  stop(): Promise<void>;
}

/** What a pass over every region did. */
export interface CrawlPassResult {
  matchesStored: number;
  matchesByBracket: Record<string, number>;
  /** New matches by queue id: Solo/Duo, ARAM and Arena (crawler.ts, CRAWL_QUEUES). */
  matchesByQueue: Record<string, number>;
  riotCalls: number;
  callsPerMatch: number | null;
  ms: number;
}

/**
 * One crawl pass: the regions take turns, each storing up to `turnMatches` new matches a turn
 * (brackets taking turns within it), until each has stored `matchesPerRegion`, has no player
 * left to visit or failed, or `signal` fires. A region that fails is logged and left out of the
 * rest of the pass.
 */
export async function crawlEveryRegion(options: {
  crawler: Crawler;
  log: FastifyBaseLogger;
  matchesPerRegion: number;
  turnMatches?: number;
  signal: AbortSignal;
}): Promise<CrawlPassResult> {
  const started = performance.now();
  const turn = options.turnMatches ?? CRAWL_TURN_MATCHES;
  const pass: CrawlPassResult = {
    matchesStored: 0,
    matchesByBracket: {},
    matchesByQueue: {},
    riotCalls: 0,
    callsPerMatch: null,
    ms: 0,
  };
  const left = new Map<Region, number>(REGION_CODES.map((r) => [r, options.matchesPerRegion]));
  for (let round = 1; left.size > 0 && !options.signal.aborted; round++) {
    for (const [region, wanted] of left) {
      if (options.signal.aborted) break;
      const goal = Math.min(turn, wanted);
      try {
        const result = await options.crawler.run(region, goal, options.signal);
        pass.matchesStored += result.matchesStored;
        pass.riotCalls += result.riotCalls;
        for (const [bracket, n] of Object.entries(result.matchesByBracket))
          pass.matchesByBracket[bracket] = (pass.matchesByBracket[bracket] ?? 0) + n;
        for (const [queue, n] of Object.entries(result.matchesByQueue))
          pass.matchesByQueue[queue] = (pass.matchesByQueue[queue] ?? 0) + n;
        // Fewer than asked: every player it knows was visited this turn.
        if (result.matchesStored < goal || result.matchesStored >= wanted) left.delete(region);
        else left.set(region, wanted - result.matchesStored);
      } catch (err) {
        options.log.warn({ err, region }, 'crawl pass failed for a region');
        left.delete(region);
      }
    }
    options.log.info(
      { round, matchesStored: pass.matchesStored, ms: Math.round(performance.now() - started) },
      'crawl round done',
    );
  }
  pass.callsPerMatch = pass.matchesStored > 0 ? round2(pass.riotCalls / pass.matchesStored) : null;
  pass.ms = Math.round(performance.now() - started);
  options.log.info({ ...pass }, 'crawl pass done');
  return pass;
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
  return startPeriodicTask({
    pass: (signal) => crawlEveryRegion({ ...options, signal }),
    intervalMs: options.intervalMs,
    log: options.log,
    failure: 'crawl pass failed',
  });
}
