import type { Language, TierRole } from '@riftscope/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** How many of a champion's guides its page lists, most helpful first. */
export const CHAMPION_PAGE_GUIDES = 3;

/**
 * The published guides for a champion in a role, in `language`, most helpful first: the champion
 * page's Guides (docs/guides.md). Nothing is retried: the page shows nothing without them.
 */
export const championGuidesQuery = (key: string, role: TierRole, language: Language) =>
  queryOptions({
    queryKey: ['champions', 'guides', key.toLowerCase(), role, language] as const,
    queryFn: ({ signal }) =>
      call('listGuides', {
        query: {
          champion: key,
          role,
          lang: language,
          sort: 'helpful',
          per_page: CHAMPION_PAGE_GUIDES,
        },
        signal,
      }),
    retry: false,
  });
