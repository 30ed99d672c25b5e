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
type SliceListNamespace = 'runes' | 'items' | 'arena';

/**
 * A list that holds nothing: in the default filters (`filters` null) nothing is collected yet; in
 * others, nothing was for those filters, which the hint names, with a way back to the defaults
 * (`resetPath`).
 */
function EmptyState({
  namespace,
  filters,
  resetPath,
}: {
  namespace: SliceListNamespace;
  filters: readonly string[] | null;
  resetPath: string;
}) {
  const { t } = useTranslation(namespace);
  const language = useLanguage();
  if (filters === null) {
    return <StatePanel title={t('empty')} hint={t('empty_hint')} role="status" />;
  }
  return (
    <StatePanel
      title={t('empty_filtered')}
      hint={t('empty_filtered_hint', { filters: filters.join(', ') })}
      role="status"
    >
      <Link to={`/${language}${resetPath}`} className={buttonClass('secondary')}>
        {t('reset')}
      </Link>
    </StatePanel>
  );
}

interface ListBodyProps<T> {
  namespace: SliceListNamespace;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  /** The list's address with the default filters, after the language. */
  resetPath: string;
  loading: ReactNode;
  children: (data: T, isBusy: boolean) => ReactNode;
}

/**
 * A list over filters once its answer is there (`children`, busy while an earlier answer stands
 * in), or, when `isEmpty` says it holds nothing, why not (`filters`: every filter in words, or
 * null for the defaults); its failure with a way to try again; `loading` until either.
 */
export function ListBody<T>({
  namespace,
  query,
  filters,
  isEmpty,
  resetPath,
  loading,
  children,
}: ListBodyProps<T> & { filters: readonly string[] | null }) {
  const { t } = useTranslation(namespace);
  return (
    <QueryView
      query={query}
      loading={loading}
      error={{ title: t('error'), hint: t('error_hint'), retry: t('retry') }}
    >
      {(data, isBusy) =>
        isEmpty(data) ? (
          <EmptyState namespace={namespace} filters={filters} resetPath={resetPath} />
        ) : (
          children(data, isBusy)
        )
      }
    </QueryView>
  );
}

/** A list over a champion slice (ListBody), its filters named from the slice. */
export function SliceListBody<T>({ slice, ...props }: ListBodyProps<T> & { slice: ChampionSlice }) {
  const { labels } = useSliceLabels();
  return (
    <ListBody {...props} filters={isDefaultSlice(slice) ? null : Object.values(labels(slice))} />
  );
}
