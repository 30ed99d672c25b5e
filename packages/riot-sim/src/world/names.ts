import type { Rng } from '../random.ts';
import type { PlatformProfile } from './platforms.ts';

const ADJECTIVES = [
  'Silent',
  'Dark',
  'Lucky',
  'Crimson',
  'Frozen',
  'Wild',
  'Lazy',
  'Salty',
  'Tiny',
  'Mad',
  'Swift',
  'Golden',
  'Lost',
  'Hidden',
  'Broken',
  'Happy',
  'Toxic',
  'Sleepy',
  'Iron',
  'Shy',
  'Cosmic',
  'Pale',
  'Grumpy',
  'Ancient',
  'Noble',
  'Rogue',
  'Savage',
  'Quiet',
  'Hyper',
  'Neon',
  'Feral',
  'Velvet',
  'Stormy',
  'Hollow',
  'Royal',
  'Spicy',
  'Chill',
  'Zen',
  'Fuzzy',
  'Jade',
];
const NOUNS = [
  'Wolf',
  'Fox',
  'Dragon',
  'Raven',
  'Tiger',
  'Ghost',
  'Knight',
  'Blade',
  'Storm',
  'Shadow',
  'Panda',
  'Otter',
  'Falcon',
  'Viper',
  'Wizard',
  'Monk',
  'Ronin',
  'Bard',
  'Goblin',
  'Titan',
  'Comet',
  'Lotus',
  'Phoenix',
  'Kraken',
  'Badger',
  'Mango',
  'Pickle',
  'Potato',
  'Noodle',
  'Toast',
  'Penguin',
  'Hamster',
  'Llama',
  'Samurai',
  'Pirate',
  'Ninja',
  'Sniper',
  'Jester',
  'Warden',
  'Moth',
  'Owl',
  'Lynx',
  'Cobra',
  'Bear',
  'Duck',
  'Frog',
  'Cat',
  'Dog',
  'Whale',
  'Yeti',
];
const HANDLES = [
  'xKiller',
  'Zyra',
  'Kappa',
  'Nox',
  'Vex',
  'Lumi',
  'Ryu',
  'Kaze',
  'Echo',
  'Nyx',
  'Axel',
  'Milo',
  'Luna',
  'Rin',
  'Jinxed',
  'Orion',
  'Zephyr',
  'Pixel',
  'Glitch',
  'Byte',
  'Arcane',
  'Mystic',
  'Valor',
  'Onyx',
  'Ember',
  'Frost',
  'Blaze',
  'Sable',
  'Aether',
  'Kairo',
];
const SUFFIXES = ['main', 'gg', 'lol', 'TV', 'ttv', 'x', 'jr', 'OTP', 'god', 'irl'];

const HANGUL = [
  '고양이',
  '호랑이',
  '달빛',
  '바람',
  '검사',
  '장인',
  '정글',
  '미드',
  '탑신',
  '서폿',
  '원딜',
  '전설',
  '불꽃',
  '하늘',
  '별빛',
  '사냥꾼',
  '그림자',
  '용사',
  '초보',
  '고수',
];
const JAPANESE = [
  'ゆうき',
  'さくら',
  'ねこ',
  'シャドウ',
  'ドラゴン',
  '侍',
  '忍者',
  '月',
  '桜',
  '星',
  '夜',
  '猫',
  'ミッド',
  'ジャングル',
  'ちゃん',
  'くん',
  'たま',
  'ハル',
  '空',
  '影',
];
const CYRILLIC = [
  'Тёмный',
  'Лорд',
  'Волк',
  'Котик',
  'Медведь',
  'Снайпер',
  'Призрак',
  'Ледяной',
  'Бродяга',
  'Шаман',
  'Дракон',
  'Царь',
  'Злой',
  'Тихий',
  'Лис',
  'Ворон',
  'Сокол',
  'Гром',
];
const TURKISH = [
  'Kılıç',
  'Şahin',
  'Güçlü',
  'Kurt',
  'Aslan',
  'Yıldız',
  'Çılgın',
  'Gölge',
  'Ateş',
  'Özgür',
  'Kral',
  'Efsane',
  'Büyücü',
  'Kaplan',
  'Şimşek',
  'Karanlık',
  'Doğan',
  'Çakal',
];
const TAG_WORDS = [
  'GOAT',
  'xdd',
  'LUL',
  'EZ',
  'GG',
  'WIN',
  'MID',
  'TOP',
  'ADC',
  'SUP',
  'JGL',
  'UwU',
];

const codePoints = (text: string): number => [...text].length;

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function latinName(rng: Rng): string {
  const pattern = rng.int(0, 8);
  const adjective = rng.pick(ADJECTIVES);
  const noun = rng.pick(NOUNS);
  switch (pattern) {
    case 0:
      return `${adjective} ${noun}`;
    case 1:
      return `${adjective}${noun}`;
    case 2:
      return `${noun}${rng.int(1, 9999)}`;
    case 3:
      return `${rng.pick(HANDLES)} ${rng.pick(SUFFIXES)}`;
    case 4:
      return `xX${noun}Xx`;
    case 5:
      return `${rng.pick(HANDLES)}${rng.int(0, 99)}`;
    case 6:
      return `the ${noun.toLowerCase()} ${rng.pick(['king', 'guy', 'enjoyer', 'slayer', 'fan'])}`;
    case 7:
      return `${capitalize(noun.toLowerCase())}${noun.length < 6 ? noun.slice(-1).repeat(2) : ''}`;
    default:
      return `${rng.pick(['Lil', 'Big', 'Sir', 'Dr', 'Mr', 'Not'])} ${noun}`;
  }
}

function scriptName(rng: Rng, script: PlatformProfile['script']): string {
  switch (script) {
    case 'hangul':
      return rng.chance(0.5)
        ? `${rng.pick(HANGUL)}${rng.pick(HANGUL)}`
        : `${rng.pick(HANGUL)} ${rng.pick(HANGUL)}${rng.chance(0.3) ? rng.int(1, 99) : ''}`;
    case 'japanese':
      return `${rng.pick(JAPANESE)}${rng.pick(JAPANESE)}${rng.chance(0.3) ? rng.int(1, 99) : ''}`;
    case 'cyrillic':
      return rng.chance(0.5)
        ? `${rng.pick(CYRILLIC)} ${rng.pick(CYRILLIC)}`
        : `${rng.pick(CYRILLIC)}${rng.int(1, 999)}`;
    case 'turkish':
      return rng.chance(0.5)
        ? `${rng.pick(TURKISH)} ${rng.pick(TURKISH)}`
        : `${rng.pick(TURKISH)}${rng.int(1, 99)}`;
    default:
      return latinName(rng);
  }
}

const UNICODE_SHARE: Record<PlatformProfile['script'], number> = {
  latin: 0,
  hangul: 0.5,
  japanese: 0.4,
  cyrillic: 0.35,
  turkish: 0.3,
};

/** A plausible game name of 3–16 characters (code points) for a platform. */
export function gameNameFor(rng: Rng, profile: PlatformProfile): string {
  for (;;) {
    const name = rng.chance(UNICODE_SHARE[profile.script])
      ? scriptName(rng, profile.script)
      : latinName(rng);
    const length = codePoints(name);
    if (length >= 3 && length <= 16) return name;
  }
}

/** A tag line of 3–5 characters, often the platform's default. */
export function tagLineFor(rng: Rng, profile: PlatformProfile): string {
  const roll = rng.next();
  if (roll < 0.55) return profile.defaultTagLine;
  if (roll < 0.8) return String(rng.int(100, 99_999));
  if (roll < 0.92) return rng.pick(TAG_WORDS).padEnd(3, String(rng.int(0, 9)));
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let tag = '';
  const length = rng.int(3, 5);
  for (let i = 0; i < length; i++) tag += alphabet.charAt(rng.int(0, alphabet.length - 1));
  return tag;
}

const PUUID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A 78-character base64url-like PUUID, as Riot's encrypted ones look. */
export function puuidFor(rng: Rng): string {
  let out = '';
  for (let i = 0; i < 78; i++) out += PUUID_ALPHABET.charAt(Math.floor(rng.next() * 64));
  return out;
}
