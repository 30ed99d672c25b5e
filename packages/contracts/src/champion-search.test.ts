import { describe, expect, it } from 'vitest';
import {
  championPagePath,
  championSearchString,
  readAramChampionSearch,
  readChampionSearch,
} from './champion-search.ts';

const read = (query: string) => readChampionSearch(new URLSearchParams(query));

describe('readChampionSearch', () => {
  it('reads every filter of a champion page address', () => {
    expect(read('role=middle&queue=flex&patch=15.9&region=EUW1&tier=diamond_plus')).toEqual({
      role: 'MIDDLE',
      queue: 440,
      patch: '15.9',
      region: 'euw1',
      tier: 'diamond_plus',
    });
  });

  it('leaves out unknown values and the defaults', () => {
    expect(read('role=ADC&queue=420&patch=latest&region=xx&tier=wood_plus')).toEqual({});
    expect(read('queue=solo&tier=emerald_plus')).toEqual({});
    expect(read('queue=flex&tier=all')).toEqual({ queue: 440, tier: 'all' });
  });

  it('reads no rank filter in a queue without ranks', () => {
    expect(read('queue=aram&tier=master_plus')).toEqual({ queue: 450 });
    expect(read('queue=aram&tier=all')).toEqual({ queue: 450 });
  });
});

describe('championSearchString', () => {
  it('writes the filters in a fixed order with the defaults left out', () => {
    expect(
      championSearchString({ tier: 'master_plus', region: 'kr', queue: 440, role: 'TOP' }),
    ).toBe('?role=TOP&queue=flex&region=kr&tier=master_plus');
    expect(championSearchString({ queue: 420, tier: 'emerald_plus' })).toBe('');
    expect(championSearchString({ queue: 450, tier: 'gold_plus' })).toBe('?queue=aram');
  });

  it('leaves out the patch the page shows without one', () => {
    expect(championSearchString({ patch: '15.10' }, '15.10')).toBe('');
    expect(championSearchString({ patch: '15.9' }, '15.10')).toBe('?patch=15.9');
  });

  it('reads back what it writes', () => {
    const search = {
      role: 'SUPPORT',
      queue: 440,
      patch: '14.24',
      region: 'tr1',
      tier: 'all',
    } as const;
    expect(read(championSearchString(search).slice(1))).toEqual(search);
  });
});

describe('championPagePath', () => {
  it('addresses a champion by its lower-case key', () => {
    expect(championPagePath('MonkeyKing', { role: 'JUNGLE' })).toBe(
      '/champions/monkeyking?role=JUNGLE',
    );
  });

  it('gives ARAM its own address, naming its patch and region but no role or rank', () => {
    expect(championPagePath('Ahri', { queue: 450 })).toBe('/aram/ahri');
    expect(
      championPagePath('Ahri', {
        queue: 450,
        role: 'MIDDLE',
        tier: 'gold_plus',
        patch: '15.9',
        region: 'euw1',
      }),
    ).toBe('/aram/ahri?patch=15.9&region=euw1');
    expect(championPagePath('Ahri', { queue: 450, patch: '15.10' }, '15.10')).toBe('/aram/ahri');
    expect(championPagePath('Ahri', { queue: 440 })).toBe('/champions/ahri?queue=flex');
  });
});

describe('readAramChampionSearch', () => {
  it('reads ARAM whatever the query names, with its patch and region and nothing else', () => {
    const params = new URLSearchParams('queue=flex&role=TOP&tier=gold_plus&patch=15.9&region=KR');
    expect(readAramChampionSearch(params)).toEqual({ queue: 450, patch: '15.9', region: 'kr' });
    expect(readAramChampionSearch(new URLSearchParams('patch=x'))).toEqual({ queue: 450 });
  });
});
