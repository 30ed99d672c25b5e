import { type ChampionSlice, type RunesList, runesPagePath } from '@riftscope/contracts';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChampionFilters } from '../../shared/champion-filters/champion-filters.tsx';
import { championSliceFromSearch } from '../../shared/champion-filters/champion-slice.ts';
import { SliceListBody } from '../../shared/champion-filters/slice-list-body.tsx';
import { useSliceListHead } from '../../shared/champion-filters/use-slice-head.ts';
import { formatCount } from '../../shared/domain/format-number.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import { LoadingState } from '../../shared/ui/query-view.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { runesListQuery } from './api/runes-api.ts';
import { RuneTreeSection } from './components/rune-tree-section.tsx';

// Two trees side by side from 1024 px; one under the other below.
const GRID = 'grid items-start gap-4 lg:grid-cols-2';

function Loading() {
  const { t } = useTranslation('runes');
  return (
    <LoadingState text={t('loading')}>
      <div className={GRID} aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-[36rem] rounded-xl" />
        ))}
      </div>
    </LoadingState>
  );
}

/** The trees of the answer, in its order, with what their figures mean. */
function RuneTrees({
  list,
  slice,
  isBusy,
}: {
  list: RunesList;
  slice: ChampionSlice;
  isBusy: boolean;
}) {
  const { t } = useTranslation('runes');
  const language = useLanguage();
  return (
    <div className="space-y-4" aria-busy={isBusy}>
      <p className="text-xs text-muted">
        {t('legend', { min: formatCount(list.min_sample, language) })}
      </p>
      <div className={GRID}>
        {list.trees.map((tree) => (
          <RuneTreeSection key={tree.id} tree={tree} minSample={list.min_sample} slice={slice} />
        ))}
      </div>
    </div>
  );
}

function RunesBody({ list, slice }: { list: UseQueryResult<RunesList>; slice: ChampionSlice }) {
  return (
    <SliceListBody
      namespace="runes"
      query={list}
      slice={slice}
      isEmpty={(data) => data.players === 0}
      resetPath="/runes"
      loading={<Loading />}
    >
      {(data, isBusy) => <RuneTrees list={data} slice={slice} isBusy={isBusy} />}
    </SliceListBody>
  );
}

/** "840 players with a rune page in these filters." once the answer is there. */
function SampleNote({ players }: { players: number | undefined }) {
  const { t } = useTranslation('runes');
  const language = useLanguage();
  if (players === undefined || players === 0) return null;
  return <>{t('sample', { count: players, formatted: formatCount(players, language) })}</>;
}

/**
 * Every rune tree and rune (`/{lang}/runes`) over the slice of the address (queue, patch, region
 * and rank, as the tier list's): each tree's record as the primary one, then its runes row by
 * row with pick rate, win rate and its interval, and games; each rune links to its own page.
 */
export function RunesPage() {
  const { t } = useTranslation('runes');
  const language = useLanguage();
  const [search] = useSearchParams();
  const slice = championSliceFromSearch(search);
  const list = useQuery(runesListQuery(slice, language));
  useSliceListHead('runes', runesPagePath);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <header className="mb-6 space-y-1">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('title')}</h1>
        <p className="text-muted">{t('subtitle')}</p>
      </header>
      <div className="space-y-4">
        <ChampionFilters note={<SampleNote players={list.data?.players} />} />
        <RunesBody list={list} slice={slice} />
      </div>
    </div>
  );
}
