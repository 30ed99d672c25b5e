import { GUIDE_SKILL_ORDER_LEVELS } from '@riftscope/contracts';

export const SKILLS = ['Q', 'W', 'E', 'R'] as const;
export type Skill = (typeof SKILLS)[number];
/** The skill of one level, null while the author has not chosen it. */
export type SkillPoint = Skill | null;

/** The levels at which the ultimate's first, second and third points open. */
const ULTIMATE_LEVELS = [6, 11, 16] as const;
/** A basic skill has five points, its n-th open from level 2n − 1. */
const BASIC_POINTS = 5;

export type SkillOrderProblem = {
  /** 1-based, as the game counts levels. */
  level: number;
  reason: 'missing' | 'ultimate_too_early' | 'basic_too_early' | 'basic_maxed';
};

const isSkill = (letter: string | undefined): letter is Skill =>
  (SKILLS as readonly (string | undefined)[]).includes(letter);

/** The levels of a stored skill order; a letter that is not Q, W, E or R is a level not chosen. */
export function parseSkillOrder(letters: string): SkillPoint[] {
  return Array.from({ length: GUIDE_SKILL_ORDER_LEVELS }, (_, index) => {
    const letter = letters[index];
    return isSkill(letter) ? letter : null;
  });
}

/** The letters the server takes (complete orders only: the form checks first). */
export const skillOrderText = (order: readonly SkillPoint[]): string =>
  order.map((point) => point ?? '').join('');

/**
 * Champions whose skills the game ranks otherwise (an ultimate from level 1 with four ranks,
 * basic skills with six, or stat points in place of skill ranks), by key: their orders are not
 * checked here, and the server takes any 15 letters (docs/guides.md, Validation of the build).
 */
const OWN_RANKING_CHAMPIONS = new Set(['aphelios', 'elise', 'jayce', 'karma', 'nidalee', 'udyr']);

const followsUsualRanks = (championKey: string) =>
  !OWN_RANKING_CHAMPIONS.has(championKey.toLowerCase());

/** Whether `skill` can take a point at `level` at all, whatever came before (R from level 6). */
export const canEverLevel = (skill: Skill, level: number, championKey: string): boolean =>
  skill !== 'R' || level >= ULTIMATE_LEVELS[0] || !followsUsualRanks(championKey);

function problemOf(skill: Skill, rank: number, level: number): SkillOrderProblem['reason'] | null {
  if (skill === 'R') {
    const opens = ULTIMATE_LEVELS[rank - 1];
    return opens !== undefined && level >= opens ? null : 'ultimate_too_early';
  }
  if (rank > BASIC_POINTS) return 'basic_maxed';
  return level >= 2 * rank - 1 ? null : 'basic_too_early';
}

/**
 * What the game would refuse in a skill order, level by level: a level not chosen, the ultimate
 * before 6, 11 and 16, a basic skill's n-th point before level 2n − 1 or a sixth point (for a
 * champion the game ranks otherwise, only the levels not chosen). The server judges on save.
 */
export function skillOrderProblems(
  order: readonly SkillPoint[],
  championKey = '',
): SkillOrderProblem[] {
  const isChecked = followsUsualRanks(championKey);
  const ranks: Record<Skill, number> = { Q: 0, W: 0, E: 0, R: 0 };
  const problems: SkillOrderProblem[] = [];
  order.forEach((skill, index) => {
    const level = index + 1;
    if (skill === null) {
      problems.push({ level, reason: 'missing' });
      return;
    }
    ranks[skill] += 1;
    const reason = isChecked ? problemOf(skill, ranks[skill], level) : null;
    if (reason) problems.push({ level, reason });
  });
  return problems;
}
