/** One rate-limit window: at most `limit` requests per `windowSeconds`. */
export interface LimitWindow {
  limit: number;
  windowSeconds: number;
}

/** A window's count as Riot reports it in the `-Count` headers. */
export interface WindowCount {
  count: number;
  windowSeconds: number;
}

const PAIR = /^\s*(\d{1,9}):(\d{1,6})\s*$/;

function pairs(header: string | null | undefined): [number, number][] {
  if (!header) return [];
  const out: [number, number][] = [];
  for (const part of header.split(',')) {
    const match = PAIR.exec(part);
    if (!match) continue;
    const a = Number(match[1]);
    const b = Number(match[2]);
    if (b > 0) out.push([a, b]);
  }
  return out;
}

/**
 * Parses `X-App-Rate-Limit` / `X-Method-Rate-Limit` ("20:1,100:120"); malformed parts are
 * dropped. https://developer.riotgames.com/docs/portal#web-apis_rate-limiting
 */
export function parseLimits(header: string | null | undefined): LimitWindow[] {
  return pairs(header)
    .filter(([limit]) => limit > 0)
    .map(([limit, windowSeconds]) => ({ limit, windowSeconds }));
}

/** Parses `X-App-Rate-Limit-Count` / `X-Method-Rate-Limit-Count` ("3:1,57:120"). */
export function parseCounts(header: string | null | undefined): WindowCount[] {
  return pairs(header).map(([count, windowSeconds]) => ({ count, windowSeconds }));
}

/** Longest wait we accept from a `Retry-After` header; anything above is treated as this. */
export const MAX_RETRY_AFTER_MS = 15 * 60_000;

/**
 * `Retry-After` in milliseconds: delta-seconds or an HTTP date; null when absent or unreadable,
 * clamped to [0, MAX_RETRY_AFTER_MS].
 */
export function parseRetryAfter(header: string | null | undefined, now: number): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  let ms: number;
  if (/^\d+(\.\d+)?$/.test(trimmed)) ms = Number(trimmed) * 1000;
  else if (!/^[A-Za-z]{3}, /.test(trimmed)) return null;
  else {
    const date = Date.parse(trimmed);
    if (Number.isNaN(date)) return null;
    ms = date - now;
  }
  if (!Number.isFinite(ms)) return MAX_RETRY_AFTER_MS;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, Math.ceil(ms)));
}
