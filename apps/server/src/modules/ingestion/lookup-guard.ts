import { type Region, regionalRiotIdKey } from '@riftscope/contracts';
import type { AnswerCacheFactory } from '../../platform/answer-cache.ts';
import { clientAddressKey } from '../../platform/client-address.ts';
import { HttpError, notFound, rateLimited } from '../../platform/errors.ts';
import type { SummonersRepository } from '../riot-data/summoners.repository.ts';
import { SUMMONER_NOT_FOUND } from './ingestion.service.ts';
import type { IngestionJobs } from './ingestion-jobs.ts';
import type { LookupQuota } from './lookup-quota.ts';

/**
 * How long a Riot ID that Riot does not know (in that region) is answered 404 without asking
 * again. Made-up IDs are the cheapest way to spend Riot calls; a player who has just taken the
 * name waits at most this long, which a rename on Riot's side takes about as long to reach.
 */
export const UNKNOWN_PLAYER_CACHE_MS = 10 * 60_000;

export const TOO_MANY_NEW_PLAYERS =
  'Too many players new to the site were looked up from this address; try again later';

/** A cached "no such player": the key is the whole Riot ID, so each expires on its own. */
const MISSING = 'missing';

/**
 * Guards visitors' lookups of players the site has not stored, the ones that cost Riot calls
 * (about 14 each, one for an unknown Riot ID). Riot IDs Riot does not know are remembered for a
 * while, so repeating one costs nothing; every other player that has to be asked of Riot counts
 * in the asking address's quota, so that one address cannot spend the budget all visitors share.
 * Stored players are answered without counting.
 */
export function guardLookups(deps: {
  jobs: IngestionJobs;
  summoners: Pick<SummonersRepository, 'findByRiotId'>;
  cache: AnswerCacheFactory;
  quota: LookupQuota;
  now?: () => number;
}): IngestionJobs {
  const { jobs, summoners, quota } = deps;
  const unknown = deps.cache<true>({
    name: 'unknown-player',
    ttlMs: UNKNOWN_PLAYER_CACHE_MS,
    maxEntries: 10_000,
    now: deps.now,
  });
  return {
    isKnownMissing: async (region, gameName, tagLine) =>
      (await unknown.get(regionalRiotIdKey(region, gameName, tagLine), MISSING)) === true,
    firstPage: (row, gameName, tagLine) => jobs.firstPage(row, gameName, tagLine),
    update: (row) => jobs.update(row),
    refresh: (row, whenDone) => jobs.refresh(row, whenDone),
    updateStatus: (row) => jobs.updateStatus(row),
    async lookup(region: Region, gameName: string, tagLine: string, client?: string) {
      const known = await summoners.findByRiotId(region, gameName, tagLine);
      if (known?.fetchedAt) return known;
      const riotId = regionalRiotIdKey(region, gameName, tagLine);
      if (await unknown.get(riotId, MISSING)) throw notFound(SUMMONER_NOT_FOUND);
      if (client !== undefined) {
        const wait = await quota.take(clientAddressKey(client), riotId);
        if (wait > 0) throw rateLimited(wait, TOO_MANY_NEW_PLAYERS);
      }
      try {
        return await jobs.lookup(region, gameName, tagLine, client);
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 404) {
          await unknown.set(riotId, MISSING, true);
        }
        throw err;
      }
    },
  };
}
