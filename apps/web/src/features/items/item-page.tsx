import { type ChampionSlice, type ItemDetail, itemPagePath } from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { ChampionFilters } from '../../shared/champion-filters/champion-filters.tsx';
import { championSliceFromSearch } from '../../shared/champion-filters/champion-slice.ts';
import { itemsHref } from '../../shared/champion-filters/slice-search.ts';
import { useSliceEntryHead } from '../../shared/champion-filters/use-slice-head.ts';
import { useSliceLabels } from '../../shared/champion-filters/use-slice-labels.ts';
import { formatCount } from '../../shared/domain/format-number.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import { EntryPageLoading } from '../../shared/ui/entry-header.tsx';
import { QueryView } from '../../shared/ui/query-view.tsx';
import { StatePanel } from '../../shared/ui/state-panel.tsx';
import { itemQuery } from './api/items-api.ts';
import { ItemChampions } from './components/item-champions.tsx';
import { ItemHeader } from './components/item-header.tsx';
import { ItemMinutes } from './components/item-minutes.tsx';
import { ItemPlaces } from './components/item-places.tsx';

// The places beside the champions from 1024 px; one under the other below.
const COLUMNS = 'grid items-start gap-4 lg:grid-cols-2';

/** "27 games with Liandry's Torment completed in these filters." under the filters. */
function GamesNote({ games, item }: { games: number; item: string }) {
  const { t } = useTranslation('items');
  const language = useLanguage();
  return (
    <>{t('item.games_note', { count: games, formatted: formatCount(games, language), item })}</>
  );
}

/**
 * The figures of an item the builds count, over the slice: the places it is completed in (a
 * legendary's), when in the game it is completed and the champions that build it most; when no
 * one completed it, why not.
 */
function ItemFigures({ detail, slice }: { detail: ItemDetail; slice: ChampionSlice }) {
  const { t } = useTranslation('items');
  const { labels } = useSliceLabels();
  const { item } = detail;
  const filters = Object.values(labels(slice)).join(', ');
  if ((detail.stats?.games ?? 0) === 0) {
    // A legendary is counted out of the players with a stored timeline; without one, nothing is.
    return item.class === 'legendary' && detail.sample === 0 ? (
      <StatePanel
        title={t('item.no_timeline')}
        hint={t('item.no_timeline_hint', { filters })}
        role="status"
      />
    ) : (
      <StatePanel
        title={t('item.empty', { item: item.name })}
        hint={t('item.empty_hint', { filters })}
        role="status"
      />
    );
  }
  const minutes = detail.completed && <ItemMinutes detail={detail} completed={detail.completed} />;
  return (
    <div className={COLUMNS}>
      <div className="grid gap-4">
        {/* Boots have no places. */}
        {detail.slots.length > 0 && <ItemPlaces detail={detail} />}
        {minutes}
      </div>
      <ItemChampions detail={detail} slice={slice} />
    </div>
  );
}

/**
 * An item the builds do not count (`stats` null): what it is in words, and that the site keeps
 * no build statistics for it; a boots upgrade's figures are those of the boots it counts as.
 */
function NoStatistics({ detail }: { detail: ItemDetail }) {
  const { t } = useTranslation('items');
  const { item } = detail;
  return (
    <StatePanel
      title={t(`item.what.${item.class}`, { item: item.name })}
      hint={t(item.counted_as ? 'item.no_stats_upgrade' : 'item.no_stats')}
      role="status"
    />
  );
}

/** The item's page once its answer is there, with its head. */
function ItemScreen({
  detail,
  slice,
  isBusy,
}: {
  detail: ItemDetail;
  slice: ChampionSlice;
  isBusy: boolean;
}) {
  const { t } = useTranslation('items');
  const language = useLanguage();
  const { item, stats } = detail;
  useSliceEntryHead('item', { item: item.name }, (search, newest) =>
    itemPagePath(item.id, search, newest),
  );
  return (
    <div className="space-y-5" aria-busy={isBusy}>
      <ItemHeader detail={detail} slice={slice} />
      {stats === null ? (
        <NoStatistics detail={detail} />
      ) : (
        <>
          <ChampionFilters note={<GamesNote games={stats.games} item={item.name} />} />
          <ItemFigures detail={detail} slice={slice} />
        </>
      )}
      <p>
        <Link
          to={itemsHref(language, slice)}
          className="text-sm font-semibold text-link hover:underline"
        >
          <span aria-hidden="true">← </span>
          {t('item.back')}
        </Link>
      </p>
    </div>
  );
}

function Loading() {
  const { t } = useTranslation('items');
  return <EntryPageLoading text={t('item.loading')} shape="square" blockClassName="h-80" />;
}

/**
 * An item's page (`/{lang}/items/{itemId}`) over the slice of the address: what it is, its price
 * and description, and for a legendary item or tier-two boots its win rate, pick rate and games,
 * the places a legendary is completed in, when it is completed and the champions that build it
 * most. An item the API
 * does not know shows `notFound`.
 */
export function ItemPage({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation('items');
  const { itemId = '' } = useParams();
  const [search] = useSearchParams();
  const slice = championSliceFromSearch(search);
  const language = useLanguage();
  const item = useQuery(itemQuery(itemId, slice, language));

  // The API answers 404 for an id that names no item, and 422 for one no id can be.
  if (item.isError && (isApiError(item.error, 404) || isApiError(item.error, 422))) {
    return notFound;
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <QueryView
        query={item}
        loading={<Loading />}
        error={{ title: t('item.error'), hint: t('item.error_hint'), retry: t('item.retry') }}
      >
        {(detail, isBusy) => <ItemScreen detail={detail} slice={slice} isBusy={isBusy} />}
      </QueryView>
    </div>
  );
}
