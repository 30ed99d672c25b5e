import { type ChampionSlice, type RuneDetail, runePagePath } from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { ChampionFilters } from '../../shared/champion-filters/champion-filters.tsx';
import { championSliceFromSearch } from '../../shared/champion-filters/champion-slice.ts';
import { runesHref } from '../../shared/champion-filters/slice-search.ts';
import { useSliceEntryHead } from '../../shared/champion-filters/use-slice-head.ts';
import { useSliceLabels } from '../../shared/champion-filters/use-slice-labels.ts';
import { formatCount } from '../../shared/domain/format-number.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import { EntryPageLoading } from '../../shared/ui/entry-header.tsx';
import { QueryView } from '../../shared/ui/query-view.tsx';
import { StatePanel } from '../../shared/ui/state-panel.tsx';
import { runeQuery } from './api/runes-api.ts';
import { RuneChampions } from './components/rune-champions.tsx';
import { RuneHeader } from './components/rune-header.tsx';
import { RunePagesList } from './components/rune-pages-list.tsx';

// The champions beside the pages from 1024 px; one under the other below.
const COLUMNS = 'grid items-start gap-4 lg:grid-cols-2';

/** "127 games with Electrocute in these filters." under the filters. */
function GamesNote({ detail }: { detail: RuneDetail }) {
  const { t } = useTranslation('runes');
  const language = useLanguage();
  const { games } = detail.stats;
  return (
    <>
      {t('rune.games_note', {
        count: games,
        formatted: formatCount(games, language),
        rune: detail.rune.name,
      })}
    </>
  );
}

/** The rune's page once its answer is there, with its head. */
function RuneScreen({
  detail,
  slice,
  isBusy,
}: {
  detail: RuneDetail;
  slice: ChampionSlice;
  isBusy: boolean;
}) {
  const { t } = useTranslation('runes');
  const language = useLanguage();
  const { labels } = useSliceLabels();
  const { rune } = detail;
  useSliceEntryHead('rune', { rune: rune.name, tree: rune.tree.name }, (search, newest) =>
    runePagePath(rune.id, search, newest),
  );
  return (
    <div className="space-y-5" aria-busy={isBusy}>
      <RuneHeader detail={detail} slice={slice} />
      <ChampionFilters note={<GamesNote detail={detail} />} />
      {detail.stats.games === 0 ? (
        <StatePanel
          title={t('rune.empty', { rune: detail.rune.name })}
          hint={t('rune.empty_hint', { filters: Object.values(labels(slice)).join(', ') })}
          role="status"
        />
      ) : (
        <div className={COLUMNS}>
          <RuneChampions detail={detail} slice={slice} />
          <RunePagesList detail={detail} />
        </div>
      )}
      <p>
        <Link
          to={runesHref(language, slice)}
          className="text-sm font-semibold text-link hover:underline"
        >
          <span aria-hidden="true">← </span>
          {t('rune.back')}
        </Link>
      </p>
    </div>
  );
}

function Loading() {
  const { t } = useTranslation('runes');
  return <EntryPageLoading text={t('rune.loading')} shape="round" blockClassName="h-96" />;
}

/**
 * A rune's page (`/{lang}/runes/{runeId}`) over the slice of the address: its tree, row and
 * description, its win rate, pick rate and games, the champions that take it most and the exact
 * rune pages it is part of. A rune the API does not know shows `notFound`.
 */
export function RunePage({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation('runes');
  const { runeId = '' } = useParams();
  const [search] = useSearchParams();
  const slice = championSliceFromSearch(search);
  const language = useLanguage();
  const rune = useQuery(runeQuery(runeId, slice, language));

  // The API answers 404 for an id that names no rune, and 422 for one no id can be.
  if (rune.isError && (isApiError(rune.error, 404) || isApiError(rune.error, 422))) {
    return notFound;
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <QueryView
        query={rune}
        loading={<Loading />}
        error={{ title: t('rune.error'), hint: t('rune.error_hint'), retry: t('rune.retry') }}
      >
        {(detail, isBusy) => <RuneScreen detail={detail} slice={slice} isBusy={isBusy} />}
      </QueryView>
    </div>
  );
}
