/** Data Dragon locales the site uses; a missing locale falls back to en_US. */
export type DdragonLocale = 'en_US' | 'ru_RU' | 'tr_TR';

export const DDRAGON_CDN = 'https://ddragon.leagueoflegends.com';

/** The Data Dragon files we read, by base name (`<name>.json`). */
export type DdragonFileName = 'champion' | 'item' | 'summoner' | 'runesReforged' | 'profileicon';

/** Where one file was read from; a partial mirror can mix versions and locales. */
export interface DdragonFileSource {
  version: string;
  locale: string;
  /** The file path or URL it was read from (a cache path when served from the cache). */
  origin: string;
}

export interface ChampionData {
  /** Riot's numeric champion id, `key` in champion.json (266 for Aatrox). */
  key: number;
  /** The name-like id, `id` in champion.json ('Aatrox', 'MonkeyKing'). */
  id: string;
  name: string;
  title: string;
  /** Class tags: Fighter, Tank, Mage, Assassin, Marksman, Support. */
  tags: readonly string[];
  /** Image file name ('Aatrox.png'). */
  image: string;
}

export interface ItemData {
  id: number;
  name: string;
  gold: { base: number; total: number; sell: number; purchasable: boolean };
  tags: readonly string[];
  /** Item ids this builds from and into. */
  from: readonly number[];
  into: readonly number[];
  /** Map id → available on that map. */
  maps: Readonly<Record<string, boolean>>;
  depth: number | null;
  image: string;
  /** Data Dragon's one-line description, plain text; '' when the file has none. */
  plaintext: string;
}

export interface SummonerSpellData {
  /** Numeric id as match-v5 reports it (4 for Flash). */
  key: number;
  /** 'SummonerFlash'. */
  id: string;
  name: string;
  /** Game modes it is available in (CLASSIC, ARAM, …). */
  modes: readonly string[];
  image: string;
}

export interface RuneStyleData {
  id: number;
  key: string;
  name: string;
  /** Path under /cdn/img/ ('perk-images/Styles/7200_Domination.png'). */
  icon: string;
  /** Rune ids per slot; slot 0 holds the keystones. */
  slots: readonly (readonly number[])[];
}

export interface RuneData {
  id: number;
  key: string;
  name: string;
  icon: string;
  styleId: number;
  slot: number;
  /** Riot's one-line description with its markup; '' when the file has none. */
  shortDesc: string;
}

/** A stat shard; runesReforged.json does not list them, so they carry names of our own. */
export interface StatShardData {
  id: number;
  name: string;
  icon: string;
}

/** The `{ name, image_url }` pair the API returns; image_url is null for an unknown id. */
export interface NamedImage {
  name: string;
  image_url: string | null;
}

export interface RuneImage {
  name: string;
  icon: string | null;
}

/** Static game data for one version and locale, with id → name and image URL resolution. */
export interface DataDragon {
  /** The chosen version; every image URL uses it, even for files taken from another version. */
  version: string;
  /** The requested locale; `sources` tells which files fell back to en_US. */
  locale: DdragonLocale;
  /** Where each file came from; null for profileicon when no source has it. */
  sources: Readonly<Record<DdragonFileName, DdragonFileSource | null>>;
  /** Icon ids listed by profileicon.json, or null without it (URLs are built from the id anyway). */
  profileIconIds: ReadonlySet<number> | null;
  champions: readonly ChampionData[];
  items: readonly ItemData[];
  summonerSpells: readonly SummonerSpellData[];
  runeStyles: readonly RuneStyleData[];
  runes: readonly RuneData[];
  statShards: readonly StatShardData[];
  /** By numeric key (266) or id ('Aatrox'), case-insensitive for the id. */
  champion(keyOrId: number | string): ChampionData | undefined;
  item(id: number): ItemData | undefined;
  summonerSpell(key: number): SummonerSpellData | undefined;
  /** A rune, a rune style or a stat shard. */
  rune(id: number): RuneData | RuneStyleData | StatShardData | undefined;
  championImage(keyOrId: number | string): NamedImage;
  itemImage(id: number): NamedImage;
  spellImage(key: number): NamedImage;
  runeImage(id: number): RuneImage;
  profileIconUrl(iconId: number): string;
  /** 'Ranked Solo/Duo' for 420; an unknown id gives a readable fallback ('Queue 3130'). */
  queueName(queueId: number): string;
}

export interface LoadDataDragonOptions {
  /** A local snapshot laid out as `<version>/<locale>/<file>.json`; without it the CDN is used. */
  dir?: string | undefined;
  /** Where CDN downloads are cached (`<DATA_DIR>/ddragon`). */
  cacheDir?: string | undefined;
  /** CDN origin, for tests against a local server. Defaults to DDRAGON_CDN. */
  cdnBaseUrl?: string | undefined;
  /** Pin a version; default: the newest the source offers. */
  version?: string | undefined;
  locale?: DdragonLocale | undefined;
  fetch?: typeof fetch | undefined;
  /** Per-request CDN timeout; default 15 000 ms. */
  timeoutMs?: number | undefined;
  /**
   * Where image URLs point, in Data Dragon's layout below `/cdn` (e.g. `/cdn/ddragon` for the
   * server's own image proxy); default `${DDRAGON_CDN}/cdn`, the public CDN.
   */
  imageBase?: string | undefined;
  /**
   * Query parameters every image URL carries, e.g. `{ lang: 'ru' }` for the server's proxy to
   * label a placeholder in the answer's language; none by default.
   */
  imageQuery?: Readonly<Record<string, string>> | undefined;
}
