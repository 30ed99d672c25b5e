import {
  excerpt,
  type Language,
  NEWS_LIST_EXCERPT,
  type NewsItem,
  stripHtml,
} from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTimeZone } from '../../lib/render-clock.ts';
import { formatDate } from '../../shared/domain/format-date.ts';
import { CATEGORY_KEYS } from '../../shared/domain/news-keys.ts';
import { NewsCover } from '../../shared/ui/news-cover.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';

const CARD =
  'relative flex flex-col overflow-hidden rounded-xl border border-line bg-surface sm:flex-row';
const COVER = 'aspect-[40/21] shrink-0 bg-surface-2 sm:w-60 md:w-64';

/** A news list entry: cover, category and date, title and the body's first 220 characters. */
export function NewsCard({ item, language }: { item: NewsItem; language: Language }) {
  const timeZone = useTimeZone();
  const { t } = useTranslation('news');
  const { slug, title, body } = item.translations[language];
  return (
    <article
      className={`group ${CARD} transition-colors hover:border-accent/50 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent`}
    >
      <NewsCover src={item.image} className="shrink-0 sm:w-60 md:w-64" />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <span className="rounded bg-accent/10 px-1.5 py-0.5 font-semibold text-accent">
            {t(`categories.${CATEGORY_KEYS[item.category]}`)}
          </span>
          <time dateTime={item.created_at}>{formatDate(item.created_at, language, timeZone)}</time>
        </p>
        <h2 className="text-lg leading-snug font-bold group-hover:text-accent">
          <Link
            to={`/${language}/news/${slug}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {title}
          </Link>
        </h2>
        <p className="text-sm leading-relaxed text-muted">
          {excerpt(stripHtml(body), NEWS_LIST_EXCERPT)}
        </p>
      </div>
    </article>
  );
}

/** The shape of a card while the list loads. */
export function NewsCardSkeleton() {
  return (
    <div className={CARD} aria-hidden="true">
      <div className={COVER}>
        <Skeleton className="size-full rounded-none" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </div>
  );
}
