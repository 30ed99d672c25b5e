import { describe, expect, it } from 'vitest';
import {
  imageContentType,
  imageFilePath,
  parseDdragonImagePath,
  parseImageRequest,
  upstreamUrl,
} from './ddragon-paths.ts';

const VERSIONS = new Set(['15.22.1', '15.9.1']);
const parse = (url: string) => parseDdragonImagePath(url, VERSIONS);

describe('parseDdragonImagePath', () => {
  it("takes Data Dragon's real file names for every kind it serves", () => {
    expect(parse('/cdn/ddragon/15.22.1/img/champion/MonkeyKing.png')).toEqual({
      kind: 'champion',
      version: '15.22.1',
      file: 'MonkeyKing.png',
    });
    expect(parse('/cdn/ddragon/15.22.1/img/item/1001.png')?.kind).toBe('item');
    expect(parse('/cdn/ddragon/15.22.1/img/spell/SummonerFlash.png')?.kind).toBe('spell');
    expect(parse('/cdn/ddragon/15.9.1/img/profileicon/4568.png')?.kind).toBe('profileicon');
    expect(
      parse('/cdn/ddragon/img/perk-images/Styles/Precision/PressTheAttack/PressTheAttack.png'),
    ).toEqual({
      kind: 'perk',
      path: ['Styles', 'Precision', 'PressTheAttack'],
      file: 'PressTheAttack.png',
    });
    expect(
      parse('/cdn/ddragon/img/perk-images/StatMods/StatModsMagicResIcon.MagicResist_Fix.png'),
    ).not.toBeNull();
    expect(parse('/cdn/ddragon/img/perk-images/Styles/7200_Domination.png')).not.toBeNull();
  });

  it('decodes spaces and apostrophes, which older Data Dragon names carry', () => {
    expect(parse('/cdn/ddragon/15.22.1/img/champion/Kog%27Maw%20Old.jpg')?.file).toBe(
      "Kog'Maw Old.jpg",
    );
  });

  it.each([
    ['a parent segment', '/cdn/ddragon/15.22.1/img/champion/../x.png'],
    ['an encoded parent segment', '/cdn/ddragon/img/perk-images/%2e%2e/x.png'],
    ['an encoded slash', '/cdn/ddragon/15.22.1/img/champion/a%2Fb.png'],
    ['an encoded backslash', '/cdn/ddragon/15.22.1/img/champion/a%5cb.png'],
    ['a backslash', '/cdn/ddragon/15.22.1/img/champion/a\\b.png'],
    ['an empty segment', '/cdn/ddragon/15.22.1/img//champion/Ahri.png'],
    ['a dot file', '/cdn/ddragon/15.22.1/img/champion/.png'],
    ['an unknown version', '/cdn/ddragon/15.21.1/img/champion/Ahri.png'],
    ['an unknown kind', '/cdn/ddragon/15.22.1/img/splash/Ahri_0.jpg'],
    ['an SVG', '/cdn/ddragon/15.22.1/img/champion/Ahri.svg'],
    ['a script', '/cdn/ddragon/15.22.1/img/champion/Ahri.js'],
    ['a query string', '/cdn/ddragon/15.22.1/img/champion/Ahri.png?x=1'],
    ['an item named by anything but its id', '/cdn/ddragon/15.22.1/img/item/Boots.png'],
    ['a rune outside perk-images', '/cdn/ddragon/img/champion/Ahri.png'],
    ['a dot in a rune folder', '/cdn/ddragon/img/perk-images/Sty.les/x.png'],
    ['a path longer than any rune', '/cdn/ddragon/img/perk-images/a/b/c/d/e/x.png'],
    ['an extra segment', '/cdn/ddragon/15.22.1/img/champion/Ahri.png/x.png'],
    ['another prefix', '/cdn/15.22.1/img/champion/Ahri.png'],
    ['malformed encoding', '/cdn/ddragon/15.22.1/img/champion/%E0%A4%A.png'],
    ['a NUL byte', '/cdn/ddragon/15.22.1/img/champion/Ahri.png%00.svg'],
  ])('refuses %s', (_case, url) => {
    expect(parse(url)).toBeNull();
  });
});

describe('parseImageRequest', () => {
  const request = (url: string) =>
    parseImageRequest(url, { versions: VERSIONS, augmentIcons: null });
  const AHRI = '/cdn/ddragon/15.22.1/img/champion/Ahri.png';

  it('takes the language of the labels from ?lang=, and English without it', () => {
    const image = parse(AHRI);
    expect(request(AHRI)).toEqual({ image, language: 'en' });
    expect(request(`${AHRI}?lang=ru`)).toEqual({ image, language: 'ru' });
    expect(request(`${AHRI}?lang=tr`)).toEqual({ image, language: 'tr' });
    expect(request(`${AHRI}?lang=en`)).toEqual({ image, language: 'en' });
    const rune = '/cdn/ddragon/img/perk-images/Styles/7200_Domination.png';
    expect(request(`${rune}?lang=ru`)).toEqual({ image: parse(rune), language: 'ru' });
  });

  it.each([
    ['another parameter', '?foo=1'],
    ['a language we do not have', '?lang=xx'],
    ['a language in capitals', '?lang=RU'],
    ['a locale', '?lang=ru_RU'],
    ['an empty language', '?lang='],
    ['a parameter beside the language', '?lang=ru&foo=1'],
    ['a parameter before the language', '?foo=1&lang=ru'],
    ['the language twice', '?lang=ru&lang=ru'],
    ['a trailing ampersand', '?lang=ru&'],
    ['an encoded language', '?lang=r%75'],
    ['a name in capitals', '?LANG=ru'],
    ['an empty query', '?'],
    ['a second question mark', '?lang=ru?'],
    ['a fragment', '?lang=ru#x'],
  ])('refuses %s', (_case, query) => {
    expect(request(`${AHRI}${query}`)).toBeNull();
  });

  it('refuses a path it would refuse without a query', () => {
    expect(request('/cdn/ddragon/15.22.1/img/champion/../x.png?lang=ru')).toBeNull();
    expect(request('/cdn/ddragon/15.21.1/img/champion/Ahri.png?lang=ru')).toBeNull();
  });
});

describe('where an image is fetched from and kept', () => {
  it('builds the upstream URL and the cache path from the checked parts only', () => {
    const champion = parse("/cdn/ddragon/15.22.1/img/champion/Kog'Maw.png");
    const rune = parse('/cdn/ddragon/img/perk-images/Styles/7200_Domination.png');
    if (!champion || !rune) throw new Error('refused');
    const origins = { ddragon: 'https://ddragon.example', cdragon: null };
    expect(upstreamUrl(champion, origins)).toBe(
      "https://ddragon.example/cdn/15.22.1/img/champion/Kog'Maw.png",
    );
    expect(upstreamUrl(rune, origins)).toBe(
      'https://ddragon.example/cdn/img/perk-images/Styles/7200_Domination.png',
    );
    expect(imageFilePath(rune, '/data/ddragon-img')).toBe(
      '/data/ddragon-img/img/perk-images/Styles/7200_Domination.png',
    );
    expect(imageContentType(champion)).toBe('image/png');
  });
});
