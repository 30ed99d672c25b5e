import { type ChampionPage, SKILL_PATH_FULL_LEVELS, SKILL_PATH_LEVELS } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { SampleLine } from './sample.tsx';

type SkillPath = ChampionPage['skill_paths'][number];
type Slot = SkillPath['path'][number];

/** Each skill's colour, R apart from the basic skills; each reads at 4.5:1 with its text. */
export const SKILL_COLORS: Record<Slot, string> = {
  Q: 'bg-[#2563eb] text-white',
  W: 'bg-[#22c55e] text-bg',
  E: 'bg-[#f59e0b] text-bg',
  R: 'bg-[#9333ea] text-white',
};

/** The grid's rows (contracts' SKILL_SLOTS lives with the schemas, which the browser never loads). */
const ROWS: readonly Slot[] = ['Q', 'W', 'E', 'R'];

const LEVELS = Array.from({ length: SKILL_PATH_FULL_LEVELS }, (_, index) => index + 1);

/** The skill taken at each level 1–18; levels 16–18 only when games on the path reached 18. */
const slotsByLevel = (entry: SkillPath): (Slot | undefined)[] => [
  ...LEVELS.slice(0, SKILL_PATH_LEVELS).map((level) => entry.path[level - 1]),
  ...LEVELS.slice(SKILL_PATH_LEVELS).map(
    (level) => entry.to_18?.path[level - SKILL_PATH_LEVELS - 1],
  ),
];

/**
 * A skill path as a grid: a row per skill (Q, W, E, R), a column per level 1–18, each taken
 * level numbered in its skill's colour. Levels 16–18 rest on the games that reached 18 (their
 * own sample under the grid) and say so when none did.
 */
export function SkillPathGrid({ entry, minSample }: { entry: SkillPath; minSample: number }) {
  const { t } = useTranslation('champions');
  const taken = slotsByLevel(entry);
  const late = (level: number) => level > SKILL_PATH_LEVELS;
  return (
    <div className="space-y-2">
      <div className="max-w-2xl">
        <table className="w-full table-fixed border-separate border-spacing-px text-center text-[0.65rem] tabular-nums sm:border-spacing-0.5 sm:text-xs">
          <caption className="sr-only">{t('skills.path_caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="w-5 sm:w-7">
                <span className="sr-only">{t('skills.skill')}</span>
              </th>
              {LEVELS.map((level) => (
                <th
                  key={level}
                  scope="col"
                  className={`font-normal text-muted ${late(level) ? 'italic' : ''}`}
                >
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
                  const isTaken = taken[level - 1] === slot;
                  const isUnknown = taken[level - 1] === undefined;
                  const empty = isUnknown
                    ? 'border border-dashed border-muted/40'
                    : late(level)
                      ? 'bg-surface-2/50'
                      : 'bg-surface-2';
                  return (
                    <td
                      key={level}
                      className={`h-5 rounded sm:h-7 ${isTaken ? `font-bold ${SKILL_COLORS[slot]}` : empty}`}
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
      <div className="space-y-1 text-xs text-muted">
        <p className="flex flex-wrap items-center gap-x-2">
          <span>{t('skills.path_sample', { from: 1, to: SKILL_PATH_LEVELS })}</span>
          <SampleLine entry={entry} minSample={minSample} />
        </p>
        {entry.to_18 === null ? (
          <p>{t('skills.no_18', { from: SKILL_PATH_LEVELS + 1, to: SKILL_PATH_FULL_LEVELS })}</p>
        ) : (
          <p className="flex flex-wrap items-center gap-x-2">
            <span>
              {t('skills.path_sample_18', {
                from: SKILL_PATH_LEVELS + 1,
                to: SKILL_PATH_FULL_LEVELS,
              })}
            </span>
            <SampleLine entry={entry.to_18} minSample={minSample} />
          </p>
        )}
      </div>
    </div>
  );
}
