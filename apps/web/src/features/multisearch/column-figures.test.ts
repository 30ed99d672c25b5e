import { describe, expect, it } from 'vitest';
import { emptyQueue, roleGames, seasonRecord } from './column-figures.ts';
import { player, recent } from './test/multisearch-fixtures.ts';

const NO_GAMES = recent({ games: 0, wins: 0, losses: 0, win_rate: 0, champions: [], streak: null });
const SOLO = { queue_type: 'RANKED_SOLO_5x5', tier: 'GOLD', rank: 'II', leaguePoints: 45 } as const;
const FLEX = { queue_type: 'RANKED_FLEX_SR', tier: 'SILVER', rank: 'I', leaguePoints: 10 } as const;

describe('roleGames', () => {
  it('reads the games of a role from the recent summary', () => {
    expect(roleGames(recent(), 'CARRY')).toBe(6);
    expect(roleGames(recent(), 'JUNGLE')).toBe(0);
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

describe('emptyQueue', () => {
  it('is nothing when the queue has recent games', () => {
    expect(emptyQueue(player('A'))).toBeNull();
  });

  it('says no ranked games this season when Riot counts none in the queue', () => {
    expect(emptyQueue(player('A', 'EUW', { recent: NO_GAMES, ranked: [null, null] }))).toBe(
      'no_ranked_solo',
    );
    const flex = { ...FLEX, wins: 0, losses: 0 };
    expect(
      emptyQueue(player('A', 'EUW', { queue: 'flex', recent: NO_GAMES, ranked: [null, flex] })),
    ).toBe('no_ranked_flex');
  });

  it('says none is stored when Riot counts games of the queue this season', () => {
    const solo = { ...SOLO, wins: 3, losses: 2 };
    expect(emptyQueue(player('A', 'EUW', { recent: NO_GAMES, ranked: [solo, null] }))).toBe(
      'not_stored_solo',
    );
  });

  it('says none is stored for every queue, which has no season count', () => {
    expect(emptyQueue(player('A', 'EUW', { queue: 'all', recent: NO_GAMES }))).toBe(
      'not_stored_all',
    );
  });
});
