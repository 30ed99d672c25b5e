import { describe, expect, it } from 'vitest';
import { AVERAGE_RANK_MIN_PLAYERS, averageRank, type Standing, tierAt } from './match-ranks.ts';
import { ladderValue } from './rank-scale.ts';

const platinum = (rank: string, leaguePoints = 0): Standing => ({
  tier: 'PLATINUM',
  rank,
  leaguePoints,
});

describe('tierAt', () => {
  it('inverts the ladder scale to the tier and division a point lies in', () => {
    expect(tierAt(0)).toEqual({ tier: 'IRON', division: 'IV' });
    expect(tierAt(ladderValue('PLATINUM', 'II', 0))).toEqual({ tier: 'PLATINUM', division: 'II' });
    expect(tierAt(ladderValue('PLATINUM', 'II', 99))).toEqual({ tier: 'PLATINUM', division: 'II' });
    expect(tierAt(ladderValue('DIAMOND', 'I', 99))).toEqual({ tier: 'DIAMOND', division: 'I' });
  });

  it('names every point from the Master floor on Master, without a division', () => {
    expect(tierAt(ladderValue('MASTER', 'I', 0))).toEqual({ tier: 'MASTER', division: null });
    expect(tierAt(ladderValue('CHALLENGER', 'I', 1500))).toEqual({
      tier: 'MASTER',
      division: null,
    });
  });
});

describe('averageRank', () => {
  it('is the mean standing on the ladder scale, with how many players it is drawn from', () => {
    const standings = [
      platinum('I'),
      platinum('III'),
      platinum('II', 50),
      platinum('II', 50),
      platinum('II'),
      platinum('II'),
    ];
    expect(averageRank(standings, 10)).toEqual({
      tier: 'PLATINUM',
      division: 'II',
      players: 6,
      of: 10,
    });
  });

  it('mixes tiers on one scale: Gold I and Emerald IV average to Platinum III', () => {
    const standings = [
      ...Array.from({ length: 3 }, () => ({ tier: 'GOLD', rank: 'I', leaguePoints: 0 }) as const),
      ...Array.from(
        { length: 3 },
        () => ({ tier: 'EMERALD', rank: 'IV', leaguePoints: 0 }) as const,
      ),
    ];
    expect(averageRank(standings, 10)).toMatchObject({ tier: 'PLATINUM', division: 'III' });
  });

  it('is null when fewer players than the minimum are known', () => {
    const few = Array.from({ length: AVERAGE_RANK_MIN_PLAYERS - 1 }, () => platinum('I'));
    expect(averageRank(few, 10)).toBeNull();
    expect(averageRank([...few, platinum('I')], 10)).not.toBeNull();
  });

  it("takes a smaller minimum where fewer players are averaged (a live game's team)", () => {
    expect(averageRank([platinum('I'), platinum('I')], 5, 3)).toBeNull();
    expect(averageRank([platinum('I'), platinum('I'), platinum('I')], 5, 3)).toMatchObject({
      tier: 'PLATINUM',
      division: 'I',
      players: 3,
      of: 5,
    });
  });
});
