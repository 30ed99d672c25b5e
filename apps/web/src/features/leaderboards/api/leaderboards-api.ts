import {
  isRegion,
  LADDER_QUEUES,
  type LadderQueue,
  type Language,
  type Region,
} from '@riftscope/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { STARTED_BY_LOADER } from '../../../lib/query-client.ts';

/** Ladders are read from Riot about every 30 minutes; a minute's answer is fresh enough. */
export const LADDER_CACHE_MS = 60_000;

/** What a ladder page shows: the region of the address and its `?queue=` and `?page=`. */
export interface LadderAddress {
  region: Region;
  queue: LadderQueue;
  page: number;
}

/** The address's ladder; null when the path names no region. Unknown values mean the defaults. */
export function ladderAddress(
  region: string | undefined,
  search: URLSearchParams,
): LadderAddress | null {
  if (!isRegion(region)) return null;
  const queue = search.get('queue');
  const page = Number(search.get('page'));
  return {
    region,
    queue: (LADDER_QUEUES as readonly string[]).includes(queue ?? '')
      ? (queue as LadderQueue)
      : 'solo',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** `?queue=flex&page=2`, leaving the defaults out. */
export function ladderSearch({ queue, page }: Pick<LadderAddress, 'queue' | 'page'>): string {
  const params = new URLSearchParams();
  if (queue !== 'solo') params.set('queue', queue);
  if (page !== 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const ladderKeys = {
  page: ({ region, queue, page }: LadderAddress, language: Language) =>
    ['ladders', region, queue, page, language] as const,
};

/** A page of a region's ladder, champions named in `language`. */
export const ladderQuery = (address: LadderAddress, language: Language) =>
  queryOptions({
    queryKey: ladderKeys.page(address, language),
    ...STARTED_BY_LOADER,
    queryFn: ({ signal }) =>
      call('getLadder', {
        params: { region: address.region },
        query: { queue: address.queue, page: address.page, lang: language },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: LADDER_CACHE_MS,
  });
