import type {
  Friend,
  MatchListItem,
  MatchListPage,
  MatchParticipant,
  MatchPreviewPlayer,
  PlayerChampion,
  PlayerChampions,
  PlayerMatchStats,
  RankSnapshot,
  RecentSummary,
  Summoner,
  TopChampion,
  TopChampions,
} from '@riftscope/contracts';
import { winRateBounds } from '@riftscope/contracts';

export const PUUID = 'puuid-baron-stealer';

/** The euw1 sample player, Gold II in Solo Queue and unranked in Flex. */
export function summoner(overrides: Partial<Summoner> = {}): Summoner {
  return {
    id: 42,
    puuid: PUUID,
    region: 'euw1',
    name: 'Baron Stealer',
    profile_icon_id: 4_568,
    summoner_level: 312,
    summoner: { puuid: PUUID, region: 'euw1', game_name: 'Baron Stealer', tag_line: 'EUW' },
    ranked: [
      {
        queue_type: 'RANKED_SOLO_5x5',
        tier: 'GOLD',
        rank: 'II',
        leaguePoints: 45,
        wins: 60,
        losses: 40,
      },
      null,
    ],
    updated_at: '2025-05-10T12:00:00.000Z',
    next_update_at: null,
    is_refreshing: false,
    ...overrides,
  };
}

const image = (kind: string, name: string) => ({
  name,
  image_url: `https://ddragon.leagueoflegends.com/cdn/15.9.1/img/${kind}/${name.replaceAll(' ', '')}.png`,
});
const rune = (name: string) => ({
  name,
  icon: `https://ddragon.leagueoflegends.com/cdn/img/${name}.png`,
});

const CHAMPIONS = [
  'Ahri',
  'Lee Sin',
  'Jinx',
  'Thresh',
  'Garen',
  'Lux',
  'Zed',
  'Ezreal',
  'Leona',
  'Darius',
];

/** Derived numbers of an ordinary Summoner's Rift game, no badge. */
export function playerStats(overrides: Partial<PlayerMatchStats> = {}): PlayerMatchStats {
  return {
    role: 'MIDDLE',
    cs: 186,
    cs_per_min: 6.05,
    kill_participation: 52,
    damage_share: 24,
    gold_share: 21,
    vision_score_per_min: 0.8,
    wards_placed: 9,
    wards_killed: 3,
    control_wards: 2,
    largest_multikill: 1,
    multikills: { double: 0, triple: 0, quadra: 0, penta: 0 },
    first_blood: false,
    objective_damage: 4_200,
    score: 6.4,
    badge: null,
    placement: null,
    subteam_id: null,
    ...overrides,
  };
}

/** The ten players of a match as the card lists them: 0–4 blue, 5–9 red; player 0 is the viewed one. */
export function previewPlayers(): MatchPreviewPlayer[] {
  return Array.from({ length: 10 }, (_, index) => {
    const champion = CHAMPIONS[index] ?? 'Ahri';
    return {
      puuid: index === 0 ? PUUID : `puuid-${index}`,
      team_id: index < 5 ? 100 : 200,
      subteam_id: null,
      riot_id: index === 0 ? 'Baron Stealer#EUW' : `Player ${index}#EUW${index}`,
      champion: image('champion', champion),
      region: 'euw1',
    };
  });
}

/** The viewed player's side of match `n`; odd matches are wins. */
export function matchItem(n: number, overrides: Partial<MatchListItem> = {}): MatchListItem {
  const champion = CHAMPIONS[n % CHAMPIONS.length] ?? 'Ahri';
  return {
    ...playerStats(),
    match_id: `EUW1_70000000${String(n).padStart(2, '0')}`,
    win: n % 2 === 1,
    is_remake: false,
    champion_name: champion,
    champ_level: 14 + (n % 4),
    kills: n,
    deaths: 2,
    assists: 7,
    total_minions_killed: 180 + n,
    champion: image('champion', champion),
    spell1: image('spell', 'Flash'),
    spell2: image('spell', 'Ignite'),
    main_rune: rune('Electrocute'),
    sub_rune: rune('Precision'),
    items: [
      { id: 3089, name: "Rabadon's Deathcap", image_url: null, slot: 1 },
      { id: 3340, name: 'Stealth Ward', image_url: null, slot: 6 },
    ],
    match: {
      match_id: `EUW1_70000000${String(n).padStart(2, '0')}`,
      queue_id: 420,
      queue_type: 'RANKED_SOLO',
      game_mode: 'CLASSIC',
      map_id: 11,
      game_duration: 1_845,
      game_creation: Date.now() - n * 3_600_000,
    },
    participants_preview: previewPlayers(),
    ...overrides,
  };
}

/** One page of the match list. */
/** A page of matches; one before the last is full, as the server sends it, whatever its length. */
export function matchPage(items: MatchListItem[], currentPage = 1, lastPage = 1): MatchListPage {
  const perPage = currentPage < lastPage ? Math.max(items.length, 1) : 10;
  return {
    data: items,
    current_page: currentPage,
    last_page: lastPage,
    per_page: perPage,
    total: 0,
  };
}

/** Player `index` (0–9) of a match: 0–4 blue, 5–9 red; player 0 is the viewed one. */
export function participant(
  index: number,
  overrides: Partial<MatchParticipant> = {},
): MatchParticipant {
  const champion = CHAMPIONS[index] ?? 'Ahri';
  const isBlue = index < 5;
  return {
    ...playerStats({ kill_participation: 40 + index, damage_share: 10 + index }),
    puuid: index === 0 ? PUUID : `puuid-${index}`,
    team_id: isBlue ? 100 : 200,
    win: isBlue,
    summoner_name: index === 0 ? 'Baron Stealer#EUW' : `Player ${index}#EUW${index}`,
    champion: image('champion', champion),
    champ_level: 16,
    kills: index,
    deaths: 3,
    assists: 5,
    total_minions_killed: 150 + index,
    gold_earned: 11_000 + index * 100,
    total_damage: 10_000 + index * 2_000,
    vision_score: 20 + index,
    main_rune: rune('Conqueror'),
    sub_rune: rune('Resolve'),
    spell1: image('spell', 'Flash'),
    spell2: image('spell', 'Teleport'),
    items: [
      { id: 3071, name: 'Black Cleaver', image_url: null, slot: 0 },
      { id: 3340, name: 'Stealth Ward', image_url: null, slot: 6 },
    ],
    penta_kills: 0,
    region: 'euw1',
    ...overrides,
  };
}

export const participants = () => Array.from({ length: 10 }, (_, index) => participant(index));

export function topChampion(overrides: Partial<TopChampion> = {}): TopChampion {
  return {
    champion_id: 103,
    champion_name: 'Ahri',
    image_url: null,
    games: 12,
    wins: 9,
    win_rate: 75,
    avg_kills: 7,
    avg_deaths: 2,
    avg_assists: 8,
    ...overrides,
  };
}

/** The top-champions answer: `data` counted over every queue of season 2026. */
export function topChampions(
  data: TopChampion[] = [],
  overrides: Partial<TopChampions> = {},
): TopChampions {
  return { queue: 'all', season: 2026, is_importing: false, data, ...overrides };
}

export function friend(overrides: Partial<Friend> = {}): Friend {
  return {
    puuid: 'puuid-friend',
    region: 'euw1',
    game_name: 'Drake Diver',
    tag_line: 'EUW',
    image_url: 'https://ddragon.leagueoflegends.com/cdn/15.9.1/img/profileicon/29.png',
    games_together: 6,
    wins_together: 4,
    winrate: 66.7,
    ...overrides,
  };
}

/** Twenty recent Ranked Solo games: 12 wins, mostly in the middle lane, on a 3-win streak. */
export function recentSummary(overrides: Partial<RecentSummary> = {}): RecentSummary {
  return {
    queue: 'solo',
    games: 20,
    wins: 12,
    losses: 8,
    win_rate: 60,
    ...winRateBounds(12, 20),
    avg_kills: 6.2,
    avg_deaths: 4.1,
    avg_assists: 8.3,
    kda: 3.54,
    kill_participation: 54.3,
    roles: [
      { role: 'TOP', games: 2 },
      { role: 'JUNGLE', games: 0 },
      { role: 'MIDDLE', games: 14 },
      { role: 'CARRY', games: 1 },
      { role: 'SUPPORT', games: 3 },
    ],
    champions: [
      {
        champion_id: 103,
        champion_name: 'Ahri',
        image_url: null,
        games: 8,
        wins: 6,
        losses: 2,
        kda: 4.25,
      },
      {
        champion_id: 238,
        champion_name: 'Zed',
        image_url: null,
        games: 5,
        wins: 2,
        losses: 3,
        kda: null,
      },
      {
        champion_id: 99,
        champion_name: 'Lux',
        image_url: null,
        games: 3,
        wins: 1,
        losses: 2,
        kda: 1.8,
      },
    ],
    streak: { result: 'win', games: 3 },
    lane: {
      at_10: { games: 6, gold: 212, cs: 4.5, xp: 130 },
      at_15: { games: 5, gold: 320, cs: 8.2, xp: 210 },
    },
    ...overrides,
  };
}

/** A player without games in the queue: zeros, nulls and empty lists, as the API answers. */
export function emptyRecentSummary(queue: RecentSummary['queue'] = 'flex'): RecentSummary {
  return recentSummary({
    queue,
    games: 0,
    wins: 0,
    losses: 0,
    win_rate: 0,
    win_rate_low: null,
    win_rate_high: null,
    avg_kills: 0,
    avg_deaths: 0,
    avg_assists: 0,
    kda: null,
    kill_participation: null,
    roles: recentSummary().roles.map(({ role }) => ({ role, games: 0 })),
    champions: [],
    streak: null,
    lane: { at_10: null, at_15: null },
  });
}

/** One row of the champions table: Ahri, 10 games; the interval follows the games and wins given. */
export function playerChampion(overrides: Partial<PlayerChampion> = {}): PlayerChampion {
  const games = overrides.games ?? 10;
  const wins = overrides.wins ?? 6;
  return {
    champion_id: 103,
    champion_name: 'Ahri',
    image_url: null,
    games: 10,
    wins: 6,
    losses: 4,
    win_rate: 60,
    ...winRateBounds(wins, games),
    avg_kills: 7.1,
    avg_deaths: 3.2,
    avg_assists: 6.4,
    kda: 4.22,
    cs_per_min: 7.8,
    damage_per_min: 812.4,
    gold_per_min: 421.5,
    avg_score: 6.8,
    ...overrides,
  };
}

/** The champions table of a season: three champions, every figure in a different order. */
export function playerChampions(overrides: Partial<PlayerChampions> = {}): PlayerChampions {
  return {
    queue: 'all',
    season: 2025,
    seasons: [2025],
    data: [
      playerChampion(),
      playerChampion({
        champion_id: 238,
        champion_name: 'Zed',
        games: 6,
        wins: 2,
        losses: 4,
        win_rate: 33.3,
        avg_kills: 9.5,
        avg_deaths: 0,
        avg_assists: 3.1,
        kda: null,
        cs_per_min: 8.4,
        damage_per_min: 640.2,
        gold_per_min: 455.1,
        avg_score: null,
      }),
      playerChampion({
        champion_id: 99,
        champion_name: 'Lux',
        games: 3,
        wins: 3,
        losses: 0,
        win_rate: 100,
        avg_kills: 4,
        avg_deaths: 5,
        avg_assists: 12,
        kda: 3.2,
        cs_per_min: 2.1,
        damage_per_min: 905,
        gold_per_min: 350.8,
        avg_score: 7.4,
      }),
    ],
    ...overrides,
  };
}

/** A Solo Queue snapshot of the rank history: Gold II 45 LP unless told otherwise. */
export function rankSnapshot(overrides: Partial<RankSnapshot> = {}): RankSnapshot {
  return {
    at: '2026-05-10T12:00:00.000Z',
    tier: 'GOLD',
    rank: 'II',
    league_points: 45,
    wins: 60,
    losses: 40,
    ...overrides,
  };
}
