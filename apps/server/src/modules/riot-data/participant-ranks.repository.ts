import { SOLO_QUEUE } from '@riftscope/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rankReads } from '../../db/schema.ts';
import type { RankedInput } from './player-rows.ts';
import { recordSnapshots } from './rank-history.repository.ts';

/** A Solo/Duo standing as last seen. */
export interface SeenStanding {
  tier: string;
  rank: string;
  leaguePoints: number;
}

/** What we hold of one player's Solo/Duo rank (docs/player-page.md, Everyone's rank in a match). */
export interface HeldRank {
  puuid: string;
  /** The newest standing we saw; null when the newest thing we saw was no standing, or nothing. */
  standing: SeenStanding | null;
  /** When that standing, or its absence, was seen; null when we never read the player's ranks. */
  seenAt: Date | null;
  /** When anything last read the player's ranks from Riot (a profile, a league list, a read of ours). */
  readAt: Date | null;
}

/** One player's league entries as Riot answered them, for `recordReads`. */
export interface RankRead {
  puuid: string;
  entries: readonly RankedInput[];
}

interface HeldRow {
  puuid: string;
  snap_tier: string | null;
  snap_rank: string | null;
  snap_lp: number | null;
  snap_at: Date | string | null;
  profile_at: Date | string | null;
  entry_tier: string | null;
  entry_rank: string | null;
  entry_lp: number | null;
  read_at: Date | string | null;
}

const dateOf = (value: Date | string | null): Date | null =>
  value === null ? null : new Date(value);

const newest = (...dates: (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((a, b) => (b !== null && (a === null || b > a) ? b : a), null);

/**
 * The newest of what is held: the latest Solo/Duo snapshot (dated when it was recorded), the
 * fetched profile's current entry or its absence (dated when the profile was fetched), and a read
 * of ours that found no standing for a player with no snapshot at all (dated when read). A read
 * whose standing equals the latest snapshot records none, so a snapshot keeps its own date.
 */
function heldRank(row: HeldRow): HeldRank {
  const snapAt = dateOf(row.snap_at);
  const profileAt = dateOf(row.profile_at);
  const readAt = dateOf(row.read_at);
  const snapshot =
    row.snap_tier !== null && row.snap_rank !== null && snapAt !== null
      ? { tier: row.snap_tier, rank: row.snap_rank, leaguePoints: Number(row.snap_lp ?? 0) }
      : null;
  const lastRead = newest(snapAt, profileAt, readAt);
  if (profileAt !== null && (snapAt === null || profileAt >= snapAt)) {
    const entry =
      row.entry_tier !== null && row.entry_rank !== null
        ? { tier: row.entry_tier, rank: row.entry_rank, leaguePoints: Number(row.entry_lp ?? 0) }
        : null;
    return { puuid: row.puuid, standing: entry, seenAt: profileAt, readAt: lastRead };
  }
  if (snapshot) return { puuid: row.puuid, standing: snapshot, seenAt: snapAt, readAt: lastRead };
  return { puuid: row.puuid, standing: null, seenAt: readAt, readAt: lastRead };
}

/**
 * What is held of each player of `players` (a row source of `puuid` and `ord`) in `region`, in
 * `ord` order: a probe of each table's key per player. Each is a lateral with a limit, which the
 * planner does not flatten into a join: it would otherwise hash a whole table (every read, every
 * player) for a hundred players.
 */
async function heldOf(db: Database, region: string, players: SQL): Promise<HeldRank[]> {
  const result = (await db.execute(sql`
    select p.puuid,
      snap.tier as snap_tier, snap.rank as snap_rank, snap.league_points as snap_lp,
      snap.at as snap_at,
      s.fetched_at as profile_at,
      s.tier as entry_tier, s.rank as entry_rank, s.league_points as entry_lp,
      r.fetched_at as read_at
    from ${players}
    left join lateral (
      select rs.tier, rs.rank, rs.league_points, rs.at
      from rank_snapshots rs
      where rs.region = ${region} and rs.puuid = p.puuid and rs.queue_type = ${SOLO_QUEUE}
      order by rs.seq desc
      limit 1
    ) snap on true
    left join lateral (
      select s.fetched_at, e.tier, e.rank, e.league_points
      from summoners s
      left join ranked_entries e on e.summoner_id = s.id and e.queue_type = ${SOLO_QUEUE}
      where s.region = ${region} and s.puuid = p.puuid and s.fetched_at is not null
      limit 1
    ) s on true
    left join lateral (
      select r.fetched_at from rank_reads r where r.region = ${region} and r.puuid = p.puuid
      limit 1
    ) r on true
    order by p.ord`)) as unknown as { rows: HeldRow[] };
  return result.rows.map(heldRank);
}

/** The Solo/Duo ranks we hold of players and the reads of those we hold nothing fresh for. */
export function createParticipantRanksRepository(db: Database) {
  return {
    /** What is held of each of `puuids` in `region`, in their order, in one statement. */
    async held(region: string, puuids: readonly string[]): Promise<HeldRank[]> {
      if (puuids.length === 0) return [];
      const list = sql.join(
        puuids.map((puuid) => sql`${puuid}`),
        sql`, `,
      );
      return heldOf(
        db,
        region,
        sql`unnest(array[${list}]::text[]) with ordinality as p(puuid, ord)`,
      );
    },

    /**
     * What is held of each player of a stored match, in participant order, in one statement with
     * the match's players; none for a match not stored.
     */
    heldInMatch(region: string, matchId: string): Promise<HeldRank[]> {
      return heldOf(
        db,
        region,
        sql`(select mp.puuid, mp.participant_id as ord from match_participants mp
          where mp.match_id = ${matchId}) as p`,
      );
    },

    /**
     * Stores what Riot answered for each player: the entries that differ from the latest
     * snapshot of their queue as rank snapshots (rank-history.repository.ts), and the read's
     * time, so that a player with no standing is not read again for a day; one transaction.
     */
    async recordReads(region: string, reads: readonly RankRead[], at: Date): Promise<void> {
      if (reads.length === 0) return;
      await db.transaction(async (tx) => {
        await recordSnapshots(
          tx,
          region,
          reads.flatMap((read) => read.entries.map((e) => ({ ...e, puuid: read.puuid }))),
          at,
        );
        await tx
          .insert(rankReads)
          .values(reads.map((read) => ({ region, puuid: read.puuid, fetchedAt: at })))
          .onConflictDoUpdate({
            target: [rankReads.region, rankReads.puuid],
            set: { fetchedAt: at },
          });
      });
    },
  };
}

export type ParticipantRanksRepository = ReturnType<typeof createParticipantRanksRepository>;
