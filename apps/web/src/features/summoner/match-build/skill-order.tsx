import type { MatchBuildResponse } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';

// Spelled here, not imported: the contract's constant lives beside its schemas, and the browser ships no zod.
const SKILL_SLOTS = [
  'Q',
  'W',
  'E',
  'R',
] as const satisfies readonly MatchBuildResponse['skills'][number]['slot'][];

const LEVELS = Array.from({ length: 18 }, (_, index) => index + 1);

const SLOT_COLORS = {
  Q: 'bg-[#3b82f6] text-white',
  W: 'bg-[#22c55e] text-bg',
  E: 'bg-[#f59e0b] text-bg',
  R: 'bg-[#ef4444] text-white',
} as const;

/** Which ability took each level's point: a row per ability, a column per champion level. */
export function SkillOrder({ skills }: { skills: MatchBuildResponse['skills'] }) {
  const { t } = useTranslation('timeline');
  const slotAt = new Map(skills.map((skill) => [skill.level, skill.slot]));
  return (
    <section className="space-y-2">
      <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">
        {t('build.skills_title')}
      </h4>
      {skills.length === 0 ? (
        <p className="text-sm text-muted">{t('build.skills_empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="border-separate border-spacing-[2px] text-center text-[0.65rem] tabular-nums sm:text-xs">
            <caption className="sr-only">{t('build.skills_caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className="sr-only">
                  {t('build.level')}
                </th>
                {LEVELS.map((level) => (
                  <th key={level} scope="col" className="w-4 font-normal text-muted sm:w-6">
                    {level}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {SKILL_SLOTS.map((slot) => (
                <tr key={slot}>
                  <th
                    scope="row"
                    className={`size-4 rounded font-bold sm:size-6 ${SLOT_COLORS[slot]}`}
                  >
                    {slot}
                  </th>
                  {LEVELS.map((level) => {
                    const isTaken = slotAt.get(level) === slot;
                    return (
                      <td
                        key={level}
                        className={`size-4 rounded-sm sm:size-6 ${
                          isTaken ? `font-bold ${SLOT_COLORS[slot]}` : 'bg-surface-2'
                        }`}
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
      )}
    </section>
  );
}
