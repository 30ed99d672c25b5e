import { join } from 'node:path';
import { DDRAGON_IMAGE_PATH, LANGUAGES, type Language } from '@riftscope/contracts';
import {
  createRiotClient,
  type RateLimitStore,
  type RiotClient,
  type RiotLogger,
} from '@riftscope/riot';
import {
  type DataDragon,
  type DdragonFileName,
  type DdragonLocale,
  type LoadDataDragonOptions,
  loadDataDragon,
} from '@riftscope/riot/ddragon';
import type { RiotSim } from '@riftscope/riot-sim';
import { DDRAGON_SNAPSHOT_DIR } from '@riftscope/riot-snapshots';
import { type Config, RIOT_API_URL } from './config.ts';

/** Data Dragon once per interface language. */
export interface DataDragons {
  /** en_US: the simulator, item classes and image labels read it. */
  ddragon: DataDragon;
  /**
   * The game's names in each language. A language whose locale is not loaded, or has no file of
   * its own, shares the en_US instance, so that nothing is held twice.
   */
  ddragonByLanguage: Readonly<Record<Language, DataDragon>>;
}

/** Everything the server needs to talk about Riot data. */
export interface RiotDeps extends DataDragons {
  client: RiotClient;
  /** The in-process simulator, when neither a Riot API key nor a base URL is configured. */
  sim: RiotSim | null;
  close(): Promise<void>;
}

/**
 * The Data Dragon folder in use: DDRAGON_DIR; else, when the Riot API asked is a simulator (the
 * offline demo's, or one at RIOT_API_BASE_URL), the repository's snapshot
 * (@riftscope/riot-snapshots), whose game data the simulator plays with; else none, and Data
 * Dragon comes from its CDN, current with Riot's.
 */
export function configuredDataDragonDir(config: Config): string | undefined {
  if (config.riot.ddragonDir) return config.riot.ddragonDir;
  const asksSimulator = config.riot.isSimulatorInProcess || config.riot.baseUrl !== RIOT_API_URL;
  return asksSimulator ? DDRAGON_SNAPSHOT_DIR : undefined;
}

/**
 * Where answers' image URLs point: the server's own image proxy, on ASSET_BASE_URL's origin when
 * a CDN stands in front of it, so browsers never load art from Riot's CDN.
 */
export function configuredImageBase(config: Config): string {
  return `${config.assets.baseUrl ?? ''}${DDRAGON_IMAGE_PATH}`;
}

/** The Data Dragon locale each interface language reads its game names from. */
export const DDRAGON_LOCALE_OF: Readonly<Record<Language, DdragonLocale>> = {
  en: 'en_US',
  ru: 'ru_RU',
  tr: 'tr_TR',
};

/**
 * The query a locale's image URLs carry: the language reading it (`{ lang: 'ru' }`), by which the
 * image proxy labels a placeholder with the names the answer gave.
 */
function imageQueryOf(locale: DdragonLocale): { lang: Language } | undefined {
  const language = LANGUAGES.find((l) => DDRAGON_LOCALE_OF[l] === locale);
  return language && { lang: language };
}

/** Where start-up facts about Data Dragon go. */
export interface DataDragonLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

const configuredSource = (config: Config) => ({
  dir: configuredDataDragonDir(config),
  cacheDir: join(config.dataDir, 'ddragon'),
  version: config.riot.ddragonVersion,
  imageBase: configuredImageBase(config),
});

/** Data Dragon in en_US as configured: DDRAGON_DIR, the snapshot beside the repository, or the CDN. */
export function loadConfiguredDataDragon(config: Config): Promise<DataDragon> {
  return loadDataDragon(configuredSource(config));
}

/** Data Dragon in every configured locale (DDRAGON_LOCALES), from the configured source. */
export function loadConfiguredDataDragons(
  config: Config,
  log: DataDragonLog,
): Promise<DataDragons> {
  return loadDataDragons({ ...configuredSource(config), locales: config.riot.ddragonLocales }, log);
}

/**
 * Loads Data Dragon once per locale in `locales` that an interface language reads, at once, and
 * logs which files of each fell back to en_US. en_US is always loaded. The image URLs of another
 * language's Data Dragon name that language (`?lang=ru`), so that the image proxy labels a
 * placeholder with the names the answer gave; a language sharing the en_US instance keeps plain
 * URLs, its names being English anyway.
 */
export async function loadDataDragons(
  options: Omit<LoadDataDragonOptions, 'locale' | 'imageQuery'> & { locales: readonly string[] },
  log: DataDragonLog,
): Promise<DataDragons> {
  const { locales: configured, ...source } = options;
  const read = new Set<string>(Object.values(DDRAGON_LOCALE_OF));
  const unread = configured.filter((locale) => !read.has(locale));
  if (unread.length > 0) {
    log.warn({ locales: unread }, 'ddragon locales no interface language reads; not loaded');
  }
  const others = [...new Set(Object.values(DDRAGON_LOCALE_OF))].filter(
    (locale) => locale !== 'en_US' && configured.includes(locale),
  );
  const [english, ...localised] = await Promise.all([
    loadDataDragon({ ...source, locale: 'en_US' }),
    ...others.map((locale) =>
      loadDataDragon({ ...source, locale, imageQuery: imageQueryOf(locale) }),
    ),
  ]);
  if (!english) throw new Error('en_US was not loaded');
  const byLocale = new Map<DdragonLocale, DataDragon>([['en_US', english]]);
  for (const ddragon of localised) {
    const fellBack = (Object.keys(ddragon.sources) as DdragonFileName[]).filter((file) => {
      const from = ddragon.sources[file];
      return from !== null && from.locale !== ddragon.locale;
    });
    const hasOwnFile = Object.values(ddragon.sources).some(
      (from) => from !== null && from.locale === ddragon.locale,
    );
    log.info(
      { locale: ddragon.locale, version: ddragon.version, fellBack },
      'ddragon locale loaded',
    );
    byLocale.set(ddragon.locale, hasOwnFile ? ddragon : english);
  }
  const ddragonByLanguage = Object.fromEntries(
    LANGUAGES.map((language) => [language, byLocale.get(DDRAGON_LOCALE_OF[language]) ?? english]),
  ) as Record<Language, DataDragon>;
  return { ddragon: english, ddragonByLanguage };
}

/**
 * Loads Data Dragon in each configured locale and builds the Riot client: against
 * RIOT_API_BASE_URL (Riot's API by default) with RIOT_API_KEY, or with the simulator's key when
 * only the base URL is given (a simulator started on its own), otherwise against the simulator
 * started in this process (the offline demo). `store` holds the rate-limit budget (in memory unless given: Redis shares it
 * between processes); `maxWaitMs` is how long a call may wait for budget and retries.
 */
export async function createRiotDeps(
  config: Config,
  log: RiotLogger & DataDragonLog,
  options: { store?: RateLimitStore; maxWaitMs?: number } = {},
): Promise<RiotDeps> {
  const { ddragon, ddragonByLanguage } = await loadConfiguredDataDragons(config, log);
  // The simulator's package is loaded only when it is used: with a Riot API key it never is.
  const sim = config.riot.isSimulatorInProcess
    ? await (await import('@riftscope/riot-sim')).createRiotSim({
        dataDragon: ddragon,
        seed: config.sim.seed,
        players: config.sim.players,
        replayDir: config.sim.replayDir,
      })
    : null;
  const client = createRiotClient({
    apiKey: config.riot.apiKey ?? (await import('@riftscope/riot-sim')).DEFAULT_API_KEY,
    baseUrl: sim ? sim.baseUrlTemplate : config.riot.baseUrl,
    log,
    ...options,
  });
  return {
    client,
    ddragon,
    ddragonByLanguage,
    sim,
    close: async () => {
      await sim?.close();
    },
  };
}
