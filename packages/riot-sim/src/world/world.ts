import { isApexTier, type RankedTier, riotIdKey } from '@riftscope/contracts';
import type { Platform } from '@riftscope/riot';
import type { DataDragon } from '@riftscope/riot/ddragon';
import { createLru } from '../lru.ts';
import { isArena } from './arena.ts';
import { buildGameData, type GameData } from './game-data.ts';
import { createLadder, type LadderHistory } from './ladder.ts';
import { createLiveGames, currentGameInfo } from './live-games.ts';
import { arenaCatalog } from './match/arena-catalog.ts';
import { type ArenaDocument, arenaDocument } from './match/arena-document.ts';
import { type ArenaMatch, simulateArenaMatch } from './match/arena-match.ts';
import { type MatchDocument, matchDocument } from './match/match-document.ts';
import { simulateMatch } from './match/simulate-match.ts';
import { type TimelineDocument, timelineDocument } from './match/timeline.ts';
import type { SimMatch } from './match/types.ts';
import {
  buildPlayers,
  type Division,
  type Player,
  type RankedEntry,
  type RankedQueue,
  SAMPLE_PLAYERS,
} from './players.ts';
import {
  accountDto,
  apexLeague,
  leagueEntries,
  leagueEntriesPage,
  masteries,
  summonerDto,
} from './profile-data.ts';
import { buildSchedule, type MatchHeader, type Schedule } from './schedule.ts';

export const DEFAULT_SEED = 20250510;
export const DEFAULT_PLAYERS = 2000;

export interface WorldOptions {
  seed?: number | undefined;
  players?: number | undefined;
  dataDragon: DataDragon;
  /** Match histories end shortly before this instant (epoch ms); default: start of today, UTC. */
  clockStart?: number | undefined;
}

/** match-v5 ids-by-PUUID filters, with Riot's meaning. */
export interface MatchIdFilter {
  start: number;
  count: number;
  queue?: number | undefined;
  type?: 'ranked' | 'normal' | 'tourney' | 'tutorial' | undefined;
  /** Epoch seconds, inclusive. */
  startTime?: number | undefined;
  endTime?: number | undefined;
}

/**
 * The queues each `type` keeps. Riot's reference names the types but not their queues; ARAM
 * (450) and Arena (1700) are in none, so that `type=ranked` and `type=normal` both leave them
 * out.
 */
const QUEUES_OF_TYPE: Record<NonNullable<MatchIdFilter['type']>, ReadonlySet<number>> = {
  ranked: new Set([420, 440]),
  normal: new Set([400, 430, 480, 490]),
  tourney: new Set(),
  tutorial: new Set([2000, 2010, 2020]),
};

/** The ids of `matches` (newest first) that pass match-v5's ids-by-PUUID filters, one page. */
export function selectMatchIds(
  matches: readonly { matchId: string; queueId: number; creation: number }[],
  filter: MatchIdFilter,
): string[] {
  const queues = filter.type ? QUEUES_OF_TYPE[filter.type] : undefined;
  return matches
    .filter(
      (m) =>
        (filter.queue === undefined || m.queueId === filter.queue) &&
        (queues === undefined || queues.has(m.queueId)) &&
        (filter.startTime === undefined || m.creation >= filter.startTime * 1000) &&
        (filter.endTime === undefined || m.creation <= filter.endTime * 1000),
    )
    .slice(filter.start, filter.start + filter.count)
    .map((m) => m.matchId);
}

export interface World {
  seed: number;
  clockStart: number;
  data: GameData;
  players: readonly Player[];
  matches: readonly MatchHeader[];
  /** The three home-page players, in SAMPLE_PLAYERS order. */
  samplePlayers: readonly Player[];
  /** How long building took, ms. */
  buildMs: number;
  playerByPuuid(puuid: string): Player | undefined;
  playerByRiotId(gameName: string, tagLine: string): Player | undefined;
  matchById(matchId: string): MatchHeader | undefined;
  /** A player's matches, newest first. */
  matchesOf(player: Player): readonly MatchHeader[];
  matchIds(player: Player, filter: MatchIdFilter): string[];
  /** The simulation of a Summoner's Rift or ARAM match; an Arena match throws (arenaMatch). */
  simulate(match: MatchHeader): SimMatch;
  /** The play of an Arena match (match/arena-match.ts). */
  arenaMatch(match: MatchHeader): ArenaMatch;
  matchDocument(match: MatchHeader): MatchDocument | ArenaDocument;
  /**
   * Whether the match has a timeline: Arena matches have none, and their timeline is answered
   * 404, as Riot does for a match whose timeline it does not keep.
   */
  hasTimeline(match: MatchHeader): boolean;
  /** The timeline of a match that has one (hasTimeline); throws for one that has none. */
  timelineDocument(match: MatchHeader): TimelineDocument;
  /** The serialised documents, cached; what the server sends. timelineJson as timelineDocument. */
  matchJson(match: MatchHeader): string;
  timelineJson(match: MatchHeader): string;
  account(player: Player): ReturnType<typeof accountDto>;
  summoner(player: Player): ReturnType<typeof summonerDto>;
  /** league-v4 entries as of `atMs` (ladder.ts); today's (`player.solo`/`flex`) by default. */
  leagueEntries(player: Player, atMs?: number): ReturnType<typeof leagueEntries>;
  /** The entry after the player's games of the queue that ended at or before `atMs` (ladder.ts). */
  entryAt(player: Player, queue: RankedQueue, atMs: number): RankedEntry | null;
  /** The player's games of the queue, oldest first, each with the entry after it (ladder.ts). */
  rankedHistory(player: Player, queue: RankedQueue): LadderHistory;
  /** The player's final entry of the season before clockStart's, or null (ladder.ts). */
  previousSeasonEntry(player: Player, queue: RankedQueue): RankedEntry | null;
  /** One page (from 1) of the players of a tier and division of a queue on a platform. */
  leagueEntriesPage(
    platform: Platform,
    queue: RankedQueue,
    tier: RankedTier,
    division: Division,
    page: number,
    atMs?: number,
  ): ReturnType<typeof leagueEntriesPage>;
  apexLeague(
    platform: Platform,
    queue: RankedQueue,
    tier: string,
    atMs?: number,
  ): ReturnType<typeof apexLeague> | null;
  masteries(player: Player): ReturnType<typeof masteries>;
  liveGame(player: Player, now: number): ReturnType<typeof currentGameInfo> | null;
  forceLiveGame(player: Player, now: number): ReturnType<typeof currentGameInfo>;
}

/** Whether a match has a timeline: every match but Arena's. */
const hasTimeline = (match: MatchHeader): boolean => !isArena(match);

/** Midnight UTC of the day of `ms`. */
export function startOfUtcDay(ms: number): number {
  return Math.floor(ms / 86_400_000) * 86_400_000;
}

/** The players and matches by the keys the API finds them by, and the home page's players. */
function indexWorld(players: readonly Player[], matches: readonly MatchHeader[]) {
  const byPuuid = new Map(players.map((p) => [p.puuid, p]));
  const byRiotId = new Map(players.map((p) => [riotIdKey(p.gameName, p.tagLine), p]));
  const byMatchId = new Map(matches.map((m) => [m.matchId, m]));
  const samplePlayers = SAMPLE_PLAYERS.map((s) => {
    const player = byRiotId.get(riotIdKey(s.gameName, s.tagLine));
    if (!player) throw new Error(`sample player ${s.gameName}#${s.tagLine} missing`);
    return player;
  });
  return {
    samplePlayers,
    playerByPuuid: (puuid: string) => byPuuid.get(puuid),
    playerByRiotId: (gameName: string, tagLine: string) =>
      byRiotId.get(riotIdKey(gameName, tagLine)),
    matchById: (matchId: string) => byMatchId.get(matchId) ?? byMatchId.get(matchId.toUpperCase()),
  };
}

/** A player's matches, newest first, and when the player was last seen playing. */
function playerHistories(schedule: Schedule, clockStart: number) {
  const { matches, byPlayer } = schedule;
  const matchesOf = (player: Player): MatchHeader[] =>
    [...(byPlayer[player.index] ?? [])]
      .map((i) => matches[i])
      .filter((m): m is MatchHeader => m !== undefined);
  const lastActive = (player: Player) => {
    const newest = matches[byPlayer[player.index]?.[0] ?? -1];
    return newest ? newest.creation + 35 * 60_000 : clockStart - 30 * 86_400_000;
  };
  return { matchesOf, lastActive };
}

/** Simulations and their serialised documents, each kept in a small cache. */
function matchDocuments(data: GameData, players: readonly Player[], seed: number) {
  // A match is usually asked for and then its timeline: a short simulation cache covers that.
  const simulations = createLru<number, SimMatch>(128);
  const matchJsons = createLru<number, string>(300);
  const timelineJsons = createLru<number, string>(24);
  const catalog = arenaCatalog(data, seed);

  const simulate = (match: MatchHeader): SimMatch => {
    if (isArena(match)) throw new Error(`${match.matchId} is an Arena match: see arenaMatch`);
    const cached = simulations.get(match.index);
    if (cached) return cached;
    const sim = simulateMatch(data, match, players);
    simulations.set(match.index, sim);
    return sim;
  };
  const arenaMatch = (match: MatchHeader) => {
    if (!isArena(match)) throw new Error(`${match.matchId} is not an Arena match: see simulate`);
    return simulateArenaMatch(data, catalog, match, players);
  };
  const document = (match: MatchHeader): MatchDocument | ArenaDocument =>
    isArena(match) ? arenaDocument(arenaMatch(match)) : matchDocument(simulate(match));
  const timeline = (match: MatchHeader) => {
    if (!hasTimeline(match)) throw new Error(`${match.matchId} has no timeline`);
    return timelineDocument(simulate(match));
  };
  return {
    simulate,
    arenaMatch,
    hasTimeline,
    matchDocument: document,
    timelineDocument: timeline,
    matchJson(match: MatchHeader) {
      let json = matchJsons.get(match.index);
      if (json === undefined) {
        json = JSON.stringify(document(match));
        matchJsons.set(match.index, json);
      }
      return json;
    },
    timelineJson(match: MatchHeader) {
      let json = timelineJsons.get(match.index);
      if (json === undefined) {
        json = JSON.stringify(timeline(match));
        timelineJsons.set(match.index, json);
      }
      return json;
    },
  };
}

/** Builds the deterministic world: players, ranks and every match header. Documents come later. */
export function buildWorld(options: WorldOptions): World {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_SEED;
  const playerCount = options.players ?? DEFAULT_PLAYERS;
  const clockStart = options.clockStart ?? startOfUtcDay(Date.now());
  const data = buildGameData(options.dataDragon, seed);
  const players = buildPlayers({ seed, players: playerCount, data });
  const schedule = buildSchedule(seed, players, clockStart);
  const { matches } = schedule;
  const { matchesOf, lastActive } = playerHistories(schedule, clockStart);
  const live = createLiveGames(seed, data, players);
  const ladder = createLadder({ seed, data, players, clockStart, matchesOf });
  /** Entries as of `atMs`; undefined (or any time from clockStart on) is today's. */
  const entriesAt = (atMs: number | undefined) =>
    atMs === undefined || atMs >= clockStart
      ? undefined
      : (p: Player, queue: RankedQueue) => ladder.entryAt(p, queue, atMs);

  const world: World = {
    seed,
    clockStart,
    data,
    players,
    matches,
    buildMs: 0,
    ...indexWorld(players, matches),
    matchesOf,
    matchIds: (player, filter) => selectMatchIds(matchesOf(player), filter),
    ...matchDocuments(data, players, seed),
    account: accountDto,
    summoner: (player) => summonerDto(player, lastActive(player)),
    leagueEntries: (player, atMs) => leagueEntries(player, entriesAt(atMs)),
    entryAt: ladder.entryAt,
    rankedHistory: ladder.history,
    previousSeasonEntry: ladder.previousSeasonEntry,
    leagueEntriesPage: (platform, queue, tier, division, page, atMs) =>
      leagueEntriesPage(players, platform, queue, tier, division, page, entriesAt(atMs)),
    apexLeague: (platform, queue, tier, atMs) =>
      isApexTier(tier)
        ? apexLeague(seed, data, players, platform, queue, tier, entriesAt(atMs))
        : null,
    masteries: (player) => masteries(player, lastActive(player)),
    liveGame(player, now) {
      const game = live.gameOf(player, now);
      return game ? currentGameInfo(game, now) : null;
    },
    forceLiveGame: (player, now) => currentGameInfo(live.force(player, now), now),
  };
  world.buildMs = performance.now() - started;
  return world;
}
