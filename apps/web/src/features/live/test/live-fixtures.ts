import type {
  LiveBan,
  LiveGame,
  LivePlayer,
  PlayerNote,
  PlayerRole,
  RankedEntry,
  RankedForm,
  RankedTier,
  RunePage,
} from '@riftscope/contracts';

const image = (kind: string, name: string) => ({
  name,
  image_url: `https://ddragon.leagueoflegends.com/cdn/15.9.1/img/${kind}/${name}.png`,
});
const rune = (name: string) => ({
  name,
  icon: `https://ddragon.leagueoflegends.com/cdn/img/${name}.png`,
});

/** A ranked standing with `wins` of ten games. */
export function rank(tier: RankedTier, leaguePoints: number, wins: number): RankedEntry {
  return {
    queue_type: 'RANKED_SOLO_5x5',
    tier,
    rank: 'II',
    leaguePoints,
    wins,
    losses: 10 - wins,
  };
}

/** Stored games this season on the champion played now: `wins` of `games`, with their KDA. */
export function championGames(games: number, wins: number, kda: number | null = 3.25) {
  return {
    season: 2026,
    games,
    wins,
    win_rate: games > 0 ? Math.round((1000 * wins) / games) / 10 : 0,
    kda: games > 0 ? kda : null,
  };
}

/**
 * Recent Solo/Duo form from results written newest first as letters ("WWLW"): a KDA of 3.1 and
 * the middle lane as main role unless `overrides` say otherwise; "" is no stored ranked game.
 */
export function rankedForm(results: string, overrides: Partial<RankedForm> = {}): RankedForm {
  const list = [...results].map((letter): 'win' | 'loss' => (letter === 'W' ? 'win' : 'loss'));
  const wins = list.filter((result) => result === 'win').length;
  return {
    queue: 'solo',
    games: list.length,
    wins,
    losses: list.length - wins,
    results: list,
    avg_kills: list.length > 0 ? 6 : 0,
    avg_deaths: list.length > 0 ? 5 : 0,
    avg_assists: list.length > 0 ? 9.5 : 0,
    kda: list.length > 0 ? 3.1 : null,
    main_role: list.length > 0 ? 'MIDDLE' : null,
    secondary_role: null,
    is_complete: true,
    ...overrides,
  };
}

/** A whole rune page: Electrocute in Domination, Sorcery second, three shards. */
export function runePage(): RunePage {
  return {
    primary: {
      tree: rune('Domination'),
      keystone: rune('Electrocute'),
      runes: [rune('Taste of Blood'), rune('Eyeball Collection'), rune('Ultimate Hunter')],
    },
    secondary: { tree: rune('Sorcery'), runes: [rune('Celerity'), rune('Gathering Storm')] },
    shards: [rune('Adaptive Force'), rune('Adaptive Force'), rune('Health Scaling')],
  };
}

/** What a player carries beyond their standing; each has a default (see livePlayer). */
export interface PlayerExtra {
  games?: ReturnType<typeof championGames>;
  premade?: number | null;
  form?: RankedForm;
  notes?: PlayerNote[];
  role?: PlayerRole | null;
}

/**
 * A player of the live game; `rank` null is unranked. Without `extra`, no stored games on the
 * champion, in no premade group, no role, no notes, and a recent form of five games (WWLWL)
 * when ranked, none when unranked.
 */
export function livePlayer(
  name: string,
  teamId: 100 | 200,
  standing: RankedEntry | null,
  overrides: Partial<LivePlayer> = {},
  extra: PlayerExtra = {},
): LivePlayer {
  return {
    puuid: `puuid-${name}`,
    riot_id: `${name}#EUW`,
    team_id: teamId,
    champion: image('champion', 'Ahri'),
    spell1: image('spell', 'Flash'),
    spell2: image('spell', 'Ignite'),
    main_rune: rune('Electrocute'),
    sub_rune: rune('Sorcery'),
    runes: runePage(),
    role: extra.role ?? null,
    summoner: {
      region: 'euw1',
      game_name: name,
      tag_line: 'EUW',
      rank: standing,
      champion_games: extra.games ?? championGames(0, 0),
      form: extra.form ?? rankedForm(standing ? 'WWLWL' : ''),
      notes: extra.notes ?? [],
      premade: extra.premade ?? null,
    },
    ...overrides,
  };
}

/** A ban of the game; `champion` null is a skipped ban. */
export function ban(teamId: 100 | 200, pickTurn: number, champion: string | null): LiveBan {
  return {
    team_id: teamId,
    pick_turn: pickTurn,
    champion: champion === null ? null : { id: 100 + pickTurn, ...image('champion', champion) },
  };
}

/**
 * A ranked solo game that started `secondsAgo` ago. Blue: two Gold players winning 6 of 10, a
 * duo, the first with 12 stored games on Ahri this season, and an unranked one; red: one Silver
 * player winning 5 of 10 and a bot. Blue banned Zed and skipped a ban; red banned Yasuo.
 */
export function liveGame(secondsAgo: number, overrides: Partial<LiveGame> = {}): LiveGame {
  return {
    game_id: 7_000_000_001,
    game_start_time: Date.now() - secondsAgo * 1000,
    queue_id: 420,
    queue_type: 'RANKED_SOLO',
    game_mode: 'CLASSIC',
    roles_inferred: false,
    blue_team: [
      livePlayer(
        'Baron Stealer',
        100,
        rank('GOLD', 0, 6),
        {},
        {
          games: championGames(12, 7),
          premade: 1,
        },
      ),
      livePlayer('Drake Diver', 100, rank('GOLD', 0, 6), {}, { premade: 1 }),
      livePlayer('Fresh Account', 100, null),
    ],
    red_team: [
      livePlayer('Silver Scrapes', 200, rank('SILVER', 0, 5)),
      livePlayer('Bot', 200, null, { puuid: null, riot_id: 'Bot Annie', summoner: null }),
    ],
    bans: [ban(100, 1, 'Zed'), ban(100, 2, null), ban(200, 6, 'Yasuo')],
    ...overrides,
  };
}

const LANES: PlayerRole[] = ['TOP', 'JUNGLE', 'MIDDLE', 'CARRY', 'SUPPORT'];

/**
 * A ranked solo game on Summoner's Rift with the roles inferred, each team in lane order. Blue:
 * Baron Stealer (Gold II, the viewed player) in the middle lane, with a one-trick note; Silver
 * tops, the rest Gold. Red: Platinum in the middle lane, a player with no ranked game at the
 * bottom (No Ranked), Platinum supports, Silver tops and jungles.
 */
export function lanesGame(secondsAgo = 300, overrides: Partial<LiveGame> = {}): LiveGame {
  const team = (teamId: 100 | 200, players: [string, RankedEntry | null, PlayerExtra?][]) =>
    players.map(([name, standing, extra], index) =>
      livePlayer(name, teamId, standing, {}, { role: LANES[index] ?? null, ...extra }),
    );
  return liveGame(secondsAgo, {
    roles_inferred: true,
    blue_team: team(100, [
      ['Blue Top', rank('SILVER', 10, 5)],
      ['Blue Jungle', rank('GOLD', 20, 6)],
      ['Baron Stealer', rank('GOLD', 40, 6), { notes: [ONE_TRICK] }],
      ['Blue Bottom', rank('GOLD', 0, 5)],
      ['Blue Support', rank('GOLD', 0, 4)],
    ]),
    red_team: team(200, [
      ['Red Top', rank('SILVER', 60, 5)],
      ['Red Jungle', rank('SILVER', 0, 5)],
      ['Red Mid', rank('PLATINUM', 0, 7)],
      ['No Ranked', null],
      ['Red Support', rank('PLATINUM', 90, 5)],
    ]),
    bans: [],
    ...overrides,
  });
}

/** Baron Stealer's note: 21 of 28 ranked games this season on Ahri. */
export const ONE_TRICK: PlayerNote = {
  kind: 'one_trick',
  champion: { id: 103, ...image('champion', 'Ahri') },
  count: 21,
  sample: 28,
  as_of: '2025-05-10T08:00:00.000Z',
};
