import type { MatchupPage } from '@riftscope/contracts';

const champion = (id: number, key: string, name: string) => ({
  id,
  key,
  name,
  image_url: `/cdn/ddragon/img/champion/${name}.png`,
});

const item = (id: number, name: string) => ({
  id,
  name,
  image_url: `/cdn/ddragon/img/item/${id}.png`,
});
const rune = (name: string) => ({ name, icon: null });

const sample = (games: number, winRate: number, pick: number, best = false) => ({
  games,
  win_rate: winRate,
  win_rate_low: winRate - 10,
  win_rate_high: winRate + 10,
  pick_rate: pick,
  best,
});

/** Ahri against Zed in the middle lane: 40 games, lanes from 24 timelines. */
export function matchupPage(overrides: Partial<MatchupPage> = {}): MatchupPage {
  return {
    champion: champion(103, 'ahri', 'Ahri'),
    enemy: champion(238, 'zed', 'Zed'),
    role: 'MIDDLE',
    roles: [{ role: 'MIDDLE', games: 40 }],
    slice: { queue: 420, patch: '15.22', region: null, tier: 'emerald_plus' },
    min_sample: 10,
    stats: { games: 40, wins: 22, win_rate: 55, win_rate_low: 39.8, win_rate_high: 69.3 },
    lane: { games: 24, gold_diff: 312, cs_diff: -4.5, xp_diff: 0 },
    timeline_games: 30,
    core_builds: [
      {
        items: [
          item(6655, "Luden's Companion"),
          item(4645, 'Shadowflame'),
          item(3089, "Rabadon's Deathcap"),
        ],
        ...sample(18, 61.1, 60, true),
      },
      {
        items: [
          item(6655, "Luden's Companion"),
          item(3157, "Zhonya's Hourglass"),
          item(4645, 'Shadowflame'),
        ],
        ...sample(8, 50, 26.67),
      },
    ],
    runes: [
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
        ...sample(25, 52, 62.5, true),
      },
    ],
    spells: [
      {
        spells: [
          { name: 'Ignite', image_url: null },
          { name: 'Flash', image_url: null },
        ],
        ...sample(9, 66.67, 22.5),
      },
    ],
    ...overrides,
  };
}

/** A matchup never played in the slice. */
export const emptyMatchupPage = (): MatchupPage =>
  matchupPage({
    role: '',
    roles: [],
    stats: { games: 0, wins: 0, win_rate: null, win_rate_low: null, win_rate_high: null },
    lane: { games: 0, gold_diff: null, cs_diff: null, xp_diff: null },
    timeline_games: 0,
    core_builds: [],
    runes: [],
    spells: [],
  });
