import { augmentIconPath, LANGUAGES, type Language } from '@riftscope/contracts';
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
  /**
   * The augment's icon as a path under Community Dragon's `latest/game/`, or null when the data
   * does not know it or gives it none: what the image proxy fetches for `augmentIconPath(id)`.
   */
  iconPath(id: number): string | null;
}

/**
 * Arena's augment names from Community Dragon (config.riot.cdragonUrl), loaded in the background
 * at start-up in every interface language's locale and cached under DATA_DIR/cdragon for a day;
 * until they are, or when Community Dragon is not asked or cannot answer, augments have no name
 * (the pages show their ids) and a warning says why. An augment whose data gives an icon has an
 * `icon_url` on our own origin (`/cdn/cdragon/augments/{id}.png`, on ASSET_BASE_URL's when set),
 * served by the image proxy (modules/assets); with `?lang=` in another language than English,
 * as Data Dragon's art URLs carry it, so that a placeholder is labelled in that language.
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
  const iconPath = (id: number) => loaded?.get(id, 'en_US')?.icon ?? null;
  const iconUrl = (id: number, lang: Language) =>
    `${config.assets.baseUrl ?? ''}${augmentIconPath(id)}${lang === 'en' ? '' : `?lang=${lang}`}`;
  return {
    ready,
    iconPath,
    ref(id: number, lang: Language) {
      const augment = loaded?.get(id, DDRAGON_LOCALE_OF[lang]) ?? null;
      const icon_url = iconPath(id) === null ? null : iconUrl(id, lang);
      return { id, name: augment?.name ?? null, icon_url };
    },
    hasNames: () => (loaded?.ids().length ?? 0) > 0,
    knows: (id: number) => loaded?.get(id, 'en_US') != null,
  };
}
