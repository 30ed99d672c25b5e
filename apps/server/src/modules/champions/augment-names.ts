import { LANGUAGES, type Language } from '@riftscope/contracts';
import { type ArenaAugments as LoadedAugments, loadArenaAugments } from '@riftscope/riot/cdragon';
import type { Config } from '../../platform/config.ts';
import { DDRAGON_LOCALE_OF } from '../../platform/riot.ts';
import type { AugmentNames } from './arena-answers.ts';

/** Where the loading of augment names reports. */
interface AugmentLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Augment names that are loading or loaded: none until Community Dragon's files are read. */
export interface AugmentNamesSource extends AugmentNames {
  /** Settles once the names are loaded, or known not to be. */
  ready: Promise<void>;
}

/**
 * Arena's augment names from Community Dragon (config.riot.cdragonUrl), loaded in the background
 * at start-up in every interface language's locale and cached under DATA_DIR/cdragon for a day;
 * until they are, or when Community Dragon is not asked or cannot answer, augments have no name
 * (the pages show their ids) and a warning says why. Icons are not given: Community Dragon's art
 * is not served from our origin.
 */
export function startAugmentNames(config: Config, log: AugmentLog): AugmentNamesSource {
  let loaded: LoadedAugments | null = null;
  const baseUrl = config.riot.cdragonUrl;
  const ready =
    baseUrl === null
      ? Promise.resolve(log.info({}, 'arena augments: Community Dragon not asked, shown by id'))
      : loadArenaAugments({
          locales: LANGUAGES.map((language) => DDRAGON_LOCALE_OF[language]),
          baseUrl,
          cacheDir: config.dataDir,
          warn: (message) => log.warn({}, message),
        }).then(
          (augments) => {
            loaded = augments;
            log.info(
              { origins: augments.origins, augments: augments.ids().length },
              'arena augments loaded',
            );
          },
          (error: unknown) => log.warn({ err: error }, 'arena augments not loaded; shown by id'),
        );
  return {
    ready,
    ref(id: number, lang: Language) {
      const augment = loaded?.get(id, DDRAGON_LOCALE_OF[lang]) ?? null;
      return { id, name: augment?.name ?? null, icon_url: null };
    },
    hasNames: () => (loaded?.ids().length ?? 0) > 0,
    knows: (id: number) => loaded?.get(id, 'en_US') != null,
  };
}
