import {
  LADDER_QUEUES,
  type Ladder,
  type LadderQueue,
  REGIONS,
  type Region,
  regionLabel,
} from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useTimeZone } from '../../lib/render-clock.ts';
import { formatDate } from '../../shared/domain/format-date.ts';
import { formatCount } from '../../shared/domain/format-number.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { StatePanel } from '../../shared/ui/state-panel.tsx';
import {
  type LadderAddress,
  ladderAddress,
  ladderQuery,
  ladderSearch,
} from './api/leaderboards-api.ts';
import { LadderTable, LadderTableSkeleton } from './components/ladder-table.tsx';

const SWITCH =
  'inline-flex h-10 items-center rounded-lg border px-3 text-sm font-semibold transition-colors';

/** The region select and the Solo/Flex switch; each choice is an address of its own. */
function LadderControls({ address }: { address: LadderAddress }) {
  const { t } = useTranslation('leaderboards');
  const language = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const pathOf = (region: Region, queue: LadderQueue) =>
    `/${language}/leaderboards/${region}${ladderSearch({ queue, page: 1 })}`;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-xs font-semibold uppercase text-muted">
          {t('region')}
        </label>
        <select
          id={id}
          value={address.region}
          onChange={(event) => navigate(pathOf(event.target.value as Region, address.queue))}
          className="h-10 cursor-pointer rounded-lg border border-line bg-surface-2 px-2 text-sm font-semibold text-text hover:border-muted/50 focus:border-accent focus:outline-none"
        >
          {REGIONS.map((r) => (
            <option key={r.code} value={r.code}>
              {r.label}
            </option>
          ))}
        </select>
      </div>
      <nav aria-label={t('queue')} className="flex gap-2">
        {LADDER_QUEUES.map((queue) => (
          <Link
            key={queue}
            to={pathOf(address.region, queue)}
            aria-current={queue === address.queue ? 'page' : undefined}
            className={`${SWITCH} ${
              queue === address.queue
                ? 'border-accent bg-accent/15 text-accent'
                : 'border-line bg-surface-2 text-text hover:border-muted/50'
            }`}
          >
            {t(`queues.${queue}`)}
          </Link>
        ))}
      </nav>
    </div>
  );
}

/** What every position rests on: the league lists' counts and when they were read. */
function LadderBasis({ ladder }: { ladder: Ladder }) {
  const { t } = useTranslation('leaderboards');
  const language = useLanguage();
  const timeZone = useTimeZone();
  if (!ladder.counts || !ladder.fetched_at) return null;
  return (
    <p className="text-sm text-muted" data-testid="ladder-basis">
      {t('basis', {
        total: formatCount(ladder.counts.total, language),
        challenger: formatCount(ladder.counts.challenger, language),
        grandmaster: formatCount(ladder.counts.grandmaster, language),
        master: formatCount(ladder.counts.master, language),
        date: formatDate(ladder.fetched_at, language, timeZone),
      })}{' '}
      {t('champions_basis', { season: ladder.season })}
    </p>
  );
}

function Pager({ ladder, address }: { ladder: Ladder; address: LadderAddress }) {
  const { t } = useTranslation('leaderboards');
  const language = useLanguage();
  if (ladder.last_page <= 1) return null;
  const to = (page: number) =>
    `/${language}/leaderboards/${address.region}${ladderSearch({ queue: address.queue, page })}`;
  const page = ladder.current_page;
  return (
    <nav aria-label={t('pages')} className="flex items-center justify-center gap-3">
      {page > 1 && (
        <Link to={to(page - 1)} className={buttonClass('secondary')} rel="prev">
          {t('previous')}
        </Link>
      )}
      <span className="text-sm text-muted">
        {t('page', {
          page: formatCount(page, language),
          last: formatCount(ladder.last_page, language),
        })}
      </span>
      {page < ladder.last_page && (
        <Link to={to(page + 1)} className={buttonClass('secondary')} rel="next">
          {t('next')}
        </Link>
      )}
    </nav>
  );
}

function LadderResults({ address }: { address: LadderAddress }) {
  const { t } = useTranslation('leaderboards');
  const language = useLanguage();
  const ladder = useQuery(ladderQuery(address, language));
  if (ladder.isPending) return <LadderTableSkeleton />;
  if (ladder.isError)
    return (
      <StatePanel title={t('error')} role="alert">
        <Button variant="secondary" onClick={() => void ladder.refetch()}>
          {t('retry')}
        </Button>
      </StatePanel>
    );
  const data = ladder.data;
  if (data.fetched_at === null)
    return <StatePanel title={t('never_read')} hint={t('never_read_hint')} role="status" />;
  return (
    <div className="space-y-3">
      <LadderBasis ladder={data} />
      {data.data.length === 0 ? (
        <StatePanel title={t('empty')} role="status" />
      ) : (
        <LadderTable entries={data.data} region={address.region} language={language} />
      )}
      <Pager ladder={data} address={address} />
    </div>
  );
}

/**
 * The apex ladder of a region and queue (docs/player-page.md, Ladders): Challenger, Grandmaster
 * and Master as last read from Riot's league lists, 100 players a page. An address that names
 * no region shows `notFound`.
 */
export function LeaderboardsPage({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation('leaderboards');
  const params = useParams();
  const [search] = useSearchParams();
  const address = ladderAddress(params.region, search);
  const label = address ? regionLabel(address.region) : '';
  usePageMeta({ page: 'leaderboards', values: { region: label } });
  if (!address) return notFound;
  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-8 sm:py-10">
      <header className="space-y-1">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('title', { region: label })}</h1>
        <p className="text-muted">{t('subtitle')}</p>
      </header>
      <LadderControls address={address} />
      <LadderResults address={address} />
    </div>
  );
}
