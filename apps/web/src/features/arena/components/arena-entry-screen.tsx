import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { EntryPageLoading } from '../../../shared/ui/entry-header.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { StatePanel } from '../../../shared/ui/state-panel.tsx';
import type { ArenaFilters } from '../arena-filters.ts';
import { useArenaLabels } from '../use-arena-labels.ts';

/** The blocks of an entry's figures side by side from 1024 px; one under the other below. */
export const ENTRY_COLUMNS = 'grid items-start gap-4 lg:grid-cols-2';

/** No games for the entry in these filters: say so, naming them. */
export function NoGames({ title, filters }: { title: string; filters: ArenaFilters }) {
  const { t } = useTranslation('arena');
  const { t: tf } = useTranslation('champion-filters');
  const names = useArenaLabels()(filters) ?? [tf('patch.newest'), tf('region.all')];
  return (
    <StatePanel
      title={title}
      hint={t('entry_empty_hint', { filters: names.join(', ') })}
      role="status"
    />
  );
}

/**
 * The page of an Arena entry (a champion, an augment) over the filters of the address: its
 * answer as `children` draw it (busy while another filter's answer stands in), `notFound` for an
 * entry the API does not know (404, or 422 for one no entry can be), a failure with a way to try
 * again, or a skeleton until either.
 */
export function ArenaEntryScreen<T>({
  query,
  kind,
  notFound,
  children,
}: {
  query: UseQueryResult<T>;
  /** The kind of entry, whose texts of the page's states are its own. */
  kind: 'champion' | 'augment';
  notFound: ReactNode;
  children: (data: T, isBusy: boolean) => ReactNode;
}) {
  const { t } = useTranslation('arena');
  if (query.isError && (isApiError(query.error, 404) || isApiError(query.error, 422))) {
    return notFound;
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <QueryView
        query={query}
        loading={
          <EntryPageLoading text={t(`${kind}.loading`)} shape="square" blockClassName="h-80" />
        }
        error={{
          title: t(`${kind}.error`),
          hint: t(`${kind}.error_hint`),
          retry: t(`${kind}.retry`),
        }}
      >
        {children}
      </QueryView>
    </div>
  );
}
