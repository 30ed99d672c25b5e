import { isRegion, type Region } from '@riftscope/contracts';
import { useSyncExternalStore } from 'react';

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

const NONE: RecentSearch[] = [];

function storedText(): string | null {
  try {
    return window.localStorage.getItem(RECENT_SEARCHES_KEY);
  } catch {
    return null;
  }
}

function parse(text: string | null): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(isRecentSearch).slice(0, RECENT_SEARCHES_MAX)
      : NONE;
  } catch {
    return NONE;
  }
}

/** The stored searches, newest first; anything unreadable counts as none. */
export function readRecentSearches(): RecentSearch[] {
  return parse(storedText());
}

/** The last text read and what it says, so that an unchanged store reads as the same list. */
let snapshot: { text: string | null; searches: RecentSearch[] } = { text: null, searches: NONE };
const listeners = new Set<() => void>();

function currentSearches(): RecentSearch[] {
  const text = storedText();
  if (text !== snapshot.text) snapshot = { text, searches: parse(text) };
  return snapshot.searches;
}

function write(searches: RecentSearch[]): void {
  try {
    if (searches.length === 0) window.localStorage.removeItem(RECENT_SEARCHES_KEY);
    else window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(searches));
  } catch {
    // Private modes may refuse storage; the history is a convenience only.
  }
  for (const listener of listeners) listener();
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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's searches too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored searches, kept current when a page remembers or clears them. */
export function useRecentSearches(): RecentSearch[] {
  return useSyncExternalStore(subscribe, currentSearches, () => NONE);
}

/**
 * Navigation state that marks a visit as a search (the box, or a picked suggestion): the
 * player's page remembers it once the player is found, so a failed lookup is never remembered.
 */
export const SEARCH_NAVIGATION = { isSearch: true } as const;

export const isSearchNavigation = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as { isSearch?: unknown }).isSearch === true;
