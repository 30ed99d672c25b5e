import type { QueueFilter } from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { PlayerRef } from '../../../shared/domain/player-ref.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { StatePanel } from '../../../shared/ui/state-panel.tsx';
import { playerChampionsQuery } from '../api/summoner-api.ts';
import { searchWith } from '../page-search.ts';
import { ChampionsTable } from './champions-table.tsx';

const SKELETON_ROWS = 6;

/** The seasons to offer: the player's, and the one shown should the address name another. */
const seasonChoices = (seasons: readonly number[], shown: number) =>
  (seasons.includes(shown) ? [...seasons] : [...seasons, shown]).sort((a, b) => b - a);

function SeasonSelect({ seasons, value }: { seasons: readonly number[]; value: number }) {
  const { t } = useTranslation('summoner');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted">
        {t('champions_tab.season')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) =>
          void navigate(
            `${pathname}${searchWith(new URLSearchParams(search), { season: Number(event.target.value) })}`,
            { preventScrollReset: true },
          )
        }
        className="h-9 cursor-pointer rounded-lg border border-line bg-surface-2 px-2 text-sm font-semibold hover:border-muted/50 focus:border-accent focus:outline-none"
      >
        {seasons.map((season) => (
          <option key={season} value={season}>
            {t('champions_tab.season_option', { season })}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The Champions tab: the player's champions in the queue tab and season (`?season=`, by default
 * the latest they played in), with a season select when they played in more than one.
 */
export function ChampionsTab({
  player,
  queue,
  season,
}: {
  player: PlayerRef;
  queue: QueueFilter;
  season: number | undefined;
}) {
  const { t } = useTranslation('summoner');
  const language = useLanguage();
  const champions = useQuery(playerChampionsQuery(player, queue, season, language));
  const headingId = useId();
  const data = champions.data;
  const shownSeason = season ?? data?.season;
  const seasons = data && shownSeason !== undefined ? seasonChoices(data.seasons, shownSeason) : [];

  let body: ReactNode;
  if (champions.isPending) {
    body = (
      <>
        <p role="status" className="sr-only">
          {t('champions_tab.loading')}
        </p>
        <div aria-hidden="true" className="space-y-2 rounded-xl border border-line bg-surface p-3">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <Skeleton key={index} className="h-10" />
          ))}
        </div>
      </>
    );
  } else if (champions.isError) {
    body = (
      <StatePanel title={t('champions_tab.error')} role="alert">
        <Button variant="secondary" onClick={() => void champions.refetch()}>
          {t('champions_tab.retry')}
        </Button>
      </StatePanel>
    );
  } else if (champions.data.data.length === 0) {
    body = (
      <StatePanel
        title={t('champions_tab.empty')}
        hint={t('champions_tab.empty_hint')}
        role="status"
      />
    );
  } else {
    body = (
      <ChampionsTable
        rows={champions.data.data}
        language={language}
        labelledBy={headingId}
        isBusy={champions.isPlaceholderData}
      />
    );
  }

  return (
    <section aria-labelledby={headingId} aria-busy={champions.isPending} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div>
          <h2 id={headingId} className="text-lg font-bold">
            {t('champions_tab.title')}
          </h2>
          {data && (
            <p className="text-xs text-muted">
              {t('champions_tab.subtitle', { season: data.season })}
            </p>
          )}
        </div>
        {shownSeason !== undefined && seasons.length > 1 && (
          <SeasonSelect seasons={seasons} value={shownSeason} />
        )}
      </div>
      {body}
    </section>
  );
}
