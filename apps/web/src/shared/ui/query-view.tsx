import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Skeleton } from './skeleton.tsx';
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

/**
 * What a part of a page shows while its answer loads: a line saying what is loading, read out as
 * a status, above `children`, the skeleton of what will come. The text comes from the screen.
 */
export function LoadingState({
  text,
  className = 'space-y-4',
  children,
}: {
  text: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div aria-busy="true" className={className}>
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner />
        {text}
      </p>
      {children}
    </div>
  );
}

/** The skeleton of a list's rows while they load. */
export function RowsSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="space-y-2" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className="h-11 rounded-lg" />
      ))}
    </div>
  );
}
