import { asPercent, type GuideBuildInput, winRateBounds } from '@riftscope/contracts';
import { type ItemClasses, itemClasses, loadDataDragon } from '@riftscope/riot/ddragon';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DDRAGON_DIR } from '../../../test/test-riot.ts';
import type { FacetTotal } from '../riot-data/champions.repository.ts';
import { createDataVersion } from '../riot-data/data-version.ts';
import { runesValue } from '../riot-data/facets.ts';
import {
  blockStats,
  blockValues,
  createGuideStats,
  type GuideStatsSlice,
  guideStatsRead,
} from './guide-stats.ts';

let items: ItemClasses;
let bootsUpgrade: { id: number; boots: number };
beforeAll(async () => {
  const ddragon = await loadDataDragon({ dir: TEST_DDRAGON_DIR });
  items = itemClasses(ddragon.items);
  const upgrade = ddragon.items.find((i) => items.classOf(i.id) === 'boots-upgrade');
  const boots = upgrade ? items.bootsOf(upgrade.id) : null;
  if (!upgrade || boots === null) throw new Error('the snapshot has no boots upgrade');
  bootsUpgrade = { id: upgrade.id, boots };
});

const DORANS_BLADE = 1055;
const HEALTH_POTION = 2003;
const STEALTH_WARD = 3340;

const build = (overrides: Partial<GuideBuildInput> = {}): GuideBuildInput => ({
  starting_items: [HEALTH_POTION, DORANS_BLADE, HEALTH_POTION],
  core_items: [6672, 3078, 3153],
  boots: 3006,
  situational_items: [3091],
  runes: {
    primary_style: 8000,
    primary: [8010, 9111, 9104, 8299],
    sub_style: 8400,
    secondary: [8444, 8242],
    shards: [5005, 5008, 5011],
  },
  spells: [14, 4],
  skill_order: 'QWEQQRQWQWRWWEE',
  ...overrides,
});

describe('blockValues', () => {
  it("writes each block's choice as the facets write a player's", () => {
    expect(blockValues(build(), items)).toEqual({
      // Ascending, duplicates kept.
      starting_items: `${DORANS_BLADE},${HEALTH_POTION},${HEALTH_POTION}`,
      // In the order completed.
      core_items: '6672,3078,3153',
      boots: '3006',
      runes: '8000:8010,9111,9104,8299|8400:8444,8242|5005,5008,5011',
      // Ascending: Flash on D or F is the same pair.
      spells: '4,14',
      skill_order: 'QWEQQRQWQWRWWEE',
    });
  });

  it("writes the rune page exactly as runesValue writes a match's perks", () => {
    const { runes } = build();
    const perks = {
      statPerks: { offense: 5005, flex: 5008, defense: 5011 },
      styles: [
        {
          description: 'primaryStyle',
          style: runes.primary_style,
          selections: runes.primary.map((perk) => ({ perk, var1: 1, var2: 2, var3: 3 })),
        },
        {
          description: 'subStyle',
          style: runes.sub_style,
          selections: runes.secondary.map((perk) => ({ perk, var1: 0, var2: 0, var3: 0 })),
        },
      ],
    };
    expect(blockValues(build(), items).runes).toBe(runesValue(perks));
  });

  it('leaves trinkets out of the starting items, as the start facet does', () => {
    const values = blockValues(build({ starting_items: [STEALTH_WARD, DORANS_BLADE] }), items);
    expect(values.starting_items).toBe(String(DORANS_BLADE));
  });

  it('has no value for a block left empty', () => {
    const values = blockValues(build({ starting_items: [STEALTH_WARD], boots: null }), items);
    expect(values.starting_items).toBeNull();
    expect(values.boots).toBeNull();
  });

  it('counts upgraded boots as the tier-two boots they are built from', () => {
    expect(blockValues(build({ boots: bootsUpgrade.id }), items).boots).toBe(
      String(bootsUpgrade.boots),
    );
  });
});

describe('guideStatsRead', () => {
  it('asks for every block value and the samples: the timeline row and every length bucket', () => {
    const read = guideStatsRead(blockValues(build({ boots: null }), items));
    expect(read.facets).toEqual([
      'start',
      'core',
      'runes',
      'spells',
      'skill_path',
      'timeline',
      'length',
    ]);
    expect(read.values).toEqual(
      expect.arrayContaining(['6672,3078,3153', '4,14', 'QWEQQRQWQWRWWEE', '', '0', '20', '35']),
    );
  });
});

const total = (facet: string, value: string, games: number, wins: number): FacetTotal => ({
  facet,
  value,
  games,
  wins,
});

const figures = (games: number, wins: number, sample: number) => ({
  games,
  wins,
  win_rate: asPercent(wins / games),
  ...winRateBounds(wins, games),
  pick_rate: asPercent(games / sample),
  sample,
});

describe('blockStats', () => {
  const rows = [
    total('timeline', '', 40, 20),
    total('length', '0', 30, 14),
    total('length', '25', 70, 36),
    total('core', '6672,3078,3153', 10, 7),
    // The same items in another order are another build.
    total('core', '3078,6672,3153', 9, 1),
    total('runes', '8000:8010,9111,9104,8299|8400:8444,8242|5005,5008,5011', 25, 15),
    total('spells', '4,14', 90, 44),
    total('skill_path', 'QWEQQRQWQWRWWEE', 4, 3),
    total('boots', '3006', 12, 6),
  ];

  it("gives each block its exact value's record, out of the timeline games or every game", () => {
    const stats = blockStats(blockValues(build(), items), rows);
    expect(stats.core_items).toEqual(figures(10, 7, 40));
    expect(stats.skill_order).toEqual(figures(4, 3, 40));
    expect(stats.runes).toEqual(figures(25, 15, 100));
    expect(stats.spells).toEqual(figures(90, 44, 100));
    expect(stats.boots).toEqual(figures(12, 6, 100));
  });

  it('gives null to a block nobody played and to an empty block', () => {
    const stats = blockStats(
      blockValues(build({ core_items: [3153, 3078, 6672], boots: null }), items),
      rows,
    );
    expect(stats.core_items).toBeNull();
    expect(stats.starting_items).toBeNull();
    expect(stats.boots).toBeNull();
  });
});

describe('createGuideStats', () => {
  const guide = { championId: 266, role: 'TOP' as const, build: build() };

  it('reads the newest patch of Ranked Solo/Duo, Emerald+ and all regions', async () => {
    const slices: GuideStatsSlice[] = [];
    const stats = createGuideStats({
      read: async (slice) => {
        slices.push(slice);
        return [total('timeline', '', 5, 2), total('core', '6672,3078,3153', 5, 2)];
      },
      patch: async () => '15.22',
      items,
    });
    const answer = await stats.of(guide);
    expect(answer.patch).toBe('15.22');
    expect(answer.core_items).toEqual(figures(5, 2, 5));
    expect(slices).toEqual([
      expect.objectContaining({
        championId: 266,
        role: 'TOP',
        queueId: 420,
        patch: '15.22',
        brackets: ['EMERALD', 'DIAMOND', 'MASTER', 'GRANDMASTER', 'CHALLENGER'],
      }),
    ]);
  });

  it('answers no patch and no figures when the queue has no data, reading nothing', async () => {
    let reads = 0;
    const stats = createGuideStats({
      read: async () => {
        reads += 1;
        return [];
      },
      patch: async () => null,
      items,
    });
    expect(await stats.of(guide)).toEqual({
      patch: null,
      starting_items: null,
      core_items: null,
      boots: null,
      runes: null,
      spells: null,
      skill_order: null,
    });
    expect(reads).toBe(0);
  });

  it('keeps figures until the champion data changes', async () => {
    let reads = 0;
    const data = createDataVersion({ intervalMs: 0 });
    const stats = createGuideStats({
      read: async () => {
        reads += 1;
        return [total('timeline', '', reads, 0)];
      },
      patch: async () => '15.22',
      items,
      data,
    });
    await stats.of(guide);
    await stats.of(guide);
    expect(reads).toBe(1);
    data.changed();
    await stats.of(guide);
    expect(reads).toBe(2);
  });
});
