import type { ChampionMastery, Language, PlayerMastery, Region } from '@riftscope/contracts';
import { type CallOptions, RiotApiError, type RiotClient } from '@riftscope/riot';
import type { FastifyBaseLogger } from 'fastify';
import { conflict } from '../../platform/errors.ts';
import { singleFlight } from '../../platform/single-flight.ts';
import type { GameDataCatalog, GameDataMapper } from '../riot-data/game-data.mapper.ts';
import type {
  MasteriesRepository,
  MasteryInput,
  StoredMasteries,
} from '../riot-data/masteries.repository.ts';
import type { SummonerRow } from '../riot-data/player-rows.ts';
import { NOT_STORED_YET, type PlayerRequest, playerGroup } from './player-request.ts';
import { type StoredPlayersDeps, storedOrNot, storedPlayer } from './stored-players.ts';
import type { SummonersService } from './summoners.service.ts';

/** Stored masteries older than this are read again when the player's masteries are asked for. */
export const MASTERY_MAX_AGE_MS = 24 * 3_600_000;

/** Masteries are never what a visitor waits for first: lookups and Updates go ahead of them. */
const LOW: CallOptions = { priority: 'low' };

/**
 * Whether the stored read is to be repeated: there is none, it is older than a day, or the
 * player has a stored game begun after it (its points and last play have changed since).
 */
export function isStale(
  read: Pick<StoredMasteries, 'fetchedAt' | 'newestGame'> | null,
  now: number,
): boolean {
  if (!read) return true;
  const at = read.fetchedAt.getTime();
  return now - at > MASTERY_MAX_AGE_MS || (read.newestGame !== null && read.newestGame > at);
}

/** The answer of stored masteries (null: none stored, and Riot could not be asked now). */
export function toPlayerMastery(
  stored: StoredMasteries | null,
  game: Pick<GameDataMapper, 'champion' | 'championKey'>,
): PlayerMastery {
  const rows = stored?.rows ?? [];
  const data = rows.map((r): ChampionMastery => {
    const champion = game.champion(r.championId, '');
    return {
      champion_id: r.championId,
      champion_key: game.championKey(r.championId),
      champion_name: champion.name,
      image_url: champion.image_url,
      level: r.level,
      points: r.points,
      // Riot's 0 is a champion never played since it started recording.
      last_played_at: r.lastPlayTime > 0 ? new Date(r.lastPlayTime).toISOString() : null,
    };
  });
  return {
    data,
    champions: rows.length,
    total_points: rows.reduce((n, r) => n + r.points, 0),
    total_level: rows.reduce((n, r) => n + r.level, 0),
    fetched_at: stored ? stored.fetchedAt.toISOString() : null,
    is_available: stored !== null,
  };
}

export interface PlayerMasteryDeps extends StoredPlayersDeps {
  players: Pick<SummonersService, 'playerAnswers'>;
  masteries: Pick<MasteriesRepository, 'find' | 'store'>;
  riot: Pick<RiotClient, 'mastery'>;
  games: GameDataCatalog;
  log: FastifyBaseLogger;
  now?: () => number;
}

/**
 * A player's champion masteries (docs/player-page.md, Champion mastery): stored from one
 * champion-mastery-v4 call, read again at low priority when the stored read is stale. A visitor
 * with no read stored waits for it; a stale read is answered at once while the new one is
 * fetched. Riot down: the stored read is answered with its date, or "unavailable" without one.
 * Answers are cached with the player's others, so an Update forgets them too.
 */
export function createPlayerMasteryService(deps: PlayerMasteryDeps) {
  const { players, masteries, riot, games, log } = deps;
  const now = deps.now ?? Date.now;
  const answers = players.playerAnswers<PlayerMastery>('mastery');
  const reads = singleFlight<StoredMasteries | null>();

  /** One call for the player's masteries, stored whole; null when Riot could not answer. */
  function read(row: SummonerRow): Promise<StoredMasteries | null> {
    return reads(`${row.region}:${row.puuid}`, async () => {
      try {
        const list = await riot.mastery.all(row.region as Region, row.puuid, LOW);
        const inputs: MasteryInput[] = list.map((m) => ({
          championId: m.championId,
          level: m.championLevel,
          points: m.championPoints,
          lastPlayTime: m.lastPlayTime,
        }));
        await masteries.store(row.region, row.puuid, inputs, new Date(now()));
        return masteries.find(row.region, row.puuid);
      } catch (err) {
        if (!(err instanceof RiotApiError)) throw err;
        log.warn({ err, puuid: row.puuid }, 'masteries not read; serving stored ones');
        return null;
      }
    });
  }

  return {
    async mastery(player: PlayerRequest, lang: Language): Promise<PlayerMastery> {
      return answers.remember(playerGroup(player), `${player.region}:${lang}`, async () => {
        const isRender = player.reads === 'stored';
        const row = isRender ? await storedOrNot(deps, player) : await storedPlayer(deps, player);
        const stored = await masteries.find(row.region, row.puuid);
        if (!isStale(stored, now())) return toPlayerMastery(stored, games.in(lang));
        if (stored) {
          // Answered at once; the next ask finds the new read.
          read(row).catch((err: unknown) => log.warn({ err }, 'masteries not stored'));
          return toPlayerMastery(stored, games.in(lang));
        }
        // A render never asks Riot: the browser asks for what is not stored yet.
        if (isRender) throw conflict(NOT_STORED_YET);
        return toPlayerMastery(await read(row), games.in(lang));
      });
    },
  };
}

export type PlayerMasteryService = ReturnType<typeof createPlayerMasteryService>;
