import { type ChampionPage, TREND_PATCHES } from '@riftscope/contracts';
import { comparePatches, type TrendRow } from '../riot-data/champions.repository.ts';
import { sampleOf } from './champion-page.mapper.ts';

/**
 * The patches a page's trend covers: the last TREND_PATCHES of `patches` (newest first, those
 * with data for the queue) up to and including `patch`, oldest first.
 */
export function trendPatchesOf(patches: readonly string[], patch: string | null): string[] {
  if (patch === null) return [];
  return patches
    .filter((p) => comparePatches(p, patch) <= 0)
    .slice(0, TREND_PATCHES)
    .reverse();
}

/**
 * A champion in one role on each patch of its trend (`patches`, oldest first): games, the win
 * rate from the first game with its interval, and the pick rate over the patch's matches (null
 * when the slice has none there), as the tier list's row of that patch has them.
 */
export function championTrend(
  patches: readonly string[],
  read: { rows: readonly TrendRow[]; matches: ReadonlyMap<string, number> },
  role: string,
): ChampionPage['trend'] {
  return patches.map((patch) => {
    const row = read.rows.find((r) => r.patch === patch && r.role === role);
    const total = { games: row?.games ?? 0, wins: row?.wins ?? 0 };
    return { patch, ...sampleOf(total, read.matches.get(patch) ?? 0) };
  });
}
