import {
  championKeyOf,
  FALLBACK_LANGUAGE,
  type GameItem,
  type InventoryItem,
  LANGUAGES,
  type Language,
  type NamedImage,
  type Rune,
} from '@riftscope/contracts';
import { type DataDragon, queueInfo } from '@riftscope/riot/ddragon';

/** Riot ids → the `{ name, image_url }` objects the API returns, through Data Dragon. */
export function createGameDataMapper(ddragon: DataDragon) {
  // Data Dragon's lookup also takes numeric ids; a page is addressed by name only.
  const championDataOfKey = (key: string) =>
    /^\d+$/.test(key) ? undefined : ddragon.champion(key);
  return {
    /** A champion by id; Riot's own name is kept when Data Dragon does not know the champion yet. */
    champion(championId: number, fallbackName: string): NamedImage {
      const image = ddragon.championImage(championId);
      return image.image_url ? image : { name: fallbackName, image_url: null };
    },
    /** The champion page's key of a champion (its Data Dragon id, lower-cased); null when unknown. */
    championKey(championId: number): string | null {
      const champion = ddragon.champion(championId);
      return champion ? championKeyOf(champion.id) : null;
    },
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
