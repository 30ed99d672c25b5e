import type { GuideDifficulty, GuideSummary, Language } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../../lib/render-clock.ts';
import { formatDate } from '../../../shared/domain/format-date.ts';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { RoleIcon } from '../../../shared/ui/role-icon.tsx';

const DIFFICULTY_CLASSES: Record<GuideDifficulty, string> = {
  easy: 'bg-win/15 text-win',
  medium: 'bg-amber-400/15 text-amber-200',
  hard: 'bg-loss/15 text-loss',
};

/** "Hard" on its colour, read out as "Difficulty: Hard". */
export function DifficultyBadge({ difficulty }: { difficulty: GuideDifficulty }) {
  const { t } = useTranslation('guides');
  return (
    <span
      className={`rounded px-1.5 py-0.5 text-xs font-semibold ${DIFFICULTY_CLASSES[difficulty]}`}
    >
      <span className="sr-only">{t('facts.difficulty')}: </span>
      {t(`difficulty.${difficulty}`)}
    </span>
  );
}

/**
 * What a guide is for and who wrote it, on one line that wraps: role, the patch it was written
 * for, difficulty, author, publication date and how many found it helpful.
 */
export function GuideFacts({
  guide,
  language,
  className = '',
}: {
  guide: GuideSummary;
  language: Language;
  className?: string;
}) {
  const { t } = useTranslation('guides');
  const timeZone = useTimeZone();
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted ${className}`}>
      <span className="inline-flex items-center gap-1 font-semibold text-text">
        <RoleIcon role={guide.role} className="size-3.5" />
        {t(`roles.${guide.role}`)}
      </span>
      <span>{t('facts.patch', { patch: guide.patch })}</span>
      <DifficultyBadge difficulty={guide.difficulty} />
      {/* The author's account was deleted: the guide stays, without a name. */}
      {guide.author ? (
        <span>
          {t('facts.by')} <bdi className="font-medium text-text">{guide.author}</bdi>
        </span>
      ) : (
        <span>{t('facts.former_author')}</span>
      )}
      <time dateTime={guide.published_at}>
        {formatDate(guide.published_at, language, timeZone)}
      </time>
      <span>
        {t('facts.helpful', {
          count: guide.helpful_count,
          formatted: formatCount(guide.helpful_count, language),
        })}
      </span>
    </p>
  );
}
