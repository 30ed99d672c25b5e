import type { ActivityType, AdminStats, Language } from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { formatRelativeTime } from '../../../shared/domain/relative-time.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { StatePanel } from '../../../shared/ui/state-panel.tsx';
import { useAdminLanguage } from '../admin-language.ts';
import { adminStatsQuery } from '../api/admin-api.ts';

// Recharts loads with the dashboard's chart, not with the admin area's layout.
const SignupsChart = lazy(() =>
  import('./signups-chart.tsx').then((m) => ({ default: m.SignupsChart })),
);

const CHART_HEIGHT_CLASS = 'h-[220px]';
const CARD = 'rounded-xl border border-line bg-surface p-4';
const CARD_TITLE = 'text-sm font-semibold tracking-wide text-muted uppercase';

const ACTIVITY_DOTS: Record<ActivityType, string> = {
  signup: 'bg-win',
  news_created: 'bg-link',
  news_updated: 'bg-accent',
  user_blocked: 'bg-loss',
  guide_created: 'bg-link',
  guide_submitted: 'bg-amber-300',
  guide_published: 'bg-win',
};

function formats(language: Language) {
  // The API's days are UTC calendar dates: shown as such, whatever the admin's time zone.
  const tick = new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const day = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const moment = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' });
  const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);
  return {
    count: (value: number) => formatCount(value, language),
    tickDay: (date: string) => tick.format(utcDate(date)),
    day: (date: string) => day.format(utcDate(date)),
    moment: (iso: string) => moment.format(new Date(iso)),
  };
}

type Formats = ReturnType<typeof formats>;

/** The current time, a minute at a time, so that "3 minutes ago" keeps up while the page is open. */
function useNow(stepMs = 60_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), stepMs);
    return () => window.clearInterval(timer);
  }, [stepMs]);
  return now;
}

function Tiles({ stats, format }: { stats: AdminStats; format: Formats }) {
  const { t } = useTranslation('admin');
  const tiles = [
    { key: 'users', value: stats.users, note: null },
    { key: 'news', value: stats.news, note: null },
    { key: 'guides', value: stats.guides, note: t('dashboard.tiles.guides_note') },
    {
      key: 'visits',
      value: stats.visits,
      note: t('dashboard.tiles.visitors_week', { count: format.count(stats.visitors_week) }),
    },
  ] as const;
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="sr-only">
        {t('dashboard.tiles.label')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.key} className={`${CARD} flex flex-col gap-1`}>
            <dt className="text-sm font-medium text-muted">{t(`dashboard.tiles.${tile.key}`)}</dt>
            <dd className="text-3xl font-extrabold tracking-tight tabular-nums">
              {format.count(tile.value)}
            </dd>
            {tile.note && <dd className="text-xs text-muted">{tile.note}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}

function Signups({ stats, format }: { stats: AdminStats; format: Formats }) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const total = stats.signups.reduce((sum, day) => sum + day.count, 0);
  return (
    <section aria-labelledby={titleId} className={`${CARD} min-w-0 space-y-3`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className={CARD_TITLE}>
          {t('dashboard.signups.title')}
        </h2>
        <p className="text-sm text-muted">
          {t('dashboard.signups.total', { count: format.count(total) })}
        </p>
      </div>
      {/* The chart is a picture of the table below, which screen readers read instead. */}
      <div aria-hidden="true" className="-ml-1">
        <Suspense fallback={<Skeleton className={CHART_HEIGHT_CLASS} />}>
          <SignupsChart
            points={stats.signups}
            name={t('dashboard.signups.series')}
            tickDay={format.tickDay}
            tooltipDay={format.day}
            formatCount={format.count}
          />
        </Suspense>
      </div>
      <div className="sr-only">
        <table>
          <caption>{t('dashboard.signups.table_caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.signups.day_column')}</th>
              <th scope="col">{t('dashboard.signups.series')}</th>
            </tr>
          </thead>
          <tbody>
            {stats.signups.map((day) => (
              <tr key={day.date}>
                <th scope="row">{format.day(day.date)}</th>
                <td>{format.count(day.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function RecentActivity({
  stats,
  format,
  language,
}: {
  stats: AdminStats;
  format: Formats;
  language: Language;
}) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const now = useNow();
  return (
    <section aria-labelledby={titleId} className={`${CARD} space-y-3`}>
      <h2 id={titleId} className={CARD_TITLE}>
        {t('dashboard.activity.title')}
      </h2>
      {stats.recent_activity.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">{t('dashboard.activity.empty')}</p>
      ) : (
        <ol className="divide-y divide-line">
          {stats.recent_activity.map((entry, index) => (
            <li
              key={`${entry.type}-${entry.at}-${index}`}
              className="flex items-start gap-3 py-2.5 text-sm"
            >
              <span
                aria-hidden="true"
                className={`mt-1.5 size-2 shrink-0 rounded-full ${ACTIVITY_DOTS[entry.type]}`}
              />
              <span className="min-w-0 flex-1 break-words">
                {t(`dashboard.activity.${entry.type}`, { label: entry.label })}
              </span>
              <time
                dateTime={entry.at}
                title={format.moment(entry.at)}
                className="shrink-0 text-xs whitespace-nowrap text-muted"
              >
                {formatRelativeTime(Date.parse(entry.at), now, language)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function DashboardSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <div aria-busy="true" className="space-y-4">
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner />
        {t('dashboard.loading')}
      </p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
      <div className="grid gap-4 xl:grid-cols-[3fr_2fr]">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}

/** Live figures of the site (docs/product.md, Improvements): totals, signups over the last week, recent activity. */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const language = useAdminLanguage();
  const stats = useQuery(adminStatsQuery());
  const format = useMemo(() => formats(language), [language]);

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('dashboard.title')}</h1>
        <p className="text-muted">{t('dashboard.subtitle')}</p>
      </header>
      {stats.isPending ? (
        <DashboardSkeleton />
      ) : stats.isError ? (
        <StatePanel title={t('dashboard.error')} hint={t('dashboard.error_hint')} role="alert">
          <Button
            variant="secondary"
            onClick={() => void stats.refetch()}
            disabled={stats.isFetching}
          >
            {stats.isFetching && <Spinner />}
            {t('retry')}
          </Button>
        </StatePanel>
      ) : (
        <div className="space-y-4">
          <Tiles stats={stats.data} format={format} />
          <div className="grid items-start gap-4 xl:grid-cols-[3fr_2fr]">
            <Signups stats={stats.data} format={format} />
            <RecentActivity stats={stats.data} format={format} language={language} />
          </div>
        </div>
      )}
    </div>
  );
}
