import { describe, expect, it } from 'vitest';
import { APEX_FLOOR, ladderValue, TIER_FLOORS } from './rank-scale.ts';

describe('the rank scale', () => {
  it('starts at Iron IV 0 LP and adds a hundred a division', () => {
    expect(ladderValue('IRON', 'IV', 0)).toBe(0);
    expect(ladderValue('IRON', 'III', 0)).toBe(100);
    expect(ladderValue('IRON', 'I', 99)).toBe(399);
    expect(ladderValue('BRONZE', 'IV', 0)).toBe(400);
    expect(ladderValue('GOLD', 'II', 45)).toBe(3 * 400 + 200 + 45);
    expect(ladderValue('DIAMOND', 'I', 100)).toBe(APEX_FLOOR);
  });

  it('puts every apex tier on one ladder of LP above the Master floor', () => {
    expect(APEX_FLOOR).toBe(2800);
    expect(ladderValue('MASTER', 'I', 120)).toBe(2920);
    expect(ladderValue('GRANDMASTER', 'I', 450)).toBe(3250);
    expect(ladderValue('CHALLENGER', 'I', 1200)).toBe(4000);
  });

  it('has a band for each divided tier and one from Master up', () => {
    expect(TIER_FLOORS.map((band) => band.tier)).toEqual([
      'IRON',
      'BRONZE',
      'SILVER',
      'GOLD',
      'PLATINUM',
      'EMERALD',
      'DIAMOND',
      'MASTER',
    ]);
    expect(TIER_FLOORS.at(-1)?.from).toBe(APEX_FLOOR);
  });
});
