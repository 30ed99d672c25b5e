import {
  isRemake,
  type PerformanceBadge,
  performanceBadges,
  performanceInputs,
  performanceScore,
  type TierRole,
  tierRoleOf,
} from '@riftscope/contracts';
import type { InfoDto, ParticipantDto } from '@riftscope/riot/schemas';

/** The tier list's roles; '' is kept for participants Riot gave no position (ARAM, arena, remakes). */
export type Role = TierRole | '';

/**
 * The tier-list role of a participant's `teamPosition` (contracts' tierRoleOf, the score's too);
 * anything unknown becomes ''. The SQL twin in rollups.repository.ts must agree.
 */
export function roleOf(teamPosition: string): Role {
  return tierRoleOf(teamPosition) ?? '';
}

/** What RiftScope derives for one participant, stored beside Riot's numbers. */
export interface ParticipantStats {
  isRemake: boolean;
  /** null where the mode has no roles (ARAM, Arena) or Riot gave no position. */
  role: TierRole | null;
  csPerMin: number;
  /** Percent of the team's kills; Arena: of the duo's. */
  killParticipation: number;
  /** Percent of the team's (Arena: duo's) damage to champions. */
  damageShare: number;
  /** Percent of the team's (Arena: duo's) gold earned. */
  goldShare: number;
  visionScorePerMin: number;
  wardsPlaced: number;
  wardsKilled: number;
  controlWards: number;
  /** 0–5: Riot's largestMultiKill. */
  largestMultikill: number;
  doubleKills: number;
  tripleKills: number;
  quadraKills: number;
  /** firstBloodKill: the kill itself, as op.gg shows it; an assist does not count. */
  firstBlood: boolean;
  objectiveDamage: number;
  /** 0–10 with one decimal; null in a remake. */
  score: number | null;
  badge: PerformanceBadge;
  /** Arena: the duo's final place (1–8); null elsewhere. */
  placement: number | null;
  /** Arena: the duo's id; null elsewhere. */
  subteamId: number | null;
}

const count = (n: number | undefined) => Math.max(0, Math.round(n ?? 0));

/** Arena's duo (playerSubteamId 1–8); null outside Arena, where Riot sends 0. */
function subteamOf(p: ParticipantDto): number | null {
  const id = p.playerSubteamId ?? 0;
  return id > 0 ? id : null;
}

/** Arena's final place; Riot has sent it as `placement` and as `subteamPlacement`. */
function placementOf(p: ParticipantDto): number | null {
  const place = (p.placement ?? 0) > 0 ? p.placement : p.subteamPlacement;
  return place !== undefined && place >= 1 && place <= 8 ? place : null;
}

/** Whether the game ended as a remake: Riot sets the flag on every participant alike. */
export function isRemakeGame(info: Pick<InfoDto, 'participants'>, durationSeconds: number) {
  return isRemake({
    durationSeconds,
    endedInEarlySurrender: info.participants.some((p) => p.gameEndedInEarlySurrender),
  });
}

/**
 * The derived numbers of every participant of a match, in participant order. Rates, shares and
 * the role are the performance score's own inputs (contracts' performanceInputs): shares over
 * the player's team, or over the duo in Arena, and no role where the queue has none.
 * `durationSeconds` is the game's length as stored (gameDurationSeconds).
 */
export function matchStats(info: InfoDto, durationSeconds: number): ParticipantStats[] {
  const isRemake = isRemakeGame(info, durationSeconds);
  const inputs = performanceInputs(info);
  const scores = inputs.map((input) => (isRemake ? null : performanceScore(input)));
  const badges = performanceBadges(
    info.participants.map((p, i) => ({
      score: scores[i] ?? null,
      win: p.win,
      placement: placementOf(p),
    })),
  );

  return info.participants.map((p, i) => {
    const input = inputs[i];
    if (!input) throw new Error('performanceInputs returned fewer inputs than participants');
    return {
      isRemake,
      role: input.role,
      csPerMin: input.csPerMin,
      killParticipation: input.killParticipation,
      damageShare: Math.min(100, input.damageShare),
      goldShare: Math.min(100, input.goldShare),
      visionScorePerMin: input.visionScorePerMin,
      wardsPlaced: count(p.wardsPlaced),
      wardsKilled: count(p.wardsKilled),
      controlWards: count(p.visionWardsBoughtInGame),
      largestMultikill: Math.min(5, count(p.largestMultiKill)),
      doubleKills: count(p.doubleKills),
      tripleKills: count(p.tripleKills),
      quadraKills: count(p.quadraKills),
      firstBlood: p.firstBloodKill,
      objectiveDamage: count(p.damageDealtToObjectives),
      score: scores[i] ?? null,
      badge: badges[i] ?? null,
      placement: placementOf(p),
      subteamId: subteamOf(p),
    };
  });
}
