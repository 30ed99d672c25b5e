import { championKeyOf, type GameItem, type NamedImage, type Rune } from '@riftscope/contracts';
import { type DataDragon, queueInfo } from '@riftscope/riot/ddragon';

/** Riot ids → the `{ name, image_url }` objects the API returns, through Data Dragon. */
export function createGameDataMapper(ddragon: DataDragon) {
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
      // Data Dragon's lookup also takes numeric ids; a page is addressed by name only.
      if (/^\d+$/.test(key)) return null;
      return ddragon.champion(key)?.key ?? null;
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
    /** A stable queue key the web app translates ('RANKED_SOLO'); `QUEUE_<id>` when unknown. */
    queueType: (queueId: number): string => queueInfo(queueId)?.key ?? `QUEUE_${queueId}`,
    profileIconUrl: (iconId: number): string => ddragon.profileIconUrl(iconId),
  };
}

export type GameDataMapper = ReturnType<typeof createGameDataMapper>;
