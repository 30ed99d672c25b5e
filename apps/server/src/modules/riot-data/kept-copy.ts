import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/*
 * The rule shared by the copies kept of figures too costly to add up on every read (the tier
 * list's counters, the rune and item pages' figures): when a read answers the copy and has it
 * computed again (docs/champion-analytics.md, Kept copies).
 */

/** How long a copy is answered before a read computes it again if its slice's matches changed. */
export const KEPT_COPY_MS = 10 * 60_000;

/**
 * A copy grown this many times over (the slice's matches now against those it counted) is
 * computed again at once, however young: a copy made in a crawl's first minutes would otherwise
 * show a handful of games, or none with a timeline, for ten minutes.
 */
export const KEPT_COPY_GROWTH = 2;

/** Whether a copy computed at `computedAt` is older than KEPT_COPY_MS, as the database sees it. */
export const keptCopyIsOld = (computedAt: PgColumn): SQL<boolean> =>
  sql<boolean>`${computedAt} < now() - make_interval(secs => ${KEPT_COPY_MS / 1000})`;

/**
 * A copy is due to be computed again when its slice's matches differ from those it counted and
 * either the copy is old (KEPT_COPY_MS) or the slice has grown KEPT_COPY_GROWTH times over.
 */
export function isKeptCopyDue(copy: {
  isOld: boolean;
  keptMatches: number;
  matches: number;
}): boolean {
  const { isOld, keptMatches, matches } = copy;
  if (matches === keptMatches) return false;
  return isOld || matches >= keptMatches * KEPT_COPY_GROWTH;
}
