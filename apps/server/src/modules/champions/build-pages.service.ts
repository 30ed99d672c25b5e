import {
  bracketsOf,
  CHAMPION_PAGE_MIN_SAMPLE,
  type ChampionSlice,
  type ItemDetail,
  type ItemsList,
  type Language,
  type RuneDetail,
  type RunesList,
} from '@riftscope/contracts';
import { notFound } from '../../platform/errors.ts';
import { singleFlight } from '../../platform/single-flight.ts';
import type { DataVersion } from '../riot-data/data-version.ts';
import type { GameDataCatalog } from '../riot-data/game-data.mapper.ts';
import type {
  KeptKind,
  KeptSlice,
  SliceFacetsRepository,
  SliceFacetTotal,
} from '../riot-data/slice-facets.repository.ts';
import type { ChampionPageQuery, ChampionsService } from './champions.service.ts';
import {
  type ItemSliceFigures,
  itemDetailFigures,
  itemSliceFigures,
  itemsListFigures,
} from './items.mapper.ts';
import {
  type RuneSliceFigures,
  runeDetailFigures,
  runeSliceFigures,
  runesListFigures,
} from './runes.mapper.ts';
import { sliceCaches, sliceKeyOf, sliceOfQuery } from './slice-caches.ts';

/** The rune and item pages' query: the slice of the champion pages, without a role. */
export type BuildPagesQuery = Omit<ChampionPageQuery, 'role'>;

/** An id of a path: digits only, so that anything else is "not found" without a lookup. */
const idOf = (text: string): number | null => (/^\d{1,9}$/.test(text) ? Number(text) : null);

type Figures = RuneSliceFigures | ItemSliceFigures;

/**
 * The figures of the slice a query names, for runes or items: from this process's cache, else
 * from the copy kept in the database (docs/champion-analytics.md, Rune and item figures kept),
 * else added up from the facets and kept. A copy found due is answered and computed again in the
 * background, one computation per slice and process at a time; a failed one leaves the copy for
 * a later read to try again.
 */
function keptFiguresReader(
  facets: SliceFacetsRepository,
  sliceOf: (query: BuildPagesQuery) => Promise<ChampionSlice>,
  caches: Pick<
    ReturnType<typeof sliceCaches<Figures, unknown>>,
    'aggregates' | 'cached' | 'forgetIfStale'
  >,
) {
  const computing = singleFlight<Figures>();
  return async <F extends Figures>(
    kind: KeptKind,
    query: BuildPagesQuery,
    compute: (rows: readonly SliceFacetTotal[]) => F,
  ): Promise<{ slice: ChampionSlice; key: string; figures: F }> => {
    caches.forgetIfStale();
    const slice = await sliceOf(query);
    const key = sliceKeyOf(slice).join(':');
    const { patch } = slice;
    const figures = await caches.cached(caches.aggregates, `${kind}:${key}`, async () => {
      if (patch === null) return compute([]);
      const kept: KeptSlice = {
        queueId: slice.queue,
        patch,
        platform: slice.region ?? undefined,
        brackets: bracketsOf(slice.tier) ?? undefined,
        tier: slice.tier,
      };
      const fresh = () =>
        computing(`${kind}:${key}`, async () => {
          const rows = await (kind === 'runes' ? facets.runePages(kept) : facets.itemFacets(kept));
          const computed = compute(rows);
          await facets.keep(kind, kept, computed);
          return computed;
        });
      const copy = await facets.kept(kind, kept);
      if (copy === null) return fresh();
      if (copy.isDue) fresh().catch(() => {});
      return copy.figures as F;
    });
    return { slice, key, figures: figures as F };
  };
}

type BuildPage = RunesList | RuneDetail | ItemsList | ItemDetail;

/** The slices' figures (kept, then cached) and the answers made of them, cached per language. */
function buildPageReads(deps: {
  facets: SliceFacetsRepository;
  champions: Pick<ChampionsService, 'meta'>;
  now?: (() => number) | undefined;
  data?: DataVersion | undefined;
}) {
  const { aggregates, pages, cached, forgetIfStale } = sliceCaches<Figures, BuildPage>(deps);
  const sliceOf = sliceOfQuery(deps.champions);
  return {
    figuresOf: keptFiguresReader(deps.facets, sliceOf, { aggregates, cached, forgetIfStale }),
    /** The answer under `key`, made once per language and slice. */
    answer: <A extends BuildPage>(key: string, make: () => A): Promise<A> =>
      cached<BuildPage>(pages, key, async () => Object.freeze(make()) as A) as Promise<A>,
  };
}

/**
 * Rune and item pages (docs/champion-analytics.md, Runes and Items): every rune's and completed
 * item's record over a slice, added up from every champion's facets once per slice and cached
 * as the champion pages are (5 minutes, dropped early when this process stores new data).
 */
export function createBuildPagesService(deps: {
  facets: SliceFacetsRepository;
  /** The patches with data per queue, as the pages default to the newest. */
  champions: Pick<ChampionsService, 'meta'>;
  games: GameDataCatalog;
  now?: () => number;
  data?: DataVersion;
}) {
  const { games } = deps;
  const { figuresOf, answer } = buildPageReads(deps);

  return {
    /** Every tree and rune with its record over the slice; runes nobody took show 0 games. */
    async runes(query: BuildPagesQuery, lang: Language): Promise<RunesList> {
      const { slice, key, figures } = await figuresOf('runes', query, runeSliceFigures);
      return answer(`runes:${lang}:${key}`, () => ({
        slice,
        min_sample: CHAMPION_PAGE_MIN_SAMPLE,
        ...runesListFigures(figures, games.in(lang)),
      }));
    },

    /**
     * One rune over the slice. An id that names no rune of Data Dragon's trees (a tree, a stat
     * shard, anything else) is 404 "Rune not found".
     */
    async rune(runeId: string, query: BuildPagesQuery, lang: Language): Promise<RuneDetail> {
      const game = games.in(lang);
      const id = idOf(runeId);
      const rune = id === null ? null : game.runeInfo(id);
      if (!rune) throw notFound('Rune not found');
      const { slice, key, figures } = await figuresOf('runes', query, runeSliceFigures);
      return answer(`rune:${lang}:${rune.id}:${key}`, () => ({
        rune,
        slice,
        min_sample: CHAMPION_PAGE_MIN_SAMPLE,
        ...runeDetailFigures(figures, rune, game),
      }));
    },

    /** The legendary items and tier-two boots completed in the slice, with their records. */
    async items(query: BuildPagesQuery, lang: Language): Promise<ItemsList> {
      const { slice, key, figures } = await figuresOf('items', query, itemSliceFigures);
      return answer(`items:${lang}:${key}`, () => ({
        slice,
        min_sample: CHAMPION_PAGE_MIN_SAMPLE,
        ...itemsListFigures(figures, games.in(lang)),
      }));
    },

    /**
     * One item over the slice; an item that is no legendary or tier-two boots is described with
     * no figures. An id Data Dragon does not list is 404 "Item not found".
     */
    async item(itemId: string, query: BuildPagesQuery, lang: Language): Promise<ItemDetail> {
      const game = games.in(lang);
      const id = idOf(itemId);
      const item = id === null ? null : game.itemInfo(id);
      if (!item) throw notFound('Item not found');
      const { slice, key, figures } = await figuresOf('items', query, itemSliceFigures);
      return answer(`item:${lang}:${item.id}:${key}`, () => ({
        item,
        slice,
        min_sample: CHAMPION_PAGE_MIN_SAMPLE,
        ...itemDetailFigures(figures, item, game),
      }));
    },
  };
}

export type BuildPagesService = ReturnType<typeof createBuildPagesService>;
