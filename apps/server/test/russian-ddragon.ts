import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DdragonFileName, loadDataDragon } from '@riftscope/riot/ddragon';
import { TEST_DDRAGON_DIR } from './test-riot.ts';

/** Russian names of some champions, by Data Dragon id; the others keep their English names. */
export const RUSSIAN_CHAMPIONS: Readonly<Record<string, string>> = {
  Ahri: 'Ари',
  Amumu: 'Амуму',
  Annie: 'Энни',
  Ashe: 'Эш',
  Blitzcrank: 'Блицкранк',
  Caitlyn: 'Кейтлин',
  Darius: 'Дариус',
  Ezreal: 'Эзреал',
  Garen: 'Гарен',
  Graves: 'Грейвз',
  Janna: 'Жанна',
  Jhin: 'Джин',
  Jinx: 'Джинкс',
  Katarina: 'Катарина',
  LeeSin: 'Ли Син',
  Leona: 'Леона',
  Lulu: 'Лулу',
  Lux: 'Люкс',
  Malphite: 'Мальфит',
  MasterYi: 'Мастер Йи',
  MissFortune: 'Мисс Фортуна',
  Morgana: 'Моргана',
  Nautilus: 'Наутилус',
  Orianna: 'Орианна',
  Riven: 'Ривен',
  Sona: 'Сона',
  Soraka: 'Сорака',
  Syndra: 'Синдра',
  Teemo: 'Тимо',
  Thresh: 'Треш',
  Vayne: 'Вейн',
  Yasuo: 'Ясуо',
  Zed: 'Зед',
};

/** Russian names of summoner spells, by Data Dragon id. */
export const RUSSIAN_SPELLS: Readonly<Record<string, string>> = {
  SummonerFlash: 'Скачок',
  // Arena's Flash, named as the game's.
  SummonerCherryFlash: 'Скачок',
  SummonerDot: 'Воспламенение',
  SummonerHeal: 'Исцеление',
  SummonerTeleport: 'Телепорт',
  SummonerSmite: 'Кара',
  SummonerExhaust: 'Изнурение',
  SummonerBarrier: 'Барьер',
  SummonerHaste: 'Призрак',
  SummonerBoost: 'Очищение',
};

/** Russian names of the rune trees and some keystones, by Data Dragon key. */
export const RUSSIAN_RUNES: Readonly<Record<string, string>> = {
  Domination: 'Доминирование',
  Inspiration: 'Вдохновение',
  Precision: 'Точность',
  Resolve: 'Решимость',
  Sorcery: 'Колдовство',
  Electrocute: 'Электрокинез',
  Conqueror: 'Завоеватель',
  LethalTempo: 'Смертельный темп',
  ArcaneComet: 'Магическая комета',
};

export interface RussianDataDragon {
  /** A Data Dragon folder: the tests' en_US files and a partial ru_RU beside them. */
  dir: string;
  version: string;
  remove(): Promise<void>;
}

type Named = { name: string };
type Rune = Named & { key: string };
type RuneTree = Rune & { slots: { runes: Rune[] }[] };

/**
 * A Data Dragon folder of one version, the one the tests load: its en_US files linked from the
 * snapshot, and a ru_RU folder holding champion.json, summoner.json and runesReforged.json
 * derived from them with the Russian names above. ru_RU has no item.json, so items fall back.
 */
export async function writeRussianDataDragon(): Promise<RussianDataDragon> {
  const english = await loadDataDragon({ dir: TEST_DDRAGON_DIR });
  const dir = await mkdtemp(join(tmpdir(), 'riftscope-ddragon-ru-'));
  const en = join(dir, english.version, 'en_US');
  const ru = join(dir, english.version, 'ru_RU');
  await Promise.all([mkdir(en, { recursive: true }), mkdir(ru, { recursive: true })]);
  const origin = (file: DdragonFileName) => {
    const source = english.sources[file];
    if (!source) throw new Error(`the test Data Dragon has no ${file}.json`);
    return source.origin;
  };
  for (const [file, source] of Object.entries(english.sources)) {
    // The snapshot fills gaps from other versions: here every file sits in the one version.
    if (source) await symlink(source.origin, join(en, `${file}.json`));
  }
  const read = async (file: DdragonFileName) => JSON.parse(await readFile(origin(file), 'utf8'));
  const rename = (named: Named, id: string, names: Readonly<Record<string, string>>) => {
    named.name = names[id] ?? named.name;
  };

  const champions = await read('champion');
  for (const [id, champion] of Object.entries<Named>(champions.data)) {
    rename(champion, id, RUSSIAN_CHAMPIONS);
  }
  const spells = await read('summoner');
  for (const [id, spell] of Object.entries<Named>(spells.data)) rename(spell, id, RUSSIAN_SPELLS);
  const trees: RuneTree[] = await read('runesReforged');
  for (const tree of trees) {
    rename(tree, tree.key, RUSSIAN_RUNES);
    for (const rune of tree.slots.flatMap((slot) => slot.runes)) {
      rename(rune, rune.key, RUSSIAN_RUNES);
    }
  }
  await Promise.all([
    writeFile(join(ru, 'champion.json'), JSON.stringify(champions)),
    writeFile(join(ru, 'summoner.json'), JSON.stringify(spells)),
    writeFile(join(ru, 'runesReforged.json'), JSON.stringify(trees)),
  ]);
  return {
    dir,
    version: english.version,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
