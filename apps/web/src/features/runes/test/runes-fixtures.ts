import type { RuneDetail, RuneStats, RunesList } from '@riftscope/contracts';
import { sliceRecord as record } from '../../../test/slice-record.ts';

const rune = (id: number, name: string, slot: number, games: number, wins: number): RuneStats => ({
  id,
  name,
  icon: `/cdn/ddragon/img/perk-images/${id}.png`,
  slot,
  ...record(games, wins, Math.round((games / 200) * 10_000) / 100),
});

/**
 * Two trees over 200 players, the minimum sample 10: Conqueror has exactly 10 games and Fleet
 * Footwork 9, so one is on each side of it; Electrocute was never taken.
 */
export function runesList(overrides: Partial<RunesList> = {}): RunesList {
  return {
    slice: { queue: 420, patch: '15.22', region: null, tier: 'emerald_plus' },
    min_sample: 10,
    players: 200,
    trees: [
      {
        id: 8000,
        name: 'Precision',
        icon: '/cdn/ddragon/img/perk-images/Styles/7201_Precision.png',
        ...record(120, 63, 60),
        secondary_games: 35,
        runes: [
          rune(8010, 'Conqueror', 0, 10, 6),
          rune(8021, 'Fleet Footwork', 0, 9, 5),
          rune(8005, 'Press the Attack', 0, 101, 52),
          rune(9111, 'Triumph', 1, 140, 70),
          rune(9104, 'Legend: Alacrity', 2, 90, 45),
          rune(8014, 'Coup de Grace', 3, 60, 33),
        ],
      },
      {
        id: 8100,
        name: 'Domination',
        icon: '/cdn/ddragon/img/perk-images/Styles/7200_Domination.png',
        ...record(80, 37, 40),
        secondary_games: 50,
        runes: [
          rune(8112, 'Electrocute', 0, 0, 0),
          rune(8128, 'Dark Harvest', 0, 80, 37),
          rune(8139, 'Taste of Blood', 1, 70, 35),
        ],
      },
    ],
    ...overrides,
  };
}

/** A slice with no rune page at all: every tree and rune at zero. */
export function emptyRunesList(): RunesList {
  const list = runesList();
  return {
    ...list,
    players: 0,
    trees: list.trees.map((tree) => ({
      ...tree,
      ...record(0, 0, null),
      secondary_games: 0,
      runes: tree.runes.map((entry) => ({ ...entry, ...record(0, 0, null) })),
    })),
  };
}

const named = (name: string) => ({ name, icon: null });

const champion = (id: number, key: string, name: string) => ({
  id,
  key,
  name,
  image_url: `/cdn/ddragon/img/champion/${name}.png`,
});

/** Conqueror over 200 players: Darius at top (exactly the minimum sample), Jax under it. */
export function runeDetail(overrides: Partial<RuneDetail> = {}): RuneDetail {
  return {
    rune: {
      id: 8010,
      name: 'Conqueror',
      icon: '/cdn/ddragon/img/perk-images/8010.png',
      slot: 0,
      tree: { id: 8000, name: 'Precision', icon: null },
      description: 'Attacks and abilities against champions grant stacks of adaptive force.',
    },
    slice: { queue: 420, patch: '15.22', region: null, tier: 'emerald_plus' },
    min_sample: 10,
    players: 200,
    stats: record(40, 22, 20),
    champions: [
      { champion: champion(122, 'darius', 'Darius'), role: 'TOP', ...record(10, 6, 90.91) },
      { champion: champion(24, 'jax', 'Jax'), role: 'JUNGLE', ...record(9, 4, 75) },
    ],
    pages: [
      {
        page: {
          primary: {
            tree: named('Precision'),
            keystone: named('Conqueror'),
            runes: [named('Triumph'), named('Legend: Alacrity'), named('Last Stand')],
          },
          secondary: {
            tree: named('Resolve'),
            runes: [named('Second Wind'), named('Unflinching')],
          },
          shards: [named('Attack Speed'), named('Adaptive Force'), named('Health Scaling')],
        },
        ...record(12, 7, 30),
      },
      {
        page: {
          primary: {
            tree: named('Precision'),
            keystone: named('Conqueror'),
            runes: [named('Triumph'), named('Legend: Haste'), named('Last Stand')],
          },
          secondary: {
            tree: named('Resolve'),
            runes: [named('Second Wind'), named('Unflinching')],
          },
          shards: [named('Attack Speed'), named('Adaptive Force'), named('Health Scaling')],
        },
        ...record(8, 4, 20),
      },
    ],
    ...overrides,
  };
}

/** A rune no one took in the slice. */
export const emptyRuneDetail = (): RuneDetail =>
  runeDetail({ stats: record(0, 0, 0), champions: [], pages: [] });
