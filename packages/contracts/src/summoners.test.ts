import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  APEX_TIERS,
  type ApexTier,
  DIVISION_TIERS,
  type DivisionTier,
  isApexTier,
  RANKED_TIERS,
} from './summoners.ts';

describe('ranked tiers', () => {
  it('are one list, lowest first, cut at Master into division and apex tiers', () => {
    expect([...DIVISION_TIERS, ...APEX_TIERS]).toEqual([...RANKED_TIERS]);
    expect(DIVISION_TIERS).toEqual([
      'IRON',
      'BRONZE',
      'SILVER',
      'GOLD',
      'PLATINUM',
      'EMERALD',
      'DIAMOND',
    ]);
    expect(APEX_TIERS).toEqual(['MASTER', 'GRANDMASTER', 'CHALLENGER']);
    expectTypeOf<ApexTier>().toEqualTypeOf<'MASTER' | 'GRANDMASTER' | 'CHALLENGER'>();
    expectTypeOf<DivisionTier>().toEqualTypeOf<
      'IRON' | 'BRONZE' | 'SILVER' | 'GOLD' | 'PLATINUM' | 'EMERALD' | 'DIAMOND'
    >();
  });

  it('tell apex tiers, which have no divisions', () => {
    expect(RANKED_TIERS.filter(isApexTier)).toEqual(['MASTER', 'GRANDMASTER', 'CHALLENGER']);
    expect(isApexTier('master')).toBe(false);
    expect(isApexTier('')).toBe(false);
  });
});
