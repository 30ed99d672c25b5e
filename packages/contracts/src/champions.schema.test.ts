import { describe, expect, it } from 'vitest';
import {
  ChampionPageQuerySchema,
  ChampionPageSchema,
  ChampionRowSchema,
  ChampionsQuerySchema,
} from './champions.schema.ts';
import {
  bracketsOf,
  COUNTERS_MAX,
  lengthBucketOf,
  TIER_LIST_PAGE_SIZE_MAX,
  TIER_ROLES,
  TREND_PATCHES,
} from './champions.ts';

describe('ChampionsQuerySchema', () => {
  it('defaults to page 1 of 20, all roles', () => {
    expect(ChampionsQuerySchema.parse({})).toEqual({ page: 1, per_page: 20 });
  });

  it('reads every filter from the query string', () => {
    expect(
      ChampionsQuerySchema.parse({
        page: '2',
        role: 'CARRY',
        queue: '420',
        patch: '15.9',
        platform: 'kr',
        region: 'euw1',
        tier: 'master_plus',
        sort: 'ban_rate',
        order: 'asc',
        per_page: '100',
      }),
    ).toEqual({
      page: 2,
      role: 'CARRY',
      queue: 420,
      patch: '15.9',
      platform: 'kr',
      region: 'euw1',
      tier: 'master_plus',
      sort: 'ban_rate',
      order: 'asc',
      per_page: 100,
    });
  });

  it('takes the whole list on one page and sorts by the lower bound of the win rate', () => {
    expect(
      ChampionsQuerySchema.parse({
        per_page: String(TIER_LIST_PAGE_SIZE_MAX),
        sort: 'win_rate_low',
      }),
    ).toEqual({ page: 1, per_page: TIER_LIST_PAGE_SIZE_MAX, sort: 'win_rate_low' });
  });

  it('rejects bad filters', () => {
    for (const query of [
      { role: 'ADC' },
      { queue: '0' },
      { queue: '400' },
      { tier: 'emerald' },
      { region: 'EUW' },
      { order: 'up' },
      { queue: '2147483648' },
      { patch: '15' },
      { patch: '15.9.1' },
      { platform: 'EUW' },
      { per_page: '1001' },
      { sort: 'tier_letter' },
    ]) {
      expect(ChampionsQuerySchema.safeParse(query).success).toBe(false);
    }
  });
});

describe('ChampionRowSchema', () => {
  const row = {
    id: 103,
    name: 'Ahri',
    image_url: 'https://cdn/Ahri.png',
    role: 'MIDDLE',
    score: 55.2,
    tier: 'S',
    win_rate: 51.3,
    win_rate_low: 48.47,
    win_rate_high: 54.12,
    pick_rate: 8.1,
    ban_rate: 3.4,
    games: 1200,
    key: 'ahri',
    win_rate_change: -0.4,
    previous_tier: 'A',
    counters: [],
  };
  const counter = (id: number) => ({
    champion: { id, key: `c${id}`, name: `C${id}`, image_url: null },
    games: 40,
    win_rate: 35,
    win_rate_low: 22.13,
    win_rate_high: 50.3,
  });

  it('accepts the five roles and an empty role', () => {
    expect(TIER_ROLES).toEqual(['TOP', 'JUNGLE', 'MIDDLE', 'SUPPORT', 'CARRY']);
    expect(ChampionRowSchema.safeParse(row).success).toBe(true);
    expect(ChampionRowSchema.safeParse({ ...row, role: '' }).success).toBe(true);
    expect(ChampionRowSchema.safeParse({ ...row, role: 'BOTTOM' }).success).toBe(false);
  });

  it('allows missing figures', () => {
    const empty = {
      ...row,
      score: null,
      tier: null,
      win_rate: null,
      win_rate_low: null,
      win_rate_high: null,
      pick_rate: null,
      ban_rate: null,
      key: null,
      win_rate_change: null,
      previous_tier: null,
    };
    expect(ChampionRowSchema.safeParse(empty).success).toBe(true);
  });

  it('names at most three counters, each with its games, win rate and interval', () => {
    const counters = [counter(1), counter(2), counter(3)];
    expect(COUNTERS_MAX).toBe(3);
    expect(ChampionRowSchema.safeParse({ ...row, counters }).success).toBe(true);
    expect(
      ChampionRowSchema.safeParse({ ...row, counters: [...counters, counter(4)] }).success,
    ).toBe(false);
    expect(
      ChampionRowSchema.safeParse({ ...row, counters: [{ ...counter(1), win_rate: null }] })
        .success,
    ).toBe(false);
  });
});

describe('bracket filters', () => {
  it('take in the tier named and every tier above it; all takes every match', () => {
    expect(bracketsOf('emerald_plus')).toEqual([
      'EMERALD',
      'DIAMOND',
      'MASTER',
      'GRANDMASTER',
      'CHALLENGER',
    ]);
    expect(bracketsOf('iron_plus')).toHaveLength(10);
    expect(bracketsOf('all')).toBeNull();
  });
});

describe('game length buckets', () => {
  it('put a game in the bucket whose lower bound it has reached', () => {
    expect(lengthBucketOf(0)).toBe(0);
    expect(lengthBucketOf(20 * 60 - 1)).toBe(0);
    expect(lengthBucketOf(20 * 60)).toBe(20);
    expect(lengthBucketOf(34 * 60 + 59)).toBe(30);
    expect(lengthBucketOf(60 * 60)).toBe(35);
  });
});

describe('ChampionPageQuerySchema', () => {
  it('reads a role and the slice, and rejects anything else', () => {
    expect(ChampionPageQuerySchema.parse({ role: 'MIDDLE', queue: '450', tier: 'all' })).toEqual({
      role: 'MIDDLE',
      queue: 450,
      tier: 'all',
    });
    expect(ChampionPageQuerySchema.safeParse({ role: 'MID' }).success).toBe(false);
    expect(ChampionPageQuerySchema.safeParse({ page: '2' }).success).toBe(false);
  });
});

describe("a champion page's trend", () => {
  const trend = ChampionPageSchema.shape.trend;

  it('gives each patch its games, win rate with its interval and pick rate, none without games', () => {
    const points = [
      {
        patch: '15.21',
        games: 0,
        win_rate: null,
        win_rate_low: null,
        win_rate_high: null,
        pick_rate: null,
      },
      {
        patch: '15.22',
        games: 40,
        win_rate: 55,
        win_rate_low: 39.84,
        win_rate_high: 69.23,
        pick_rate: 3.2,
      },
    ];
    expect(trend.parse(points)).toEqual(points);
  });

  it('names patches as major.minor', () => {
    const point = {
      patch: '15.22.1',
      games: 1,
      win_rate: 100,
      win_rate_low: 20.65,
      win_rate_high: 100,
      pick_rate: 1,
    };
    expect(trend.safeParse([point]).success).toBe(false);
    expect(TREND_PATCHES).toBe(6);
  });
});
