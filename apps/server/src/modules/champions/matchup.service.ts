import {
  bracketsOf,
  CHAMPION_PAGE_MIN_SAMPLE,
  type Language,
  type MatchupPage,
} from '@riftscope/contracts';
import { notFound } from '../../platform/errors.ts';
import type { DataVersion } from '../riot-data/data-version.ts';
import type { GameDataCatalog } from '../riot-data/game-data.mapper.ts';
import type { MatchupAggregates, MatchupsRepository } from '../riot-data/matchups.repository.ts';
import type { ChampionPageQuery, ChampionsService } from './champions.service.ts';
import { matchupFigures, matchupRoles } from './matchup.mapper.ts';
import { sliceCaches, sliceOfQuery } from './slice-caches.ts';
import { sliceKeyOf } from './slice-key.ts';

const NO_MATCHUP: MatchupAggregates = { records: [], facets: [], lanes: [] };

/**
 * Matchup pages (docs/champion-analytics.md, Matchups): a champion against one enemy laner over
 * the champion page's slice, cached as the champion pages are (5 minutes, dropped early when this
 * process stores new data).
 */
export function createMatchupService(deps: {
  matchups: MatchupsRepository;
  /** The patches with data per queue, as the champion pages default to the newest. */
  champions: Pick<ChampionsService, 'meta'>;
  games: GameDataCatalog;
  now?: () => number;
  data?: DataVersion;
}) {
  const { matchups, champions, games } = deps;
  const { aggregates, pages, cached, forgetIfStale } = sliceCaches<MatchupAggregates, MatchupPage>(
    deps,
  );

  const sliceOf = sliceOfQuery(champions);

  return {
    /**
     * The champion against the enemy in the role asked for or, when none is, the role they met
     * in most; zero figures and empty lists when they never met in the slice. An unknown key,
     * or the champion as its own enemy, is 404 "Champion not found".
     */
    async matchup(
      keys: { championKey: string; enemyKey: string },
      query: ChampionPageQuery,
      lang: Language,
    ): Promise<MatchupPage> {
      forgetIfStale();
      const game = games.in(lang);
      const championId = game.championIdOfKey(keys.championKey);
      const enemyId = game.championIdOfKey(keys.enemyKey);
      if (championId === null || enemyId === null || championId === enemyId) {
        throw notFound('Champion not found');
      }
      const slice = await sliceOf(query);
      const key = [championId, enemyId, ...sliceKeyOf(slice)];
      return cached(pages, [lang, ...key, query.role ?? 'most'].join(':'), async () => {
        const { patch } = slice;
        const figures = await cached(aggregates, key.join(':'), () =>
          patch === null
            ? Promise.resolve(NO_MATCHUP)
            : matchups.matchup({
                championId,
                enemyId,
                queueId: slice.queue,
                patch,
                platform: slice.region ?? undefined,
                brackets: bracketsOf(slice.tier) ?? undefined,
              }),
        );
        const roles = matchupRoles(figures);
        const role = query.role ?? roles[0]?.role ?? '';
        return Object.freeze({
          champion: game.championRef(championId),
          enemy: game.championRef(enemyId),
          role,
          roles,
          slice,
          min_sample: CHAMPION_PAGE_MIN_SAMPLE,
          ...matchupFigures(figures, role, game),
        });
      });
    },
  };
}

export type MatchupService = ReturnType<typeof createMatchupService>;
