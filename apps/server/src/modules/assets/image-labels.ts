import type { DataDragon } from '@riftscope/riot/ddragon';
import type { DdragonImage } from './ddragon-paths.ts';
import type { PlaceholderInput } from './placeholder.ts';

/** Width and height in px of Data Dragon's images, by kind. */
const SIZES = { champion: 120, item: 64, spell: 64, profileicon: 128, perk: 64 } as const;

/**
 * What a placeholder for each image says: the thing's name from Data Dragon when the file is one
 * it knows (a champion or spell by its image file, an item by its id, a rune by its icon path,
 * a profile icon by its number), else the file's base name; built once per Data Dragon.
 */
export function createImageLabels(ddragon: DataDragon) {
  const champions = new Map(ddragon.champions.map((c) => [c.image, c.name]));
  const spells = new Map(ddragon.summonerSpells.map((s) => [s.image, s.name]));
  const runes = new Map(
    [...ddragon.statShards, ...ddragon.runeStyles, ...ddragon.runes].map((r) => [r.icon, r.name]),
  );

  function labelOf(image: DdragonImage, baseName: string): string | undefined {
    switch (image.kind) {
      case 'champion':
        return champions.get(image.file);
      case 'spell':
        return spells.get(image.file);
      case 'item':
        return ddragon.item(Number(baseName))?.name;
      case 'profileicon':
        return baseName;
      case 'perk':
        return runes.get(['perk-images', ...image.path, image.file].join('/'));
    }
  }

  return (image: DdragonImage): PlaceholderInput => {
    const baseName = image.file.slice(0, image.file.lastIndexOf('.'));
    return {
      label: labelOf(image, baseName) || baseName,
      seed: baseName,
      size: SIZES[image.kind],
      shape: image.kind === 'perk' ? 'round' : 'square',
    };
  };
}

export type ImageLabels = ReturnType<typeof createImageLabels>;
