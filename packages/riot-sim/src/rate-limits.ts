/**
 * Riot-style rate limits: fixed windows that start with the first request, per routing value for
 * the application and per (routing value, method) for methods.
 * https://developer.riotgames.com/docs/portal#web-apis_rate-limiting
 */

export interface LimitWindow {
  limit: number;
  windowSeconds: number;
}

export type LimitSpec = string | readonly LimitWindow[];

export interface RateLimitOptions {
  /** Application limits per routing value; default the development key's '20:1,100:120'. */
  app?: LimitSpec | null | undefined;
  /** Method limits by Riot method id; unnamed methods keep RIOT_METHOD_LIMITS. */
  methods?: Readonly<Record<string, LimitSpec | null>> | undefined;
}

export const DEV_KEY_APP_LIMIT = '20:1,100:120';

/** Method limits as Riot's developer portal lists them for each endpoint the simulator serves. */
export const RIOT_METHOD_LIMITS: Readonly<Record<string, string>> = {
  'account-v1.getByRiotId': '1000:60',
  'account-v1.getByPuuid': '1000:60',
  'summoner-v4.getByPUUID': '1600:60',
  'league-v4.getLeagueEntriesByPUUID': '20000:10,1200000:600',
  'league-v4.getLeagueEntries': '50:10',
  'league-v4.getChallengerLeague': '30:10,500:600',
  'league-v4.getGrandmasterLeague': '30:10,500:600',
  'league-v4.getMasterLeague': '30:10,500:600',
  'match-v5.getMatchIdsByPUUID': '2000:10',
  'match-v5.getMatch': '2000:10',
  'match-v5.getTimeline': '2000:10',
  'spectator-v5.getCurrentGameInfoByPuuid': '20000:10,1200000:600',
  'champion-mastery-v4.getTopChampionMasteriesByPUUID': '20000:10,1200000:600',
  'champion-mastery-v4.getAllChampionMasteriesByPUUID': '20000:10,1200000:600',
};

/** Parses '20:1,100:120' (limit:seconds pairs). */
export function parseLimitSpec(spec: LimitSpec): LimitWindow[] {
  if (typeof spec !== 'string') return spec.map((w) => ({ ...w }));
  return spec
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => {
      const match = /^(\d+):(\d+)$/.exec(part);
      if (!match) throw new Error(`bad rate limit "${part}" in "${spec}" (want limit:seconds)`);
      const limit = Number(match[1]);
      const windowSeconds = Number(match[2]);
      if (limit < 1 || windowSeconds < 1) throw new Error(`bad rate limit "${part}"`);
      return { limit, windowSeconds };
    });
}

/** Formats windows as Riot's headers do ('20:1,100:120'). */
export function formatLimits(windows: readonly LimitWindow[]): string {
  return windows.map((w) => `${w.limit}:${w.windowSeconds}`).join(',');
}

interface Bucket {
  start: number;
  count: number;
}

export interface RateLimitVerdict {
  headers: Record<string, string>;
  /** Set when the request is over a limit. */
  exceeded: { type: 'application' | 'method'; retryAfterSeconds: number } | null;
}

export interface RateLimiter {
  check(routing: string, method: string, now: number): RateLimitVerdict;
}

/** A limiter for the given limits; every request counts, the rejected ones too, as at Riot. */
export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const app = options.app === null ? [] : parseLimitSpec(options.app ?? DEV_KEY_APP_LIMIT);
  const methods = new Map<string, LimitWindow[]>();
  for (const [method, spec] of Object.entries(RIOT_METHOD_LIMITS))
    methods.set(method, parseLimitSpec(spec));
  for (const [method, spec] of Object.entries(options.methods ?? {})) {
    methods.set(method, spec === null ? [] : parseLimitSpec(spec));
  }
  const buckets = new Map<string, Bucket>();

  /** Counts the request in each window; returns the counts and the longest wait if over. */
  const count = (scope: string, windows: readonly LimitWindow[], now: number) => {
    const counts: number[] = [];
    let retryAfterMs = -1;
    for (const w of windows) {
      const key = `${scope}|${w.windowSeconds}`;
      let bucket = buckets.get(key);
      if (!bucket || now >= bucket.start + w.windowSeconds * 1000) {
        bucket = { start: now, count: 0 };
        buckets.set(key, bucket);
      }
      bucket.count++;
      counts.push(bucket.count);
      if (bucket.count > w.limit) {
        retryAfterMs = Math.max(retryAfterMs, bucket.start + w.windowSeconds * 1000 - now);
      }
    }
    const header = windows.map((w, i) => `${counts[i] ?? 0}:${w.windowSeconds}`).join(',');
    return { header, retryAfterMs };
  };

  return {
    check(routing, method, now) {
      const headers: Record<string, string> = {};
      const methodWindows = methods.get(method) ?? [];
      const appResult = count(`app|${routing}`, app, now);
      const methodResult = count(`method|${routing}|${method}`, methodWindows, now);
      if (app.length > 0) {
        headers['X-App-Rate-Limit'] = formatLimits(app);
        headers['X-App-Rate-Limit-Count'] = appResult.header;
      }
      if (methodWindows.length > 0) {
        headers['X-Method-Rate-Limit'] = formatLimits(methodWindows);
        headers['X-Method-Rate-Limit-Count'] = methodResult.header;
      }
      const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
      if (appResult.retryAfterMs >= 0) {
        return {
          headers,
          exceeded: { type: 'application', retryAfterSeconds: toSeconds(appResult.retryAfterMs) },
        };
      }
      if (methodResult.retryAfterMs >= 0) {
        return {
          headers,
          exceeded: { type: 'method', retryAfterSeconds: toSeconds(methodResult.retryAfterMs) },
        };
      }
      return { headers, exceeded: null };
    },
  };
}
