/** The answers the answers bench measures: each one's address, cache and check of a full body. */
import {
  buildPath,
  getChampion,
  getLiveGame,
  getMatchBuild,
  getMatchTimeline,
  getRankHistory,
  getRecentSummary,
  getSummoner,
  getTopChampionsPanel,
  listChampions,
  listMatchParticipants,
  listMatchRanks,
  listPlayerChampions,
  listSummonerMatches,
  type ParamsInput,
  type QueryInput,
  type ResponseOf,
  type RouteContract,
  searchMulti,
} from '@riftscope/contracts';
import type { Player } from '@riftscope/riot-sim';
import { TIER_LIST_CACHE_MS } from '../apps/server/src/modules/champions/champions.service.ts';
import {
  FRESH_RANKS_MS,
  LIVE_GAME_CACHE_MS,
} from '../apps/server/src/modules/live/live.service.ts';
import { MATCH_ANSWER_TTL_MS } from '../apps/server/src/modules/matches/matches.service.ts';
import { ANSWER_CACHE_MS } from '../apps/server/src/modules/summoners/summoners.service.ts';
import { SYNTHETIC_PATCHES } from './synthetic-aggregates.ts';

/** Solo/Duo snapshots of the profile's player, about 40 days of a change an hour. */
export const RANK_SNAPSHOTS = 1_000;
export const LOBBY_SIZE = 5;
/** Riot's queue id of Ranked Solo/Duo, the game a live view is most opened for. */
export const RANKED_SOLO = 420;
export const MINUTE = 60_000;

const cachedWhole = 'sent from the cache as bytes compressed once';

/**
 * How the server keeps an answer: how far the clock moves before each uncached request (past
 * the longest lifetime of the answer and of what it is built from), and how that reads uncached
 * and warm.
 */
export const CACHES = {
  /** The game's answer: past it, the spectator answer and the unstored players' ranks expire too. */
  live: {
    skipMs: LIVE_GAME_CACHE_MS + 1,
    uncached: `clock ${LIVE_GAME_CACHE_MS / MINUTE} min on before each, past the kept game answer; the spectator answer is asked again, and ranks of players not fetched in the last ${FRESH_RANKS_MS / MINUTE} min`,
    warm: cachedWhole,
  },
  answers: {
    skipMs: ANSWER_CACHE_MS + 1,
    uncached: `clock ${ANSWER_CACHE_MS / 1000} s on before each, past the answer cache`,
    warm: cachedWhole,
  },
  matches: {
    skipMs: MATCH_ANSWER_TTL_MS + 1,
    uncached: `clock ${MATCH_ANSWER_TTL_MS / MINUTE} min on before each, past the kept match answers`,
    warm: cachedWhole,
  },
  champions: {
    skipMs: TIER_LIST_CACHE_MS + 1,
    uncached: `clock ${TIER_LIST_CACHE_MS / MINUTE} min on before each, past the champion caches`,
    warm: cachedWhole,
  },
} as const;

/** One answer as the table reports it. */
export interface Answer {
  name: string;
  url: string;
  cache: keyof typeof CACHES;
  /** The goal of the uncached median. */
  goal: string;
  /** The goal of the warm ratio, where the issue sets one. */
  warmGoal?: string;
  /** Whether a body is the full answer (not an empty one), so an empty answer is not timed. */
  isFull(body: unknown): boolean;
}

/** An answer of `route`: its URL from typed params and query, and a typed check of its body. */
function answerOf<R extends RouteContract>(
  route: R,
  spec: Omit<Answer, 'url' | 'isFull' | 'goal'> & {
    params: ParamsInput<R>;
    query?: QueryInput<R>;
    goal?: string;
    isFull(body: ResponseOf<R>): boolean;
  },
): Answer {
  const { params, query, isFull, goal = '< 20 ms', ...rest } = spec;
  const search = Object.entries((query ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');
  const path = buildPath(
    route.path,
    params as unknown as Record<string, string | number> | undefined,
  );
  return {
    ...rest,
    goal,
    url: search ? `${path}?${search}` : path,
    isFull: (body) => isFull(body as ResponseOf<R>),
  };
}

export const riotId = (p: Player) => ({ gameName: p.gameName, tagLine: p.tagLine });

/** What the answers are about, stored before anything is timed. */
export interface Stored {
  player: Player;
  lobby: Player[];
  matchId: string;
  inGame: Player | null;
}

/** The live game of the stored lobby's player in a game, if one is. */
function liveAnswers({ inGame }: Stored): Answer[] {
  return inGame
    ? [
        answerOf(getLiveGame, {
          name: 'live game',
          params: { region: inGame.platform, ...riotId(inGame) },
          cache: 'live',
          goal: '< 50 ms',
          isFull: (b) => b.blue_team.length + b.red_team.length === 10,
        }),
      ]
    : [];
}

/** The player page's answers and the multi-search of the lobby. */
function playerAnswers({ player, lobby }: Stored): Answer[] {
  const region = player.platform;
  const ofPlayer = { region, ...riotId(player) };
  const lobbyText = lobby.map((p) => `${p.gameName}#${p.tagLine} joined the lobby`).join('\n');
  return [
    answerOf(getSummoner, {
      name: 'profile lookup',
      params: ofPlayer,
      cache: 'answers',
      isFull: (b) => b.puuid === player.puuid,
    }),
    answerOf(listSummonerMatches, {
      name: 'matches page',
      params: riotId(player),
      query: { region, page: 1 },
      cache: 'answers',
      warmGoal: '≥ 0.6',
      isFull: (b) => b.data.length > 0,
    }),
    answerOf(getRecentSummary, {
      name: 'recent summary',
      params: ofPlayer,
      cache: 'answers',
      isFull: (b) => b.games > 0,
    }),
    answerOf(listPlayerChampions, {
      name: 'champions tab',
      params: ofPlayer,
      cache: 'answers',
      isFull: (b) => b.data.length > 0,
    }),
    answerOf(getTopChampionsPanel, {
      name: 'top champions panel',
      params: ofPlayer,
      cache: 'answers',
      isFull: (b) => b.data.length > 0,
    }),
    answerOf(getRankHistory, {
      name: 'rank history',
      params: ofPlayer,
      cache: 'answers',
      isFull: (b) => b.data.length >= RANK_SNAPSHOTS && b.peak !== null,
    }),
    answerOf(searchMulti, {
      name: `multi-search of ${LOBBY_SIZE} stored players`,
      params: undefined,
      query: { region, q: lobbyText },
      cache: 'answers',
      goal: '< 30 ms',
      isFull: (b) =>
        b.entries.length === LOBBY_SIZE && b.entries.every((e) => e.status === 'found'),
    }),
  ];
}

/** A stored match's scoreboard, timeline, build and every player's rank. */
function matchAnswers({ player, matchId }: Stored): Answer[] {
  return [
    answerOf(listMatchParticipants, {
      name: 'match scoreboard',
      params: { matchId },
      cache: 'matches',
      isFull: (b) => b.length === 10,
    }),
    answerOf(getMatchTimeline, {
      name: 'match timeline',
      params: { matchId, puuid: player.puuid },
      cache: 'matches',
      isFull: (b) => b.timeline.frames.length > 0,
    }),
    answerOf(getMatchBuild, {
      name: 'match build',
      params: { matchId, puuid: player.puuid },
      cache: 'matches',
      isFull: (b) => b.timeline_available && b.items.length > 0,
    }),
    answerOf(listMatchRanks, {
      name: 'match with ten ranks',
      params: { matchId },
      cache: 'matches',
      isFull: (b) => b.known === 10,
    }),
  ];
}

/** The tier list, default and with every filter, and one champion's page. */
function championAnswers(championKey: string): Answer[] {
  return [
    answerOf(listChampions, {
      name: 'tier list, default',
      params: undefined,
      cache: 'champions',
      warmGoal: '≥ 0.75',
      isFull: (b) => b.data.length > 0,
    }),
    answerOf(listChampions, {
      name: 'tier list, every filter',
      params: undefined,
      query: {
        queue: String(RANKED_SOLO),
        patch: SYNTHETIC_PATCHES[1],
        region: 'kr',
        tier: 'gold_plus',
        role: 'MIDDLE',
        sort: 'win_rate',
      },
      cache: 'champions',
      isFull: (b) => b.data.length > 0,
    }),
    answerOf(getChampion, {
      name: 'champion page',
      params: { championKey },
      cache: 'champions',
      isFull: (b) => b.stats.games > 0,
    }),
  ];
}

/** Every answer, in the order measured: the live game first, while its stored ranks are fresh. */
export function answersOf(stored: Stored, championKey: string): Answer[] {
  return [
    ...liveAnswers(stored),
    ...playerAnswers(stored),
    ...matchAnswers(stored),
    ...championAnswers(championKey),
  ];
}
