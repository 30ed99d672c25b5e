import {
  bracketFilterOf,
  bracketsOf,
  CHAMPION_PAGE_MIN_SAMPLE,
  type ChampionRef,
  type ChampionSlice,
  DEFAULT_TIER_QUEUE,
  type Language,
  type MatchupPage,
  type TierListQueue,
} from '@riftscope/contracts';
import { notFound } from '../../platform/errors.ts';
import { singleFlight } from '../../platform/single-flight.ts';
import { createTtlCache, type TtlCache } from '../../platform/ttl-cache.ts';
import type { DataVersion } from '../riot-data/data-version.ts';
import type { GameDataCatalog, GameDataMapper } from '../riot-data/game-data.mapper.ts';
import type { MatchupAggregates, MatchupsRepository } from '../riot-data/matchups.repository.ts';
import type { ChampionPageQuery, ChampionsService } from './champions.service.ts';
import { TIER_LIST_CACHE_MS } from './champions.service.ts';
import { matchupFigures, matchupRoles } from './matchup.mapper.ts';

const NO_MATCHUP: MatchupAggregates = { records: [], facets: [], lanes: [] };

const championRefOf = (game: GameDataMapper, championId: number): ChampionRef => ({
  id: championId,
  key: game.championKey(championId),
  ...game.champion(championId, `Champion ${championId}`),
});

/**
 * The matchup pages' caches: what the database answered, once for every language, and each
 * answer per language; dropped together when this process stores new data.
 */
function matchupCaches(deps: { now?: (() => number) | undefined; data?: DataVersion | undefined }) {
  const { data } = deps;
  const options = { ttlMs: TIER_LIST_CACHE_MS, maxEntries: 500, now: deps.now };
  const aggregates = createTtlCache<MatchupAggregates>(options);
  const pages = createTtlCache<MatchupPage>(options);
  const shared = singleFlight<unknown>();
  let seenVersion = data?.current() ?? 0;
  let generation = 0;
  return {
    aggregates,
    pages,
    forgetIfStale(): void {
      const version = data?.current() ?? 0;
      if (version === seenVersion) return;
      seenVersion = version;
      generation += 1;
      aggregates.deletePrefix('');
      pages.deletePrefix('');
    },
    /** `load`'s value, computed once for concurrent callers; one computed across a change of the data is answered but not kept. */
    async cached<T>(cache: TtlCache<T>, key: string, load: () => Promise<T>): Promise<T> {
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      const started = generation;
      return shared(`${started}:${key}`, async () => {
        const value = await load();
        if (generation === started) cache.set(key, value);
        return value;
      }) as Promise<T>;
    },
  };
}

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
  const { aggregates, pages, cached, forgetIfStale } = matchupCaches(deps);

  /** The query's slice with the champion page's defaults: the queue's newest patch. */
  const sliceOf = async (query: ChampionPageQuery): Promise<ChampionSlice> => {
    const queue = (query.queue ?? DEFAULT_TIER_QUEUE) as TierListQueue;
    const meta = await champions.meta();
    const newest = meta.queues.find((q) => q.queue === queue)?.patches[0] ?? null;
    return {
      queue,
      patch: query.patch ?? newest,
      region: query.region ?? null,
      tier: bracketFilterOf(queue, query.tier),
    };
  };

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
      const key = [
        championId,
        enemyId,
        slice.queue,
        slice.patch,
        slice.region ?? 'all',
        slice.tier,
      ];
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
          champion: championRefOf(game, championId),
          enemy: championRefOf(game, enemyId),
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
