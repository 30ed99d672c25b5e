import { type ChampionSearch, championSearchString } from './champion-search.ts';

/** Champions a rune's page lists, most games first. */
export const RUNE_CHAMPIONS_MAX = 20;

/** Exact rune pages a rune's page lists, most played first. */
export const RUNE_PAGES_MAX = 5;

/** Runes are the same in every role: a rune address names the slice but never a role. */
const withoutRole = ({ role: _role, ...search }: ChampionSearch): ChampionSearch => search;

/** `/runes` with the filters' query string: the rune list's path after the language. */
export const runesPagePath = (search: ChampionSearch = {}, newestPatch: string | null = null) =>
  `/runes${championSearchString(withoutRole(search), newestPatch)}`;

/** `/runes/{runeId}` with the filters' query string: a rune's path after the language. */
export const runePagePath = (
  runeId: number,
  search: ChampionSearch = {},
  newestPatch: string | null = null,
) => `/runes/${runeId}${championSearchString(withoutRole(search), newestPatch)}`;
