import type { LiveGame, RankedEntry, Region } from '@riftscope/contracts';
import type { CallOptions, RiotClient } from '@riftscope/riot';
import { type CurrentGameInfoDto, CurrentGameInfoDtoSchema } from '@riftscope/riot/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../../platform/errors.ts';
import { visitorRiotCall } from '../../platform/riot-calls.ts';
import { singleFlight } from '../../platform/single-flight.ts';
import type { GameDataMapper } from '../matches/game-data.mapper.ts';
import type { IngestionJobs } from '../summoners/ingestion-jobs.ts';
import { puuidOf, rankOf, toLiveGame } from './live.mapper.ts';
import type { LiveRepository } from './live.repository.ts';

/** SPEC.md §8: the live page's "not in a match" text. */
export const NOT_IN_GAME =
  'This player is not in a game right now; refresh later or check another summoner';

/** How long a spectator answer (in a game or not) is reused, so polling costs no Riot calls. */
export const LIVE_CACHE_MS = 30_000;

/** Stored ranks of players fetched this recently are used as they are. */
export const FRESH_RANKS_MS = 30 * 60_000;

export function createLiveService(deps: {
  riot: RiotClient;
  live: LiveRepository;
  jobs: Pick<IngestionJobs, 'lookup'>;
  game: GameDataMapper;
  log: FastifyBaseLogger;
  now?: () => number;
}) {
  const { riot, live, jobs, game, log } = deps;
  const now = deps.now ?? Date.now;
  const call: CallOptions = { priority: 'high' };
  const spectating = singleFlight<CurrentGameInfoDto | null>();

  /** The player's live game, from the 30-second cache or from spectator-v5. */
  async function activeGame(region: Region, puuid: string): Promise<CurrentGameInfoDto | null> {
    const cached = await live.cached(region, puuid);
    if (cached && now() - cached.fetchedAt.getTime() < LIVE_CACHE_MS) {
      if (cached.game === null) return null;
      const parsed = CurrentGameInfoDtoSchema.safeParse(cached.game);
      if (parsed.success) return parsed.data;
    }
    return spectating(`${region}:${puuid}`, async () => {
      const found = await visitorRiotCall(log, () =>
        riot.spectator.activeGame(region, puuid, call),
      );
      await live.save(region, puuid, found, new Date(now()));
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

    async game(region: Region, gameName: string, tagLine: string): Promise<LiveGame> {
      const player = await jobs.lookup(region, gameName, tagLine);
      const found = await activeGame(region, player.puuid);
      if (!found) throw notFound(NOT_IN_GAME);
      const puuids = [...new Set(found.participants.map(puuidOf).filter((p) => p !== null))];
      return toLiveGame(found, region, await ranksOf(region, puuids), game);
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
