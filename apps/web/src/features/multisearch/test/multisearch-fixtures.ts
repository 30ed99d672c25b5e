import type {
  LpSummaryAnswer,
  MultiSearch,
  MultiSearchEntry,
  MultiSearchPlayer,
  PoolChampion,
  RecentSummary,
} from '@riftscope/contracts';
import { winRateBounds } from '@riftscope/contracts';

const CDN = 'https://ddragon.leagueoflegends.com/cdn/15.22.1/img/champion';

/**
 * Twenty Solo/Duo games: 12 won, 12 in the middle lane and 6 in the bottom lane, won the last
 * three.
 */
export function recent(overrides: Partial<RecentSummary> = {}): RecentSummary {
  return {
    queue: 'solo',
    games: 20,
    wins: 12,
    losses: 8,
    win_rate: 60,
    ...winRateBounds(12, 20),
    avg_kills: 6.4,
    avg_deaths: 4.1,
    avg_assists: 8.2,
    kda: 3.56,
    kill_participation: 54,
    roles: [
      { role: 'TOP', games: 2 },
      { role: 'JUNGLE', games: 0 },
      { role: 'MIDDLE', games: 12 },
      { role: 'CARRY', games: 6 },
      { role: 'SUPPORT', games: 0 },
    ],
    champions: [
      {
        champion_id: 103,
        champion_name: 'Ahri',
        image_url: `${CDN}/Ahri.png`,
        games: 9,
        wins: 6,
        losses: 3,
        kda: 4.1,
      },
      {
        champion_id: 238,
        champion_name: 'Zed',
        image_url: `${CDN}/Zed.png`,
        games: 5,
        wins: 2,
        losses: 3,
        kda: 2.2,
      },
      {
        champion_id: 61,
        champion_name: 'Orianna',
        image_url: `${CDN}/Orianna.png`,
        games: 3,
        wins: 2,
        losses: 1,
        kda: 3,
      },
    ],
    streak: { result: 'win', games: 3 },
    lane: { at_10: null, at_15: null },
    ...overrides,
  };
}

/** The same twenty games as results, newest first: three wins, then the rest. */
export const RESULTS: MultiSearchPlayer['results'] = [
  'win',
  'win',
  'win',
  'loss',
  'win',
  'loss',
  'loss',
  'win',
  'win',
  'loss',
  'win',
  'loss',
  'win',
  'win',
  'loss',
  'win',
  'loss',
  'win',
  'loss',
  'win',
];

/** A champion of the season's pool. */
const poolChampion = (
  id: number,
  name: string,
  figures: Omit<PoolChampion, 'champion'>,
): PoolChampion => ({ champion: { id, name, image_url: `${CDN}/${name}.png` }, ...figures });

/** The season's Solo/Duo pool: Ahri with her mastery, Zed and Orianna without. */
export const POOL: PoolChampion[] = [
  poolChampion(103, 'Ahri', {
    games: 31,
    wins: 19,
    win_rate: 61.3,
    kda: 4.12,
    mastery: { level: 7, points: 250_000 },
  }),
  poolChampion(238, 'Zed', { games: 12, wins: 5, win_rate: 41.7, kda: 2.2 }),
  poolChampion(61, 'Orianna', { games: 4, wins: 2, win_rate: 50, kda: null }),
];

/** Seventeen Solo/Duo games between two snapshots: 11 won, 64 LP gained. */
export const RECENT_LP: LpSummaryAnswer = {
  lp: 64,
  games: 17,
  wins: 11,
  losses: 6,
  from: {
    at: '2025-05-01T10:00:00.000Z',
    tier: 'GOLD',
    rank: 'III',
    league_points: 81,
    wins: 62,
    losses: 61,
  },
  to: {
    at: '2025-05-10T08:00:00.000Z',
    tier: 'GOLD',
    rank: 'II',
    league_points: 45,
    wins: 73,
    losses: 67,
  },
};

/**
 * A stored euw1 player's Solo/Duo column, Gold II 45 LP with 73 wins and 67 losses this season:
 * middle lane first, bottom lane second, no notes and no LP change known.
 */
export function player(
  gameName: string,
  tagLine = 'EUW',
  overrides: Partial<MultiSearchPlayer> = {},
): MultiSearchPlayer {
  return {
    puuid: `puuid-${gameName}`,
    region: 'euw1',
    game_name: gameName,
    tag_line: tagLine,
    profile_icon_id: 29,
    summoner_level: 312,
    ranked: [
      {
        queue_type: 'RANKED_SOLO_5x5',
        tier: 'GOLD',
        rank: 'II',
        leaguePoints: 45,
        wins: 73,
        losses: 67,
      },
      null,
    ],
    recent: recent(),
    results: RESULTS,
    queue: 'solo',
    pool: POOL,
    main_role: 'MIDDLE',
    secondary_role: 'CARRY',
    notes: [],
    recent_lp: null,
    ...overrides,
  };
}

/** An entry of the search's answer for a stored player. */
export const found = (column: MultiSearchPlayer): MultiSearchEntry => ({
  input: `${column.game_name}#${column.tag_line}`,
  game_name: column.game_name,
  tag_line: column.tag_line,
  status: 'found',
  player: column,
});

/** An entry for a player the search did not have stored. */
export const pending = (gameName: string, tagLine = 'EUW'): MultiSearchEntry => ({
  input: `${gameName}#${tagLine}`,
  game_name: gameName,
  tag_line: tagLine,
  status: 'pending',
  player: null,
});

/** An entry for text that breaks Riot's rules for a Riot ID. */
export const invalid = (input: string): MultiSearchEntry => ({
  input,
  game_name: null,
  tag_line: null,
  status: 'invalid',
  player: null,
});

/** The search's answer in euw1. */
export const answer = (entries: MultiSearchEntry[], truncated = false): MultiSearch => ({
  region: 'euw1',
  entries,
  truncated,
  max: 5,
});
