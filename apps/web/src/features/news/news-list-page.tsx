import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { StatePanel } from '../../shared/ui/state-panel.tsx';
import { filtersFromSearch, newsListQuery } from './api/news-api.ts';
import { NewsCard, NewsCardSkeleton } from './news-card.tsx';
import { NewsFilters } from './news-filters.tsx';

const SKELETON_CARDS = 4;

function NewsResults() {
  const { t } = useTranslation('news');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const filters = filtersFromSearch(params);
  const news = useInfiniteQuery(newsListQuery(language, filters));
  const hasFilters = Boolean(filters.search || filters.category || filters.game);

  if (news.isPending) {
    return (
      <div aria-busy="true" className="space-y-4">
        <p className="sr-only" role="status">
          {t('list.loading')}
        </p>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <NewsCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (news.isError) {
    return (
      <StatePanel title={t('list.error')} hint={t('list.error_hint')} role="alert">
        <Button variant="secondary" onClick={() => void news.refetch()}>
          {t('list.retry')}
        </Button>
      </StatePanel>
    );
  }

  const items = news.data.pages.flatMap((page) => page.data);
  if (items.length === 0) {
    return hasFilters ? (
      <StatePanel
        title={t('list.empty_filtered')}
        hint={t('list.empty_filtered_hint')}
        role="status"
      />
    ) : (
      <StatePanel title={t('list.empty')} hint={t('list.empty_hint')} role="status" />
    );
  }

  return (
    <div className="space-y-6">
      <ul aria-label={t('list.label')} aria-busy={news.isFetching} className="space-y-4">
        {items.map((item) => (
          <li key={item.id}>
            <NewsCard item={item} language={language} />
          </li>
        ))}
      </ul>
      {news.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void news.fetchNextPage()}
            disabled={news.isFetchingNextPage}
            className="min-w-40"
          >
            {news.isFetchingNextPage && <Spinner />}
            {news.isFetchingNextPage ? tc('actions.loading_more') : tc('actions.load_more')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** News with filters on the left (above on phones) and a paged list of cards (docs/product.md, News). */
export function NewsListPage() {
  const { t } = useTranslation('news');
  usePageMeta({ page: 'news' });

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <header className="mb-6 space-y-1">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('title')}</h1>
        <p className="text-muted">{t('subtitle')}</p>
      </header>
      <div className="grid items-start gap-6 md:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[16rem_minmax(0,1fr)]">
        <NewsFilters />
        <NewsResults />
      </div>
    </div>
  );
}
