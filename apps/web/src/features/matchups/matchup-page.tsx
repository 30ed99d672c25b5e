import {
  DEFAULT_TIER_QUEUE,
  LANGUAGES,
  type MatchupPage as MatchupPageData,
  type MetaTexts,
  matchupPagePath,
  pageTexts,
  readChampionSearch,
} from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { ChampionFilters } from '../../shared/champion-filters/champion-filters.tsx';
import { championSliceFromSearch } from '../../shared/champion-filters/champion-slice.ts';
import { championsMetaQuery, patchesOf } from '../../shared/champion-filters/champions-meta-api.ts';
import { championHref } from '../../shared/champion-filters/slice-search.ts';
import { useSliceLabels } from '../../shared/champion-filters/use-slice-labels.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { StatePanel } from '../../shared/ui/state-panel.tsx';
import { matchupQuery } from './api/matchups-api.ts';
import { LanePanel, MatchupHeader } from './components/matchup-header.tsx';
import { MatchupLists } from './components/matchup-lists.tsx';
import { roleFromSearch } from './matchups-loader.ts';

/**
 * The matchup's head, as the server renders it for the same address: the two names, and a
 * canonical address that leaves the defaults out (the newest patch too, once it is known).
 */
function useMatchupHead(page: MatchupPageData, keys: { champion: string; enemy: string }) {
  const language = useLanguage();
  const { search: query } = useLocation();
  const { i18n } = useTranslation('meta');
  const search = readChampionSearch(new URLSearchParams(query));
  const newest =
    patchesOf(useQuery(championsMetaQuery).data, search.queue ?? DEFAULT_TIER_QUEUE)[0] ?? null;
  const metaTexts = i18n.getResourceBundle(language, 'meta') as MetaTexts | undefined;
  const texts = metaTexts
    ? pageTexts(metaTexts, 'matchup', { champion: page.champion.name, enemy: page.enemy.name })
    : null;
  const path = matchupPagePath(
    page.champion.key ?? keys.champion,
    page.enemy.key ?? keys.enemy,
    search,
    newest,
  );
  usePageMeta({
    page: 'matchup',
    title: texts?.title ?? null,
    description: texts?.description ?? null,
    alternatePaths: Object.fromEntries(LANGUAGES.map((lang) => [lang, path])),
  });
}

/** The matchup once its answer is there, with its head. */
function MatchupScreen({ page, isBusy }: { page: MatchupPageData; isBusy: boolean }) {
  const { t } = useTranslation('matchups');
  const language = useLanguage();
  const { labels } = useSliceLabels();
  const [search] = useSearchParams();
  const { championKey = '', enemyKey = '' } = useParams();
  const slice = championSliceFromSearch(search);
  useMatchupHead(page, { champion: championKey, enemy: enemyKey });
  const back = championHref(language, page.champion.key ?? championKey, null, slice);
  return (
    <div className="space-y-5" aria-busy={isBusy}>
      <MatchupHeader page={page} slice={slice} />
      <ChampionFilters />
      {page.stats.games === 0 ? (
        <StatePanel
          title={t('empty', { champion: page.champion.name, enemy: page.enemy.name })}
          hint={t('empty_hint', { filters: Object.values(labels(slice)).join(', ') })}
          role="status"
        >
          <Link to={back} className="text-sm font-semibold text-link hover:underline">
            {t('back', { champion: page.champion.name })}
          </Link>
        </StatePanel>
      ) : (
        <>
          <LanePanel page={page} />
          <MatchupLists page={page} />
        </>
      )}
    </div>
  );
}

function Loading() {
  const { t } = useTranslation('matchups');
  return (
    <div aria-busy="true" className="space-y-5">
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner />
        {t('loading')}
      </p>
      <Skeleton className="h-32 rounded-xl" />
      <div className="grid gap-4 lg:grid-cols-3" aria-hidden="true">
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </div>
  );
}

/**
 * A champion against one enemy laner (`/{lang}/champions/{key}/vs/{enemyKey}`) in a role
 * (`?role=`, else the one they met in most) and the slice of the address: the record, the lane
 * at 15 minutes, and the core builds, rune pages and spells of the matchup, each with its sample.
 * An unknown champion, or a champion against itself, shows `notFound`.
 */
export function MatchupPage({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation('matchups');
  const { championKey = '', enemyKey = '' } = useParams();
  const [search] = useSearchParams();
  const slice = championSliceFromSearch(search);
  const role = roleFromSearch(search);
  const language = useLanguage();
  const page = useQuery(matchupQuery(championKey, enemyKey, role, slice, language));

  if (page.isError && (isApiError(page.error, 404) || isApiError(page.error, 422))) {
    return notFound;
  }
  let body: ReactNode;
  if (page.data) {
    body = <MatchupScreen page={page.data} isBusy={page.isPlaceholderData} />;
  } else if (page.isError) {
    body = (
      <StatePanel title={t('error')} hint={t('error_hint')} role="alert">
        <Button variant="secondary" onClick={() => void page.refetch()} disabled={page.isFetching}>
          {page.isFetching && <Spinner />}
          {t('retry')}
        </Button>
      </StatePanel>
    );
  } else {
    body = <Loading />;
  }
  return <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">{body}</div>;
}
