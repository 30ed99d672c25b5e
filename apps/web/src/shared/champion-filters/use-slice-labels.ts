import { type ChampionSlice, regionLabel } from '@riftscope/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SLICE } from './champion-slice.ts';
import { queueParamOf } from './slice-search.ts';

/** A slice in words, one text a filter: for titles, empty states and sample notes. */
export interface SliceLabels {
  queue: string;
  /** "Patch 15.23", or "Newest patch" when the slice leaves it to the API. */
  patch: string;
  /** "EUW", or "All regions". */
  region: string;
  tier: string;
}

/**
 * Names a slice's filters in the page's language. `changed` lists only those that differ from
 * the defaults, in the order champion page titles name them (queue, rank, region, patch).
 */
export function useSliceLabels() {
  const { t } = useTranslation('champion-filters');
  const labels = useCallback(
    (slice: ChampionSlice): SliceLabels => ({
      queue: t(`queue.${queueParamOf(slice.queue)}`),
      patch: slice.patch === null ? t('patch.newest') : t('patch.named', { patch: slice.patch }),
      region: slice.region === null ? t('region.all') : regionLabel(slice.region),
      tier: t(`tier.${slice.tier}`),
    }),
    [t],
  );
  const changed = useCallback(
    (slice: ChampionSlice): string[] => {
      const all = labels(slice);
      return (['queue', 'tier', 'region', 'patch'] as const)
        .filter((key) => slice[key] !== DEFAULT_SLICE[key])
        .map((key) => all[key]);
    },
    [labels],
  );
  return { labels, changed };
}
