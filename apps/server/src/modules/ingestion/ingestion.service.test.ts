import type { MatchBracket } from '@riftscope/contracts';
import { RiotApiError, type RiotClient } from '@riftscope/riot';
import type { MatchDto } from '@riftscope/riot/schemas';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { inBackground } from '../../db/statement-gate.ts';
import type { MatchesRepository } from '../riot-data/matches.repository.ts';
import type { SummonerRow } from '../riot-data/player-rows.ts';
import type { SummonersRepository } from '../riot-data/summoners.repository.ts';
import {
  BACKGROUND_FETCH_CONCURRENCY,
  createIngestionService,
  MATCH_FETCH_CONCURRENCY,
} from './ingestion.service.ts';

const document = (matchId: string) => ({ metadata: { matchId } }) as MatchDto;

/** The service over these fakes, logging nothing. */
const serviceOver = (
  riot: RiotClient,
  matches: MatchesRepository,
  summoners = {} as SummonersRepository,
) =>
  createIngestionService({
    riot,
    summoners,
    matches,
    log: pino({ level: 'silent' }) as FastifyBaseLogger,
  });

/**
 * The service over a Riot that has every match but `missing`, and a store that knows `stored`
 * already and records each batch it is given.
 */
function setUp(options: { stored?: string[]; missing?: string[]; storedMeanwhile?: string[] }) {
  const stored = new Set(options.stored ?? []);
  const batches: { ids: string[]; bracket: MatchBracket | undefined }[] = [];
  const fetched: string[] = [];
  const riot = {
    match: {
      byId: async (_region: string, id: string) => {
        fetched.push(id);
        return options.missing?.includes(id) ? null : document(id);
      },
    },
  } as unknown as RiotClient;
  const matches = {
    storedIds: async (ids: readonly string[]) => new Set(ids.filter((id) => stored.has(id))),
    storeMany: async (documents: readonly MatchDto[], o: { bracket?: MatchBracket } = {}) => {
      batches.push({ ids: documents.map((d) => d.metadata.matchId), bracket: o.bracket });
      // Another process may have stored some since storedIds answered.
      for (const id of options.storedMeanwhile ?? []) stored.add(id);
      return documents.map((d) => {
        const isNew = !stored.has(d.metadata.matchId);
        stored.add(d.metadata.matchId);
        return isNew;
      });
    },
    store: async () => {
      throw new Error('matches are stored in batches');
    },
  } as unknown as MatchesRepository;
  const service = serviceOver(riot, matches);
  return { service, batches, fetched };
}

const ids = (count: number) => Array.from({ length: count }, (_, i) => `EUW1_${100 + i}`);

describe('storing fetched matches', () => {
  it('stores the matches fetched together in one batch, in the bracket given', async () => {
    const { service, batches, fetched } = setUp({});
    const count = MATCH_FETCH_CONCURRENCY + 3;
    const result = await service.storeMatches('euw1', ids(count), { bracket: 'GOLD' });
    expect(fetched).toEqual(ids(count));
    expect(batches).toEqual([
      { ids: ids(count).slice(0, MATCH_FETCH_CONCURRENCY), bracket: 'GOLD' },
      { ids: ids(count).slice(MATCH_FETCH_CONCURRENCY), bracket: 'GOLD' },
    ]);
    expect(result).toEqual({ ids: ids(count), calls: count });
  });

  it('fetches only the matches not stored, and leaves out those Riot does not have', async () => {
    const all = ids(6);
    const { service, batches, fetched } = setUp({
      stored: [all[1] ?? ''],
      missing: [all[4] ?? ''],
    });
    const result = await service.storeMatches('euw1', all, { bracket: '' });
    expect(fetched).toEqual(all.filter((_, i) => i !== 1));
    expect(batches.map((b) => b.ids)).toEqual([[all[0], all[2], all[3], all[5]]]);
    expect(result.ids).toEqual([all[0], all[2], all[3], all[5]]);
    expect(result.calls).toBe(5);
  });

  it('does not count a match another process stored in the meantime as stored now', async () => {
    const all = ids(3);
    const { service } = setUp({ storedMeanwhile: [all[1] ?? ''] });
    expect((await service.storeMatches('euw1', all, { bracket: 'GOLD' })).ids).toEqual([
      all[0],
      all[2],
    ]);
  });

  it('fetches and stores one match at a time in background work, so visitors come in between', async () => {
    const { service, batches } = setUp({});
    const result = await inBackground(() =>
      service.storeMatches('euw1', ids(4), { bracket: 'GOLD' }),
    );
    expect(BACKGROUND_FETCH_CONCURRENCY).toBe(1);
    expect(batches.map((b) => b.ids)).toEqual(ids(4).map((id) => [id]));
    expect(result).toEqual({ ids: ids(4), calls: 4 });
  });

  it('fetches and stores no more than the limit', async () => {
    const { service, batches } = setUp({});
    const result = await service.storeMatches('euw1', ids(8), { bracket: 'GOLD', limit: 3 });
    expect(batches.map((b) => b.ids)).toEqual([ids(3)]);
    expect(result).toEqual({ ids: ids(3), calls: 3 });
  });
});

describe('storing timelines', () => {
  /** The service over a Riot that answers timelines after a turn, counting those asked at once. */
  function setUpTimelines() {
    let inFlight = 0;
    let most = 0;
    const stored: string[] = [];
    const riot = {
      match: {
        timeline: async (_region: string, id: string) => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          await new Promise((resolve) => setImmediate(resolve));
          inFlight -= 1;
          return { metadata: { matchId: id } };
        },
      },
    } as unknown as RiotClient;
    const matches = {
      storeTimeline: async (id: string) => {
        stored.push(id);
        return true;
      },
    } as unknown as MatchesRepository;
    const service = serviceOver(riot, matches);
    return { service, stored, mostAtOnce: () => most };
  }

  it('asks Riot for a page of timelines at once for a visitor', async () => {
    const { service, stored, mostAtOnce } = setUpTimelines();
    expect(await service.storeTimelines('euw1', ids(12))).toEqual({ stored: 12, calls: 12 });
    expect(stored).toEqual(ids(12));
    expect(mostAtOnce()).toBe(MATCH_FETCH_CONCURRENCY);
  });

  it('asks for one timeline at a time in background work', async () => {
    const { service, stored, mostAtOnce } = setUpTimelines();
    const result = await inBackground(() => service.storeTimelines('euw1', ids(5)));
    expect(result).toEqual({ stored: 5, calls: 5 });
    expect(stored).toEqual(ids(5));
    expect(mostAtOnce()).toBe(BACKGROUND_FETCH_CONCURRENCY);
  });
});

describe('a match a visitor opens by its id', () => {
  /** The service over a Riot whose match has players p-1 and p-2, of whom `stored` are stored. */
  function setUpVisit(options: { stored: string[]; isMissing?: boolean }) {
    const batches: { ids: string[]; bracket: MatchBracket | undefined }[] = [];
    const riot = {
      match: {
        byId: async (_region: string, id: string) =>
          options.isMissing
            ? null
            : {
                metadata: { matchId: id },
                info: { participants: [{ puuid: 'p-1' }, { puuid: 'p-2' }] },
              },
      },
    } as unknown as RiotClient;
    const summoners = {
      isAnyFetchedAmong: async (region: string, puuids: readonly string[]) =>
        region === 'euw1' && puuids.some((puuid) => options.stored.includes(puuid)),
    } as unknown as SummonersRepository;
    const matches = {
      storeMany: async (documents: readonly MatchDto[], o: { bracket?: MatchBracket } = {}) => {
        batches.push({ ids: documents.map((d) => d.metadata.matchId), bracket: o.bracket });
        return documents.map(() => true);
      },
    } as unknown as MatchesRepository;
    const service = serviceOver(riot, matches, summoners);
    return { service, batches };
  }

  it('stores it as a page of matches is, in no bracket, when a stored player is in it', async () => {
    const { service, batches } = setUpVisit({ stored: ['p-2'] });
    const visited = await service.visitedMatch('euw1', 'EUW1_1');
    expect(visited?.isStored).toBe(true);
    expect(batches).toEqual([{ ids: ['EUW1_1'], bracket: '' }]);
  });

  it('stores nothing when none of its players is stored, and answers its document', async () => {
    const { service, batches } = setUpVisit({ stored: [] });
    const visited = await service.visitedMatch('euw1', 'EUW1_1');
    expect(visited).toMatchObject({
      isStored: false,
      document: { metadata: { matchId: 'EUW1_1' } },
    });
    expect(batches).toEqual([]);
  });

  it('answers null when Riot does not have it', async () => {
    const { service, batches } = setUpVisit({ stored: ['p-1'], isMissing: true });
    expect(await service.visitedMatch('euw1', 'EUW1_1')).toBeNull();
    expect(batches).toEqual([]);
  });
});

describe('looking up a player Riot knows', () => {
  /**
   * A Riot whose calls about the PUUID take a turn of the event loop; counts those in flight.
   * The match ids answer when `ids` settles (at once unless given).
   */
  function riotAt(options: { summoner: boolean; ids?: Promise<string[]> }) {
    const seen = { inFlight: 0, mostAtOnce: 0, calls: [] as string[] };
    const call =
      <T>(name: string, answer: () => Promise<T>) =>
      async () => {
        seen.calls.push(name);
        seen.inFlight += 1;
        seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.inFlight);
        await new Promise((resolve) => setImmediate(resolve));
        try {
          return await answer();
        } finally {
          seen.inFlight -= 1;
        }
      };
    const riot = {
      account: {
        byRiotId: async () => ({ puuid: 'p-1', gameName: 'Faker', tagLine: 'KR1' }),
      },
      summoner: {
        byPuuid: call('summoner', async () =>
          options.summoner ? { profileIconId: 1, summonerLevel: 30 } : null,
        ),
      },
      league: { entriesByPuuid: call('league', async () => []) },
      match: { idsByPuuid: call('match ids', () => options.ids ?? Promise.resolve([])) },
    } as unknown as RiotClient;
    /** The player as stored. */
    let stored: SummonerRow | null = null;
    const summoners = {
      findByRiotId: async () => null,
      findByPuuid: async () => stored,
      saveFetched: async (fields: object) => {
        stored = {
          id: 1,
          ...fields,
          historyStoredFrom: null,
          isHistoryComplete: false,
        } as SummonerRow;
        return stored;
      },
      markHistoryComplete: async () => {
        if (stored) stored = { ...stored, isHistoryComplete: true };
      },
    } as unknown as SummonersRepository;
    const service = serviceOver(
      riot,
      { storedIds: async () => new Set() } as unknown as MatchesRepository,
      summoners,
    );
    return { service, seen };
  }

  it('asks for the summoner, the ranks and the newest match ids at once, after the account', async () => {
    const { service, seen } = riotAt({ summoner: true });
    const row = await service.firstPage(await service.lookup('euw1', 'Faker', 'KR1'));
    expect(row).toMatchObject({ puuid: 'p-1', isHistoryComplete: true });
    expect(seen.calls.sort()).toEqual(['league', 'match ids', 'summoner']);
    expect(seen.mostAtOnce).toBe(3);
  });

  it('answers with the profile and ranks while the match ids are still on their way', async () => {
    const ids = Promise.withResolvers<string[]>();
    const { service } = riotAt({ summoner: true, ids: ids.promise });
    const row = await service.lookup('euw1', 'Faker', 'KR1');
    expect(row).toMatchObject({ puuid: 'p-1', isHistoryComplete: false });
    let paged: unknown = null;
    const firstPage = service.firstPage(row).then((r) => {
      paged = r;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(paged).toBeNull();
    ids.resolve([]);
    await firstPage;
    expect(paged).toMatchObject({ puuid: 'p-1', isHistoryComplete: true });
  });

  it('tells whoever waits for a first page that Riot failed, and leaves the next one to ask again', async () => {
    const ids = Promise.withResolvers<string[]>();
    const { service } = riotAt({ summoner: true, ids: ids.promise });
    const row = await service.lookup('euw1', 'Faker', 'KR1');
    const waiting = service.firstPage(row);
    ids.reject(
      new RiotApiError({ kind: 'http', endpoint: 'match-v5.getMatchIds', message: '500' }),
    );
    await expect(waiting).rejects.toMatchObject({ statusCode: 503 });
    // Nothing is being fetched any more: the row as stored, whose history start is unknown.
    await expect(service.firstPage(row)).resolves.toMatchObject({
      historyStoredFrom: null,
      isHistoryComplete: false,
    });
  });

  it('answers not found when the account has no summoner on the platform, whatever else came back', async () => {
    const { service } = riotAt({ summoner: false });
    await expect(service.lookup('euw1', 'Faker', 'KR1')).rejects.toMatchObject({ statusCode: 404 });
  });
});
