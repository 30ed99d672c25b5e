import type { z } from 'zod';
import { buildDataDragon } from './data-dragon.ts';
import { unavailable } from './errors.ts';
import {
  ChampionFileSchema,
  ItemFileSchema,
  ProfileIconFileSchema,
  RunesReforgedFileSchema,
  SummonerFileSchema,
} from './schemas.ts';
import { type DdragonSource, openCdnSource, openDirSource, type RawFile } from './sources.ts';
import {
  type DataDragon,
  DDRAGON_CDN,
  type DdragonFileName,
  type DdragonFileSource,
  type LoadDataDragonOptions,
} from './types.ts';

const DEFAULT_TIMEOUT_MS = 15_000;
const LOCALE_PATTERN = /^[a-z]{2}_[A-Z]{2}$/;

/**
 * Loads champion, item, summoner spell, rune and profile icon data from `options.dir`, else from
 * the CDN through the on-disk cache; throws DataDragonUnavailableError when neither works.
 */
export async function loadDataDragon(options: LoadDataDragonOptions = {}): Promise<DataDragon> {
  const locale = options.locale ?? 'en_US';
  // The locale becomes part of a path, so it is checked even though the type narrows it.
  if (!LOCALE_PATTERN.test(locale)) throw unavailable(`"${locale}" is not a Data Dragon locale.`);

  const source: DdragonSource = options.dir
    ? await openDirSource(options.dir, options.version, locale)
    : await openCdnSource({
        baseUrl: options.cdnBaseUrl ?? DDRAGON_CDN,
        cacheDir: options.cacheDir || undefined,
        pinnedVersion: options.version,
        locale,
        fetch: options.fetch ?? fetch,
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      });

  const [champion, item, summoner, runesReforged, profileicon] = await Promise.all([
    source.read('champion', false),
    source.read('item', false),
    source.read('summoner', false),
    source.read('runesReforged', false),
    source.read('profileicon', true),
  ]);

  return buildDataDragon({
    version: source.version,
    locale,
    imageBase: options.imageBase,
    imageQuery: options.imageQuery,
    files: {
      champion: parseFile('champion', ChampionFileSchema, required(champion)),
      item: parseFile('item', ItemFileSchema, required(item)),
      summoner: parseFile('summoner', SummonerFileSchema, required(summoner)),
      runesReforged: parseFile('runesReforged', RunesReforgedFileSchema, required(runesReforged)),
      profileicon: profileicon && parseFile('profileicon', ProfileIconFileSchema, profileicon),
    },
    sources: {
      champion: sourceOf(champion),
      item: sourceOf(item),
      summoner: sourceOf(summoner),
      runesReforged: sourceOf(runesReforged),
      profileicon: sourceOf(profileicon),
    },
  });
}

function required(file: RawFile | null): RawFile {
  // Sources throw for a missing required file; this only narrows the type.
  if (file === null) throw new Error('a required Data Dragon file was not read');
  return file;
}

function sourceOf(file: RawFile | null): DdragonFileSource | null {
  return file && { version: file.version, locale: file.locale, origin: file.origin };
}

function parseFile<S extends z.ZodType>(
  name: DdragonFileName,
  schema: S,
  file: RawFile,
): z.output<S> {
  const parsed = schema.safeParse(file.json);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
  throw unavailable(
    `Data Dragon file ${name}.json (${file.origin}) is not in the expected shape: ${issues}.`,
  );
}
