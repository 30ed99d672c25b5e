import { type ChampionSlice, type ItemsList, itemsPagePath } from '@riftscope/contracts';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChampionFilters } from '../../shared/champion-filters/champion-filters.tsx';
import { championSliceFromSearch } from '../../shared/champion-filters/champion-slice.ts';
import { SliceListBody } from '../../shared/champion-filters/slice-list-body.tsx';
import { useSliceListHead } from '../../shared/champion-filters/use-slice-head.ts';
import { formatCount } from '../../shared/domain/format-number.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import { Button } from '../../shared/ui/button.tsx';
import { LoadingState, RowsSkeleton } from '../../shared/ui/query-view.tsx';
import { SearchField } from '../../shared/ui/search-field.tsx';
import { StatePanel } from '../../shared/ui/state-panel.tsx';
import { itemsListQuery } from './api/items-api.ts';
import { ItemKindTabs } from './components/item-kind-tabs.tsx';
import { ItemsTable } from './components/items-table.tsx';
import {
  DEFAULT_ITEM_SORT,
  filterItems,
  type ItemKind,
  type ItemSort,
  type ItemSortKey,
  sortItems,
} from './item-list.ts';

function Loading() {
  const { t } = useTranslation('items');
  return (
    <LoadingState text={t('loading')}>
      <RowsSkeleton />
    </LoadingState>
  );
}

/** No item of the list is shown: the search finds none, or the slice has none of that kind. */
function NoneShown({
  text,
  kind,
  timelinePlayers,
  onClear,
}: {
  text: string;
  kind: ItemKind;
  timelinePlayers: number;
  onClear: () => void;
}) {
  const { t } = useTranslation('items');
  if (text.trim() !== '') {
    return (
      <StatePanel title={t('no_match', { query: text })} hint={t('no_match_hint')} role="status">
        <Button variant="secondary" onClick={onClear}>
          {t('clear')}
        </Button>
      </StatePanel>
    );
  }
  if (kind === 'legendary' && timelinePlayers === 0) {
    return <StatePanel title={t('no_legendary')} hint={t('no_legendary_hint')} role="status" />;
  }
  return <StatePanel title={t('no_class')} hint={t('no_class_hint')} role="status" />;
}

/** The list with its search box, kind tabs and sortable table, each narrowing what is shown. */
function ItemsBrowser({
  list,
  slice,
  isBusy,
}: {
  list: ItemsList;
  slice: ChampionSlice;
  isBusy: boolean;
}) {
  const { t } = useTranslation('items');
  const language = useLanguage();
  const [text, setText] = useState('');
  const [kind, setKind] = useState<ItemKind>('all');
  const [sort, setSort] = useState<ItemSort>(DEFAULT_ITEM_SORT);
  const { items, min_sample: minSample } = list;
  const counts = useMemo(
    () => ({
      all: items.length,
      legendary: items.filter((item) => item.class === 'legendary').length,
      boots: items.filter((item) => item.class === 'boots').length,
    }),
    [items],
  );
  const shown = useMemo(
    () => sortItems(filterItems(items, text, kind), sort, minSample),
    [items, text, kind, sort, minSample],
  );
  const sortBy = (key: ItemSortKey) =>
    setSort((current) =>
      current.key === key
        ? { key, order: current.order === 'desc' ? 'asc' : 'desc' }
        : { key, order: 'desc' },
    );
  return (
    <div className="space-y-3" aria-busy={isBusy}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchField
          value={text}
          onChange={setText}
          label={t('search_label')}
          placeholder={t('search_placeholder')}
          className="sm:max-w-xs"
        />
        <ItemKindTabs value={kind} counts={counts} onChange={setKind} />
      </div>
      <p className="text-xs text-muted">{t('legend', { min: formatCount(minSample, language) })}</p>
      {shown.length === 0 ? (
        <NoneShown
          text={text}
          kind={kind}
          timelinePlayers={list.timeline_players}
          onClear={() => setText('')}
        />
      ) : (
        <div className="space-y-2">
          {(shown.length < items.length || sort.key === 'win_rate') && (
            <p role="status" className="text-sm text-muted">
              {shown.length < items.length &&
                t('shown', {
                  shown: formatCount(shown.length, language),
                  total: formatCount(items.length, language),
                })}{' '}
              {sort.key === 'win_rate' && t('table.sorted_note')}
            </p>
          )}
          <div className="rounded-xl border border-line bg-surface p-3 sm:p-4">
            <ItemsTable
              items={shown}
              minSample={minSample}
              slice={slice}
              sort={sort}
              onSort={sortBy}
            />
          </div>
        </div>
      )}
    </div>
  );
}

function ItemsBody({ list, slice }: { list: UseQueryResult<ItemsList>; slice: ChampionSlice }) {
  return (
    <SliceListBody
      namespace="items"
      query={list}
      slice={slice}
      isEmpty={(data) => data.items.length === 0}
      resetPath="/items"
      loading={<Loading />}
    >
      {(data, isBusy) => <ItemsBrowser list={data} slice={slice} isBusy={isBusy} />}
    </SliceListBody>
  );
}

/**
 * What each kind of figure is counted out of: legendary items out of the players whose match
 * timeline is stored (only a timeline tells the order of a build), boots out of every player.
 */
function SampleNote({ list }: { list: ItemsList | undefined }) {
  const { t } = useTranslation('items');
  const language = useLanguage();
  if (!list || list.items.length === 0) return null;
  const { players, timeline_players: timelinePlayers } = list;
  return (
    <>
      {timelinePlayers === 0
        ? t('samples.legendary_none')
        : t('samples.legendary', {
            count: timelinePlayers,
            formatted: formatCount(timelinePlayers, language),
          })}{' '}
      {t('samples.boots', { count: players, formatted: formatCount(players, language) })}
    </>
  );
}

/**
 * Every legendary item and tier-two boots completed in the slice of the address
 * (`/{lang}/items`: queue, patch, region and rank, as the tier list's), searchable by name and
 * by kind: each with its pick rate, win rate and interval, games and usual place in the build,
 * linked to its own page.
 */
export function ItemsPage() {
  const { t } = useTranslation('items');
  const language = useLanguage();
  const [search] = useSearchParams();
  const slice = championSliceFromSearch(search);
  const list = useQuery(itemsListQuery(slice, language));
  useSliceListHead('items', itemsPagePath);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <header className="mb-6 space-y-1">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('title')}</h1>
        <p className="text-muted">{t('subtitle')}</p>
      </header>
      <div className="space-y-4">
        <ChampionFilters note={<SampleNote list={list.data} />} />
        <ItemsBody list={list} slice={slice} />
      </div>
    </div>
  );
}
