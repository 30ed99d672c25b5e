import type { LiveGame, LivePlayer } from '@riftscope/contracts';
import type { Player } from '@riftscope/riot-sim';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases.ts';
import { startTestApp, type TestApp } from './test-app.ts';

const SPECTATOR = 'spectator-v5.getCurrentGameInfoByPuuid';
const LEAGUE = 'league-v4.getLeagueEntriesByPUUID';

describe.each(TEST_DATABASES)('live games on $name', (db) => {
  let t: TestApp;
  const used = new Set<string>();
  beforeAll(async () => {
    t = await startTestApp(db);
  });
  afterAll(() => t.close());
  beforeEach(() => t.sim.resetStats());

  /** A euw1 player in no game now, not used by another test (answers are cached for 30 s). */
  const idlePlayer = (): Player => {
    const player = t.sim.world.players.find(
      (p) =>
        p.platform === 'euw1' && !used.has(p.puuid) && t.sim.world.liveGame(p, Date.now()) === null,
    );
    if (!player) throw new Error('no idle player left');
    used.add(player.puuid);
    return player;
  };
  /**
   * An idle player put into a new game whose nine others are new to this file too (the
   * simulator builds a roster from the players nearest in skill, who may be taken already).
   */
  const playerInNewGame = () => {
    for (;;) {
      const player = idlePlayer();
      const game = t.sim.forceLiveGame(player.puuid);
      const isFresh = game.participants.every(
        (p) => p.puuid === player.puuid || !used.has(p.puuid),
      );
      for (const p of game.participants) used.add(p.puuid);
      if (isFresh) return { player, game };
    }
  };

  const status = (p: Pick<Player, 'puuid' | 'platform'>) =>
    t.request({
      method: 'GET',
      url: `/api/summoners/${encodeURIComponent(p.puuid)}/${p.platform}/live-status`,
    });
  const liveGame = (p: Player) =>
    t.request({
      method: 'GET',
      url: `/api/summoners/${p.platform}/${encodeURIComponent(p.gameName)}/${encodeURIComponent(p.tagLine)}/live`,
    });
  const lookup = async (p: Player) => {
    const res = await t.request({
      method: 'GET',
      url: `/api/summoners/${encodeURIComponent(p.gameName)}/${encodeURIComponent(p.tagLine)}/${p.platform}`,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** What the live page should show: solo standing, else flex, else null. */
  const expectedRank = (puuid: string) => {
    const player = t.sim.world.playerByPuuid(puuid);
    const entry = player?.solo ?? player?.flex ?? null;
    return entry
      ? {
          queue_type: entry.queueType,
          tier: entry.tier,
          rank: entry.rank,
          leaguePoints: entry.leaguePoints,
          wins: entry.wins,
          losses: entry.losses,
        }
      : null;
  };

  it('answers in_game false for a player not in a game, then from the cache without a Riot call', async () => {
    const player = idlePlayer();
    const first = await status(player);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ in_game: false });
    expect(t.sim.stats().byMethod).toEqual({ [SPECTATOR]: 1 });

    t.sim.resetStats();
    expect((await status(player)).json()).toEqual({ in_game: false });
    expect(t.sim.stats().total).toBe(0);
  });

  it('answers in_game true for a player in a game, then from the cache without a Riot call', async () => {
    const { player } = playerInNewGame();
    expect((await status(player)).json()).toEqual({ in_game: true });
    t.sim.resetStats();
    expect((await status(player)).json()).toEqual({ in_game: true });
    expect(t.sim.stats().total).toBe(0);
  });

  it('answers in_game false for a PUUID Riot does not know', async () => {
    const res = await status({ puuid: 'no-such-player', platform: 'euw1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ in_game: false });
  });

  it('answers 422 for an unknown region', async () => {
    const res = await status({ puuid: 'someone', platform: 'xx1' as Player['platform'] });
    expect(res.statusCode).toBe(422);
  });

  it('answers 422 for a NUL in the PUUID or the Riot ID', async () => {
    expect((await status({ puuid: 'some\u0000one', platform: 'euw1' })).statusCode).toBe(422);
    const res = await t.request({ method: 'GET', url: '/api/summoners/euw1/No%00body/EUW/live' });
    expect(res.statusCode).toBe(422);
  });

  it('shows the live game with both teams, champions, spells, runes and every ranked standing', async () => {
    const { player, game: forced } = playerInNewGame();
    const res = await liveGame(player);
    expect(res.statusCode, res.body).toBe(200);
    const body: LiveGame = res.json();

    expect(body.game_id).toBe(forced.gameId);
    expect(body.game_start_time).toBe(forced.gameStartTime);
    expect(body.queue_id).toBe(forced.gameQueueConfigId);
    expect(body.queue_type).not.toBe('');
    expect(body.blue_team).toHaveLength(5);
    expect(body.red_team).toHaveLength(5);
    expect(body.blue_team.every((p) => p.team_id === 100)).toBe(true);
    expect(body.red_team.every((p) => p.team_id === 200)).toBe(true);

    const players: LivePlayer[] = [...body.blue_team, ...body.red_team];
    expect(players.map((p) => p.puuid).sort()).toEqual(
      forced.participants.map((p) => p.puuid).sort(),
    );
    for (const p of players) {
      const riot = forced.participants.find((f) => f.puuid === p.puuid);
      if (!riot) throw new Error('unknown player');
      expect(p.riot_id).toBe(riot.riotId);
      expect(p.champion.image_url).toMatch(/^https:\/\//);
      expect(p.spell1.image_url).toMatch(/^https:\/\//);
      expect(p.spell2.image_url).toMatch(/^https:\/\//);
      expect(p.main_rune.icon).toMatch(/^https:\/\//);
      expect(p.sub_rune.icon).toMatch(/^https:\/\//);
      const sim = t.sim.world.playerByPuuid(riot.puuid);
      expect(p.summoner).toEqual({
        region: 'euw1',
        game_name: sim?.gameName,
        tag_line: sim?.tagLine,
        rank: expectedRank(riot.puuid),
      });
    }
    expect(players.filter((p) => p.summoner?.rank).length).toBeGreaterThan(0);

    // The viewed player was fetched by the lookup; the other nine were asked, not stored.
    expect(t.sim.stats().byMethod[SPECTATOR]).toBe(1);
    expect(t.sim.stats().byMethod[LEAGUE]).toBe(10);
  });

  it('takes ranks of recently fetched players from the database and the game from the cache', async () => {
    const { player, game: forced } = playerInNewGame();
    expect((await status(player)).json()).toEqual({ in_game: true });
    const mate = forced.participants.find((p) => p.puuid !== player.puuid);
    const mateSim = mate && t.sim.world.playerByPuuid(mate.puuid);
    if (!mateSim) throw new Error('no teammate');
    await lookup(player);
    await lookup(mateSim);

    t.sim.resetStats();
    const res = await liveGame(player);
    expect(res.statusCode, res.body).toBe(200);
    expect(t.sim.stats().byMethod).toEqual({ [LEAGUE]: 8 });
    const body: LiveGame = res.json();
    const shown = [...body.blue_team, ...body.red_team].find((p) => p.puuid === mateSim.puuid);
    expect(shown?.summoner?.rank).toEqual(expectedRank(mateSim.puuid));
  });

  it('answers 404 with the not-in-game message when the player is not in a game', async () => {
    const player = idlePlayer();
    const res = await liveGame(player);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().message).toContain('not in a game');
  });

  it('answers 404 for an unknown player', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/summoners/euw1/Nobody%20Here/ZZZZ/live',
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers 503 when Riot fails, and serves again once it is back', async () => {
    const player = idlePlayer();
    const other = idlePlayer();
    await lookup(other);
    t.sim.setFaults({ errorRate: 1 });
    try {
      const res = await status(player);
      expect(res.statusCode, res.body).toBe(503);
      expect((await liveGame(other)).statusCode).toBe(503);
    } finally {
      t.sim.setFaults({});
    }
    // A failure is not cached.
    expect((await status(player)).json()).toEqual({ in_game: false });
    expect((await liveGame(other)).statusCode).toBe(404);
  });
});
