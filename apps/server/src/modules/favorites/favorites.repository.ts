import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { favorites, rankedEntries, summoners } from '../../db/schema.ts';
import { soloColumns, soloEntry } from '../riot-data/conditions.ts';

export function createFavoritesRepository(db: Database) {
  return {
    listOf(userId: number) {
      return db
        .select({
          id: favorites.id,
          summonerId: summoners.id,
          region: summoners.region,
          gameName: summoners.gameName,
          tagLine: summoners.tagLine,
          profileIconId: summoners.profileIconId,
          ...soloColumns,
        })
        .from(favorites)
        .innerJoin(summoners, eq(summoners.id, favorites.summonerId))
        .leftJoin(rankedEntries, soloEntry)
        .where(eq(favorites.userId, userId))
        .orderBy(asc(favorites.createdAt), asc(favorites.id));
    },

    async summonerExists(summonerId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: summoners.id })
        .from(summoners)
        .where(eq(summoners.id, summonerId));
      return Boolean(row);
    },

    /** Removes the favourite if present; returns whether one was removed. */
    async removeBySummoner(userId: number, summonerId: number): Promise<boolean> {
      const removed = await db
        .delete(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.summonerId, summonerId)))
        .returning({ id: favorites.id });
      return removed.length > 0;
    },

    async add(userId: number, summonerId: number): Promise<void> {
      await db.insert(favorites).values({ userId, summonerId }).onConflictDoNothing();
    },

    async remove(userId: number, favoriteId: number): Promise<boolean> {
      const removed = await db
        .delete(favorites)
        .where(and(eq(favorites.id, favoriteId), eq(favorites.userId, userId)))
        .returning({ id: favorites.id });
      return removed.length > 0;
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
