import {
  FALLBACK_LANGUAGE,
  type Language,
  LIVE_STATUS_POLL_MS,
  type LiveGame,
  PREMADE_RECENT_GAMES,
  type Region,
  seasonOf,
  seasonRange,
} from '@riftscope/contracts';
import type { CallOptions, RiotClient } from '@riftscope/riot';
import { type CurrentGameInfoDto, CurrentGameInfoDtoSchema } from '@riftscope/riot/schemas';
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
import type { ScoutingRepository } from '../riot-data/scouting.repository.ts';
import type { PlayerRequest } from '../summoners/player-request.ts';
import { type LiveFacts, puuidOf, teamsOf, toLiveGame } from './live.mapper.ts';
import { createLiveMasteries } from './live-masteries.ts';
import { createLiveRanks } from './live-ranks.ts';
import { canInferRoles, createChampionRoleShares, lobbyRoles } from './live-roles.ts';
import { formOf, notesOf, readLobbyGames } from './live-scouting.ts';

export { FRESH_RANKS_MS } from './live-ranks.ts';

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

/**
 * How long a game's answer is kept. Everything in it holds for the whole game (the picks, and
 * ranks and stored games, which change only once it is over), so every viewer of any of its ten
 * players gets the same answer, and the nine not looked up are asked about once, not per view.
 */
export const LIVE_GAME_CACHE_MS = 5 * 60_000;

/** What finding a player's game asks: Riot, the stored games, a clock. */
interface SpectatorDeps {
  riot: RiotClient;
  live: LiveRepository;
  log: FastifyBaseLogger;
  now: () => number;
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

/** Every champion the game data knows, by Riot's id. */
function championIdsOf(games: GameDataCatalog): number[] {
  const names = games.in(FALLBACK_LANGUAGE);
  return names.championKeys().flatMap((key) => {
    const id = names.championIdOfKey(key);
    return id === null ? [] : [id];
  });
}

/** A game Riot answered, in a region, to be answered in a language. */
interface FoundGame {
  region: Region;
  found: CurrentGameInfoDto;
  lang: Language;
}

/** What a game's answer reads beyond Riot's answer, each over the whole lobby at once. */
interface LobbyDeps {
  live: LiveRepository;
  scouting: Pick<
    ScoutingRepository,
    'recentGamesOf' | 'championTallies' | 'historyWindows' | 'championRoleGames'
  >;
  games: GameDataCatalog;
  now: () => number;
  ranksOf: ReturnType<typeof createLiveRanks>;
  masteriesOf: ReturnType<typeof createLiveMasteries>;
  roleSharesOf: ReturnType<typeof createChampionRoleShares>;
}

/** A game's answer, and whether a player's rank or mastery could not be read from Riot. */
interface GameAnswer {
  game: LiveGame;
  hasFailures: boolean;
}

/**
 * The game's answer: its players' ranks, masteries, champion games, ranked form, notes, roles
 * and premades, each read once for the whole lobby. Only the players Riot listed are read
 * about, by the PUUID it gave; a player listed without one (a bot) is looked up nowhere.
 */
async function answerOf(deps: LobbyDeps, { region, found, lang }: FoundGame): Promise<GameAnswer> {
  const { live, scouting, games } = deps;
  const now = deps.now();
  const picks: LivePick[] = found.participants.flatMap((p) => {
    const puuid = puuidOf(p);
    return puuid === null ? [] : [{ puuid, championId: p.championId }];
  });
  const puuids = [...new Set(picks.map((p) => p.puuid))];
  const season = seasonOf(now);
  const { from, to } = seasonRange(season);
  const championIds = found.participants.map((p) => p.championId);
  const lobby = { region, puuids, queueId: found.gameQueueConfigId ?? 0, season };
  const [ranks, championGames, together, masteries, stored, shares] = await Promise.all([
    deps.ranksOf(region, puuids),
    live.championGames(picks, from, to),
    live.recentTogether(puuids, PREMADE_RECENT_GAMES),
    deps.masteriesOf(region, picks),
    readLobbyGames(scouting, lobby),
    canInferRoles(found) ? deps.roleSharesOf(championIds) : null,
  ]);
  const roles = shares ? lobbyRoles(found, shares, stored.recentRanked) : null;
  // Numbered in the order the answer lists the players: blue, then red, each in lane order.
  const { blue, red } = teamsOf(found, roles);
  const puuidsOf = (team: typeof blue) => team.map((s) => puuidOf(s.participant));
  const premades = premadeGroups([puuidsOf(blue), puuidsOf(red)], together);
  const facts: LiveFacts = {
    ranks: ranks.ranks,
    season,
    championGames,
    premades,
    masteries: masteries.masteries,
    formQueue: stored.queue,
    forms: new Map(puuids.map((puuid) => [puuid, formOf(stored, puuid)])),
    notes: new Map(
      [...blue, ...red].flatMap(({ participant: p, role }) => {
        const puuid = puuidOf(p);
        if (puuid === null) return [];
        const masteryLevel = masteries.masteries.get(puuid)?.level ?? null;
        const seat = { puuid, championId: p.championId, role, masteryLevel };
        return [[puuid, notesOf(stored, seat, { now, season })]];
      }),
    ),
    roles,
  };
  const game = toLiveGame(found, region, facts, games.in(lang));
  return { game, hasFailures: ranks.hasFailures || masteries.hasFailures };
}

/** What the live service is built from. */
export interface LiveServiceDeps {
  riot: RiotClient;
  live: LiveRepository;
  /** The lobby's stored games: form, notes and the champions' roles. */
  scouting: LobbyDeps['scouting'];
  /** Where masteries read from Riot for the game are stored. */
  masteries: Pick<MasteriesRepository, 'store'>;
  jobs: Pick<IngestionJobs, 'lookup'>;
  games: GameDataCatalog;
  log: FastifyBaseLogger;
  cache?: AnswerCacheFactory;
  now?: () => number;
}

/**
 * Each game's answer, kept LIVE_GAME_CACHE_MS by game and language; an answer missing a rank
 * or mastery Riot could not give is not kept, so the next view asks for it again.
 */
function gameAnswers(deps: LiveServiceDeps, cache: AnswerCacheFactory, now: () => number) {
  const { riot, live, scouting, masteries, games, log } = deps;
  const answers = cache<LiveGame>({
    name: 'live-games',
    ttlMs: LIVE_GAME_CACHE_MS,
    maxEntries: 2_000,
    now: deps.now,
  });
  const lobby: LobbyDeps = {
    live,
    scouting,
    games,
    now,
    ranksOf: createLiveRanks({ riot, live, log, cache, now }),
    masteriesOf: createLiveMasteries({ riot, live, masteries, log, cache, now }),
    roleSharesOf: createChampionRoleShares({
      scouting,
      champions: () => championIdsOf(games),
      now,
    }),
  };
  const incomplete = new WeakSet<LiveGame>();
  return (game: FoundGame): Promise<LiveGame> =>
    answers.remember(
      `${game.region}:${game.found.gameId}`,
      game.lang,
      async () => {
        const answer = await answerOf(lobby, game);
        if (answer.hasFailures) incomplete.add(answer.game);
        return answer.game;
      },
      (answer) => !incomplete.has(answer),
    );
}

export function createLiveService(deps: LiveServiceDeps) {
  const { riot, live, jobs, log } = deps;
  const now = deps.now ?? Date.now;
  const spectating = singleFlight<CurrentGameInfoDto | null>();
  const cache = deps.cache ?? memoryAnswerCache;
  const idle = cache<true>({
    name: 'not-in-game',
    ttlMs: NOT_IN_GAME_CACHE_MS,
    maxEntries: 10_000,
    now: deps.now,
  });
  const answerGame = gameAnswers(deps, cache, now);
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
      return answerGame({ region, found, lang });
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
