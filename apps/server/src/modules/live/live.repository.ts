import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { liveGames, rankedEntries, summoners } from '../../db/schema.ts';

export type LiveGameRow = typeof liveGames.$inferSelect;

/** A ranked standing as stored, without its keys. */
export interface StoredRank {
  queueType: string;
  tier: string;
  rank: string;
  leaguePoints: number;
  wins: number;
  losses: number;
}

export function createLiveRepository(db: Database) {
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
      const ranks = new Map<string, StoredRank[]>();
      if (puuids.length === 0) return ranks;
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
    },
  };
}

export type LiveRepository = ReturnType<typeof createLiveRepository>;
