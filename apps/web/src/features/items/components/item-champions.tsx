import type { ChampionSlice, ItemDetail } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { SliceChampionsPanel } from '../../../shared/champion-filters/slice-champions-panel.tsx';

/**
 * The champions (in a role) whose players complete the item most, most games first: games, the
 * share of the champion's own sample in that role (its players with a stored timeline for a
 * legendary, all its players for boots), and their win rate with its interval.
 */
export function ItemChampions({ detail, slice }: { detail: ItemDetail; slice: ChampionSlice }) {
  const { t } = useTranslation('items');
  const { item, champions } = detail;
  const hasRoles = champions.some((entry) => entry.role !== '');
  const hint =
    item.class === 'boots'
      ? t(hasRoles ? 'champions.hint_boots' : 'champions.hint_boots_laneless', { item: item.name })
      : t(hasRoles ? 'champions.hint' : 'champions.hint_laneless', { item: item.name });
  return (
    <SliceChampionsPanel
      entries={champions}
      minSample={detail.min_sample}
      slice={slice}
      texts={{
        title: t('champions.title'),
        hint,
        label: t('champions.label', { item: item.name }),
        empty: t('champions.empty'),
      }}
    />
  );
}
