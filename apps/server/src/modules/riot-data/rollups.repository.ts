import type { ItemClasses } from '@riftscope/riot/ddragon';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type JsonParameter, type RowSet, rowSet, type TaggedRows } from '../../db/row-set.ts';
import {
  championBans,
  championFacets,
  championMatchupFacets,
  championMatchupLanes,
  championStats,
  matchTotals,
} from '../../db/schema.ts';
import type { FacetDelta } from './facets.ts';
import { rebuildFacets } from './facets-rebuild.ts';
import type { MatchupFacetDelta, MatchupLaneDelta } from './matchup-facets.ts';
import {
  ALL_PLATFORMS,
  type ChampionBanDelta,
  type ChampionStatDelta,
  type MatchTotalDelta,
  type RollupDeltas,
  type RollupKey,
} from './rollups.ts';

// SQL twins of patchOf (rollups.ts) and roleOf (match-stats.ts); the rollups property
// test holds them equal.
const PATCH = sql.raw(`left(array_to_string((string_to_array(m.game_version, '.'))[1:2], '.'), 8)`);
const ROLE = sql.raw(`case p.team_position
  when 'TOP' then 'TOP' when 'JUNGLE' then 'JUNGLE' when 'MIDDLE' then 'MIDDLE'
  when 'BOTTOM' then 'CARRY' when 'UTILITY' then 'SUPPORT' else '' end`);

// A stored match's rows, sent once and tagged with its match id: the keys they are added
// under (queue, patch, platform, bracket), the match's and its copy under ALL_PLATFORMS, are
// joined in by the statement.
const KEY = rowSet(matchTotals, ['queueId', 'patch', 'platform', 'bracket']);

/**
 * The JSON text of the keys each match's rows are added under: its key and the copy under
 * ALL_PLATFORMS (the key alone when already there: a match of unknown platform counts among all
 * regions only, once, as withAllPlatforms in rollups.ts).
 */
export function rollupKeyJson(keys: readonly (readonly [string, RollupKey])[]): string {
  return KEY.taggedJson(
    'match_id',
    keys.map(([matchId, key]) => [
      matchId,
      key.platform === ALL_PLATFORMS ? [key] : [key, { ...key, platform: ALL_PLATFORMS }],
    ]),
  );
}

/**
 * The common table expression `name`: the keys (rollupKeyJson, in `keys`) of the matches of
 * the row source `inserted` (a `match_id` column: the matches or timelines the statement
 * inserted, so one stored before adds nothing).
 */
export function rollupKeys(name: string, inserted: string, keys: JsonParameter): SQL {
  return sql`${sql.raw(name)} as (
          select k.*
          from ${sql.raw(inserted)} i
          join ${KEY.taggedRecordsetOf('match_id', keys, 'k')} on k.match_id = i.match_id
        )`;
}

/** How one table's rows of the matches a statement stores are sent and added. */
interface Upsert<Row> {
  table: string;
  /** The columns sent per row: the key's others and the counts. */
  rows: RowSet<Row>;
  /** The table's primary key, in order (schema.ts). */
  primaryKey: readonly string[];
  /** Columns added to on conflict. */
  counts: readonly string[];
}

const STAT_UPSERT: Upsert<ChampionStatDelta> = {
  table: 'champion_stats',
  rows: rowSet(championStats, ['championId', 'role', 'games', 'wins']),
  primaryKey: ['queue_id', 'patch', 'platform', 'bracket', 'champion_id', 'role'],
  counts: ['games', 'wins'],
};
const BAN_UPSERT: Upsert<ChampionBanDelta> = {
  table: 'champion_bans',
  rows: rowSet(championBans, ['championId', 'bans']),
  primaryKey: ['queue_id', 'patch', 'platform', 'bracket', 'champion_id'],
  counts: ['bans'],
};
const TOTAL_UPSERT: Upsert<MatchTotalDelta> = {
  table: 'match_totals',
  rows: rowSet(matchTotals, ['matches']),
  primaryKey: ['queue_id', 'patch', 'platform', 'bracket'],
  counts: ['matches'],
};
const FACET_UPSERT: Upsert<FacetDelta> = {
  table: 'champion_facets',
  rows: rowSet(championFacets, ['championId', 'role', 'facet', 'value', 'games', 'wins']),
  primaryKey: ['champion_id', 'queue_id', 'patch', 'role', 'platform', 'bracket', 'facet', 'value'],
  counts: ['games', 'wins'],
};

const MATCHUP_FACET_UPSERT: Upsert<MatchupFacetDelta> = {
  table: 'champion_matchup_facets',
  rows: rowSet(championMatchupFacets, [
    'championId',
    'role',
    'enemyId',
    'facet',
    'value',
    'games',
    'wins',
  ]),
  primaryKey: [
    'champion_id',
    'queue_id',
    'patch',
    'role',
    'enemy_id',
    'platform',
    'bracket',
    'facet',
    'value',
  ],
  counts: ['games', 'wins'],
};
const MATCHUP_LANE_UPSERT: Upsert<MatchupLaneDelta> = {
  table: 'champion_matchup_lanes',
  rows: rowSet(championMatchupLanes, [
    'championId',
    'role',
    'enemyId',
    'games',
    'goldDiffSum',
    'csDiffSum',
    'xpDiffSum',
  ]),
  primaryKey: ['champion_id', 'queue_id', 'patch', 'role', 'enemy_id', 'platform', 'bracket'],
  counts: ['games', 'gold_diff_sum', 'cs_diff_sum', 'xp_diff_sum'],
};

/**
 * A primary key's columns, in order, strings as `collate "C"` (as the compare functions of
 * rollups.ts and facets.ts): rows are upserted in this order so concurrent statements lock them
 * in one order. Unqualified: the key rows and the sent rows share no column but match_id.
 */
const keyOrder = (columns: readonly string[]) =>
  sql.raw(columns.map((c) => (c.endsWith('_id') ? c : `${c} collate "C"`)).join(', '));

/**
 * The common table expression `name` adding the rows of several matches (taggedJson's text in
 * `rows`) to a table under every key of each of them (`keys`, rollupKeys), summed first: each
 * row of the table is upserted once a statement however many of its matches add to it (one
 * upsert may not touch a row twice, and each touch is a new row version), in primary-key order.
 */
function upsertUnderKeys<Row>(
  name: string,
  { table, rows: set, primaryKey, counts }: Upsert<Row>,
  keys: string,
  rows: JsonParameter,
): SQL {
  const grouped = set.names.filter((c) => !counts.includes(c));
  const keyColumns = KEY.names.map((c) => `k.${c}`);
  const groupBy = [...keyColumns, ...grouped.map((c) => `r.${c}`)].join(', ');
  const sums = counts.map((c) => `sum(r.${c})::int as ${c}`);
  return sql`${sql.raw(name)} as (
          insert into ${sql.raw(table)} (${KEY.columns}, ${sql.raw([...grouped, ...counts].join(', '))})
          select ${sql.raw([...keyColumns, ...grouped.map((c) => `r.${c}`), ...sums].join(', '))}
          from ${sql.raw(keys)} k
          join ${set.taggedRecordsetOf('match_id', rows, 'r')} on r.match_id = k.match_id
          group by ${sql.raw(groupBy)}
          order by ${keyOrder(primaryKey)}
          on conflict (${sql.raw(primaryKey.join(', '))}) do update
            set ${sql.raw(counts.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', '))}
        )`;
}

/** The JSON text of facet rows of matches, for facetUpsert. */
export const facetJson = (rows: TaggedRows<FacetDelta>): string =>
  FACET_UPSERT.rows.taggedJson('match_id', rows);

/** The common table expression `name` adding facet rows (facetJson) under every key of `keys`. */
export function facetUpsert(name: string, keys: string, rows: JsonParameter): SQL {
  return upsertUnderKeys(name, FACET_UPSERT, keys, rows);
}

/** The JSON texts of a timeline's matchup rows, for timelineMatchupUpserts. */
export const timelineMatchupJson = (
  rows: TaggedRows<MatchupFacetDelta>,
  lanes: TaggedRows<MatchupLaneDelta>,
) => ({
  facets: MATCHUP_FACET_UPSERT.rows.taggedJson('match_id', rows),
  lanes: MATCHUP_LANE_UPSERT.rows.taggedJson('match_id', lanes),
});

/**
 * The common table expressions `matchup_rows` and `lane_rows` adding a timeline's matchup rows
 * (timelineMatchupJson) under every key of `keys`, after its facets (the tables' lock order).
 */
export function timelineMatchupUpserts(
  keys: string,
  rows: { facets: JsonParameter; lanes: JsonParameter },
): SQL {
  return sql`${upsertUnderKeys('matchup_rows', MATCHUP_FACET_UPSERT, keys, rows.facets)},
        ${upsertUnderKeys('lane_rows', MATCHUP_LANE_UPSERT, keys, rows.lanes)}`;
}

/** What one stored match adds to the rollup tables (rollups.ts, facets.ts). */
export interface MatchAggregates {
  matchId: string;
  deltas: RollupDeltas;
  facets: readonly FacetDelta[];
  /** The match's matchup rows (matchMatchupDeltas). */
  matchups: readonly MatchupFacetDelta[];
}

/** The tables' rows of matches, one JSON text (or its placeholder) each: aggregateJson. */
export type AggregateParameters<T = JsonParameter> = Record<
  'stats' | 'bans' | 'totals' | 'facets' | 'matchups',
  T
>;

/** The JSON texts of what storing `matches` adds to each table, for rollupUpserts. */
export function aggregateJson(matches: readonly MatchAggregates[]): AggregateParameters<string> {
  const json = <Row>({ rows: set }: Upsert<Row>, rows: (m: MatchAggregates) => readonly Row[]) =>
    set.taggedJson(
      'match_id',
      matches.map((m) => [m.matchId, rows(m)] as const),
    );
  return {
    stats: json(STAT_UPSERT, (m) => m.deltas.stats),
    bans: json(BAN_UPSERT, (m) => m.deltas.bans),
    totals: json(TOTAL_UPSERT, (m) => (m.deltas.total ? [m.deltas.total] : [])),
    facets: json(FACET_UPSERT, (m) => m.facets),
    matchups: json(MATCHUP_FACET_UPSERT, (m) => m.matchups),
  };
}

/**
 * What storing matches adds to the rollup tables, as the common table expressions `stat_rows`,
 * `ban_rows`, `total_rows`, `facet_rows` and `matchup_rows` (champion_matchup_facets) of the statement that stores them
 * (matches.repository.ts): each match's rows (aggregateJson) under each of its keys in `keys`,
 * the rollupKeys of the match rows it inserted, so a match stored before adds nothing. Every
 * statement writes the tables in this order; within a table the all-regions rows, which every
 * ingest of the queue, patch and bracket shares, come first.
 */
export function rollupUpserts(keys: string, rows: AggregateParameters): SQL {
  return sql`${upsertUnderKeys('stat_rows', STAT_UPSERT, keys, rows.stats)},
        ${upsertUnderKeys('ban_rows', BAN_UPSERT, keys, rows.bans)},
        ${upsertUnderKeys('total_rows', TOTAL_UPSERT, keys, rows.totals)},
        ${facetUpsert('facet_rows', keys, rows.facets)},
        ${upsertUnderKeys('matchup_rows', MATCHUP_FACET_UPSERT, keys, rows.matchups)}`;
}

/** The platform of a row grouped by byPlatformAndAll: its own, or ALL_PLATFORMS. */
const ALL_PLATFORM_GROUP = sql.raw(
  `case when grouping(platform) = 1 then '${ALL_PLATFORMS}' else platform end`,
);

/**
 * Groups by `columns` and platform, and by `columns` alone for the rows summed over every
 * platform; a group of platform '' (unknown) is left to the latter.
 */
const byPlatformAndAll = (columns: readonly string[]) =>
  sql.raw(`group by grouping sets ((${columns.join(', ')}, platform), (${columns.join(', ')}))
      having grouping(platform) = 1 or platform <> '${ALL_PLATFORMS}'`);

/** Rows of each rollup table after a rebuild. */
export interface RebuildCounts {
  stats: number;
  bans: number;
  totals: number;
  /** null when champion_facets was not rebuilt. */
  facets: number | null;
  /** champion_matchup_facets and champion_matchup_lanes; null when not rebuilt (as facets). */
  matchupFacets: number | null;
  matchupLanes: number | null;
}

const countOf = (result: unknown): number =>
  (result as { rowCount?: number | null; affectedRows?: number }).rowCount ??
  (result as { affectedRows?: number }).affectedRows ??
  0;

/**
 * Recomputes champion_stats, champion_bans, match_totals, champion_facets and the matchup
 * tables (champion_matchup_facets, champion_matchup_lanes), all-regions rows
 * included, from the stored matches and timelines but remakes (a match whose derived numbers are not computed yet counts,
 * as it did when stored), in one transaction: set-based SQL for the first three, the functions
 * of the incremental path for the facets (facets.ts), so the two cannot disagree. Ingests that
 * run meanwhile wait for it (the tables are locked first, in the order every store writes
 * them), so none of their deltas is lost or counted twice. `items` must be the classes the
 * ingests use; without them champion_facets and the matchup tables are left as they are
 * (`facets: null`).
 */
export async function rebuildRollups(db: Database, items?: ItemClasses): Promise<RebuildCounts> {
  return db.transaction(async (tx) => {
    // EXCLUSIVE lets readers of the tier list through but blocks the upserts of store() and
    // storeTimeline().
    await tx.execute(
      sql`lock table champion_stats, champion_bans, match_totals, champion_facets,
        champion_matchup_facets, champion_matchup_lanes in exclusive mode`,
    );
    await tx.execute(sql`delete from champion_stats`);
    await tx.execute(sql`delete from champion_bans`);
    await tx.execute(sql`delete from match_totals`);
    // The kept copies (the tier list's rows and counters, the rune, item and Arena pages'
    // figures) were computed from what is rebuilt: they are computed again on the next read of
    // each slice.
    await tx.execute(sql`delete from kept_slice_figures`);
    if (items) {
      await tx.execute(sql`delete from champion_facets`);
      await tx.execute(sql`delete from champion_matchup_facets`);
      await tx.execute(sql`delete from champion_matchup_lanes`);
    }

    // Each table's rows per platform and, in the same pass, summed over every platform
    // (ALL_PLATFORMS); a match of an unknown platform counts among all regions only, as in
    // withAllPlatforms (rollups.ts).
    const stats = await tx.execute(sql`
      insert into champion_stats (queue_id, patch, platform, bracket, champion_id, role, games, wins)
      select queue_id, patch, ${ALL_PLATFORM_GROUP}, bracket, champion_id, role,
        count(*)::int, (count(*) filter (where win))::int
      from (
        select m.queue_id, ${PATCH} as patch, m.platform, m.bracket, p.champion_id, ${ROLE} as role,
          p.win
        from match_participants p
        join matches m on m.match_id = p.match_id
        where m.is_remake is not true
      ) as played
      ${byPlatformAndAll(['queue_id', 'patch', 'bracket', 'champion_id', 'role'])}`);

    // A champion counts once per match however many ban entries name it (see rollupDeltas).
    // Reading bans means decompressing and reading each stored document's text (json-text.ts),
    // most of these tables' rebuild time: with json's functions, about 0.3 ms a match on
    // PostgreSQL, where parsing the text into jsonb first would take 0.7.
    const bans = await tx.execute(sql`
      insert into champion_bans (queue_id, patch, platform, bracket, champion_id, bans)
      select queue_id, patch, ${ALL_PLATFORM_GROUP}, bracket, champion_id, count(*)::int
      from (
        select distinct m.match_id, m.queue_id, ${PATCH} as patch, m.platform, m.bracket,
          (ban ->> 'championId')::int as champion_id
        from matches m
        cross join lateral json_array_elements(json_extract_path(m.raw::json, 'info', 'teams')) as team
        cross join lateral json_array_elements(team -> 'bans') as ban
        where m.is_remake is not true and (ban ->> 'championId')::int > 0
      ) as banned
      ${byPlatformAndAll(['queue_id', 'patch', 'bracket', 'champion_id'])}`);

    const totals = await tx.execute(sql`
      insert into match_totals (queue_id, patch, platform, bracket, matches)
      select queue_id, patch, ${ALL_PLATFORM_GROUP}, bracket, count(*)::int
      from (
        select m.queue_id, ${PATCH} as patch, m.platform, m.bracket
        from matches m
        where m.is_remake is not true
      ) as counted
      ${byPlatformAndAll(['queue_id', 'patch', 'bracket'])}`);

    const facets = items ? await rebuildFacets(tx, items) : null;

    return {
      stats: countOf(stats),
      bans: countOf(bans),
      totals: countOf(totals),
      facets: facets?.facets ?? null,
      matchupFacets: facets?.matchupFacets ?? null,
      matchupLanes: facets?.matchupLanes ?? null,
    };
  });
}
