import type {
  ChampionPage,
  ChampionRef,
  ChampionRow,
  GameItem,
  GuideSummary,
  Rune,
  TierRole,
} from '@riftscope/contracts';
import { winRateBounds } from '@riftscope/contracts';

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
    ...winRateBounds(215, 420),
    pick_rate: 4.2,
    ban_rate: 1.5,
    games: 420,
    key: name.replace(/\W/g, '').toLowerCase(),
    win_rate_change: null,
    previous_tier: null,
    counters: [],
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

/** An entry's games, win rate (wins rounded from it), its 95 % interval and share of its sample. */
export function sample(games: number, winRate: number, pickRate: number) {
  return {
    games,
    win_rate: winRate,
    ...winRateBounds(Math.round((games * winRate) / 100), games),
    pick_rate: pickRate,
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
      ...winRateBounds(646, 1234),
      pick_rate: 8.1,
      ban_rate: 3.4,
      score: 55,
      tier: 'S',
    },
    builds: ahriBuilds(),
    runes: ahriRunes(),
    spells: ahriSpells(),
    skill_order: ahriSkillOrders(),
    core_builds: ahriCoreBuilds(),
    skill_paths: ahriSkillPaths(),
    synergy: ahriSynergy(),
    enemies: null,
    matchups: [
      { champion: ref(238, 'Zed'), ...sample(80, 45, 6.5) },
      { champion: ref(1, 'Annie'), ...sample(60, 60, 4.9) },
      { champion: ref(7, 'LeBlanc'), ...sample(40, 40, 3.2) },
      { champion: ref(61, 'Orianna'), ...sample(30, 53.3, 2.4) },
      { champion: ref(134, 'Syndra'), ...sample(5, 80, 0.4) },
    ],
    by_length: [
      { from: 0, to: 20, ...sample(100, 48, 8.1) },
      { from: 20, to: 25, ...sample(300, 51, 24.3) },
      { from: 25, to: 30, ...sample(500, 54, 40.5) },
      { from: 30, to: 35, ...sample(328, 53, 26.6) },
      { from: 35, to: null, ...sample(6, 33.3, 0.5) },
    ],
    trend: ahriTrend(),
    ...overrides,
  };
}

/** Ahri in the middle lane on the four patches up to the page's, oldest first. */
function ahriTrend(): ChampionPage['trend'] {
  return [
    { patch: '15.20', ...sample(980, 49.8, 6.9) },
    { patch: '15.21', ...sample(8, 50, 0.1) },
    { patch: '15.22', ...sample(1190, 51.2, 7.9) },
    { patch: '15.23', ...sample(1234, 52.35, 8.1) },
  ];
}

/** Ahri's item builds, from 800 games with timelines. */
function ahriBuilds(): ChampionPage['builds'] {
  return {
    timeline_games: 800,
    starting: [
      {
        items: [ITEMS.dorans, ITEMS.potion, ITEMS.potion],
        ...sample(700, 52.1, 87.5),
      },
      { items: [ITEMS.potion], ...sample(6, 50, 0.8) },
    ],
    core: [
      {
        items: [ITEMS.luden, ITEMS.shadowflame, ITEMS.rabadon],
        ...sample(300, 55.2, 37.5),
      },
      {
        items: [ITEMS.luden, ITEMS.zhonya, ITEMS.rabadon],
        ...sample(9, 44.4, 1.1),
      },
    ],
    boots: [
      { items: [ITEMS.sorc], ...sample(900, 53, 72.9) },
      { items: [], ...sample(30, 40, 2.4) },
    ],
    situational: [
      { slot: 4, item: ITEMS.zhonya, ...sample(120, 58.3, 15) },
      { slot: 4, item: ITEMS.void, ...sample(4, 75, 0.5) },
      { slot: 5, item: ITEMS.void, ...sample(60, 61.7, 7.5) },
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
      ...sample(600, 53.5, 48.6),
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
      ...sample(7, 57.1, 0.6),
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
      ...sample(1000, 52.8, 81),
    },
    {
      spells: [
        { name: 'Flash', image_url: `${CDN}/spell/SummonerFlash.png` },
        { name: 'Teleport', image_url: `${CDN}/spell/SummonerTeleport.png` },
      ],
      ...sample(5, 40, 0.4),
    },
  ];
}

function ahriSkillOrders(): ChampionPage['skill_order'] {
  return [
    { max: ['Q', 'E', 'W'], first: ['Q', 'W', 'E'], ...sample(500, 53.2, 62.5) },
    { max: ['Q', 'W', 'E'], first: ['Q', 'E', 'W'], ...sample(8, 37.5, 1) },
  ];
}

/**
 * Ahri's core builds from the 800 games with timelines: Luden's, Shadowflame and Rabadon's with
 * its boots and situational items, then two more, the last under the min sample.
 */
function ahriCoreBuilds(): ChampionPage['core_builds'] {
  return [
    {
      items: [ITEMS.luden, ITEMS.shadowflame, ITEMS.rabadon],
      ...sample(300, 55.2, 37.5),
      boots: [
        { items: [ITEMS.sorc], ...sample(240, 56.3, 80) },
        { items: [], ...sample(12, 41.7, 4) },
      ],
      situational: [
        { slot: 4, item: ITEMS.zhonya, ...sample(90, 58.9, 30) },
        { slot: 5, item: ITEMS.void, ...sample(40, 62.5, 13.3) },
      ],
    },
    {
      items: [ITEMS.luden, ITEMS.zhonya, ITEMS.shadowflame],
      ...sample(120, 50.8, 15),
      boots: [{ items: [ITEMS.lucidity], ...sample(70, 51.4, 58.3) }],
      situational: [{ slot: 4, item: ITEMS.rabadon, ...sample(50, 54, 41.7) }],
    },
    {
      items: [ITEMS.luden, ITEMS.zhonya, ITEMS.rabadon],
      ...sample(9, 44.4, 1.1),
      boots: [],
      situational: [],
    },
  ];
}

/** Ahri's most taken skill path, 500 games, 40 of which reached level 18; then one more. */
function ahriSkillPaths(): ChampionPage['skill_paths'] {
  return [
    {
      path: ['Q', 'W', 'E', 'Q', 'Q', 'R', 'Q', 'E', 'Q', 'E', 'R', 'E', 'E', 'W', 'W'],
      ...sample(500, 53.2, 62.5),
      to_18: { path: ['R', 'W', 'W'], ...sample(40, 60, 100) },
    },
    {
      path: ['Q', 'E', 'W', 'Q', 'Q', 'R', 'Q', 'W', 'Q', 'W', 'R', 'W', 'W', 'E', 'E'],
      ...sample(60, 45, 7.5),
      to_18: null,
    },
  ];
}

/** Ahri's junglers: 14 met, Sejuani best, Nidalee worst; one under the min sample listed last. */
function ahriSynergy(): ChampionPage['synergy'] {
  return [
    {
      role: 'JUNGLE',
      partners: 14,
      games: 1200,
      best: [
        { champion: ref(113, 'Sejuani'), ...sample(90, 61.1, 7.5) },
        { champion: ref(64, 'LeeSin'), ...sample(150, 56, 12.5) },
      ],
      worst: [{ champion: ref(76, 'Nidalee'), ...sample(50, 38, 4.2) }],
    },
  ];
}

/** Ahri's page in ARAM: no role, no lanes; 30 enemy champions met, Sona best, Ziggs hardest. */
export function ahriAramPage(): ChampionPage {
  const page = championPage();
  return {
    ...page,
    role: '',
    roles: [{ role: '', games: 400 }],
    slice: { queue: 450, patch: '15.23', region: null, tier: 'all' },
    stats: { ...page.stats, games: 400, wins: 212, ban_rate: null },
    synergy: [],
    matchups: [],
    enemies: {
      champions: 30,
      best: [
        { champion: ref(37, 'Sona'), ...sample(60, 65, 15) },
        { champion: ref(22, 'Ashe'), ...sample(45, 60, 11.3) },
      ],
      worst: [{ champion: ref(115, 'Ziggs'), ...sample(70, 37.1, 17.5) }],
    },
  };
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
      win_rate_low: null,
      win_rate_high: null,
      pick_rate: null,
      ban_rate: null,
      score: null,
      tier: null,
    },
    builds: { timeline_games: 0, starting: [], core: [], boots: [], situational: [] },
    runes: [],
    spells: [],
    skill_order: [],
    core_builds: [],
    skill_paths: [],
    synergy: [],
    enemies: null,
    matchups: [],
    by_length: page.by_length.map((bucket) => ({
      ...bucket,
      games: 0,
      win_rate: null,
      win_rate_low: null,
      win_rate_high: null,
      pick_rate: null,
    })),
    trend: page.trend.map(({ patch }) => ({
      patch,
      games: 0,
      win_rate: null,
      win_rate_low: null,
      win_rate_high: null,
      pick_rate: null,
    })),
    ...overrides,
  };
}

/** A published guide for Ahri in the middle lane, as `GET /api/guides` lists it. */
export function ahriGuide(id: number, overrides: Partial<GuideSummary> = {}): GuideSummary {
  return {
    id,
    slug: `ahri-mid-guide-${id}`,
    title: `Ahri mid guide ${id}`,
    summary: 'Burst from fog.',
    champion: { id: 103, key: 'ahri', name: 'Ahri', image_url: null },
    role: 'MIDDLE',
    patch: '15.22',
    difficulty: 'medium',
    author: 'Mod Writer',
    published_at: '2025-05-10T12:00:00.000Z',
    updated_at: '2025-05-10T12:00:00.000Z',
    helpful_count: 3,
    ...overrides,
  };
}

/** The champion page's Guides answer: `guides` of `total` published ones. */
export function guidesOf(guides: GuideSummary[], total = guides.length) {
  return { data: guides, current_page: 1, last_page: 1, per_page: 3, total };
}
