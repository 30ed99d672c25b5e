import {
  API_ROUTES,
  type Language,
  type MatchListPage,
  type PlayerChampions,
  type RouteName,
} from '@riftscope/contracts';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/render.tsx';
import { buildQuery } from './build-api.ts';
import {
  friendsQuery,
  liveStatusQuery,
  matchesQuery,
  nextMatchPage,
  participantsQuery,
  playerChampionsQuery,
  recentSummaryQuery,
  summonerKeys,
  topChampionsQuery,
  uniqueMatches,
} from './summoner-api.ts';
import { matchTimelineQuery } from './timeline-api.ts';

const PLAYER = { region: 'euw1', gameName: 'Baron Stealer', tagLine: 'EUW' } as const;

describe('summoner queries', () => {
  it('poll the live status every 60 seconds and on window focus, without retrying', () => {
    const options = liveStatusQuery('puuid-1', 'euw1');
    expect(options.refetchInterval).toBe(60_000);
    expect(options.refetchOnWindowFocus).toBe(true);
    expect(options.retry).toBe(false);
    expect(options.enabled).toBe(true);
  });

  it('wait for the puuid before asking for live status, top champions and friends', () => {
    expect(liveStatusQuery(undefined, 'euw1').enabled).toBe(false);
    expect(topChampionsQuery(PLAYER, undefined, 'en').enabled).toBe(false);
    expect(friendsQuery(PLAYER, undefined).enabled).toBe(false);
    expect(topChampionsQuery(PLAYER, 'puuid-1', 'en').enabled).toBe(true);
  });

  it('do not retry top champions and friends', () => {
    expect(topChampionsQuery(PLAYER, 'puuid-1', 'en').retry).toBe(false);
    expect(friendsQuery(PLAYER, 'puuid-1').retry).toBe(false);
  });

  it('ask for the next match page only while the last one is before the last page', () => {
    const { getNextPageParam } = matchesQuery(PLAYER, 'all', 'en');
    const page = (current: number, last: number) =>
      ({
        data: [{ match_id: `m${current}` }],
        current_page: current,
        last_page: last,
        per_page: 1,
        total: 3,
      }) as unknown as MatchListPage;
    expect(getNextPageParam(page(1, 3), [], 1, [])).toBe(2);
    expect(getNextPageParam(page(3, 3), [], 3, [])).toBeUndefined();
  });

  it('keep one cache entry per player whatever the case of the address', () => {
    expect(summonerKeys.profile(PLAYER)).toEqual(
      summonerKeys.profile({ ...PLAYER, gameName: 'baron stealer', tagLine: 'euw' }),
    );
  });
});

describe('match pages', () => {
  const page = (current: number, last: number, ids: string[]) =>
    ({
      data: ids.map((match_id) => ({ match_id })),
      current_page: current,
      last_page: last,
      per_page: 3,
      total: 9,
    }) as unknown as MatchListPage;

  it('ask for the next page after a full one and for none after the last', () => {
    expect(nextMatchPage(page(1, 3, ['a', 'b', 'c']))).toBe(2);
    expect(nextMatchPage(page(3, 3, ['g']))).toBeUndefined();
  });

  it('ask again for a short page that is not the last, which the server fills from Riot', () => {
    expect(nextMatchPage(page(2, 3, ['d']))).toBe(2);
  });

  it('list each match once when a refilled page repeats rows', () => {
    const pages = [page(1, 3, ['a', 'b', 'c']), page(2, 3, ['d']), page(2, 3, ['d', 'e', 'f'])];
    expect(uniqueMatches(pages).map((m) => m.match_id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});

/** Whether `url` is an address of the route `name` (its `:params` filled with anything). */
const isRouteOf = (name: RouteName, url: URL) =>
  new RegExp(`^${API_ROUTES[name].path.replace(/:\w+/g, '[^/]+')}$`).test(url.pathname);

describe('game names in the page language', () => {
  const MATCH = 'EUW1_7001';
  const PUUID = 'puuid-1';
  const asked: [RouteName, (client: QueryClient, language: Language) => Promise<unknown>][] = [
    ['listSummonerMatches', (c, l) => c.fetchInfiniteQuery(matchesQuery(PLAYER, 'solo', l))],
    ['getTopChampionsPanel', (c, l) => c.fetchQuery(topChampionsQuery(PLAYER, PUUID, l))],
    ['getRecentSummary', (c, l) => c.fetchQuery(recentSummaryQuery(PLAYER, 'all', l))],
    ['listPlayerChampions', (c, l) => c.fetchQuery(playerChampionsQuery(PLAYER, 'flex', 2024, l))],
    ['listMatchParticipants', (c, l) => c.fetchQuery(participantsQuery(MATCH, l))],
    ['getMatchTimeline', (c, l) => c.fetchQuery(matchTimelineQuery(MATCH, PUUID, l))],
    ['getMatchBuild', (c, l) => c.fetchQuery(buildQuery(MATCH, PUUID, l))],
  ];

  it.each(asked)('%s asks for the names in the language it is given', async (route, ask) => {
    const fetchMock = stubFetch(() => ({ data: [], current_page: 1, last_page: 1 }));
    await ask(new QueryClient(), 'ru');
    const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    expect(urls.map((url) => [isRouteOf(route, url), url.searchParams.get('lang')])).toEqual([
      [true, 'ru'],
    ]);
  });

  const startsWith = (key: QueryKey, prefix: QueryKey) =>
    JSON.stringify(key.slice(0, prefix.length)) === JSON.stringify(prefix);

  it('keeps each language apart under the keys an Update and a refresh reload', () => {
    const cached: [QueryKey, (language: Language) => QueryKey][] = [
      [summonerKeys.matches(PLAYER), (l) => matchesQuery(PLAYER, 'solo', l).queryKey],
      [summonerKeys.recent(PLAYER), (l) => recentSummaryQuery(PLAYER, 'solo', l).queryKey],
      [
        summonerKeys.champions(PLAYER),
        (l) => playerChampionsQuery(PLAYER, 'flex', undefined, l).queryKey,
      ],
      [summonerKeys.topChampions(PLAYER), (l) => topChampionsQuery(PLAYER, PUUID, l).queryKey],
    ];
    for (const [prefix, keyIn] of cached) {
      expect(keyIn('en')).not.toEqual(keyIn('ru'));
      for (const key of [keyIn('en'), keyIn('ru')]) {
        expect(startsWith(key, prefix)).toBe(true);
        expect(startsWith(key, summonerKeys.player(PLAYER))).toBe(true);
      }
    }
  });

  it('keeps the last champions table shown while another season loads, not in another language', () => {
    const table = { season: 2024 } as PlayerChampions;
    const placeholderOf = (language: Language, previousKey: QueryKey) => {
      const { placeholderData } = playerChampionsQuery(PLAYER, 'solo', 2024, language);
      if (typeof placeholderData !== 'function') throw new Error('no placeholder function');
      return placeholderData(table, { queryKey: previousKey } as never);
    };
    const english2025 = playerChampionsQuery(PLAYER, 'solo', 2025, 'en').queryKey;
    expect(placeholderOf('en', english2025)).toBe(table);
    expect(placeholderOf('ru', english2025)).toBeUndefined();
  });
});
