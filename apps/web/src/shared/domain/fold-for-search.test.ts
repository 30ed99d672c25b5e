import { describe, expect, it } from 'vitest';
import { filterByName, foldForSearch } from './fold-for-search.ts';

describe('foldForSearch', () => {
  it('drops accents, case and punctuation', () => {
    expect(foldForSearch('Nunu & Willump')).toBe('nunuwillump');
    expect(foldForSearch("Kai'Sa")).toBe('kaisa');
    expect(foldForSearch('Mejai’s Soulstealer')).toBe('mejaissoulstealer');
    expect(foldForSearch('Égide')).toBe('egide');
  });

  it('folds a Turkish keyboard’s capital dotted I and small dotless ı to i', () => {
    expect(foldForSearch('FİDDLE')).toBe('fiddle');
    expect(foldForSearch('fıddle')).toBe('fiddle');
  });

  it('keeps Cyrillic letters, folding й to и as it drops the breve', () => {
    expect(foldForSearch('Сапоги Быстроты')).toBe('сапогибыстроты');
    expect(foldForSearch('Ёлка')).toBe('елка');
    expect(foldForSearch('Жуй')).toBe('жуи');
  });
});

describe('filterByName', () => {
  const entries = ['Kai’Sa', 'Dr. Mundo', 'Kayle'];
  it('keeps the entries whose folded name holds the folded text, in their order', () => {
    expect(filterByName(entries, 'KAI', (name) => name)).toEqual(['Kai’Sa']);
    expect(filterByName(entries, 'dr mun', (name) => name)).toEqual(['Dr. Mundo']);
    expect(filterByName(entries, '  ', (name) => name)).toEqual(entries);
  });
});
