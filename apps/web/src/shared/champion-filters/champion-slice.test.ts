import { describe, expect, it } from 'vitest';
import { championSliceFromSearch, DEFAULT_SLICE, sliceQuery } from './champion-slice.ts';
import { isDefaultSlice } from './slice-search.ts';

const from = (search: string) => championSliceFromSearch(new URLSearchParams(search));

describe('championSliceFromSearch', () => {
  it('reads queue, patch, region and rank bracket from the address', () => {
    expect(from('?queue=flex&patch=15.23&region=euw1&tier=master_plus')).toEqual({
      queue: 440,
      patch: '15.23',
      region: 'euw1',
      tier: 'master_plus',
    });
    expect(from('?queue=aram').queue).toBe(450);
    expect(from('?queue=solo').queue).toBe(420);
  });

  it('means Solo/Duo, the newest patch, every region and Emerald+ when nothing is given', () => {
    expect(from('')).toEqual({ queue: 420, patch: null, region: null, tier: 'emerald_plus' });
    expect(isDefaultSlice(from(''))).toBe(true);
  });

  it('takes unknown values for the defaults', () => {
    expect(from('?queue=420&patch=latest&region=mars&tier=wood_plus')).toEqual(DEFAULT_SLICE);
    expect(from('?patch=15.23.1').patch).toBeNull();
    expect(from('?patch=1234567.1').patch).toBeNull();
  });

  it('reads region and bracket whatever their case', () => {
    expect(from('?queue=flex&region=EUW1&tier=Master_Plus')).toEqual({
      queue: 440,
      patch: null,
      region: 'euw1',
      tier: 'master_plus',
    });
  });
});

describe('sliceQuery', () => {
  it('sends only what differs from the defaults', () => {
    expect(sliceQuery(from(''))).toEqual({});
    expect(sliceQuery(from('?queue=flex&patch=15.22&region=kr&tier=all'))).toEqual({
      queue: 440,
      patch: '15.22',
      region: 'kr',
      tier: 'all',
    });
    expect(sliceQuery(from('?queue=bogus&tier=bogus'))).toEqual({});
  });

  it('counts every rank in a queue without ranks, whatever the address says', () => {
    expect(from('?queue=aram&tier=gold_plus').tier).toBe('all');
    expect(sliceQuery(from('?queue=aram&tier=gold_plus'))).toEqual({ queue: 450 });
  });
});
