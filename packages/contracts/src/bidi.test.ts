import { describe, expect, it } from 'vitest';
import { isolateBidi } from './bidi.ts';

const RLO = '\u202E';
const FSI = '\u2068';
const PDI = '\u2069';

describe('isolateBidi', () => {
  it('leaves left-to-right text without bidi controls as it is', () => {
    expect(isolateBidi('Faker#KR1')).toBe('Faker#KR1');
    expect(isolateBidi('Şampiyon Çağ — статистика')).toBe('Şampiyon Çağ — статистика');
  });

  it('drops a right-to-left override and isolates what is left', () => {
    expect(isolateBidi(`${RLO}evil#EUW`)).toBe(`${FSI}evil#EUW${PDI}`);
  });

  it('drops every embedding and override', () => {
    expect(isolateBidi('a\u202Ab\u202Bc\u202Cd\u202De\u202Ef')).toBe(`${FSI}abcdef${PDI}`);
  });

  it('isolates a right-to-left name so that it cannot take the text after it along', () => {
    expect(isolateBidi('محمد#EUW')).toBe(`${FSI}محمد#EUW${PDI}`);
    expect(isolateBidi('שלום')).toBe(`${FSI}שלום${PDI}`);
  });

  it('closes isolates the text leaves open and drops the pops that close nothing', () => {
    expect(isolateBidi(`a${PDI}b\u2067c`)).toBe(`${FSI}ab\u2067c${PDI}${PDI}`);
  });

  it('leaves text whose bidi content is already isolated as it is', () => {
    const once = isolateBidi(`${RLO}name`);
    expect(isolateBidi(`${once} — Gold II`)).toBe(`${FSI}name${PDI} — Gold II`);
    expect(isolateBidi(isolateBidi('محمد'))).toBe(`${FSI}محمد${PDI}`);
  });

  it('isolates text that holds an isolated part beside an override of its own', () => {
    expect(isolateBidi(`${FSI}a${PDI}${RLO}b`)).toBe(`${FSI}${FSI}a${PDI}b${PDI}`);
  });
});
