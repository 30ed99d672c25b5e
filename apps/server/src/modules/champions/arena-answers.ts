import {
  type ArenaAugment,
  type ArenaAugmentRef,
  type ArenaAugments,
  type ArenaChampion,
  type ArenaTierList,
  CHAMPION_PAGE_MIN_SAMPLE,
  type Language,
} from '@riftscope/contracts';
import type { GameDataMapper } from '../riot-data/game-data.mapper.ts';
import {
  type ArenaAugmentFigures,
  type ArenaChampionFigures,
  type ArenaListFigures,
  arenaRecord,
  byAveragePlace,
  gamesOf,
  type PlacedRow,
} from './arena.mapper.ts';

/*
 * Arena's answers in one language, from a slice's kept figures (arena.mapper.ts) and the game's
 * names: what arena.service.ts caches per language.
 */

/** Augment names and icons in a language (Community Dragon's, augment-names.ts). */
export interface AugmentNames {
  /** The augment in `lang`; name and icon null when no file named it. */
  ref(id: number, lang: Language): ArenaAugmentRef;
  /** Whether any augment is named (Community Dragon's data was loaded). */
  hasNames(): boolean;
  /** Whether Community Dragon's data names the augment. */
  knows(id: number): boolean;
}

/** What every Arena answer carries of its slice: the slice, its patches and its samples. */
export type ArenaSample = Pick<
  ArenaTierList,
  'slice' | 'patches' | 'min_sample' | 'matches' | 'players'
>;

/** What the answers are named with: the game's names and the augments', in one language. */
export interface ArenaNames {
  game: GameDataMapper;
  augments: AugmentNames;
  lang: Language;
}

const NO_PLACES: readonly number[] = Object.freeze([0, 0, 0, 0, 0, 0, 0, 0]);

/** Rows of champions counted by place, each with its record out of `sampleOf` its games. */
const championRows = (
  game: GameDataMapper,
  rows: readonly PlacedRow[],
  sampleOf: (id: number) => number,
) =>
  rows.map((row) => ({
    champion: game.championRef(row.id),
    ...arenaRecord(row.places, sampleOf(row.id)),
  }));

/** The tier list: every champion, best average place first among those with the sample. */
export function arenaTierList(
  sample: ArenaSample,
  lists: ArenaListFigures,
  { game }: Pick<ArenaNames, 'game'>,
): ArenaTierList {
  const rows = lists.champions.map((row) => ({
    id: row.id,
    champion: game.championRef(row.id),
    ...arenaRecord(row.places, lists.players),
  }));
  return {
    ...sample,
    champions: byAveragePlace(rows, CHAMPION_PAGE_MIN_SAMPLE).map(({ id: _id, ...row }) => row),
  };
}

/**
 * A champion's page: its record and places, its augments, items and partners, from its own
 * figures (undefined when it has no game in the slice) and the slice's lists.
 */
export function arenaChampionPage(
  sample: ArenaSample,
  lists: Pick<ArenaListFigures, 'players'>,
  own: ArenaChampionFigures | undefined,
  championId: number,
  { game, augments, lang }: ArenaNames,
): ArenaChampion {
  const places = own?.places ?? [...NO_PLACES];
  const games = gamesOf(places);
  return {
    ...sample,
    champion: game.championRef(championId),
    stats: arenaRecord(places, lists.players),
    places,
    augments: (own?.augments ?? []).map((row) => ({
      augment: augments.ref(row.id, lang),
      ...arenaRecord(row.places, games),
    })),
    items: (own?.items ?? []).map((row) => ({
      item: game.items([row.id])[0] ?? { id: row.id, name: `Item ${row.id}`, image_url: null },
      ...arenaRecord(row.places, games),
    })),
    partners: championRows(game, own?.partners ?? [], () => games),
  };
}

/** The augment list: every augment taken, most games first. */
export function arenaAugmentList(
  sample: ArenaSample,
  lists: ArenaListFigures,
  { augments, lang }: Pick<ArenaNames, 'augments' | 'lang'>,
): ArenaAugments {
  return {
    ...sample,
    has_names: augments.hasNames(),
    augments: lists.augments.map((row) => ({
      augment: augments.ref(row.id, lang),
      ...arenaRecord(row.places, lists.players),
    })),
  };
}

/**
 * An augment's page: its record and the champions that take it most, each of its own games, from
 * its own figures (undefined when nobody took it in the slice) and the slice's lists.
 */
export function arenaAugmentPage(
  sample: ArenaSample,
  lists: Pick<ArenaListFigures, 'players' | 'champions'>,
  own: ArenaAugmentFigures | undefined,
  augmentId: number,
  { game, augments, lang }: ArenaNames,
): ArenaAugment {
  const championGames = new Map(lists.champions.map((row) => [row.id, gamesOf(row.places)]));
  return {
    ...sample,
    has_names: augments.hasNames(),
    augment: augments.ref(augmentId, lang),
    stats: arenaRecord(own?.places ?? NO_PLACES, lists.players),
    champions: championRows(game, own?.champions ?? [], (id) => championGames.get(id) ?? 0),
  };
}
