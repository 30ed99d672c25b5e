import type { ChampionsMeta, TierListQueue } from '@riftscope/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { STARTED_BY_LOADER } from '../../lib/query-client.ts';

/** The filters' choices change only when a new patch or region lands, which is rare. */
export const CHAMPIONS_META_CACHE_MS = 30 * 60_000;

export const championsMetaKey = ['champions', 'meta'] as const;

/** `GET /api/champions/meta`: the patches per queue, regions and brackets the filters offer. */
export const championsMetaQuery = queryOptions({
  queryKey: championsMetaKey,
  ...STARTED_BY_LOADER,
  queryFn: ({ signal }) => call('getChampionsMeta', { signal }),
  staleTime: CHAMPIONS_META_CACHE_MS,
  gcTime: CHAMPIONS_META_CACHE_MS,
});

/** The queue's patches with data, newest first; empty when the queue has none or meta is unknown. */
export const patchesOf = (meta: ChampionsMeta | undefined, queue: TierListQueue): string[] =>
  meta?.queues.find((entry) => entry.queue === queue)?.patches ?? [];
