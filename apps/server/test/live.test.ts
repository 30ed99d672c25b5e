import {
  LIVE_STATUS_POLL_MS,
  type LiveGame,
  type LivePlayer,
  PREMADE_RECENT_GAMES,
  seasonOf,
  seasonRange,
} from '@riftscope/contracts';
import type { MatchDto } from '@riftscope/riot/schemas';
import type { Player } from '@riftscope/riot-sim';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases.ts';
import { asRemake, matchFixtureFiles, readMatch } from './match-fixtures.ts';
import { lookUpWithMatches } from './riot-players.ts';
import { type TestApp, useTestApp } from './test-app.ts';

const SPECTATOR = 'spectator-v5.getCurrentGameInfoByPuuid';
const LEAGUE = 'league-v4.getLeagueEntriesByPUUID';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Hands out the simulator's players so that no two tests of an app share one. */
function playersOf(t: TestApp) {
  const used = new Set<string>();
  /** A euw1 player in no game now, not used by another test (answers are cached a minute). */
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
  return { idlePlayer, playerInNewGame };
}

const statusOf = (t: TestApp, p: Pick<Player, 'puuid' | 'platform'>) =>
  t.request({
    method: 'GET',
    url: `/api/summoners/${encodeURIComponent(p.puuid)}/${p.platform}/live-status`,
  });
const liveGameOf = (t: TestApp, p: Player) =>
  t.request({
    method: 'GET',
    url: `/api/summoners/${p.platform}/${encodeURIComponent(p.gameName)}/${encodeURIComponent(p.tagLine)}/live`,
  });

describe.each(TEST_DATABASES)('live games on $name', (db) => {
  /** The app's clock: the polling tests move it past the interval. */
  let now = Date.now();
  let players: ReturnType<typeof playersOf>;
  const t = useTestApp(db, { freshRiotStats: true, clock: () => now });
  beforeAll(async () => {
    players = playersOf(t);
  });

  const idlePlayer = () => players.idlePlayer();
  const playerInNewGame = () => players.playerInNewGame();
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
      expect(p.champion.image_url).toMatch(/^\/cdn\/ddragon\/.+\.png$/);
      expect(p.spell1.image_url).toMatch(/^\/cdn\/ddragon\/.+\.png$/);
      expect(p.spell2.image_url).toMatch(/^\/cdn\/ddragon\/.+\.png$/);
      expect(p.main_rune.icon).toMatch(/^\/cdn\/ddragon\/.+\.png$/);
      expect(p.sub_rune.icon).toMatch(/^\/cdn\/ddragon\/.+\.png$/);
      const sim = t.sim.world.playerByPuuid(riot.puuid);
      expect(p.summoner).toEqual({
        region: 'euw1',
        game_name: sim?.gameName,
        tag_line: sim?.tagLine,
        rank: expectedRank(riot.puuid),
        // What was stored of the viewed player's history; the stored-games tests count it.
        champion_games: expect.objectContaining({ season: seasonOf(now) }),
        premade: p.summoner?.premade ?? null,
      });
    }
    expect(players.filter((p) => p.summoner?.rank).length).toBeGreaterThan(0);
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

    // The viewed player was fetched by the lookup; the other nine were asked, not stored.
    expect(t.sim.stats().byMethod[SPECTATOR]).toBe(1);
    expect(t.sim.stats().byMethod[LEAGUE]).toBe(10);
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

/** A real Solo/Duo game of ten: seats 0–4 won on blue, 5–9 lost on red. */
const SOLO = matchFixtureFiles
  .map(readMatch)
  .find((d) => d.info.queueId === 420 && d.info.participants.length === 10);
if (!SOLO) throw new Error('The real Riot documents hold no Solo/Duo game of ten');

describe.each(TEST_DATABASES)('live game figures from stored games on $name', (db) => {
  /** The app's clock, fixed: "this season" is the season of this instant. */
  const now = Date.now();
  const season = seasonOf(now);
  let body: LiveGame;
  let blue: string[];
  let red: string[];
  /** The player the tests count the champion's games of, and the champion played now. */
  let counted: { puuid: string; championId: number };

  let stored = 0;
  /** A stored game: the Solo fixture with these players in these seats, on these champions. */
  const storedGame = (
    creation: number,
    seats: Record<number, { puuid: string; championId: number }>,
  ): MatchDto => {
    if (!SOLO) throw new Error('no Solo/Duo fixture');
    const participants = SOLO.info.participants.map((p, i) => {
      const seat = seats[i];
      return seat ? { ...p, puuid: seat.puuid, championId: seat.championId } : p;
    });
    return {
      ...SOLO,
      metadata: {
        ...SOLO.metadata,
        matchId: `EUW1_88${String(++stored).padStart(8, '0')}`,
        participants: participants.map((p) => p.puuid),
      },
      info: { ...SOLO.info, gameCreation: creation, participants },
    };
  };

  const t = useTestApp(db, { clock: () => now });
  beforeAll(async () => {
    const { player, game } = playersOf(t).playerInNewGame();
    blue = game.participants.filter((p) => p.teamId === 100).map((p) => p.puuid);
    red = game.participants.filter((p) => p.teamId === 200).map((p) => p.puuid);
    const [b0 = '', b1 = '', b2 = '', b3 = '', b4 = ''] = blue;
    const [r0 = '', r1 = '', r2 = '', r3 = '', r4 = ''] = red;
    const championOf = (puuid: string) =>
      game.participants.find((p) => p.puuid === puuid)?.championId ?? 0;
    counted = { puuid: b0, championId: championOf(b0) };
    // A champion none of the ten plays now, so that only the games below on purpose count.
    const picked = new Set(game.participants.map((p) => p.championId));
    const other = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].find((id) => !picked.has(id)) ?? 0;
    const seat = (puuid: string, championId = other) => ({ puuid, championId });
    const mine = counted.championId;
    const { from } = seasonRange(season);

    const documents: MatchDto[] = [
      // The counted player on the champion of now: two wins and a loss this season…
      storedGame(now - 1 * HOUR, { 0: seat(b0, mine) }),
      storedGame(now - 2 * HOUR, { 1: seat(b0, mine) }),
      storedGame(now - 3 * HOUR, { 5: seat(b0, mine) }),
      // …but not a remake, a game of last season or another champion.
      asRemake(storedGame(now - 4 * HOUR, { 0: seat(b0, mine), 1: seat(b1) })),
      storedGame(from - DAY, { 0: seat(b0, mine) }),
      storedGame(now - 5 * HOUR, { 0: seat(b0) }),
      // Remakes with b1 on the same team (three, with the one above) make no premade.
      asRemake(storedGame(now - 6 * HOUR, { 0: seat(b0), 2: seat(b1) })),
      asRemake(storedGame(now - 40 * HOUR, { 0: seat(b0), 2: seat(b1) })),
      // b1 and b2: a duo.
      storedGame(now - 7 * HOUR, { 0: seat(b1), 1: seat(b2) }),
      storedGame(now - 8 * HOUR, { 6: seat(b1), 7: seat(b2) }),
      storedGame(now - 41 * HOUR, { 0: seat(b1), 1: seat(b2) }),
      // b3 and b4: together often enough, but once against each other.
      storedGame(now - 9 * HOUR, { 0: seat(b3), 1: seat(b4) }),
      storedGame(now - 10 * HOUR, { 0: seat(b3), 1: seat(b4) }),
      storedGame(now - 11 * HOUR, { 0: seat(b3), 1: seat(b4) }),
      storedGame(now - 12 * HOUR, { 0: seat(b3), 5: seat(b4) }),
      // r0 with r1, and r1 with r2: one group of three.
      storedGame(now - 13 * HOUR, { 0: seat(r0), 2: seat(r1) }),
      storedGame(now - 14 * HOUR, { 0: seat(r0), 2: seat(r1) }),
      storedGame(now - 42 * HOUR, { 0: seat(r0), 2: seat(r1) }),
      storedGame(now - 15 * HOUR, { 5: seat(r1), 6: seat(r2) }),
      storedGame(now - 16 * HOUR, { 5: seat(r1), 6: seat(r2) }),
      storedGame(now - 43 * HOUR, { 5: seat(r1), 6: seat(r2) }),
      // b3 and r3 queued together before, and play against each other now.
      storedGame(now - 17 * HOUR, { 2: seat(b3), 3: seat(r3) }),
      storedGame(now - 18 * HOUR, { 2: seat(b3), 3: seat(r3) }),
      storedGame(now - 44 * HOUR, { 2: seat(b3), 3: seat(r3) }),
      // r3 and r4 together three times a month ago, since when r4 has played a full recent list.
      storedGame(now - 30 * DAY, { 0: seat(r3), 1: seat(r4) }),
      storedGame(now - 31 * DAY, { 0: seat(r3), 1: seat(r4) }),
      storedGame(now - 32 * DAY, { 0: seat(r3), 1: seat(r4) }),
      ...Array.from({ length: PREMADE_RECENT_GAMES }, (_, i) =>
        storedGame(now - (20 + i) * HOUR, { 0: seat(r4) }),
      ),
    ];
    for (const document of documents) {
      expect(await t.services.repositories.matches.store(document)).toBe(true);
    }
    // The viewed player's profile is stored as fetched, so that the page stores none of their
    // games from Riot: only the games above are stored.
    await t.services.repositories.summoners.saveFetched(
      {
        region: player.platform,
        puuid: player.puuid,
        gameName: player.gameName,
        tagLine: player.tagLine,
        profileIconId: 1,
        summonerLevel: 100,
      },
      [],
      new Date(now),
    );
    const res = await liveGameOf(t, player);
    expect(res.statusCode, res.body).toBe(200);
    body = res.json();
  });

  const shown = (puuid: string) => {
    const found = [...body.blue_team, ...body.red_team].find((p) => p.puuid === puuid);
    if (!found?.summoner) throw new Error(`${puuid} is not shown`);
    return found.summoner;
  };

  it("counts the player's stored games this season on the champion of now, remakes left out", () => {
    expect(shown(counted.puuid).champion_games).toEqual({
      season,
      games: 3,
      wins: 2,
      win_rate: 66.7,
    });
  });

  it('shows no games for players without stored games on their champion', () => {
    for (const puuid of [...blue, ...red].filter((p) => p !== counted.puuid)) {
      expect(shown(puuid).champion_games, puuid).toEqual({
        season,
        games: 0,
        wins: 0,
        win_rate: 0,
      });
    }
  });

  it('groups teammates who queued together in their recent stored games, numbered blue then red', () => {
    const groups = Object.fromEntries(
      [...blue, ...red].map((puuid) => [puuid, shown(puuid).premade]),
    );
    const [b0 = '', b1 = '', b2 = '', b3 = '', b4 = ''] = blue;
    const [r0 = '', r1 = '', r2 = '', r3 = '', r4 = ''] = red;
    expect(groups).toEqual({
      // Remakes together do not count.
      [b0]: null,
      [b1]: 1,
      [b2]: 1,
      // Once on opposite teams.
      [b3]: null,
      [b4]: null,
      [r0]: 2,
      [r1]: 2,
      [r2]: 2,
      // Their games together are no longer among r4's newest; and b3 is an opponent now.
      [r3]: null,
      [r4]: null,
    });
  });
});
