import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { SearchCandidate, SearchRepository } from './search.repository.ts';
import {
  createSearchService,
  FUZZY_REST_MS,
  parseSearchTerms,
  rankPrefixHits,
} from './search.service.ts';

describe('parseSearchTerms', () => {
  it.each([
    ['faker', { name: 'faker', tag: null }],
    ['faker#', { name: 'faker', tag: null }],
    ['faker#kr', { name: 'faker', tag: 'kr' }],
    ['  hide on bush  #  kr1 ', { name: 'hide on bush', tag: 'kr1' }],
    ['a#b#c', { name: 'a', tag: 'b#c' }],
  ])('splits %j at the first #', (input, expected) => {
    expect(parseSearchTerms(input)).toEqual(expected);
  });

  it('drops control characters, which no Riot ID has', () => {
    expect(parseSearchTerms('fa\u0000ker\n#k\u0007r')).toEqual({ name: 'faker', tag: 'kr' });
  });

  it.each(['#kr', '  #', '', '\u0000'])('finds no name in %j', (input) => {
    expect(parseSearchTerms(input)).toBeNull();
  });
});

describe('rankPrefixHits', () => {
  let id = 0;
  const candidate = (gameName: string, isFetched = false, tagLine = 'EUW'): SearchCandidate => ({
    id: ++id,
    puuid: `puuid-${id}`,
    gameName,
    tagLine,
    region: 'euw1',
    profileIconId: 1,
    summonerLevel: 30,
    isFetched,
    soloTier: null,
    soloRank: null,
    soloLeaguePoints: null,
  });

  it('puts fetched players first, then exact names, then shorter names, then by name and tag', () => {
    const list = [
      candidate('Zedd'),
      candidate('Zed', false, 'B'),
      candidate('Zed', false, 'A'),
      candidate('Zedmain', true),
      candidate('Zeal'),
      candidate('Zed Zed Zed', true),
    ];
    expect(rankPrefixHits(list, 'ZED').map((c) => `${c.gameName}#${c.tagLine}`)).toEqual([
      'Zedmain#EUW',
      'Zed Zed Zed#EUW',
      'Zed#A',
      'Zed#B',
      'Zeal#EUW',
      'Zedd#EUW',
    ]);
  });

  it('puts the players whose whole Riot ID is the query before fetched ones', () => {
    const list = [candidate('Zed', true, 'EUW1'), candidate('Zedd', true), candidate('Zed')];
    expect(rankPrefixHits(list, 'zed', 'euw').map((c) => `${c.gameName}#${c.tagLine}`)).toEqual([
      'Zed#EUW',
      'Zed#EUW1',
      'Zedd#EUW',
    ]);
  });

  it('lists a candidate found by both queries once', () => {
    const twice = candidate('Twice', true);
    expect(rankPrefixHits([twice, twice], 'tw')).toEqual([twice]);
  });
});

describe('createSearchService', () => {
  const log = pino({ level: 'silent' }) as FastifyBaseLogger;
  const hit = (id: number, gameName: string): SearchCandidate => ({
    id,
    puuid: `puuid-${id}`,
    gameName,
    tagLine: 'EUW',
    region: 'euw1',
    profileIconId: 1,
    summonerLevel: 30,
    isFetched: false,
    soloTier: null,
    soloRank: null,
    soloLeaguePoints: null,
  });
  /**
   * A repository with one prefix hit and one similar name, counting what it is asked; while
   * `isOutOfTime` is set, its fuzzy lookups run out of their budget.
   */
  const fakeRepository = (hasTrigram: boolean) => {
    const calls = { similar: 0, trigram: 0 };
    const state = { isOutOfTime: false };
    const repo: SearchRepository = {
      prefixCandidates: async () => [hit(1, 'Yasuo')],
      similarCandidates: async () => {
        calls.similar += 1;
        return state.isOutOfTime ? null : [hit(1, 'Yasuo'), hit(2, 'Yasou')];
      },
      lastSeen: async () => new Map(),
      hasTrigramIndex: async () => {
        calls.trigram += 1;
        return hasTrigram;
      },
    };
    return { repo, calls, state };
  };

  it('adds similar names after the prefix hits when pg_trgm is there, asking about it once', async () => {
    const { repo, calls } = fakeRepository(true);
    const search = createSearchService({ search: repo, log });
    expect((await search.suggest('yas')).map((r) => r.game_name)).toEqual(['Yasuo', 'Yasou']);
    await search.suggest('yasu');
    expect(calls).toEqual({ similar: 2, trigram: 1 });
  });

  it('keeps to prefix hits without pg_trgm, and for input too short for trigrams', async () => {
    const without = fakeRepository(false);
    expect(
      (await createSearchService({ search: without.repo, log }).suggest('yas')).map((r) => r.id),
    ).toEqual([1]);
    expect(without.calls.similar).toBe(0);

    const short = fakeRepository(true);
    await createSearchService({ search: short.repo, log }).suggest('ya');
    expect(short.calls).toEqual({ similar: 0, trigram: 0 });
  });

  it('rests the fuzzy lookup after it ran out of time twice in a row, and tries again after the rest', async () => {
    const { repo, calls, state } = fakeRepository(true);
    let now = 0;
    const search = createSearchService({ search: repo, log, clock: () => now });
    const names = async () => (await search.suggest('yas')).map((r) => r.game_name);
    state.isOutOfTime = true;
    expect(await names()).toEqual(['Yasuo']);
    expect(await names()).toEqual(['Yasuo']);
    expect(calls.similar).toBe(2);

    // Resting: prefix hits only, without asking.
    state.isOutOfTime = false;
    now += FUZZY_REST_MS - 1;
    expect(await names()).toEqual(['Yasuo']);
    expect(calls.similar).toBe(2);

    now += 1;
    expect(await names()).toEqual(['Yasuo', 'Yasou']);
    expect(calls.similar).toBe(3);
  });

  it('rests again when the first lookup after a rest runs out of time', async () => {
    const { repo, calls, state } = fakeRepository(true);
    let now = 0;
    const search = createSearchService({ search: repo, log, clock: () => now });
    state.isOutOfTime = true;
    await search.suggest('yas');
    await search.suggest('yas');
    now += FUZZY_REST_MS;
    await search.suggest('yas');
    expect(calls.similar).toBe(3);
    await search.suggest('yas');
    expect(calls.similar).toBe(3);
  });

  it('does not rest after lookups that ran out of time with one in time between them', async () => {
    const { repo, calls, state } = fakeRepository(true);
    const search = createSearchService({ search: repo, log, clock: () => 0 });
    for (const isOutOfTime of [true, false, true]) {
      state.isOutOfTime = isOutOfTime;
      await search.suggest('yas');
    }
    state.isOutOfTime = false;
    expect((await search.suggest('yas')).map((r) => r.game_name)).toEqual(['Yasuo', 'Yasou']);
    expect(calls.similar).toBe(4);
  });
});
