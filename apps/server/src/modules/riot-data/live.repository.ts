import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { liveGames, matchParticipants, rankedEntries, summoners } from '../../db/schema.ts';
import { notRemake } from './conditions.ts';
import type { PairTally } from './premade-groups.ts';

export type LiveGameRow = typeof liveGames.$inferSelect;

/** A player and the champion they are playing now. */
export interface LivePick {
  puuid: string;
  championId: number;
}

/** Stored games and wins. */
export interface GamesTally {
  games: number;
  wins: number;
}

/** A ranked standing as stored, without its keys. */
export interface StoredRank {
  queueType: string;
  tier: string;
  rank: string;
  leaguePoints: number;
  wins: number;
  losses: number;
}

/** The games stored as Riot's spectator answered them, a minute at a time. */
function liveGameCache(db: Database) {
  return {
    /** The player's last stored game (`game` null only in rows written by older versions). */
    async cached(region: string, puuid: string): Promise<LiveGameRow | null> {
      const [row] = await db
        .select()
        .from(liveGames)
        .where(and(eq(liveGames.region, region), eq(liveGames.puuid, puuid)));
      return row ?? null;
    },

    /** Stores the game the player is in; players in no game are never stored. */
    async save(region: string, puuid: string, game: unknown, fetchedAt: Date): Promise<void> {
      await db
        .insert(liveGames)
        .values({ region, puuid, game, fetchedAt })
        .onConflictDoUpdate({
          target: [liveGames.region, liveGames.puuid],
          set: { game, fetchedAt },
        });
    },

    async forget(region: string, puuid: string): Promise<void> {
      await db
        .delete(liveGames)
        .where(and(eq(liveGames.region, region), eq(liveGames.puuid, puuid)));
    },

    /** Deletes every stored game fetched before `before`. */
    async deleteFetchedBefore(before: Date): Promise<void> {
      await db.delete(liveGames).where(lt(liveGames.fetchedAt, before));
    },
  };
}

type RankJoinRow = { puuid: string } & { [K in keyof StoredRank]: StoredRank[K] | null };

/** The joined rows by PUUID: each player listed, with the entries its row joined. */
function ranksByPuuid(rows: readonly RankJoinRow[]): Map<string, StoredRank[]> {
  const ranks = new Map<string, StoredRank[]>();
  for (const { puuid, queueType, tier, rank, leaguePoints, wins, losses } of rows) {
    const list = ranks.get(puuid) ?? [];
    ranks.set(puuid, list);
    if (
      queueType !== null &&
      tier !== null &&
      rank !== null &&
      leaguePoints !== null &&
      wins !== null &&
      losses !== null
    ) {
      list.push({ queueType, tier, rank, leaguePoints, wins, losses });
    }
  }
  return ranks;
}

/** The lobby's figures from stored data: each player's ranks and games on their champion. */
function lobbyFigures(db: Database) {
  return {
    /**
     * The stored ranked entries of those players fetched from Riot since `since`, by PUUID.
     * A player in the map with no entries is unranked; a player missing from it has no fresh
     * profile (a stub, or too old) and needs asking.
     */
    async freshRanks(
      region: string,
      puuids: readonly string[],
      since: Date,
    ): Promise<Map<string, StoredRank[]>> {
      if (puuids.length === 0) return new Map();
      const rows = await db
        .select({
          puuid: summoners.puuid,
          queueType: rankedEntries.queueType,
          tier: rankedEntries.tier,
          rank: rankedEntries.rank,
          leaguePoints: rankedEntries.leaguePoints,
          wins: rankedEntries.wins,
          losses: rankedEntries.losses,
        })
        .from(summoners)
        .leftJoin(rankedEntries, eq(rankedEntries.summonerId, summoners.id))
        .where(
          and(
            eq(summoners.region, region),
            inArray(summoners.puuid, [...puuids]),
            gte(summoners.fetchedAt, since),
          ),
        );
      return ranksByPuuid(rows);
    },

    /**
     * Each player's stored games but remakes on the champion they play now, created in
     * [from, to), by PUUID; every queue counts. One statement: for each pick, a range scan of
     * the player's history index (puuid, game_creation).
     */
    async championGames(
      picks: readonly LivePick[],
      from: number,
      to: number,
    ): Promise<Map<string, GamesTally>> {
      const tallies = new Map<string, GamesTally>();
      if (picks.length === 0) return tallies;
      const mp = alias(matchParticipants, 'mp');
      const rows = picks.map((p) => ({ puuid: p.puuid, champion_id: p.championId }));
      const result = (await db.execute(sql`
        select pick.puuid, c.games, c.wins
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as pick(puuid varchar, champion_id int)
        cross join lateral (
          select count(*)::int as games, (count(*) filter (where ${mp.win}))::int as wins
          from ${matchParticipants} ${mp}
          where ${mp.puuid} = pick.puuid
            and ${mp.gameCreation} >= ${from}
            and ${mp.gameCreation} < ${to}
            and ${mp.championId} = pick.champion_id
            and ${notRemake(mp.isRemake)}
        ) c`)) as unknown as { rows: { puuid: string; games: number; wins: number }[] };
      for (const { puuid, games, wins } of result.rows) tallies.set(puuid, { games, wins });
      return tallies;
    },
  };
}

/**
 * For each player, their `recent` newest stored games but remakes (the history index, newest
 * first), and in them every other one of `puuids`: how often on the player's side and how
 * often against them. The side is Arena's duo (subteam) where there is one, else the team.
 * Remakes are left out as the profile's frequent teammates leave them out, so that a premade
 * marker and that list read the same games. One statement, both halves indexed: each
 * player's newest games from the history index (puuid, game_creation), the others in them
 * through the primary key (match_id, participant_id). Pairs never seen are absent.
 */
async function recentTogether(
  db: Database,
  puuids: readonly string[],
  recent: number,
): Promise<PairTally[]> {
  if (puuids.length < 2) return [];
  const own = alias(matchParticipants, 'own');
  const mate = alias(matchParticipants, 'mate');
  const result = (await db.execute(sql`
    with players as (
      select value as puuid from jsonb_array_elements_text(${JSON.stringify(puuids)}::jsonb)
    )
    select r.puuid, ${mate.puuid} as mate,
      (count(*) filter (where coalesce(${mate.subteamId}, ${mate.teamId}) = r.side))::int as same_team,
      (count(*) filter (where coalesce(${mate.subteamId}, ${mate.teamId}) <> r.side))::int as opposite
    from players
    cross join lateral (
      select ${own.puuid} as puuid, ${own.matchId} as match_id,
        coalesce(${own.subteamId}, ${own.teamId}) as side
      from ${matchParticipants} ${own}
      where ${own.puuid} = players.puuid and ${notRemake(own.isRemake)}
      order by ${own.gameCreation} desc, ${own.matchId} desc
      limit ${recent}
    ) r
    join ${matchParticipants} ${mate} on ${mate.matchId} = r.match_id and ${mate.puuid} <> r.puuid
    where ${mate.puuid} in (select puuid from players)
    group by r.puuid, ${mate.puuid}`)) as unknown as {
    rows: { puuid: string; mate: string; same_team: number; opposite: number }[];
  };
  return result.rows.map((r) => ({
    puuid: r.puuid,
    mate: r.mate,
    sameTeam: r.same_team,
    opposite: r.opposite,
  }));
}

export function createLiveRepository(db: Database) {
  return {
    ...liveGameCache(db),
    ...lobbyFigures(db),
    recentTogether: (puuids: readonly string[], recent: number) =>
      recentTogether(db, puuids, recent),
  };
}

export type LiveRepository = ReturnType<typeof createLiveRepository>;
