import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowSet } from '../../db/row-set.ts';
import { rankSnapshots } from '../../db/schema.ts';
import { FIRST_SEASON, SEASON_STARTS } from './conditions.ts';
import type { RankedInput } from './player-rows.ts';

/** A snapshot as the rank-history answer reads it. */
export type RankSnapshotRow = Pick<
  typeof rankSnapshots.$inferSelect,
  'at' | 'tier' | 'rank' | 'leaguePoints' | 'wins' | 'losses'
>;

/** A league entry of one player, as `recordSnapshots` takes many at once. */
export interface PlayerEntry extends RankedInput {
  puuid: string;
}

/** The last snapshot of a player in one queue and season, with the answer's sample. */
export interface SeasonLastRow extends RankSnapshotRow {
  queueType: string;
  season: number;
  /** The player's snapshots in the queues asked for, every season: the same on each row. */
  total: number;
  /** The newest of them. */
  latestAt: Date;
}

const SNAPSHOT = rowSet(rankSnapshots, [
  'region',
  'puuid',
  'queueType',
  'at',
  'tier',
  'rank',
  'leaguePoints',
  'wins',
  'losses',
]);

/**
 * Stores each entry whose player and queue have no snapshot yet or whose latest snapshot differs
 * from it (tier, division, LP, wins or losses), numbered one past that latest. One statement:
 * two writers that read the same latest snapshot at once both number theirs the same, and the
 * primary key lets only the first in (`on conflict do nothing`), so the same standing recorded
 * twice at once is stored once, on PostgreSQL and PGlite alike, without locks.
 * `tx` lets a caller write the snapshots in its own transaction.
 */
export async function recordSnapshots(
  tx: Database,
  region: string,
  entries: readonly PlayerEntry[],
  at: Date,
): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map((e) => ({
    region,
    puuid: e.puuid,
    queueType: e.queueType,
    at,
    tier: e.tier,
    rank: e.rank,
    leaguePoints: e.leaguePoints,
    wins: e.wins,
    losses: e.losses,
  }));
  await tx.execute(sql`
    insert into rank_snapshots (${SNAPSHOT.columns}, seq)
    select ${SNAPSHOT.columnsOf('e')}, coalesce(latest.seq, 0) + 1
    from ${SNAPSHOT.recordset(rows, 'e')}
    left join lateral (
      select s.seq, s.tier, s.rank, s.league_points, s.wins, s.losses
      from rank_snapshots s
      where s.region = e.region and s.puuid = e.puuid and s.queue_type = e.queue_type
      order by s.seq desc
      limit 1
    ) latest on true
    where latest.seq is null
      or (latest.tier, latest.rank, latest.league_points, latest.wins, latest.losses)
        is distinct from (e.tier, e.rank, e.league_points, e.wins, e.losses)
    order by e.puuid, e.queue_type
    on conflict do nothing`);
}

export function createRankHistoryRepository(db: Database) {
  return {
    /** Stores the player's entries that differ from the latest snapshot of their queue. */
    record(region: string, puuid: string, entries: readonly RankedInput[], at: Date) {
      return recordSnapshots(
        db,
        region,
        entries.map((e) => ({ ...e, puuid })),
        at,
      );
    },

    /** Stores the entries of many players at once (an apex league), each as `record` would. */
    recordMany(region: string, entries: readonly PlayerEntry[], at: Date) {
      return recordSnapshots(db, region, entries, at);
    },

    /** Every snapshot of the player in a queue, in the order recorded (oldest first). */
    list(region: string, puuid: string, queueType: string): Promise<RankSnapshotRow[]> {
      return db
        .select({
          at: rankSnapshots.at,
          tier: rankSnapshots.tier,
          rank: rankSnapshots.rank,
          leaguePoints: rankSnapshots.leaguePoints,
          wins: rankSnapshots.wins,
          losses: rankSnapshots.losses,
        })
        .from(rankSnapshots)
        .where(
          and(
            eq(rankSnapshots.region, region),
            eq(rankSnapshots.puuid, puuid),
            eq(rankSnapshots.queueType, queueType),
          ),
        )
        .orderBy(asc(rankSnapshots.seq));
    },

    /**
     * The last snapshot of the player in each of the queues and each season (seasons.ts), by
     * queue and season, with how many snapshots there are and the newest one's time. One
     * statement: `distinct on` keeps the highest `seq` of each queue and season.
     */
    async lastOfEachSeason(
      region: string,
      puuid: string,
      queueTypes: readonly string[],
    ): Promise<SeasonLastRow[]> {
      const result = (await db.execute(sql`
        select distinct on (s.queue_type, s.season)
          s.queue_type as "queueType", s.season, s.at, s.tier, s.rank,
          s.league_points as "leaguePoints", s.wins, s.losses,
          count(*) over ()::int as total, max(s.at) over () as "latestAt"
        from (
          select r.*, width_bucket(
            (extract(epoch from r.at) * 1000)::bigint, ${SEASON_STARTS}::bigint[]
          ) + ${FIRST_SEASON - 1} as season
          from rank_snapshots r
          where r.region = ${region} and r.puuid = ${puuid}
            and r.queue_type in (${sql.join(
              queueTypes.map((queueType) => sql`${queueType}`),
              sql`, `,
            )})
        ) s
        order by s.queue_type, s.season, s.seq desc`)) as unknown as {
        rows: (Omit<SeasonLastRow, 'at' | 'latestAt'> & {
          at: Date | string;
          latestAt: Date | string;
        })[];
      };
      return result.rows.map((row) => ({
        ...row,
        season: Number(row.season),
        at: new Date(row.at),
        latestAt: new Date(row.latestAt),
      }));
    },
  };
}

export type RankHistoryRepository = ReturnType<typeof createRankHistoryRepository>;
