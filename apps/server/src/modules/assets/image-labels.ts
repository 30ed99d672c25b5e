import { LANGUAGES, type Language } from '@riftscope/contracts';
import type { DataDragon } from '@riftscope/riot/ddragon';
import type { AugmentImage } from './cdragon-paths.ts';
import type { DdragonImage } from './ddragon-paths.ts';
import type { PlaceholderInput } from './placeholder.ts';

/** Width and height in px of Data Dragon's images, by kind. */
const SIZES = { champion: 120, item: 64, spell: 64, profileicon: 128, perk: 64 } as const;
/** An augment's placeholder: round, as the icons are; small, as the pages draw them. */
const AUGMENT_SIZE = 64;

/** What a placeholder says for an image, in a language: the thing's name, its colour, its size. */
export type ImageLabels = (image: DdragonImage, language: Language) => PlaceholderInput;

/** An Arena augment's name in a language (Community Dragon's), or null when none is loaded. */
export type AugmentName = (id: number, language: Language) => string | null;

/**
 * What a placeholder for each image says, in the asked language: the thing's name from that
 * language's Data Dragon when the file is one it knows (a champion or spell by its image file,
 * an item by its id, a rune by its icon path), else the file's base name. The colour comes from
 * the file, so a thing keeps it in every language. A profile icon has no name worth reading (its
 * number would pass for a level): it is drawn as a silhouette. `perLanguage` is riot.ts'
 * `ddragonByLanguage`; an augment's icon is named by `augmentName`, else by its id.
 */
export function createImageLabels(
  perLanguage: Readonly<Record<Language, DataDragon>>,
  augmentName: AugmentName = () => null,
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
    if (image.kind === 'augment') return augmentLabel(image, augmentName(image.id, language));
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

/** An augment's placeholder: its name, else its id as the pages show it ("Augment 87"). */
function augmentLabel(image: AugmentImage, name: string | null): PlaceholderInput {
  // The colour follows the augment, not the language.
  const seed = `augment ${image.id}`;
  return { label: name ?? `Augment ${image.id}`, seed, size: AUGMENT_SIZE, shape: 'round' };
}

/** The name of a Data Dragon image that one Data Dragon knows, else undefined. */
type Names = (image: Exclude<DdragonImage, AugmentImage>, baseName: string) => string | undefined;

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
