import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';
import { StatePanel } from './state-panel.tsx';

/**
 * A query's answer as `children` draw it (busy while an earlier answer stands in for the one
 * asked), its failure with a way to try again, or `loading` until either. Texts come from the
 * screen, in its own namespace.
 */
export function QueryView<T>({
  query,
  loading,
  error,
  children,
}: {
  query: UseQueryResult<T>;
  loading: ReactNode;
  /** What failed, what to do, and the retry button's label. */
  error: { title: string; hint: string; retry: string };
  children: (data: T, isBusy: boolean) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data, query.isPlaceholderData);
  if (query.isError) {
    return (
      <StatePanel title={error.title} hint={error.hint} role="alert">
        <Button
          variant="secondary"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          {query.isFetching && <Spinner />}
          {error.retry}
        </Button>
      </StatePanel>
    );
  }
  return loading;
}
