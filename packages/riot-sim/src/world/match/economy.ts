import { clamp, createRng } from '../../random.ts';
import type { DraftPick } from './draft.ts';
import type { SimMatch, SimParticipant, XpCurve } from './types.ts';

/** Cumulative XP needed for levels 1–18. */
export const LEVEL_XP = [
  0, 280, 660, 1140, 1720, 2400, 3180, 4060, 5040, 6120, 7300, 8580, 9960, 11440, 13020, 14700,
  16480, 18360,
] as const;

export const LANE_CS_START = 65_000;
export const JUNGLE_CS_START = 90_000;

/** Champion level for an amount of XP. */
export function levelForXp(xp: number): number {
  let level = 1;
  while (level < 18 && xp >= (LEVEL_XP[level] ?? Infinity)) level++;
  return level;
}

function xpAt(p: SimParticipant, t: number, lengthMs: number, curve: XpCurve): number {
  if (t <= curve.start) return 0;
  if (t >= lengthMs) return p.xpFinal;
  return Math.floor(p.xpFinal * ((t - curve.start) / (lengthMs - curve.start)) ** curve.exponent);
}

/** The time a participant reaches an XP amount (inverse of xpAt). */
export function timeOfXp(p: SimParticipant, xp: number, lengthMs: number, curve: XpCurve): number {
  if (xp <= 0) return 0;
  const fraction = (xp / p.xpFinal) ** (1 / curve.exponent);
  return Math.ceil(curve.start + fraction * (lengthMs - curve.start));
}

/** A participant's XP at time t of the match (the timeline's xp). */
export function xpAtTime(m: SimMatch, p: SimParticipant, t: number): number {
  return xpAt(p, t, m.lengthMs, m.xpCurve);
}

/** A participant's champion level at time t of the match. */
export function levelAt(m: SimMatch, p: SimParticipant, t: number): number {
  return levelForXp(xpAtTime(m, p, t));
}

/** Lane minions / jungle camps killed by time t; reaches the final count exactly at the end. */
export function csAt(final: number, t: number, from: number, lengthMs: number): number {
  if (t <= from) return 0;
  if (t >= lengthMs) return final;
  return Math.floor((final * (t - from)) / (lengthMs - from));
}

/** Total gold a participant has earned by time t (the timeline's totalGold). */
export function goldAt(p: SimParticipant, t: number, lengthMs: number): number {
  const passive = Math.floor(
    (Math.max(0, Math.min(t, lengthMs) - p.passiveStart) * p.passivePerSecond) / 1000,
  );
  const lane = csAt(p.laneCs, t, LANE_CS_START, lengthMs) * p.laneGoldPerCs;
  const jungle = csAt(p.jungleCs, t, JUNGLE_CS_START, lengthMs) * p.jungleGoldPerCs;
  let kills = 0;
  for (const k of p.killGold) if (k.t <= t) kills += k.amount;
  const extra = t >= lengthMs ? p.extraGold : Math.floor((p.extraGold * Math.max(0, t)) / lengthMs);
  return p.startGold + passive + lane + jungle + kills + extra;
}

/** The economy fields of a participant: what gold and XP curves are drawn from. */
export type ParticipantEconomy = Pick<
  SimParticipant,
  | 'laneCs'
  | 'jungleCs'
  | 'allyJungleCs'
  | 'enemyJungleCs'
  | 'laneGoldPerCs'
  | 'jungleGoldPerCs'
  | 'startGold'
  | 'passiveStart'
  | 'passivePerSecond'
  | 'extraGold'
  | 'killGold'
  | 'xpFinal'
  | 'champLevel'
>;

const LANE_CS_PER_MINUTE = { TOP: 6.6, JUNGLE: 0.8, MIDDLE: 7, BOTTOM: 7.4, UTILITY: 1.1 };
const XP_PER_MINUTE = { TOP: 480, JUNGLE: 440, MIDDLE: 490, BOTTOM: 430, UTILITY: 330 };

/**
 * Final CS, XP and gold rates of the participant at `index`; its own generator keeps them
 * independent of everything else drawn for the match.
 */
export function participantEconomy(
  seed: number,
  index: number,
  pick: DraftPick,
  minutes: number,
  isAram: boolean,
): ParticipantEconomy {
  const prng = createRng(seed, 'participant', index);
  const skillFactor = clamp(1 + pick.player.skill * 0.08 + prng.normal(0, 0.08), 0.7, 1.3);
  const role = pick.role;
  const laneCsPerMin = role === null ? prng.range(1.5, 6) : LANE_CS_PER_MINUTE[role];
  const jungleCsPerMin =
    role === 'JUNGLE' ? 5.6 : role === null || role === 'UTILITY' ? 0 : prng.range(0, 0.5);
  const laneCs = Math.round(laneCsPerMin * skillFactor * Math.max(0, minutes - 1.1));
  const jungleCs = Math.round(jungleCsPerMin * skillFactor * Math.max(0, minutes - 1.5));
  const enemyJungleCs = role === 'JUNGLE' ? Math.round(jungleCs * prng.range(0.02, 0.15)) : 0;
  const xpPerMin = role === null ? 900 : XP_PER_MINUTE[role];
  const xpFinal = Math.round(xpPerMin * minutes * clamp(skillFactor, 0.85, 1.15));
  return {
    laneCs,
    jungleCs,
    allyJungleCs: jungleCs - enemyJungleCs,
    enemyJungleCs,
    laneGoldPerCs: 20,
    jungleGoldPerCs: 26,
    startGold: isAram ? 1400 : 500,
    passiveStart: isAram ? 0 : 65_000,
    passivePerSecond: isAram ? 5.5 : role === 'UTILITY' ? 2.6 : 2.04,
    extraGold: Math.round(prng.range(60, 160) * minutes),
    killGold: [],
    xpFinal,
    champLevel: levelForXp(xpFinal),
  };
}
