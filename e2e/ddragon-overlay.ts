/**
 * The e2e site's Data Dragon: the repository's snapshot plus a Russian champion.json, so that the
 * browser tests can see game names follow the page's language. The snapshot itself has no ru_RU
 * files (packages/riot-snapshots/ddragon/PROVENANCE.md), and it is kept as it was copied, so the
 * additions go to a folder of their own, made per run.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDataDragon } from '@riftscope/riot/ddragon';
import { DDRAGON_SNAPSHOT_DIR } from '@riftscope/riot-snapshots';

/** The snapshot the site would read without the overlay (apps/server/src/platform/riot.ts). */
export { DDRAGON_SNAPSHOT_DIR };

/**
 * Champions' names in the Russian client, by Data Dragon id. Only names known for certain are
 * here; the other champions keep their English names in ru_RU, as a partial locale file would.
 */
export const RUSSIAN_CHAMPION_NAMES: Readonly<Record<string, string>> = {
  Aatrox: 'Атрокс',
  Ahri: 'Ари',
  Akali: 'Акали',
  Alistar: 'Алистар',
  Amumu: 'Амуму',
  Anivia: 'Анивия',
  Annie: 'Энни',
  Ashe: 'Эш',
  Azir: 'Азир',
  Bard: 'Бард',
  Blitzcrank: 'Блицкранк',
  Brand: 'Брэнд',
  Braum: 'Браум',
  Caitlyn: 'Кейтлин',
  Cassiopeia: 'Кассиопея',
  Chogath: "Чо'Гат",
  Corki: 'Корки',
  Darius: 'Дариус',
  Diana: 'Диана',
  DrMundo: 'Доктор Мундо',
  Draven: 'Дрейвен',
  Ekko: 'Экко',
  Elise: 'Элиза',
  Evelynn: 'Эвелинн',
  Ezreal: 'Эзреал',
  Fiddlesticks: 'Фиддлстикс',
  Fiora: 'Фиора',
  Fizz: 'Физз',
  Galio: 'Галио',
  Gangplank: 'Гангпланк',
  Garen: 'Гарен',
  Gnar: 'Гнар',
  Gragas: 'Грагас',
  Graves: 'Грейвз',
  Hecarim: 'Гекарим',
  Heimerdinger: 'Хеймердингер',
  Irelia: 'Ирелия',
  JarvanIV: 'Джарван IV',
  Janna: 'Жанна',
  Jax: 'Джакс',
  Jayce: 'Джейс',
  Jhin: 'Джин',
  Jinx: 'Джинкс',
  Kalista: 'Калиста',
  Karma: 'Карма',
  Karthus: 'Картус',
  Kassadin: 'Кассадин',
  Katarina: 'Катарина',
  Kayle: 'Кейл',
  Kennen: 'Кеннен',
  Khazix: "Ка'Зикс",
  Kindred: 'Киндред',
  Leblanc: 'Леблан',
  LeeSin: 'Ли Син',
  Leona: 'Леона',
  Lissandra: 'Лиссандра',
  Lucian: 'Люциан',
  Lulu: 'Лулу',
  Lux: 'Люкс',
  Malzahar: 'Мальзахар',
  Maokai: 'Маокай',
  MasterYi: 'Мастер Йи',
  MissFortune: 'Мисс Фортуна',
  Mordekaiser: 'Мордекайзер',
  Morgana: 'Моргана',
  Nami: 'Нами',
  Nasus: 'Насус',
  Nautilus: 'Наутилус',
  Nidalee: 'Нидали',
  Nocturne: 'Ноктюрн',
  Olaf: 'Олаф',
  Orianna: 'Орианна',
  Pantheon: 'Пантеон',
  Poppy: 'Поппи',
  Quinn: 'Квинн',
  Rammus: 'Раммус',
  Renekton: 'Ренектон',
  Rengar: 'Ренгар',
  Riven: 'Ривен',
  Rumble: 'Рамбл',
  Ryze: 'Райз',
  Sejuani: 'Седжуани',
  Shaco: 'Шако',
  Shen: 'Шен',
  Shyvana: 'Шивана',
  Singed: 'Синджед',
  Sion: 'Сион',
  Sivir: 'Сивир',
  Skarner: 'Скарнер',
  Sona: 'Сона',
  Soraka: 'Сорака',
  Swain: 'Свейн',
  Syndra: 'Синдра',
  Talon: 'Талон',
  Teemo: 'Тимо',
  Thresh: 'Треш',
  Tristana: 'Тристана',
  Trundle: 'Трандл',
  Tryndamere: 'Триндамир',
  TwistedFate: 'Твистед Фейт',
  Twitch: 'Твич',
  Udyr: 'Удир',
  Urgot: 'Ургот',
  Varus: 'Варус',
  Vayne: 'Вейн',
  Veigar: 'Вейгар',
  Vi: 'Вай',
  Viktor: 'Виктор',
  Vladimir: 'Владимир',
  Volibear: 'Волибир',
  Warwick: 'Варвик',
  Xerath: 'Ксерат',
  XinZhao: 'Син Чжао',
  Yasuo: 'Ясуо',
  Yorick: 'Йорик',
  Zac: 'Зак',
  Zed: 'Зед',
  Ziggs: 'Зиггс',
  Zilean: 'Зилеан',
  Zyra: 'Зайра',
};

export interface DdragonOverlay {
  /** The folder to give the site as DDRAGON_DIR. */
  dir: string;
  /** The Data Dragon version the site loads from it. */
  version: string;
  /** Russian name by English name, for each champion the ru_RU file renames. */
  russianNames: Record<string, string>;
  remove(): Promise<void>;
}

/**
 * A temporary Data Dragon folder: every entry of `snapshotDir` linked in, and in the version the
 * site loads (the one loadDataDragon picks, as the server does), a ru_RU/champion.json made from
 * that version's English champion.json with RUSSIAN_CHAMPION_NAMES. ru_RU has nothing else, so
 * items, runes and spells fall back to en_US.
 */
export async function createDdragonOverlay(
  snapshotDir = DDRAGON_SNAPSHOT_DIR,
): Promise<DdragonOverlay> {
  if (!existsSync(snapshotDir)) {
    throw new Error(`e2e: no Data Dragon snapshot in ${snapshotDir}; set DDRAGON_DIR to one`);
  }
  const english = await loadDataDragon({ dir: snapshotDir });
  const { version } = english;
  const source = english.sources.champion;
  if (source?.version !== version || source.locale !== 'en_US') {
    throw new Error(`e2e: the snapshot has no ${version}/en_US/champion.json to translate`);
  }

  const dir = await mkdtemp(join(tmpdir(), 'riftscope-e2e-ddragon-'));
  const russianNames: Record<string, string> = {};
  try {
    for (const entry of await readdir(snapshotDir)) {
      if (entry !== version) await symlink(join(snapshotDir, entry), join(dir, entry));
    }
    const versionDir = join(snapshotDir, version);
    await mkdir(join(dir, version, 'ru_RU'), { recursive: true });
    for (const entry of await readdir(versionDir)) {
      if (entry !== 'ru_RU') await symlink(join(versionDir, entry), join(dir, version, entry));
    }

    const file = JSON.parse(await readFile(source.origin, 'utf8')) as {
      data: Record<string, { name: string }>;
    };
    for (const [id, champion] of Object.entries(file.data)) {
      const russian = RUSSIAN_CHAMPION_NAMES[id];
      if (russian === undefined) continue;
      russianNames[champion.name] = russian;
      champion.name = russian;
    }
    await writeFile(join(dir, version, 'ru_RU', 'champion.json'), JSON.stringify(file));
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }

  return {
    dir,
    version,
    russianNames,
    // rm removes the links, never what they point at.
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
