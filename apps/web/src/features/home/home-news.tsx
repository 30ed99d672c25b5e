import {
  excerpt,
  HOME_NEWS_BODY_PREVIEW,
  HOME_NEWS_TITLE_MAX,
  type Language,
  type NewsItem,
  stripHtml,
} from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTimeZone } from '../../lib/render-clock.ts';
import { formatDate } from '../../shared/domain/format-date.ts';
import { NewsCover } from '../../shared/ui/news-cover.tsx';
import { latestNewsQuery } from './api/home-api.ts';

function HomeNewsCard({ item, language }: { item: NewsItem; language: Language }) {
  const timeZone = useTimeZone();
  const { slug, title, body } = item.translations[language];
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-line bg-surface transition-colors hover:border-accent/50 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent">
      <NewsCover src={item.image} />
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <time dateTime={item.created_at} className="text-xs text-muted">
          {formatDate(item.created_at, language, timeZone)}
        </time>
        <h3 className="font-semibold leading-snug group-hover:text-accent">
          <Link
            to={`/${language}/news/${slug}`}
            title={title}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {excerpt(title, HOME_NEWS_TITLE_MAX)}
          </Link>
        </h3>
        <p className="text-sm leading-relaxed text-muted">
          {excerpt(stripHtml(body), HOME_NEWS_BODY_PREVIEW)}
        </p>
      </div>
    </article>
  );
}

/** The three latest news and a link to all; shown only when they loaded (docs/product.md, Home). */
export function HomeNews({ language }: { language: Language }) {
  const { t } = useTranslation('home');
  const news = useQuery(latestNewsQuery(language));
  const headingId = useId();
  if (!news.isSuccess || news.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold">
          {t('news.title')}
        </h2>
        <Link
          to={`/${language}/news`}
          className="inline-flex items-center gap-1 text-sm font-medium text-link hover:underline"
        >
          {t('news.all')}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {news.data.map((item) => (
          <HomeNewsCard key={item.id} item={item} language={language} />
        ))}
      </div>
    </section>
  );
}
