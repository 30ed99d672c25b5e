import {
  type LiveGame,
  mainRoles,
  ONE_TRICK_MIN_GAMES,
  ONE_TRICK_MIN_SHARE,
  PLAYER_ROLES,
  type PlayerRole,
  PREMADE_RECENT_GAMES,
  RANKED_FORM_GAMES,
  type RankedForm,
  round1,
  round2,
  SMITE_SPELL_ID,
  seasonOf,
  seasonRange,
  tierRoleOf,
} from '@riftscope/contracts';
import type { MatchDto } from '@riftscope/riot/schemas';
import type { Player } from '@riftscope/riot-sim';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases.ts';
import { type ForcedGame, liveGameOf, playersOf } from './live-players.ts';
import { asRemake, matchFixtureFiles, readMatch } from './match-fixtures.ts';
import { type TestApp, useTestApp } from './test-app.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SOLO_ID = 420;
const FLEX_ID = 440;
const NORMAL_ID = 400;

/** A real Solo/Duo game of ten: seats 0–4 won on blue, 5–9 lost on red. */
const SOLO = matchFixtureFiles
  .map(readMatch)
  .find((d) => d.info.queueId === SOLO_ID && d.info.participants.length === 10);
if (!SOLO) throw new Error('The real Riot documents hold no Solo/Duo game of ten');

type Seats = Record<number, { puuid: string; championId: number }>;

let stored = 0;
/** A stored game: the Solo fixture in a queue, with these players in these seats and champions. */
function storedGame(creation: number, seats: Seats, queueId = SOLO_ID): MatchDto {
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
    info: { ...SOLO.info, queueId, gameCreation: creation, participants },
  };
}

/** The lobby by seat, the counted player's champion, and a champion none of the ten plays now. */
interface Lobby {
  blue: string[];
  red: string[];
  mine: number;
  other: number;
}

/** The stored games of the lobby: each tells what it is there for. */
function lobbyDocuments({ blue, red, mine, other }: Lobby, now: number): MatchDto[] {
  const [b0 = '', b1 = '', b2 = '', b3 = '', b4 = ''] = blue;
  const [r0 = '', r1 = '', r2 = '', r3 = '', r4 = ''] = red;
  const seat = (puuid: string, championId = other) => ({ puuid, championId });
  const { from } = seasonRange(seasonOf(now));
  return [
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
    // b3 and b4: together often enough, but once against each other; normal games, so that
    // b4 has no ranked game stored.
    storedGame(now - 9 * HOUR, { 0: seat(b3), 1: seat(b4) }, NORMAL_ID),
    storedGame(now - 10 * HOUR, { 0: seat(b3), 1: seat(b4) }, NORMAL_ID),
    storedGame(now - 11 * HOUR, { 0: seat(b3), 1: seat(b4) }, NORMAL_ID),
    storedGame(now - 12 * HOUR, { 0: seat(b3), 5: seat(b4) }, NORMAL_ID),
    // r0 with r1, and r1 with r2: one group of three.
    storedGame(now - 13 * HOUR, { 0: seat(r0), 2: seat(r1) }),
    storedGame(now - 14 * HOUR, { 0: seat(r0), 2: seat(r1) }),
    storedGame(now - 42 * HOUR, { 0: seat(r0), 2: seat(r1) }),
    storedGame(now - 15 * HOUR, { 5: seat(r1), 6: seat(r2) }),
    storedGame(now - 16 * HOUR, { 5: seat(r1), 6: seat(r2) }),
    storedGame(now - 43 * HOUR, { 5: seat(r1), 6: seat(r2) }),
    // r0's newest: three Flex wins, before the Solo/Duo wins above: a streak over both queues.
    ...[0.5, 0.6, 0.7].map((h) => storedGame(now - h * HOUR, { 1: seat(r0) }, FLEX_ID)),
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
}

/** One player's game as stored, read back from the documents the test stored. */
interface PlayedGame {
  queueId: number;
  creation: number;
  championId: number;
  win: boolean;
  kills: number;
  deaths: number;
  assists: number;
  role: PlayerRole | null;
}

/** The player's games in the documents but remakes, newest first. */
function gamesIn(documents: readonly MatchDto[], puuid: string): PlayedGame[] {
  return documents
    .filter((d) => !d.info.participants.every((p) => p.gameEndedInEarlySurrender))
    .flatMap((d) =>
      d.info.participants
        .filter((p) => p.puuid === puuid)
        .map((p) => ({
          queueId: d.info.queueId,
          creation: d.info.gameCreation,
          championId: p.championId,
          win: p.win,
          kills: p.kills,
          deaths: p.deaths,
          assists: p.assists,
          role: tierRoleOf(p.teamPosition),
        })),
    )
    .sort((a, b) => b.creation - a.creation);
}

const sumOf = (games: readonly PlayedGame[], pick: (g: PlayedGame) => number) =>
  games.reduce((n, g) => n + pick(g), 0);

/** The form the rules give the newest games of one queue (docs/player-page.md). */
function expectedForm(games: readonly PlayedGame[], isComplete: boolean): RankedForm {
  const n = games.length;
  const wins = games.filter((g) => g.win).length;
  const [kills, deaths, assists] = [
    sumOf(games, (g) => g.kills),
    sumOf(games, (g) => g.deaths),
    sumOf(games, (g) => g.assists),
  ];
  const byRole: Partial<Record<PlayerRole, number>> = {};
  for (const { role } of games) if (role) byRole[role] = (byRole[role] ?? 0) + 1;
  const { main, secondary } = mainRoles(byRole);
  return {
    queue: games[0]?.queueId === FLEX_ID ? 'flex' : 'solo',
    games: n,
    wins,
    losses: n - wins,
    results: games.map((g) => (g.win ? 'win' : 'loss')),
    avg_kills: n > 0 ? round1(kills / n) : 0,
    avg_deaths: n > 0 ? round1(deaths / n) : 0,
    avg_assists: n > 0 ? round1(assists / n) : 0,
    kda: deaths > 0 ? round2((kills + assists) / deaths) : null,
    main_role: main,
    secondary_role: secondary,
    is_complete: isComplete,
  };
}

/**
 * Stores the player's profile as fetched now, with every match of theirs stored from
 * `storedFrom` on when given.
 */
async function storeFetched(t: TestApp, player: Player, now: number, storedFrom?: number) {
  const row = await t.services.repositories.summoners.saveFetched(
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
  if (storedFrom !== undefined) {
    await t.services.repositories.summoners.setHistoryStoredFrom(row.id, storedFrom);
  }
}

describe.each(TEST_DATABASES)('live game figures from stored games on $name', (db) => {
  /** The app's clock, fixed: "this season" is the season of this instant. */
  const now = Date.now();
  const season = seasonOf(now);
  let body: LiveGame;
  let game: ForcedGame;
  let lobby: Lobby;
  let documents: MatchDto[];

  const t = useTestApp(db, { clock: () => now });
  beforeAll(async () => {
    // A ranked game on Summoner's Rift: its roles are inferred, its form is of its queue.
    const forced = playersOf(t).playerInNewGame([SOLO_ID, FLEX_ID]);
    game = forced.game;
    const puuidsOf = (teamId: number) =>
      game.participants.filter((p) => p.teamId === teamId).map((p) => p.puuid);
    const picked = new Set(game.participants.map((p) => p.championId));
    lobby = {
      blue: puuidsOf(100),
      red: puuidsOf(200),
      mine: game.participants.find((p) => p.puuid === puuidsOf(100)[0])?.championId ?? 0,
      // A champion none of the ten plays now, so that only the games on purpose count.
      other: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].find((id) => !picked.has(id)) ?? 0,
    };
    documents = lobbyDocuments(lobby, now);
    for (const document of documents) {
      expect(await t.services.repositories.matches.store(document)).toBe(true);
    }
    // The viewed player's profile is stored as fetched, so that the page stores none of their
    // games from Riot: only the games above are stored. r0's history is stored from before
    // their oldest game above.
    await storeFetched(t, forced.player, now);
    const r0 = t.sim.world.playerByPuuid(lobby.red[0] ?? '');
    if (!r0) throw new Error('no r0');
    await storeFetched(t, r0, now, now - 60 * DAY);
    const res = await liveGameOf(t, forced.player);
    expect(res.statusCode, res.body).toBe(200);
    body = res.json();
  });

  const shown = (puuid: string) => {
    const found = [...body.blue_team, ...body.red_team].find((p) => p.puuid === puuid);
    if (!found?.summoner) throw new Error(`${puuid} is not shown`);
    return found.summoner;
  };
  const everyone = () => [...lobby.blue, ...lobby.red];
  const isThisSeason = (g: PlayedGame) => {
    const { from, to } = seasonRange(season);
    return g.creation >= from && g.creation < to;
  };
  const seasonGames = (puuid: string) => gamesIn(documents, puuid).filter(isThisSeason);
  const rankedGames = (puuid: string) =>
    gamesIn(documents, puuid).filter((g) => g.queueId === SOLO_ID || g.queueId === FLEX_ID);

  it("counts the player's stored games this season on the champion of now, remakes left out, with their KDA", () => {
    const [b0 = ''] = lobby.blue;
    const games = seasonGames(b0).filter((g) => g.championId === lobby.mine);
    expect(games).toHaveLength(3);
    const [kills, deaths, assists] = [
      sumOf(games, (g) => g.kills),
      sumOf(games, (g) => g.deaths),
      sumOf(games, (g) => g.assists),
    ];
    expect(shown(b0).champion_games).toEqual({
      season,
      games: 3,
      wins: 2,
      win_rate: 66.7,
      kda: deaths > 0 ? round2((kills + assists) / deaths) : null,
    });
  });

  it('shows no games for players without stored games on their champion', () => {
    for (const puuid of everyone().slice(1)) {
      expect(shown(puuid).champion_games, puuid).toEqual({
        season,
        games: 0,
        wins: 0,
        win_rate: 0,
        kda: null,
      });
    }
  });

  it('groups teammates who queued together in their recent stored games, numbered blue then red', () => {
    const groups = Object.fromEntries(everyone().map((puuid) => [puuid, shown(puuid).premade]));
    const [b0 = '', b1 = '', b2 = '', b3 = '', b4 = ''] = lobby.blue;
    const [r0 = '', r1 = '', r2 = '', r3 = '', r4 = ''] = lobby.red;
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

  it("shows each player's recent form in the game's ranked queue as their stored games say", () => {
    const queueId = game.gameQueueConfigId === FLEX_ID ? FLEX_ID : SOLO_ID;
    const [, , , , b4 = ''] = lobby.blue;
    const [r0 = ''] = lobby.red;
    for (const puuid of everyone()) {
      const games = gamesIn(documents, puuid)
        .filter((g) => g.queueId === queueId)
        .slice(0, RANKED_FORM_GAMES);
      const form = expectedForm(games, puuid === r0);
      expect(shown(puuid).form, puuid).toEqual({
        ...form,
        queue: queueId === FLEX_ID ? 'flex' : 'solo',
      });
    }
    // A player with no ranked game stored: a form of no games, and no notes.
    expect(shown(b4).form).toMatchObject({ games: 0, results: [], kda: null, main_role: null });
    expect(shown(b4).notes).toEqual([]);
  });

  it('notes a win streak over the newest ranked games of both queues, for a player whose history is stored', () => {
    const [r0 = ''] = lobby.red;
    const recent = rankedGames(r0).slice(0, RANKED_FORM_GAMES);
    expect(new Set(recent.map((g) => g.queueId))).toEqual(new Set([SOLO_ID, FLEX_ID]));
    const firstLoss = recent.findIndex((g) => !g.win);
    const streak = firstLoss < 0 ? recent.length : firstLoss;
    expect(streak).toBeGreaterThan(3);
    expect(shown(r0).notes).toEqual([
      { kind: 'win_streak', count: streak, sample: streak, as_of: new Date(now).toISOString() },
    ]);
  });

  it("notes a one-trick from the season's stored ranked games, named in the answer's language", () => {
    const [, , , , r4 = ''] = lobby.red;
    const ranked = rankedGames(r4).filter(isThisSeason);
    const onOther = ranked.filter((g) => g.championId === lobby.other).length;
    const isOneTrick =
      ranked.length >= ONE_TRICK_MIN_GAMES && 100 * onOther >= ONE_TRICK_MIN_SHARE * ranked.length;
    const note = shown(r4).notes.find((n) => n.kind === 'one_trick');
    expect(note).toEqual(
      isOneTrick
        ? {
            kind: 'one_trick',
            champion: { id: lobby.other, name: expect.any(String), image_url: expect.any(String) },
            count: onOther,
            sample: ranked.length,
            as_of: null,
          }
        : undefined,
    );
  });

  it('lists each team in lane order with inferred roles, the Smite player as the jungler', () => {
    expect(body.roles_inferred).toBe(true);
    let smiteTeams = 0;
    for (const team of [body.blue_team, body.red_team]) {
      expect(team.map((p) => p.role)).toEqual(PLAYER_ROLES);
      const smites = team.filter((p) => {
        const riot = game.participants.find((g) => g.puuid === p.puuid);
        return riot?.spell1Id === SMITE_SPELL_ID || riot?.spell2Id === SMITE_SPELL_ID;
      });
      if (smites.length !== 1) continue;
      smiteTeams++;
      expect(smites[0]?.role).toBe('JUNGLE');
    }
    expect(smiteTeams).toBeGreaterThan(0);
  });
});
