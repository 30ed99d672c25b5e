import type { Language, Region } from '@riftscope/contracts';

/**
 * The multi-search page of pasted `text` in a region: `/{lang}/multisearch/{region}?q=…`. The
 * address keeps the text as pasted (lobby lines, line breaks and all), so that a shared link
 * shows the same players and the same notice of names left out.
 */
export function multiSearchPath(language: Language, region: Region, text: string): string {
  const search = new URLSearchParams({ q: text }).toString();
  return `/${language}/multisearch/${region}?${search}`;
}

/** The pasted text of the address (`?q=`); empty when there is none. */
export const textFromSearch = (search: URLSearchParams): string => search.get('q') ?? '';
