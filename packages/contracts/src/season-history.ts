import { RANKED_SEASON_STARTS } from './seasons.ts';

/**
 * The first season the site can have seen a player in: the earliest in the table of season
 * starts (seasons.ts). Past seasons from it on that RiftScope has no snapshot of are "not seen".
 */
export const FIRST_RECORDED_SEASON = Math.min(...Object.keys(RANKED_SEASON_STARTS).map(Number));

/**
 * The past seasons, oldest first, from FIRST_RECORDED_SEASON up to the season before
 * `currentSeason`, in which the player was not seen (none of `seenSeasons`).
 */
export function seasonsNotSeen(currentSeason: number, seenSeasons: Iterable<number>): number[] {
  const seen = new Set(seenSeasons);
  const missing: number[] = [];
  for (let season = FIRST_RECORDED_SEASON; season < currentSeason; season += 1) {
    if (!seen.has(season)) missing.push(season);
  }
  return missing;
}
