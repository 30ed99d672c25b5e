import {
  bracketFilterOf,
  type ChampionSlice,
  DEFAULT_TIER_QUEUE,
  type TierListQueue,
} from '@riftscope/contracts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import { type DataVersion, dataGenerations } from '../riot-data/data-version.ts';
import type { ChampionPageQuery, ChampionsService } from './champions.service.ts';
import { TIER_LIST_CACHE_MS } from './champions.service.ts';

/**
 * The caches of answers read over a slice of the aggregates (matchup and rune pages): what the
 * database answered, once for every language (`aggregates`), and each answer per language
 * (`pages`), kept as the tier list's (TIER_LIST_CACHE_MS) and dropped together when this process
 * stores new data.
 */
export function sliceCaches<A, P>(
  deps: { now?: (() => number) | undefined; data?: DataVersion | undefined },
  /** Other caches of the same answers, dropped with them. */
  others: readonly { deletePrefix(prefix: string): void }[] = [],
) {
  const options = { ttlMs: TIER_LIST_CACHE_MS, maxEntries: 500, now: deps.now };
  const aggregates = createTtlCache<A>(options);
  const pages = createTtlCache<P>(options);
  const generations = dataGenerations(deps.data);
  return {
    aggregates,
    pages,
    forgetIfStale(): void {
      if (!generations.hasChanged()) return;
      for (const cache of [aggregates, pages, ...others]) cache.deletePrefix('');
    },
    cached: generations.cached,
    generation: generations.current,
  };
}

/**
 * A query's slice with the champion pages' defaults: Ranked Solo/Duo, the queue's newest patch
 * with data, all regions, Emerald+ (all ranks where the queue has none).
 */
export const sliceOfQuery =
  (champions: Pick<ChampionsService, 'meta'>) =>
  async (query: Omit<ChampionPageQuery, 'role'>): Promise<ChampionSlice> => {
    const queue = (query.queue ?? DEFAULT_TIER_QUEUE) as TierListQueue;
    const meta = await champions.meta();
    const newest = meta.queues.find((q) => q.queue === queue)?.patches[0] ?? null;
    return {
      queue,
      patch: query.patch ?? newest,
      region: query.region ?? null,
      tier: bracketFilterOf(queue, query.tier),
    };
  };
