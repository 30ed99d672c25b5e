import { describe, expect, it } from 'vitest';
import { DEFAULT_ARENA_SORT, nextArenaSort, sortArena } from './arena-list.ts';
import { arenaTierList } from './test/arena-fixtures.ts';

const { champions, min_sample: minSample } = arenaTierList();
const names = (list: typeof champions) => list.map((entry) => entry.champion.name);

describe('sortArena', () => {
  it('orders as the tier list’s answer does: best place first at the minimum sample, then by games', () => {
    const shuffled = [...champions].reverse();
    expect(names(sortArena(shuffled, DEFAULT_ARENA_SORT, minSample))).toEqual(names(champions));
  });

  it('puts small samples last by a rate, but not by games', () => {
    expect(names(sortArena(champions, { key: 'first_rate', order: 'desc' }, minSample))).toEqual([
      'Ahri',
      'Zed',
      'Garen',
      "Kai'Sa",
      'Nunu & Willump',
    ]);
    expect(names(sortArena(champions, { key: 'games', order: 'asc' }, minSample))).toEqual([
      'Nunu & Willump',
      "Kai'Sa",
      'Zed',
      'Ahri',
      'Garen',
    ]);
  });
});

describe('nextArenaSort', () => {
  it('asks for the best first on a new column, and turns it round on a second press', () => {
    expect(nextArenaSort(DEFAULT_ARENA_SORT, 'top_four_rate')).toEqual({
      key: 'top_four_rate',
      order: 'desc',
    });
    expect(nextArenaSort({ key: 'games', order: 'desc' }, 'average_place')).toEqual(
      DEFAULT_ARENA_SORT,
    );
    expect(nextArenaSort(DEFAULT_ARENA_SORT, 'average_place')).toEqual({
      key: 'average_place',
      order: 'desc',
    });
  });
});
