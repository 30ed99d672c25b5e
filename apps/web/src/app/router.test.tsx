import { QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  type LoaderFunctionArgs,
  matchRoutes,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  arenaAugmentQuery,
  arenaAugmentsQuery,
  arenaChampionQuery,
} from '../features/arena/api/arena-api.ts';
import { bestPlayersQuery } from '../features/champions/api/best-players-api.ts';
import { championGuidesQuery } from '../features/champions/api/champion-guides-api.ts';
import { championIndexQuery, championPageQuery } from '../features/champions/api/champions-api.ts';
import { guideQuery, guidesListQuery } from '../features/guides/api/guides-api.ts';
import { examplePlayersQuery, latestNewsQuery } from '../features/home/api/home-api.ts';
import { liveGameQuery } from '../features/live/api/live-api.ts';
import { newsArticleQuery, newsListQuery } from '../features/news/api/news-api.ts';
import { ladderPlaceQuery } from '../features/summoner/api/ladder-api.ts';
import {
  friendsQuery,
  matchesQuery,
  playerChampionsQuery,
  rankHistoryQuery,
  recentSummaryQuery,
  seasonHistoryQuery,
  summonerQuery,
  topChampionsQuery,
} from '../features/summoner/api/summoner-api.ts';
import { PUUID, summoner } from '../features/summoner/test/summoner-fixtures.ts';
import {
  tierListFiltersFromSearch,
  tierListQuery,
} from '../features/tier-list/api/tier-list-api.ts';
import { championSliceFromSearch } from '../shared/champion-filters/champion-slice.ts';
import { championsMetaQuery } from '../shared/champion-filters/champions-meta-api.ts';
import { stubFetch } from '../test/render.tsx';
import { createRoutes } from './router.tsx';

const PLAYER = { region: 'euw1', gameName: 'Baron Stealer', tagLine: 'EUW' } as const;
const SUMMONER_PATH = '/en/summoner/euw1/Baron%20Stealer/EUW';

const clients: QueryClient[] = [];
afterEach(() => {
  for (const client of clients) client.clear();
  clients.length = 0;
});

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(queryClient);
  return { queryClient, routes: createRoutes(queryClient) };
}

const matchesOf = (routes: RouteObject[], path: string) =>
  matchRoutes(routes, new URL(path, 'http://localhost').pathname) ?? [];

/** Runs the loaders of the routes `path` matches, as the router does on arriving there. */
function arriveAt(routes: RouteObject[], path: string) {
  const url = new URL(path, 'http://localhost');
  for (const { route, params } of matchesOf(routes, path)) {
    if (typeof route.loader !== 'function') continue;
    void route.loader({ params, request: new Request(url), url } as LoaderFunctionArgs);
  }
}

/** As arriveAt, for routes whose loader comes with its own chunk (`lazy.loader`) too. */
async function arriveAtLazy(routes: RouteObject[], path: string) {
  const url = new URL(path, 'http://localhost');
  for (const { route, params } of matchesOf(routes, path)) {
    const lazy = route.lazy as { loader?: () => Promise<RouteObject['loader']> } | undefined;
    const loader = typeof lazy === 'object' && lazy.loader ? await lazy.loader() : route.loader;
    if (typeof loader !== 'function') continue;
    void loader({ params, request: new Request(url), url } as LoaderFunctionArgs);
  }
}

const cachedKeys = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey);

/** The paths (with query string) `fetch` was asked for, in order. */
const requested = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${url.pathname}${url.search}`;
  });

describe('router', () => {
  for (const path of ['/admin/news', '/admin/news/patch-14-1']) {
    it(`sends ${path} to the admin area's news, not to the news of a language "admin"`, () => {
      const { routes } = setup();
      expect(matchesOf(routes, path).at(-1)?.route.handle).toEqual({ adminSection: 'news' });
    });
  }

  it('sends an unknown admin section and an unknown profile page to their catch-all routes', () => {
    const { routes } = setup();
    expect(matchesOf(routes, '/admin/nowhere').at(-1)?.route.path).toBe('*');
    expect(matchesOf(routes, '/en/profile/nowhere').at(-2)?.route.path).toBe('profile');
    expect(matchesOf(routes, '/en/profile/nowhere').at(-1)?.route.path).toBe('*');
  });

  it("starts the summoner page's profile and first match page at once, and top champions, friends, the LP history, past seasons, the ladder place and the recent summary once the profile is there", async () => {
    const { queryClient, routes } = setup();
    const fetchMock = stubFetch((url) =>
      url.pathname === '/api/summoners/Baron%20Stealer/EUW/euw1' ? summoner() : [],
    );

    await arriveAtLazy(routes, SUMMONER_PATH);

    await expect
      .poll(() => requested(fetchMock).slice(0, 2))
      .toEqual([
        '/api/summoners/Baron%20Stealer/EUW/euw1',
        '/api/summoners/Baron%20Stealer/EUW/matches?page=1&perPage=10&region=euw1&lang=en',
      ]);
    await expect
      .poll(() => cachedKeys(queryClient))
      .toEqual<QueryKey[]>([
        summonerQuery(PLAYER).queryKey,
        matchesQuery(PLAYER, 'all', 'en').queryKey,
        topChampionsQuery(PLAYER, PUUID, 'en').queryKey,
        friendsQuery(PLAYER, PUUID).queryKey,
        rankHistoryQuery(PLAYER, 'solo').queryKey,
        seasonHistoryQuery(PLAYER).queryKey,
        ladderPlaceQuery(PLAYER).queryKey,
        recentSummaryQuery(PLAYER, 'all', 'en').queryKey,
      ]);
    expect(fetchMock).toHaveBeenCalledTimes(8);
  });

  it("starts the match page and recent summary of the address's queue tab, and All for an unknown one", async () => {
    const { queryClient, routes } = setup();
    const fetchMock = stubFetch((url) =>
      url.pathname === '/api/summoners/Baron%20Stealer/EUW/euw1' ? summoner() : [],
    );

    await arriveAtLazy(routes, `${SUMMONER_PATH}?queue=solo`);
    await expect.poll(() => fetchMock.mock.calls.length).toBe(8);
    expect(requested(fetchMock)).toEqual(
      expect.arrayContaining([
        '/api/summoners/Baron%20Stealer/EUW/matches?page=1&perPage=10&region=euw1&queue=solo&lang=en',
        '/api/summoners/euw1/Baron%20Stealer/EUW/recent?queue=solo&lang=en',
      ]),
    );
    expect(cachedKeys(queryClient)).toEqual(
      expect.arrayContaining([
        matchesQuery(PLAYER, 'solo', 'en').queryKey,
        recentSummaryQuery(PLAYER, 'solo', 'en').queryKey,
      ]),
    );

    fetchMock.mockClear();
    queryClient.clear();
    await arriveAtLazy(routes, `${SUMMONER_PATH}?queue=urf`);
    await expect.poll(() => fetchMock.mock.calls.length).toBe(8);
    expect(requested(fetchMock)).toEqual(
      expect.arrayContaining([
        '/api/summoners/Baron%20Stealer/EUW/matches?page=1&perPage=10&region=euw1&lang=en',
        '/api/summoners/euw1/Baron%20Stealer/EUW/recent?lang=en',
      ]),
    );
  });

  it('starts the champions table of the queue and season instead of the matches on the Champions tab', async () => {
    const { queryClient, routes } = setup();
    const fetchMock = stubFetch((url) =>
      url.pathname === '/api/summoners/Baron%20Stealer/EUW/euw1' ? summoner() : [],
    );

    await arriveAtLazy(routes, `${SUMMONER_PATH}?tab=champions&queue=flex&season=2024`);
    await expect.poll(() => fetchMock.mock.calls.length).toBe(7);
    expect(requested(fetchMock)).toContain(
      '/api/summoners/euw1/Baron%20Stealer/EUW/champions?queue=flex&season=2024&lang=en',
    );
    expect(requested(fetchMock).some((path) => path.includes('/matches'))).toBe(false);
    expect(cachedKeys(queryClient)).toContainEqual(
      playerChampionsQuery(PLAYER, 'flex', 2024, 'en').queryKey,
    );
  });

  it('starts nothing more when the profile cannot be had: the page shows it as not found', async () => {
    const { queryClient, routes } = setup();
    stubFetch((url) =>
      url.pathname.endsWith('/matches') ? [] : new Response('{}', { status: 404 }),
    );

    await arriveAtLazy(routes, SUMMONER_PATH);

    await expect
      .poll(() => queryClient.getQueryState(summonerQuery(PLAYER).queryKey)?.status)
      .toBe('error');
    expect(cachedKeys(queryClient)).toHaveLength(2);
  });

  for (const [path, key] of [
    [
      '/ru/live/na1/Turret%20Hugger/NA1',
      liveGameQuery({ region: 'na1', gameName: 'Turret Hugger', tagLine: 'NA1' }, 'ru').queryKey,
    ],
    [
      '/tr/news?search=patch&category=Meta',
      newsListQuery('tr', { search: 'patch', category: 'Meta', game: null }).queryKey,
    ],
    ['/en/news/patch-14-1', newsArticleQuery('en', 'patch-14-1').queryKey],
  ] as const) {
    it(`starts the query of ${path} under the key its screen reads`, () => {
      const { queryClient, routes } = setup();
      const fetchMock = stubFetch(() => ({ data: [], current_page: 1, last_page: 1 }));

      arriveAt(routes, path);

      expect(cachedKeys(queryClient)).toEqual([key]);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  }

  it('starts the queries of /ru, its news and example players, under the keys its screen reads', () => {
    const { queryClient, routes } = setup();
    const fetchMock = stubFetch(() => ({ data: [], current_page: 1, last_page: 1 }));

    arriveAt(routes, '/ru');

    expect(cachedKeys(queryClient)).toEqual([
      latestNewsQuery('ru').queryKey,
      examplePlayersQuery().queryKey,
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("starts the tier list of the address and the filters' choices under the keys the screen reads", async () => {
    const { queryClient, routes } = setup();
    const fetchMock = stubFetch(() => ({ data: [], current_page: 1, last_page: 1 }));

    await arriveAtLazy(routes, '/en/tier-list?role=top&queue=flex&tier=all&sort=win_rate');

    const filters = tierListFiltersFromSearch(
      new URLSearchParams('role=TOP&queue=flex&tier=all&sort=win_rate'),
    );
    expect(cachedKeys(queryClient)).toEqual([
      tierListQuery(filters, 'en').queryKey,
      championsMetaQuery.queryKey,
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  /** Loads the lazy loaders of the routes `path` matches, then runs every loader there. */
  it("starts a champion page of the address, its role's guides, its best players and the filters' choices under the keys the screen reads", async () => {
    const { queryClient, routes } = setup();
    const fetchMock = stubFetch(() => new Promise(() => {}));

    await arriveAtLazy(routes, '/en/champions/Ahri?role=support&tier=all');

    const slice = championSliceFromSearch(new URLSearchParams('tier=all'));
    expect(cachedKeys(queryClient)).toEqual([
      championPageQuery('Ahri', 'SUPPORT', slice, 'en').queryKey,
      championGuidesQuery('Ahri', 'SUPPORT', 'en').queryKey,
      bestPlayersQuery('Ahri', slice.region, 'en').queryKey,
      championsMetaQuery.queryKey,
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("starts the champions list of the address and the filters' choices", async () => {
    const { queryClient, routes } = setup();
    stubFetch(() => new Promise(() => {}));

    await arriveAtLazy(routes, '/ru/champions?queue=flex');

    expect(cachedKeys(queryClient)).toEqual([
      championIndexQuery(championSliceFromSearch(new URLSearchParams('queue=flex')), 'ru').queryKey,
      championsMetaQuery.queryKey,
    ]);
  });

  it('sends /arena/augments to the augment list, not to a champion called "augments"', async () => {
    const { queryClient, routes } = setup();
    stubFetch(() => new Promise(() => {}));
    const filters = { patch: '15.22', region: null };

    expect(matchesOf(routes, '/en/arena/augments').at(-1)?.route.path).toBe('arena/augments');
    expect(matchesOf(routes, '/en/arena/ahri').at(-1)?.route.path).toBe('arena/:championKey');
    await arriveAtLazy(routes, '/tr/arena/augments?patch=15.22');
    await arriveAtLazy(routes, '/tr/arena/augments/1205?patch=15.22');
    await arriveAtLazy(routes, '/tr/arena/Ahri?patch=15.22');

    expect(cachedKeys(queryClient)).toEqual([
      arenaAugmentsQuery(filters, 'tr').queryKey,
      championsMetaQuery.queryKey,
      arenaAugmentQuery('1205', filters, 'tr').queryKey,
      arenaChampionQuery('Ahri', filters, 'tr').queryKey,
    ]);
  });

  it('sends /guides to the guide list and /guides/{slug} to a guide, each starting its data', async () => {
    const { queryClient, routes } = setup();
    stubFetch(() => new Promise(() => {}));

    expect(matchesOf(routes, '/en/guides').at(-1)?.route.path).toBe('guides');
    expect(matchesOf(routes, '/en/guides/ahri-mid').at(-1)?.route.path).toBe('guides/:slug');
    await arriveAtLazy(routes, '/ru/guides?role=TOP');
    await arriveAtLazy(routes, '/tr/guides/ahri-rehberi');

    expect(cachedKeys(queryClient)).toEqual([
      guidesListQuery('ru', { champion: null, role: 'TOP', sort: 'newest' }).queryKey,
      guideQuery('tr', 'ahri-rehberi').queryKey,
    ]);
  });

  it('asks for no champion page outside a language', async () => {
    const { routes } = setup();
    const fetchMock = stubFetch(() => ({}));

    await arriveAtLazy(routes, '/xx/champions/ahri');

    expect(fetchMock).not.toHaveBeenCalled();
  });

  for (const path of [
    '/xx/summoner/euw1/Baron%20Stealer/EUW',
    '/en/summoner/zz9/Baron%20Stealer/EUW',
    '/en/summoner/euw1/%20/EUW',
    '/en/live/euw1/Baron%20Stealer/%20',
    '/admin/tier-list',
    '/xx/news/patch-14-1',
  ]) {
    it(`asks for nothing on ${path}, which its screen would not ask about`, () => {
      const { routes } = setup();
      const fetchMock = stubFetch(() => ({}));

      arriveAt(routes, path);

      expect(fetchMock).not.toHaveBeenCalled();
    });
  }

  it('starts the queries again for another address, not for the same one nor a language switch', () => {
    const { routes } = setup();
    const route = matchesOf(routes, SUMMONER_PATH).at(-1)?.route;
    const revalidates = (current: string, next: string) => {
      const args = (path: string) => ({
        url: new URL(path, 'http://localhost'),
        params: matchesOf(routes, path).at(-1)?.params ?? {},
      });
      const from = args(current);
      const to = args(next);
      return route?.shouldRevalidate?.({
        currentUrl: from.url,
        currentParams: from.params,
        nextUrl: to.url,
        nextParams: to.params,
        defaultShouldRevalidate: true,
      } as ShouldRevalidateFunctionArgs);
    };

    expect(revalidates(SUMMONER_PATH, SUMMONER_PATH)).toBe(false);
    expect(revalidates(SUMMONER_PATH, SUMMONER_PATH.replace('/en/', '/ru/'))).toBe(false);
    expect(revalidates(SUMMONER_PATH, '/en/summoner/kr/Silent%20Brush/KR1')).toBe(true);
    expect(revalidates(SUMMONER_PATH.replace('/en/', '/xx/'), SUMMONER_PATH)).toBe(true);
  });
});
