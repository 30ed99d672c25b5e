import {
  type ArenaAugment,
  type ArenaAugmentRef,
  ArenaAugmentSchema,
  type ArenaAugments,
  ArenaAugmentsSchema,
  type ArenaChampion,
  ArenaChampionSchema,
  type ArenaRecord,
  type ArenaTierList,
  ArenaTierListSchema,
  augmentIconPath,
  type ChampionRef,
} from '@riftscope/contracts';

/*
 * Answers of the Arena routes, each parsed with its contract's schema, so that they cannot drift
 * from what the server may send. The minimum sample is 20 games throughout.
 */

const MIN_SAMPLE = 20;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * A record of `games` games with this average place (its interval ±0.3), top-four rate (±10
 * points), first-place rate and pick rate; nothing but games and pick rate without games.
 */
export function arenaRecord(
  games: number,
  place: number,
  topFour: number,
  first: number,
  pickRate: number | null,
): ArenaRecord {
  const has = games > 0;
  return {
    games,
    average_place: has ? place : null,
    average_place_low: has ? clamp(place - 0.3, 1, 8) : null,
    average_place_high: has ? clamp(place + 0.3, 1, 8) : null,
    top_four_rate: has ? topFour : null,
    top_four_low: has ? clamp(topFour - 10, 0, 100) : null,
    top_four_high: has ? clamp(topFour + 10, 0, 100) : null,
    first_rate: has ? first : null,
    pick_rate: pickRate,
  };
}

export const champion = (id: number, key: string, name: string): ChampionRef => ({
  id,
  key,
  name,
  image_url: `/cdn/ddragon/img/champion/${key}.png`,
});

export const augment = (id: number, name: string | null): ArenaAugmentRef => ({
  id,
  name,
  // As the server gives it: Community Dragon's art through our own image proxy.
  icon_url: name === null ? null : augmentIconPath(id),
});

const sample = {
  slice: { queue: 1700 as const, patch: '15.22', region: null },
  patches: ['15.22', '15.21'],
  min_sample: MIN_SAMPLE,
  matches: 125,
  players: 2000,
};

/**
 * Five champions in the API's order: Ahri, Zed (exactly the minimum) and Garen by average place,
 * then Kai'Sa (19 games) and Nunu & Willump (5), under the minimum, by games.
 */
export function arenaTierList(overrides: Partial<ArenaTierList> = {}): ArenaTierList {
  return ArenaTierListSchema.parse({
    ...sample,
    champions: [
      { champion: champion(103, 'ahri', 'Ahri'), ...arenaRecord(40, 3.85, 62.5, 17.5, 2) },
      { champion: champion(238, 'zed', 'Zed'), ...arenaRecord(20, 4.1, 55, 10, 1) },
      { champion: champion(86, 'garen', 'Garen'), ...arenaRecord(60, 4.6, 48.33, 8.33, 3) },
      { champion: champion(145, 'kaisa', "Kai'Sa"), ...arenaRecord(19, 2.5, 80, 30, 0.95) },
      { champion: champion(20, 'nunu', 'Nunu & Willump'), ...arenaRecord(5, 6.2, 20, 0, 0.25) },
    ],
    ...overrides,
  });
}

/** No Arena match in the slice. */
export const emptyArenaTierList = (): ArenaTierList =>
  arenaTierList({ matches: 0, players: 0, patches: [], champions: [] });

/**
 * Ahri in Arena over 40 games: her places, two augments (one Community Dragon does not name),
 * an item and two duo partners, one under the minimum sample.
 */
export function arenaChampion(overrides: Partial<ArenaChampion> = {}): ArenaChampion {
  return ArenaChampionSchema.parse({
    ...sample,
    champion: champion(103, 'ahri', 'Ahri'),
    stats: arenaRecord(40, 3.85, 62.5, 17.5, 2),
    places: [7, 6, 6, 6, 5, 4, 3, 3],
    augments: [
      { augment: augment(1205, 'Blade Waltz'), ...arenaRecord(24, 3.5, 66.67, 20.83, 60) },
      { augment: augment(1301, null), ...arenaRecord(3, 5, 33.33, 0, 7.5) },
    ],
    items: [
      {
        item: { id: 3089, name: "Rabadon's Deathcap", image_url: '/cdn/ddragon/img/item/3089.png' },
        ...arenaRecord(30, 3.7, 63.33, 16.67, 75),
      },
    ],
    partners: [
      { champion: champion(238, 'zed', 'Zed'), ...arenaRecord(21, 3.9, 61.9, 14.29, 52.5) },
      { champion: champion(86, 'garen', 'Garen'), ...arenaRecord(4, 4.25, 50, 25, 10) },
    ],
    ...overrides,
  });
}

/** Ahri without a game in the slice. */
export const emptyArenaChampion = (): ArenaChampion =>
  arenaChampion({
    stats: arenaRecord(0, 0, 0, 0, 0),
    places: [0, 0, 0, 0, 0, 0, 0, 0],
    augments: [],
    items: [],
    partners: [],
  });

/** Four augments, in no particular order; "Can't Touch This" under the minimum sample. */
export function arenaAugments(overrides: Partial<ArenaAugments> = {}): ArenaAugments {
  return ArenaAugmentsSchema.parse({
    ...sample,
    has_names: true,
    augments: [
      { augment: augment(1205, 'Blade Waltz'), ...arenaRecord(300, 4.2, 55, 12, 15) },
      { augment: augment(1301, 'Mad Scientist'), ...arenaRecord(120, 4.8, 45, 10, 6) },
      { augment: augment(1402, 'Goliath'), ...arenaRecord(250, 3.9, 60, 14, 12.5) },
      { augment: augment(1503, "Can't Touch This"), ...arenaRecord(8, 2.9, 75, 25, 0.4) },
    ],
    ...overrides,
  });
}

/** No Arena match in the slice: no augment taken. */
export const emptyArenaAugments = (): ArenaAugments =>
  arenaAugments({ matches: 0, players: 0, patches: [], augments: [] });

/** The same augments when Community Dragon could not be loaded: no name, no icon. */
export function unnamedArenaAugments(): ArenaAugments {
  const list = arenaAugments();
  return ArenaAugmentsSchema.parse({
    ...list,
    has_names: false,
    augments: list.augments.map((entry) => ({
      ...entry,
      augment: augment(entry.augment.id, null),
    })),
  });
}

/** Blade Waltz over 300 games, taken most by Ahri and by Kai'Sa (under the minimum). */
export function arenaAugment(overrides: Partial<ArenaAugment> = {}): ArenaAugment {
  return ArenaAugmentSchema.parse({
    ...sample,
    has_names: true,
    augment: augment(1205, 'Blade Waltz'),
    stats: arenaRecord(300, 4.2, 55, 12, 15),
    champions: [
      { champion: champion(103, 'ahri', 'Ahri'), ...arenaRecord(24, 3.5, 66.67, 20.83, 60) },
      { champion: champion(145, 'kaisa', "Kai'Sa"), ...arenaRecord(12, 3.1, 75, 25, 63.16) },
    ],
    ...overrides,
  });
}
