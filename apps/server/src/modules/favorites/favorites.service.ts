import type { Favorite, Region } from '@riftscope/contracts';
import { notFound } from '../../platform/errors.ts';
import { toSoloRank } from '../summoners/summoners.mapper.ts';
import type { FavoritesRepository } from './favorites.repository.ts';

export function createFavoritesService(deps: { favorites: FavoritesRepository }) {
  const { favorites } = deps;

  return {
    async list(userId: number): Promise<Favorite[]> {
      const rows = await favorites.listOf(userId);
      return rows.map((r) => ({
        id: r.id,
        summoner_id: r.summonerId,
        region: r.region as Region,
        game_name: r.gameName,
        tag_line: r.tagLine,
        profile_icon_id: r.profileIconId,
        solo_rank: toSoloRank(r),
      }));
    },

    /** Adds the summoner to the user's favourites, or removes it when already there. */
    async toggle(userId: number, summonerId: number): Promise<{ favorited: boolean }> {
      if (await favorites.removeBySummoner(userId, summonerId)) return { favorited: false };
      if (!(await favorites.summonerExists(summonerId))) throw notFound('Summoner not found');
      await favorites.add(userId, summonerId);
      return { favorited: true };
    },

    async remove(userId: number, favoriteId: number): Promise<void> {
      if (!(await favorites.remove(userId, favoriteId))) throw notFound('Favourite not found');
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
