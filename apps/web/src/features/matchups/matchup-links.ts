import {
  type ChampionSearch,
  type ChampionSlice,
  championPagePath,
  type Language,
  matchupPagePath,
  type TierRole,
} from '@riftscope/contracts';

/** The address filters of a slice; the page names its own patch only when the slice pins one. */
const searchOf = (slice: ChampionSlice, role: TierRole | '' | null): ChampionSearch => ({
  ...(role ? { role } : {}),
  queue: slice.queue,
  ...(slice.patch ? { patch: slice.patch } : {}),
  ...(slice.region ? { region: slice.region } : {}),
  tier: slice.tier,
});

/** A champion's page in a role and slice, the slice's defaults left out. */
export const championHref = (
  language: Language,
  key: string,
  role: TierRole | '' | null,
  slice: ChampionSlice,
): string => `/${language}${championPagePath(key, searchOf(slice, role))}`;

/** A matchup page in a role and slice, the slice's defaults left out. */
export const matchupHref = (
  language: Language,
  key: string,
  enemyKey: string,
  role: TierRole | '' | null,
  slice: ChampionSlice,
): string => `/${language}${matchupPagePath(key, enemyKey, searchOf(slice, role))}`;
