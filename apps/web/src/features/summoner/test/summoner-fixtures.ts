import type {
  Friend,
  MatchListItem,
  MatchListPage,
  MatchParticipant,
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

/** The viewed player's side of match `n`; odd matches are wins. */
export function matchItem(n: number, overrides: Partial<MatchListItem> = {}): MatchListItem {
  const champion = CHAMPIONS[n % CHAMPIONS.length] ?? 'Ahri';
  return {
    match_id: `EUW1_70000000${String(n).padStart(2, '0')}`,
    win: n % 2 === 1,
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
    items: [{ id: 3089, name: "Rabadon's Deathcap", image_url: null }],
    match: {
      match_id: `EUW1_70000000${String(n).padStart(2, '0')}`,
      queue_id: 420,
      queue_type: 'RANKED_SOLO',
      game_mode: 'CLASSIC',
      game_duration: 1_845,
      game_creation: Date.now() - n * 3_600_000,
    },
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
