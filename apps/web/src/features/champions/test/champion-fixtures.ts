import type {
  ChampionPage,
  ChampionRef,
  ChampionRow,
  GameItem,
  Rune,
  TierRole,
} from '@riftscope/contracts';

const CDN = 'https://ddragon.leagueoflegends.com/cdn/15.22.1/img';

/** A tier-list row of a champion in a role, as `GET /api/champions` lists it. */
export function indexRow(
  id: number,
  name: string,
  role: TierRole | '',
  overrides: Partial<ChampionRow> = {},
): ChampionRow {
  return {
    id,
    name,
    image_url: `${CDN}/champion/${name.replace(/\W/g, '')}.png`,
    role,
    score: 45,
    tier: 'A',
    win_rate: 51.2,
    pick_rate: 4.2,
    ban_rate: 1.5,
    games: 420,
    key: name.replace(/\W/g, '').toLowerCase(),
    win_rate_change: null,
    previous_tier: null,
    ...overrides,
  };
}

/** One page of `GET /api/champions` with 100 rows a page. */
export function listPage(rows: ChampionRow[], currentPage = 1, lastPage = 1) {
  return {
    data: rows,
    current_page: currentPage,
    last_page: lastPage,
    per_page: 100,
    total: rows.length + (lastPage - currentPage) * 100,
  };
}

const item = (id: number, name: string): GameItem => ({
  id,
  name,
  image_url: `${CDN}/item/${id}.png`,
});
const rune = (name: string): Rune => ({ name, icon: `perk-images/${name}.png` });
const ref = (id: number, name: string): ChampionRef => ({
  id,
  key: name.toLowerCase(),
  name,
  image_url: `${CDN}/champion/${name}.png`,
});

export const ITEMS = {
  dorans: item(1056, "Doran's Ring"),
  potion: item(2003, 'Health Potion'),
  luden: item(6655, "Luden's Companion"),
  shadowflame: item(4645, 'Shadowflame'),
  rabadon: item(3089, "Rabadon's Deathcap"),
  zhonya: item(3157, "Zhonya's Hourglass"),
  void: item(3135, 'Void Staff'),
  sorc: item(3020, "Sorcerer's Shoes"),
  lucidity: item(3158, 'Ionian Boots of Lucidity'),
};

/** Ahri's page in the middle lane: 1,234 games, 800 with timelines; min sample 10. */
export function championPage(overrides: Partial<ChampionPage> = {}): ChampionPage {
  return {
    champion: ref(103, 'Ahri'),
    role: 'MIDDLE',
    roles: [
      { role: 'MIDDLE', games: 1234 },
      { role: 'SUPPORT', games: 40 },
    ],
    slice: { queue: 420, patch: '15.23', region: null, tier: 'emerald_plus' },
    min_sample: 10,
    stats: {
      games: 1234,
      wins: 646,
      win_rate: 52.35,
      pick_rate: 8.1,
      ban_rate: 3.4,
      score: 55,
      tier: 'S',
    },
    builds: ahriBuilds(),
    runes: ahriRunes(),
    spells: ahriSpells(),
    skill_order: ahriSkillOrders(),
    matchups: [
      { champion: ref(238, 'Zed'), games: 80, win_rate: 45, pick_rate: 6.5 },
      { champion: ref(1, 'Annie'), games: 60, win_rate: 60, pick_rate: 4.9 },
      { champion: ref(7, 'LeBlanc'), games: 40, win_rate: 40, pick_rate: 3.2 },
      { champion: ref(61, 'Orianna'), games: 30, win_rate: 53.3, pick_rate: 2.4 },
      { champion: ref(134, 'Syndra'), games: 5, win_rate: 80, pick_rate: 0.4 },
    ],
    by_length: [
      { from: 0, to: 20, games: 100, win_rate: 48, pick_rate: 8.1 },
      { from: 20, to: 25, games: 300, win_rate: 51, pick_rate: 24.3 },
      { from: 25, to: 30, games: 500, win_rate: 54, pick_rate: 40.5 },
      { from: 30, to: 35, games: 328, win_rate: 53, pick_rate: 26.6 },
      { from: 35, to: null, games: 6, win_rate: 33.3, pick_rate: 0.5 },
    ],
    ...overrides,
  };
}

/** Ahri's item builds, from 800 games with timelines. */
function ahriBuilds(): ChampionPage['builds'] {
  return {
    timeline_games: 800,
    starting: [
      {
        items: [ITEMS.dorans, ITEMS.potion, ITEMS.potion],
        games: 700,
        win_rate: 52.1,
        pick_rate: 87.5,
      },
      { items: [ITEMS.potion], games: 6, win_rate: 50, pick_rate: 0.8 },
    ],
    core: [
      {
        items: [ITEMS.luden, ITEMS.shadowflame, ITEMS.rabadon],
        games: 300,
        win_rate: 55.2,
        pick_rate: 37.5,
      },
      {
        items: [ITEMS.luden, ITEMS.zhonya, ITEMS.rabadon],
        games: 9,
        win_rate: 44.4,
        pick_rate: 1.1,
      },
    ],
    boots: [
      { items: [ITEMS.sorc], games: 900, win_rate: 53, pick_rate: 72.9 },
      { items: [], games: 30, win_rate: 40, pick_rate: 2.4 },
    ],
    situational: [
      { slot: 4, item: ITEMS.zhonya, games: 120, win_rate: 58.3, pick_rate: 15 },
      { slot: 4, item: ITEMS.void, games: 4, win_rate: 75, pick_rate: 0.5 },
      { slot: 5, item: ITEMS.void, games: 60, win_rate: 61.7, pick_rate: 7.5 },
    ],
  };
}

/** Ahri's rune pages: Electrocute's, then Arcane Comet's under the min sample. */
function ahriRunes(): ChampionPage['runes'] {
  return [
    {
      page: {
        primary: {
          tree: rune('Domination'),
          keystone: rune('Electrocute'),
          runes: [rune('Taste of Blood'), rune('Eyeball Collection'), rune('Ultimate Hunter')],
        },
        secondary: {
          tree: rune('Sorcery'),
          runes: [rune('Manaflow Band'), rune('Transcendence')],
        },
        shards: [rune('Adaptive Force'), rune('Adaptive Force'), rune('Health Scaling')],
      },
      games: 600,
      win_rate: 53.5,
      pick_rate: 48.6,
    },
    {
      page: {
        primary: {
          tree: rune('Sorcery'),
          keystone: rune('Arcane Comet'),
          runes: [rune('Manaflow Band'), rune('Transcendence'), rune('Scorch')],
        },
        secondary: {
          tree: rune('Inspiration'),
          runes: [rune('Biscuit Delivery'), rune('Cosmic Insight')],
        },
        shards: [rune('Adaptive Force'), rune('Adaptive Force'), rune('Health Scaling')],
      },
      games: 7,
      win_rate: 57.1,
      pick_rate: 0.6,
    },
  ];
}

/** Ahri's spells: Flash and Ignite, then Flash and Teleport under the min sample. */
function ahriSpells(): ChampionPage['spells'] {
  return [
    {
      spells: [
        { name: 'Flash', image_url: `${CDN}/spell/SummonerFlash.png` },
        { name: 'Ignite', image_url: `${CDN}/spell/SummonerDot.png` },
      ],
      games: 1000,
      win_rate: 52.8,
      pick_rate: 81,
    },
    {
      spells: [
        { name: 'Flash', image_url: `${CDN}/spell/SummonerFlash.png` },
        { name: 'Teleport', image_url: `${CDN}/spell/SummonerTeleport.png` },
      ],
      games: 5,
      win_rate: 40,
      pick_rate: 0.4,
    },
  ];
}

function ahriSkillOrders(): ChampionPage['skill_order'] {
  return [
    { max: ['Q', 'E', 'W'], first: ['Q', 'W', 'E'], games: 500, win_rate: 53.2, pick_rate: 62.5 },
    { max: ['Q', 'W', 'E'], first: ['Q', 'E', 'W'], games: 8, win_rate: 37.5, pick_rate: 1 },
  ];
}

/** A champion page of a slice with no games: zero stats and empty lists, every bucket at zero. */
export function emptyChampionPage(overrides: Partial<ChampionPage> = {}): ChampionPage {
  const page = championPage();
  return {
    ...page,
    roles: [],
    stats: {
      games: 0,
      wins: 0,
      win_rate: null,
      pick_rate: null,
      ban_rate: null,
      score: null,
      tier: null,
    },
    builds: { timeline_games: 0, starting: [], core: [], boots: [], situational: [] },
    runes: [],
    spells: [],
    skill_order: [],
    matchups: [],
    by_length: page.by_length.map((bucket) => ({
      ...bucket,
      games: 0,
      win_rate: null,
      pick_rate: null,
    })),
    ...overrides,
  };
}
