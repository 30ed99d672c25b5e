import type { AdminGuide, GuideCatalog } from '@riftscope/contracts';

const icon = (path: string) => `/cdn/ddragon/img/${path}.png`;
const pick = (id: number, name: string, folder = 'item') => ({
  id,
  name,
  image_url: icon(`${folder}/${id}`),
});
const rune = (id: number, name: string) => ({ id, name, icon: icon(`perk/${id}`) });

/** The build pickers' catalog as `GET /api/admin/guides/catalog` sends it: a few of each. */
export function guideCatalog(overrides: Partial<GuideCatalog> = {}): GuideCatalog {
  return {
    patch: '15.22',
    champions: [
      { ...pick(103, 'Ahri', 'champion'), key: 'ahri' },
      { ...pick(22, 'Ashe', 'champion'), key: 'ashe' },
      { ...pick(238, 'Zed', 'champion'), key: 'zed' },
    ],
    items: {
      starting: [
        pick(1055, "Doran's Blade"),
        pick(2003, 'Health Potion'),
        pick(1056, "Doran's Ring"),
      ],
      legendary: [
        pick(3031, 'Infinity Edge'),
        pick(6672, 'Kraken Slayer'),
        pick(3046, 'Phantom Dancer'),
        pick(3036, "Lord Dominik's Regards"),
        pick(3089, "Rabadon's Deathcap"),
      ],
      boots: [pick(3006, "Berserker's Greaves"), pick(3020, "Sorcerer's Shoes")],
    },
    runes: [
      {
        ...rune(8000, 'Precision'),
        slots: [
          [rune(8005, 'Press the Attack'), rune(8008, 'Lethal Tempo'), rune(8010, 'Conqueror')],
          [rune(9101, 'Absorb Life'), rune(9111, 'Triumph'), rune(8009, 'Presence of Mind')],
          [
            rune(9104, 'Legend: Alacrity'),
            rune(9105, 'Legend: Haste'),
            rune(9103, 'Legend: Bloodline'),
          ],
          [rune(8014, 'Coup de Grace'), rune(8017, 'Cut Down'), rune(8299, 'Last Stand')],
        ],
      },
      {
        ...rune(8100, 'Domination'),
        slots: [
          [rune(8112, 'Electrocute'), rune(8128, 'Dark Harvest'), rune(9923, 'Hail of Blades')],
          [rune(8126, 'Cheap Shot'), rune(8139, 'Taste of Blood'), rune(8143, 'Sudden Impact')],
          [rune(8137, 'Sixth Sense'), rune(8140, 'Grisly Mementos'), rune(8141, 'Deep Ward')],
          [
            rune(8135, 'Treasure Hunter'),
            rune(8105, 'Relentless Hunter'),
            rune(8106, 'Ultimate Hunter'),
          ],
        ],
      },
    ],
    shards: [
      [rune(5008, 'Adaptive Force'), rune(5005, 'Attack Speed'), rune(5007, 'Ability Haste')],
      [rune(5008, 'Adaptive Force'), rune(5010, 'Move Speed'), rune(5001, 'Health Scaling')],
      [rune(5011, 'Health'), rune(5013, 'Tenacity and Slow Resist'), rune(5001, 'Health Scaling')],
    ],
    spells: [
      pick(4, 'Flash', 'spell'),
      pick(14, 'Ignite', 'spell'),
      pick(7, 'Heal', 'spell'),
      pick(12, 'Teleport', 'spell'),
    ],
    ...overrides,
  };
}

/** A complete build by id: Ashe's usual one in the catalog above. */
export const SAMPLE_BUILD: AdminGuide['build'] = {
  starting_items: [1055, 2003],
  core_items: [6672, 3031, 3046],
  boots: 3006,
  situational_items: [3036],
  runes: {
    primary_style: 8000,
    primary: [8008, 9111, 9104, 8014],
    sub_style: 8100,
    secondary: [8139, 8135],
    shards: [5005, 5008, 5011],
  },
  spells: [4, 7],
  skill_order: 'WQEWWRWQWQRQQEE',
};

/** A guide as the admin guides routes send it: an administrator's draft in English. */
export function adminGuide(id: number, overrides: Partial<AdminGuide> = {}): AdminGuide {
  return {
    id,
    status: 'draft',
    champion: { id: 22, key: 'ashe', name: 'Ashe', image_url: icon('champion/22') },
    role: 'CARRY',
    patch: '15.22',
    difficulty: 'easy',
    author: { id: 1, name: 'Head Admin' },
    languages: ['en'],
    translations: {
      en: {
        title: `Ashe guide ${id}`,
        summary: 'Kite, slow and never stop shooting.',
        body: '<p>Frost arrows first.</p>',
        slug: `ashe-guide-${id}`,
      },
    },
    build: SAMPLE_BUILD,
    helpful_count: 0,
    created_at: '2025-05-08T12:00:00.000Z',
    updated_at: '2025-05-10T12:00:00.000Z',
    published_at: null,
    can_edit: true,
    ...overrides,
  };
}

/** One page of the admin guides list, with its metadata under `meta`. */
export function adminGuidesPage(guides: AdminGuide[], currentPage = 1, lastPage = 1) {
  return {
    data: guides,
    meta: {
      current_page: currentPage,
      last_page: lastPage,
      per_page: 10,
      total: guides.length + (lastPage - currentPage) * 10,
    },
  };
}

/** A moderator as `/api/me` sends them. */
export const MODERATOR = {
  id: 5,
  name: 'Lane Warden',
  email: 'warden@example.com',
  role: 'mod',
  plan: 'free',
  avatar: null,
  language: 'en',
} as const;
