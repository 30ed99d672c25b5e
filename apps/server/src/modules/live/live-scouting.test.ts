import { type QueueFilter, RANKED_FORM_GAMES } from '@riftscope/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { ChampionTallyRow, ScoutingGameRow } from '../riot-data/scouting.repository.ts';
import { formOf, formQueueOf, readLobbyGames } from './live-scouting.ts';

const HOUR = 3_600_000;
const game = (queueId: number, hoursAgo: number, win = true): ScoutingGameRow => ({
  win,
  kills: 1,
  deaths: 1,
  assists: 1,
  killParticipation: null,
  role: 'TOP',
  championId: 1,
  championName: 'Annie',
  goldDiff10: null,
  csDiff10: null,
  xpDiff10: null,
  goldDiff15: null,
  csDiff15: null,
  xpDiff15: null,
  queueId,
  gameCreation: 1_000 * HOUR - hoursAgo * HOUR,
});

const tally = (puuid: string, queueId: number, games: number): ChampionTallyRow => ({
  puuid,
  championId: 1,
  queueId,
  games,
  wins: 0,
  kills: 0,
  deaths: 0,
  assists: 0,
});

/** A's solo games every odd hour and flex games every even one, RANKED_FORM_GAMES of each. */
function fakeScouting() {
  const solo = Array.from({ length: RANKED_FORM_GAMES }, (_, i) => game(420, 2 * i + 1));
  const flex = Array.from({ length: RANKED_FORM_GAMES }, (_, i) => game(440, 2 * i + 2, false));
  return {
    recentGamesOf: vi.fn(async (puuids: readonly string[], queue: QueueFilter) => {
      const mine = queue === 'solo' ? solo : flex;
      return new Map(puuids.map((p) => [p, p === 'A' ? mine : []]));
    }),
    championTallies: vi.fn(async () => [
      tally('A', 420, 5),
      tally('A', 440, 3),
      tally('B', 450, 9),
    ]),
    historyWindows: vi.fn(async () => new Map([['A', { from: null, to: 1_000 * HOUR }]])),
  };
}

const lobby = { region: 'euw1', puuids: ['A', 'B'], season: 2026 };

describe('readLobbyGames', () => {
  it("reads each ranked queue's newest games once for the lobby and merges them newest first, cut to the form's length", async () => {
    const scouting = fakeScouting();
    const games = await readLobbyGames(scouting, { ...lobby, queueId: 420 });
    expect(scouting.recentGamesOf).toHaveBeenCalledTimes(2);
    expect(scouting.championTallies).toHaveBeenCalledTimes(1);
    const recent = games.recentRanked.get('A') ?? [];
    expect(recent).toHaveLength(RANKED_FORM_GAMES);
    expect(recent.map((g) => g.queueId).slice(0, 4)).toEqual([420, 440, 420, 440]);
    expect(recent.map((g) => g.gameCreation)).toEqual(
      recent.map((g) => g.gameCreation).toSorted((a, b) => b - a),
    );
    expect(games.recentRanked.get('B')).toEqual([]);
    expect(games.seasonTallies.get('A')).toHaveLength(2);
    expect(games.seasonTallies.get('B')).toHaveLength(1);
  });

  it("reads the form in the game's queue: Flex for a Flex game, else Solo/Duo", async () => {
    expect(formQueueOf(440)).toBe('flex');
    expect([420, 400, 450, 0].map(formQueueOf)).toEqual(['solo', 'solo', 'solo', 'solo']);
    const flexGame = await readLobbyGames(fakeScouting(), { ...lobby, queueId: 440 });
    expect(formOf(flexGame, 'A')).toMatchObject({ queue: 'flex', games: 20, wins: 0 });
    const soloGame = await readLobbyGames(fakeScouting(), { ...lobby, queueId: 420 });
    expect(formOf(soloGame, 'A')).toMatchObject({ queue: 'solo', games: 20, wins: 20 });
    expect(formOf(soloGame, 'B')).toMatchObject({ games: 0, results: [], is_complete: false });
  });
});
