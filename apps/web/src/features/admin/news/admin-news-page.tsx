import type { Language, NewsItem, NewsStatus } from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/domain/format-date.ts';
import { CATEGORY_KEYS, GAME_KEYS } from '../../../shared/domain/news-keys.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { StatePanel } from '../../../shared/ui/state-panel.tsx';
import { useAdminLanguage } from '../admin-language.ts';
import { AdminPagination } from '../admin-pagination.tsx';
import { adminNewsListQuery, pageFromSearch } from '../api/admin-news-api.ts';
import { DeleteNewsDialog } from './delete-news-dialog.tsx';
import type { NewsFormTarget } from './news-form.ts';
import { NewsFormDialog } from './news-form-dialog.tsx';
import { newsTitle } from './news-labels.ts';

// Below md each row is a card (title, details, then the actions), so that nothing hides off
// the side of a phone; from md up it is a table whose Actions column stays in view.
const TABLE = 'w-full border-separate border-spacing-0 text-sm max-md:block';
const FRAME = 'overflow-x-auto rounded-xl border border-line bg-surface';
const ROW =
  'group max-md:grid max-md:grid-cols-[1fr_auto] max-md:items-center max-md:gap-x-3 max-md:gap-y-2 max-md:border-b max-md:border-line max-md:p-4 max-md:last:border-b-0';
const CELL = 'border-b border-line px-3 py-2 group-hover:bg-surface-2 max-md:border-0 max-md:p-0';
const HEAD =
  'border-b border-line px-3 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase';
const STICKY_ACTIONS =
  'md:sticky md:right-0 md:z-10 md:bg-surface md:shadow-[-1px_0_0_var(--color-line)]';
/** The game shares the category's column: one narrow column fits the table into 1280 px. */
const COLUMNS = ['title', 'category_game', 'status', 'created', 'actions'] as const;

/** Green once published, yellow otherwise (docs/product.md, Admin area). */
const STATUS_BADGE: Record<NewsStatus, string> = {
  published: 'bg-win/15 text-win ring-win/40',
  draft: 'bg-amber-400/15 text-amber-200 ring-amber-300/40',
};

function StatusBadge({ status }: { status: NewsStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={`inline-flex h-6 items-center rounded-md px-2 text-xs font-semibold whitespace-nowrap ring-1 ${STATUS_BADGE[status]}`}
    >
      {t(`news.statuses.${status}`)}
    </span>
  );
}

function Head() {
  const { t } = useTranslation('admin');
  return (
    <thead className="max-md:hidden">
      <tr>
        {COLUMNS.map((column) => (
          <th
            key={column}
            scope="col"
            className={`${HEAD} ${column === 'actions' ? `${STICKY_ACTIONS} text-right` : ''}`}
          >
            {t(`news.table.${column}`)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function NewsTable({
  items,
  language,
  isBusy,
  onEdit,
  onDelete,
}: {
  items: readonly NewsItem[];
  language: Language;
  isBusy: boolean;
  onEdit: (item: NewsItem) => void;
  onDelete: (item: NewsItem) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className={`${FRAME} transition-opacity ${isBusy ? 'opacity-70' : ''}`}>
      <table aria-label={t('news.table.caption')} aria-busy={isBusy} className={TABLE}>
        <Head />
        <tbody className="max-md:block">
          {items.map((item) => {
            const title = newsTitle(item, language) || t('news.table.untitled');
            return (
              <tr key={item.id} className={ROW}>
                <th
                  scope="row"
                  className={`${CELL} text-left font-semibold max-md:col-span-2 max-md:text-base`}
                >
                  <span className="line-clamp-2 md:max-w-xs md:min-w-40">{title}</span>
                </th>
                <td className={CELL}>
                  <span className="block">
                    {t(`news.categories.${CATEGORY_KEYS[item.category]}`)}
                  </span>
                  <span className="block text-xs whitespace-nowrap text-muted">
                    {t(`news.games.${GAME_KEYS[item.game]}`)}
                  </span>
                </td>
                <td className={CELL}>
                  <StatusBadge status={item.status} />
                </td>
                <td className={`${CELL} whitespace-nowrap text-muted max-md:col-span-2`}>
                  <time dateTime={item.created_at}>{formatDate(item.created_at, language)}</time>
                </td>
                <td className={`${CELL} ${STICKY_ACTIONS} max-md:col-span-2`}>
                  <div className="flex gap-2 md:justify-end">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => onEdit(item)}
                      aria-label={t('news.table.edit_label', { title })}
                    >
                      {t('news.table.edit')}
                    </Button>
                    <Button
                      variant="danger"
                      size="sm"
                      onClick={() => onDelete(item)}
                      aria-label={t('news.table.delete_label', { title })}
                    >
                      {t('news.table.delete')}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function NewsTableSkeleton() {
  return (
    <div className={`${FRAME} space-y-3 p-4`}>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-8" />
      ))}
    </div>
  );
}

function NewsResults({
  page,
  onPage,
  onEdit,
  onDelete,
}: {
  page: number;
  onPage: (page: number) => void;
  onEdit: (item: NewsItem) => void;
  onDelete: (item: NewsItem) => void;
}) {
  const { t } = useTranslation('admin');
  const language = useAdminLanguage();
  const news = useQuery(adminNewsListQuery(page));

  if (news.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner />
          {t('news.list.loading')}
        </p>
        <NewsTableSkeleton />
      </div>
    );
  }

  if (news.isError) {
    return (
      <StatePanel title={t('news.list.error')} hint={t('news.list.error_hint')} role="alert">
        <Button variant="secondary" onClick={() => void news.refetch()} disabled={news.isFetching}>
          {news.isFetching && <Spinner />}
          {t('news.list.retry')}
        </Button>
      </StatePanel>
    );
  }

  const { data, meta } = news.data;
  if (data.length === 0) {
    // A page past the end (an old link, or the last item of the page was deleted).
    return meta.current_page > 1 ? (
      <StatePanel
        title={t('news.list.empty_page')}
        hint={t('news.list.empty_page_hint')}
        role="status"
      >
        <Button variant="secondary" onClick={() => onPage(1)}>
          {t('news.list.first_page')}
        </Button>
      </StatePanel>
    ) : (
      <StatePanel title={t('news.list.empty')} hint={t('news.list.empty_hint')} role="status" />
    );
  }

  return (
    <div className="space-y-3">
      <NewsTable
        items={data}
        language={language}
        isBusy={news.isPlaceholderData}
        onEdit={onEdit}
        onDelete={onDelete}
      />
      {meta.last_page > 1 && (
        <AdminPagination
          section="news"
          page={meta.current_page}
          lastPage={meta.last_page}
          language={language}
          onPage={onPage}
        />
      )}
    </div>
  );
}

/**
 * News in the admin area (docs/product.md, Admin area): every item, drafts included, with Create, Edit and Delete.
 * The page lives in `?page=`; the rich-text editor loads only when a form opens.
 */
export function AdminNewsPage() {
  const { t } = useTranslation('admin');
  const language = useAdminLanguage();
  const [params, setParams] = useSearchParams();
  const page = pageFromSearch(params);
  const [form, setForm] = useState<NewsFormTarget | null>(null);
  const [deleting, setDeleting] = useState<NewsItem | null>(null);

  const showPage = (next: number) =>
    setParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: true });

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-extrabold tracking-tight">{t('news.title')}</h1>
          <p className="text-muted">{t('news.intro')}</p>
        </div>
        <Button onClick={() => setForm({ mode: 'create' })}>{t('news.create')}</Button>
      </header>
      <NewsResults
        page={page}
        onPage={showPage}
        onEdit={(item) => setForm({ mode: 'edit', item })}
        onDelete={setDeleting}
      />
      <NewsFormDialog target={form} onClose={() => setForm(null)} />
      <DeleteNewsDialog
        item={deleting}
        title={deleting ? newsTitle(deleting, language) : ''}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
