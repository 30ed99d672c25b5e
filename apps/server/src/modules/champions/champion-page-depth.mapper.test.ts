import {
  CHAMPION_PAGE_MIN_SAMPLE,
  type ChampionRef,
  SYNERGY_LIST_MAX,
  wilsonInterval,
} from '@riftscope/contracts';
import { loadDataDragon } from '@riftscope/riot/ddragon';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DDRAGON_DIR } from '../../../test/test-riot.ts';
import type { FacetTotal } from '../riot-data/champions.repository.ts';
import { createGameDataMapper, type GameDataMapper } from '../riot-data/game-data.mapper.ts';
import { bestAndWorst, championPageDepth } from './champion-page-depth.mapper.ts';

let game: GameDataMapper;
beforeAll(async () => {
  game = createGameDataMapper(await loadDataDragon({ dir: TEST_DDRAGON_DIR }));
});

const ref = (championId: number): ChampionRef => ({
  id: championId,
  key: null,
  name: `Champion ${championId}`,
  image_url: null,
});
const row = (facet: string, value: string, games: number, wins: number): FacetTotal => ({
  facet,
  value,
  games,
  wins,
});
const depth = (
  facets: FacetTotal[],
  role: 'MIDDLE' | 'JUNGLE' | 'CARRY' | '' = 'MIDDLE',
  roleGames = 0,
) => championPageDepth(facets, role, roleGames, game, ref);

const CORE_A = '3031,3046,3036';
const CORE_B = '6672,3078,3153';

describe('core builds', () => {
  it('list the most played cores, each with boots and later items as shares of its games', () => {
    const page = depth([
      row('timeline', '', 200, 100),
      row('core', CORE_A, 40, 24),
      row('core', CORE_B, 10, 5),
      row('build_boots', `${CORE_A}|3006`, 30, 20),
      row('build_boots', `${CORE_A}|0`, 6, 2),
      row('build_boots', `${CORE_A}|3047`, 3, 1),
      row('build_boots', `${CORE_A}|3020`, 1, 1),
      row('build_boots', `${CORE_B}|3047`, 10, 5),
      row('build_item', `${CORE_A}|4:3072`, 20, 12),
      row('build_item', `${CORE_A}|4:3026`, 10, 6),
      row('build_item', `${CORE_A}|5:3033`, 8, 4),
      row('build_item', `${CORE_B}|4:3072`, 2, 1),
    ]);
    expect(page.core_builds.map((b) => b.items.map((i) => i.id))).toEqual([
      [3031, 3046, 3036],
      [6672, 3078, 3153],
    ]);
    const [a, b] = page.core_builds;
    expect(a).toMatchObject({ games: 40, win_rate: 60, pick_rate: 20 });
    // Three boots at most, shares of the core's 40 games; '0' is "no boots".
    expect(a?.boots.map((x) => [x.items.map((i) => i.id), x.games, x.pick_rate])).toEqual([
      [[3006], 30, 75],
      [[], 6, 15],
      [[3047], 3, 7.5],
    ]);
    expect(a?.situational.map((x) => [x.slot, x.item.id, x.pick_rate])).toEqual([
      [4, 3072, 50],
      [4, 3026, 25],
      [5, 3033, 20],
    ]);
    expect(b?.boots.map((x) => x.pick_rate)).toEqual([100]);
    expect(b?.situational.map((x) => [x.slot, x.item.id, x.pick_rate])).toEqual([[4, 3072, 20]]);
  });

  it('list at most five cores, equal counts in the order of their values', () => {
    const cores = ['3031,3046,3072', '3031,3046,3036', '3031,3046,3026', '3031,3046,3033'];
    const page = depth([
      row('timeline', '', 100, 50),
      ...cores.map((c) => row('core', c, 10, 5)),
      row('core', '3031,3046,3089', 12, 5),
      row('core', '3031,3046,3091', 1, 1),
    ]);
    expect(page.core_builds.map((b) => b.items.map((i) => i.id).join(','))).toEqual([
      '3031,3046,3089',
      '3031,3046,3026',
      '3031,3046,3033',
      '3031,3046,3036',
      '3031,3046,3072',
    ]);
  });
});

describe('skill paths', () => {
  const P1 = 'QWEQQRQWQWRWWEE';
  const P2 = 'QEWQQRQEQERRWWE';

  it('share the games that reached 15 points, and go on to the most taken 18-point path', () => {
    const page = depth([
      row('timeline', '', 200, 100),
      row('skill_path', '', 80, 40),
      row('skill_path', P1, 40, 30),
      row('skill_path', P2, 20, 10),
      row('skill_path18', `${P1}RER`, 12, 9),
      row('skill_path18', `${P1}ERR`, 4, 2),
      row('skill_path18', `${P2.slice(0, 14)}QRER`, 5, 1),
    ]);
    expect(page.skill_paths).toMatchObject([
      {
        path: [...P1],
        games: 40,
        win_rate: 75,
        pick_rate: 50,
        to_18: { path: ['R', 'E', 'R'], games: 12, win_rate: 75, pick_rate: 75 },
      },
      // No 18-point game went on from P2: the other path starts the same 14 points only.
      { path: [...P2], games: 20, pick_rate: 25, to_18: null },
    ]);
  });

  it('list at most three paths', () => {
    const paths = ['QQQQQQQQQQQQQQQ', 'WWWWWWWWWWWWWWW', 'EEEEEEEEEEEEEEE', 'RRRRRRRRRRRRRRR'];
    const page = depth([
      row('skill_path', '', 40, 20),
      ...paths.map((p, i) => row('skill_path', p, 10 + i, 5)),
    ]);
    expect(page.skill_paths.map((p) => p.path[0])).toEqual(['R', 'E', 'W']);
  });
});

describe('synergy', () => {
  const partner = (championId: number, games: number, wins: number) => {
    const interval = wilsonInterval(wins, games) ?? { low: 0, high: 0 };
    return { championId, games, wins, ...interval };
  };
  const ids = (list: { championId: number }[]) => list.map((p) => p.championId);

  it('leaves out partners under the minimum sample, and takes one at it', () => {
    const under = partner(1, CHAMPION_PAGE_MIN_SAMPLE - 1, CHAMPION_PAGE_MIN_SAMPLE - 1);
    const at = partner(2, CHAMPION_PAGE_MIN_SAMPLE, 5);
    expect(bestAndWorst([under, at])).toEqual({ best: [at], worst: [] });
  });

  it('ranks the best by the lower bound and the worst by the upper bound, none in both', () => {
    // 11 of 20 has a higher rate than 52 of 100, but a lower lower bound.
    const partners = [
      partner(1, 20, 11),
      partner(2, 100, 52),
      partner(3, 100, 30),
      partner(4, 12, 3),
      partner(5, 50, 25),
      partner(6, 200, 110),
    ];
    const { best, worst } = bestAndWorst(partners);
    expect(ids(best)).toEqual([6, 2, 5]);
    // 3 of 12 has a lower rate than 30 of 100, but a higher upper bound.
    expect(ids(worst)).toEqual([3, 4, 1]);
  });

  it('lists at most five each, and breaks ties by games, then champion id', () => {
    const partners = [
      ...Array.from({ length: 8 }, (_, i) => partner(100 - i, 20, 15)),
      partner(7, 40, 30),
      ...Array.from({ length: 8 }, (_, i) => partner(200 + i, 20, 5)),
    ];
    const { best, worst } = bestAndWorst(partners);
    expect(best).toHaveLength(SYNERGY_LIST_MAX);
    expect(ids(best)).toEqual([7, 93, 94, 95, 96]);
    expect(ids(worst)).toEqual([200, 201, 202, 203, 204]);
  });

  it('gives every partner role its partners, games and shares; none without a role', () => {
    const facets = [
      row('partner', 'MIDDLE:1', 30, 20),
      row('partner', 'MIDDLE:2', 10, 2),
      row('partner', 'MIDDLE:3', 2, 2),
      row('partner', 'TOP:4', 8, 4),
    ];
    const page = depth(facets, 'JUNGLE');
    expect(page.synergy.map((s) => [s.role, s.partners, s.games])).toEqual([
      ['MIDDLE', 3, 42],
      ['TOP', 1, 8],
    ]);
    const [middle, top] = page.synergy;
    expect(middle?.best.map((e) => [e.champion.id, e.games, e.pick_rate])).toEqual([
      [1, 30, 71.43],
    ]);
    expect(middle?.worst.map((e) => [e.champion.id, e.win_rate])).toEqual([[2, 20]]);
    expect(top).toMatchObject({ best: [], worst: [] });
    expect(depth(facets, 'CARRY').synergy).toEqual([
      { role: 'SUPPORT', partners: 0, games: 0, best: [], worst: [] },
    ]);
    expect(depth(facets, '').synergy).toEqual([]);
  });
});

describe('ARAM enemy teams', () => {
  const MIN = CHAMPION_PAGE_MIN_SAMPLE;

  it('are null where no enemy team is counted (queues with lanes)', () => {
    expect(depth([row('matchup', '7', 40, 20)]).enemies).toBeNull();
  });

  it('count every enemy met, choose among those at the minimum sample, with shares of the games', () => {
    const page = depth(
      [
        row('enemy', '1', MIN, MIN),
        row('enemy', '2', MIN - 1, 0),
        row('enemy', '3', 40, 10),
        row('enemy', '4', 30, 15),
      ],
      '',
      200,
    );
    expect(page.enemies?.champions).toBe(4);
    const ids = (list: { champion: ChampionRef }[] = []) => list.map((e) => e.champion.id);
    // Champion 2 is under the minimum: in neither list, however bad its record.
    expect(ids(page.enemies?.best)).toEqual([1, 4]);
    expect(ids(page.enemies?.worst)).toEqual([3]);
    expect(page.enemies?.best[0]).toMatchObject({
      games: MIN,
      win_rate: 100,
      pick_rate: (MIN / 200) * 100,
    });
    expect(page.enemies?.worst[0]).toMatchObject({ games: 40, win_rate: 25, pick_rate: 20 });
  });

  it('leave out a value that names no champion', () => {
    expect(depth([row('enemy', 'x', 40, 20)], '', 40).enemies).toBeNull();
  });
});
