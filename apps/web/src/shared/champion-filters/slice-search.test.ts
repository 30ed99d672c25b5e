import { describe, expect, it } from 'vitest';
import { championSliceFromSearch, DEFAULT_SLICE } from './champion-slice.ts';
import { championHref, championsHref, matchupHref, searchWithSlice } from './slice-search.ts';

const from = (search: string) => championSliceFromSearch(new URLSearchParams(search));

describe('searchWithSlice', () => {
  it('changes the slice and keeps the other parameters', () => {
    const search = new URLSearchParams('role=TOP&sort=win_rate&queue=flex');
    expect(searchWithSlice(search, { tier: 'master_plus' })).toBe(
      '?role=TOP&sort=win_rate&queue=flex&tier=master_plus',
    );
  });

  it('leaves defaults and unreadable values out of the address', () => {
    expect(searchWithSlice(new URLSearchParams('queue=flex'), { queue: 420 })).toBe('');
    expect(searchWithSlice(new URLSearchParams('tier=wood&patch=x&role=TOP'), {})).toBe(
      '?role=TOP',
    );
    expect(
      searchWithSlice(new URLSearchParams('patch=15.22&region=euw1'), {
        patch: null,
        region: null,
      }),
    ).toBe('');
  });

  it('names no rank in a queue without ranks, and the default rank after it', () => {
    expect(searchWithSlice(new URLSearchParams('tier=gold_plus'), { queue: 450 })).toBe(
      '?queue=aram',
    );
    expect(searchWithSlice(new URLSearchParams('queue=aram'), { patch: '15.22' })).toBe(
      '?queue=aram&patch=15.22',
    );
    expect(searchWithSlice(new URLSearchParams('queue=aram'), { queue: 440 })).toBe('?queue=flex');
  });

  it('starts again from the first page', () => {
    expect(searchWithSlice(new URLSearchParams('page=3&role=TOP'), { queue: 450 })).toBe(
      '?role=TOP&queue=aram',
    );
  });
});

describe('champion links', () => {
  it('carry the slice, defaults left out, and the role asked for', () => {
    const slice = from('?queue=flex&tier=emerald_plus&patch=15.9');
    expect(championHref('en', 'Ahri', 'MIDDLE', slice)).toBe(
      '/en/champions/ahri?role=MIDDLE&queue=flex&patch=15.9',
    );
    expect(championHref('ru', 'ahri', null, DEFAULT_SLICE)).toBe('/ru/champions/ahri');
    expect(championsHref('tr', slice)).toBe('/tr/champions?queue=flex&patch=15.9');
    expect(matchupHref('en', 'ahri', 'zed', 'MIDDLE', slice)).toBe(
      '/en/champions/ahri/vs/zed?role=MIDDLE&queue=flex&patch=15.9',
    );
  });

  it("lead to ARAM's own champion page in an ARAM slice, with no role or rank", () => {
    const aram = from('?queue=aram&tier=gold_plus&region=euw1');
    expect(championHref('en', 'Ahri', '', aram)).toBe('/en/aram/ahri?region=euw1');
    expect(championHref('en', 'Ahri', 'MIDDLE', aram)).toBe('/en/aram/ahri?region=euw1');
  });
});
