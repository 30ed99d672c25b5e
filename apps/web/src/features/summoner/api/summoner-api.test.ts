import type { MatchListPage } from '@riftscope/contracts';
import { describe, expect, it } from 'vitest';
import {
  friendsQuery,
  liveStatusQuery,
  matchesQuery,
  nextMatchPage,
  summonerKeys,
  topChampionsQuery,
  uniqueMatches,
} from './summoner-api.ts';

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
    expect(topChampionsQuery(PLAYER, undefined).enabled).toBe(false);
    expect(friendsQuery(PLAYER, undefined).enabled).toBe(false);
    expect(topChampionsQuery(PLAYER, 'puuid-1').enabled).toBe(true);
  });

  it('do not retry top champions and friends', () => {
    expect(topChampionsQuery(PLAYER, 'puuid-1').retry).toBe(false);
    expect(friendsQuery(PLAYER, 'puuid-1').retry).toBe(false);
  });

  it('ask for the next match page only while the last one is before the last page', () => {
    const { getNextPageParam } = matchesQuery(PLAYER);
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
