import type { ChampionPage, ChampionSlice } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { EmptyLine, Panel } from './panel.tsx';
import { RecordTable } from './synergy-panel.tsx';

/**
 * ARAM's opposition, in place of the lane matchups a laneless mode has not: the champion's win
 * rate against each champion met on the enemy team, the best and hardest to face among those met
 * in enough games, each linked to its own page in the slice.
 */
export function EnemiesPanel({ page, slice }: { page: ChampionPage; slice: ChampionSlice }) {
  const { t } = useTranslation('champions');
  const language = useLanguage();
  const { enemies } = page;
  return (
    <Panel title={t('enemies.title')}>
      <div className="space-y-4">
        <p className="text-xs text-muted">
          {t('enemies.hint', { champion: page.champion.name, min: page.min_sample })}
        </p>
        {enemies === null ? (
          <EmptyLine>{t('page.section_empty')}</EmptyLine>
        ) : (
          <>
            <p className="text-xs text-muted">
              {t('enemies.met', { formatted: formatCount(enemies.champions, language) })}
            </p>
            {enemies.best.length === 0 && enemies.worst.length === 0 ? (
              <EmptyLine>{t('enemies.none', { min: page.min_sample })}</EmptyLine>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
                {enemies.best.length > 0 && (
                  <RecordTable
                    title={t('enemies.best')}
                    records={enemies.best}
                    linkRole=""
                    minSample={page.min_sample}
                    slice={slice}
                  />
                )}
                {enemies.worst.length > 0 && (
                  <RecordTable
                    title={t('enemies.worst')}
                    records={enemies.worst}
                    linkRole=""
                    minSample={page.min_sample}
                    slice={slice}
                  />
                )}
              </div>
            )}
          </>
        )}
      </div>
    </Panel>
  );
}
