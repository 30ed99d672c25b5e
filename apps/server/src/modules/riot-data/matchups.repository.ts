import { TIER_ROLES } from '@riftscope/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { championFacets, championMatchupFacets, championMatchupLanes } from '../../db/schema.ts';
import type { FacetTotal } from './champions.repository.ts';
import { ALL_PLATFORMS } from './rollups.ts';

/** One champion against one enemy over a slice: no platform means all regions, no brackets every bracket. */
export interface MatchupFilter {
  championId: number;
  enemyId: number;
  queueId: number;
  patch: string;
  platform?: string;
  brackets?: readonly string[];
}

/** The champion's record against the enemy in one role. */
export interface MatchupRecord {
  role: string;
  games: number;
  wins: number;
}

/** The lane differences at 15 minutes in one role, summed. */
export interface MatchupLaneTotal {
  role: string;
  games: number;
  gold: number;
  cs: number;
  xp: number;
}

/** Everything a matchup page reads, per role the two met in. */
export interface MatchupAggregates {
  records: MatchupRecord[];
  facets: (FacetTotal & { role: string })[];
  lanes: MatchupLaneTotal[];
}

/** The slice's platform (or the all-regions rows, never both) and brackets of a table. */
const sliceOf = (columns: { platform: PgColumn; bracket: PgColumn }, filter: MatchupFilter) => [
  eq(columns.platform, filter.platform ?? ALL_PLATFORMS),
  filter.brackets === undefined ? undefined : inArray(columns.bracket, [...filter.brackets]),
];

/**
 * The roles a matchup can have (never '', which has no lane enemy): named, so that the key
 * columns after the role (enemy, platform, bracket…) bound each index scan instead of filtering
 * every role's rows of the champion.
 */
const LANE_ROLES = [...TIER_ROLES];

/** The champion's rows against the enemy over the slice in a matchup table, in every lane role. */
const pairOf = (
  columns: Record<'championId' | 'queueId' | 'patch' | 'role' | 'enemyId', PgColumn> & {
    platform: PgColumn;
    bracket: PgColumn;
  },
  filter: MatchupFilter,
) =>
  and(
    eq(columns.championId, filter.championId),
    eq(columns.queueId, filter.queueId),
    eq(columns.patch, filter.patch),
    inArray(columns.role, LANE_ROLES),
    eq(columns.enemyId, filter.enemyId),
    ...sliceOf(columns, filter),
  );

// Summed as bigint (sums of lane differences may outgrow an int), read as numbers.
const summed = (column: PgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * A champion against an enemy over a slice, summed over its brackets, in every role they met
 * in: the record (champion_facets' `matchup`), the matchup facets and the lane differences
 * (docs/champion-analytics.md, Matchups). Three queries at once; the matchup tables are read in
 * one range of their primary key per role and bracket (champion, queue, patch, role, enemy,
 * platform, bracket).
 */
export function createMatchupsRepository(db: Database) {
  return {
    async matchup(filter: MatchupFilter): Promise<MatchupAggregates> {
      const { championId, enemyId, queueId, patch } = filter;
      const f = championFacets;
      const m = championMatchupFacets;
      const l = championMatchupLanes;
      const [records, facets, lanes] = await Promise.all([
        db
          .select({ role: f.role, games: summed(f.games), wins: summed(f.wins) })
          .from(f)
          .where(
            and(
              eq(f.championId, championId),
              eq(f.queueId, queueId),
              eq(f.patch, patch),
              inArray(f.role, LANE_ROLES),
              ...sliceOf(f, filter),
              eq(f.facet, 'matchup'),
              eq(f.value, String(enemyId)),
            ),
          )
          .groupBy(f.role),
        db
          .select({
            role: m.role,
            facet: m.facet,
            value: m.value,
            games: summed(m.games),
            wins: summed(m.wins),
          })
          .from(m)
          .where(pairOf(m, filter))
          .groupBy(m.role, m.facet, m.value),
        db
          .select({
            role: l.role,
            games: summed(l.games),
            gold: summed(l.goldDiffSum),
            cs: summed(l.csDiffSum),
            xp: summed(l.xpDiffSum),
          })
          .from(l)
          .where(pairOf(l, filter))
          .groupBy(l.role),
      ]);
      return { records, facets, lanes };
    },
  };
}

export type MatchupsRepository = ReturnType<typeof createMatchupsRepository>;
