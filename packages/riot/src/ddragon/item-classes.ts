import type { ItemData } from './types.ts';

/**
 * What an item is to a build:
 * - `legendary`: a completed legendary item (the core build and the fourth to sixth items);
 * - `boots`: tier-two boots (built from Boots, 1001);
 * - `boots-upgrade`: an upgrade of tier-two boots (Gunmetal Greaves, Swiftmarch…), which counts
 *   as the tier-two boots it is built from;
 * - `trinket`: the free yellow, red and blue trinkets;
 * - `consumable`: potions, elixirs, control wards;
 * - `starter`: a lane or jungle starting item (Doran's, Cull, Dark Seal, World Atlas, pets);
 * - `other`: components, support quest upgrades and anything Data Dragon does not know.
 */
export type ItemClass =
  | 'legendary'
  | 'boots'
  | 'boots-upgrade'
  | 'trinket'
  | 'consumable'
  | 'starter'
  | 'other';

/** Boots, the tier-one item every tier-two boot is built from. */
export const BOOTS_ITEM_ID = 1001;

/**
 * The cheapest a completed item may be to count as legendary. In the 15.4 and 15.22 snapshots
 * the cheapest legendaries are the support items at 2200 gold, while the dearest completed item
 * that is not one is Mejai's Soulstealer at 1500 (the support quest upgrades cost 400); the
 * simulator builds legendaries from the same bound (riot-sim world/game-data.ts).
 */
export const LEGENDARY_MIN_GOLD = 2000;

/** Maps whose items a build counts: Summoner's Rift (11) and ARAM's Howling Abyss (12). */
const BUILD_MAPS = ['11', '12'] as const;

/** A starting item costs no more than ARAM's Guardian items (950 gold). */
const STARTER_MAX_GOLD = 1000;

/** How far `from` is followed to find the tier-two boots of an upgrade (3176 → 3013 → 3010). */
const MAX_BOOTS_DEPTH = 4;

const isTier2Boots = (item: ItemData): boolean =>
  item.tags.includes('Boots') && item.from.includes(BOOTS_ITEM_ID);

/** The tier-two boots `item` is or is built from, or null; follows `from` a few steps. */
function tier2BootsOf(
  item: ItemData | undefined,
  itemById: (id: number) => ItemData | undefined,
  depth = 0,
): number | null {
  if (!item || depth > MAX_BOOTS_DEPTH) return null;
  if (isTier2Boots(item)) return item.id;
  for (const id of item.from) {
    const found = tier2BootsOf(itemById(id), itemById, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** The class of one item; `itemById` resolves its build path. */
export function classifyItem(
  item: ItemData,
  itemById: (id: number) => ItemData | undefined,
): ItemClass {
  const has = (tag: string) => item.tags.includes(tag);
  if (has('Trinket')) return 'trinket';
  if (isTier2Boots(item)) return 'boots';
  if (tier2BootsOf(item, itemById) !== null) return 'boots-upgrade';
  if (has('Consumable')) return 'consumable';
  const onBuildMap = BUILD_MAPS.some((map) => item.maps[map] === true);
  if (
    item.gold.purchasable &&
    onBuildMap &&
    item.from.length > 0 &&
    // Manamune turns into Muramana, which the shop does not sell: Manamune is the finished item.
    !item.into.some((id) => itemById(id)?.gold.purchasable === true) &&
    !has('Boots') &&
    item.gold.total >= LEGENDARY_MIN_GOLD
  ) {
    return 'legendary';
  }
  if (
    item.gold.purchasable &&
    item.from.length === 0 &&
    item.into.length <= 1 &&
    (has('Lane') || has('Jungle')) &&
    item.gold.total <= STARTER_MAX_GOLD
  ) {
    return 'starter';
  }
  return 'other';
}

/** The classes of a Data Dragon item list, by item id. */
export interface ItemClasses {
  /** `other` for an id Data Dragon does not list. */
  classOf(id: number): ItemClass;
  isLegendary(id: number): boolean;
  isTrinket(id: number): boolean;
  /** The tier-two boots an item is or upgrades; null when it is no boots. */
  bootsOf(id: number): number | null;
}

/** Classifies every item of a Data Dragon item list once. */
export function itemClasses(items: readonly ItemData[]): ItemClasses {
  const byId = new Map(items.map((item) => [item.id, item]));
  const itemById = (id: number) => byId.get(id);
  const classes = new Map<number, ItemClass>();
  const boots = new Map<number, number>();
  for (const item of items) {
    const itemClass = classifyItem(item, itemById);
    classes.set(item.id, itemClass);
    if (itemClass === 'boots' || itemClass === 'boots-upgrade') {
      const tier2 = tier2BootsOf(item, itemById);
      if (tier2 !== null) boots.set(item.id, tier2);
    }
  }
  return {
    classOf: (id) => classes.get(id) ?? 'other',
    isLegendary: (id) => classes.get(id) === 'legendary',
    isTrinket: (id) => classes.get(id) === 'trinket',
    bootsOf: (id) => boots.get(id) ?? null,
  };
}
