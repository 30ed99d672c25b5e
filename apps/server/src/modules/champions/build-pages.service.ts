import {
  CHAMPION_PAGE_MIN_SAMPLE,
  type ChampionSlice,
  type ItemDetail,
  type ItemsList,
  type Language,
  type RuneDetail,
  type RunesList,
} from '@riftscope/contracts';
import { notFound } from '../../platform/errors.ts';
import type { DataVersion } from '../riot-data/data-version.ts';
import type { GameDataCatalog } from '../riot-data/game-data.mapper.ts';
import type {
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
import { keptFiguresReader, keptReadOf } from './kept-figures.ts';
import {
  type RuneSliceFigures,
  runeDetailFigures,
  runeSliceFigures,
  runesListFigures,
} from './runes.mapper.ts';
import { sliceCaches, sliceOfQuery } from './slice-caches.ts';
import { sliceKeyOf } from './slice-key.ts';

/** The rune and item pages' query: the slice of the champion pages, without a role. */
export type BuildPagesQuery = Omit<ChampionPageQuery, 'role'>;

/** An id of a path: digits only, so that anything else is "not found" without a lookup. */
const idOf = (text: string): number | null => (/^\d{1,9}$/.test(text) ? Number(text) : null);

type Figures = RuneSliceFigures | ItemSliceFigures;

/** A slice's rune or item figures: kept, then cached (keptFiguresReader). */
function sliceFiguresReader(
  facets: SliceFacetsRepository,
  sliceOf: (query: BuildPagesQuery) => Promise<ChampionSlice>,
  caches: Parameters<typeof keptFiguresReader<Figures>>[1],
) {
  const read = keptFiguresReader<Figures>(facets, caches);
  return async <F extends Figures>(
    kind: 'runes' | 'items',
    query: BuildPagesQuery,
    compute: (rows: readonly SliceFacetTotal[]) => F,
  ): Promise<{ slice: ChampionSlice; key: string; figures: F }> => {
    const slice = await sliceOf(query);
    const kept = keptReadOf(slice);
    if (kept === null) return { slice, key: sliceKeyOf(slice).join(':'), figures: compute([]) };
    const figures = await read.figures(kind, kept, async () =>
      compute(
        await (kind === 'runes' ? facets.runePages(kept.slice) : facets.itemFacets(kept.slice)),
      ),
    );
    return { slice, key: kept.key, figures: figures as F };
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
  const { pages, cached, ...caches } = sliceCaches<Figures, BuildPage>(deps);
  const sliceOf = sliceOfQuery(deps.champions);
  return {
    figuresOf: sliceFiguresReader(deps.facets, sliceOf, { ...caches, cached }),
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
