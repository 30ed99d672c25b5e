import { QUEUE_FILTERS, type QueueFilter } from '@riftscope/contracts';

/** The summoner page's tabs: today's page (the default), the champions table, or champion mastery. */
export const PAGE_TABS = ['overview', 'champions', 'mastery'] as const;
export type PageTab = (typeof PAGE_TABS)[number];

/** What the summoner page's address selects: `?queue=`, `?tab=` and `?season=`. */
export interface PageSearch {
  queue: QueueFilter;
  tab: PageTab;
  /** The champions table's season; undefined for the API's default (the latest played). */
  season: number | undefined;
}

// The same bounds as the contract's `season`, so that a hand-typed address never costs a 422.
const FIRST_SEASON = 2010;
const LAST_SEASON = 2100;

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** The queue tab; All for a missing or unknown value, which is then never sent to the API. */
export function queueFromSearch(search: URLSearchParams): QueueFilter {
  const value = search.get('queue');
  return isOneOf(QUEUE_FILTERS, value) ? value : 'all';
}

/** The page tab; Overview unless the address names another. */
export function tabFromSearch(search: URLSearchParams): PageTab {
  const value = search.get('tab');
  return isOneOf(PAGE_TABS, value) ? value : 'overview';
}

/** The season asked for, when it is a year the API takes. */
export function seasonFromSearch(search: URLSearchParams): number | undefined {
  const value = search.get('season');
  if (value === null || !/^\d{4}$/.test(value)) return undefined;
  const season = Number(value);
  return season >= FIRST_SEASON && season <= LAST_SEASON ? season : undefined;
}

export const pageSearch = (search: URLSearchParams): PageSearch => ({
  queue: queueFromSearch(search),
  tab: tabFromSearch(search),
  season: seasonFromSearch(search),
});

/**
 * The address's search with some parts changed and everything else kept ('' or `?…`). Defaults
 * and values the page cannot read are left out, so the plain page keeps its plain address.
 */
export function searchWith(search: URLSearchParams, changes: Partial<PageSearch>): string {
  const next = { ...pageSearch(search), ...changes };
  const result = new URLSearchParams(search);
  const put = (key: string, value: string | undefined) =>
    value === undefined ? result.delete(key) : result.set(key, value);
  put('queue', next.queue === 'all' ? undefined : next.queue);
  put('tab', next.tab === 'overview' ? undefined : next.tab);
  put('season', next.season === undefined ? undefined : String(next.season));
  const text = result.toString();
  return text ? `?${text}` : '';
}
