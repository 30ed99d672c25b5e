import type { TierRole } from './champions.ts';
import type { PerformanceBadge } from './matches.schema.ts';
import { round1 } from './rounding.ts';

/** What the performance score reads of one player's game (docs/performance-score.md). */
export interface PerformanceInput {
  /** null: no roles in this mode (ARAM, Arena). */
  role: TierRole | null;
  durationSeconds: number;
  /** Not scored: the score judges the player, the result is already on the card. */
  win: boolean;
  kills: number;
  deaths: number;
  assists: number;
  /** Percent 0–100. */
  killParticipation: number;
  /** Percent of the team's damage to champions. */
  damageShare: number;
  /** Percent of the team's damage taken. */
  damageTakenShare: number;
  /** Percent of the team's gold earned. */
  goldShare: number;
  csPerMin: number;
  visionScorePerMin: number;
  /** Riot's damageDealtToObjectives, for the whole game. */
  objectiveDamage: number;
  /**
   * Players on the side the shares are taken over: 5, or 2 for Arena's duos. Only read when
   * `role` is null, to pick the reference of a mode without roles. Defaults to 5.
   */
  teamSize?: number;
}

/** The measures the score compares with a reference, each larger-is-better except deaths. */
const MEASURES = [
  'killsPerMin',
  'assistsPerMin',
  'killParticipation',
  'damageShare',
  'damageTakenShare',
  'goldShare',
  'csPerMin',
  'visionScorePerMin',
  'objectiveDamagePerMin',
] as const;

type Measure = (typeof MEASURES)[number] | 'deathsPerMin';

/** A typical value and its spread (about one standard deviation) in one kind of game. */
type Reference = Readonly<Record<Measure, readonly [typical: number, spread: number]>>;

/** How much each measure counts; the rewarded ones add up to 1, deaths subtract. */
type Weights = Readonly<Record<Measure, number>>;

/** The references a score can be measured against: a role, or a mode without roles. */
export type PerformanceProfile = TierRole | 'NO_ROLE' | 'DUO';

/** How much a death per minute above the typical rate costs, in the same units as the rest. */
export const DEATHS_WEIGHT = 0.25;

/** No single measure moves the sum by more than this many spreads, so one stat cannot carry a game. */
export const MEASURE_CLAMP = 2.5;

/** The squash's offset and slope: a typical game (sum 0) lands at 10·σ(0.2) ≈ 5.5. */
export const SCORE_OFFSET = 0.2;
export const SCORE_SLOPE = 1.3;

/**
 * Typical games per role, from ranked Summoner's Rift games (the real match fixtures, rounded
 * and smoothed; the shares of the five roles add up to about 100). Rates are per minute so that
 * a game's length does not move the score.
 */
export const PERFORMANCE_REFERENCES: Readonly<Record<PerformanceProfile, Reference>> = {
  TOP: {
    killsPerMin: [0.15, 0.12],
    deathsPerMin: [0.18, 0.1],
    assistsPerMin: [0.18, 0.12],
    killParticipation: [42, 16],
    damageShare: [21, 6.5],
    damageTakenShare: [22.5, 6],
    goldShare: [20, 3],
    csPerMin: [7, 1.6],
    visionScorePerMin: [0.7, 0.25],
    objectiveDamagePerMin: [300, 250],
  },
  JUNGLE: {
    killsPerMin: [0.18, 0.14],
    deathsPerMin: [0.17, 0.09],
    assistsPerMin: [0.26, 0.14],
    killParticipation: [57, 16],
    damageShare: [16.5, 6.5],
    damageTakenShare: [26.5, 6],
    goldShare: [20.5, 2.5],
    csPerMin: [6, 1.1],
    visionScorePerMin: [0.95, 0.3],
    objectiveDamagePerMin: [850, 450],
  },
  MIDDLE: {
    killsPerMin: [0.21, 0.13],
    deathsPerMin: [0.17, 0.09],
    assistsPerMin: [0.2, 0.13],
    killParticipation: [50, 15],
    damageShare: [25, 6],
    damageTakenShare: [18.5, 5],
    goldShare: [22, 2.5],
    csPerMin: [7.4, 1.5],
    visionScorePerMin: [0.7, 0.22],
    objectiveDamagePerMin: [300, 250],
  },
  CARRY: {
    killsPerMin: [0.21, 0.14],
    deathsPerMin: [0.17, 0.1],
    assistsPerMin: [0.2, 0.13],
    killParticipation: [50, 15],
    damageShare: [24.5, 6.5],
    damageTakenShare: [16.5, 4.5],
    goldShare: [22, 3],
    csPerMin: [7.5, 1.6],
    visionScorePerMin: [0.65, 0.22],
    objectiveDamagePerMin: [420, 330],
  },
  SUPPORT: {
    killsPerMin: [0.08, 0.08],
    deathsPerMin: [0.17, 0.09],
    assistsPerMin: [0.4, 0.18],
    killParticipation: [58, 16],
    damageShare: [13, 5],
    damageTakenShare: [15.5, 4],
    goldShare: [15.5, 2.5],
    csPerMin: [1.1, 0.6],
    visionScorePerMin: [2.2, 0.6],
    objectiveDamagePerMin: [100, 100],
  },
  /** Five a side without roles (ARAM and the like): fights all game, little farm, no wards. */
  NO_ROLE: {
    killsPerMin: [0.5, 0.35],
    deathsPerMin: [0.55, 0.17],
    assistsPerMin: [1.2, 0.45],
    killParticipation: [65, 14],
    damageShare: [20, 8],
    damageTakenShare: [20, 7],
    goldShare: [20, 3],
    csPerMin: [2.5, 2],
    visionScorePerMin: [0, 1],
    objectiveDamagePerMin: [80, 120],
  },
  /** Arena's duos: shares are of the pair, so half is typical. */
  DUO: {
    killsPerMin: [0.26, 0.15],
    deathsPerMin: [0.26, 0.06],
    assistsPerMin: [0.25, 0.15],
    killParticipation: [90, 12],
    damageShare: [50, 15],
    damageTakenShare: [50, 15],
    goldShare: [50, 8],
    csPerMin: [0, 1],
    visionScorePerMin: [0, 1],
    objectiveDamagePerMin: [0, 1],
  },
};

/**
 * What each profile is judged on: carries on damage, farm and gold; a jungler on kill
 * participation and objectives; a support on kill participation, vision and assists. Measures a
 * mode does not have (wards in ARAM, farm in Arena) weigh nothing.
 */
export const PERFORMANCE_WEIGHTS: Readonly<Record<PerformanceProfile, Weights>> = {
  TOP: weights({
    k: 0.12,
    a: 0.06,
    kp: 0.12,
    dmg: 0.18,
    taken: 0.1,
    gold: 0.1,
    cs: 0.16,
    vis: 0.04,
    obj: 0.12,
  }),
  JUNGLE: weights({
    k: 0.1,
    a: 0.1,
    kp: 0.2,
    dmg: 0.1,
    taken: 0.08,
    gold: 0.08,
    cs: 0.08,
    vis: 0.08,
    obj: 0.18,
  }),
  MIDDLE: weights({
    k: 0.14,
    a: 0.06,
    kp: 0.14,
    dmg: 0.22,
    taken: 0.04,
    gold: 0.12,
    cs: 0.16,
    vis: 0.04,
    obj: 0.08,
  }),
  CARRY: weights({
    k: 0.14,
    a: 0.06,
    kp: 0.12,
    dmg: 0.22,
    taken: 0.02,
    gold: 0.14,
    cs: 0.18,
    vis: 0.04,
    obj: 0.08,
  }),
  SUPPORT: weights({
    k: 0.04,
    a: 0.2,
    kp: 0.24,
    dmg: 0.08,
    taken: 0.08,
    gold: 0.04,
    cs: 0,
    vis: 0.26,
    obj: 0.06,
  }),
  NO_ROLE: weights({
    k: 0.18,
    a: 0.16,
    kp: 0.18,
    dmg: 0.26,
    taken: 0.12,
    gold: 0.1,
    cs: 0,
    vis: 0,
    obj: 0,
  }),
  DUO: weights({
    k: 0.2,
    a: 0.1,
    kp: 0.1,
    dmg: 0.35,
    taken: 0.15,
    gold: 0.1,
    cs: 0,
    vis: 0,
    obj: 0,
  }),
};

function weights(w: {
  k: number;
  a: number;
  kp: number;
  dmg: number;
  taken: number;
  gold: number;
  cs: number;
  vis: number;
  obj: number;
}): Weights {
  return {
    killsPerMin: w.k,
    assistsPerMin: w.a,
    killParticipation: w.kp,
    damageShare: w.dmg,
    damageTakenShare: w.taken,
    goldShare: w.gold,
    csPerMin: w.cs,
    visionScorePerMin: w.vis,
    objectiveDamagePerMin: w.obj,
    deathsPerMin: DEATHS_WEIGHT,
  };
}

/** Which reference a player is measured against. */
export function performanceProfile(
  input: Pick<PerformanceInput, 'role' | 'teamSize'>,
): PerformanceProfile {
  if (input.role !== null) return input.role;
  return (input.teamSize ?? 5) <= 2 ? 'DUO' : 'NO_ROLE';
}

/** Non-finite or negative inputs count as nothing, so the score is defined for any input. */
const amount = (x: number): number => (Number.isFinite(x) && x > 0 ? x : 0);

/** Short games still count a whole minute, so rates stay finite. */
const minutesOf = (durationSeconds: number): number => Math.max(1, amount(durationSeconds) / 60);

/** A player's value of each measure, per minute where it grows with the game's length. */
function measures(input: PerformanceInput): Record<Measure, number> {
  const minutes = minutesOf(input.durationSeconds);
  return {
    killsPerMin: amount(input.kills) / minutes,
    deathsPerMin: amount(input.deaths) / minutes,
    assistsPerMin: amount(input.assists) / minutes,
    killParticipation: amount(input.killParticipation),
    damageShare: amount(input.damageShare),
    damageTakenShare: amount(input.damageTakenShare),
    goldShare: amount(input.goldShare),
    csPerMin: amount(input.csPerMin),
    visionScorePerMin: amount(input.visionScorePerMin),
    objectiveDamagePerMin: amount(input.objectiveDamage) / minutes,
  };
}

/** How many spreads a value lies above the typical one, clamped to ±{@link MEASURE_CLAMP}. */
function standardised(value: number, [typical, spread]: readonly [number, number]): number {
  const z = (value - typical) / spread;
  return Math.min(MEASURE_CLAMP, Math.max(-MEASURE_CLAMP, z));
}

/**
 * The weighted sum before the squash: 0 for a game exactly as typical for the role, about +1 for
 * a game one spread better on everything that counts.
 */
export function performanceRating(input: PerformanceInput): number {
  const profile = performanceProfile(input);
  const reference = PERFORMANCE_REFERENCES[profile];
  const weight = PERFORMANCE_WEIGHTS[profile];
  const values = measures(input);
  let sum = -weight.deathsPerMin * standardised(values.deathsPerMin, reference.deathsPerMin);
  for (const m of MEASURES) sum += weight[m] * standardised(values[m], reference[m]);
  return sum;
}

/**
 * A player's performance in one game, 0–10 with one decimal: each measure against the typical
 * game of the player's role, weighted for the role and squashed so a typical game scores about
 * 5.5 (docs/performance-score.md).
 */
export function performanceScore(input: PerformanceInput): number {
  const squashed = 10 / (1 + Math.exp(-(SCORE_OFFSET + SCORE_SLOPE * performanceRating(input))));
  return round1(squashed);
}

/** One player as the badges see them; `placement` only in Arena. */
export interface BadgeCandidate {
  score: number | null;
  win: boolean;
  placement?: number | null;
}

/** Index of the best score among the players `inGroup` accepts; the first wins a tie. */
function bestIndex(
  players: readonly BadgeCandidate[],
  inGroup: (p: BadgeCandidate) => boolean,
): number {
  let best = -1;
  players.forEach((p, i) => {
    if (p.score === null || !inGroup(p)) return;
    const top = players[best]?.score;
    if (best < 0 || (top !== null && top !== undefined && p.score > top)) best = i;
  });
  return best;
}

/**
 * MVP for the best score of the winning side, ACE for the best of the losing side, null for
 * everyone else, in the players' order; ties go to the first. In Arena (a placement given) the
 * MVP is the best of the first-placed duo and the ACE the best of everyone else. No badges when
 * no one has a score (a remake).
 */
export function performanceBadges(players: readonly BadgeCandidate[]): PerformanceBadge[] {
  const isArena = players.some((p) => (p.placement ?? 0) > 0);
  const isTop = isArena ? (p: BadgeCandidate) => p.placement === 1 : (p: BadgeCandidate) => p.win;
  const mvp = bestIndex(players, isTop);
  const ace = bestIndex(players, (p) => !isTop(p));
  return players.map((_, i) => (i === mvp ? 'MVP' : i === ace ? 'ACE' : null));
}
