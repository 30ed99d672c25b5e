import {
  ITEM_CHAMPIONS_MAX,
  ITEM_MINUTE_STEPS,
  type ItemDetail,
  type ItemsList,
  itemMinuteStep,
  LEGENDARY_SLOTS,
  type TierRole,
} from '@riftscope/contracts';
import { parseItemMinuteValue, parseItemsValue } from '../riot-data/facets.ts';
import type { GameDataMapper, ItemInfo } from '../riot-data/game-data.mapper.ts';
import type { SliceFacetTotal } from '../riot-data/slice-facets.repository.ts';
import {
  addTo,
  addUnder,
  type ChampionShare,
  NO_GAMES,
  recordOf,
  type Tally,
  topChampions,
} from './tally.ts';

/** One item over a slice: its tally, by place completed (legendaries), its top champions. */
export interface ItemFigures extends Tally {
  id: number;
  /** Legendaries: by the place completed in, 1st to 6th; boots: empty. */
  slots: Tally[];
  /** Completions timed (the `item_minute` facet), by step of ITEM_MINUTE_STEP minutes. */
  minutes: number[];
  champions: ChampionShare[];
}

/**
 * What every item answer of one slice is made from: plain data (kept as JSON in
 * kept_slice_figures), computed once per slice.
 */
export interface ItemSliceFigures {
  /** Every player (the boots' sample, summed from the `boots` facet, which counts everyone). */
  players: number;
  /** Every player whose timeline is stored (the legendaries' sample, the `timeline` facet). */
  timelinePlayers: number;
  items: ItemFigures[];
}

/** Each place of a `core` value (1st to 3rd), or the one place of `item4`–`item6`. */
function placesOf(row: SliceFacetTotal): [number, number][] {
  if (row.facet === 'core') return parseItemsValue(row.value).map((id, i) => [id, i + 1]);
  const slot = Number(row.facet.slice('item'.length));
  const [id] = parseItemsValue(row.value);
  return id === undefined ? [] : [[id, slot]];
}

interface Building extends Tally {
  slots: Tally[] | null;
  minutes: number[];
  champions: Map<string, Tally>;
}

const noMinutes = () => Array.from({ length: ITEM_MINUTE_STEPS }, () => 0);
const noSlots = () => Array.from({ length: LEGENDARY_SLOTS }, () => ({ games: 0, wins: 0 }));

/**
 * The slice's build facets added up per item: a legendary once a player at the place they
 * completed it (the `core` facet's three, then `item4`–`item6`, each item once a player), tier-two
 * boots once a player who ended with them (`boots`, upgrades counted as their tier-two boots).
 */
export function itemSliceFigures(rows: readonly SliceFacetTotal[]): ItemSliceFigures {
  let players = 0;
  let timelinePlayers = 0;
  const championPlayers = new Map<string, number>();
  const championTimelines = new Map<string, number>();
  const items = new Map<number, Building>();
  const itemOf = (id: number) => {
    let item = items.get(id);
    if (!item) {
      item = { games: 0, wins: 0, slots: null, minutes: noMinutes(), champions: new Map() };
      items.set(id, item);
    }
    return item;
  };
  const count = (id: number, row: SliceFacetTotal, key: string, isLegendary: boolean) => {
    const item = itemOf(id);
    if (isLegendary) item.slots ??= noSlots();
    addTo(item, row);
    addUnder(item.champions, key, row);
    return item;
  };
  for (const row of rows) {
    const key = `${row.championId}:${row.role}`;
    if (row.facet === 'item_minute') {
      const timed = parseItemMinuteValue(row.value);
      if (timed) {
        const { minutes } = itemOf(timed.itemId);
        minutes[timed.step] = (minutes[timed.step] ?? 0) + row.games;
      }
    } else if (row.facet === 'timeline') {
      timelinePlayers += row.games;
      championTimelines.set(key, (championTimelines.get(key) ?? 0) + row.games);
    } else if (row.facet === 'boots') {
      players += row.games;
      championPlayers.set(key, (championPlayers.get(key) ?? 0) + row.games);
      const [boots] = parseItemsValue(row.value);
      if (boots !== undefined) count(boots, row, key, false);
    } else {
      for (const [id, slot] of placesOf(row)) {
        const place = count(id, row, key, true).slots?.[slot - 1];
        if (place) addTo(place, row);
      }
    }
  }
  return {
    players,
    timelinePlayers,
    items: [...items].map(([id, item]) => ({
      id,
      games: item.games,
      wins: item.wins,
      slots: item.slots ?? [],
      minutes: item.minutes,
      champions: topChampions(
        item.champions,
        item.slots ? championTimelines : championPlayers,
        ITEM_CHAMPIONS_MAX,
      ),
    })),
  };
}

/** The sample of an item's pick rates: every player for boots, those with a timeline otherwise. */
const sampleOfItem = (info: Pick<ItemInfo, 'class'>, figures: ItemSliceFigures) =>
  info.class === 'boots' ? figures.players : figures.timelinePlayers;

/** The items with figures that were completed in the slice, most games first, ties by id. */
export function itemsListFigures(
  figures: ItemSliceFigures,
  game: GameDataMapper,
): Pick<ItemsList, 'players' | 'timeline_players' | 'items'> {
  const counted = new Map(figures.items.map((item) => [item.id, item]));
  return {
    players: figures.players,
    timeline_players: figures.timelinePlayers,
    items: game
      .countedItems()
      .flatMap((info) => {
        const tally = counted.get(info.id);
        if (!tally || tally.games === 0) return [];
        const { description: _d, counted_as: _c, ...item } = info;
        return [
          {
            ...item,
            ...recordOf(tally, sampleOfItem(info, figures)),
            slots: info.class === 'legendary' ? tally.slots.map((s) => s.games) : [],
          },
        ];
      })
      .sort((a, b) => b.games - a.games || a.id - b.id),
  };
}

/**
 * One item over the slice: its record, the places it was completed in and the champions (in a
 * role) that complete it most, with the share of their players who do. An item without figures
 * (anything but a legendary or tier-two boots) has none, whatever the slice holds.
 */
export function itemDetailFigures(
  figures: ItemSliceFigures,
  info: ItemInfo,
  game: GameDataMapper,
): Pick<ItemDetail, 'sample' | 'stats' | 'slots' | 'completed' | 'champions'> {
  if (info.class !== 'legendary' && info.class !== 'boots') {
    return { sample: 0, stats: null, slots: [], completed: null, champions: [] };
  }
  const sample = sampleOfItem(info, figures);
  const tally = figures.items.find((item) => item.id === info.id);
  const slots =
    info.class === 'legendary'
      ? Array.from({ length: LEGENDARY_SLOTS }, (_, i) => tally?.slots[i] ?? NO_GAMES)
      : [];
  return {
    sample,
    stats: recordOf(tally ?? NO_GAMES, sample),
    slots: slots.map((s, i) => ({ slot: i + 1, ...recordOf(s, tally?.games ?? 0) })),
    completed: completedOf(tally?.minutes ?? noMinutes()),
    champions: (tally?.champions ?? []).map((c) => ({
      champion: game.championRef(c.championId),
      role: c.role as TierRole | '',
      ...recordOf(c, c.sample),
    })),
  };
}

/**
 * When an item is completed: its timed completions by step and the step of the median one (the
 * step where half of them are reached); no median without any.
 */
export function completedOf(minutes: readonly number[]): NonNullable<ItemDetail['completed']> {
  const sample = minutes.reduce((n, games) => n + games, 0);
  let reached = 0;
  const median = minutes.findIndex((games) => {
    reached += games;
    return sample > 0 && reached * 2 >= sample;
  });
  return {
    sample,
    median: median === -1 ? null : itemMinuteStep(median),
    steps: minutes.map((games, step) => ({ ...itemMinuteStep(step), games })),
  };
}
