import type { ChampionPage, ChampionSlice } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { EmptyLine, Panel } from './panel.tsx';
import { BestAndWorst } from './synergy-panel.tsx';

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
            <BestAndWorst
              best={enemies.best}
              worst={enemies.worst}
              titles={{ best: t('enemies.best'), worst: t('enemies.worst') }}
              none={t('enemies.none', { min: page.min_sample })}
              linkRole=""
              minSample={page.min_sample}
              slice={slice}
            />
          </>
        )}
      </div>
    </Panel>
  );
}
