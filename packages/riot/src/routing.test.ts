import { REGION_CODES } from '@riftscope/contracts';
import { describe, expect, it } from 'vitest';
import { baseUrlFor, isPlatform, PLATFORMS, regionalRouteOf } from './routing.ts';

describe('routing table', () => {
  it('covers exactly the eleven regions of the product', () => {
    expect([...PLATFORMS].sort()).toEqual([...REGION_CODES].sort());
  });

  it('routes each platform to its regional cluster', () => {
    expect(regionalRouteOf('euw1')).toBe('europe');
    expect(regionalRouteOf('tr1')).toBe('europe');
    expect(regionalRouteOf('na1')).toBe('americas');
    expect(regionalRouteOf('la2')).toBe('americas');
    expect(regionalRouteOf('kr')).toBe('asia');
    expect(regionalRouteOf('jp1')).toBe('asia');
    expect(regionalRouteOf('oc1')).toBe('sea');
  });

  it('rejects unknown platforms, including inherited object keys', () => {
    expect(isPlatform('euw')).toBe(false);
    expect(isPlatform('toString')).toBe(false);
    expect(isPlatform('kr')).toBe(true);
  });

  it('fills the routing value into the base URL template', () => {
    expect(baseUrlFor('https://{routing}.api.riotgames.com', 'europe')).toBe(
      'https://europe.api.riotgames.com',
    );
    expect(baseUrlFor('http://127.0.0.1:9100/{routing}/', 'euw1')).toBe(
      'http://127.0.0.1:9100/euw1',
    );
  });
});
