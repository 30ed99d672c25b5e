import { describe, expect, it } from 'vitest';
import { placeholderHue, placeholderInitials } from './placeholder.ts';

describe('placeholderInitials', () => {
  it('takes the first letters of the first two words', () => {
    expect(placeholderInitials('Miss Fortune')).toBe('MF');
    expect(placeholderInitials('Infinity Edge')).toBe('IE');
    expect(placeholderInitials('Blade of The Ruined King')).toBe('BO');
    expect(placeholderInitials('  Twisted   Fate ')).toBe('TF');
  });

  it('treats apostrophes, dots, hyphens and symbols as word breaks', () => {
    expect(placeholderInitials("Kai'Sa")).toBe('KS');
    expect(placeholderInitials('Kai’Sa')).toBe('KS');
    expect(placeholderInitials("K'Sante")).toBe('KS');
    expect(placeholderInitials('Dr. Mundo')).toBe('DM');
    expect(placeholderInitials('Nunu & Willump')).toBe('NW');
  });

  it('gives a single word its first two letters, first one upper-cased', () => {
    expect(placeholderInitials('Ahri')).toBe('Ah');
    expect(placeholderInitials('Flash')).toBe('Fl');
    expect(placeholderInitials('ahri')).toBe('Ah');
    expect(placeholderInitials('Vi')).toBe('Vi');
    expect(placeholderInitials('X')).toBe('X');
  });

  it('counts digits as word starts', () => {
    expect(placeholderInitials('Icon 4568')).toBe('I4');
    expect(placeholderInitials('4568')).toBe('45');
  });

  it('spells Cyrillic names in Cyrillic', () => {
    expect(placeholderInitials('Мисс Фортуна')).toBe('МФ');
    expect(placeholderInitials('Кай’Са')).toBe('КС');
    expect(placeholderInitials('ёлка')).toBe('Ёл');
  });

  it('keeps Turkish dotted and dotless letters whole', () => {
    expect(placeholderInitials('İzmir')).toBe('İz');
    expect(placeholderInitials('Işık Kılıcı')).toBe('IK');
    expect(placeholderInitials('Şifa Çağrısı')).toBe('ŞÇ');
    // Decomposed İ (I + combining dot) stays one letter with its dot.
    expect(placeholderInitials('I\u0307zmir Ödülü')).toBe('I\u0307Ö');
  });

  it('never splits a surrogate pair or an accent from its letter', () => {
    expect(placeholderInitials('𝒜lpha 𝒟elta')).toBe('𝒜𝒟');
    expect(placeholderInitials('𠀀𠀁𠀂')).toBe('𠀀𠀁');
    expect(placeholderInitials('e\u0301clair')).toBe('E\u0301c');
    expect(placeholderInitials('straße')).toBe('St');
    expect(placeholderInitials('ßeta')).toBe('ße');
  });

  it('skips emoji and answers "?" when nothing can be spelt', () => {
    expect(placeholderInitials('🎉 Party Time')).toBe('PT');
    expect(placeholderInitials('🎉🎉')).toBe('?');
    expect(placeholderInitials('')).toBe('?');
    expect(placeholderInitials("  ' - . ")).toBe('?');
  });
});

describe('placeholderHue', () => {
  it('gives a seed the same hue every time, from 0 to 359', () => {
    expect(placeholderHue('MissFortune')).toBe(placeholderHue('MissFortune'));
    for (const seed of ['', '1', 'Ahri', 'Мисс Фортуна']) {
      expect(placeholderHue(seed)).toBeGreaterThanOrEqual(0);
      expect(placeholderHue(seed)).toBeLessThan(360);
    }
  });

  it('spreads similar seeds apart', () => {
    expect(placeholderHue('1')).not.toBe(placeholderHue('2'));
    const hues = new Set(Array.from({ length: 2000 }, (_, i) => placeholderHue(`${i}`)));
    expect(hues.size).toBeGreaterThan(200);
  });
});
