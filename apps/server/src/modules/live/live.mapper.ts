import {
  BLUE_TEAM_ID,
  FLEX_QUEUE,
  type LiveBan,
  type LiveGame,
  type LivePlayer,
  type MasteryBrief,
  PLAYER_ROLES,
  type PlayerNoteFact,
  type PlayerRole,
  percentOf,
  type RankedEntry,
  RankedEntrySchema,
  type RankedForm,
  type RankedQueue,
  RED_TEAM_ID,
  type Region,
  type RunePage,
  SOLO_QUEUE,
} from '@riftscope/contracts';
import type {
  BannedChampionDto,
  CurrentGameInfoDto,
  CurrentGameParticipantDto,
  CurrentGamePerksDto,
} from '@riftscope/riot/schemas';
import type { GameDataMapper } from '../riot-data/game-data.mapper.ts';
import type { GamesTally } from '../riot-data/live.repository.ts';
import { namedRunePage } from '../riot-data/match-build.ts';
import { toPlayerNote, toRankedForm } from '../scouting/scouting.mapper.ts';
import { kdaOf } from '../summoners/player-stats.service.ts';

/** A ranked standing as Riot or our table spells it. */
export interface RankInput {
  queueType: string;
  tier?: string | undefined;
  rank?: string | undefined;
  leaguePoints: number;
  wins: number;
  losses: number;
}

/** Solo-queue standing, else flex, else null; entries our contract cannot carry are dropped. */
export function rankOf(entries: readonly RankInput[]): RankedEntry | null {
  const entry = (queueType: string) => {
    const found = entries.find((e) => e.queueType === queueType);
    if (!found) return null;
    const parsed = RankedEntrySchema.safeParse({
      queue_type: found.queueType,
      tier: found.tier,
      rank: found.rank,
      leaguePoints: found.leaguePoints,
      wins: found.wins,
      losses: found.losses,
    });
    return parsed.success ? parsed.data : null;
  };
  return entry(SOLO_QUEUE) ?? entry(FLEX_QUEUE);
}

/** A bot has no PUUID (null, missing, or empty in some answers). */
export const puuidOf = (p: CurrentGameParticipantDto): string | null => p.puuid || null;

/** `Name#TAG` split at the `#` (game names cannot contain one). */
function splitRiotId(riotId: string): { gameName: string; tagLine: string } {
  const hash = riotId.indexOf('#');
  return hash < 0
    ? { gameName: riotId, tagLine: '' }
    : { gameName: riotId.slice(0, hash), tagLine: riotId.slice(hash + 1) };
}

/** What the live page shows about the players beyond Riot's answer, by PUUID. */
export interface LiveFacts {
  /** Solo (else flex) standing; missing or null is unranked. */
  ranks: ReadonlyMap<string, RankedEntry | null>;
  /** The season `championGames` counts. */
  season: number;
  /** Stored games this season on the champion each plays now; missing is none. */
  championGames: ReadonlyMap<string, GamesTally>;
  /** Premade group numbers (premade-groups.ts); missing is in no group. */
  premades: ReadonlyMap<string, number>;
  /** Stored masteries, read within a day, of the champion each plays; missing is unknown. */
  masteries?: ReadonlyMap<string, MasteryBrief>;
  /** The ranked queue the forms are read in (the game's: Flex for Flex, else Solo/Duo). */
  formQueue: RankedQueue;
  /** Recent ranked form in `formQueue`; missing is a form of no games. */
  forms: ReadonlyMap<string, RankedForm>;
  /** The notes the rules give each player; missing is none. */
  notes: ReadonlyMap<string, readonly PlayerNoteFact[]>;
  /** Each participant's inferred role in Riot's order; null when roles are not inferred. */
  roles: readonly (PlayerRole | null)[] | null;
}

const NO_GAMES: GamesTally = { games: 0, wins: 0, kills: 0, deaths: 0, assists: 0 };

/** Riot's championId of a ban that was skipped. */
const NO_BAN = -1;

/** Spectator-v5's perk ids: the keystone and three primary runes, two secondary, three shards. */
const PERK_IDS = 9;

/** A ban in champion select; a skipped one has no champion. */
function toLiveBan(ban: BannedChampionDto, game: GameDataMapper): LiveBan {
  return {
    team_id: ban.teamId === RED_TEAM_ID ? RED_TEAM_ID : BLUE_TEAM_ID,
    pick_turn: ban.pickTurn,
    champion:
      ban.championId === NO_BAN
        ? null
        : { id: ban.championId, ...game.champion(ban.championId, String(ban.championId)) },
  };
}

/**
 * The whole rune page of spectator-v5's perks (perkIds: the keystone, three primary runes, two
 * secondary runes, then the offense, flex and defense shards); null when they are missing or
 * short of the nine.
 */
export function liveRunePage(
  perks: CurrentGamePerksDto | undefined,
  game: GameDataMapper,
): RunePage | null {
  if (!perks || perks.perkIds.length < PERK_IDS) return null;
  const ids = perks.perkIds;
  return namedRunePage(
    {
      primaryStyle: perks.perkStyle,
      primary: ids.slice(0, 4),
      subStyle: perks.perkSubStyle,
      secondary: ids.slice(4, 6),
      shards: ids.slice(6, 9),
    },
    game,
  );
}

/** A participant with its place in Riot's list and its inferred role. */
export interface Seat {
  participant: CurrentGameParticipantDto;
  role: PlayerRole | null;
}

const laneIndex = (role: PlayerRole | null) =>
  role === null ? PLAYER_ROLES.length : PLAYER_ROLES.indexOf(role);

/**
 * Blue's and red's players as the answer lists them: in lane order when roles are inferred,
 * else in Riot's order. Blue is every player not on red.
 */
export function teamsOf(
  live: Pick<CurrentGameInfoDto, 'participants'>,
  roles: readonly (PlayerRole | null)[] | null,
): { blue: Seat[]; red: Seat[] } {
  const seats = live.participants.map((participant, i) => ({
    participant,
    role: roles?.[i] ?? null,
  }));
  const inOrder = (team: Seat[]) =>
    roles ? team.toSorted((a, b) => laneIndex(a.role) - laneIndex(b.role)) : team;
  return {
    blue: inOrder(seats.filter((s) => s.participant.teamId !== RED_TEAM_ID)),
    red: inOrder(seats.filter((s) => s.participant.teamId === RED_TEAM_ID)),
  };
}

/** What the live page shows of a player with a PUUID beyond Riot's answer. */
function summonerOf(
  puuid: string,
  riotId: string,
  region: Region,
  facts: LiveFacts,
  game: GameDataMapper,
): NonNullable<LivePlayer['summoner']> {
  const { gameName, tagLine } = splitRiotId(riotId);
  const played = facts.championGames.get(puuid) ?? NO_GAMES;
  const mastery = facts.masteries?.get(puuid);
  return {
    region,
    game_name: gameName,
    tag_line: tagLine,
    rank: facts.ranks.get(puuid) ?? null,
    champion_games: {
      season: facts.season,
      games: played.games,
      wins: played.wins,
      win_rate: percentOf(played.wins, played.games),
      kda: kdaOf(played.kills, played.deaths, played.assists),
    },
    form: facts.forms.get(puuid) ?? toRankedForm(facts.formQueue, [], undefined),
    notes: (facts.notes.get(puuid) ?? []).map((note) => toPlayerNote(note, game)),
    premade: facts.premades.get(puuid) ?? null,
    ...(mastery ? { mastery } : {}),
  };
}

function toLivePlayer(
  { participant: p, role }: Seat,
  region: Region,
  facts: LiveFacts,
  game: GameDataMapper,
): LivePlayer {
  const puuid = puuidOf(p);
  const riotId = p.riotId ?? '';
  return {
    puuid,
    riot_id: riotId,
    team_id: p.teamId === RED_TEAM_ID ? RED_TEAM_ID : BLUE_TEAM_ID,
    champion: game.champion(p.championId, String(p.championId)),
    spell1: game.spell(p.spell1Id),
    spell2: game.spell(p.spell2Id),
    main_rune: game.rune(p.perks?.perkIds[0] ?? 0),
    sub_rune: game.rune(p.perks?.perkSubStyle ?? 0),
    runes: liveRunePage(p.perks, game),
    role,
    summoner: puuid === null ? null : summonerOf(puuid, riotId, region, facts, game),
  };
}

/** A spectator-v5 game as the live page shows it, with what we know of its players. */
export function toLiveGame(
  live: CurrentGameInfoDto,
  region: Region,
  facts: LiveFacts,
  game: GameDataMapper,
): LiveGame {
  const { blue, red } = teamsOf(live, facts.roles);
  const queueId = live.gameQueueConfigId ?? 0;
  return {
    game_id: live.gameId,
    game_start_time: Math.max(0, Math.round(live.gameStartTime)),
    queue_id: queueId,
    queue_type: game.queueType(queueId),
    game_mode: live.gameMode,
    roles_inferred: facts.roles !== null,
    blue_team: blue.map((seat) => toLivePlayer(seat, region, facts, game)),
    red_team: red.map((seat) => toLivePlayer(seat, region, facts, game)),
    bans: live.bannedChampions
      .toSorted((a, b) => a.pickTurn - b.pickTurn)
      .map((ban) => toLiveBan(ban, game)),
  };
}
