import type { FastifyBaseLogger } from 'fastify';
import { type PeriodicTask, startPeriodicTask } from '../../platform/periodic-task.ts';
import type { AnalyticsRepository } from './analytics.repository.ts';

/**
 * Days whose page views are kept row by row: the day in progress and the one before it, so that
 * a view stored just after midnight under the day before is still summed into that day.
 */
export const PAGE_VIEW_RAW_DAYS = 2;

/** How often finished days are summed and their rows deleted (and once at start). */
export const PAGE_VIEW_ROLLUP_INTERVAL_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** One pass: sums every finished day, then deletes the rows older than `PAGE_VIEW_RAW_DAYS`. */
export function rollUpPageViews(analytics: Pick<AnalyticsRepository, 'rollUp'>, now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return analytics.rollUp(utcDay(today), utcDay(today - (PAGE_VIEW_RAW_DAYS - 1) * DAY_MS));
}

/**
 * Rolls page views up by day right away and then every `intervalMs` (docs/architecture.md,
 * page views). Each pass is one transaction and sums days again from their rows, so a failed
 * pass changes nothing and the next one does its work; several processes may run it.
 */
export function startPageViewRollup(options: {
  /** The analytics service's rollUp, which sums finished days and returns them. */
  analytics: { rollUp(): Promise<string[]> };
  log: FastifyBaseLogger;
  intervalMs: number;
}): PeriodicTask {
  const { analytics, log, intervalMs } = options;
  return startPeriodicTask({
    intervalMs,
    log,
    failure: 'page view rollup failed',
    async pass() {
      const days = await analytics.rollUp();
      if (days.length > 0) log.info({ days }, 'page views rolled up');
    },
  });
}
