import type { ChampionsMeta } from '@riftscope/contracts';

/** A `GET /api/champions/meta` answer: three patches of Solo/Duo, one of Flex, none of ARAM. */
export function championsMeta(overrides: Partial<ChampionsMeta> = {}): ChampionsMeta {
  return {
    queues: [
      { queue: 420, patches: ['15.23', '15.22', '15.21'] },
      { queue: 440, patches: ['15.23'] },
      { queue: 450, patches: [] },
    ],
    regions: ['euw1', 'kr'],
    brackets: [
      'all',
      'iron_plus',
      'bronze_plus',
      'silver_plus',
      'gold_plus',
      'platinum_plus',
      'emerald_plus',
      'diamond_plus',
      'master_plus',
    ],
    defaults: { queue: 420, tier: 'emerald_plus' },
    min_sample: 10,
    ...overrides,
  };
}
