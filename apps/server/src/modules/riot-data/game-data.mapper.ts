import {
  type ChampionRef,
  COUNTED_ITEM_CLASSES,
  championKeyOf,
  FALLBACK_LANGUAGE,
  type GameItem,
  type InventoryItem,
  LANGUAGES,
  type Language,
  type NamedImage,
  type Rune,
  type RuneRef,
  stripHtml,
} from '@riftscope/contracts';
import {
  type DataDragon,
  type ItemClass,
  type ItemData,
  itemClasses,
  queueInfo,
} from '@riftscope/riot/ddragon';

/** Riot ids → the `{ name, image_url }` objects the API returns, through Data Dragon. */
/** A rune tree with its runes row by row, row 0 the keystones. */
export interface RuneTree extends RuneRef {
  slots: RuneRef[][];
}

/** A rune with its tree, row and plain-text description. */
export interface RuneInfo extends RuneRef {
  slot: number;
  tree: RuneRef;
  description: string;
}

/**
 * The trees in the order the game's rune editor shows them: Precision, Domination, Sorcery,
 * Resolve, Inspiration (runesReforged.json lists them otherwise); a tree it does not name after
 * them, in the file's order.
 */
const GAME_TREE_ORDER = [8000, 8100, 8200, 8400, 8300];
const treeRank = (id: number) => {
  const rank = GAME_TREE_ORDER.indexOf(id);
  return rank === -1 ? GAME_TREE_ORDER.length : rank;
};
const inGameOrder = (a: { id: number }, b: { id: number }) => treeRank(a.id) - treeRank(b.id);

/** The rune pages' lookups: the trees with their runes, and one rune with its tree and row. */
function runeLookups(ddragon: DataDragon) {
  const runeRefOf = (id: number): RuneRef => ({ id, ...ddragon.runeImage(id) });
  return {
    /**
     * The rune trees in the game's order, each with its runes row by row (row 0 the keystones),
     * named in the mapper's language.
     */
    runeTrees(): RuneTree[] {
      return [...ddragon.runeStyles].sort(inGameOrder).map((style) => ({
        ...runeRefOf(style.id),
        slots: style.slots.map((ids) => ids.map(runeRefOf)),
      }));
    },
    /**
     * A rune of runesReforged.json (not a tree or a stat shard) with its tree, row and one-line
     * description as plain text; null for any other id.
     */
    runeInfo(runeId: number): RuneInfo | null {
      const rune = ddragon.runes.find((r) => r.id === runeId);
      if (!rune) return null;
      return {
        ...runeRefOf(rune.id),
        slot: rune.slot,
        tree: runeRefOf(rune.styleId),
        description: stripHtml(rune.shortDesc),
      };
    },
  };
}

/** An item with what it is to a build, its price and its one-line description. */
export interface ItemInfo extends NamedImage {
  id: number;
  class: ItemClass;
  gold: number;
  description: string;
  /** A boots upgrade's tier-two boots, which a build counts it as; null otherwise. */
  counted_as: (NamedImage & { id: number }) | null;
}

/** The item pages' lookups: one item with its class, and the items that have figures. */
function itemLookups(ddragon: DataDragon) {
  const classes = itemClasses(ddragon.items);
  const image = (id: number) => ({ id, ...ddragon.itemImage(id) });
  const infoOf = (item: ItemData): ItemInfo => {
    const itemClass = classes.classOf(item.id);
    const boots = itemClass === 'boots-upgrade' ? classes.bootsOf(item.id) : null;
    return {
      ...image(item.id),
      class: itemClass,
      gold: item.gold.total,
      description: item.plaintext,
      counted_as: boots === null ? null : image(boots),
    };
  };
  return {
    itemClasses: classes,
    /** An item of Data Dragon; null for an id it does not list. */
    itemInfo(itemId: number): ItemInfo | null {
      const item = ddragon.item(itemId);
      return item ? infoOf(item) : null;
    },
    /** The items with figures (legendary items and tier-two boots), in Data Dragon's order. */
    countedItems(): ItemInfo[] {
      return ddragon.items
        .filter((item) =>
          (COUNTED_ITEM_CLASSES as readonly string[]).includes(classes.classOf(item.id)),
        )
        .map(infoOf);
    },
  };
}

export function createGameDataMapper(ddragon: DataDragon) {
  // Every known champion's reference, built once: a whole tier list names each many times.
  const championRefs = new Map(
    ddragon.champions.map((c): [number, ChampionRef] => {
      const { name, image_url } = ddragon.championImage(c.key);
      return [c.key, Object.freeze({ id: c.key, key: championKeyOf(c.id), name, image_url })];
    }),
  );
  const championKey = (championId: number): string | null =>
    championRefs.get(championId)?.key ?? null;
  // Data Dragon's lookup also takes numeric ids; a page is addressed by name only.
  const championDataOfKey = (key: string) =>
    /^\d+$/.test(key) ? undefined : ddragon.champion(key);
  return {
    /** A champion by id; Riot's own name is kept when Data Dragon does not know the champion yet. */
    champion(championId: number, fallbackName: string): NamedImage {
      const image = ddragon.championImage(championId);
      return image.image_url ? image : { name: fallbackName, image_url: null };
    },
    /** A champion as lists name it: id, page key, name and image (Riot's id as name when unknown). */
    championRef(championId: number): ChampionRef {
      return (
        championRefs.get(championId) ?? {
          id: championId,
          key: null,
          name: `Champion ${championId}`,
          image_url: null,
        }
      );
    },
    /** The champion page's key of a champion (its Data Dragon id, lower-cased); null when unknown. */
    championKey,
    /** The champion a page key names, in any case; null when Data Dragon has no such id. */
    championIdOfKey(key: string): number | null {
      return championDataOfKey(key)?.key ?? null;
    },
    /** The champion a page key names, with its own key and its name; null when unknown. */
    championOfKey(key: string): { id: number; key: string; name: string } | null {
      const champion = championDataOfKey(key);
      return champion
        ? { id: champion.key, key: championKeyOf(champion.id), name: champion.name }
        : null;
    },
    /** Every champion page's key, in alphabetical order. */
    championKeys(): string[] {
      return ddragon.champions.map((c) => championKeyOf(c.id)).sort();
    },
    spell: (spellId: number): NamedImage => ddragon.spellImage(spellId),
    rune(runeId: number): Rune {
      const rune = ddragon.runeImage(runeId);
      return { name: rune.name, icon: rune.icon };
    },
    ...runeLookups(ddragon),
    ...itemLookups(ddragon),
    /** The filled item slots, in order. */
    items(itemIds: readonly number[]): GameItem[] {
      return itemIds.filter((id) => id > 0).map((id) => ({ id, ...ddragon.itemImage(id) }));
    },
    /** A player's end-of-game inventory (item0…item6, 0 empty): the filled slots, each with its slot. */
    inventory(itemIds: readonly number[]): InventoryItem[] {
      return itemIds.flatMap((id, slot) =>
        id > 0 ? [{ id, ...ddragon.itemImage(id), slot }] : [],
      );
    },
    /** A stable queue key the web app translates ('RANKED_SOLO'); `QUEUE_<id>` when unknown. */
    queueType: (queueId: number): string => queueInfo(queueId)?.key ?? `QUEUE_${queueId}`,
    profileIconUrl: (iconId: number): string => ddragon.profileIconUrl(iconId),
  };
}

export type GameDataMapper = ReturnType<typeof createGameDataMapper>;

/** The game's names in each interface language: one mapper per language, built once. */
export interface GameDataCatalog {
  /** The mapper whose names are in `language` (en_US's where that locale has no file). */
  in(language: Language): GameDataMapper;
}

/** A catalog over one Data Dragon per language; languages sharing an instance share a mapper. */
export function createGameDataCatalog(
  ddragonByLanguage: Readonly<Record<Language, DataDragon>>,
): GameDataCatalog {
  const mappers = new Map<DataDragon, GameDataMapper>();
  const byLanguage = new Map<Language, GameDataMapper>();
  for (const language of LANGUAGES) {
    const ddragon = ddragonByLanguage[language];
    let mapper = mappers.get(ddragon);
    if (!mapper) {
      mapper = createGameDataMapper(ddragon);
      mappers.set(ddragon, mapper);
    }
    byLanguage.set(language, mapper);
  }
  return {
    in: (language) =>
      byLanguage.get(language) ?? (byLanguage.get(FALLBACK_LANGUAGE) as GameDataMapper),
  };
}

/** A catalog with the same names in every language: tests and tools with one Data Dragon. */
export function singleLanguageCatalog(ddragon: DataDragon): GameDataCatalog {
  const mapper = createGameDataMapper(ddragon);
  return { in: () => mapper };
}
