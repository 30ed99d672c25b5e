import type { GuideSummary } from '@riftscope/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { StatePanel } from '../../shared/ui/state-panel.tsx';
import { filtersFromSearch, guidesListQuery } from './api/guides-api.ts';
import { GuideCard, GuideCardSkeleton } from './components/guide-card.tsx';
import { GuideFilters } from './components/guide-filters.tsx';

const SKELETON_CARDS = 4;

function GuideResults({ guides }: { guides: ReturnType<typeof useGuides> }) {
  const { t } = useTranslation('guides');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const { list, filters } = guides;

  if (list.isPending) {
    return (
      <div aria-busy="true" className="space-y-4">
        <p className="sr-only" role="status">
          {t('list.loading')}
        </p>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <GuideCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  const noMatch = (
    <StatePanel
      title={t('list.empty_filtered')}
      hint={t('list.empty_filtered_hint')}
      role="status"
    />
  );
  // The API knows no champion by the address's key: no guide is for it.
  if (list.isError && isApiError(list.error, 404)) return noMatch;

  if (list.isError) {
    return (
      <StatePanel title={t('list.error')} hint={t('list.error_hint')} role="alert">
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t('list.retry')}
        </Button>
      </StatePanel>
    );
  }

  const items = list.data.pages.flatMap((page) => page.data);
  if (items.length === 0) {
    return filters.champion || filters.role ? (
      noMatch
    ) : (
      <StatePanel title={t('list.empty')} hint={t('list.empty_hint')} role="status" />
    );
  }

  return (
    <div className="space-y-6">
      <ul aria-label={t('list.label')} aria-busy={list.isFetching} className="space-y-4">
        {items.map((guide) => (
          <li key={guide.id}>
            <GuideCard guide={guide} language={language} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            className="min-w-40"
          >
            {list.isFetchingNextPage && <Spinner />}
            {list.isFetchingNextPage ? tc('actions.loading_more') : tc('actions.load_more')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The address's filters and the guides they find. */
function useGuides() {
  const language = useLanguage();
  const [params] = useSearchParams();
  const filters = filtersFromSearch(params);
  const list = useInfiniteQuery(guidesListQuery(language, filters));
  return { list, filters };
}

/** The chosen champion's name as the guides found name it, before the filter's list is loaded. */
function championNameOf(guides: readonly GuideSummary[], key: string | null): string | null {
  if (!key) return null;
  const found = guides.find((guide) => guide.champion.key?.toLowerCase() === key.toLowerCase());
  return found?.champion.name ?? null;
}

/**
 * The published guides in the path's language, filtered by champion and role, newest or most
 * helpful first, a page at a time (docs/guides.md).
 */
export function GuidesListPage() {
  const { t } = useTranslation('guides');
  usePageMeta({ page: 'guides' });
  const guides = useGuides();
  const shown = guides.list.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <header className="mb-6 space-y-1">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('title')}</h1>
        <p className="text-muted">{t('subtitle')}</p>
      </header>
      <div className="grid items-start gap-6 md:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[16rem_minmax(0,1fr)]">
        <GuideFilters knownChampionName={championNameOf(shown, guides.filters.champion)} />
        <GuideResults guides={guides} />
      </div>
    </div>
  );
}
