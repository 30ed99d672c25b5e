import { describe, expect, it } from 'vitest';
import { PuuidSchema, RiotPuuidSchema, TeamIdSchema } from './game.schema.ts';
import { BLUE_TEAM_ID, PROFILE_ICON_VERSION, profileIconUrl, RED_TEAM_ID } from './game.ts';

describe('team ids', () => {
  it('are 100 for blue and 200 for red', () => {
    expect(BLUE_TEAM_ID).toBe(100);
    expect(RED_TEAM_ID).toBe(200);
    expect(TeamIdSchema.safeParse(100).success).toBe(true);
    expect(TeamIdSchema.safeParse(200).success).toBe(true);
    expect(TeamIdSchema.safeParse(300).success).toBe(false);
  });
});

describe('profileIconUrl', () => {
  it("points at Data Dragon 15.9.1's icon on our own origin", () => {
    expect(PROFILE_ICON_VERSION).toBe('15.9.1');
    expect(profileIconUrl(4568)).toBe('/cdn/ddragon/15.9.1/img/profileicon/4568.png');
  });
});

describe('PuuidSchema', () => {
  it('takes 1 to 100 characters without control characters', () => {
    expect(PuuidSchema.safeParse('a'.repeat(78)).success).toBe(true);
    expect(PuuidSchema.safeParse('').success).toBe(false);
    expect(PuuidSchema.safeParse('a'.repeat(101)).success).toBe(false);
    expect(PuuidSchema.safeParse('ab\u0000c').success).toBe(false);
  });
});

describe('RiotPuuidSchema', () => {
  it("takes Riot's form only: 78 characters of the URL-safe base64 alphabet", () => {
    const riot = 'Ab9-_'.repeat(15).concat('xyz');
    expect(riot).toHaveLength(78);
    expect(RiotPuuidSchema.safeParse(riot).success).toBe(true);
    for (const other of [
      '',
      'nobody',
      riot.slice(1),
      `${riot}a`,
      `${riot.slice(1)}+`,
      `${riot.slice(1)}=`,
    ]) {
      expect(RiotPuuidSchema.safeParse(other).success, other).toBe(false);
    }
  });
});
