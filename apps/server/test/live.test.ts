import {
  LIVE_STATUS_POLL_MS,
  type LiveGame,
  type LivePlayer,
  PLAYER_ROLES,
  SUMMONERS_RIFT_MAP_ID,
  seasonOf,
} from '@riftscope/contracts';
import type { Player } from '@riftscope/riot-sim';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases.ts';
import { LEAGUE, liveGameOf, MASTERY, playersOf, SPECTATOR, statusOf } from './live-players.ts';
import { lookUpWithMatches } from './riot-players.ts';
import { useTestApp } from './test-app.ts';

describe.each(TEST_DATABASES)('live games on $name', (db) => {
  /** The app's clock: the polling tests move it past the interval. */
  let now = Date.now();
  let players: ReturnType<typeof playersOf>;
  const t = useTestApp(db, { freshRiotStats: true, clock: () => now });
  beforeAll(async () => {
    players = playersOf(t);
  });

  const idlePlayer = () => players.idlePlayer();
  const playerInNewGame = (queueIds?: readonly number[]) => players.playerInNewGame(queueIds);
  const status = (p: Pick<Player, 'puuid' | 'platform'>) => statusOf(t, p);
  const liveGame = (p: Player) => liveGameOf(t, p);
  const spectatorCalls = () => t.sim.stats().byMethod[SPECTATOR] ?? 0;
  /** A lookup as the player page makes it, its first page of matches stored when it ends. */
  const lookup = async (p: Player) => {
    const res = await lookUpWithMatches(t.request, p);
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

  /** The whole rune page: keystone and runes as the main and sub rune say, every one named. */
  const expectFullRunePage = (p: LivePlayer) => {
    const page = p.runes;
    if (!page) throw new Error(`${p.riot_id} has no rune page`);
    expect(page.primary.keystone).toEqual(p.main_rune);
    expect(page.secondary.tree).toEqual(p.sub_rune);
    const all = [
      page.primary.tree,
      page.primary.keystone,
      ...page.primary.runes,
      page.secondary.tree,
      ...page.secondary.runes,
      ...page.shards,
    ];
    expect(all).toHaveLength(11);
    for (const rune of all) expect(rune.icon, rune.name).toMatch(/^\/cdn\/ddragon\/.+\.png$/);
  };

  it('answers in_game false for a player not in a game, then from the cache without a Riot call', async () => {
    const player = idlePlayer();
    const first = await status(player);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ in_game: false });
    expect(t.sim.stats().byMethod).toEqual({ [SPECTATOR]: 1 });

    await t.resetRiotStats();
    expect((await status(player)).json()).toEqual({ in_game: false });
    expect(t.sim.stats().total).toBe(0);
  });

  it('answers in_game true for a player in a game, then from the cache without a Riot call', async () => {
    const { player } = playerInNewGame();
    expect((await status(player)).json()).toEqual({ in_game: true });
    await t.resetRiotStats();
    expect((await status(player)).json()).toEqual({ in_game: true });
    expect(t.sim.stats().total).toBe(0);
  });

  /** Many visitors and tabs asking at once, as a burst of concurrent status requests. */
  const burst = async (p: Player, expected: boolean, count = 12) => {
    const answers = await Promise.all(Array.from({ length: count }, () => status(p)));
    for (const res of answers) expect(res.json(), res.body).toEqual({ in_game: expected });
  };

  it('asks Riot once a poll interval about a player in no game, however many ask at once or again', async () => {
    const player = idlePlayer();
    await burst(player, false);
    now += LIVE_STATUS_POLL_MS - 1;
    await burst(player, false);
    for (let i = 0; i < 3; i++) expect((await status(player)).json()).toEqual({ in_game: false });
    expect(spectatorCalls()).toBe(1);

    now += 1;
    await burst(player, false);
    expect((await status(player)).json()).toEqual({ in_game: false });
    expect(spectatorCalls()).toBe(2);
  });

  it('asks Riot once a poll interval about a player in a game, the live page included', async () => {
    const { player } = playerInNewGame();
    await burst(player, true);
    now += LIVE_STATUS_POLL_MS - 1;
    await burst(player, true);
    expect((await liveGame(player)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await status(player)).json()).toEqual({ in_game: true });
    expect(spectatorCalls()).toBe(1);

    now += 1;
    await burst(player, true);
    expect((await liveGame(player)).statusCode).toBe(200);
    expect(spectatorCalls()).toBe(2);
  });

  it('answers in_game false for a PUUID Riot does not know', async () => {
    const res = await status({ puuid: 'n'.repeat(78), platform: 'euw1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ in_game: false });
  });

  it('answers 422 for an unknown region', async () => {
    const res = await status({ puuid: 's'.repeat(78), platform: 'xx1' as Player['platform'] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).not.toHaveProperty('puuid');
  });

  it('answers 422 for a NUL in the PUUID or the Riot ID', async () => {
    expect((await status({ puuid: 'some\u0000one', platform: 'euw1' })).statusCode).toBe(422);
    const res = await t.request({ method: 'GET', url: '/api/summoners/euw1/No%00body/EUW/live' });
    expect(res.statusCode).toBe(422);
  });

  it('shows the live game with both teams, champions, spells, runes and every ranked standing', async () => {
    // Summoner's Rift, where roles are inferred.
    const { player, game: forced } = playerInNewGame([420, 440, 400]);
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
      expect(p.champion.image_url).toMatch(/^\/cdn\/ddragon\/.+\.png$/);
      expect(p.spell1.image_url).toMatch(/^\/cdn\/ddragon\/.+\.png$/);
      expect(p.spell2.image_url).toMatch(/^\/cdn\/ddragon\/.+\.png$/);
      expect(p.main_rune.icon).toMatch(/^\/cdn\/ddragon\/.+\.png$/);
      expect(p.sub_rune.icon).toMatch(/^\/cdn\/ddragon\/.+\.png$/);
      expectFullRunePage(p);
      const sim = t.sim.world.playerByPuuid(riot.puuid);
      expect(p.summoner).toEqual({
        region: 'euw1',
        game_name: sim?.gameName,
        tag_line: sim?.tagLine,
        rank: expectedRank(riot.puuid),
        // What was stored of the viewed player's history; the stored-games tests count these.
        champion_games: expect.objectContaining({ season: seasonOf(now) }),
        form: expect.objectContaining({
          queue: forced.gameQueueConfigId === 440 ? 'flex' : 'solo',
        }),
        notes: expect.any(Array),
        premade: p.summoner?.premade ?? null,
        mastery: p.summoner?.mastery,
      });
    }
    expect(players.filter((p) => p.summoner?.rank).length).toBeGreaterThan(0);
    expect(forced.mapId).toBe(SUMMONERS_RIFT_MAP_ID);
    expect(body.roles_inferred).toBe(true);
    expect(body.blue_team.map((p) => p.role)).toEqual(PLAYER_ROLES);
    expect(body.red_team.map((p) => p.role)).toEqual(PLAYER_ROLES);
    expect(body.bans).toEqual(
      forced.bannedChampions
        .toSorted((a, b) => a.pickTurn - b.pickTurn)
        .map((ban) => ({
          team_id: ban.teamId,
          pick_turn: ban.pickTurn,
          champion:
            ban.championId === -1
              ? null
              : {
                  id: ban.championId,
                  name: expect.any(String),
                  image_url: expect.stringMatching(/^\/cdn\/ddragon\/.+\.png$/),
                },
        })),
    );

    // The viewed player was fetched by the lookup; the other nine's ranks were asked, not
    // stored; no one's masteries were read, so each was asked once.
    expect(t.sim.stats().byMethod[SPECTATOR]).toBe(1);
    expect(t.sim.stats().byMethod[LEAGUE]).toBe(10);
    expect(t.sim.stats().byMethod[MASTERY]).toBe(10);
  });

  it("shows ARAM's players in Riot's order without roles", async () => {
    const { player, game: forced } = playerInNewGame([450]);
    const res = await liveGame(player);
    expect(res.statusCode, res.body).toBe(200);
    const body: LiveGame = res.json();
    expect(body.roles_inferred).toBe(false);
    const listed = (teamId: number) =>
      forced.participants.filter((p) => p.teamId === teamId).map((p) => [p.puuid, null]);
    expect(body.blue_team.map((p) => [p.puuid, p.role])).toEqual(listed(100));
    expect(body.red_team.map((p) => [p.puuid, p.role])).toEqual(listed(200));
  });

  it('answers a game seen again from what it kept, asking Riot nothing about the other nine', async () => {
    const { player } = playerInNewGame();
    const first = await liveGame(player);
    expect(first.statusCode, first.body).toBe(200);
    expect(t.sim.stats().byMethod[LEAGUE]).toBeGreaterThan(0);
    await t.resetRiotStats();
    const again = await liveGame(player);
    expect(again.body).toBe(first.body);
    expect(t.sim.stats().total).toBe(0);
  });

  it('takes ranks of recently fetched players from the database and the game from the cache', async () => {
    const { player, game: forced } = playerInNewGame();
    expect((await status(player)).json()).toEqual({ in_game: true });
    const mate = forced.participants.find((p) => p.puuid !== player.puuid);
    const mateSim = mate && t.sim.world.playerByPuuid(mate.puuid);
    if (!mateSim) throw new Error('no teammate');
    await lookup(player);
    await lookup(mateSim);

    await t.resetRiotStats();
    const res = await liveGame(player);
    expect(res.statusCode, res.body).toBe(200);
    expect(t.sim.stats().byMethod).toEqual({ [LEAGUE]: 8, [MASTERY]: 10 });
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
