import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  championMasteries,
  liveGames,
  masteryReads,
  matchParticipants,
  rankedEntries,
  summoners,
} from '../../db/schema.ts';
import { notRemake } from './conditions.ts';
import type { PairTally } from './premade-groups.ts';

export type LiveGameRow = typeof liveGames.$inferSelect;

/** A player and the champion they are playing now. */
export interface LivePick {
  puuid: string;
  championId: number;
}

/** Stored games, wins, and the kills, deaths and assists summed over them. */
export interface GamesTally {
  games: number;
  wins: number;
  kills: number;
  deaths: number;
  assists: number;
}

/** A player's stored mastery read and, in it, their mastery of the champion they play now. */
export interface PickMastery {
  fetchedAt: Date;
  /** Null: the read lists no mastery of the champion (never played it since Riot records). */
  mastery: { level: number; points: number } | null;
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
     * [from, to), with their wins and summed kills, deaths and assists, by PUUID; every queue
     * counts. One statement: for each pick, a range scan of
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
        select pick.puuid, c.games, c.wins, c.kills, c.deaths, c.assists
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as pick(puuid varchar, champion_id int)
        cross join lateral (
          select count(*)::int as games, (count(*) filter (where ${mp.win}))::int as wins,
            coalesce(sum(${mp.kills}), 0)::int as kills,
            coalesce(sum(${mp.deaths}), 0)::int as deaths,
            coalesce(sum(${mp.assists}), 0)::int as assists
          from ${matchParticipants} ${mp}
          where ${mp.puuid} = pick.puuid
            and ${mp.gameCreation} >= ${from}
            and ${mp.gameCreation} < ${to}
            and ${mp.championId} = pick.champion_id
            and ${notRemake(mp.isRemake)}
        ) c`)) as unknown as { rows: ({ puuid: string } & GamesTally)[] };
      for (const { puuid, ...tally } of result.rows) tallies.set(puuid, tally);
      return tallies;
    },
  };
}

/**
 * The players' stored mastery reads made at or after `since`, each with the player's mastery of
 * the champion they play now, by PUUID, in one statement (each read and champion through its
 * primary key). A player missing from the map has no read that recent.
 */
async function pickMasteries(
  db: Database,
  region: string,
  picks: readonly LivePick[],
  since: Date,
): Promise<Map<string, PickMastery>> {
  const found = new Map<string, PickMastery>();
  if (picks.length === 0) return found;
  const rows = await db
    .select({
      puuid: masteryReads.puuid,
      fetchedAt: masteryReads.fetchedAt,
      championId: championMasteries.championId,
      level: championMasteries.level,
      points: championMasteries.points,
    })
    .from(masteryReads)
    .leftJoin(
      championMasteries,
      and(
        eq(championMasteries.region, masteryReads.region),
        eq(championMasteries.puuid, masteryReads.puuid),
        inArray(championMasteries.championId, [...new Set(picks.map((p) => p.championId))]),
      ),
    )
    .where(
      and(
        eq(masteryReads.region, region),
        inArray(masteryReads.puuid, [...new Set(picks.map((p) => p.puuid))]),
        gte(masteryReads.fetchedAt, since),
      ),
    );
  const playing = new Map(picks.map((p) => [p.puuid, p.championId]));
  for (const { puuid, fetchedAt, championId, level, points } of rows) {
    const isPlayed = championId !== null && championId === playing.get(puuid);
    const mastery = isPlayed && level !== null && points !== null ? { level, points } : null;
    found.set(puuid, { fetchedAt, mastery: found.get(puuid)?.mastery ?? mastery });
  }
  return found;
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
    pickMasteries: (region: string, picks: readonly LivePick[], since: Date) =>
      pickMasteries(db, region, picks, since),
  };
}

export type LiveRepository = ReturnType<typeof createLiveRepository>;
