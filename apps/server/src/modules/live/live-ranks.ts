import type { RankedEntry, Region } from '@riftscope/contracts';
import { type CallOptions, RiotApiError, type RiotClient } from '@riftscope/riot';
import type { FastifyBaseLogger } from 'fastify';
import type { AnswerCacheFactory } from '../../platform/answer-cache.ts';
import type { LiveRepository } from '../riot-data/live.repository.ts';
import { rankOf } from './live.mapper.ts';

/** Stored ranks of players fetched this recently are used as they are. */
export const FRESH_RANKS_MS = 30 * 60_000;

/**
 * A rank asked of Riot for a player without a fresh stored profile is kept as long as a stored
 * one counts as fresh, so the same unknown player met in another game is not asked again.
 */
export const LIVE_RANKS_CACHE_MS = FRESH_RANKS_MS;

/** Other players' ranks are never what the viewer waits for first: lookups go ahead of them. */
const LOW: CallOptions = { priority: 'low' };

/** A rank asked of Riot, wrapped so that "unranked" (null) is a value the cache can keep. */
interface AskedRank {
  rank: RankedEntry | null;
}

/** Everyone's standing, and whether a player's could not be read (shown as null). */
export interface LobbyRanks {
  ranks: Map<string, RankedEntry | null>;
  hasFailures: boolean;
}

/**
 * The ranks of a live game's players: stored for fresh profiles, else asked of league-v4 at low
 * priority and kept in an answer cache ('live-ranks', by region and PUUID). Only shown, never
 * stored: a stub's ranks saved alone would pass for a fetched profile. A player whose rank Riot
 * could not give now is shown without one (null), logged, and asked again at the next view.
 */
export function createLiveRanks(deps: {
  riot: Pick<RiotClient, 'league'>;
  live: Pick<LiveRepository, 'freshRanks'>;
  log: FastifyBaseLogger;
  cache: AnswerCacheFactory;
  now: () => number;
}) {
  const { riot, live, log, now } = deps;
  const asked = deps.cache<AskedRank>({
    name: 'live-ranks',
    ttlMs: LIVE_RANKS_CACHE_MS,
    maxEntries: 20_000,
    now,
  });

  async function askRiot(region: Region, puuid: string): Promise<RankedEntry | null | undefined> {
    try {
      const kept = await asked.remember(`${region}:${puuid}`, 'rank', async () => ({
        rank: rankOf(await riot.league.entriesByPuuid(region, puuid, LOW)),
      }));
      return kept.rank;
    } catch (err) {
      if (!(err instanceof RiotApiError)) throw err;
      log.warn({ err, puuid }, 'live game rank not read; shown without one');
      return undefined;
    }
  }

  return async function ranksOf(region: Region, puuids: readonly string[]): Promise<LobbyRanks> {
    const stored = await live.freshRanks(region, puuids, new Date(now() - FRESH_RANKS_MS));
    const ranks = new Map<string, RankedEntry | null>();
    for (const [puuid, entries] of stored) ranks.set(puuid, rankOf(entries));
    const missing = puuids.filter((puuid) => !stored.has(puuid));
    const answers = await Promise.all(missing.map((puuid) => askRiot(region, puuid)));
    let hasFailures = false;
    missing.forEach((puuid, i) => {
      const rank = answers[i];
      if (rank === undefined) hasFailures = true;
      ranks.set(puuid, rank ?? null);
    });
    return { ranks, hasFailures };
  };
}
