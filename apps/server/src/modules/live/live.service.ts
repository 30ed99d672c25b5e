import {
  type Language,
  LIVE_STATUS_POLL_MS,
  type LiveGame,
  type MasteryBrief,
  PREMADE_RECENT_GAMES,
  type RankedEntry,
  RED_TEAM_ID,
  type Region,
  seasonOf,
  seasonRange,
} from '@riftscope/contracts';
import type { CallOptions, RiotClient } from '@riftscope/riot';
import {
  type CurrentGameInfoDto,
  CurrentGameInfoDtoSchema,
  type CurrentGameParticipantDto,
} from '@riftscope/riot/schemas';
import type { FastifyBaseLogger } from 'fastify';
import {
  type AnswerCache,
  type AnswerCacheFactory,
  memoryAnswerCache,
} from '../../platform/answer-cache.ts';
import { notFound } from '../../platform/errors.ts';
import { visitorRiotCall } from '../../platform/riot-calls.ts';
import { singleFlight } from '../../platform/single-flight.ts';
import type { IngestionJobs } from '../ingestion/ingestion-jobs.ts';
import type { GameDataCatalog } from '../riot-data/game-data.mapper.ts';
import type { LivePick, LiveRepository } from '../riot-data/live.repository.ts';
import type { MasteriesRepository } from '../riot-data/masteries.repository.ts';
import { premadeGroups } from '../riot-data/premade-groups.ts';
import type { PlayerRequest } from '../summoners/player-request.ts';
import { puuidOf, rankOf, toLiveGame } from './live.mapper.ts';

/** The live page's "not in a match" text (docs/product.md, Messages). */
export const NOT_IN_GAME =
  'This player is not in a game right now; refresh later or check another summoner';

/**
 * How long "not in a game" is remembered; a game found is reused as long (see `activeGame`). It
 * lives in the answer cache, not the database: any PUUID can be asked about, and a row for each
 * would let anyone fill the table.
 */
export const NOT_IN_GAME_CACHE_MS = LIVE_STATUS_POLL_MS;

/** A cached "not in a game": the key is region and PUUID, so each expires on its own. */
const IDLE = 'idle';

/** Stored ranks of players fetched this recently are used as they are. */
export const FRESH_RANKS_MS = 30 * 60_000;

/**
 * How long a game's answer is kept. Everything in it holds for the whole game (the picks, and
 * ranks and stored games, which change only once it is over), so every viewer of any of its ten
 * players gets the same answer, and the nine not looked up are asked about once, not per view.
 */
export const LIVE_GAME_CACHE_MS = 5 * 60_000;

/** What finding a player's game and its players' ranks asks: Riot, the stored games, a clock. */
interface SpectatorDeps {
  riot: RiotClient;
  live: LiveRepository;
  log: FastifyBaseLogger;
  now: () => number;
}

/** Stored masteries shown beside a live game's players: those read within a day. */
export const LIVE_MASTERY_AGE_MS = 24 * 3_600_000;

/** Each player's stored mastery of the champion they play, in one query; none asked of Riot. */
async function masteriesOf(
  masteries: Pick<MasteriesRepository, 'onChampions'> | undefined,
  region: Region,
  picks: readonly LivePick[],
  now: number,
): Promise<Map<string, MasteryBrief>> {
  if (!masteries) return new Map();
  const rows = await masteries.onChampions(region, picks, new Date(now - LIVE_MASTERY_AGE_MS));
  return new Map(
    rows.map((r) => [
      r.puuid,
      { level: r.level, points: r.points, fetched_at: r.fetchedAt.toISOString() },
    ]),
  );
}

const call: CallOptions = { priority: 'high' };

/**
 * The player's live game: remembered "not in a game", a stored game of this interval, or
 * spectator-v5 (see createLiveService's `activeGame` for why each answer is kept a minute).
 */
async function spectate(
  deps: SpectatorDeps & { idle: AnswerCache<true> },
  region: Region,
  puuid: string,
): Promise<CurrentGameInfoDto | null> {
  const { riot, live, log, now, idle } = deps;
  const key = `${region}:${puuid}`;
  if (await idle.get(key, IDLE)) return null;
  const cached = await live.cached(region, puuid);
  if (cached && now() - cached.fetchedAt.getTime() < LIVE_STATUS_POLL_MS) {
    if (cached.game === null) return null;
    const parsed = CurrentGameInfoDtoSchema.safeParse(cached.game);
    if (parsed.success) return parsed.data;
  }
  const found = await visitorRiotCall(log, () => riot.spectator.activeGame(region, puuid, call));
  const at = new Date(now());
  if (found) {
    await live.save(region, puuid, found, at);
    // Games are stored only to be reused for an interval; what is older is of no use.
    await live.deleteFetchedBefore(new Date(at.getTime() - LIVE_STATUS_POLL_MS));
  } else {
    await idle.set(key, IDLE, true);
    if (cached) await live.forget(region, puuid);
  }
  return found;
}

/** Everyone's solo (else flex) standing: stored for fresh profiles, asked of Riot for the rest. */
async function ranksOf(
  deps: SpectatorDeps,
  region: Region,
  puuids: readonly string[],
): Promise<Map<string, RankedEntry | null>> {
  const { riot, live, log, now } = deps;
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

/** A game Riot answered, in a region, to be answered in a language. */
interface FoundGame {
  region: Region;
  found: CurrentGameInfoDto;
  lang: Language;
}

/** The game's answer: its players' ranks, champion games and premades from stored matches. */
async function answerOf(
  deps: SpectatorDeps & {
    games: GameDataCatalog;
    masteries?: Pick<MasteriesRepository, 'onChampions'> | undefined;
  },
  { region, found, lang }: FoundGame,
): Promise<LiveGame> {
  const { live, games, now } = deps;
  const picks: LivePick[] = found.participants.flatMap((p) => {
    const puuid = puuidOf(p);
    return puuid === null ? [] : [{ puuid, championId: p.championId }];
  });
  const puuids = [...new Set(picks.map((p) => p.puuid))];
  // Stored games only, of the players Riot listed: nothing is looked up elsewhere.
  const season = seasonOf(now());
  const { from, to } = seasonRange(season);
  const [ranks, championGames, together, masteries] = await Promise.all([
    ranksOf(deps, region, puuids),
    live.championGames(picks, from, to),
    live.recentTogether(puuids, PREMADE_RECENT_GAMES),
    masteriesOf(deps.masteries, region, picks, now()),
  ]);
  // Blue, then red, as the mapper splits them: the groups are numbered in this order.
  const isRed = (p: CurrentGameParticipantDto) => p.teamId === RED_TEAM_ID;
  const blue = found.participants.filter((p) => !isRed(p)).map(puuidOf);
  const red = found.participants.filter(isRed).map(puuidOf);
  const premades = premadeGroups([blue, red], together);
  const facts = { ranks, season, championGames, premades, masteries };
  return toLiveGame(found, region, facts, games.in(lang));
}

export function createLiveService(deps: {
  riot: RiotClient;
  live: LiveRepository;
  jobs: Pick<IngestionJobs, 'lookup'>;
  games: GameDataCatalog;
  log: FastifyBaseLogger;
  cache?: AnswerCacheFactory;
  now?: () => number;
  /** Stored masteries shown beside the players; none without. */
  masteries?: Pick<MasteriesRepository, 'onChampions'>;
}) {
  const { riot, live, jobs, games, log, masteries } = deps;
  const now = deps.now ?? Date.now;
  const spectating = singleFlight<CurrentGameInfoDto | null>();
  const cache = deps.cache ?? memoryAnswerCache;
  const idle = cache<true>({
    name: 'not-in-game',
    ttlMs: NOT_IN_GAME_CACHE_MS,
    maxEntries: 10_000,
    now: deps.now,
  });
  const answers = cache<LiveGame>({
    name: 'live-games',
    ttlMs: LIVE_GAME_CACHE_MS,
    maxEntries: 2_000,
    now: deps.now,
  });
  const spectator: SpectatorDeps = { riot, live, log, now };

  /**
   * The player's live game: remembered "not in a game", a stored game of this interval, or
   * spectator-v5. The badge polls once a minute and on focus (docs/product.md, Loading and caching), so each answer is
   * reused for that long, in a game or not: however many tabs and visitors watch a player, the
   * player costs one spectator call a minute, and a game that has just begun or ended shows at
   * most one poll late. The whole look-up runs in one flight per player, so requests arriving
   * while Riot is asked share its answer and those arriving after find what it stored. Only the
   * asked player's answer is kept, never the nine others': Riot answers 404 for a player in
   * streamer mode, and their place in someone else's game must not say otherwise. Riot's answer
   * carries ids only, so one serves every language.
   */
  function activeGame(region: Region, puuid: string): Promise<CurrentGameInfoDto | null> {
    return spectating(`${region}:${puuid}`, () => spectate({ ...spectator, idle }, region, puuid));
  }

  return {
    async isInGame(region: Region, puuid: string): Promise<boolean> {
      return (await activeGame(region, puuid)) !== null;
    },

    /**
     * The player's current game with the game's names in `lang`. `client`: the visitor's
     * address, which a lookup that asks Riot counts against.
     */
    async game(player: PlayerRequest, lang: Language): Promise<LiveGame> {
      const { region, gameName, tagLine, client } = player;
      const looked = await jobs.lookup(region, gameName, tagLine, client);
      const found = await activeGame(region, looked.puuid);
      if (!found) throw notFound(NOT_IN_GAME);
      const group = `${region}:${found.gameId}`;
      return answers.remember(group, lang, () =>
        answerOf({ ...spectator, games, masteries }, { region, found, lang }),
      );
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
