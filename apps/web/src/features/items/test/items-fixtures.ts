import type { ItemClassName, ItemDetail, ItemStats, ItemsList } from '@riftscope/contracts';
import { sliceRecord as record } from '../../../test/slice-record.ts';

const image = (id: number) => `/cdn/ddragon/15.22.1/img/item/${id}.png`;

const SLICE = { queue: 420, patch: '15.22', region: null, tier: 'emerald_plus' } as const;

/** A completed item of the list: a legendary's pick rate of 200 players, boots' of 400. */
function listed(
  id: number,
  name: string,
  kind: 'legendary' | 'boots',
  [games, wins]: [number, number],
  slots: number[] = [],
): ItemStats {
  const sample = kind === 'legendary' ? 200 : 400;
  return {
    id,
    name,
    image_url: image(id),
    class: kind,
    gold: kind === 'legendary' ? 3000 : 1100,
    ...record(games, wins, Math.round((games / sample) * 10_000) / 100),
    slots,
  };
}

/**
 * Five items over 400 players, 200 of them with a stored timeline, the minimum sample 10: Black
 * Cleaver has exactly 10 games and Infinity Edge 9, so one is on each side of it.
 */
export function itemsList(overrides: Partial<ItemsList> = {}): ItemsList {
  return {
    slice: { ...SLICE },
    min_sample: 10,
    players: 400,
    timeline_players: 200,
    items: [
      listed(3047, 'Plated Steelcaps', 'boots', [145, 75]),
      listed(6653, "Liandry's Torment", 'legendary', [40, 26], [10, 20, 6, 3, 1, 0]),
      listed(3071, 'Black Cleaver', 'legendary', [10, 5], [4, 4, 2, 0, 0, 0]),
      listed(3031, 'Infinity Edge', 'legendary', [9, 8], [0, 3, 4, 2, 0, 0]),
      listed(3009, 'Boots of Swiftness', 'boots', [3, 2]),
    ],
    ...overrides,
  };
}

/** A slice where nothing was completed. */
export const emptyItemsList = (): ItemsList =>
  itemsList({ players: 0, timeline_players: 0, items: [] });

/** A slice without stored timelines (as ARAM's often is): boots only. */
export const itemsListWithoutTimelines = (): ItemsList => {
  const list = itemsList({ timeline_players: 0 });
  return { ...list, items: list.items.filter((item) => item.class === 'boots') };
};

const champion = (id: number, key: string, name: string) => ({
  id,
  key,
  name,
  image_url: `/cdn/ddragon/15.22.1/img/champion/${name.replaceAll(' ', '')}.png`,
});

/**
 * Liandry's Torment over 200 players with a timeline: completed 2nd most often, Twisted Fate at
 * exactly the minimum sample, Shyvana under it.
 */
export function itemDetail(overrides: Partial<ItemDetail> = {}): ItemDetail {
  const slots = [10, 20, 6, 3, 1, 0];
  return {
    item: {
      id: 6653,
      name: "Liandry's Torment",
      image_url: image(6653),
      class: 'legendary',
      gold: 3000,
      description: 'Charge up in combat to deal high damage over time.',
      counted_as: null,
    },
    slice: { ...SLICE },
    min_sample: 10,
    sample: 200,
    stats: record(40, 26, 20),
    slots: slots.map((games, index) => ({
      slot: index + 1,
      ...record(games, Math.floor(games / 2), Math.round((games / 40) * 10_000) / 100),
    })),
    // 38 of its 40 completions timed; half of them (19) reached by the end of 20–25 min.
    completed: {
      sample: 38,
      median: { from: 20, to: 25 },
      steps: [0, 0, 3, 9, 7, 12, 5, 2, 0].map((games, step) => ({
        from: step * 5,
        to: step === 8 ? null : step * 5 + 5,
        games,
      })),
    },
    champions: [
      {
        champion: champion(4, 'twistedfate', 'Twisted Fate'),
        role: 'MIDDLE',
        ...record(10, 6, 71.43),
      },
      { champion: champion(102, 'shyvana', 'Shyvana'), role: 'JUNGLE', ...record(9, 4, 100) },
    ],
    ...overrides,
  };
}

/** Plated Steelcaps over every one of 400 players: no places. */
export const bootsDetail = (): ItemDetail =>
  itemDetail({
    item: {
      id: 3047,
      name: 'Plated Steelcaps',
      image_url: image(3047),
      class: 'boots',
      gold: 1200,
      description: 'Reduces incoming basic attack damage.',
      counted_as: null,
    },
    sample: 400,
    stats: record(145, 75, 36.25),
    slots: [],
  });

/** An item the build statistics do not count: no figures at all. */
export function uncountedDetail(
  id: number,
  name: string,
  kind: ItemClassName,
  countedAs: ItemDetail['item']['counted_as'] = null,
): ItemDetail {
  return itemDetail({
    item: {
      id,
      name,
      image_url: image(id),
      class: kind,
      gold: 0,
      description: '',
      counted_as: countedAs,
    },
    sample: 0,
    stats: null,
    slots: [],
    champions: [],
  });
}

/** Gunmetal Greaves, counted as Berserker's Greaves. */
export const upgradeDetail = (): ItemDetail =>
  uncountedDetail(3172, 'Gunmetal Greaves', 'boots-upgrade', {
    id: 3006,
    name: "Berserker's Greaves",
    image_url: image(3006),
  });

/** Liandry's Torment in a slice where no one completed it. */
export const emptyItemDetail = (sample = 200): ItemDetail =>
  itemDetail({ sample, stats: record(0, 0, null), slots: [], champions: [] });
