import type { Language } from '@riftscope/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { STARTED_BY_LOADER } from '../../../lib/query-client.ts';

/** News cards on the home page (docs/product.md, Home). */
export const HOME_NEWS_COUNT = 3;

export const homeKeys = {
  latestNews: (language: Language) => ['news', 'latest', language] as const,
  examplePlayers: () => ['summoners', 'examples'] as const,
};

/** The newest published news in the page's language. */
export const latestNewsQuery = (language: Language) =>
  queryOptions({
    queryKey: homeKeys.latestNews(language),
    ...STARTED_BY_LOADER,
    queryFn: ({ signal }) =>
      call('listNews', { query: { lang: language, page: 1, per_page: HOME_NEWS_COUNT }, signal }),
    select: (page) => page.data.slice(0, HOME_NEWS_COUNT),
  });

/**
 * The example buttons' players, one for each of kr, euw1 and na1 that the server can name: its
 * configured examples or the highest-ranked player it holds in the region.
 */
export const examplePlayersQuery = () =>
  queryOptions({
    queryKey: homeKeys.examplePlayers(),
    ...STARTED_BY_LOADER,
    // The server chooses them again every ten minutes.
    staleTime: 10 * 60_000,
    queryFn: ({ signal }) => call('listExamplePlayers', { signal }),
    select: (answer) => answer.data,
  });
