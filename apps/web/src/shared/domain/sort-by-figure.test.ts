import { describe, expect, it } from 'vitest';
import { sortByFigure } from './sort-by-figure.ts';

const rows = [
  { name: 'a', value: 2, games: 50 },
  { name: 'b', value: null, games: 0 },
  { name: 'c', value: 5, games: 3 },
  { name: 'd', value: 1, games: 40 },
  { name: 'e', value: 2, games: 60 },
];
const names = (list: readonly { name: string }[]) => list.map((row) => row.name);

describe('sortByFigure', () => {
  it('orders by the figure either way round, ties in the order given', () => {
    expect(names(sortByFigure(rows, (row) => row.value, 'desc'))).toEqual([
      'c',
      'a',
      'e',
      'd',
      'b',
    ]);
    expect(names(sortByFigure(rows, (row) => row.value, 'asc'))).toEqual(['d', 'a', 'e', 'c', 'b']);
  });

  it('puts the rows set aside after the others, whichever way round', () => {
    const isSmall = (row: { games: number }) => row.games < 10;
    expect(names(sortByFigure(rows, (row) => row.value, 'desc', isSmall))).toEqual([
      'a',
      'e',
      'd',
      'c',
      'b',
    ]);
    expect(names(sortByFigure(rows, (row) => row.value, 'asc', isSmall))).toEqual([
      'd',
      'a',
      'e',
      'c',
      'b',
    ]);
  });
});
