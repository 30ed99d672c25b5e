import {
  ARENA_QUEUE,
  type ArenaAugment,
  type ArenaAugments,
  type ArenaChampion,
  type ArenaSlice,
  type ArenaTierList,
  CHAMPION_PAGE_MIN_SAMPLE,
  type Language,
  type Region,
} from '@riftscope/contracts';
import { notFound } from '../../platform/errors.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import { comparePatches } from '../riot-data/champions.repository.ts';
import type { DataVersion } from '../riot-data/data-version.ts';
import type { GameDataCatalog } from '../riot-data/game-data.mapper.ts';
import type { KeptList, SliceFacetsRepository } from '../riot-data/slice-facets.repository.ts';
import {
  type ArenaAugmentFigures,
  type ArenaChampionFigures,
  type ArenaListFigures,
  type ArenaSliceFigures,
  arenaListFigures,
  arenaSliceFigures,
} from './arena.mapper.ts';
import {
  type ArenaSample,
  type AugmentNames,
  arenaAugmentList,
  arenaAugmentPage,
  arenaChampionPage,
  arenaTierList,
} from './arena-answers.ts';
import { TIER_LIST_CACHE_MS } from './champions.service.ts';
import { type KeptElement, keptFiguresReader, keptReadOf } from './kept-figures.ts';
import { sliceCaches } from './slice-caches.ts';

/** The Arena pages' query: a patch (absent: the newest with Arena games) and a region. */
export interface ArenaQuery {
  patch?: string | undefined;
  region?: Region | undefined;
}

type ArenaPage = ArenaTierList | ArenaChampion | ArenaAugments | ArenaAugment;

/** The facets Arena's lists are added up from: places and augments. */
const LIST_FACETS = ['placement', 'augment'] as const;

/** The figures of a slice with no Arena game. */
const EMPTY: ArenaSliceFigures = Object.freeze(arenaSliceFigures([], 0));

/** An augment id of a path: digits only, so that anything else is "not found" without a lookup. */
const idOf = (text: string): number | null => (/^\d{1,9}$/.test(text) ? Number(text) : null);

interface ArenaDeps {
  facets: SliceFacetsRepository;
  /** The patches with Arena games. */
  patches: () => Promise<readonly { patch: string }[]>;
  games: GameDataCatalog;
  augments: AugmentNames;
  now?: () => number;
  data?: DataVersion;
}

/**
 * A query's slice of Arena's games with its sample and lists (kept, then cached), one champion's
 * or augment's details on demand (kept apart, and read alone from the kept copy: the lists answer
 * without reading them, a page reads its own), and the answers made of them, cached per language.
 */
function arenaReads(deps: ArenaDeps) {
  const patchCache = createTtlCache<string[]>({
    ttlMs: TIER_LIST_CACHE_MS,
    maxEntries: 1,
    now: deps.now,
  });
  type Figures = ArenaListFigures | ArenaSliceFigures;
  const caches = sliceCaches<Figures | KeptElement, ArenaPage>(deps, [patchCache]);
  const read = keptFiguresReader<Figures>(deps.facets, caches);
  const patchesWithGames = (): Promise<string[]> =>
    caches.cached(patchCache, 'patches', async () => {
      const rows = await deps.patches();
      return [...new Set(rows.map((r) => r.patch))].sort((a, b) => comparePatches(b, a));
    });

  return {
    async sliceOf(query: ArenaQuery) {
      caches.forgetIfStale();
      const patches = await patchesWithGames();
      const slice: ArenaSlice = {
        queue: ARENA_QUEUE,
        patch: query.patch ?? patches[0] ?? null,
        region: query.region ?? null,
      };
      const kept = keptReadOf({ ...slice, tier: 'all' });
      const lists = (
        kept === null
          ? EMPTY
          : await read.figures('arena', kept, async () => {
              const { rows, matches } = await deps.facets.arenaFacets(kept.slice, LIST_FACETS);
              return arenaListFigures(arenaSliceFigures(rows, matches));
            })
      ) as ArenaListFigures;
      /** One element of the details (`arena_x`), undefined when the slice has none with the id. */
      const detail = async <E>(list: KeptList, id: number): Promise<E | undefined> =>
        kept === null
          ? undefined
          : read.part<E>('arena_x', kept, list, id, async () => {
              const { rows, matches } = await deps.facets.arenaFacets(kept.slice);
              return arenaSliceFigures(rows, matches);
            });
      const sample: ArenaSample = {
        slice,
        patches,
        min_sample: CHAMPION_PAGE_MIN_SAMPLE,
        matches: lists.matches,
        players: lists.players,
      };
      return {
        sample,
        lists,
        championOf: (id: number) => detail<ArenaChampionFigures>('champions', id),
        augmentOf: (id: number) => detail<ArenaAugmentFigures>('augments', id),
        key: `${slice.patch}:${slice.region ?? 'all'}`,
      };
    },
    /** The answer under `key`, made once per language and slice. */
    answer: <A extends ArenaPage>(key: string, make: () => A): Promise<A> =>
      caches.cached<ArenaPage>(
        caches.pages,
        key,
        async () => Object.freeze(make()) as A,
      ) as Promise<A>,
  };
}

/**
 * Arena's pages (docs/champion-analytics.md, Arena): the champions by average place, a champion's
 * augments, items and partners, and every augment, over a patch and region of Arena's games,
 * added up from champion_facets once per slice, kept as the rune and item pages' figures are and
 * cached per language for 5 minutes (dropped early when this process stores new data).
 */
export function createArenaService(deps: ArenaDeps) {
  const { games, augments } = deps;
  const { sliceOf, answer } = arenaReads(deps);
  const names = (lang: Language) => ({ game: games.in(lang), augments, lang });

  return {
    /** Every champion played in the slice, best average place first among those with the sample. */
    async champions(query: ArenaQuery, lang: Language): Promise<ArenaTierList> {
      const { sample, lists, key } = await sliceOf(query);
      return answer(`champions:${lang}:${key}`, () => arenaTierList(sample, lists, names(lang)));
    },

    /** One champion: its record and places, and its augments, items and partners. */
    async champion(championKey: string, query: ArenaQuery, lang: Language): Promise<ArenaChampion> {
      const championId = games.in(lang).championIdOfKey(championKey);
      if (championId === null) throw notFound('Champion not found');
      const { sample, lists, championOf, key } = await sliceOf(query);
      const own = await championOf(championId);
      return answer(`champion:${lang}:${championId}:${key}`, () =>
        arenaChampionPage(sample, lists, own, championId, names(lang)),
      );
    },

    /** Every augment taken in the slice, most games first. */
    async augments(query: ArenaQuery, lang: Language): Promise<ArenaAugments> {
      const { sample, lists, key } = await sliceOf(query);
      return answer(`augments:${lang}:${key}`, () => arenaAugmentList(sample, lists, names(lang)));
    },

    /**
     * One augment and the champions that take it most. An id neither taken in the slice nor named
     * by Community Dragon is 404 "Augment not found".
     */
    async augment(augmentId: string, query: ArenaQuery, lang: Language): Promise<ArenaAugment> {
      const id = idOf(augmentId);
      if (id === null) throw notFound('Augment not found');
      const { sample, lists, augmentOf, key } = await sliceOf(query);
      if (!lists.augments.some((row) => row.id === id) && !augments.knows(id)) {
        throw notFound('Augment not found');
      }
      const own = await augmentOf(id);
      return answer(`augment:${lang}:${id}:${key}`, () =>
        arenaAugmentPage(sample, lists, own, id, names(lang)),
      );
    },
  };
}

export type ArenaService = ReturnType<typeof createArenaService>;
