import { LANGUAGES, type Language } from '@riftscope/contracts';
import type { DataDragon } from '@riftscope/riot/ddragon';
import type { DdragonImage } from './ddragon-paths.ts';
import type { PlaceholderInput } from './placeholder.ts';

/** Width and height in px of Data Dragon's images, by kind. */
const SIZES = { champion: 120, item: 64, spell: 64, profileicon: 128, perk: 64 } as const;

/** What a placeholder says for an image, in a language: the thing's name, its colour, its size. */
export type ImageLabels = (image: DdragonImage, language: Language) => PlaceholderInput;

/**
 * What a placeholder for each image says, in the asked language: the thing's name from that
 * language's Data Dragon when the file is one it knows (a champion or spell by its image file,
 * an item by its id, a rune by its icon path), else the file's base name. The colour comes from
 * the file, so a thing keeps it in every language. A profile icon has no name worth reading (its
 * number would pass for a level): it is drawn as a silhouette. `perLanguage` is riot.ts'
 * `ddragonByLanguage`.
 */
export function createImageLabels(
  perLanguage: Readonly<Record<Language, DataDragon>>,
): ImageLabels {
  // Languages that share a Data Dragon (one with no files of its own) share its names too.
  const built = new Map<DataDragon, Names>();
  const names = Object.fromEntries(
    LANGUAGES.map((language) => {
      const source = perLanguage[language];
      const found = built.get(source) ?? namesOf(source);
      built.set(source, found);
      return [language, found];
    }),
  ) as Record<Language, Names>;

  return (image, language) => {
    const baseName = image.file.slice(0, image.file.lastIndexOf('.'));
    const base = { seed: baseName, size: SIZES[image.kind] };
    if (image.kind === 'profileicon') {
      return { ...base, label: `Profile icon ${baseName}`, shape: 'square', figure: 'silhouette' };
    }
    return {
      ...base,
      label: names[language](image, baseName) || baseName,
      shape: image.kind === 'perk' ? 'round' : 'square',
    };
  };
}

/** The name of an image that one Data Dragon knows, else undefined. */
type Names = (image: DdragonImage, baseName: string) => string | undefined;

/** The names one Data Dragon gives the images it knows, built once per Data Dragon. */
function namesOf(ddragon: DataDragon): Names {
  const champions = new Map(ddragon.champions.map((c) => [c.image, c.name]));
  const spells = new Map(ddragon.summonerSpells.map((s) => [s.image, s.name]));
  const runes = new Map(
    [...ddragon.statShards, ...ddragon.runeStyles, ...ddragon.runes].map((r) => [r.icon, r.name]),
  );
  return (image, baseName) => {
    switch (image.kind) {
      case 'champion':
        return champions.get(image.file);
      case 'spell':
        return spells.get(image.file);
      case 'item':
        return ddragon.item(Number(baseName))?.name;
      case 'profileicon':
        return undefined;
      case 'perk':
        return runes.get(['perk-images', ...image.path, image.file].join('/'));
    }
  };
}
