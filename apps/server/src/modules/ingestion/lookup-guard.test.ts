import { describe, expect, it } from 'vitest';
import { memoryAnswerCache } from '../../platform/answer-cache.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import type { SummonerRow } from '../riot-data/player-rows.ts';
import { SUMMONER_NOT_FOUND } from './ingestion.service.ts';
import type { IngestionJobs } from './ingestion-jobs.ts';
import { guardLookups, UNKNOWN_PLAYER_CACHE_MS } from './lookup-guard.ts';
import { createMemoryLookupQuota } from './lookup-quota.ts';

const stored = { id: 1, puuid: 'p-stored', fetchedAt: new Date(0) } as SummonerRow;

/** A guard over fake jobs that know one player, "Known#EUW", and count what they are asked. */
function setUp(max = 2) {
  let t = 0;
  const asked: string[] = [];
  const jobs: IngestionJobs = {
    async lookup(_region, gameName) {
      asked.push(gameName);
      if (gameName !== 'Known') throw notFound(SUMMONER_NOT_FOUND);
      return stored;
    },
    firstPage: async (row) => row,
    update: async () => ({ status: 'done', newMatches: 0 }),
    refresh: async () => {},
    updateStatus: async () => ({ status: 'done', newMatches: null }),
  };
  const guarded = guardLookups({
    jobs,
    summoners: {
      findByRiotId: async (_region, gameName) => (gameName === 'Stored' ? stored : null),
    },
    cache: memoryAnswerCache,
    quota: createMemoryLookupQuota({ max, windowMs: 60_000, now: () => t }),
    now: () => t,
  });
  const statusOf = (gameName: string, client?: string) =>
    guarded.lookup('euw1', gameName, 'EUW', client).then(
      () => 200,
      (err: HttpError) => err.statusCode,
    );
  return { guarded, asked, statusOf, advance: (ms: number) => (t += ms) };
}

describe('guarded lookups', () => {
  it('answers an unknown Riot ID again from memory, in any case, until it is forgotten', async () => {
    const { asked, statusOf, advance } = setUp();
    expect(await statusOf('Nobody', '10.0.0.1')).toBe(404);
    expect(await statusOf('NOBODY', '10.0.0.2')).toBe(404);
    expect(asked).toEqual(['Nobody']);
    advance(UNKNOWN_PLAYER_CACHE_MS);
    expect(await statusOf('Nobody', '10.0.0.2')).toBe(404);
    expect(asked).toEqual(['Nobody', 'Nobody']);
  });

  it('refuses an address more lookups that ask Riot than its quota, with the wait', async () => {
    const { asked, guarded, statusOf } = setUp(2);
    expect(await statusOf('Known', '10.0.0.1')).toBe(200);
    expect(await statusOf('Ghost', '10.0.0.1')).toBe(404);
    const refused = await guarded.lookup('euw1', 'Other', 'EUW', '10.0.0.1').catch((e) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(asked).toEqual(['Known', 'Ghost']);
    expect(await statusOf('Other', '10.0.0.2')).toBe(404);
  });

  it('counts a player once against the quota however often the address asks for it', async () => {
    const { asked, statusOf } = setUp(1);
    for (let i = 0; i < 3; i++) expect(await statusOf('Known', '10.0.0.1')).toBe(200);
    expect(asked).toEqual(['Known', 'Known', 'Known']);
    expect(await statusOf('Ghost', '10.0.0.1')).toBe(429);
  });

  it('counts neither stored players nor remembered unknown ones against the quota', async () => {
    const { asked, statusOf } = setUp(1);
    expect(await statusOf('Ghost', '10.0.0.1')).toBe(404);
    for (let i = 0; i < 5; i++) {
      expect(await statusOf('Stored', '10.0.0.1')).toBe(200);
      expect(await statusOf('Ghost', '10.0.0.1')).toBe(404);
    }
    expect(asked).toEqual(['Ghost']);
  });

  it('does not count lookups made for no visitor (the crawler, jobs)', async () => {
    const { statusOf } = setUp(1);
    for (let i = 0; i < 3; i++) expect(await statusOf('Known')).toBe(200);
  });
});
