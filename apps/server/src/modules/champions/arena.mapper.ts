import {
  ARENA_AUGMENT_CHAMPIONS_MAX,
  ARENA_LIST_MAX,
  ARENA_PLACES,
  ARENA_TOP_PLACES,
  type ArenaRecord,
  asPercent,
  round2,
  WILSON_Z,
  winRateBounds,
} from '@riftscope/contracts';
import { parsePlacedValue } from '../riot-data/arena-facets.ts';
import type { SliceFacetTotal } from '../riot-data/slice-facets.repository.ts';

/*
 * Arena's figures (docs/champion-analytics.md, Arena): every count is a number of players by
 * their duo's place, from which games, the average place with its interval, the top-four and
 * first-place rates follow.
 */

/** Players by their duo's place: eight counts, 1st to 8th. */
export type Places = number[];

/** Something counted by place: a champion, augment, item or partner, by id. */
export interface PlacedRow {
  id: number;
  places: Places;
}

/** A champion's Arena figures: its places, and the augments, items and partners it had. */
export interface ArenaChampionFigures extends PlacedRow {
  augments: PlacedRow[];
  items: PlacedRow[];
  partners: PlacedRow[];
}

/** An augment's figures: its places and the champions that take it most. */
export interface ArenaAugmentFigures extends PlacedRow {
  champions: PlacedRow[];
}

/**
 * A slice's Arena lists, language-free, as kept (kept_slice_figures, kind `arena`): what the tier
 * list and the augment list show, small enough to answer at once.
 */
export interface ArenaListFigures {
  /** Arena games stored in the slice. */
  matches: number;
  /** Players with a place: the sample of the champions' and augments' pick rates. */
  players: number;
  /** Most games first. */
  champions: PlacedRow[];
  /** Most games first. */
  augments: PlacedRow[];
}

/**
 * A slice's Arena figures with every champion's augments, items and partners and every augment's
 * champions, as kept (kind `arena_x`): what a champion's or an augment's page reads.
 */
export interface ArenaSliceFigures extends ArenaListFigures {
  champions: ArenaChampionFigures[];
  augments: ArenaAugmentFigures[];
}

const noPlaces = (): Places => Array.from({ length: ARENA_PLACES }, () => 0);
export const gamesOf = (places: readonly number[]): number => places.reduce((n, c) => n + c, 0);

/** Adds `games` at `place` to the row under `id`, starting one at zero. */
function addPlaced(map: Map<number, Places>, id: number, place: number, games: number): void {
  let places = map.get(id);
  if (!places) {
    places = noPlaces();
    map.set(id, places);
  }
  places[place - 1] = (places[place - 1] ?? 0) + games;
}

/** Most games first, ties by id: equal counts always list in one order. */
const byGames = (a: PlacedRow, b: PlacedRow) =>
  gamesOf(b.places) - gamesOf(a.places) || a.id - b.id;

const rowsOf = (map: ReadonlyMap<number, Places> | undefined, max = Infinity): PlacedRow[] =>
  [...(map ?? new Map<number, Places>())]
    .map(([id, places]) => ({ id, places }))
    .sort(byGames)
    .slice(0, max);

/** A map of maps: the inner map under `key`, made empty on first use. */
function inner<K, V>(outer: Map<K, Map<number, V>>, key: K): Map<number, V> {
  let map = outer.get(key);
  if (!map) {
    map = new Map();
    outer.set(key, map);
  }
  return map;
}

/** Adds a slice's Arena facet rows up into its figures; `matches` is the slice's match count. */
export function arenaSliceFigures(
  rows: readonly SliceFacetTotal[],
  matches: number,
): ArenaSliceFigures {
  const champions = new Map<number, Places>();
  const augments = new Map<number, Places>();
  const byChampion = {
    augment: new Map<number, Map<number, Places>>(),
    arena_item: new Map<number, Map<number, Places>>(),
    duo: new Map<number, Map<number, Places>>(),
  };
  const augmentChampions = new Map<number, Map<number, Places>>();
  for (const row of rows) {
    if (row.facet === 'placement') {
      const place = Number(row.value);
      if (Number.isInteger(place) && place >= 1 && place <= ARENA_PLACES) {
        addPlaced(champions, row.championId, place, row.games);
      }
      continue;
    }
    if (row.facet !== 'augment' && row.facet !== 'arena_item' && row.facet !== 'duo') continue;
    const placed = parsePlacedValue(row.value);
    if (!placed) continue;
    addPlaced(inner(byChampion[row.facet], row.championId), placed.id, placed.place, row.games);
    if (row.facet === 'augment') {
      addPlaced(augments, placed.id, placed.place, row.games);
      addPlaced(inner(augmentChampions, placed.id), row.championId, placed.place, row.games);
    }
  }
  const championRows = rowsOf(champions).map((row) => ({
    ...row,
    augments: rowsOf(byChampion.augment.get(row.id), ARENA_LIST_MAX),
    items: rowsOf(byChampion.arena_item.get(row.id), ARENA_LIST_MAX),
    partners: rowsOf(byChampion.duo.get(row.id), ARENA_LIST_MAX),
  }));
  return {
    matches,
    players: championRows.reduce((n, row) => n + gamesOf(row.places), 0),
    champions: championRows,
    augments: rowsOf(augments).map((row) => ({
      ...row,
      champions: rowsOf(augmentChampions.get(row.id), ARENA_AUGMENT_CHAMPIONS_MAX),
    })),
  };
}

/** The lists of a slice's figures: places of champions and augments, without their details. */
export const arenaListFigures = (figures: ArenaSliceFigures): ArenaListFigures => ({
  matches: figures.matches,
  players: figures.players,
  champions: figures.champions.map(({ id, places }) => ({ id, places })),
  augments: figures.augments.map(({ id, places }) => ({ id, places })),
});

/**
 * The average place (1 best, 8 worst) of players counted by place, with its 95 % interval: the
 * mean ± z × the sample's standard deviation ÷ √games, within 1–8, two decimals; the interval
 * needs two games, the average one.
 */
export function averagePlace(places: readonly number[]): {
  average_place: number | null;
  average_place_low: number | null;
  average_place_high: number | null;
} {
  const games = gamesOf(places);
  if (games === 0)
    return { average_place: null, average_place_low: null, average_place_high: null };
  const mean = places.reduce((sum, n, i) => sum + n * (i + 1), 0) / games;
  if (games < 2)
    return { average_place: round2(mean), average_place_low: null, average_place_high: null };
  const variance = places.reduce((sum, n, i) => sum + n * (i + 1 - mean) ** 2, 0) / (games - 1);
  const half = (WILSON_Z * Math.sqrt(variance)) / Math.sqrt(games);
  return {
    average_place: round2(mean),
    average_place_low: round2(Math.max(1, mean - half)),
    average_place_high: round2(Math.min(ARENA_PLACES, mean + half)),
  };
}

/** The record of players counted by place, its pick rate out of `sample`. */
export function arenaRecord(places: readonly number[], sample: number): ArenaRecord {
  const games = gamesOf(places);
  const topFour = gamesOf(places.slice(0, ARENA_TOP_PLACES));
  const { win_rate_low, win_rate_high } = winRateBounds(topFour, games);
  return {
    games,
    ...averagePlace(places),
    top_four_rate: games > 0 ? asPercent(topFour / games) : null,
    top_four_low: win_rate_low,
    top_four_high: win_rate_high,
    first_rate: games > 0 ? asPercent((places[0] ?? 0) / games) : null,
    pick_rate: sample > 0 ? asPercent(games / sample) : null,
  };
}

/**
 * The tier list's order: rows with at least `minSample` games by average place (best first; ties
 * by more games), then the rest by games.
 */
export function byAveragePlace<T extends { games: number; average_place: number | null }>(
  rows: readonly (T & { id: number })[],
  minSample: number,
): (T & { id: number })[] {
  const enough = (row: T) => row.games >= minSample && row.average_place !== null;
  return [...rows].sort((a, b) => {
    if (enough(a) !== enough(b)) return enough(a) ? -1 : 1;
    if (enough(a)) {
      return (a.average_place ?? 0) - (b.average_place ?? 0) || b.games - a.games || a.id - b.id;
    }
    return b.games - a.games || a.id - b.id;
  });
}
