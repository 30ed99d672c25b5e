import { describe, expect, it } from 'vitest';
import { filterItems, sortItems } from './item-list.ts';
import { itemsList } from './test/items-fixtures.ts';

const names = (list: { name: string }[]) => list.map((item) => item.name);
const { items, min_sample: minSample } = itemsList();

describe('filterItems', () => {
  it('finds names without accents, case or punctuation', () => {
    expect(names(filterItems(items, 'LIANDRY', 'all'))).toEqual(["Liandry's Torment"]);
    expect(names(filterItems(items, 'liandrys torm', 'all'))).toEqual(["Liandry's Torment"]);
    expect(names(filterItems(items, 'Ìnfinity', 'all'))).toEqual(['Infinity Edge']);
    // A Turkish keyboard's dotless ı.
    expect(names(filterItems(items, 'ınfinity', 'all'))).toEqual(['Infinity Edge']);
  });

  it('keeps the kind of item chosen', () => {
    expect(names(filterItems(items, '', 'boots'))).toEqual([
      'Plated Steelcaps',
      'Boots of Swiftness',
    ]);
    expect(names(filterItems(items, 'boots', 'legendary'))).toEqual([]);
    expect(filterItems(items, '', 'all')).toHaveLength(items.length);
  });
});

describe('sortItems', () => {
  it('keeps the answer’s order by games, and turns it round', () => {
    expect(names(sortItems(items, { key: 'games', order: 'desc' }, minSample))).toEqual(
      names(items),
    );
    expect(names(sortItems(items, { key: 'games', order: 'asc' }, minSample))[0]).toBe(
      'Boots of Swiftness',
    );
  });

  it('puts small samples after the others by win rate, whichever way round', () => {
    const best = names(sortItems(items, { key: 'win_rate', order: 'desc' }, minSample));
    const worst = names(sortItems(items, { key: 'win_rate', order: 'asc' }, minSample));
    expect(best).toEqual([
      "Liandry's Torment",
      'Plated Steelcaps',
      'Black Cleaver',
      'Infinity Edge',
      'Boots of Swiftness',
    ]);
    expect(worst.slice(-2)).toEqual(['Boots of Swiftness', 'Infinity Edge']);
  });
});
