import { describe, expect, it } from 'vitest';
import { mainRole, seasonRecord } from './column-figures.ts';

const roles = (top: number, jungle: number, middle: number, carry: number, support: number) => [
  { role: 'TOP' as const, games: top },
  { role: 'JUNGLE' as const, games: jungle },
  { role: 'MIDDLE' as const, games: middle },
  { role: 'CARRY' as const, games: carry },
  { role: 'SUPPORT' as const, games: support },
];

describe('mainRole', () => {
  it('is the role of most games', () => {
    expect(mainRole(roles(2, 1, 9, 0, 3))).toBe('MIDDLE');
  });

  it('takes the first in lane order on a tie', () => {
    expect(mainRole(roles(0, 4, 0, 4, 1))).toBe('JUNGLE');
  });

  it('is none when no game had a lane', () => {
    expect(mainRole(roles(0, 0, 0, 0, 0))).toBeNull();
  });
});

describe('seasonRecord', () => {
  it('counts wins and losses as the games of the season', () => {
    expect(seasonRecord({ wins: 73, losses: 67 })).toEqual({
      games: 140,
      winRate: 52.142857142857146,
    });
  });

  it('has a zero win rate without games', () => {
    expect(seasonRecord({ wins: 0, losses: 0 })).toEqual({ games: 0, winRate: 0 });
  });
});
