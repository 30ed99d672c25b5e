import {
  type ChampionRow,
  lastPageOf,
  type listChampions,
  type Region,
  type ResponseOf,
  type TierRole,
} from '@riftscope/contracts';
import { singleFlight } from '../../platform/single-flight.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import type { GameDataMapper } from '../matches/game-data.mapper.ts';
import { compareChampionRows, roleWinRates, toChampionRow } from './champions.mapper.ts';
import type { ChampionsRepository } from './champions.repository.ts';

/** Ranked solo/duo: the tier list's queue unless the query names another. */
export const DEFAULT_TIER_QUEUE = 420;

/**
 * How long a tier list is answered from memory (SPEC.md §9: 5 minutes). The rollups only grow
 * as matches are ingested, so a cached list is at most this stale and never wrong in any other
 * way; nothing needs to invalidate it early. So each process keeps its own, also with Redis:
 * sharing would save one query per filter every 5 minutes and cost a copy of the list per request.
 */
export const TIER_LIST_CACHE_MS = 5 * 60_000;

export type ChampionsPage = ResponseOf<typeof listChampions>;

export interface ChampionsQuery {
  page: number;
  per_page: number;
  role?: TierRole;
  queue?: number;
  patch?: string;
  platform?: Region;
}

export function createChampionsService(deps: {
  champions: ChampionsRepository;
  game: GameDataMapper;
  now?: () => number;
}) {
  const { champions, game } = deps;
  // The whole sorted list per filter; every page of it is a slice, so paging costs no query.
  const lists = createTtlCache<ChampionRow[]>({
    ttlMs: TIER_LIST_CACHE_MS,
    maxEntries: 500,
    now: deps.now,
  });
  const shared = singleFlight<ChampionRow[]>();

  async function load(queueId: number, query: ChampionsQuery): Promise<ChampionRow[]> {
    const patch = query.patch ?? (await champions.newestPatch(queueId));
    if (patch === null) return [];
    const { rows, bans, matches } = await champions.aggregates({
      queueId,
      patch,
      platform: query.platform,
      role: query.role,
    });
    const context = { roleWinRates: roleWinRates(rows), bans, matches };
    return rows.map((row) => toChampionRow(row, context, game)).sort(compareChampionRows);
  }

  /** The sorted list for a filter, from memory when answered in the last 5 minutes. */
  async function sortedList(query: ChampionsQuery): Promise<ChampionRow[]> {
    const queueId = query.queue ?? DEFAULT_TIER_QUEUE;
    const key = [
      queueId,
      query.patch ?? 'newest',
      query.platform ?? 'all',
      query.role ?? 'all',
    ].join(':');
    const cached = lists.get(key);
    if (cached) return cached;
    return shared(key, async () => {
      const list = await load(queueId, query);
      lists.set(key, list);
      return list;
    });
  }

  return {
    /** A page of the tier list, best score first; an unknown patch or queue is an empty list. */
    async list(query: ChampionsQuery): Promise<ChampionsPage> {
      const list = await sortedList(query);
      const start = (query.page - 1) * query.per_page;
      return {
        data: list.slice(start, start + query.per_page),
        current_page: query.page,
        last_page: lastPageOf(list.length, query.per_page),
        per_page: query.per_page,
        total: list.length,
      };
    },
  };
}

export type ChampionsService = ReturnType<typeof createChampionsService>;
