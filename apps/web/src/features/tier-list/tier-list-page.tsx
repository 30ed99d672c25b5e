import {
  type ChampionSlice,
  type ChampionSort,
  type MetaTexts,
  TIER_LETTER_MIN_GAMES,
  type TierRole,
} from '@riftscope/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePageMeta } from '../../lib/page-meta.ts';
import { ChampionFilters } from '../../shared/champion-filters/champion-filters.tsx';
import { DEFAULT_SLICE } from '../../shared/champion-filters/champion-slice.ts';
import { isDefaultSlice } from '../../shared/champion-filters/slice-search.ts';
import { useSliceLabels } from '../../shared/champion-filters/use-slice-labels.ts';
import { formatCount } from '../../shared/domain/format-number.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { StatePanel } from '../../shared/ui/state-panel.tsx';
import { rewindTierList } from './api/rewind-tier-list.ts';
import {
  defaultOrderOf,
  hasRoles,
  roleFromSearch,
  TIER_LIST_PAGES,
  TIER_LIST_WHOLE,
  type TierListFilters,
  type TierListPageKind,
  tierListFiltersFromSearch,
  tierListQuery,
} from './api/tier-list-api.ts';
import { PhoneSort } from './phone-sort.tsx';
import { RoleFilter } from './role-filter.tsx';
import { isSmallSample, searchWithSmallSamples, showsSmallSamples } from './small-samples.ts';
import { HiddenNote, SmallSamplesSwitch } from './small-samples-switch.tsx';
import { searchWithSort } from './sort-search.ts';
import { TierListTable, TierListTableSkeleton } from './tier-list-table.tsx';

/** Whether the page shows one queue (`/aram`), which the address does not choose. */
const isOneQueue = (kind: TierListPageKind) => TIER_LIST_PAGES[kind].queue !== undefined;

/** The filters the address has chosen: on a page of one queue, its queue and rank are not. */
function chosenSlice(filters: TierListFilters, kind: TierListPageKind): ChampionSlice {
  if (!isOneQueue(kind)) return filters.slice;
  return { ...DEFAULT_SLICE, patch: filters.slice.patch, region: filters.slice.region };
}

/** The page title names each filter that is not the default (queue, rank, region, patch). */
function useTierListMeta(filters: TierListFilters, kind: TierListPageKind) {
  const { t } = useTranslation('tier-list');
  const { i18n } = useTranslation('meta');
  const language = useLanguage();
  const { changed } = useSliceLabels();
  const chosen = changed(chosenSlice(filters, kind));
  const metaTexts = i18n.getResourceBundle(language, 'meta') as MetaTexts | undefined;
  usePageMeta({
    page: kind,
    title:
      chosen.length > 0 && metaTexts
        ? t('head.title', { title: metaTexts[kind].title, filters: chosen.join(', ') })
        : null,
  });
}

/** An empty answer: no data at all, or none for the chosen filters, which it names. */
function EmptyState({ filters, kind }: { filters: TierListFilters; kind: TierListPageKind }) {
  const { t } = useTranslation('tier-list');
  const { labels } = useSliceLabels();
  const language = useLanguage();
  if (isDefaultSlice(chosenSlice(filters, kind)) && filters.role === null) {
    return <StatePanel title={t('empty')} hint={t('empty_hint')} role="status" />;
  }
  const words = labels(filters.slice);
  const named = isOneQueue(kind)
    ? [words.patch, words.region]
    : [words.queue, words.patch, words.region, words.tier];
  if (filters.role) named.push(t(`roles.${filters.role}`));
  return (
    <StatePanel
      title={t('empty_filtered')}
      hint={t('empty_filtered_hint', { filters: named.join(', ') })}
      role="status"
    >
      <Link to={`/${language}/${TIER_LIST_PAGES[kind].path}`} className={buttonClass('secondary')}>
        {t('reset')}
      </Link>
    </StatePanel>
  );
}

/** How the page shows its list: rows a request, and whether rows under the minimum sample show. */
interface ListView {
  /** TIER_LIST_WHOLE asks for every row at once; fewer pages the list behind "Load more". */
  pageSize: number;
  isShowingSmall: boolean;
  onShowSmall: (isShown: boolean) => void;
}

/** Every row is under the letter's minimum and they are hidden: say so, and offer them. */
function AllSmallState({ count, view }: { count: number; view: ListView }) {
  const { t } = useTranslation('tier-list');
  const language = useLanguage();
  const min = formatCount(TIER_LETTER_MIN_GAMES, language);
  return (
    <StatePanel title={t('small.all_title', { min })} hint={t('small.all_hint')} role="status">
      <SmallSamplesSwitch count={count} isOn={false} onChange={view.onShowSmall} />
    </StatePanel>
  );
}

function TierListResults({
  filters,
  kind,
  onSort,
  view,
}: {
  filters: TierListFilters;
  kind: TierListPageKind;
  onSort: (sort: ChampionSort) => void;
  view: ListView;
}) {
  const { t } = useTranslation('tier-list');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const champions = useInfiniteQuery(tierListQuery(filters, language, view.pageSize));

  if (champions.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner />
          {t('loading')}
        </p>
        <TierListTableSkeleton queue={filters.slice.queue} />
      </div>
    );
  }

  if (champions.isError) {
    return (
      <StatePanel title={t('error')} hint={t('error_hint')} role="alert">
        <Button
          variant="secondary"
          onClick={() => void champions.refetch()}
          disabled={champions.isFetching}
        >
          {champions.isFetching && <Spinner />}
          {t('retry')}
        </Button>
      </StatePanel>
    );
  }

  const rows = champions.data.pages.flatMap((page) => page.data);
  if (rows.length === 0) return <EmptyState filters={filters} kind={kind} />;
  const smallCount = rows.filter(isSmallSample).length;
  const shown = view.isShowingSmall ? rows : rows.filter((row) => !isSmallSample(row));
  if (shown.length === 0) return <AllSmallState count={smallCount} view={view} />;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <p className="min-w-0 flex-1 basis-64 text-xs text-muted">
          {t('legend', { min: formatCount(TIER_LETTER_MIN_GAMES, language) })}
        </p>
        <PhoneSort sort={filters} onSort={onSort} queue={filters.slice.queue} />
      </div>
      {smallCount > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <SmallSamplesSwitch
            count={smallCount}
            isOn={view.isShowingSmall}
            onChange={view.onShowSmall}
          />
          {!view.isShowingSmall && <HiddenNote count={smallCount} />}
        </div>
      )}
      <TierListTable
        rows={shown}
        language={language}
        slice={filters.slice}
        sort={filters}
        onSort={onSort}
        isBusy={champions.isFetching}
      />
      {champions.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void champions.fetchNextPage()}
            disabled={champions.isFetchingNextPage}
            className="min-w-40"
          >
            {champions.isFetchingNextPage && <Spinner />}
            {champions.isFetchingNextPage ? tc('actions.loading_more') : tc('actions.load_more')}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The number of entries of the shown list, once it is known: the filters' sample note (ARAM's
 * entries are champions: it has no roles).
 */
function SampleNote({ filters, pageSize }: { filters: TierListFilters; pageSize: number }) {
  const { t } = useTranslation('tier-list');
  const language = useLanguage();
  const champions = useInfiniteQuery(tierListQuery(filters, language, pageSize));
  const total = champions.data?.pages[0]?.total;
  if (total === undefined || total === 0) return null;
  const key = hasRoles(filters.slice.queue) ? 'sample' : 'aram.sample';
  return <>{t(key, { total: formatCount(total, language) })}</>;
}

/**
 * Champions by tier (docs/product.md, Tier list) for the address's filters: queue, patch, region and
 * rank bracket (`shared/champion-filters`), role (`?role=TOP`), sort (`?sort=&order=`) and
 * whether rows under the tier letter's minimum sample show (`?small=1`). The whole list comes in
 * one answer; a page given a smaller `pageSize` pages it behind "Load more".
 */
export function TierListPage({
  pageSize = TIER_LIST_WHOLE,
  kind = 'tier_list',
}: {
  pageSize?: number;
  kind?: TierListPageKind;
} = {}) {
  const { t } = useTranslation('tier-list');
  const queryClient = useQueryClient();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const fixedQueue = TIER_LIST_PAGES[kind].queue;
  const filters = tierListFiltersFromSearch(params, fixedQueue);
  useTierListMeta(filters, kind);

  const go = (nextSearch: string, next: TierListFilters) => {
    // Filters chosen again start over from their first page.
    rewindTierList(queryClient, next, language, pageSize);
    navigate({ pathname, search: nextSearch }, { preventScrollReset: true });
  };

  const chooseRole = (role: TierRole | null) => {
    if (role === filters.role) return;
    const next = new URLSearchParams(params);
    if (role) next.set('role', role);
    else next.delete('role');
    const text = next.toString();
    go(text ? `?${text}` : '', { ...filters, role });
  };

  // A second press on the sorted column turns the order round.
  const chooseSort = (sort: ChampionSort) => {
    const order =
      sort === filters.sort ? (filters.order === 'asc' ? 'desc' : 'asc') : defaultOrderOf(sort);
    go(searchWithSort(params, { sort, order }), { ...filters, sort, order });
  };

  const view: ListView = {
    pageSize,
    isShowingSmall: showsSmallSamples(params),
    onShowSmall: (isShown) =>
      navigate(
        { pathname, search: searchWithSmallSamples(params, isShown) },
        { preventScrollReset: true },
      ),
  };

  // As wide as the header: ten columns at 1280 px, Turkish and Russian heads included.
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <header className="mb-6 space-y-1">
        <h1 className="text-3xl font-extrabold tracking-tight">
          {t(kind === 'aram' ? 'aram.title' : 'title')}
        </h1>
        <p className="text-muted">{t(kind === 'aram' ? 'aram.subtitle' : 'subtitle')}</p>
      </header>
      <div className="space-y-4">
        <ChampionFilters
          fixedQueue={fixedQueue}
          note={<SampleNote filters={filters} pageSize={pageSize} />}
          onChange={(slice) =>
            rewindTierList(
              queryClient,
              {
                ...filters,
                slice,
                role: hasRoles(slice.queue) ? roleFromSearch(params) : null,
              },
              language,
              pageSize,
            )
          }
        />
        {hasRoles(filters.slice.queue) && <RoleFilter value={filters.role} onChange={chooseRole} />}
        <TierListResults filters={filters} kind={kind} onSort={chooseSort} view={view} />
      </div>
    </div>
  );
}
