import { type DataDragon, loadDataDragon } from '@riftscope/riot/ddragon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RussianDataDragon, writeRussianDataDragon } from '../../../test/russian-ddragon.ts';
import { parseDdragonImagePath } from './ddragon-paths.ts';
import { createImageLabels } from './image-labels.ts';

let russian: RussianDataDragon;
let en: DataDragon;
let ru: DataDragon;
beforeAll(async () => {
  russian = await writeRussianDataDragon();
  [en, ru] = await Promise.all([
    loadDataDragon({ dir: russian.dir }),
    loadDataDragon({ dir: russian.dir, locale: 'ru_RU' }),
  ]);
});
afterAll(() => russian?.remove());

function image(path: string) {
  const parsed = parseDdragonImagePath(`/cdn/ddragon/${path}`, new Set([russian.version]));
  if (parsed === null) throw new Error(`${path} was refused`);
  return parsed;
}

describe('createImageLabels', () => {
  it("names each image in the asked language's Data Dragon", () => {
    const labels = createImageLabels({ en, ru, tr: en });
    const champion = image(`${russian.version}/img/champion/MissFortune.png`);
    expect(labels(champion, 'ru')).toEqual({
      label: 'Мисс Фортуна',
      seed: 'MissFortune',
      size: 120,
      shape: 'square',
    });
    expect(labels(champion, 'en').label).toBe('Miss Fortune');
    expect(labels(champion, 'tr').label).toBe('Miss Fortune');
    expect(labels(image(`${russian.version}/img/spell/SummonerFlash.png`), 'ru').label).toBe(
      'Скачок',
    );
    const electrocute = image('img/perk-images/Styles/Domination/Electrocute/Electrocute.png');
    expect(labels(electrocute, 'ru')).toMatchObject({ label: 'Электрокинез', shape: 'round' });
    expect(labels(electrocute, 'en').label).toBe('Electrocute');
  });

  it('keeps the colour of a thing the same in every language', () => {
    const labels = createImageLabels({ en, ru, tr: en });
    const champion = image(`${russian.version}/img/champion/MissFortune.png`);
    expect(labels(champion, 'ru').seed).toBe(labels(champion, 'en').seed);
  });

  it('names what a language has no file for as its Data Dragon does: items in English', () => {
    const labels = createImageLabels({ en, ru, tr: en });
    expect(labels(image(`${russian.version}/img/item/3031.png`), 'ru').label).toBe('Infinity Edge');
  });

  it('names every image in the one language of a single Data Dragon', () => {
    const labels = createImageLabels({ en, ru: en, tr: en });
    const champion = image(`${russian.version}/img/champion/MissFortune.png`);
    expect(labels(champion, 'ru').label).toBe('Miss Fortune');
    expect(labels(champion, 'en').label).toBe('Miss Fortune');
  });

  it('draws a profile icon as a silhouette named by its number, whatever the language', () => {
    const labels = createImageLabels({ en, ru, tr: en });
    const icon = image(`${russian.version}/img/profileicon/27.png`);
    const expected = { label: 'Profile icon 27', seed: '27', size: 128, figure: 'silhouette' };
    expect(labels(icon, 'en')).toMatchObject(expected);
    expect(labels(icon, 'ru')).toMatchObject(expected);
  });

  it('names an augment’s icon by its name in the asked language, else by its id', () => {
    const names: Record<string, string> = { 'ru:87': 'Танковый движок', 'en:87': 'Tank Engine' };
    const labels = createImageLabels(
      { en, ru, tr: en },
      (id, lang) => names[`${lang}:${id}`] ?? null,
    );
    const icon = (id: number) =>
      ({ kind: 'augment', id, icon: `assets/ux/cherry/augments/icons/a${id}.png` }) as const;
    expect(labels(icon(87), 'ru')).toEqual({
      label: 'Танковый движок',
      seed: 'augment 87',
      size: 64,
      shape: 'round',
    });
    expect(labels(icon(87), 'en').label).toBe('Tank Engine');
    expect(labels(icon(87), 'ru').seed).toBe(labels(icon(87), 'en').seed);
    expect(labels(icon(5), 'en').label).toBe('Augment 5');
    expect(createImageLabels({ en, ru, tr: en })(icon(87), 'ru').label).toBe('Augment 87');
  });

  it("falls back to the file's name for a file Data Dragon does not know", () => {
    const labels = createImageLabels({ en, ru, tr: en });
    expect(labels(image(`${russian.version}/img/champion/NotAChampion.png`), 'ru').label).toBe(
      'NotAChampion',
    );
  });
});
