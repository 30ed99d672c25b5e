import { describe, expect, it } from 'vitest';
import { ChampionRowSchema, ChampionsQuerySchema } from './champions.schema.ts';
import { TIER_ROLES } from './champions.ts';

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
        per_page: '100',
      }),
    ).toEqual({ page: 2, role: 'CARRY', queue: 420, patch: '15.9', platform: 'kr', per_page: 100 });
  });

  it('rejects bad filters', () => {
    for (const query of [
      { role: 'ADC' },
      { queue: '0' },
      { queue: '2147483648' },
      { patch: '15' },
      { patch: '15.9.1' },
      { platform: 'EUW' },
      { per_page: '101' },
      { sort: 'name' },
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
    pick_rate: 8.1,
    ban_rate: 3.4,
    games: 1200,
  };

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
      pick_rate: null,
      ban_rate: null,
    };
    expect(ChampionRowSchema.safeParse(empty).success).toBe(true);
  });
});
