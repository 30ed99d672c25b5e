/**
 * The League client's item-set file, as Riot documents it (https://developer.riotgames.com/docs/item-sets,
 * "Item Sets"): a JSON file the client reads from `Config/Champions/<championKey>/Recommended/`
 * (one champion) or `Config/Global/Recommended/` (every champion), with `title`, `type`
 * (`custom` sorts above `global`), `map` (`any`, `SR`, `HA`…), `mode`, `priority`, `sortrank` and
 * `blocks`, each block a `type` (its heading in the shop) and `items` of `{ id, count }` where `id`
 * is the item's id as a string. The client's own item-set editor also writes `associatedMaps`
 * (map ids: 11 Summoner's Rift, 12 Howling Abyss) and `associatedChampions` (champion ids), which
 * is how a set made in the client is tied to its champion and map (docs/champion-analytics.md,
 * Export to the game).
 */

/** Maps an item set can be tied to: Summoner's Rift, or the Howling Abyss of ARAM. */
export type ItemSetMap = 'SR' | 'HA';

/** Data Dragon's map ids of the maps above. */
export const ITEM_SET_MAP_IDS: Readonly<Record<ItemSetMap, number>> = { SR: 11, HA: 12 };

export interface ItemSetItem {
  /** The item's id, a string as the client writes it. */
  id: string;
  count: number;
}

export interface ItemSetBlock {
  type: string;
  items: ItemSetItem[];
}

export interface ItemSet {
  title: string;
  type: 'custom';
  map: ItemSetMap;
  mode: 'any';
  priority: false;
  sortrank: 0;
  associatedMaps: number[];
  associatedChampions: number[];
  blocks: ItemSetBlock[];
}

export interface ItemSetInput {
  title: string;
  championId: number;
  map: ItemSetMap;
  /** Each block's heading and its item ids in order; an item given twice is one entry counted twice. */
  blocks: readonly { type: string; itemIds: readonly number[] }[];
}

/** Item ids in first-seen order, each with how many times it was given. */
function countedItems(itemIds: readonly number[]): ItemSetItem[] {
  const counts = new Map<number, number>();
  for (const id of itemIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, count]) => ({ id: String(id), count }));
}

/**
 * The client's item-set JSON of a build: one block per given block with items (empty ones left
 * out), items counted, nothing but the ids and counts given, so no figure is invented.
 */
export function buildItemSet({ title, championId, map, blocks }: ItemSetInput): ItemSet {
  return {
    title,
    type: 'custom',
    map,
    mode: 'any',
    priority: false,
    sortrank: 0,
    associatedMaps: [ITEM_SET_MAP_IDS[map]],
    associatedChampions: [championId],
    blocks: blocks
      .filter((block) => block.itemIds.length > 0)
      .map((block) => ({ type: block.type, items: countedItems(block.itemIds) })),
  };
}

/** `RiftScope_<Champion>_<role>.json`: the champion's name in letters and digits, the role lower-cased (`aram` without one). */
export function itemSetFileName(championName: string, role: string): string {
  const champion = championName.normalize('NFKD').replace(/[^A-Za-z0-9]/g, '') || 'Champion';
  return `RiftScope_${champion}_${role === '' ? 'aram' : role.toLowerCase()}.json`;
}
