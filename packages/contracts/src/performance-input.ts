import type { TierRole } from './champions.ts';
import type { PerformanceInput } from './performance-score.ts';
import { queueById, SUMMONERS_RIFT_MAP_ID } from './queues.ts';

/** The fields of one match-v5 participant the score's inputs are derived from. */
export interface ParticipantLike {
  teamId: number;
  teamPosition?: string;
  win: boolean;
  kills: number;
  deaths: number;
  assists: number;
  totalDamageDealtToChampions: number;
  totalDamageTaken: number;
  goldEarned: number;
  totalMinionsKilled: number;
  neutralMinionsKilled: number;
  visionScore: number;
  damageDealtToObjectives: number;
  gameEndedInEarlySurrender?: boolean;
  /** Arena's duo (or trio); 0 or absent elsewhere. */
  playerSubteamId?: number;
}

/** The fields of match-v5's `info` the score's inputs are derived from. */
export interface MatchInfoLike {
  /** Seconds; milliseconds before patch 11.20, when `gameEndTimestamp` is absent. */
  gameDuration: number;
  gameEndTimestamp?: number;
  queueId: number;
  mapId: number;
  participants: readonly ParticipantLike[];
}

const TIER_ROLE_OF_POSITION: Readonly<Record<string, TierRole>> = {
  TOP: 'TOP',
  JUNGLE: 'JUNGLE',
  MIDDLE: 'MIDDLE',
  BOTTOM: 'CARRY',
  UTILITY: 'SUPPORT',
};

/** The tier list's role for Riot's `teamPosition`; null when empty or unknown. */
export function tierRoleOf(teamPosition: string | undefined): TierRole | null {
  const position = teamPosition ?? '';
  return Object.hasOwn(TIER_ROLE_OF_POSITION, position)
    ? (TIER_ROLE_OF_POSITION[position] ?? null)
    : null;
}

/**
 * A game's length in seconds. Before patch 11.20 Riot sent gameDuration in milliseconds and no
 * gameEndTimestamp. https://developer.riotgames.com/apis#match-v5/GET_getMatch
 */
export function matchDurationSeconds(
  info: Pick<MatchInfoLike, 'gameDuration' | 'gameEndTimestamp'>,
): number {
  const duration = info.gameDuration;
  return info.gameEndTimestamp === undefined && duration > 100_000
    ? Math.round(duration / 1000)
    : duration;
}

/**
 * Whether the game's players have lane roles: the catalogue says so for a known queue; a custom
 * or unknown queue has them when it is on Summoner's Rift.
 */
export function matchHasRoles(info: Pick<MatchInfoLike, 'queueId' | 'mapId'>): boolean {
  const queue = queueById(info.queueId);
  return queue !== undefined && queue.key !== 'CUSTOM'
    ? queue.hasRoles
    : info.mapId === SUMMONERS_RIFT_MAP_ID;
}

/**
 * The side a player's shares are taken over: Arena's duo (playerSubteamId) when the game has
 * subteams, else the team.
 */
function sideOf(p: ParticipantLike, hasSubteams: boolean): string {
  return hasSubteams ? `s${p.playerSubteamId ?? 0}` : `t${p.teamId}`;
}

const percent = (part: number, whole: number): number => (whole > 0 ? (100 * part) / whole : 0);

interface Side {
  players: number;
  kills: number;
  damage: number;
  taken: number;
  gold: number;
}

/**
 * Every participant's score inputs, in participant order: rates over the game's minutes,
 * shares over the player's side (the team, or the duo in Arena). The derivation the stored
 * stats use too, so the score and the numbers on the card agree.
 */
export function performanceInputs(info: MatchInfoLike): PerformanceInput[] {
  const durationSeconds = matchDurationSeconds(info);
  const minutes = durationSeconds / 60;
  const hasRoles = matchHasRoles(info);
  const hasSubteams = info.participants.some((p) => (p.playerSubteamId ?? 0) > 0);
  const sides = new Map<string, Side>();
  for (const p of info.participants) {
    const key = sideOf(p, hasSubteams);
    const side = sides.get(key) ?? { players: 0, kills: 0, damage: 0, taken: 0, gold: 0 };
    side.players += 1;
    side.kills += p.kills;
    side.damage += p.totalDamageDealtToChampions;
    side.taken += p.totalDamageTaken;
    side.gold += p.goldEarned;
    sides.set(key, side);
  }
  return info.participants.map((p) => {
    const side = sides.get(sideOf(p, hasSubteams)) as Side;
    return {
      role: hasRoles ? tierRoleOf(p.teamPosition) : null,
      durationSeconds,
      win: p.win,
      kills: p.kills,
      deaths: p.deaths,
      assists: p.assists,
      killParticipation: Math.min(100, percent(p.kills + p.assists, side.kills)),
      damageShare: percent(p.totalDamageDealtToChampions, side.damage),
      damageTakenShare: percent(p.totalDamageTaken, side.taken),
      goldShare: percent(p.goldEarned, side.gold),
      csPerMin: minutes > 0 ? (p.totalMinionsKilled + p.neutralMinionsKilled) / minutes : 0,
      visionScorePerMin: minutes > 0 ? p.visionScore / minutes : 0,
      objectiveDamage: p.damageDealtToObjectives,
      teamSize: side.players,
    };
  });
}
