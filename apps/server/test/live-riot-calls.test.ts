import type { LiveGame, LivePlayer } from '@riftscope/contracts';
import type { Player } from '@riftscope/riot-sim';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMasteriesRepository } from '../src/modules/riot-data/masteries.repository.ts';
import { TEST_DATABASES } from './databases.ts';
import {
  type ForcedGame,
  LEAGUE,
  liveGameOf,
  MASTERY,
  playersOf,
  SPECTATOR,
  watchRiotCalls,
} from './live-players.ts';
import { lookUpWithMatches } from './riot-players.ts';
import { useTestApp } from './test-app.ts';

describe.each(TEST_DATABASES)("a live answer's Riot calls on $name", (db) => {
  const now = Date.now();
  let players: ReturnType<typeof playersOf>;
  let watch: ReturnType<typeof watchRiotCalls>;
  const t = useTestApp(db, { freshRiotStats: true, clock: () => now });
  beforeAll(() => {
    players = playersOf(t);
  });
  beforeEach(() => {
    watch = watchRiotCalls(t);
  });
  afterEach(() => watch.restore());

  /** A player looked up (their first page stored) and put into a new game, calls counted from here. */
  const viewerInNewGame = async () => {
    const { player, game } = players.playerInNewGame();
    expect((await lookUpWithMatches(t.request, player)).statusCode).toBe(200);
    await t.resetRiotStats();
    watch.calls.length = 0;
    return { player, game };
  };
  const view = async (p: Player): Promise<LiveGame> => {
    const res = await liveGameOf(t, p);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const shownOf = (body: LiveGame, puuid: string): LivePlayer => {
    const found = [...body.blue_team, ...body.red_team].find((p) => p.puuid === puuid);
    if (!found) throw new Error(`${puuid} is not shown`);
    return found;
  };
  const expectedRank = (puuid: string) => {
    const sim = t.sim.world.playerByPuuid(puuid);
    const entry = sim?.solo ?? sim?.flex ?? null;
    return entry ? expect.objectContaining({ tier: entry.tier, rank: entry.rank }) : null;
  };
  /** The same ten in a game Riot names anew, as spectator-v5 answers it for `puuid`. */
  const sameTenInAnotherGame = (game: ForcedGame, puuid: string) => {
    watch.spectate.set(puuid, (found) => found && { ...found, gameId: game.gameId + 1 });
  };

  it('asks Riot, at low priority, once for the masteries of each player without a read within a day, and stores each as a full read', async () => {
    const { player, game } = await viewerInNewGame();
    const body = await view(player);
    const asked = watch.of('mastery');
    expect(asked.map((c) => c.puuid).sort()).toEqual(game.participants.map((p) => p.puuid).sort());
    expect(new Set(asked.map((c) => c.priority))).toEqual(new Set(['low']));
    const masteries = createMasteriesRepository(t.database.db);
    let storedRows = 0;
    for (const p of game.participants) {
      const read = await masteries.find('euw1', p.puuid);
      storedRows += read?.rows.length ?? 0;
      expect(read?.fetchedAt.getTime(), p.puuid).toBe(now);
      const played = read?.rows.find((r) => r.championId === p.championId);
      expect(shownOf(body, p.puuid).summoner?.mastery).toEqual(
        played && {
          level: played.level,
          points: played.points,
          fetched_at: new Date(now).toISOString(),
        },
      );
    }
    // Whether anyone has points on the champion they drew varies with the game; the reads do not.
    expect(storedRows).toBeGreaterThan(0);
  });

  it("asks league-v4 at low priority for the ranks of players without a fresh profile, spectator-v5 at high for the viewer's game, and counts each call", async () => {
    const { player, game } = await viewerInNewGame();
    await view(player);
    const others = game.participants.filter((p) => p.puuid !== player.puuid).map((p) => p.puuid);
    expect(
      watch
        .of('league')
        .map((c) => c.puuid)
        .sort(),
    ).toEqual(others.sort());
    expect(new Set(watch.of('league').map((c) => c.priority))).toEqual(new Set(['low']));
    expect(watch.of('spectator')).toEqual([
      { method: 'spectator', puuid: player.puuid, priority: 'high' },
    ]);
    // A game of ten players of whom only the viewer was looked up: one spectator call, nine
    // ranks, ten masteries.
    expect(t.sim.stats().byMethod).toEqual({ [SPECTATOR]: 1, [LEAGUE]: 9, [MASTERY]: 10 });
  });

  it("keeps unknown players' ranks and their masteries for their next game: the same ten in another game ask Riot for nothing more", async () => {
    const { player, game } = await viewerInNewGame();
    const first = await view(player);
    const mate = game.participants.find((p) => p.puuid !== player.puuid);
    const mateSim = mate && t.sim.world.playerByPuuid(mate.puuid);
    if (!mateSim) throw new Error('no other player');
    expect((await lookUpWithMatches(t.request, mateSim)).statusCode).toBe(200);
    await t.resetRiotStats();
    sameTenInAnotherGame(game, mateSim.puuid);

    const second = await view(mateSim);
    expect(second.game_id).toBe(game.gameId + 1);
    expect(t.sim.stats().byMethod).toEqual({ [SPECTATOR]: 1 });
    for (const p of game.participants) {
      if (p.puuid === mateSim.puuid) continue;
      expect(shownOf(second, p.puuid).summoner?.rank).toEqual(
        shownOf(first, p.puuid).summoner?.rank,
      );
      expect(shownOf(second, p.puuid).summoner?.mastery).toEqual(
        shownOf(first, p.puuid).summoner?.mastery,
      );
    }
  });

  it('asks once per player when two games of the same players are answered at once', async () => {
    const { player, game } = await viewerInNewGame();
    const mate = game.participants.find((p) => p.puuid !== player.puuid);
    const mateSim = mate && t.sim.world.playerByPuuid(mate.puuid);
    if (!mateSim) throw new Error('no other player');
    expect((await lookUpWithMatches(t.request, mateSim)).statusCode).toBe(200);
    await t.resetRiotStats();
    sameTenInAnotherGame(game, mateSim.puuid);

    const [a, b] = await Promise.all([view(player), view(mateSim)]);
    expect(b.game_id).not.toBe(a.game_id);
    // Two looked up, eight ranks asked; no one's masteries read before.
    expect(t.sim.stats().byMethod).toEqual({ [SPECTATOR]: 2, [LEAGUE]: 8, [MASTERY]: 10 });
  });

  it('shows a player whose rank and masteries Riot cannot give now without them, answers the rest, and asks again at the next view', async () => {
    const { player, game } = await viewerInNewGame();
    const unlucky = game.participants.find((p) => p.puuid !== player.puuid)?.puuid ?? '';
    watch.failing.add(unlucky);
    const first = await view(player);
    expect(shownOf(first, unlucky).summoner?.rank).toBeNull();
    expect(shownOf(first, unlucky).summoner?.mastery).toBeUndefined();
    for (const p of game.participants.filter(
      (g) => g.puuid !== unlucky && g.puuid !== player.puuid,
    )) {
      expect(shownOf(first, p.puuid).summoner?.rank, p.puuid).toEqual(expectedRank(p.puuid));
    }

    watch.failing.clear();
    watch.calls.length = 0;
    const again = await view(player);
    const riotCalls = watch.calls.filter((c) => c.method !== 'spectator');
    expect(riotCalls.toSorted((x, y) => x.method.localeCompare(y.method))).toEqual([
      { method: 'league', puuid: unlucky, priority: 'low' },
      { method: 'mastery', puuid: unlucky, priority: 'low' },
    ]);
    expect(shownOf(again, unlucky).summoner?.rank).toEqual(expectedRank(unlucky));
  });
});
