import { createRng, type Rng } from '../../random.ts';
import { LEVEL_XP, timeOfXp } from './economy.ts';
import type { SkillOrder } from './playstyles.ts';
import type { SimMatch, SimParticipant } from './types.ts';

/** Which basic ability a champion maxes first, second and third (1 = Q … 3 = E). */
export function skillOrderFor(championKey: number): number[] {
  const rng = createRng(championKey, 'skill-order');
  const first = rng.chance(0.6) ? 1 : rng.int(2, 3);
  return [first, ...rng.shuffle([1, 2, 3].filter((s) => s !== first))];
}

/**
 * Whether a basic ability may take another point at `level`, as the game allows: its n-th point
 * from level 2n − 1 on (the 5th at 9), never a 6th.
 */
const mayRaise = (level: number, points: number) => points < 5 && 2 * points + 1 <= level;

/**
 * The ability slot a level's skill point goes to, given the points spent so far: R at 6, 11 and
 * 16; the first three points as the order says, then the first skill maxed, then the second, then
 * the third, each point where the game allows it (else the next skill of the order).
 */
function skillSlotAt(level: number, order: SkillOrder, points: readonly number[]): number {
  if (level === 6 || level === 11 || level === 16) return 4;
  const wanted = level <= 3 ? (order.first[level - 1] ?? order.max[level - 1] ?? 1) : null;
  const allowed = (s: number) => mayRaise(level, points[s - 1] ?? 0);
  if (wanted !== null && allowed(wanted)) return wanted;
  return order.max.find(allowed) ?? 1;
}

function levelUpsOf(rng: Rng, m: SimMatch, p: SimParticipant): void {
  const points = [0, 0, 0, 0];
  let previous = 0;
  for (let level = 1; level <= p.champLevel; level++) {
    const reached = level === 1 ? 0 : timeOfXp(p, LEVEL_XP[level - 1] ?? 0, m.lengthMs, m.xpCurve);
    if (level > 1) m.levelUps.push({ t: reached, participantId: p.participantId, level });
    const slot = skillSlotAt(level, p.skillOrder, points);
    points[slot - 1] = (points[slot - 1] ?? 0) + 1;
    // A level reached in the last seconds is still spent before the nexus falls.
    const t = Math.min(
      m.lengthMs,
      Math.max(previous + 50, level === 1 ? rng.int(3_000, 90_000) : reached + rng.int(200, 4_000)),
    );
    m.skillUps.push({ t, participantId: p.participantId, skillSlot: slot });
    previous = t;
  }
}

/** LEVEL_UP and SKILL_LEVEL_UP events of every participant, from their XP curves. */
export function simulateLevels(rng: Rng, m: SimMatch): void {
  for (const p of m.participants) levelUpsOf(rng, m, p);
}
