import { type QueueFilter, riotIdKey } from '@riftscope/contracts';
import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  max,
  min,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { matches, matchParticipants, rankedEntries, summoners } from '../../db/schema.ts';
import { inQueue, notRemake } from './conditions.ts';
import type { FetchedSummoner, RankedInput, RankedRow, SummonerRow } from './player-rows.ts';
import { recordSnapshots } from './rank-history.repository.ts';

/**
 * The rows whose Riot ID the database's lower() (the index's expression) folds as it folds
 * this one: every row of the same riotIdKey, and the few that only lower() confuses with it (it
 * makes the Turkish İ an i), which findByRiotId leaves out by the key.
 */
const sameLoweredRiotId = (gameName: string, tagLine: string) =>
  and(
    eq(sql`lower(${summoners.gameName})`, sql`lower(${gameName.normalize('NFC')})`),
    eq(sql`lower(${summoners.tagLine})`, sql`lower(${tagLine.normalize('NFC')})`),
  );

/** Finding a stored player by Riot ID or PUUID, and its ranks. */
function playerLookups(db: Database) {
  return {
    /** The summoner with this Riot ID, preferring one fetched from Riot over a stub. */
    async findByRiotId(
      region: string | undefined,
      gameName: string,
      tagLine: string,
    ): Promise<SummonerRow | null> {
      const rows = await db
        .select()
        .from(summoners)
        .where(
          and(
            sameLoweredRiotId(gameName, tagLine),
            region ? eq(summoners.region, region) : undefined,
          ),
        )
        .orderBy(sql`${summoners.fetchedAt} desc nulls last`, desc(summoners.id));
      const key = riotIdKey(gameName, tagLine);
      return rows.find((row) => riotIdKey(row.gameName, row.tagLine) === key) ?? null;
    },

    async findByPuuid(region: string, puuid: string): Promise<SummonerRow | null> {
      const [row] = await db
        .select()
        .from(summoners)
        .where(and(eq(summoners.region, region), eq(summoners.puuid, puuid)));
      return row ?? null;
    },

    /** The player's current ranked entries. */
    async ranked(summonerId: number): Promise<RankedRow[]> {
      return db.select().from(rankedEntries).where(eq(rankedEntries.summonerId, summonerId));
    },
  };
}

/** Saving a fetched profile with its ranks, and claiming its background refresh. */
function profileWrites(db: Database) {
  return {
    /**
     * Saves a profile fetched from Riot with its ranked entries and, where they changed, rank
     * snapshots (rank-history.repository.ts), in one transaction.
     */
    async saveFetched(
      fetched: FetchedSummoner,
      ranked: readonly RankedInput[],
      at: Date,
    ): Promise<SummonerRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(summoners)
          .values({ ...fetched, fetchedAt: at })
          .onConflictDoUpdate({
            target: [summoners.region, summoners.puuid],
            set: {
              gameName: fetched.gameName,
              tagLine: fetched.tagLine,
              profileIconId: fetched.profileIconId,
              summonerLevel: fetched.summonerLevel,
              fetchedAt: at,
              updatedAt: at,
            },
          })
          .returning();
        if (!row) throw new Error('summoner upsert returned no row');
        await tx.delete(rankedEntries).where(eq(rankedEntries.summonerId, row.id));
        if (ranked.length > 0) {
          await tx
            .insert(rankedEntries)
            .values(ranked.map((r) => ({ ...r, summonerId: row.id, updatedAt: at })));
        }
        await recordSnapshots(
          tx,
          fetched.region,
          ranked.map((r) => ({ ...r, puuid: fetched.puuid })),
          at,
        );
        return row;
      });
    },

    /**
     * Claims the background refresh of a player whose data is older than `ageMs` at `at`: true
     * for the one caller, in any process, that takes it; false while the data is fresh or another
     * claim is younger than `ageMs` (one refresh per player per age window, even one that failed).
     */
    async claimRefresh(id: number, at: Date, ageMs: number): Promise<boolean> {
      const before = new Date(at.getTime() - ageMs);
      const claimed = await db
        .update(summoners)
        .set({ refreshClaimedAt: at })
        .where(
          and(
            eq(summoners.id, id),
            lt(summoners.fetchedAt, before),
            or(isNull(summoners.refreshClaimedAt), lt(summoners.refreshClaimedAt, before)),
          ),
        )
        .returning({ id: summoners.id });
      return claimed.length > 0;
    },
  };
}

/** Whether players were fetched from Riot, beyond the stubs their matches name. */
function fetchedPlayers(db: Database) {
  return {
    /** Whether any player has been fetched from Riot (not only seen in someone's matches). */
    async isAnyFetched(): Promise<boolean> {
      const [row] = await db
        .select({ id: summoners.id })
        .from(summoners)
        .where(isNotNull(summoners.fetchedAt))
        .limit(1);
      return row !== undefined;
    },

    /** Whether any of these players of the region has been fetched from Riot (not a stub). */
    async isAnyFetchedAmong(region: string, puuids: readonly string[]): Promise<boolean> {
      if (puuids.length === 0) return false;
      const [row] = await db
        .select({ id: summoners.id })
        .from(summoners)
        .where(
          and(
            eq(summoners.region, region),
            inArray(summoners.puuid, [...puuids]),
            isNotNull(summoners.fetchedAt),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

/** How much of a player's match history is stored, as the ingestion marks it. */
function historyMarks(db: Database) {
  return {
    async setHistoryStoredFrom(id: number, from: number): Promise<void> {
      await db.update(summoners).set({ historyStoredFrom: from }).where(eq(summoners.id, id));
    },

    async markHistoryComplete(id: number): Promise<void> {
      await db.update(summoners).set({ isHistoryComplete: true }).where(eq(summoners.id, id));
    },
  };
}

/** Counts and bounds of a player's stored matches. */
function historyCounts(db: Database) {
  return {
    /** How many matches of the queue are stored for the player, and the oldest and newest start times. */
    async historyBounds(puuid: string, queue: QueueFilter = 'all') {
      const [row] = await db
        .select({
          total: count(),
          oldest: min(matchParticipants.gameCreation),
          newest: max(matchParticipants.gameCreation),
        })
        .from(matchParticipants)
        .where(and(eq(matchParticipants.puuid, puuid), inQueue(queue)));
      return { total: row?.total ?? 0, oldest: row?.oldest ?? null, newest: row?.newest ?? null };
    },

    /** How many of the player's stored matches of the queue started at or after `from` (epoch ms). */
    async countSince(puuid: string, from: number, queue: QueueFilter = 'all'): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(matchParticipants)
        .where(
          and(
            eq(matchParticipants.puuid, puuid),
            gte(matchParticipants.gameCreation, from),
            inQueue(queue),
          ),
        );
      return row?.n ?? 0;
    },

    /** The earliest start time among these stored matches of the player; null when none is stored. */
    async earliestAmong(puuid: string, matchIds: readonly string[]): Promise<number | null> {
      if (matchIds.length === 0) return null;
      const [row] = await db
        .select({ at: min(matchParticipants.gameCreation) })
        .from(matchParticipants)
        .where(
          and(
            eq(matchParticipants.puuid, puuid),
            inArray(matchParticipants.matchId, [...matchIds]),
          ),
        );
      return row?.at ?? null;
    },
  };
}

/** A page of a player's stored matches and everyone who played in them. */
function historyPages(db: Database) {
  return {
    /** A page of the player's stored matches of the queue, newest first, with the match columns the list shows. */
    async history(puuid: string, offset: number, limit: number, queue: QueueFilter = 'all') {
      return db
        .select({
          participant: matchParticipants,
          gameMode: matches.gameMode,
          gameDuration: matches.gameDuration,
          mapId: matches.mapId,
        })
        .from(matchParticipants)
        .innerJoin(matches, eq(matches.matchId, matchParticipants.matchId))
        .where(and(eq(matchParticipants.puuid, puuid), inQueue(queue)))
        .orderBy(desc(matchParticipants.gameCreation), desc(matchParticipants.matchId))
        .limit(limit)
        .offset(offset);
    },

    /**
     * Every player of the matches on that page of the player's history, in one query beside the
     * page's own (the page is its subquery), by match and participant id.
     */
    async historyPlayers(puuid: string, offset: number, limit: number, queue: QueueFilter = 'all') {
      const page = db
        .select({ matchId: matchParticipants.matchId })
        .from(matchParticipants)
        .where(and(eq(matchParticipants.puuid, puuid), inQueue(queue)))
        .orderBy(desc(matchParticipants.gameCreation), desc(matchParticipants.matchId))
        .limit(limit)
        .offset(offset);
      return db
        .select({
          matchId: matchParticipants.matchId,
          participantId: matchParticipants.participantId,
          puuid: matchParticipants.puuid,
          teamId: matchParticipants.teamId,
          win: matchParticipants.win,
          subteamId: matchParticipants.subteamId,
          riotIdGameName: matchParticipants.riotIdGameName,
          riotIdTagline: matchParticipants.riotIdTagline,
          championId: matchParticipants.championId,
          championName: matchParticipants.championName,
        })
        .from(matchParticipants)
        .where(inArray(matchParticipants.matchId, page))
        .orderBy(matchParticipants.matchId, matchParticipants.participantId);
    },
  };
}

/** The player page's panels: top champions and frequent teammates. */
function playerPanels(db: Database) {
  return {
    /**
     * Champions by games played in the stored matches started `during` (epoch ms, `to` excluded)
     * but remakes, with wins and kill/death/assist sums.
     */
    async championStats(puuid: string, limit: number, during: { from: number; to: number }) {
      const games = count();
      return db
        .select({
          championId: matchParticipants.championId,
          championName: max(matchParticipants.championName),
          games,
          wins: sql<number>`count(*) filter (where ${matchParticipants.win})`.mapWith(Number),
          kills: sql<number>`sum(${matchParticipants.kills})`.mapWith(Number),
          deaths: sql<number>`sum(${matchParticipants.deaths})`.mapWith(Number),
          assists: sql<number>`sum(${matchParticipants.assists})`.mapWith(Number),
        })
        .from(matchParticipants)
        .where(
          and(
            eq(matchParticipants.puuid, puuid),
            notRemake(matchParticipants.isRemake),
            gte(matchParticipants.gameCreation, during.from),
            lt(matchParticipants.gameCreation, during.to),
          ),
        )
        .groupBy(matchParticipants.championId)
        .orderBy(desc(games), matchParticipants.championId)
        .limit(limit);
    },

    /**
     * Players on the player's team in at least `minGames` stored matches but remakes, with the
     * games and wins together and their latest Riot ID and icon.
     */
    async teammates(puuid: string, minGames: number, limit: number) {
      const me = alias(matchParticipants, 'me');
      const mate = matchParticipants;
      const games = count();
      return db
        .select({
          puuid: mate.puuid,
          region: max(matches.platform),
          games,
          wins: sql<number>`count(*) filter (where ${me.win})`.mapWith(Number),
          // The Riot ID and icon of the most recent game together.
          gameName: sql<string>`(array_agg(${mate.riotIdGameName} order by ${mate.gameCreation} desc))[1]`,
          tagLine: sql<string>`(array_agg(${mate.riotIdTagline} order by ${mate.gameCreation} desc))[1]`,
          profileIconId: sql<number>`(array_agg(${mate.profileIconId} order by ${mate.gameCreation} desc))[1]`,
        })
        .from(me)
        .innerJoin(
          mate,
          and(eq(mate.matchId, me.matchId), eq(mate.teamId, me.teamId), ne(mate.puuid, me.puuid)),
        )
        .innerJoin(matches, eq(matches.matchId, me.matchId))
        .where(and(eq(me.puuid, puuid), notRemake(me.isRemake)))
        .groupBy(mate.puuid)
        .having(sql`count(*) >= ${minGames}`)
        .orderBy(desc(games), mate.puuid)
        .limit(limit);
    },
  };
}

export function createSummonersRepository(db: Database) {
  return {
    ...playerLookups(db),
    ...profileWrites(db),
    ...fetchedPlayers(db),
    ...historyMarks(db),
    ...historyCounts(db),
    ...historyPages(db),
    ...playerPanels(db),
  };
}

export type SummonersRepository = ReturnType<typeof createSummonersRepository>;
