import type {
  Friend,
  MatchListItem,
  MatchListPage,
  MatchParticipant,
  MatchPreviewPlayer,
  PlayerMatchStats,
  Summoner,
  TopChampion,
} from '@riftscope/contracts';

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
    items: [{ id: 3089, name: "Rabadon's Deathcap", image_url: null }],
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
export function matchPage(items: MatchListItem[], currentPage = 1, lastPage = 1): MatchListPage {
  return { data: items, current_page: currentPage, last_page: lastPage, per_page: 10, total: 0 };
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
      { id: 3071, name: 'Black Cleaver', image_url: null },
      { id: 3340, name: 'Stealth Ward', image_url: null },
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
