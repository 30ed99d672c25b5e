import {
  formatRankForMeta,
  formatRiotId,
  type MetaTexts,
  regionLabel,
  type Summoner,
} from '@riftscope/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { usePageMeta } from '../../lib/page-meta.ts';
import { type PlayerRef, playerRefFrom } from '../../shared/domain/player-ref.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import {
  isSearchNavigation,
  rememberSearch,
} from '../../shared/summoner-search/recent-searches.ts';
import { SummonerSearch } from '../../shared/summoner-search/summoner-search.tsx';
import { matchesQuery, summonerQuery } from './api/summoner-api.ts';
import { ChampionsTab } from './components/champions-tab.tsx';
import { FriendsPanel } from './components/friends-panel.tsx';
import { LadderPlace } from './components/ladder-place.tsx';
import { LookupFailedPanel, NotFoundPanel } from './components/lookup-failed.tsx';
import { MasteryTab } from './components/mastery-tab.tsx';
import { MatchList } from './components/match-list.tsx';
import { PageTabs } from './components/page-tabs.tsx';
import { ProfileCard } from './components/profile-card.tsx';
import { QueueTabs } from './components/queue-tabs.tsx';
import { RankHistory } from './components/rank-history.tsx';
import { RankedCards } from './components/ranked-cards.tsx';
import { RecentSummary } from './components/recent-summary.tsx';
import { SeasonBadges } from './components/season-badges.tsx';
import { TopChampions } from './components/top-champions.tsx';
import { pageSearch } from './page-search.ts';
import { ProfileSkeleton, SearchSkeleton, SummonerPageFrame } from './summoner-page-skeleton.tsx';

/** Title and description: the player's Solo Queue rank when known (docs/product.md, Page metadata). */
function useSummonerMeta(player: PlayerRef, summoner: Summoner | undefined, isMissing: boolean) {
  const language = useLanguage();
  const { i18n } = useTranslation('meta');
  const metaTexts = i18n.getResourceBundle(language, 'meta') as MetaTexts | undefined;
  const name = summoner
    ? formatRiotId({ gameName: summoner.summoner.game_name, tagLine: summoner.summoner.tag_line })
    : formatRiotId(player);
  const values = { name, region: regionLabel(player.region) };
  const solo = summoner?.ranked[0];
  usePageMeta(
    !summoner
      ? { page: 'summoner_unknown', values, isNoIndex: isMissing }
      : solo && metaTexts
        ? {
            page: 'summoner',
            values: { ...values, rank: formatRankForMeta(metaTexts, language, solo) },
          }
        : { page: 'summoner_unranked', values },
  );
}

/** An address that cannot name a player (unknown region): not found without asking the API. */
function InvalidPlayer({ region, riotId }: { region: string; riotId: string }) {
  usePageMeta({
    page: 'summoner_unknown',
    values: { name: riotId, region: region.toUpperCase() },
    isNoIndex: true,
  });
  return <NotFoundPanel />;
}

/**
 * The player's profile, ranks, top champions and teammates beside the page tab of the address:
 * the Overview (recent summary and matches of the queue tab) or the Champions table. Profile and
 * matches are asked for together from the URL; what needs the puuid follows the profile
 * (docs/product.md, Validation).
 */
function SummonerProfile({ player }: { player: PlayerRef }) {
  const [search] = useSearchParams();
  const { queue, tab, season } = pageSearch(search);
  const language = useLanguage();
  const summoner = useQuery(summonerQuery(player));
  const matches = useInfiniteQuery({
    ...matchesQuery(player, queue, language),
    enabled: tab === 'overview',
  });
  // An unknown player fails the profile and the unfiltered matches alike; a queue tab that
  // fails is the match list's to show.
  const isMissing =
    summoner.isError || (queue === 'all' && matches.isError && matches.data === undefined);
  useSummonerMeta(player, summoner.data, isMissing);
  // A search is remembered once its player is found, so a failed lookup never is.
  const isSearch = isSearchNavigation(useLocation().state);
  const found = isMissing ? undefined : summoner.data?.summoner;
  useEffect(() => {
    if (!isSearch || !found) return;
    rememberSearch({ region: player.region, gameName: found.game_name, tagLine: found.tag_line });
  }, [isSearch, found, player.region]);

  if (isMissing) {
    return (
      <LookupFailedPanel
        player={player}
        error={summoner.error ?? matches.error}
        isRetrying={summoner.isFetching || matches.isFetching}
        onRetry={() => {
          if (summoner.isError) void summoner.refetch();
          if (matches.isError) void matches.refetch();
        }}
      />
    );
  }
  if (summoner.isPending) return <ProfileSkeleton />;
  const { puuid } = summoner.data;
  return (
    // Phones show the player's games right after the profile and ranks, and the ladder place,
    // past seasons and LP graph below them; from lg on, the side column holds all of those, then
    // top champions and friends, and the matches span its height on the right.
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[20rem_minmax(0,1fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-x-6">
      <div className="space-y-4 lg:col-start-1 lg:row-start-1">
        <ProfileCard summoner={summoner.data} player={player} />
        <RankedCards ranked={summoner.data.ranked} />
      </div>
      <div className="min-w-0 space-y-4 pt-2 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:pt-0">
        <PageTabs tab={tab} />
        {tab !== 'mastery' && <QueueTabs queue={queue} />}
        {tab === 'mastery' ? (
          <MasteryTab player={player} puuid={puuid} />
        ) : tab === 'overview' ? (
          // Phones list the games first and their summary below them; wider screens the summary first.
          <div className="flex flex-col gap-4">
            <div className="order-last lg:order-first">
              <RecentSummary player={player} queue={queue} />
            </div>
            <MatchList matches={matches} queue={queue} puuid={puuid} region={player.region} />
          </div>
        ) : (
          <ChampionsTab player={player} queue={queue} season={season} />
        )}
      </div>
      <div className="space-y-4 pt-2 lg:col-start-1 lg:row-start-2 lg:pt-0">
        <LadderPlace player={player} />
        <SeasonBadges player={player} />
        <RankHistory player={player} ranked={summoner.data.ranked} />
      </div>
      <div className="space-y-4 pt-2 lg:col-start-1 lg:row-start-3 lg:pt-0">
        <TopChampions player={player} puuid={puuid} />
        <FriendsPanel player={player} puuid={puuid} />
      </div>
    </div>
  );
}

/** `/{lang}/summoner/{region}/{gameName}/{tagLine}` (docs/product.md, Summoner page). */
export function SummonerPage() {
  const language = useLanguage();
  const params = useParams();
  const { region = '', gameName = '', tagLine = '' } = params;
  const player = playerRefFrom(params);

  return (
    <SummonerPageFrame
      search={
        // The search's texts load on their own, so the profile does not wait for them.
        <Suspense fallback={<SearchSkeleton />}>
          <SummonerSearch language={language} region={player?.region} />
        </Suspense>
      }
    >
      {player ? (
        <SummonerProfile key={`${region}/${gameName}/${tagLine}`} player={player} />
      ) : (
        <InvalidPlayer region={region} riotId={formatRiotId({ gameName, tagLine })} />
      )}
    </SummonerPageFrame>
  );
}
