import { type AnyColumn, and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { championBans, championFacets, championStats, matchTotals } from '../../db/schema.ts';
import { ALL_PLATFORMS } from './rollups.ts';

/**
 * Which slice of the rollups a tier list reads; no platform means all platforms summed (the
 * rows stored under ALL_PLATFORMS), no brackets every bracket (unknown ones too).
 */
export interface ChampionFilter {
  queueId: number;
  patch: string;
  platform?: string;
  /** Match brackets (RANKED_TIERS values) summed; absent means every bracket. */
  brackets?: readonly string[];
  /** A rollup role (TOP … SUPPORT, or '' when unknown); absent means every role. */
  role?: string;
}

/** A queue, patch and (real) platform with stored matches. */
export interface DataSlice {
  queueId: number;
  patch: string;
  platform: string;
}

/** One facet value of one champion in one role, summed over a slice. */
export interface FacetTotal {
  facet: string;
  value: string;
  games: number;
  wins: number;
}

/** One champion in one role, summed over the filter. */
export interface ChampionRoleAggregate {
  championId: number;
  role: string;
  games: number;
  wins: number;
}

/** The slice of the rollups one tier list rests on. */
export interface ChampionAggregates {
  rows: ChampionRoleAggregate[];
  /** Bans per champion id. */
  bans: Map<number, number>;
  /** Stored matches: the denominator of pick and ban rates. */
  matches: number;
}

const total = (column: AnyColumn) => sql`coalesce(sum(${column}), 0)`;

/**
 * The platform and bracket conditions of a filter on one of the rollup tables: one platform's
 * rows, or those summed over all of them, never both (which would count every match twice).
 */
function sliceOf(
  columns: { platform: PgColumn; bracket: PgColumn },
  filter: Pick<ChampionFilter, 'platform' | 'brackets'>,
): (SQL | undefined)[] {
  return [
    eq(columns.platform, filter.platform ?? ALL_PLATFORMS),
    filter.brackets === undefined ? undefined : inArray(columns.bracket, [...filter.brackets]),
  ];
}

/** Facets whose every value a champion page lists; the others are cut to their most played. */
const LISTED_WHOLE = ['matchup', 'length', 'timeline'];

/** `15.10` after `15.9`: patches compare part by part as numbers. */
export function comparePatches(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0 && !Number.isNaN(d)) return d;
  }
  return 0;
}

/** Every queue, patch and platform with stored matches in these queues (match_totals is small). */
async function dataSlices(db: Database, queueIds: readonly number[]): Promise<DataSlice[]> {
  return db
    .select({
      queueId: matchTotals.queueId,
      patch: matchTotals.patch,
      platform: matchTotals.platform,
    })
    .from(matchTotals)
    .where(
      and(inArray(matchTotals.queueId, [...queueIds]), ne(matchTotals.platform, ALL_PLATFORMS)),
    )
    .groupBy(matchTotals.queueId, matchTotals.patch, matchTotals.platform);
}

/** Games and wins of each champion in each role (or the filter's role) over the slice. */
function championRoleRows(db: Database, filter: ChampionFilter): Promise<ChampionRoleAggregate[]> {
  const { queueId, patch, role } = filter;
  return db
    .select({
      championId: championStats.championId,
      role: championStats.role,
      games: total(championStats.games).mapWith(Number),
      wins: total(championStats.wins).mapWith(Number),
    })
    .from(championStats)
    .where(
      and(
        eq(championStats.queueId, queueId),
        eq(championStats.patch, patch),
        ...sliceOf(championStats, filter),
        role === undefined ? undefined : eq(championStats.role, role),
      ),
    )
    .groupBy(championStats.championId, championStats.role);
}

/** Bans per champion id over the slice (every role: a ban has none). */
async function banCounts(db: Database, filter: ChampionFilter): Promise<Map<number, number>> {
  const rows = await db
    .select({
      championId: championBans.championId,
      bans: total(championBans.bans).mapWith(Number),
    })
    .from(championBans)
    .where(
      and(
        eq(championBans.queueId, filter.queueId),
        eq(championBans.patch, filter.patch),
        ...sliceOf(championBans, filter),
      ),
    )
    .groupBy(championBans.championId);
  return new Map(rows.map((b) => [b.championId, b.bans]));
}

/** Stored matches of the slice. */
async function matchCount(db: Database, filter: ChampionFilter): Promise<number> {
  const totals = await db
    .select({ matches: total(matchTotals.matches).mapWith(Number) })
    .from(matchTotals)
    .where(
      and(
        eq(matchTotals.queueId, filter.queueId),
        eq(matchTotals.patch, filter.patch),
        ...sliceOf(matchTotals, filter),
      ),
    );
  return totals[0]?.matches ?? 0;
}

async function aggregates(db: Database, filter: ChampionFilter): Promise<ChampionAggregates> {
  const [rows, bans, matches] = await Promise.all([
    championRoleRows(db, filter),
    banCounts(db, filter),
    matchCount(db, filter),
  ]);
  return { rows, bans, matches };
}

/**
 * A champion's facets in one role over a slice, summed over its brackets: every matchup,
 * length bucket and the timeline sample, and of the other facets the `limit` values with most
 * games (ties by value). One range of champion_facets' primary key per bracket, which starts
 * with champion, queue, patch, role, platform and bracket.
 */
async function facets(
  db: Database,
  filter: ChampionFilter & { championId: number; role: string },
  limit: number,
): Promise<FacetTotal[]> {
  const f = championFacets;
  const summed = db
    .select({
      facet: f.facet,
      value: f.value,
      games: sql<number>`sum(${f.games})::int`.as('games'),
      wins: sql<number>`sum(${f.wins})::int`.as('wins'),
      // "C": byte order, as JavaScript compares the ASCII values.
      rank: sql<number>`row_number() over (partition by ${f.facet}
        order by sum(${f.games}) desc, ${f.value} collate "C")`.as('rank'),
    })
    .from(f)
    .where(
      and(
        eq(f.championId, filter.championId),
        eq(f.queueId, filter.queueId),
        eq(f.patch, filter.patch),
        eq(f.role, filter.role),
        ...sliceOf(f, filter),
      ),
    )
    .groupBy(f.facet, f.value)
    .as('summed');
  const rows = await db
    .select({
      facet: summed.facet,
      value: summed.value,
      games: summed.games,
      wins: summed.wins,
    })
    .from(summed)
    .where(sql`${summed.rank} <= ${limit} or ${inArray(summed.facet, LISTED_WHOLE)}`);
  return rows.map((r) => ({ ...r, games: Number(r.games), wins: Number(r.wins) }));
}

/**
 * Reads the champion aggregates only (never matches or their participants): every query is a
 * group-by over rows per patch × platform × bracket × champion × role (× facet value), so its cost
 * grows with the variety of what was played, not with the number of matches stored. Each reads
 * one platform's rows (ALL_PLATFORMS for all regions) in the brackets asked for: a few ranges
 * of the table's primary key.
 */
export function createChampionsRepository(db: Database) {
  return {
    dataSlices: (queueIds: readonly number[]) => dataSlices(db, queueIds),
    aggregates: (filter: ChampionFilter) => aggregates(db, filter),
    facets: (filter: ChampionFilter & { championId: number; role: string }, limit: number) =>
      facets(db, filter, limit),
  };
}

export type ChampionsRepository = ReturnType<typeof createChampionsRepository>;
