import { isRegion, type Region } from '@riftscope/contracts';

export const RECENT_SEARCHES_KEY = 'recent_searches';
export const RECENT_SEARCHES_MAX = 5;

export interface RecentSearch {
  region: Region;
  gameName: string;
  tagLine: string;
}

const isRecentSearch = (value: unknown): value is RecentSearch => {
  if (typeof value !== 'object' || value === null) return false;
  const { region, gameName, tagLine } = value as Record<string, unknown>;
  return isRegion(region) && typeof gameName === 'string' && typeof tagLine === 'string';
};

const sameSearch = (a: RecentSearch, b: RecentSearch) =>
  a.region === b.region &&
  a.gameName.toLowerCase() === b.gameName.toLowerCase() &&
  a.tagLine.toLowerCase() === b.tagLine.toLowerCase();

/** The stored searches, newest first; anything unreadable counts as none. */
export function readRecentSearches(): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentSearch).slice(0, RECENT_SEARCHES_MAX) : [];
  } catch {
    return [];
  }
}

function write(searches: RecentSearch[]): void {
  try {
    if (searches.length === 0) window.localStorage.removeItem(RECENT_SEARCHES_KEY);
    else window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(searches));
  } catch {
    // Private modes may refuse storage; the history is a convenience only.
  }
}

/** Puts `search` first, drops an earlier copy of it and keeps the last five. */
export function rememberSearch(search: RecentSearch): RecentSearch[] {
  const next = [search, ...readRecentSearches().filter((s) => !sameSearch(s, search))].slice(
    0,
    RECENT_SEARCHES_MAX,
  );
  write(next);
  return next;
}

export function clearRecentSearches(): void {
  write([]);
}
