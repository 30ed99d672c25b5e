import type { ChampionSlice, RuneDetail } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { SliceChampionsPanel } from '../../../shared/champion-filters/slice-champions-panel.tsx';

/**
 * The champions (in a role) whose players take the rune most, most games first: games, the share
 * of the champion's players in that role who take it, and their win rate with its interval.
 */
export function RuneChampions({ detail, slice }: { detail: RuneDetail; slice: ChampionSlice }) {
  const { t } = useTranslation('runes');
  const { rune, champions } = detail;
  const hasRoles = champions.some((entry) => entry.role !== '');
  return (
    <SliceChampionsPanel
      entries={champions}
      minSample={detail.min_sample}
      slice={slice}
      texts={{
        title: t('champions.title'),
        hint: t(hasRoles ? 'champions.hint' : 'champions.hint_laneless', { rune: rune.name }),
        label: t('champions.label', { rune: rune.name }),
        empty: t('champions.empty'),
      }}
    />
  );
}
