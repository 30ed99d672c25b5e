import type { RankedForm } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../domain/format-number.ts';
import { useLanguage } from '../hooks/use-language.ts';

type Result = RankedForm['results'][number];

/** "11 wins, 9 losses" in the page's language, for screen readers. */
function useSpokenRecord(): (wins: number, losses: number) => string {
  const { t } = useTranslation('scouting');
  const language = useLanguage();
  return (wins, losses) =>
    [
      t('form.wins', { count: wins, formatted: formatCount(wins, language) }),
      t('form.losses', { count: losses, formatted: formatCount(losses, language) }),
    ].join(', ');
}

/**
 * A record as the short "11W 9L" on screen, read out as "11 wins, 9 losses".
 */
export function FormRecord({ wins, losses }: { wins: number; losses: number }) {
  const { t } = useTranslation('scouting');
  const language = useLanguage();
  const spoken = useSpokenRecord()(wins, losses);
  return (
    <span className="whitespace-nowrap">
      <span aria-hidden="true">
        {t('form.record', {
          wins: formatCount(wins, language),
          losses: formatCount(losses, language),
        })}
      </span>
      <span className="sr-only">{spoken}</span>
    </span>
  );
}

/**
 * Recent ranked results as a strip of cells, newest first, one row that shares the width it is
 * given (at most `columns` cells a row). Each cell is a letter on its colour (not colour alone)
 * and is named Win or Loss; the list is named by its summary ("… newest first: 11 wins, 9
 * losses").
 */
export function FormStrip({
  results,
  columns = 20,
  isRanked = true,
}: {
  results: readonly Result[];
  columns?: 10 | 20;
  /** False for games of every queue: the list is then not named ranked. */
  isRanked?: boolean;
}) {
  const { t } = useTranslation('scouting');
  const wins = results.filter((result) => result === 'win').length;
  const summary = useSpokenRecord()(wins, results.length - wins);
  if (results.length === 0) return null;
  return (
    <ol
      aria-label={t(isRanked ? 'form.results' : 'form.results_any', { summary })}
      className={`grid gap-0.5 ${columns === 20 ? 'grid-cols-20' : 'grid-cols-10'}`}
    >
      {results.map((result, index) => {
        const isWin = result === 'win';
        const label = t(isWin ? 'form.win' : 'form.loss');
        return (
          <li key={index} className="min-w-0">
            <span
              role="img"
              aria-label={label}
              title={label}
              className={`flex h-4 items-center justify-center rounded-sm text-[0.625rem] leading-none font-bold ${
                isWin ? 'bg-win/20 text-win' : 'bg-loss/20 text-loss'
              }`}
            >
              {t(isWin ? 'form.win_short' : 'form.loss_short')}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
