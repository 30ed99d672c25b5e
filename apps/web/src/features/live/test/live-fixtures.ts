import type { LiveBan, LiveGame, LivePlayer, RankedEntry, RankedTier } from '@riftscope/contracts';

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

/** Stored games this season on the champion played now: `wins` of `games`. */
export function championGames(games: number, wins: number) {
  return {
    season: 2026,
    games,
    wins,
    win_rate: games > 0 ? Math.round((1000 * wins) / games) / 10 : 0,
  };
}

/**
 * A player of the live game; `rank` null is unranked. Without `extra`, no stored games on the
 * champion and in no premade group.
 */
export function livePlayer(
  name: string,
  teamId: 100 | 200,
  standing: RankedEntry | null,
  overrides: Partial<LivePlayer> = {},
  extra: { games?: ReturnType<typeof championGames>; premade?: number | null } = {},
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
    summoner: {
      region: 'euw1',
      game_name: name,
      tag_line: 'EUW',
      rank: standing,
      champion_games: extra.games ?? championGames(0, 0),
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
