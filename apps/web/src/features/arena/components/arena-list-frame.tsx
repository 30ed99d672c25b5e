import type { ArenaTierList } from '@riftscope/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListBody } from '../../../shared/champion-filters/slice-list-body.tsx';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { LoadingState, RowsSkeleton } from '../../../shared/ui/query-view.tsx';
import type { ArenaFilters } from '../arena-filters.ts';
import { useArenaLabels } from '../use-arena-labels.ts';
import { ArenaFilterBar } from './arena-filter-bar.tsx';

/** What every Arena answer says of its sample. */
type ArenaSample = Pick<ArenaTierList, 'patches' | 'matches' | 'players' | 'min_sample'>;

/** "1,234 Arena matches in these filters (19,744 players)." once the answer has any. */
function ArenaSampleNote({ sample }: { sample: ArenaSample | undefined }) {
  const { t } = useTranslation('arena');
  const language = useLanguage();
  if (!sample || sample.matches === 0) return null;
  return (
    <>
      {t('sample', {
        count: sample.matches,
        formatted: formatCount(sample.matches, language),
        players: formatCount(sample.players, language),
      })}
    </>
  );
}

/**
 * An Arena list's page (`/arena`, `/arena/augments`): its title, how Arena is counted and the
 * sample, the filters, then the list (`children`, busy while another filter's answer stands in),
 * or why there is none: no Arena match in the filters, or a failure with a way to try again; then
 * the `footer`.
 */
export function ArenaListFrame<T extends ArenaSample>({
  title,
  subtitle,
  query,
  filters,
  resetPath,
  footer,
  children,
}: {
  title: string;
  subtitle?: string;
  query: UseQueryResult<T>;
  filters: ArenaFilters;
  /** The list's address with the default filters, after the language. */
  resetPath: string;
  /** What follows the list whatever its state: a link to the other Arena list. */
  footer: ReactNode;
  children: (data: T, isBusy: boolean) => ReactNode;
}) {
  const { t } = useTranslation('arena');
  const labels = useArenaLabels();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <header className="mb-6 space-y-1">
        <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
        {subtitle && <p className="text-muted">{subtitle}</p>}
        <p className="max-w-prose text-sm text-muted">
          {t('how_counted')} <ArenaSampleNote sample={query.data} />
        </p>
      </header>
      <div className="space-y-4">
        <ArenaFilterBar patches={query.data?.patches} />
        <ListBody
          namespace="arena"
          query={query}
          filters={labels(filters)}
          isEmpty={(data) => data.matches === 0}
          resetPath={resetPath}
          loading={
            <LoadingState text={t('loading')}>
              <RowsSkeleton />
            </LoadingState>
          }
        >
          {children}
        </ListBody>
        {footer}
      </div>
    </div>
  );
}

/** A link from one Arena page to another: on to a list, or back (`isBack`) to where it came from. */
export function ListLink({
  to,
  isBack = false,
  children,
}: {
  to: string;
  isBack?: boolean;
  children: ReactNode;
}) {
  return (
    <p>
      <Link to={to} className="text-sm font-semibold text-link hover:underline">
        {isBack && <span aria-hidden="true">← </span>}
        {children}
        {!isBack && <span aria-hidden="true"> →</span>}
      </Link>
    </p>
  );
}
