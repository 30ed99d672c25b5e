import { LANGUAGES, type Language, metaDescription, type NewsItem } from '@riftscope/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useTimeZone } from '../../lib/render-clock.ts';
import { useResponseStatus } from '../../lib/response-status.ts';
import { formatDate } from '../../shared/domain/format-date.ts';
import { CATEGORY_KEYS } from '../../shared/domain/news-keys.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import { ArticleBody } from '../../shared/ui/article-body.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import { NewsCover } from '../../shared/ui/news-cover.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { StatePanel } from '../../shared/ui/state-panel.tsx';
import { newsArticleQuery, newsKeys } from './api/news-api.ts';

function BackLink({ language }: { language: Language }) {
  const { t } = useTranslation('news');
  return (
    <Link
      to={`/${language}/news`}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-text"
    >
      <span aria-hidden="true">←</span>
      {t('article.back')}
    </Link>
  );
}

function ArticleSkeleton() {
  const { t } = useTranslation('news');
  return (
    <div aria-busy="true" className="space-y-5">
      <p role="status" className="text-sm text-muted">
        {t('article.loading')}
      </p>
      <Skeleton className="h-10 w-4/5" />
      <Skeleton className="h-4 w-32" />
      <Skeleton className="aspect-[40/21] w-full rounded-xl" />
      <div className="space-y-3">
        <Skeleton className="h-4" />
        <Skeleton className="h-4" />
        <Skeleton className="h-4 w-3/4" />
      </div>
    </div>
  );
}

function Article({ item, language }: { item: NewsItem; language: Language }) {
  const timeZone = useTimeZone();
  const { t } = useTranslation('news');
  const { title, body } = item.translations[language];
  return (
    <article className="space-y-6">
      <header className="space-y-3">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span className="rounded bg-accent/10 px-1.5 py-0.5 text-xs font-semibold text-accent">
            {t(`categories.${CATEGORY_KEYS[item.category]}`)}
          </span>
          <time dateTime={item.created_at}>{formatDate(item.created_at, language, timeZone)}</time>
        </p>
        <h1 className="text-2xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl">
          {title}
        </h1>
      </header>
      {item.image && (
        <NewsCover
          src={item.image}
          isEager
          className="overflow-hidden rounded-xl border border-line"
        />
      )}
      <ArticleBody html={body} />
    </article>
  );
}

/**
 * One article in the path's language. Any failure reads as not found (docs/product.md, News); an old slug
 * or another language's slug is replaced by this language's current one.
 */
export function NewsArticlePage() {
  const { t } = useTranslation('news');
  const language = useLanguage();
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const article = useQuery(newsArticleQuery(language, slug));
  const item = article.data;
  const canonicalSlug = item?.translations[language].slug;

  useEffect(() => {
    if (!item || !canonicalSlug || canonicalSlug === slug) return;
    // The canonical address shows the same item at once instead of asking again.
    queryClient.setQueryData(newsKeys.article(language, canonicalSlug), item);
    void navigate(`/${language}/news/${encodeURIComponent(canonicalSlug)}`, { replace: true });
  }, [item, canonicalSlug, slug, language, navigate, queryClient]);

  usePageMeta(
    item
      ? {
          page: 'news_article',
          title: item.translations[language].title,
          description: metaDescription(item.translations[language].body),
          alternatePaths: Object.fromEntries(
            LANGUAGES.map((lang) => [lang, `/news/${item.translations[lang].slug}`]),
          ),
          image: item.image,
        }
      : { page: 'news_article', isNoIndex: article.isError },
  );
  useResponseStatus(isApiError(article.error, 404) ? 404 : null);

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <BackLink language={language} />
      {article.isPending ? (
        <ArticleSkeleton />
      ) : item ? (
        <Article item={item} language={language} />
      ) : (
        <StatePanel
          isPageTitle
          title={t('article.not_found')}
          hint={t('article.not_found_hint')}
          role="alert"
        >
          <Link to={`/${language}/news`} className={buttonClass('secondary')}>
            {t('article.back')}
          </Link>
        </StatePanel>
      )}
    </div>
  );
}
