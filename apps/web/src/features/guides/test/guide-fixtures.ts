import type { Guide, GuideBuild, GuideSummary, Language } from '@riftscope/contracts';

const TITLES: Record<Language, (id: number) => string> = {
  en: (id) => `Ahri mid guide ${id}`,
  ru: (id) => `Гайд по Ари ${id}`,
  tr: (id) => `Ahri orta rehberi ${id}`,
};

const SLUGS: Record<Language, (id: number) => string> = {
  en: (id) => `ahri-mid-guide-${id}`,
  ru: (id) => `gaid-po-ari-${id}`,
  tr: (id) => `ahri-orta-rehberi-${id}`,
};

/** A published guide as `GET /api/guides` lists it, in `language`. */
export function guideSummary(
  id: number,
  language: Language = 'en',
  overrides: Partial<GuideSummary> = {},
): GuideSummary {
  return {
    id,
    slug: SLUGS[language](id),
    title: TITLES[language](id),
    summary: `Summary of guide ${id}: burst from fog, roam after level six.`,
    champion: { id: 103, key: 'ahri', name: 'Ahri', image_url: '/cdn/champion/Ahri.png' },
    role: 'MIDDLE',
    patch: '15.22',
    difficulty: 'medium',
    author: 'Mod Writer',
    published_at: '2025-05-10T12:00:00.000Z',
    updated_at: '2025-05-10T12:00:00.000Z',
    helpful_count: 4,
    ...overrides,
  };
}

/** One page of the guide list. */
export function guidesPage(items: GuideSummary[], currentPage = 1, lastPage = 1) {
  return {
    data: items,
    current_page: currentPage,
    last_page: lastPage,
    per_page: 12,
    total: items.length + (lastPage - currentPage) * 12,
  };
}

const item = (id: number, name: string) => ({ id, name, image_url: `/cdn/item/${id}.png` });
const rune = (id: number, name: string) => ({ id, name, icon: `/cdn/rune/${id}.png` });

const figures = (games: number, wins: number, sample: number) => ({
  games,
  wins,
  win_rate: (wins / games) * 100,
  win_rate_low: (wins / games) * 100 - 6,
  win_rate_high: (wins / games) * 100 + 6,
  pick_rate: (games / sample) * 100,
  sample,
});

/** A build with figures for every block but the boots, which nobody bought. */
export function guideBuild(overrides: Partial<GuideBuild> = {}): GuideBuild {
  return {
    starting_items: [item(1056, "Doran's Ring"), item(2003, 'Health Potion')],
    core_items: [
      item(6655, "Luden's Companion"),
      item(4645, 'Shadowflame'),
      item(3089, "Rabadon's Deathcap"),
    ],
    boots: item(3020, "Sorcerer's Shoes"),
    situational_items: [item(3157, "Zhonya's Hourglass")],
    runes: {
      primary_style: rune(8100, 'Domination'),
      primary: [
        rune(8112, 'Electrocute'),
        rune(8139, 'Taste of Blood'),
        rune(8140, 'Grisly Mementos'),
        rune(8135, 'Treasure Hunter'),
      ],
      sub_style: rune(8200, 'Sorcery'),
      secondary: [rune(8226, 'Manaflow Band'), rune(8210, 'Transcendence')],
      shards: [rune(5008, 'Adaptive Force'), rune(5008, 'Adaptive Force'), rune(5001, 'Health')],
    },
    spells: [
      { id: 4, name: 'Flash', image_url: '/cdn/spell/4.png' },
      { id: 14, name: 'Ignite', image_url: '/cdn/spell/14.png' },
    ],
    skill_order: 'QWEQQRQEQEREEWW',
    stats: {
      patch: '15.22',
      starting_items: figures(420, 218, 1000),
      core_items: figures(120, 66, 1000),
      boots: null,
      runes: figures(640, 330, 2000),
      spells: figures(1500, 760, 2000),
      skill_order: figures(6, 4, 1000),
    },
    ...overrides,
  };
}

/** A published guide as `GET /api/guides/{slug}` answers it, written in every language. */
export function guide(
  id: number,
  language: Language = 'en',
  overrides: Partial<Guide> = {},
): Guide {
  return {
    ...guideSummary(id, language),
    language,
    body: '<h2>Laning</h2><p>Push the wave, then <a href="/en/champions/ahri">look at the figures</a>.</p>',
    slugs: { en: SLUGS.en(id), ru: SLUGS.ru(id), tr: SLUGS.tr(id) },
    build: guideBuild(),
    marked_helpful: false,
    ...overrides,
  };
}
