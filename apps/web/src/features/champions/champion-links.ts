import {
  type ChampionSearch,
  type ChampionSlice,
  championPagePath,
  championSearchString,
  type Language,
  matchupPagePath,
  type TierRole,
} from '@riftscope/contracts';

/** The address filters of a slice; the page names its own patch only when the slice pins one. */
const searchOf = (slice: ChampionSlice): ChampionSearch => ({
  queue: slice.queue,
  ...(slice.patch ? { patch: slice.patch } : {}),
  ...(slice.region ? { region: slice.region } : {}),
  tier: slice.tier,
});

/**
 * The address of a champion's page in a role (null: the role the page picks) and slice, with the
 * slice's defaults left out as in the canonical address.
 */
export function championHref(
  language: Language,
  key: string,
  role: TierRole | '' | null,
  slice: ChampionSlice,
): string {
  return `/${language}${championPagePath(key, { ...(role ? { role } : {}), ...searchOf(slice) })}`;
}

/** The champions list in the same slice. */
export function championsHref(language: Language, slice: ChampionSlice): string {
  return `/${language}/champions${championSearchString(searchOf(slice))}`;
}

/** The matchup page of the champion against an enemy laner, in a role and slice. */
export function matchupHref(
  language: Language,
  key: string,
  enemyKey: string,
  role: TierRole | '' | null,
  slice: ChampionSlice,
): string {
  return `/${language}${matchupPagePath(key, enemyKey, { ...(role ? { role } : {}), ...searchOf(slice) })}`;
}
