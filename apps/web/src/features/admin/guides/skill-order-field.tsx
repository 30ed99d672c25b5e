import { GUIDE_SKILL_ORDER_LEVELS } from '@riftscope/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BuildBlock } from './build-block.tsx';
import { canEverLevel, SKILLS, type SkillPoint, skillOrderProblems } from './skill-order.ts';

const LEVELS = Array.from({ length: GUIDE_SKILL_ORDER_LEVELS }, (_, index) => index + 1);

/**
 * One level's column: a radio group of Q, W, E and R (R from level 6 only), described by the
 * warning of its level when the game would refuse the point chosen there.
 */
function LevelColumn({
  level,
  chosen,
  championKey,
  warningId,
  onChoose,
}: {
  level: number;
  chosen: SkillPoint;
  championKey: string;
  warningId: string | undefined;
  onChoose: (skill: SkillPoint) => void;
}) {
  const { t } = useTranslation('admin');
  const group = useId();
  return (
    <div
      role="radiogroup"
      aria-label={t('guides.form.skills.level', { level })}
      aria-describedby={warningId}
      data-warning={warningId ? true : undefined}
      className={`flex flex-col items-center gap-0.5 rounded-md ${warningId ? 'bg-amber-400/15 ring-1 ring-amber-300/60' : ''}`}
    >
      <span aria-hidden="true" className="text-[10px] text-muted tabular-nums">
        {level}
      </span>
      {SKILLS.map((skill) => {
        const isChecked = chosen === skill;
        const isDisabled = !canEverLevel(skill, level, championKey);
        return (
          <label
            key={skill}
            className={`relative ${isDisabled ? 'cursor-not-allowed' : 'cursor-pointer'}`}
          >
            <input
              type="radio"
              name={group}
              checked={isChecked}
              disabled={isDisabled}
              aria-label={skill}
              onChange={() => onChoose(skill)}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className={`flex size-5 items-center justify-center rounded text-[11px] font-bold peer-focus-visible:outline-2 peer-focus-visible:outline-accent ${
                isChecked
                  ? skill === 'R'
                    ? 'bg-accent text-bg'
                    : 'bg-link text-bg'
                  : isDisabled
                    ? 'bg-transparent'
                    : 'bg-surface-2 text-transparent hover:text-muted'
              }`}
            >
              {isDisabled ? '' : skill}
            </span>
          </label>
        );
      })}
    </div>
  );
}

/**
 * The skill order: the first 15 levels as a compact grid of Q, W, E and R, one point a level.
 * A point the game would refuse (docs/guides.md, The admin area) is marked with a warning as
 * soon as it is chosen, which does not stop a save: the server is the judge, and takes any 15
 * letters (a few champions rank their skills otherwise).
 */
export function SkillOrderField({
  order,
  championKey,
  error,
  onChange,
}: {
  order: readonly SkillPoint[];
  /** The guide's champion: a few rank their skills otherwise, and are not checked here. */
  championKey: string;
  error: string | undefined;
  onChange: (order: SkillPoint[]) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const warnings = skillOrderProblems(order, championKey).flatMap((problem) =>
    problem.reason === 'missing' ? [] : [{ ...problem, reason: problem.reason }],
  );
  const warningId = (level: number) =>
    warnings.some((warning) => warning.level === level) ? `${id}-level-${level}` : undefined;
  return (
    <BuildBlock
      legend={t('guides.form.skills.legend')}
      hint={t('guides.form.skills.hint', { levels: GUIDE_SKILL_ORDER_LEVELS })}
      error={error}
    >
      <div className="flex gap-1 overflow-x-auto pb-1">
        <div aria-hidden="true" className="flex flex-col items-center gap-0.5 pr-1">
          <span className="text-[10px] text-transparent">0</span>
          {SKILLS.map((skill) => (
            <span key={skill} className="flex h-5 items-center text-xs font-bold text-muted">
              {skill}
            </span>
          ))}
        </div>
        {LEVELS.map((level) => (
          <LevelColumn
            key={level}
            level={level}
            chosen={order[level - 1] ?? null}
            championKey={championKey}
            warningId={warningId(level)}
            onChoose={(skill) =>
              onChange(order.map((point, index) => (index === level - 1 ? skill : point)))
            }
          />
        ))}
      </div>
      <ul aria-live="polite" className="space-y-0.5 text-sm text-amber-200">
        {warnings.map((warning) => (
          <li key={warning.level} id={warningId(warning.level)}>
            {t(`guides.form.skills.problems.${warning.reason}`, {
              level: warning.level,
              skill: order[warning.level - 1],
            })}
          </li>
        ))}
      </ul>
    </BuildBlock>
  );
}
