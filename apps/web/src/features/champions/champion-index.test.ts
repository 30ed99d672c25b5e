import type { ChampionRow } from '@riftscope/contracts';
import { describe, expect, it } from 'vitest';
import { filterChampions, indexChampions } from './champion-index.ts';
import { indexRow } from './test/champion-fixtures.ts';

const names = (list: { name: string }[]) => list.map((c) => c.name);

describe('indexChampions', () => {
  it('gives each champion one entry with its roles, most played first, in alphabetical order', () => {
    const rows: ChampionRow[] = [
      indexRow(103, 'Ahri', 'MIDDLE', { games: 900 }),
      indexRow(62, 'Wukong', 'TOP', { games: 50, key: 'monkeyking' }),
      indexRow(62, 'Wukong', 'JUNGLE', { games: 300, key: 'monkeyking' }),
      indexRow(145, "Kai'Sa", 'CARRY', { games: 700 }),
    ];
    const champions = indexChampions(rows);
    expect(names(champions)).toEqual(['Ahri', "Kai'Sa", 'Wukong']);
    expect(champions[2]?.roles.map((r) => r.role)).toEqual(['JUNGLE', 'TOP']);
  });

  it('keeps a row without a role only for a champion with no lane rows', () => {
    const champions = indexChampions([
      indexRow(1, 'Annie', 'MIDDLE'),
      indexRow(1, 'Annie', ''),
      indexRow(2, 'Olaf', ''),
    ]);
    expect(champions.map((c) => c.roles.map((r) => r.role))).toEqual([['MIDDLE'], ['']]);
  });
});

describe('filterChampions', () => {
  const champions = indexChampions([
    indexRow(145, "Kai'Sa", 'CARRY'),
    indexRow(36, 'Dr. Mundo', 'TOP'),
    indexRow(62, 'Wukong', 'JUNGLE', { key: 'monkeyking' }),
    indexRow(9, 'Fiddlesticks', 'JUNGLE'),
  ]);

  it('finds names without accents, case or punctuation, and by key', () => {
    expect(names(filterChampions(champions, 'KAISA', null))).toEqual(["Kai'Sa"]);
    expect(names(filterChampions(champions, 'dr mundo', null))).toEqual(['Dr. Mundo']);
    expect(names(filterChampions(champions, 'Káí', null))).toEqual(["Kai'Sa"]);
    expect(names(filterChampions(champions, 'monkey', null))).toEqual(['Wukong']);
    // A Turkish keyboard's capital dotted I and small dotless ı.
    expect(names(filterChampions(champions, 'FİDDLE', null))).toEqual(['Fiddlesticks']);
    expect(names(filterChampions(champions, 'fıddle', null))).toEqual(['Fiddlesticks']);
  });

  it('keeps the champions played in the chosen role', () => {
    expect(names(filterChampions(champions, '', 'JUNGLE'))).toEqual(['Fiddlesticks', 'Wukong']);
    expect(names(filterChampions(champions, 'wu', 'TOP'))).toEqual([]);
  });
});
