import { describe, expect, it } from 'vitest';
import {
  LEAGUE_POINTS_DIVISOR,
  playerScore,
  type RankedStanding,
  TIER_VALUES,
  teamScore,
  winChance,
} from './win-chance.ts';

const entry = (
  tier: RankedStanding['tier'],
  leaguePoints: number,
  wins: number,
  losses: number,
): RankedStanding => ({ tier, leaguePoints, wins, losses });

describe('TIER_VALUES', () => {
  it('values the tiers from IRON 1 to CHALLENGER 10', () => {
    expect(TIER_VALUES).toEqual({
      IRON: 1,
      BRONZE: 2,
      SILVER: 3,
      GOLD: 4,
      PLATINUM: 5,
      EMERALD: 6,
      DIAMOND: 7,
      MASTER: 8,
      GRANDMASTER: 9,
      CHALLENGER: 10,
    });
    expect(LEAGUE_POINTS_DIVISOR).toBe(1000);
  });
});

describe('playerScore', () => {
  it('multiplies tier value plus LP/1000 by the win ratio', () => {
    // (4 + 500/1000) × 30/(30+20) = 4.5 × 0.6 = 2.7
    expect(playerScore(entry('GOLD', 500, 30, 20))).toBeCloseTo(2.7, 10);
    // (10 + 1200/1000) × 75/100 = 11.2 × 0.75 = 8.4
    expect(playerScore(entry('CHALLENGER', 1200, 75, 25))).toBeCloseTo(8.4, 10);
  });

  it('is 0 for a player who lost every ranked game', () => {
    expect(playerScore(entry('DIAMOND', 50, 0, 10))).toBe(0);
  });

  it('is null for a player without ranked games or standing', () => {
    expect(playerScore(entry('IRON', 0, 0, 0))).toBeNull();
    expect(playerScore(null)).toBeNull();
    expect(playerScore(undefined)).toBeNull();
  });
});

describe('teamScore', () => {
  it('averages only over players with ranked games', () => {
    // IRON 0 LP 5-5 → 0.5; SILVER 0 LP 10-0 → 3; the unranked players are left out
    const team = [entry('IRON', 0, 5, 5), entry('SILVER', 0, 10, 0), null, entry('GOLD', 0, 0, 0)];
    expect(teamScore(team)).toBeCloseTo(1.75, 10);
  });

  it('is 0 when no player has ranked games', () => {
    expect(teamScore([null, null, entry('GOLD', 10, 0, 0)])).toBe(0);
    expect(teamScore([])).toBe(0);
  });
});

describe('winChance', () => {
  it("gives blue its rounded share of the scores' sum and red the rest", () => {
    // 100 × 2.7 / (2.7 + 1.75) = 60.67 → 61
    expect(winChance(2.7, 1.75)).toEqual({ blue: 61, red: 39 });
    // 100 × 1 / 3 = 33.33 → 33
    expect(winChance(1, 2)).toEqual({ blue: 33, red: 67 });
  });

  it('rounds a half up for blue', () => {
    // 100 × 1 / 8 = 12.5 → 13
    expect(winChance(1, 7)).toEqual({ blue: 13, red: 87 });
  });

  it('gives one team everything when the other scores 0', () => {
    expect(winChance(3, 0)).toEqual({ blue: 100, red: 0 });
    expect(winChance(0, 3)).toEqual({ blue: 0, red: 100 });
  });

  it('falls back to 50/50 when both scores are 0', () => {
    expect(winChance(0, 0)).toEqual({ blue: 50, red: 50 });
  });

  it('combines with teamScore into a chance for two teams', () => {
    const blue = teamScore([entry('GOLD', 500, 30, 20)]);
    const red = teamScore([entry('IRON', 0, 5, 5), entry('SILVER', 0, 10, 0)]);
    expect(winChance(blue, red)).toEqual({ blue: 61, red: 39 });
  });
});
