import { createHash } from 'node:crypto';
import type { PageviewBody } from '@riftscope/contracts';
import { isbot } from 'isbot';
import type { AnalyticsRepository } from './analytics.repository.ts';
import { rollUpPageViews } from './page-view-rollup.ts';

export interface Visitor {
  ip: string;
  userAgent: string | undefined;
  /** `DNT: 1` or `Sec-GPC: 1`: the visitor asked not to be tracked. */
  isOptedOut: boolean;
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The path alone: a query string or fragment may carry what we do not want to keep. */
export function pathOnly(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '/';
}

/** The referring site's host when it is another site; null for none, ourselves or junk. */
export function referrerHost(referrer: string | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.host === ownHost ? null : url.host.slice(0, 255);
  } catch {
    return null;
  }
}

/**
 * First-party page views without cookies: each view keeps its path, the other site that sent
 * it, and a hash of the day's secret salt with the address and browser, which counts unique
 * visitors within a day and cannot be linked across days. Bots and opted-out visitors are
 * not counted.
 */
export function createAnalyticsService(deps: {
  analytics: AnalyticsRepository;
  publicUrl: string;
  clock?: () => Date;
}) {
  const { analytics, clock = () => new Date() } = deps;
  const ownHost = new URL(deps.publicUrl).host;
  let salt: { day: string; value: string } | null = null;

  async function saltOf(day: string): Promise<string> {
    if (salt?.day !== day) salt = { day, value: await analytics.saltOf(day) };
    return salt.value;
  }

  return {
    /** Counts a view; returns whether it was counted. */
    async record(view: PageviewBody, visitor: Visitor): Promise<boolean> {
      const userAgent = visitor.userAgent?.trim();
      if (visitor.isOptedOut || !userAgent || isbot(userAgent)) return false;
      const day = utcDay(clock());
      const visitorHash = createHash('sha256')
        .update(`${await saltOf(day)}\n${visitor.ip}\n${userAgent}`)
        .digest('hex');
      await analytics.insert({
        day,
        path: pathOnly(view.path),
        referrerHost: referrerHost(view.referrer, ownHost),
        visitorHash,
      });
      return true;
    },

    /** Sums finished days into the daily table and deletes old rows; returns the days summed. */
    rollUp: (): Promise<string[]> => rollUpPageViews(analytics, clock()),
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
