import { queueName } from './queues.ts';
import type {
  ChampionFile,
  ItemFile,
  ProfileIconFile,
  RunesReforgedFile,
  SummonerFile,
} from './schemas.ts';
import { STAT_SHARDS } from './stat-shards.ts';
import {
  type ChampionData,
  type DataDragon,
  DDRAGON_CDN,
  type DdragonFileName,
  type DdragonFileSource,
  type DdragonLocale,
  type ItemData,
  type NamedImage,
  type RuneData,
  type RuneImage,
  type RuneStyleData,
  type StatShardData,
  type SummonerSpellData,
} from './types.ts';

export interface DataDragonFiles {
  champion: ChampionFile;
  item: ItemFile;
  summoner: SummonerFile;
  runesReforged: RunesReforgedFile;
  profileicon: ProfileIconFile | null;
}

export interface BuildDataDragonInput {
  version: string;
  locale: DdragonLocale;
  files: DataDragonFiles;
  sources: Record<DdragonFileName, DdragonFileSource | null>;
  /**
   * Where image URLs point, in Data Dragon's layout below `/cdn` (`{imageBase}/{version}/img/…`
   * and `{imageBase}/img/perk-images/…`); the public CDN's `/cdn` by default.
   */
  imageBase?: string | undefined;
  /** Query parameters every image URL carries (`{ lang: 'ru' }` → `….png?lang=ru`); none by default. */
  imageQuery?: Readonly<Record<string, string>> | undefined;
}

const UNKNOWN_CHAMPION: NamedImage = Object.freeze({ name: 'Unknown champion', image_url: null });
const UNKNOWN_ITEM: NamedImage = Object.freeze({ name: 'Unknown item', image_url: null });
const UNKNOWN_SPELL: NamedImage = Object.freeze({
  name: 'Unknown summoner spell',
  image_url: null,
});
const UNKNOWN_RUNE: RuneImage = Object.freeze({ name: 'Unknown rune', icon: null });
/** Id 0 is an empty slot (no item, no spell, no rune), not an unknown id. */
const EMPTY_IMAGE: NamedImage = Object.freeze({ name: '', image_url: null });
const EMPTY_RUNE: RuneImage = Object.freeze({ name: '', icon: null });

/** Where browsers get the art: the version's image folder, the rune folder, the query. */
interface ImageUrls {
  cdn: string;
  runeCdn: string;
  query: string;
}

/** The champions, found by key or by id in any case, and their images. */
function championLookups(file: ChampionFile, { cdn, query }: ImageUrls) {
  const champions: ChampionData[] = Object.values(file.data).map((c) =>
    Object.freeze({
      key: Number(c.key),
      id: c.id,
      name: c.name,
      title: c.title,
      tags: Object.freeze(c.tags),
      image: c.image.full,
    }),
  );
  const championsByKey = new Map(champions.map((c) => [c.key, c]));
  const championsById = new Map(champions.map((c) => [c.id.toLowerCase(), c]));
  const championImages = new Map(
    champions.map((c): [number, NamedImage] => [
      c.key,
      Object.freeze({ name: c.name, image_url: `${cdn}/champion/${c.image}${query}` }),
    ]),
  );

  function champion(keyOrId: number | string): ChampionData | undefined {
    if (typeof keyOrId === 'number') return championsByKey.get(keyOrId);
    if (/^\d+$/.test(keyOrId)) return championsByKey.get(Number(keyOrId));
    return championsById.get(keyOrId.toLowerCase());
  }
  return {
    champions,
    champion,
    championImage(keyOrId: number | string): NamedImage {
      const c = champion(keyOrId);
      return (c && championImages.get(c.key)) ?? UNKNOWN_CHAMPION;
    },
  };
}

/** The items by id, and their images. */
function itemLookups(file: ItemFile, { cdn, query }: ImageUrls) {
  const items: ItemData[] = Object.entries(file.data).map(([id, it]) =>
    Object.freeze({
      id: Number(id),
      name: it.name,
      gold: Object.freeze({ ...it.gold }),
      tags: Object.freeze(it.tags),
      from: Object.freeze(it.from.map(Number)),
      into: Object.freeze(it.into.map(Number)),
      maps: Object.freeze(it.maps),
      depth: it.depth ?? null,
      image: it.image.full,
      plaintext: it.plaintext ?? '',
    }),
  );
  const itemsById = new Map(items.map((i) => [i.id, i]));
  const itemImages = new Map(
    items.map((i): [number, NamedImage] => [
      i.id,
      Object.freeze({ name: i.name, image_url: `${cdn}/item/${i.id}.png${query}` }),
    ]),
  );
  return {
    items,
    item: (id: number) => itemsById.get(id),
    itemImage(id: number): NamedImage {
      return id === 0 ? EMPTY_IMAGE : (itemImages.get(id) ?? UNKNOWN_ITEM);
    },
  };
}

/** The summoner spells by key, and their images. */
function spellLookups(file: SummonerFile, { cdn, query }: ImageUrls) {
  const summonerSpells: SummonerSpellData[] = Object.values(file.data).map((s) =>
    Object.freeze({
      key: Number(s.key),
      id: s.id,
      name: s.name,
      modes: Object.freeze(s.modes),
      image: s.image.full,
    }),
  );
  const spellsByKey = new Map(summonerSpells.map((s) => [s.key, s]));
  const spellImages = new Map(
    summonerSpells.map((s): [number, NamedImage] => [
      s.key,
      Object.freeze({ name: s.name, image_url: `${cdn}/spell/${s.image}${query}` }),
    ]),
  );
  return {
    summonerSpells,
    summonerSpell: (key: number) => spellsByKey.get(key),
    spellImage(key: number): NamedImage {
      return key === 0 ? EMPTY_IMAGE : (spellImages.get(key) ?? UNKNOWN_SPELL);
    },
  };
}

/** The rune styles and their runes, each rune knowing its style and slot. */
function runeTree(file: RunesReforgedFile) {
  const runeStyles: RuneStyleData[] = [];
  const runes: RuneData[] = [];
  for (const style of file) {
    runeStyles.push(
      Object.freeze({
        id: style.id,
        key: style.key,
        name: style.name,
        icon: style.icon,
        slots: Object.freeze(style.slots.map((s) => Object.freeze(s.runes.map((r) => r.id)))),
      }),
    );
    style.slots.forEach((s, slot) => {
      for (const r of s.runes) {
        runes.push(
          Object.freeze({
            id: r.id,
            key: r.key,
            name: r.name,
            icon: r.icon,
            styleId: style.id,
            slot,
            shortDesc: r.shortDesc ?? '',
          }),
        );
      }
    });
  }
  return { runeStyles, runes };
}

/** Rune styles, runes and stat shards by id, and their images. */
function runeLookups(file: RunesReforgedFile, { runeCdn, query }: ImageUrls) {
  const { runeStyles, runes } = runeTree(file);
  const statShards: readonly StatShardData[] = STAT_SHARDS;
  // Riot's entries go in last, so they win should runesReforged.json ever list a stat shard.
  const runesById = new Map<number, RuneData | RuneStyleData | StatShardData>(
    [...statShards, ...runeStyles, ...runes].map((r) => [r.id, r]),
  );
  const runeImages = new Map(
    [...runesById.values()].map((r): [number, RuneImage] => [
      r.id,
      Object.freeze({ name: r.name, icon: `${runeCdn}/${r.icon}${query}` }),
    ]),
  );
  return {
    runeStyles,
    runes,
    statShards,
    rune: (id: number) => runesById.get(id),
    runeImage(id: number): RuneImage {
      return id === 0 ? EMPTY_RUNE : (runeImages.get(id) ?? UNKNOWN_RUNE);
    },
  };
}

/** Turns parsed Data Dragon files into lookups; every Map is built here, once. */
export function buildDataDragon({
  version,
  locale,
  files,
  sources,
  imageBase = `${DDRAGON_CDN}/cdn`,
  imageQuery = {},
}: BuildDataDragonInput): DataDragon {
  // Image URLs are for browsers, so they name where browsers get art (the public CDN or the
  // server's own proxy), whatever we loaded the data from.
  const params = new URLSearchParams(imageQuery).toString();
  const urls: ImageUrls = {
    cdn: `${imageBase}/${version}/img`,
    runeCdn: `${imageBase}/img`,
    query: params === '' ? '' : `?${params}`,
  };
  const champions = championLookups(files.champion, urls);
  const items = itemLookups(files.item, urls);
  const spells = spellLookups(files.summoner, urls);
  const runes = runeLookups(files.runesReforged, urls);
  const profileIconIds = files.profileicon
    ? new Set(Object.values(files.profileicon.data).map((p) => p.id))
    : null;

  return Object.freeze({
    version,
    locale,
    sources: Object.freeze({ ...sources }),
    profileIconIds,
    champions: Object.freeze(champions.champions),
    items: Object.freeze(items.items),
    summonerSpells: Object.freeze(spells.summonerSpells),
    runeStyles: Object.freeze(runes.runeStyles),
    runes: Object.freeze(runes.runes),
    statShards: runes.statShards,
    champion: champions.champion,
    item: items.item,
    summonerSpell: spells.summonerSpell,
    rune: runes.rune,
    championImage: champions.championImage,
    itemImage: items.itemImage,
    spellImage: spells.spellImage,
    runeImage: runes.runeImage,
    profileIconUrl: (iconId: number) => `${urls.cdn}/profileicon/${iconId}.png${urls.query}`,
    queueName,
  });
}
