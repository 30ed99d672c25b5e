import { type ChampionSearch, championPagePath, championSearchString } from './champion-search.ts';
import { CHAMPION_PAGE_MIN_SAMPLE } from './champions.ts';
import { round1 } from './rounding.ts';

/**
 * Entries a matchup page lists per list (core builds, rune pages, summoner spells), most played
 * first; the best entry is added after them when it is not among them.
 */
export const MATCHUP_LIST_MAX = 5;

/** A matchup list entry as `bestOf` ranks it: its games and the lower bound of its interval. */
export interface MatchupEntryRank {
  games: number;
  win_rate_low: number | null;
}

/**
 * The index of a list's best entry: the highest lower bound of the win rate's 95 % interval
 * among entries with at least CHAMPION_PAGE_MIN_SAMPLE games, ties going to more games and then
 * to the earlier entry; -1 when none has the sample. The bound, not the rate: 8 of 10 is less
 * sure than 120 of 200 (docs/champion-analytics.md, How sure a rate is).
 */
export function bestOf(entries: readonly MatchupEntryRank[]): number {
  let best = -1;
  entries.forEach((entry, i) => {
    if (entry.games < CHAMPION_PAGE_MIN_SAMPLE || entry.win_rate_low === null) return;
    const current = entries[best];
    if (
      !current ||
      entry.win_rate_low > (current.win_rate_low ?? -1) ||
      (entry.win_rate_low === current.win_rate_low && entry.games > current.games)
    ) {
      best = i;
    }
  });
  return best;
}

/**
 * The average lane differences at 15 minutes of `games` games from their sums: gold and XP whole,
 * CS to one decimal; null without games.
 */
export function laneAverages(sums: { games: number; gold: number; cs: number; xp: number }): {
  gold: number | null;
  cs: number | null;
  xp: number | null;
} {
  if (sums.games <= 0) return { gold: null, cs: null, xp: null };
  return {
    gold: Math.round(sums.gold / sums.games),
    cs: round1(sums.cs / sums.games),
    xp: Math.round(sums.xp / sums.games),
  };
}

/**
 * `/champions/{key}/vs/{enemyKey}` with the filters' query string: a matchup page's path after the
 * language, keys lower-cased as the champion page's.
 */
export const matchupPagePath = (
  championKey: string,
  enemyKey: string,
  search: ChampionSearch = {},
  newestPatch: string | null = null,
): string =>
  `${championPagePath(championKey)}/vs/${encodeURIComponent(enemyKey.toLowerCase())}${championSearchString(search, newestPatch)}`;
