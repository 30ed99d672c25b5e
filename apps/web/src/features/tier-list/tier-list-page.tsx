import type { TierRole } from '@riftscope/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { StatePanel } from '../../shared/ui/state-panel.tsx';
import { rewindTierList, roleFromSearch, tierListQuery } from './api/tier-list-api.ts';
import { RoleFilter } from './role-filter.tsx';
import { TierListTable, TierListTableSkeleton } from './tier-list-table.tsx';

function TierListResults({ role }: { role: TierRole | null }) {
  const { t } = useTranslation('tier-list');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const champions = useInfiniteQuery(tierListQuery(role));

  if (champions.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner />
          {t('loading')}
        </p>
        <TierListTableSkeleton />
      </div>
    );
  }

  if (champions.isError) {
    return (
      <StatePanel title={t('error')} hint={t('error_hint')} role="alert">
        <Button
          variant="secondary"
          onClick={() => void champions.refetch()}
          disabled={champions.isFetching}
        >
          {champions.isFetching && <Spinner />}
          {t('retry')}
        </Button>
      </StatePanel>
    );
  }

  const rows = champions.data.pages.flatMap((page) => page.data);
  if (rows.length === 0) {
    return <StatePanel title={t('empty')} hint={t('empty_hint')} role="status" />;
  }
  const total = champions.data.pages[0]?.total ?? rows.length;

  return (
    <div className="space-y-4">
      <p className="text-xs text-muted">
        {t('note', { total: new Intl.NumberFormat(language).format(total) })}
      </p>
      <TierListTable rows={rows} language={language} isBusy={champions.isFetching} />
      {champions.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void champions.fetchNextPage()}
            disabled={champions.isFetchingNextPage}
            className="min-w-40"
          >
            {champions.isFetchingNextPage && <Spinner />}
            {champions.isFetchingNextPage ? tc('actions.loading_more') : tc('actions.load_more')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Champions by tier with a role filter kept in the URL (`?role=TOP`), SPEC.md §2 Tier list. */
export function TierListPage() {
  const { t } = useTranslation('tier-list');
  usePageMeta({ page: 'tier_list' });
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const role = roleFromSearch(params);

  const chooseRole = (next: TierRole | null) => {
    if (next === role) return;
    // A role chosen again starts over from its first page.
    rewindTierList(queryClient, next);
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        if (next) search.set('role', next);
        else search.delete('role');
        return search;
      },
      { preventScrollReset: true },
    );
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <header className="mb-6 space-y-1">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('title')}</h1>
        <p className="text-muted">{t('subtitle')}</p>
      </header>
      <div className="space-y-4">
        <RoleFilter value={role} onChange={chooseRole} />
        <TierListResults key={role ?? 'all'} role={role} />
      </div>
    </div>
  );
}
