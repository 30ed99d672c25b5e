import type { ChampionSlice } from '@riftscope/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../hooks/use-language.ts';
import { buttonClass } from '../ui/button.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { StatePanel } from '../ui/state-panel.tsx';
import { isDefaultSlice } from './slice-search.ts';
import { useSliceLabels } from './use-slice-labels.ts';

/**
 * The screens of a list over a slice, whose namespaces hold its states' texts under the same
 * keys: `empty`, `empty_hint`, `empty_filtered`, `empty_filtered_hint`, `reset`, `error`,
 * `error_hint` and `retry`.
 */
type SliceListNamespace = 'runes' | 'items';

/**
 * A list that holds nothing: in the default slice nothing is collected yet; in another, nothing
 * was for those filters, which the hint names, with a way back to the defaults (`resetPath`).
 */
function EmptyState({
  namespace,
  slice,
  resetPath,
}: {
  namespace: SliceListNamespace;
  slice: ChampionSlice;
  resetPath: string;
}) {
  const { t } = useTranslation(namespace);
  const { labels } = useSliceLabels();
  const language = useLanguage();
  if (isDefaultSlice(slice)) {
    return <StatePanel title={t('empty')} hint={t('empty_hint')} role="status" />;
  }
  return (
    <StatePanel
      title={t('empty_filtered')}
      hint={t('empty_filtered_hint', { filters: Object.values(labels(slice)).join(', ') })}
      role="status"
    >
      <Link to={`/${language}${resetPath}`} className={buttonClass('secondary')}>
        {t('reset')}
      </Link>
    </StatePanel>
  );
}

/**
 * A list over a slice once its answer is there (`children`, busy while an earlier answer stands
 * in), or, when `isEmpty` says it holds nothing, why not; its failure with a way to try again;
 * `loading` until either.
 */
export function SliceListBody<T>({
  namespace,
  query,
  slice,
  isEmpty,
  resetPath,
  loading,
  children,
}: {
  namespace: SliceListNamespace;
  query: UseQueryResult<T>;
  slice: ChampionSlice;
  isEmpty: (data: T) => boolean;
  /** The list's address with the default filters, after the language. */
  resetPath: string;
  loading: ReactNode;
  children: (data: T, isBusy: boolean) => ReactNode;
}) {
  const { t } = useTranslation(namespace);
  return (
    <QueryView
      query={query}
      loading={loading}
      error={{ title: t('error'), hint: t('error_hint'), retry: t('retry') }}
    >
      {(data, isBusy) =>
        isEmpty(data) ? (
          <EmptyState namespace={namespace} slice={slice} resetPath={resetPath} />
        ) : (
          children(data, isBusy)
        )
      }
    </QueryView>
  );
}
