import { CORE_BUILDS_MAX, SKILL_PATH_LEVELS, TIER_ROLES } from '@riftscope/contracts';
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

/** A champion's games and wins in one role against one enemy laner, summed over a slice. */
export interface MatchupTotal {
  championId: number;
  role: string;
  enemyId: number;
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
const LISTED_WHOLE = ['matchup', 'length', 'timeline', 'partner', 'enemy'];

/**
 * Facets read only for the most played cores and skill paths (see facets): a core build's boots
 * and later items, and the 18-point paths that go on from a 15-point one.
 */
const DETAIL_FACETS = ['build_boots', 'build_item', 'skill_path18'];

/** Facets the item pages read and champion pages never do: when items are completed. */
const ITEM_PAGES_ONLY = ['item_minute'];

/** The most played skill paths whose 18-point continuations a champion page reads. */
export const SKILL_PATHS_MAX = 3;

/** Most games first, then by value in code-point order, as the facet query ranks them. */
export const byGames = (a: FacetTotal, b: FacetTotal): number =>
  b.games - a.games || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);

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
export async function matchCount(db: Database, filter: ChampionFilter): Promise<number> {
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
 * Every champion's `matchup` facet over a slice (every role), summed over its brackets, of the
 * matchups with at least `minGames` games: one range of the partial index
 * champion_facets_matchup_idx per bracket (docs/champion-analytics.md, Read costs).
 */
async function matchups(
  db: Database,
  filter: ChampionFilter,
  minGames: number,
): Promise<MatchupTotal[]> {
  const f = championFacets;
  const rows = await db
    .select({
      championId: f.championId,
      role: f.role,
      enemy: f.value,
      games: sql<number>`sum(${f.games})::int`,
      wins: sql<number>`sum(${f.wins})::int`,
    })
    .from(f)
    .where(
      and(
        eq(f.facet, 'matchup'),
        eq(f.queueId, filter.queueId),
        eq(f.patch, filter.patch),
        ...sliceOf(f, filter),
      ),
    )
    .groupBy(f.championId, f.role, f.value)
    .having(sql`sum(${f.games}) >= ${minGames}`);
  return rows.map((r) => ({
    championId: r.championId,
    role: r.role,
    enemyId: Number(r.enemy),
    games: Number(r.games),
    wins: Number(r.wins),
  }));
}

/** A champion's games and wins in one role on one patch of a trend, summed over the slice. */
export interface TrendRow {
  patch: string;
  role: string;
  games: number;
  wins: number;
}

/**
 * One champion over a slice on each of `patches`: its games and wins per patch and role, and
 * the slice's matches per patch (the pick rate's sample). Two queries, each a few short ranges of
 * the primary key per patch and bracket: a trend reads one champion's rows, not the slice's.
 */
async function championTrend(
  db: Database,
  filter: Omit<ChampionFilter, 'patch' | 'role'> & {
    championId: number;
    patches: readonly string[];
  },
): Promise<{ rows: TrendRow[]; matches: Map<string, number> }> {
  if (filter.patches.length === 0) return { rows: [], matches: new Map() };
  const s = championStats;
  const t = matchTotals;
  const [rows, totals] = await Promise.all([
    db
      .select({
        patch: s.patch,
        role: s.role,
        games: total(s.games).mapWith(Number),
        wins: total(s.wins).mapWith(Number),
      })
      .from(s)
      .where(
        and(
          eq(s.queueId, filter.queueId),
          inArray(s.patch, [...filter.patches]),
          ...sliceOf(s, filter),
          eq(s.championId, filter.championId),
        ),
      )
      .groupBy(s.patch, s.role),
    db
      .select({ patch: t.patch, matches: total(t.matches).mapWith(Number) })
      .from(t)
      .where(
        and(
          eq(t.queueId, filter.queueId),
          inArray(t.patch, [...filter.patches]),
          ...sliceOf(t, filter),
        ),
      )
      .groupBy(t.patch),
  ]);
  return { rows, matches: new Map(totals.map((r) => [r.patch, r.matches])) };
}

/** `values` as a parenthesised SQL list of parameters. */
const listOf = (values: readonly (string | number)[]) =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** A champion's facets over a slice, in `role`, or without one in its most played role there. */
type FacetFilter = ChampionFilter & { championId: number; role?: string };

/**
 * The role a champion page without one shows: the champion's most played over the slice's
 * brackets, ties in TIER_ROLES' order and the unknown role '' last, as the page orders its roles
 * (SQL for a statement's `with`).
 */
const mostPlayedRoleOf = (filter: FacetFilter) => {
  const s = championStats;
  return sql`select ${s.role} as role from ${s}
    where ${and(
      eq(s.championId, filter.championId),
      eq(s.queueId, filter.queueId),
      eq(s.patch, filter.patch),
      ...sliceOf(s, filter),
    )}
    group by ${s.role}
    order by sum(${s.games}) desc,
      array_position(array[${sql.join(
        TIER_ROLES.map((r) => sql`${r}`),
        sql`, `,
      )}]::text[], ${s.role}::text) nulls last
    limit 1`;
};

/** champion_facets' rows of a champion in one role over a slice: its key up to the brackets. */
const facetKeyOf = (filter: FacetFilter) => {
  const f = championFacets;
  return [
    eq(f.championId, filter.championId),
    eq(f.queueId, filter.queueId),
    eq(f.patch, filter.patch),
    filter.role === undefined
      ? sql`${f.role} = (select role from picked)`
      : eq(f.role, filter.role),
    ...sliceOf(f, filter),
  ];
};

/** The facet name of the row that carries the role a facet read is in. */
const ROLE_ROW = ':role';

/**
 * A champion's facets in one role over a slice, summed over its brackets, and that role (the
 * champion's most played there when none is given, mostPlayedRoleOf; null when it has no games),
 * in one statement that reads one range of champion_facets' primary key per bracket (champion,
 * queue, patch, role, platform, bracket) once:
 * - every matchup, partner, length bucket and the timeline sample, and of the other facets the
 *   `limit` values with most games (ties by value), but none of DETAIL_FACETS and ITEM_PAGES_ONLY;
 * - the details of the CORE_BUILDS_MAX most played cores and SKILL_PATHS_MAX most taken skill
 *   paths among those: every `build_boots` and `build_item` row of those cores, every
 *   `skill_path18` row going on from those paths, and all `skill_path` rows summed under value
 *   `''` (the games that reached 15 points: the paths' sample).
 */
async function facets(
  db: Database,
  filter: FacetFilter,
  limit: number,
): Promise<{ role: string | null; facets: FacetTotal[] }> {
  const f = championFacets;
  const picked =
    filter.role === undefined ? mostPlayedRoleOf(filter) : sql`select ${filter.role}::text as role`;
  const result = (await db.execute(sql`
    with picked as (${picked}),
    slice as (
      select ${f.facet} as facet, ${f.value} as value, ${f.games} as games, ${f.wins} as wins
      from ${f}
      where ${and(...facetKeyOf(filter))}
    ),
    summed as (
      select facet, value, sum(games)::int as games, sum(wins)::int as wins,
        -- "C": byte order, as JavaScript compares the ASCII values (byGames).
        row_number() over (partition by facet order by sum(games) desc, value collate "C") as rank
      from slice
      where facet not in ${listOf([...DETAIL_FACETS, ...ITEM_PAGES_ONLY])}
      group by facet, value
    ),
    top_cores as (
      select value from summed where facet = 'core' and rank <= ${Math.min(limit, CORE_BUILDS_MAX)}
    ),
    top_paths as (
      select value from summed
      where facet = 'skill_path' and rank <= ${Math.min(limit, SKILL_PATHS_MAX)}
    )
    select facet, value, games, wins from summed
    where rank <= ${limit} or facet in ${listOf(LISTED_WHOLE)}
    union all
    select facet, case when facet = 'skill_path' then '' else value end,
      sum(games)::int, sum(wins)::int
    from slice
    where (facet in ('build_boots', 'build_item')
        and split_part(value, '|', 1) in (select value from top_cores))
      or (facet = 'skill_path' and exists (select from top_paths))
      or (facet = 'skill_path18'
        and left(value, ${SKILL_PATH_LEVELS}) in (select value from top_paths))
    group by 1, 2
    union all
    -- The role read, under a facet name no row has.
    select ${ROLE_ROW}, role, 0, 0 from picked`)) as unknown as { rows: FacetTotal[] };
  let role: string | null = null;
  const totals: FacetTotal[] = [];
  for (const r of result.rows) {
    if (r.facet === ROLE_ROW) role = r.value;
    else totals.push({ ...r, games: Number(r.games), wins: Number(r.wins) });
  }
  return { role, facets: totals };
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
    matchups: (filter: ChampionFilter, minGames: number) => matchups(db, filter, minGames),
    trend: (filter: Parameters<typeof championTrend>[1]) => championTrend(db, filter),
    facets: (filter: FacetFilter, limit: number) => facets(db, filter, limit),
  };
}

export type ChampionsRepository = ReturnType<typeof createChampionsRepository>;
