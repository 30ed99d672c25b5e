import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowSet } from '../../db/row-set.ts';
import { championBans, championStats, matchTotals } from '../../db/schema.ts';
import type { RollupDeltas } from './rollups.ts';

// SQL twins of patchOf (rollups.ts) and roleOf (matches/match-stats.ts); the rollups property
// test holds them equal.
const PATCH = sql.raw(`left(array_to_string((string_to_array(m.game_version, '.'))[1:2], '.'), 8)`);
const ROLE = sql.raw(`case p.team_position
  when 'TOP' then 'TOP' when 'JUNGLE' then 'JUNGLE' when 'MIDDLE' then 'MIDDLE'
  when 'BOTTOM' then 'CARRY' when 'UTILITY' then 'SUPPORT' else '' end`);

const STATS = rowSet(championStats);
const BANS = rowSet(championBans);
const TOTALS = rowSet(matchTotals);

/**
 * What storing a match adds to the rollup tables, as the common table expressions `stat_rows`,
 * `ban_rows` and `total_rows` of the statement that stores it (matches.repository.ts). They
 * select from its `m`, the match row it inserted, so a match stored before adds nothing.
 */
export function rollupUpserts(deltas: RollupDeltas): SQL {
  return sql`stat_rows as (
          -- Rows arrive grouped by key (one upsert may not touch a row twice) and sorted, so
          -- concurrent ingests lock rollup rows in one order.
          insert into champion_stats (${STATS.columns})
          select ${STATS.columnsOf('s')}
          from m, ${STATS.recordset(deltas.stats, 's')}
          order by s.champion_id, s.role
          on conflict (queue_id, patch, platform, champion_id, role) do update
            set games = champion_stats.games + excluded.games,
                wins = champion_stats.wins + excluded.wins
          returning 1
        ), ban_rows as (
          insert into champion_bans (${BANS.columns})
          select ${BANS.columnsOf('b')}
          from m, ${BANS.recordset(deltas.bans, 'b')}
          order by b.champion_id
          on conflict (queue_id, patch, platform, champion_id) do update
            set bans = champion_bans.bans + excluded.bans
          returning 1
        ), total_rows as (
          insert into match_totals (${TOTALS.columns})
          select ${TOTALS.columnsOf('t')}
          from m, ${TOTALS.recordset(deltas.total ? [deltas.total] : [], 't')}
          on conflict (queue_id, patch, platform) do update
            set matches = match_totals.matches + excluded.matches
          returning 1
        )`;
}

/** Rows of each rollup table after a rebuild. */
export interface RebuildCounts {
  stats: number;
  bans: number;
  totals: number;
}

const countOf = (result: unknown): number =>
  (result as { rowCount?: number | null; affectedRows?: number }).rowCount ??
  (result as { affectedRows?: number }).affectedRows ??
  0;

/**
 * Recomputes champion_stats, champion_bans and match_totals from the stored matches but remakes
 * (a match whose derived numbers are not computed yet counts, as it did when stored), in one
 * transaction and set-based SQL. Ingests that run meanwhile wait for it (the tables are locked
 * first), so none of their deltas is lost or counted twice.
 */
export async function rebuildRollups(db: Database): Promise<RebuildCounts> {
  return db.transaction(async (tx) => {
    // EXCLUSIVE lets readers of the tier list through but blocks the upserts of store().
    await tx.execute(sql`lock table champion_stats, champion_bans, match_totals in exclusive mode`);
    await tx.execute(sql`delete from champion_stats`);
    await tx.execute(sql`delete from champion_bans`);
    await tx.execute(sql`delete from match_totals`);

    const stats = await tx.execute(sql`
      insert into champion_stats (queue_id, patch, platform, champion_id, role, games, wins)
      select m.queue_id, ${PATCH}, m.platform, p.champion_id, ${ROLE},
        count(*)::int, (count(*) filter (where p.win))::int
      from match_participants p
      join matches m on m.match_id = p.match_id
      where m.is_remake is not true
      group by 1, 2, 3, 4, 5`);

    // A champion counts once per match however many ban entries name it (see rollupDeltas).
    // Reading bans means decompressing each stored document, the bulk of a rebuild's time;
    // one jsonb_path_query per match reads it once (~0.1 ms per match on PostgreSQL).
    const bans = await tx.execute(sql`
      insert into champion_bans (queue_id, patch, platform, champion_id, bans)
      select queue_id, patch, platform, champion_id, count(*)::int
      from (
        select distinct m.match_id, m.queue_id, ${PATCH} as patch, m.platform,
          c.id::int as champion_id
        from matches m
        cross join lateral jsonb_path_query(
          m.raw, '$.info.teams[*].bans[*].championId ? (@ > 0)') as c(id)
        where m.is_remake is not true
      ) as banned
      group by 1, 2, 3, 4`);

    const totals = await tx.execute(sql`
      insert into match_totals (queue_id, patch, platform, matches)
      select m.queue_id, ${PATCH}, m.platform, count(*)::int
      from matches m
      where m.is_remake is not true
      group by 1, 2, 3`);

    return { stats: countOf(stats), bans: countOf(bans), totals: countOf(totals) };
  });
}
