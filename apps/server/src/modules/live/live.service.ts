import type { LiveGame, RankedEntry, Region } from '@riftscope/contracts';
import type { CallOptions, RiotClient } from '@riftscope/riot';
import { type CurrentGameInfoDto, CurrentGameInfoDtoSchema } from '@riftscope/riot/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { type AnswerCacheFactory, memoryAnswerCache } from '../../platform/answer-cache.ts';
import { notFound } from '../../platform/errors.ts';
import { visitorRiotCall } from '../../platform/riot-calls.ts';
import { singleFlight } from '../../platform/single-flight.ts';
import type { IngestionJobs } from '../ingestion/ingestion-jobs.ts';
import type { GameDataMapper } from '../matches/game-data.mapper.ts';
import { puuidOf, rankOf, toLiveGame } from './live.mapper.ts';
import type { LiveRepository } from './live.repository.ts';

/** SPEC.md §8: the live page's "not in a match" text. */
export const NOT_IN_GAME =
  'This player is not in a game right now; refresh later or check another summoner';

/** How long a stored game is reused, so that polling costs no Riot calls; older ones are deleted. */
export const LIVE_CACHE_MS = 30_000;

/**
 * How long "not in a game" is remembered. The badge polls once a minute (SPEC.md §4), so an idle
 * player costs one spectator call a minute however many tabs watch, and a game that has just
 * begun shows at most one poll late. It lives in the answer cache, not the database: any PUUID can
 * be asked about, and a row for each would let anyone fill the table.
 */
export const NOT_IN_GAME_CACHE_MS = 60_000;

/** A cached "not in a game": the key is region and PUUID, so each expires on its own. */
const IDLE = 'idle';

/** Stored ranks of players fetched this recently are used as they are. */
export const FRESH_RANKS_MS = 30 * 60_000;

export function createLiveService(deps: {
  riot: RiotClient;
  live: LiveRepository;
  jobs: Pick<IngestionJobs, 'lookup'>;
  game: GameDataMapper;
  log: FastifyBaseLogger;
  cache?: AnswerCacheFactory;
  now?: () => number;
}) {
  const { riot, live, jobs, game, log } = deps;
  const now = deps.now ?? Date.now;
  const call: CallOptions = { priority: 'high' };
  const spectating = singleFlight<CurrentGameInfoDto | null>();
  const idle = (deps.cache ?? memoryAnswerCache)<true>({
    name: 'not-in-game',
    ttlMs: NOT_IN_GAME_CACHE_MS,
    maxEntries: 10_000,
    now: deps.now,
  });

  /** The player's live game: remembered "not in a game", a fresh stored game, or spectator-v5. */
  async function activeGame(region: Region, puuid: string): Promise<CurrentGameInfoDto | null> {
    const key = `${region}:${puuid}`;
    if (await idle.get(key, IDLE)) return null;
    const cached = await live.cached(region, puuid);
    if (cached && now() - cached.fetchedAt.getTime() < LIVE_CACHE_MS) {
      if (cached.game === null) return null;
      const parsed = CurrentGameInfoDtoSchema.safeParse(cached.game);
      if (parsed.success) return parsed.data;
    }
    return spectating(key, async () => {
      const found = await visitorRiotCall(log, () =>
        riot.spectator.activeGame(region, puuid, call),
      );
      const at = new Date(now());
      if (found) {
        await live.save(region, puuid, found, at);
        // Games are stored only to be reused for a few seconds; what is older is of no use.
        await live.deleteFetchedBefore(new Date(at.getTime() - LIVE_CACHE_MS));
      } else {
        await idle.set(key, IDLE, true);
        if (cached) await live.forget(region, puuid);
      }
      return found;
    });
  }

  /** Everyone's solo (else flex) standing: stored for fresh profiles, asked of Riot for the rest. */
  async function ranksOf(
    region: Region,
    puuids: readonly string[],
  ): Promise<Map<string, RankedEntry | null>> {
    const stored = await live.freshRanks(region, puuids, new Date(now() - FRESH_RANKS_MS));
    const ranks = new Map<string, RankedEntry | null>();
    for (const [puuid, entries] of stored) ranks.set(puuid, rankOf(entries));
    const missing = puuids.filter((puuid) => !stored.has(puuid));
    // Only shown, never stored: a stub's ranks saved alone would pass for a fetched profile.
    const asked = await Promise.all(
      missing.map((puuid) =>
        visitorRiotCall(log, () => riot.league.entriesByPuuid(region, puuid, call)),
      ),
    );
    missing.forEach((puuid, i) => {
      ranks.set(puuid, rankOf(asked[i] ?? []));
    });
    return ranks;
  }

  return {
    async isInGame(region: Region, puuid: string): Promise<boolean> {
      return (await activeGame(region, puuid)) !== null;
    },

    /** `client`: the visitor's address, which a lookup that asks Riot counts against. */
    async game(
      region: Region,
      gameName: string,
      tagLine: string,
      client?: string,
    ): Promise<LiveGame> {
      const player = await jobs.lookup(region, gameName, tagLine, client);
      const found = await activeGame(region, player.puuid);
      if (!found) throw notFound(NOT_IN_GAME);
      const puuids = [...new Set(found.participants.map(puuidOf).filter((p) => p !== null))];
      return toLiveGame(found, region, await ranksOf(region, puuids), game);
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
