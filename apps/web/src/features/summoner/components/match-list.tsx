import type { MatchListPage, QueueFilter, Region } from '@riftscope/contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../lib/hydration.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { StatePanel } from '../../../shared/ui/state-panel.tsx';
import { uniqueMatches } from '../api/summoner-api.ts';
import { MatchCardSkeleton } from '../summoner-page-skeleton.tsx';
import { MatchCard } from './match-card.tsx';

const SKELETON_CARDS = 5;
/**
 * Cards rendered with the list; the rest follow one a task, so that the page's first render is
 * not one long task that keeps a phone from answering (each card is several dozen elements and
 * takes a slow phone 60–110 ms to render; docs/benchmarks.md).
 */
export const FIRST_CARDS = 1;

/**
 * How many of `total` cards to render: FIRST_CARDS at once, then one more after each render
 * until all are there. A new `list` (another queue) starts over; a longer one (Load more) goes on.
 * A list the server drew is drawn whole there and taken over whole: the first page of matches
 * is in the page's HTML.
 */
function useCardsShown(total: number, list: string): number {
  const isHydrated = useHydrated();
  const [shown, setShown] = useState(() => ({
    list,
    count: isHydrated ? FIRST_CARDS : Number.POSITIVE_INFINITY,
  }));
  const count = shown.list === list ? shown.count : FIRST_CARDS;
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setShown({ list, count: count + 1 }), 0);
    return () => clearTimeout(timer);
  }, [count, total, list]);
  return Math.min(count, total);
}

export type MatchesResult = UseInfiniteQueryResult<InfiniteData<MatchListPage>>;

/**
 * The match history of a queue tab: one card open at a time, a second click closes it, and Load
 * more while a next page exists (docs/product.md, Match cards). Remakes stay in the list, marked as such.
 */
export function MatchList({
  matches,
  queue,
  puuid,
  region,
}: {
  matches: MatchesResult;
  queue: QueueFilter;
  puuid: string;
  region: Region;
}) {
  const { t } = useTranslation('summoner');
  const [openId, setOpenId] = useState<string | null>(null);
  const headingId = useId();
  const toggle = useCallback(
    (matchId: string) => setOpenId((open) => (open === matchId ? null : matchId)),
    [],
  );
  const items = matches.data ? uniqueMatches(matches.data.pages) : [];
  const shown = useCardsShown(items.length, queue);

  let body: ReactNode;
  if (matches.isPending) {
    body = (
      <div aria-busy="true" className="space-y-2">
        <p role="status" className="sr-only">
          {t('matches.loading')}
        </p>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <MatchCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (matches.isError && matches.data === undefined) {
    // The page shows an unknown player as not found; a queue tab that fails says so here.
    body = (
      <StatePanel title={t('queue_tabs.error')} role="alert">
        <Button variant="secondary" onClick={() => void matches.refetch()}>
          {t('queue_tabs.retry')}
        </Button>
      </StatePanel>
    );
  } else {
    body =
      items.length === 0 ? (
        queue === 'all' ? (
          <StatePanel title={t('matches.empty')} hint={t('matches.empty_hint')} role="status" />
        ) : (
          <StatePanel
            title={t(`queue_tabs.empty.${queue}`)}
            hint={t('queue_tabs.empty_hint')}
            role="status"
          />
        )
      ) : (
        <div className="space-y-4">
          <ul className="space-y-2">
            {items.slice(0, shown).map((match) => (
              <li key={match.match_id}>
                <MatchCard
                  match={match}
                  puuid={puuid}
                  region={region}
                  isOpen={openId === match.match_id}
                  onToggle={toggle}
                />
              </li>
            ))}
          </ul>
          {matches.isFetchNextPageError && (
            <p role="alert" className="text-center text-sm text-loss">
              {t('matches.load_more_failed')}
            </p>
          )}
          {matches.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                onClick={() => void matches.fetchNextPage()}
                disabled={matches.isFetchingNextPage}
                className="min-w-40"
              >
                {matches.isFetchingNextPage && <Spinner />}
                {matches.isFetchingNextPage ? t('matches.loading') : t('matches.load_more')}
              </Button>
            </div>
          )}
        </div>
      );
  }

  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-3">
      <h2 id={headingId} className="text-lg font-bold">
        {t('matches.title')}
      </h2>
      {body}
    </section>
  );
}
