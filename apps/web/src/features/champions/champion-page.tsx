import {
  CHAMPION_QUEUE_PARAMS,
  type ChampionPage as ChampionPageData,
  type ChampionSlice,
  type TierListQueue,
} from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { ChampionFilters } from '../../shared/champion-filters/champion-filters.tsx';
import { championSliceFromSearch } from '../../shared/champion-filters/champion-slice.ts';
import { useSliceLabels } from '../../shared/champion-filters/use-slice-labels.ts';
import { formatCount } from '../../shared/domain/format-number.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { StatePanel } from '../../shared/ui/state-panel.tsx';
import { championPageQuery, roleFromSearch } from './api/champions-api.ts';
import { BestPlayersPanel } from './components/best-players-panel.tsx';
import { ChampionGuides } from './components/champion-guides.tsx';
import { ChampionHeader, ChampionHeaderSkeleton } from './components/champion-header.tsx';
import { CoreBuildsPanel } from './components/core-builds-panel.tsx';
import { EnemiesPanel } from './components/enemies-panel.tsx';
import { ItemsPanel } from './components/items-panel.tsx';
import { LengthChart } from './components/length-chart.tsx';
import { MatchupsPanel } from './components/matchups-panel.tsx';
import { RunePanel } from './components/rune-panel.tsx';
import { SkillOrderPanel } from './components/skill-order-panel.tsx';
import { SpellsPanel } from './components/spells-panel.tsx';
import { SynergyPanel } from './components/synergy-panel.tsx';
import { TrendChart } from './components/trend-chart.tsx';
import { useChampionHead } from './use-champion-head.ts';

const COLUMNS = 'grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]';

/** "1,234 games of Ahri in this role." under the filters; without the role in a laneless queue. */
function GamesNote({ page }: { page: ChampionPageData }) {
  const { t } = useTranslation('champions');
  const language = useLanguage();
  return (
    <>
      {t(page.role === '' ? 'page.games_note_laneless' : 'page.games_note', {
        count: page.stats.games,
        formatted: formatCount(page.stats.games, language),
        champion: page.champion.name,
      })}
    </>
  );
}

/**
 * The page's figures: runes, core builds, items and skills on the left; the patch trend, spells,
 * game length, matchups (ARAM: enemy teams) and lane partners beside.
 */
function ChampionFigures({ page, slice }: { page: ChampionPageData; slice: ChampionSlice }) {
  // A new role or slice shows its own most played rune page first.
  const shownKey = `${page.role}:${JSON.stringify(page.slice)}`;
  return (
    <div className={COLUMNS}>
      <div className="min-w-0 space-y-4">
        <RunePanel key={`runes:${shownKey}`} page={page} />
        <CoreBuildsPanel key={`builds:${shownKey}`} page={page} />
        <ItemsPanel page={page} />
        <SkillOrderPanel page={page} />
      </div>
      <div className="min-w-0 space-y-4">
        <TrendChart page={page} />
        <SpellsPanel page={page} />
        <LengthChart page={page} />
        {/* A laneless mode (ARAM) has the whole enemy team as its opposition, not a laner. */}
        {page.role === '' ? (
          <EnemiesPanel page={page} slice={slice} />
        ) : (
          <MatchupsPanel page={page} slice={slice} />
        )}
        <SynergyPanel page={page} slice={slice} />
      </div>
    </div>
  );
}

function FiguresSkeleton() {
  return (
    <div className={COLUMNS} aria-hidden="true">
      <div className="space-y-4">
        <Skeleton className="h-72 rounded-xl" />
        <Skeleton className="h-96 rounded-xl" />
      </div>
      <div className="space-y-4">
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-56 rounded-xl" />
      </div>
    </div>
  );
}

/** The champion's page once its answer is there, with its head. */
function ChampionScreen({
  page,
  isBusy,
  fixedQueue,
}: {
  page: ChampionPageData;
  isBusy: boolean;
  fixedQueue: TierListQueue | undefined;
}) {
  const { t } = useTranslation('champions');
  const { labels } = useSliceLabels();
  const [search] = useSearchParams();
  const { championKey = '' } = useParams();
  const slice = championSliceFromSearch(search, fixedQueue);
  useChampionHead({ key: page.champion.key ?? championKey, name: page.champion.name, fixedQueue });
  return (
    <div className="space-y-5" aria-busy={isBusy}>
      <ChampionHeader page={page} slice={slice} />
      <ChampionFilters
        note={<GamesNote page={page} />}
        {...(fixedQueue === undefined ? {} : { fixedQueue })}
      />
      {page.stats.games === 0 ? (
        <StatePanel
          title={t('page.empty', { champion: page.champion.name })}
          hint={t('page.empty_hint', { filters: Object.values(labels(slice)).join(', ') })}
          role="status"
        />
      ) : (
        <ChampionFigures page={page} slice={slice} />
      )}
      <ChampionGuides page={page} />
      {/* Under the address's key, as the page's loader asked for them (the same champion). */}
      <BestPlayersPanel championKey={championKey} region={slice.region} />
    </div>
  );
}

/**
 * A champion's page in a role (`?role=`, else the most played) and the slice of the address: its
 * figures, recommended build, runes, spells, skill order, matchups and win rate by game length,
 * each with its sample. An unknown champion shows `notFound`. A page of one queue (`/aram/{key}`)
 * names it as `fixedQueue`: the address's queue, role and rank are not read.
 */
export function ChampionPage({
  notFound,
  fixedQueue,
}: {
  notFound: ReactNode;
  fixedQueue?: TierListQueue;
}) {
  const { t } = useTranslation('champions');
  const { championKey = '' } = useParams();
  const [search] = useSearchParams();
  const slice = championSliceFromSearch(search, fixedQueue);
  const role = fixedQueue === undefined ? roleFromSearch(search) : null;
  const language = useLanguage();
  const page = useQuery(championPageQuery(championKey, role, slice, language));

  // The API answers 404 for a key Data Dragon does not know, and 422 for one no key can be.
  if (page.isError && (isApiError(page.error, 404) || isApiError(page.error, 422))) {
    return notFound;
  }

  let body: ReactNode;
  if (page.data) {
    body = (
      <ChampionScreen page={page.data} isBusy={page.isPlaceholderData} fixedQueue={fixedQueue} />
    );
  } else if (page.isError) {
    body = (
      <StatePanel title={t('page.error')} hint={t('page.error_hint')} role="alert">
        <Button variant="secondary" onClick={() => void page.refetch()} disabled={page.isFetching}>
          {page.isFetching && <Spinner />}
          {t('page.retry')}
        </Button>
      </StatePanel>
    );
  } else {
    body = (
      <div aria-busy="true" className="space-y-5">
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner />
          {t('page.loading')}
        </p>
        <ChampionHeaderSkeleton />
        <FiguresSkeleton />
      </div>
    );
  }
  return <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">{body}</div>;
}

/** ARAM's own champion page (`/aram/{key}`): the ARAM slice, no role, no rank. */
export function AramChampionPage({ notFound }: { notFound: ReactNode }) {
  return <ChampionPage notFound={notFound} fixedQueue={CHAMPION_QUEUE_PARAMS.aram} />;
}
