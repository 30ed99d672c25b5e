import { describe, expect, it } from 'vitest';
import {
  formatRiotId,
  GAME_NAME_LENGTH,
  parseRiotId,
  regionalRiotIdKey,
  riotIdKey,
  TAG_LINE_LENGTH,
} from './riot-id.ts';
import { GameNameSchema, TagLineSchema } from './summoners.schema.ts';

describe('parseRiotId', () => {
  it('splits name#tag', () => {
    expect(parseRiotId('Faker#KR1')).toEqual({ gameName: 'Faker', tagLine: 'KR1' });
  });

  it.each(['#KR1', 'Faker#', 'Faker', ' # ', '', '#'])('ignores %j', (input) => {
    expect(parseRiotId(input)).toBeNull();
  });

  it('keeps spaces inside the name and trims around both parts', () => {
    expect(parseRiotId('  Hide on bush # KR1 ')).toEqual({
      gameName: 'Hide on bush',
      tagLine: 'KR1',
    });
  });

  it('accepts names in any script', () => {
    expect(parseRiotId('페이커#한국')).toEqual({ gameName: '페이커', tagLine: '한국' });
    expect(parseRiotId('Ёжик в тумане#RU1')).toEqual({ gameName: 'Ёжик в тумане', tagLine: 'RU1' });
  });

  it('splits at the first #', () => {
    expect(parseRiotId('Faker#KR1#2')).toEqual({ gameName: 'Faker', tagLine: 'KR1#2' });
  });
});

describe('formatRiotId', () => {
  it('joins name and tag with #', () => {
    expect(formatRiotId({ gameName: 'Hide on bush', tagLine: 'KR1' })).toBe('Hide on bush#KR1');
  });
});

describe('GameNameSchema', () => {
  it('accepts 3 to 16 characters', () => {
    expect(GAME_NAME_LENGTH).toEqual({ min: 3, max: 16 });
    expect(GameNameSchema.safeParse('abc').success).toBe(true);
    expect(GameNameSchema.safeParse('a'.repeat(16)).success).toBe(true);
    expect(GameNameSchema.safeParse('ab').success).toBe(false);
    expect(GameNameSchema.safeParse('a'.repeat(17)).success).toBe(false);
  });

  it('counts characters rather than UTF-16 units', () => {
    expect(GameNameSchema.safeParse('페이커').success).toBe(true);
    expect(GameNameSchema.safeParse('😀😀😀').success).toBe(true);
    expect(GameNameSchema.safeParse('😀'.repeat(16)).success).toBe(true);
    expect(GameNameSchema.safeParse('😀'.repeat(17)).success).toBe(false);
    expect(GameNameSchema.safeParse('😀😀').success).toBe(false);
  });

  it('trims before measuring and keeps inner spaces', () => {
    expect(GameNameSchema.parse('  Hide on bush  ')).toBe('Hide on bush');
    expect(GameNameSchema.safeParse('  ab  ').success).toBe(false);
  });

  it('rejects #', () => {
    expect(GameNameSchema.safeParse('Fa#ker').success).toBe(false);
  });

  it('rejects control characters such as NUL', () => {
    expect(GameNameSchema.safeParse('Fa\u0000ker').success).toBe(false);
    expect(TagLineSchema.safeParse('KR\u00001').success).toBe(false);
  });
});

describe('TagLineSchema', () => {
  it('accepts 3 to 5 characters', () => {
    expect(TAG_LINE_LENGTH).toEqual({ min: 3, max: 5 });
    expect(TagLineSchema.safeParse('KR1').success).toBe(true);
    expect(TagLineSchema.safeParse('EUW11').success).toBe(true);
    expect(TagLineSchema.safeParse('KR').success).toBe(false);
    expect(TagLineSchema.safeParse('EUW111').success).toBe(false);
  });

  it('counts characters rather than UTF-16 units', () => {
    expect(TagLineSchema.safeParse('한국').success).toBe(false);
    expect(TagLineSchema.safeParse('한국어').success).toBe(true);
    expect(TagLineSchema.safeParse('😀😀😀😀😀').success).toBe(true);
    expect(TagLineSchema.safeParse('😀😀😀😀😀😀').success).toBe(false);
  });

  it('rejects # and spaces', () => {
    expect(TagLineSchema.safeParse('K#R1').success).toBe(false);
    expect(TagLineSchema.safeParse('K R1').success).toBe(false);
  });
});

describe('riotIdKey', () => {
  it('ignores case', () => {
    expect(riotIdKey('Hide on bush', 'KR1')).toBe(riotIdKey('hide ON BUSH', 'kr1'));
    expect(riotIdKey('Hide on bush', 'KR1')).toBe('hide on bush#kr1');
  });

  it('is the same for composed and decomposed spellings', () => {
    expect(riotIdKey('Ame\u0301lie', 'E\u0301U')).toBe(riotIdKey('Am\u00e9lie', '\u00c9U'));
  });

  it('folds Cyrillic and Greek case, Greek sigma the same wherever it stands', () => {
    expect(riotIdKey('ВОЛК', 'РУ1')).toBe(riotIdKey('волк', 'ру1'));
    expect(riotIdKey('ΟΔΥΣΣΕΥΣ', 'GR1')).toBe('οδυσσευσ#gr1');
    expect(riotIdKey('ΟΔΥΣΣΕΥΣ', 'GR1')).not.toBe(riotIdKey('οδυσσευς', 'GR1'));
  });

  it('keeps the Turkish i letters apart', () => {
    const keys = ['İpek', 'i\u0307pek', 'ipek', 'Ipek', 'ıpek'].map((name) =>
      riotIdKey(name, 'TR1'),
    );
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[0]).not.toBe(keys[2]);
    expect(keys[2]).toBe(keys[3]);
    expect(keys[3]).not.toBe(keys[4]);
    expect(riotIdKey('I\u0307pek', 'TR1')).toBe(keys[0]);
  });

  it('is stable: the key of a key is itself', () => {
    for (const [name, tag] of [
      ['İpek', 'TR1'],
      ['ΟΔΥΣΣΕΥΣ', 'GR1'],
      ['Ame\u0301lie', 'EUW'],
      ['Kılıç', 'TR1'],
    ] as const) {
      const [keyName = '', keyTag = ''] = riotIdKey(name, tag).split('#');
      expect(riotIdKey(keyName, keyTag)).toBe(riotIdKey(name, tag));
    }
  });

  it('has a variant qualified by region', () => {
    expect(regionalRiotIdKey('euw1', 'Faker', 'KR1')).toBe('euw1:faker#kr1');
  });
});
