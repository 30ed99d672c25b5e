import {
  isLanePosition,
  LANE_MINUTES,
  type LaneDiff,
  type LanePosition,
  MS_PER_MINUTE,
  queueById,
  SUMMONERS_RIFT_MAP_ID,
} from '@riftscope/contracts';
import type { FrameDto, TimelineDto } from '@riftscope/riot/schemas';

/** A player of the match as the lane reads them: who, on which side, in which position. */
export interface LaneParticipant {
  puuid: string;
  participantId: number;
  teamId: number;
  /** Riot's teamPosition ('' when Riot gave none). */
  teamPosition: string;
}

/** One player's lane: position, opponent and the differences at 10 and 15 minutes. */
export interface LaneFigures {
  position: LanePosition | null;
  opponentPuuid: string | null;
  at10: LaneDiff | null;
  at15: LaneDiff | null;
}

/**
 * Whether a game has lanes: Summoner's Rift in a queue whose players have positions (a queue the
 * catalogue does not know yet counts when it is played there). ARAM, Arena and URF have none.
 */
export function hasLanes(game: { queueId: number; mapId: number }): boolean {
  return game.mapId === SUMMONERS_RIFT_MAP_ID && (queueById(game.queueId)?.hasRoles ?? true);
}

/**
 * Each player's lane opponent: the one player of the other team with the same position. Nobody
 * has one in a position missing on either side or held twice on one side.
 */
export function laneOpponents(players: readonly LaneParticipant[]): Map<string, LaneParticipant> {
  const byPlace = new Map<string, LaneParticipant[]>();
  for (const player of players) {
    if (!isLanePosition(player.teamPosition)) continue;
    const key = `${player.teamId}:${player.teamPosition}`;
    byPlace.set(key, [...(byPlace.get(key) ?? []), player]);
  }
  const only = (key: string) => {
    const holders = byPlace.get(key) ?? [];
    return holders.length === 1 ? holders[0] : undefined;
  };
  const opponents = new Map<string, LaneParticipant>();
  for (const player of players) {
    if (!isLanePosition(player.teamPosition)) continue;
    if (!only(`${player.teamId}:${player.teamPosition}`)) continue;
    const opponent = players.find(
      (other) =>
        other.teamId !== player.teamId &&
        other.teamPosition === player.teamPosition &&
        only(`${other.teamId}:${other.teamPosition}`) === other,
    );
    if (opponent) opponents.set(player.puuid, opponent);
  }
  return opponents;
}

/**
 * The frame of minute `minute`: the first at or after it, and before the next minute. Riot writes
 * one a minute, a few hundred ms late; a game over before `minute` has none (never extrapolated).
 */
export function frameAtMinute(dto: TimelineDto, minute: number): FrameDto | undefined {
  const from = minute * MS_PER_MINUTE;
  const frame = dto.info.frames.find((candidate) => candidate.timestamp >= from);
  return frame && frame.timestamp < from + MS_PER_MINUTE ? frame : undefined;
}

/** The player's gold, CS and XP minus the opponent's at a frame; null when either is missing. */
function diffAt(frame: FrameDto | undefined, player: number, opponent: number): LaneDiff | null {
  const mine = frame?.participantFrames[String(player)];
  const theirs = frame?.participantFrames[String(opponent)];
  if (!mine || !theirs) return null;
  const cs = (f: typeof mine) => f.minionsKilled + f.jungleMinionsKilled;
  return {
    gold: Math.round(mine.totalGold - theirs.totalGold),
    cs: Math.round(cs(mine) - cs(theirs)),
    xp: Math.round(mine.xp - theirs.xp),
  };
}

const NO_LANE: LaneFigures = { position: null, opponentPuuid: null, at10: null, at15: null };

/**
 * Every player's lane figures, by PUUID, from the match's players and (when stored) its
 * timeline. A game without lanes and a remake have none; a player without a single opponent
 * keeps the position alone. The timeline numbers its participants itself, by PUUID; the match's
 * ids are the fallback.
 */
export function laneFigures(
  players: readonly LaneParticipant[],
  game: { hasLanes: boolean; isRemake: boolean; timeline: TimelineDto | null },
): Map<string, LaneFigures> {
  const figures = new Map<string, LaneFigures>();
  if (!game.hasLanes || game.isRemake) {
    for (const player of players) figures.set(player.puuid, NO_LANE);
    return figures;
  }
  const { timeline } = game;
  const timelineIds = new Map(timeline?.info.participants.map((p) => [p.puuid, p.participantId]));
  const idOf = (p: LaneParticipant) => timelineIds.get(p.puuid) ?? p.participantId;
  const [at10, at15] = LANE_MINUTES.map((minute) => timeline && frameAtMinute(timeline, minute));
  const opponents = laneOpponents(players);
  for (const player of players) {
    const position = isLanePosition(player.teamPosition) ? player.teamPosition : null;
    const opponent = opponents.get(player.puuid);
    figures.set(player.puuid, {
      position,
      opponentPuuid: opponent?.puuid ?? null,
      at10: opponent && at10 ? diffAt(at10, idOf(player), idOf(opponent)) : null,
      at15: opponent && at15 ? diffAt(at15, idOf(player), idOf(opponent)) : null,
    });
  }
  return figures;
}

/** The lane differences stored beside a player's match row (match_participants' columns). */
export const LANE_DIFF_KEYS = [
  'goldDiff10',
  'csDiff10',
  'xpDiff10',
  'goldDiff15',
  'csDiff15',
  'xpDiff15',
] as const;

export type LaneDiffKey = (typeof LANE_DIFF_KEYS)[number];

/** A player's lane differences as stored beside their match row; null where there is none. */
export type LaneDiffRow = { matchId: string; participantId: number } & Record<
  LaneDiffKey,
  number | null
>;

/**
 * Every player's row of lane differences from the match's stored timeline (laneFigures), for
 * match_participants: nulls where a player has no opponent or the game no such minute, and all
 * nulls in a game without lanes or a remake.
 */
export function laneDiffRows(
  matchId: string,
  players: readonly LaneParticipant[],
  game: { queueId: number; mapId: number; isRemake: boolean },
  timeline: TimelineDto,
): LaneDiffRow[] {
  const figures = laneFigures(players, {
    hasLanes: hasLanes(game),
    isRemake: game.isRemake,
    timeline,
  });
  return players.map((player) => {
    const { at10, at15 } = figures.get(player.puuid) ?? NO_LANE;
    return {
      matchId,
      participantId: player.participantId,
      goldDiff10: at10?.gold ?? null,
      csDiff10: at10?.cs ?? null,
      xpDiff10: at10?.xp ?? null,
      goldDiff15: at15?.gold ?? null,
      csDiff15: at15?.cs ?? null,
      xpDiff15: at15?.xp ?? null,
    };
  });
}
