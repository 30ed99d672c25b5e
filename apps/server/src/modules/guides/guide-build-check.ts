import type { GuideBuildInput, GuideInput } from '@riftscope/contracts';
import {
  BOOTS_ITEM_ID,
  type DataDragon,
  type ItemClasses,
  type ItemData,
  itemClasses,
  type RuneData,
  type RuneStyleData,
} from '@riftscope/riot/ddragon';
import { invalid } from '../../platform/errors.ts';

/**
 * A guide's build checked against the current Data Dragon (docs/guides.md, Validation of the
 * build): every id must name what its block takes, or the write is a 422 naming the field and
 * the id.
 */

/** Gold every player has at the start of a Summoner's Rift game. */
export const START_GOLD = 500;

/** Summoner's Rift's map id in Data Dragon's item `maps`. */
const RIFT_MAP = '11';

/**
 * The stat shard rows as the client offers them since 2024 (offence, flex, defence).
 * runesReforged.json does not list shards, so the rows are ours: the ids are match-v5's
 * `statPerks`, as the simulator draws them and the runes facet stores them.
 */
export const GUIDE_SHARD_ROWS: readonly (readonly number[])[] = [
  [5008, 5005, 5007],
  [5008, 5010, 5001],
  [5011, 5013, 5001],
];
const SHARD_ROW_NAMES = ['offence', 'flex', 'defence'] as const;

/** Whether the Summoner's Rift shop sells an item. */
export const isSoldOnRift = (item: ItemData): boolean =>
  item.gold.purchasable && item.maps[RIFT_MAP] === true;

/**
 * Whether an item can be bought with the starting gold at the first shop: a starter item
 * (Doran's, Dark Seal, Cull, World Atlas, jungle companions), a consumable (potions, control
 * ward), the tier-one Boots or a basic component (Long Sword, Amplifying Tome…), at most
 * START_GOLD. Trinkets are free and never part of a start.
 */
export function isStartingItem(item: ItemData, classes: ItemClasses): boolean {
  if (item.gold.total > START_GOLD) return false;
  const itemClass = classes.classOf(item.id);
  if (itemClass === 'starter' || itemClass === 'consumable') return true;
  if (item.id === BOOTS_ITEM_ID) return true;
  return itemClass === 'other' && item.from.length === 0 && item.into.length > 0;
}

/** A guide's champion and build, as stored: Riot's champion id, the runes in the game's order. */
export interface CheckedGuideBuild {
  championId: number;
  build: GuideBuildInput;
}

type Errors = Record<string, string[]>;

/** Collects field errors, the first one of each field. */
function errorList() {
  const errors: Errors = {};
  return {
    errors,
    add(field: string, message: string | null) {
      if (message !== null && !errors[field]) errors[field] = [message];
    },
  };
}

type Add = ReturnType<typeof errorList>['add'];

/** Checks guides' builds against one Data Dragon (the English one: its names are in messages). */
export function createGuideBuildCheck(ddragon: DataDragon) {
  const classes = itemClasses(ddragon.items);
  const items = { ddragon, classes };
  return ({ champion, build }: Pick<GuideInput, 'champion' | 'build'>): CheckedGuideBuild => {
    const { errors, add } = errorList();
    // A page is addressed by the champion's name-like id; Data Dragon's lookup also takes numbers.
    const found = /^\d+$/.test(champion) ? undefined : ddragon.champion(champion);
    if (!found) add('champion', `Champion ${champion} does not exist`);
    checkStartingItems(items, build.starting_items, add);
    checkLegendaries(items, build, add);
    checkBoots(items, build.boots, add);
    const secondary = checkRunes(ddragon, build.runes, add);
    checkSpells(ddragon, build.spells, add);
    if (Object.keys(errors).length > 0 || !found) throw invalid(errors);
    return { championId: found.key, build: { ...build, runes: { ...build.runes, secondary } } };
  };
}

export type GuideBuildCheck = ReturnType<typeof createGuideBuildCheck>;

interface ItemLookups {
  ddragon: DataDragon;
  classes: ItemClasses;
}

/** What is wrong with item `id` in a block whose own rule is `rule`; null when nothing is. */
function itemProblem(
  { ddragon }: ItemLookups,
  id: number,
  rule: (item: ItemData) => string | null,
): string | null {
  const item = ddragon.item(id);
  if (!item) return `Item ${id} does not exist`;
  if (!isSoldOnRift(item)) return `Item ${id} is not sold on Summoner's Rift`;
  return rule(item);
}

function checkStartingItems(lookups: ItemLookups, ids: readonly number[], add: Add): void {
  let gold = 0;
  ids.forEach((id, i) => {
    const problem = itemProblem(lookups, id, (item) => {
      if (!isStartingItem(item, lookups.classes)) return `Item ${id} is not a starting item`;
      const isRepeat = ids.indexOf(id) < i;
      if (isRepeat && lookups.classes.classOf(id) !== 'consumable') {
        return `Item ${id} is chosen twice`;
      }
      gold += item.gold.total;
      return null;
    });
    add(`build.starting_items.${i}`, problem);
  });
  if (gold > START_GOLD) {
    add(
      'build.starting_items',
      `Starting items cost ${gold} gold, more than the ${START_GOLD} a game starts with`,
    );
  }
}

/** The core (three different legendaries) and the situational items (others, each once). */
function checkLegendaries(lookups: ItemLookups, build: GuideBuildInput, add: Add): void {
  const legendary = (id: number) => (item: ItemData) =>
    lookups.classes.isLegendary(item.id) ? null : `Item ${id} is not a legendary item`;
  build.core_items.forEach((id, i) => {
    const isRepeat = build.core_items.indexOf(id) < i;
    add(
      `build.core_items.${i}`,
      itemProblem(lookups, id, legendary(id)) ?? (isRepeat ? `Item ${id} is chosen twice` : null),
    );
  });
  build.situational_items.forEach((id, i) => {
    const problem =
      itemProblem(lookups, id, legendary(id)) ??
      (build.core_items.includes(id)
        ? `Item ${id} is already a core item`
        : build.situational_items.indexOf(id) < i
          ? `Item ${id} is chosen twice`
          : null);
    add(`build.situational_items.${i}`, problem);
  });
}

function checkBoots(lookups: ItemLookups, id: number | null, add: Add): void {
  if (id === null) return;
  add(
    'build.boots',
    itemProblem(lookups, id, () =>
      lookups.classes.classOf(id) === 'boots' ? null : `Item ${id} is not tier-two boots`,
    ),
  );
}

/**
 * The rune page: two different trees, the primary's keystone and one rune of each of its rows,
 * two minor runes of the secondary tree from different rows, one shard a row. Returns the
 * secondary runes in the order of their rows (as the game records them).
 */
function checkRunes(ddragon: DataDragon, runes: GuideBuildInput['runes'], add: Add): number[] {
  const treeOf = (field: string, id: number): RuneStyleData | null => {
    const tree = ddragon.runeStyles.find((s) => s.id === id) ?? null;
    if (!tree) add(field, `Rune tree ${id} does not exist`);
    return tree;
  };
  const runeOf = (field: string, id: number): RuneData | null => {
    const rune = ddragon.runes.find((r) => r.id === id) ?? null;
    if (!rune) add(field, `Rune ${id} does not exist`);
    return rune;
  };
  const primaryTree = treeOf('build.runes.primary_style', runes.primary_style);
  let subTree = treeOf('build.runes.sub_style', runes.sub_style);
  if (subTree && subTree.id === runes.primary_style) {
    add('build.runes.sub_style', `Rune tree ${subTree.id} is already the primary tree`);
    subTree = null;
  }
  runes.primary.forEach((id, row) => {
    const field = `build.runes.primary.${row}`;
    const rune = runeOf(field, id);
    if (!rune || !primaryTree) return;
    if (rune.styleId === primaryTree.id && rune.slot === row) return;
    add(
      field,
      row === 0
        ? `Rune ${id} is not a keystone of ${primaryTree.name}`
        : `Rune ${id} is not in row ${row} of ${primaryTree.name}`,
    );
  });
  const secondary = runes.secondary.map((id, i) => runeOf(`build.runes.secondary.${i}`, id));
  if (subTree) checkSecondary(subTree, secondary, add);
  checkShards(ddragon, runes.shards, add);
  const [a, b] = secondary;
  return a && b && b.slot < a.slot ? [b.id, a.id] : [...runes.secondary];
}

function checkSecondary(tree: RuneStyleData, runes: (RuneData | null)[], add: Add): void {
  runes.forEach((rune, i) => {
    if (!rune) return;
    const field = `build.runes.secondary.${i}`;
    if (rune.styleId !== tree.id || rune.slot < 1) {
      add(field, `Rune ${rune.id} is not a minor rune of ${tree.name}`);
      return;
    }
    const first = runes[0];
    if (i === 1 && first && first.styleId === tree.id && first.slot === rune.slot) {
      add(field, `Rune ${rune.id} is in the same row of ${tree.name} as rune ${first.id}`);
    }
  });
}

function checkShards(ddragon: DataDragon, shards: readonly number[], add: Add): void {
  shards.forEach((id, row) => {
    const field = `build.runes.shards.${row}`;
    if (!ddragon.statShards.some((s) => s.id === id)) add(field, `Shard ${id} does not exist`);
    else if (!GUIDE_SHARD_ROWS[row]?.includes(id)) {
      add(field, `Shard ${id} is not in the ${SHARD_ROW_NAMES[row]} row`);
    }
  });
}

/** Two different summoner spells of Summoner's Rift (Data Dragon's `CLASSIC` mode). */
function checkSpells(ddragon: DataDragon, spells: readonly number[], add: Add): void {
  spells.forEach((id, i) => {
    const spell = ddragon.summonerSpell(id);
    const problem = !spell
      ? `Summoner spell ${id} does not exist`
      : !spell.modes.includes('CLASSIC')
        ? `Summoner spell ${id} is not available on Summoner's Rift`
        : spells.indexOf(id) < i
          ? `Summoner spell ${id} is chosen twice`
          : null;
    add(`build.spells.${i}`, problem);
  });
}
