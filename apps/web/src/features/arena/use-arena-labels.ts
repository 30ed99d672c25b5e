import { regionLabel } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { type ArenaFilters, isDefaultArena } from './arena-filters.ts';

/**
 * The filters in words, for an empty state's hint: the patch ("Newest patch", "Patch 15.22")
 * and the region ("All regions", "EUW"); null for the default filters.
 */
export function useArenaLabels() {
  const { t } = useTranslation('champion-filters');
  return (filters: ArenaFilters): string[] | null =>
    isDefaultArena(filters)
      ? null
      : [
          filters.patch === null ? t('patch.newest') : t('patch.named', { patch: filters.patch }),
          filters.region === null ? t('region.all') : regionLabel(filters.region),
        ];
}
