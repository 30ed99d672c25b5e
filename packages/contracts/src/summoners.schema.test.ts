import { describe, expect, it } from 'vitest';
import {
  LivePlayerSchema,
  type RankedEntry,
  RankedPairSchema,
  SummonerMatchesQuerySchema,
  SummonerParamsSchema,
  SummonerSchema,
  SummonerSearchQuerySchema,
  UpdateResponseSchema,
} from './summoners.schema.ts';
import { LIVE_STATUS_POLL_MS, MATCH_PAGE_SIZE } from './summoners.ts';

const solo: RankedEntry = {
  queue_type: 'RANKED_SOLO_5x5',
  tier: 'EMERALD',
  rank: 'II',
  leaguePoints: 40,
  wins: 20,
  losses: 18,
};
const flex: RankedEntry = { ...solo, queue_type: 'RANKED_FLEX_SR', tier: 'GOLD' };

describe('SummonerSearchQuerySchema', () => {
  it('trims the query and needs 1 to 40 characters', () => {
    expect(SummonerSearchQuerySchema.parse({ query: '  Fak ' })).toEqual({ query: 'Fak' });
    expect(SummonerSearchQuerySchema.safeParse({ query: '   ' }).success).toBe(false);
    expect(SummonerSearchQuerySchema.safeParse({ query: 'a'.repeat(40) }).success).toBe(true);
    expect(SummonerSearchQuerySchema.safeParse({ query: 'a'.repeat(41) }).success).toBe(false);
  });

  it('rejects unknown query fields', () => {
    expect(SummonerSearchQuerySchema.safeParse({ query: 'x', limit: '5' }).success).toBe(false);
  });
});

describe('SummonerParamsSchema', () => {
  it('validates Riot ID parts and the region', () => {
    expect(
      SummonerParamsSchema.parse({ gameName: 'Hide on bush', tagLine: 'KR1', region: 'kr' }),
    ).toEqual({ gameName: 'Hide on bush', tagLine: 'KR1', region: 'kr' });
    expect(
      SummonerParamsSchema.safeParse({ gameName: 'Faker', tagLine: 'KR1', region: 'xx' }).success,
    ).toBe(false);
    expect(
      SummonerParamsSchema.safeParse({ gameName: 'Fa', tagLine: 'KR1', region: 'kr' }).success,
    ).toBe(false);
  });
});

describe('RankedPairSchema', () => {
  it('is [solo, flex], each possibly null', () => {
    expect(RankedPairSchema.safeParse([solo, flex]).success).toBe(true);
    expect(RankedPairSchema.safeParse([null, flex]).success).toBe(true);
    expect(RankedPairSchema.safeParse([null, null]).success).toBe(true);
  });

  it('rejects a swapped order or a missing entry', () => {
    expect(RankedPairSchema.safeParse([flex, solo]).success).toBe(false);
    expect(RankedPairSchema.safeParse([solo]).success).toBe(false);
    expect(RankedPairSchema.safeParse([]).success).toBe(false);
  });
});

describe('SummonerSchema', () => {
  it('accepts a full lookup response', () => {
    const summoner = {
      id: 1,
      puuid: 'p'.repeat(78),
      region: 'kr',
      name: 'Hide on bush',
      profile_icon_id: 6,
      summoner_level: 700,
      summoner: { puuid: 'p'.repeat(78), region: 'kr', game_name: 'Hide on bush', tag_line: 'KR1' },
      ranked: [solo, null],
      updated_at: '2025-05-10T12:00:00.000Z',
      next_update_at: null,
      is_refreshing: false,
    };
    expect(SummonerSchema.safeParse(summoner).success).toBe(true);
  });
});

describe('SummonerMatchesQuerySchema', () => {
  it('defaults to page 1 of 10 matches', () => {
    expect(MATCH_PAGE_SIZE).toBe(10);
    expect(SummonerMatchesQuerySchema.parse({})).toEqual({ page: 1, perPage: 10, queue: 'all' });
  });

  it('takes a queue tab and names the allowed ones for anything else', () => {
    expect(SummonerMatchesQuerySchema.parse({ queue: 'solo' }).queue).toBe('solo');
    const wrong = SummonerMatchesQuerySchema.safeParse({ queue: 'ranked' });
    expect(wrong.success).toBe(false);
    expect(JSON.stringify(wrong.error?.issues)).toMatch(/solo.*flex.*normal.*aram.*arena.*other/);
  });

  it('reads numbers from the query string and bounds perPage to 1..50', () => {
    expect(SummonerMatchesQuerySchema.parse({ page: '2', perPage: '50', region: 'na1' })).toEqual({
      page: 2,
      perPage: 50,
      region: 'na1',
      queue: 'all',
    });
    expect(SummonerMatchesQuerySchema.safeParse({ perPage: '51' }).success).toBe(false);
    expect(SummonerMatchesQuerySchema.safeParse({ perPage: '0' }).success).toBe(false);
  });
});

describe('UpdateResponseSchema', () => {
  it('is queued, running, done or failed, with the next allowed time and the new matches', () => {
    const at = '2025-05-10T12:02:00.000Z';
    for (const status of ['queued', 'running', 'done', 'failed']) {
      expect(
        UpdateResponseSchema.safeParse({ status, next_update_at: at, new_matches: null }).success,
      ).toBe(true);
    }
    expect(
      UpdateResponseSchema.safeParse({ status: 'done', next_update_at: at, new_matches: 3 })
        .success,
    ).toBe(true);
    expect(
      UpdateResponseSchema.safeParse({ status: 'pending', next_update_at: at, new_matches: null })
        .success,
    ).toBe(false);
  });
});

describe('LivePlayerSchema', () => {
  const player = {
    puuid: 'p1',
    riot_id: 'Faker#KR1',
    team_id: 100,
    champion: { name: 'Ahri', image_url: 'https://cdn/Ahri.png' },
    spell1: { name: 'Flash', image_url: null },
    spell2: { name: 'Ignite', image_url: null },
    main_rune: { name: 'Electrocute', icon: null },
    sub_rune: { name: 'Sorcery', icon: null },
    runes: null,
    role: 'MIDDLE',
    summoner: {
      region: 'kr',
      game_name: 'Faker',
      tag_line: 'KR1',
      rank: solo,
      champion_games: { season: 2026, games: 12, wins: 7, win_rate: 58.3, kda: 3.25 },
      form: {
        queue: 'solo',
        games: 2,
        wins: 1,
        losses: 1,
        results: ['win', 'loss'],
        avg_kills: 5,
        avg_deaths: 2,
        avg_assists: 6.5,
        kda: 5.75,
        main_role: 'MIDDLE',
        secondary_role: null,
        is_complete: true,
      },
      notes: [],
      premade: null,
    },
  };

  it('accepts a player on team 100 or 200 only', () => {
    expect(LivePlayerSchema.safeParse(player).success).toBe(true);
    expect(LivePlayerSchema.safeParse({ ...player, team_id: 200 }).success).toBe(true);
    expect(LivePlayerSchema.safeParse({ ...player, team_id: 300 }).success).toBe(false);
  });

  it('numbers premade groups from 1', () => {
    const grouped = (premade: number) => ({ ...player, summoner: { ...player.summoner, premade } });
    expect(LivePlayerSchema.safeParse(grouped(1)).success).toBe(true);
    expect(LivePlayerSchema.safeParse(grouped(0)).success).toBe(false);
  });

  it('takes only a lane role or none', () => {
    expect(LivePlayerSchema.safeParse({ ...player, role: null }).success).toBe(true);
    expect(LivePlayerSchema.safeParse({ ...player, role: 'BOTTOM' }).success).toBe(false);
  });

  it('accepts a bot without PUUID or summoner', () => {
    expect(
      LivePlayerSchema.safeParse({ ...player, puuid: null, riot_id: 'Annie Bot', summoner: null })
        .success,
    ).toBe(true);
  });
});

describe('live status polling', () => {
  it('polls every 60 seconds', () => {
    expect(LIVE_STATUS_POLL_MS).toBe(60_000);
  });
});
