import { describe, expect, it } from 'vitest';
import { RegionSchema } from './common.schema.ts';
import { DEFAULT_REGION, isRegion, REGION_CODES, REGIONS, regionLabel } from './regions.ts';

describe('regions', () => {
  it('are the 11 platforms of docs/product.md, Entities, with their labels, in order', () => {
    expect(REGIONS.map((r) => [r.code, r.label])).toEqual([
      ['euw1', 'EUW'],
      ['eun1', 'EUNE'],
      ['na1', 'NA'],
      ['kr', 'KR'],
      ['jp1', 'JP'],
      ['br1', 'BR'],
      ['ru', 'RU'],
      ['tr1', 'TR'],
      ['la1', 'LAN'],
      ['la2', 'LAS'],
      ['oc1', 'OCE'],
    ]);
    expect(new Set(REGION_CODES).size).toBe(11);
  });

  it('default to euw1', () => {
    expect(DEFAULT_REGION).toBe('euw1');
  });

  it('label each code', () => {
    expect(regionLabel('eun1')).toBe('EUNE');
    expect(regionLabel('la2')).toBe('LAS');
    expect(regionLabel('oc1')).toBe('OCE');
  });

  it('accept only the lower-case codes', () => {
    expect(isRegion('kr')).toBe(true);
    expect(isRegion('EUW1')).toBe(false);
    expect(isRegion('euw')).toBe(false);
    expect(isRegion(1)).toBe(false);
    expect(RegionSchema.safeParse('na1').success).toBe(true);
    expect(RegionSchema.safeParse('NA1').success).toBe(false);
  });
});
