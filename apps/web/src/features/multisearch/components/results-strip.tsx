import type { MultiSearchPlayer } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The recent games' results as a strip of cells, newest first, ten a row. Each cell is a letter
 * on its colour (not colour alone) and is named Win or Loss for screen readers.
 */
export function ResultsStrip({ results }: { results: MultiSearchPlayer['results'] }) {
  const { t } = useTranslation('multisearch');
  return (
    <ol aria-label={t('recent.results')} className="grid grid-cols-10 gap-0.5">
      {results.map((result, index) => {
        const isWin = result === 'win';
        const label = t(isWin ? 'recent.win' : 'recent.loss');
        return (
          <li key={index}>
            <span
              role="img"
              aria-label={label}
              title={label}
              className={`flex h-5 items-center justify-center rounded-sm text-[0.625rem] leading-none font-bold ${
                isWin ? 'bg-win/20 text-win' : 'bg-loss/20 text-loss'
              }`}
            >
              {t(isWin ? 'recent.win_short' : 'recent.loss_short')}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
