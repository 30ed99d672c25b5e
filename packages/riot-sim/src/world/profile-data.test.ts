import { describe, expect, it } from 'vitest';
import { testDataDragon } from '../test-support.ts';
import { buildGameData } from './game-data.ts';
import { buildPlayers } from './players.ts';
import { LEAGUE_ENTRIES_PAGE_SIZE, leagueEntriesPage } from './profile-data.ts';

describe('league entries by tier and division', () => {
  it('pages a crowded division 205 entries at a time, each player once, then empty pages', async () => {
    // Enough players that a euw1 division holds more than one page.
    const players = buildPlayers({
      seed: 5,
      players: 20_000,
      data: buildGameData(await testDataDragon(), 5),
    });
    const inDivision = players.filter(
      (p) => p.platform === 'euw1' && p.solo?.tier === 'SILVER' && p.solo.rank === 'II',
    );
    expect(inDivision.length).toBeGreaterThan(LEAGUE_ENTRIES_PAGE_SIZE);
    const page = (n: number) =>
      leagueEntriesPage(players, 'euw1', 'RANKED_SOLO_5x5', 'SILVER', 'II', n);
    const first = page(1);
    const second = page(2);
    expect(LEAGUE_ENTRIES_PAGE_SIZE).toBe(205);
    expect(first).toHaveLength(205);
    expect(second).toHaveLength(inDivision.length - 205);
    expect(page(3)).toEqual([]);
    const seen = [...first, ...second].map((e) => e.puuid);
    expect(new Set(seen)).toEqual(new Set(inDivision.map((p) => p.puuid)));
    expect(seen).toHaveLength(inDivision.length);
    // Highest LP first across the page boundary.
    expect(first.at(-1)?.leaguePoints ?? 0).toBeGreaterThanOrEqual(second[0]?.leaguePoints ?? 0);
  });
});
