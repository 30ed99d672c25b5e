import {
  BLUE_TEAM_ID,
  FLEX_QUEUE,
  type LiveBan,
  type LiveGame,
  type LivePlayer,
  type MasteryBrief,
  percentOf,
  type RankedEntry,
  RankedEntrySchema,
  RED_TEAM_ID,
  type Region,
  SOLO_QUEUE,
} from '@riftscope/contracts';
import type {
  BannedChampionDto,
  CurrentGameInfoDto,
  CurrentGameParticipantDto,
} from '@riftscope/riot/schemas';
import type { GameDataMapper } from '../riot-data/game-data.mapper.ts';
import type { GamesTally } from '../riot-data/live.repository.ts';

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
}

const NO_GAMES: GamesTally = { games: 0, wins: 0 };

/** Riot's championId of a ban that was skipped. */
const NO_BAN = -1;

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

function toLivePlayer(
  p: CurrentGameParticipantDto,
  region: Region,
  facts: LiveFacts,
  game: GameDataMapper,
): LivePlayer {
  const puuid = puuidOf(p);
  const riotId = p.riotId ?? '';
  const { gameName, tagLine } = splitRiotId(riotId);
  const played = (puuid === null ? undefined : facts.championGames.get(puuid)) ?? NO_GAMES;
  const mastery = puuid === null ? undefined : facts.masteries?.get(puuid);
  return {
    puuid,
    riot_id: riotId,
    team_id: p.teamId === RED_TEAM_ID ? RED_TEAM_ID : BLUE_TEAM_ID,
    champion: game.champion(p.championId, String(p.championId)),
    spell1: game.spell(p.spell1Id),
    spell2: game.spell(p.spell2Id),
    main_rune: game.rune(p.perks?.perkIds[0] ?? 0),
    sub_rune: game.rune(p.perks?.perkSubStyle ?? 0),
    summoner:
      puuid === null
        ? null
        : {
            region,
            game_name: gameName,
            tag_line: tagLine,
            rank: facts.ranks.get(puuid) ?? null,
            champion_games: {
              season: facts.season,
              games: played.games,
              wins: played.wins,
              win_rate: percentOf(played.wins, played.games),
            },
            premade: facts.premades.get(puuid) ?? null,
            ...(mastery ? { mastery } : {}),
          },
  };
}

/** A spectator-v5 game as the live page shows it, with what we know of its players. */
export function toLiveGame(
  live: CurrentGameInfoDto,
  region: Region,
  facts: LiveFacts,
  game: GameDataMapper,
): LiveGame {
  const players = live.participants.map((p) => toLivePlayer(p, region, facts, game));
  const queueId = live.gameQueueConfigId ?? 0;
  return {
    game_id: live.gameId,
    game_start_time: Math.max(0, Math.round(live.gameStartTime)),
    queue_id: queueId,
    queue_type: game.queueType(queueId),
    game_mode: live.gameMode,
    blue_team: players.filter((p) => p.team_id !== RED_TEAM_ID),
    red_team: players.filter((p) => p.team_id === RED_TEAM_ID),
    bans: live.bannedChampions
      .toSorted((a, b) => a.pickTurn - b.pickTurn)
      .map((ban) => toLiveBan(ban, game)),
  };
}
