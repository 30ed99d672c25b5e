import { GUIDE_SKILL_ORDER_LEVELS } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';

type Slot = 'Q' | 'W' | 'E' | 'R';

const ROWS: readonly Slot[] = ['Q', 'W', 'E', 'R'];

/** Each skill's colour, as the champion page's skill grid has them; each reads at 4.5:1. */
const SKILL_COLORS: Record<Slot, string> = {
  Q: 'bg-[#2563eb] text-white',
  W: 'bg-[#22c55e] text-bg',
  E: 'bg-[#f59e0b] text-bg',
  R: 'bg-[#9333ea] text-white',
};

const LEVELS = Array.from({ length: GUIDE_SKILL_ORDER_LEVELS }, (_, index) => index + 1);

const isSlot = (letter: string | undefined): letter is Slot =>
  letter === 'Q' || letter === 'W' || letter === 'E' || letter === 'R';

/**
 * The basic skills in the order they are maxed: most points in the order first, a tie going to
 * the skill that reached its points first ("Q > E > W").
 */
export function maxOrder(order: string): Slot[] {
  const letters = [...order];
  const basics: Slot[] = ['Q', 'W', 'E'];
  const points = (slot: Slot) => letters.filter((letter) => letter === slot).length;
  const reached = (slot: Slot) => letters.lastIndexOf(slot);
  return basics
    .filter((slot) => points(slot) > 0)
    .sort((a, b) => points(b) - points(a) || reached(a) - reached(b));
}

/**
 * A guide's skill order as a compact grid: a row per skill, a column per level 1–15, the level
 * numbered in its skill's colour where that skill takes the point; the max order above it.
 */
export function SkillOrderGrid({ order }: { order: string }) {
  const { t } = useTranslation('guides');
  const letters = [...order];
  const maxed = maxOrder(order);
  return (
    <div className="space-y-2">
      {maxed.length > 0 && (
        <p className="flex items-center gap-1.5 text-sm font-semibold">
          <span className="text-xs font-normal text-muted">{t('skills.max_order')}</span>
          {maxed.map((slot, index) => (
            <span key={slot} className="inline-flex items-center gap-1.5">
              {index > 0 && (
                <span aria-hidden="true" className="text-muted">
                  ›
                </span>
              )}
              <span
                className={`inline-block min-w-6 rounded px-1 text-center ${SKILL_COLORS[slot]}`}
              >
                {slot}
              </span>
            </span>
          ))}
        </p>
      )}
      <table className="w-full table-fixed border-separate border-spacing-px text-center text-[0.65rem] tabular-nums sm:border-spacing-0.5 sm:text-xs">
        <caption className="sr-only">
          {t('skills.caption', { to: GUIDE_SKILL_ORDER_LEVELS })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="w-5 sm:w-7">
              <span className="sr-only">{t('skills.skill')}</span>
            </th>
            {LEVELS.map((level) => (
              <th key={level} scope="col" className="font-normal text-muted">
                <span className="sr-only">{t('skills.level')} </span>
                {level}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((slot) => (
            <tr key={slot}>
              <th scope="row" className={`h-5 rounded font-bold sm:h-7 ${SKILL_COLORS[slot]}`}>
                {slot}
              </th>
              {LEVELS.map((level) => {
                const letter = letters[level - 1];
                const isTaken = isSlot(letter) && letter === slot;
                return (
                  <td
                    key={level}
                    className={`h-5 rounded sm:h-7 ${isTaken ? `font-bold ${SKILL_COLORS[slot]}` : 'bg-surface-2'}`}
                  >
                    {isTaken ? level : ''}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
