import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { riotIdKey } from '@riftscope/contracts';
import { type Platform, regionalRouteOf } from '@riftscope/riot';
import { platformOfPlatformId } from '../world/platforms.ts';
import { type MatchIdFilter, selectMatchIds } from '../world/world.ts';

/** A match-v5 document read from disk, with what routing and filters need. */
export interface ReplayedMatch {
  matchId: string;
  platform: Platform;
  queueId: number;
  /** `info.gameCreation`, epoch ms. */
  creation: number;
  /** The file's text, served as it is. */
  json: string;
}

/** A participant with a Riot ID, as the newest of its replayed matches shows it. */
export interface ReplayedPlayer {
  puuid: string;
  gameName: string;
  tagLine: string;
  /** The platform of the newest match: where summoner-v4 and league-v4 find the player. */
  platform: Platform;
  summonerLevel: number;
  profileIconId: number;
  /** When the newest match ended, epoch ms: summoner-v4's revisionDate. */
  lastActive: number;
  /** Newest first. */
  matches: readonly ReplayedMatch[];
}

/** league-v4 LeagueEntryDTO, as Riot sends it. */
export type ReplayedLeagueEntry = Record<string, unknown> & { puuid: string };

/** Real Riot documents served beside the simulated world. */
export interface Replay {
  dir: string;
  /** Newest first. */
  matches: readonly ReplayedMatch[];
  players: readonly ReplayedPlayer[];
  playerByPuuid(puuid: string): ReplayedPlayer | undefined;
  playerByRiotId(gameName: string, tagLine: string): ReplayedPlayer | undefined;
  matchById(matchId: string): ReplayedMatch | undefined;
  /** The timeline's file text, or undefined when the folder has none for the match. */
  timelineJson(matchId: string): string | undefined;
  /** The player's match ids on a platform's region, with Riot's filters. */
  matchIds(player: ReplayedPlayer, region: string, filter: MatchIdFilter): string[];
  leagueEntries(player: ReplayedPlayer): ReplayedLeagueEntry[];
  /** champion-mastery-v4's ChampionMasteryDtos of the player, as the folder has them. */
  masteries(player: ReplayedPlayer): ReplayedMastery[];
}

/** champion-mastery-v4 ChampionMasteryDto, as Riot sends it, with the player it belongs to. */
export type ReplayedMastery = Record<string, unknown> & { puuid: string };

/** Folders under the replay directory, named as in @riftscope/riot-snapshots' fixtures. */
export const REPLAY_FOLDERS = {
  match: 'match-v5-match',
  timeline: 'match-v5-timeline',
  league: 'league-v4',
  mastery: 'champion-mastery-v4',
} as const;

interface RawParticipant {
  puuid?: unknown;
  riotIdGameName?: unknown;
  riotIdTagline?: unknown;
  summonerLevel?: unknown;
  profileIcon?: unknown;
}

interface RawMatch {
  metadata?: { matchId?: unknown };
  info?: {
    gameCreation?: unknown;
    gameDuration?: unknown;
    gameEndTimestamp?: unknown;
    queueId?: unknown;
    participants?: unknown;
  };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

/** The platform a match id's prefix names ('JP1_…' → jp1); match-v5 ids carry it. */
function platformOfMatchId(matchId: string, file: string): Platform {
  const platform = platformOfPlatformId(matchId.split('_')[0] ?? '');
  if (!platform) throw new Error(`replay: ${file}: no known platform in match id ${matchId}`);
  return platform;
}

/** A LeagueListDTO names tier and queue once; its entries then carry only the player's part. */
function leagueEntriesOf(body: unknown): ReplayedLeagueEntry[] {
  const hasPuuid = (e: unknown): e is ReplayedLeagueEntry =>
    typeof e === 'object' && e !== null && isText((e as { puuid?: unknown }).puuid);
  if (Array.isArray(body)) return body.filter(hasPuuid);
  if (typeof body !== 'object' || body === null) return [];
  const list = body as { leagueId?: unknown; tier?: unknown; queue?: unknown; entries?: unknown };
  if (!Array.isArray(list.entries)) return [];
  return list.entries.filter(hasPuuid).map((entry) => ({
    leagueId: list.leagueId,
    queueType: list.queue,
    tier: list.tier,
    ...entry,
  }));
}

/** The match folder's documents: each match, and its participants and end for the players. */
interface ReadMatches {
  byMatchId: Map<string, ReplayedMatch>;
  participantsOf: Map<string, RawParticipant[]>;
  endOf: Map<string, number>;
}

function readMatches(matchDir: string): ReadMatches {
  const byMatchId = new Map<string, ReplayedMatch>();
  const participantsOf = new Map<string, RawParticipant[]>();
  const endOf = new Map<string, number>();
  for (const file of jsonFiles(matchDir)) {
    const json = readFileSync(join(matchDir, file), 'utf8');
    const raw = JSON.parse(json) as RawMatch;
    const matchId = raw.metadata?.matchId;
    const info = raw.info;
    if (!isText(matchId) || !info || !Array.isArray(info.participants)) {
      throw new Error(`replay: ${file} is not a match-v5 match document`);
    }
    if (byMatchId.has(matchId)) throw new Error(`replay: ${file} repeats match ${matchId}`);
    const creation = numberOr(info.gameCreation, 0);
    byMatchId.set(matchId, {
      matchId,
      platform: platformOfMatchId(matchId, file),
      queueId: numberOr(info.queueId, 0),
      creation,
      json,
    });
    participantsOf.set(matchId, info.participants as RawParticipant[]);
    endOf.set(
      matchId,
      numberOr(info.gameEndTimestamp, creation + numberOr(info.gameDuration, 0) * 1000),
    );
  }
  return { byMatchId, participantsOf, endOf };
}

/** The timeline folder's documents as their text, by match id. */
function readTimelines(timelineDir: string): Map<string, string> {
  const timelines = new Map<string, string>();
  for (const file of jsonFiles(timelineDir)) {
    const json = readFileSync(join(timelineDir, file), 'utf8');
    const matchId = (JSON.parse(json) as RawMatch).metadata?.matchId;
    if (!isText(matchId)) throw new Error(`replay: ${file} is not a match-v5 timeline`);
    platformOfMatchId(matchId, file);
    timelines.set(matchId, json);
  }
  return timelines;
}

/** The league folder's entries, by puuid. */
function readLeagues(leagueDir: string): Map<string, ReplayedLeagueEntry[]> {
  const leagues = new Map<string, ReplayedLeagueEntry[]>();
  for (const file of jsonFiles(leagueDir)) {
    for (const entry of leagueEntriesOf(JSON.parse(readFileSync(join(leagueDir, file), 'utf8')))) {
      leagues.set(entry.puuid, [...(leagues.get(entry.puuid) ?? []), entry]);
    }
  }
  return leagues;
}

/**
 * The mastery folder's lists, by puuid: an entry is the player's its `puuid` names (the current
 * shape; an older body names only the summoner, and then belongs to no one).
 */
function readMasteries(masteryDir: string): Map<string, ReplayedMastery[]> {
  const masteries = new Map<string, ReplayedMastery[]>();
  for (const file of jsonFiles(masteryDir)) {
    const body: unknown = JSON.parse(readFileSync(join(masteryDir, file), 'utf8'));
    if (!Array.isArray(body)) throw new Error(`replay: ${file} is not a list of masteries`);
    for (const entry of body as { puuid?: unknown }[]) {
      if (!isText(entry.puuid)) continue;
      masteries.set(entry.puuid, [...(masteries.get(entry.puuid) ?? []), entry as ReplayedMastery]);
    }
  }
  return masteries;
}

/** Every participant with a Riot ID, by puuid, as the newest of `matches` (newest first) shows it. */
function playersOf(
  matches: readonly ReplayedMatch[],
  read: ReadMatches,
): Map<string, ReplayedPlayer & { matches: ReplayedMatch[] }> {
  const byPuuid = new Map<string, ReplayedPlayer & { matches: ReplayedMatch[] }>();
  for (const match of matches) {
    for (const p of read.participantsOf.get(match.matchId) ?? []) {
      if (!isText(p.puuid) || !isText(p.riotIdGameName) || !isText(p.riotIdTagline)) continue;
      const known = byPuuid.get(p.puuid);
      if (known) {
        if (!known.matches.includes(match)) known.matches.push(match);
        continue;
      }
      byPuuid.set(p.puuid, {
        puuid: p.puuid,
        gameName: p.riotIdGameName,
        tagLine: p.riotIdTagline,
        platform: match.platform,
        summonerLevel: numberOr(p.summonerLevel, 1),
        profileIconId: numberOr(p.profileIcon, 0),
        lastActive: read.endOf.get(match.matchId) ?? match.creation,
        matches: [match],
      });
    }
  }
  return byPuuid;
}

/**
 * Reads real Riot documents from `dir` (laid out as @riftscope/riot-snapshots' fixtures): every match-v5
 * match and timeline, each known by its own `metadata.matchId` since file names vary, and any
 * league-v4 entries. Every participant with a Riot ID becomes a player.
 */
export function loadReplay(dir: string): Replay {
  const matchDir = join(dir, REPLAY_FOLDERS.match);
  if (!existsSync(matchDir)) throw new Error(`replay: ${matchDir} does not exist`);

  const read = readMatches(matchDir);
  const { byMatchId } = read;
  const matches = [...byMatchId.values()].sort(
    (a, b) => b.creation - a.creation || b.matchId.localeCompare(a.matchId),
  );
  const timelines = readTimelines(join(dir, REPLAY_FOLDERS.timeline));
  const leagues = readLeagues(join(dir, REPLAY_FOLDERS.league));
  const masteries = readMasteries(join(dir, REPLAY_FOLDERS.mastery));

  // Newest match first, so that a player's name, level and icon are the latest ones.
  const byPuuid = playersOf(matches, read);
  const players = [...byPuuid.values()];
  const byRiotId = new Map(players.map((p) => [riotIdKey(p.gameName, p.tagLine), p]));

  return {
    dir,
    matches,
    players,
    playerByPuuid: (puuid) => byPuuid.get(puuid),
    playerByRiotId: (gameName, tagLine) => byRiotId.get(riotIdKey(gameName, tagLine)),
    matchById: (matchId) => byMatchId.get(matchId) ?? byMatchId.get(matchId.toUpperCase()),
    timelineJson: (matchId) => timelines.get(matchId) ?? timelines.get(matchId.toUpperCase()),
    matchIds: (player, region, filter) =>
      selectMatchIds(
        player.matches.filter((m) => regionalRouteOf(m.platform) === region),
        filter,
      ),
    leagueEntries: (player) => leagues.get(player.puuid) ?? [],
    masteries: (player) => masteries.get(player.puuid) ?? [],
  };
}
