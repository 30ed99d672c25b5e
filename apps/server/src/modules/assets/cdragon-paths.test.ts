import { augmentIconPath } from '@riftscope/contracts';
import { describe, expect, it } from 'vitest';
import {
  type ImageSources,
  imageContentType,
  imageFilePath,
  imageKey,
  parseImageRequest,
  upstreamUrl,
} from './ddragon-paths.ts';

const TANK_ENGINE = 'assets/ux/cherry/augments/icons/tankengine_large.png';

/** Community Dragon's data as the proxy sees it: 87 has an icon, 7 is known without one. */
const ICONS: Readonly<Record<number, string | null>> = { 87: TANK_ENGINE, 7: null };
const SOURCES: ImageSources = {
  versions: new Set(['15.22.1']),
  augmentIcons: (id) => ICONS[id] ?? null,
};
const request = (url: string, sources = SOURCES) => parseImageRequest(url, sources);
const TANK = { kind: 'augment', id: 87, icon: TANK_ENGINE } as const;

describe('augment icon paths', () => {
  it('serves a known augment’s icon at the public path, the icon’s file taken from the data', () => {
    expect(augmentIconPath(87)).toBe('/cdn/cdragon/augments/87.png');
    expect(request('/cdn/cdragon/augments/87.png')).toEqual({ image: TANK, language: 'en' });
    expect(request('/cdn/cdragon/augments/87.png?lang=ru')).toEqual({
      image: TANK,
      language: 'ru',
    });
  });

  it.each([
    ['an id the data does not know', '/cdn/cdragon/augments/88.png'],
    ['an id the data knows without an icon', '/cdn/cdragon/augments/7.png'],
    ['a parent segment', '/cdn/cdragon/augments/../87.png'],
    ['a parent segment ahead', '/cdn/cdragon/../cdragon/augments/87.png'],
    ['an encoded parent segment', '/cdn/cdragon/augments/%2e%2e/87.png'],
    ['an encoded slash', '/cdn/cdragon/augments%2F87.png'],
    ['an encoded slash in the file', '/cdn/cdragon/augments/87%2f.png'],
    ['an encoded digit', '/cdn/cdragon/augments/%387.png'],
    ['a backslash', '/cdn/cdragon/augments\\87.png'],
    ['an empty segment', '/cdn/cdragon//augments/87.png'],
    ['a query other than the language', '/cdn/cdragon/augments/87.png?v=2'],
    ['a parameter beside the language', '/cdn/cdragon/augments/87.png?lang=ru&v=2'],
    ['a language we do not have', '/cdn/cdragon/augments/87.png?lang=xx'],
    ['a fragment', '/cdn/cdragon/augments/87.png#x'],
    ['a huge id', `/cdn/cdragon/augments/${'9'.repeat(400)}.png`],
    ['an id past nine digits', '/cdn/cdragon/augments/1000000000.png'],
    ['a leading zero', '/cdn/cdragon/augments/087.png'],
    ['id 0', '/cdn/cdragon/augments/0.png'],
    ['a negative id', '/cdn/cdragon/augments/-87.png'],
    ['a fraction', '/cdn/cdragon/augments/87.5.png'],
    ['another extension', '/cdn/cdragon/augments/87.jpg'],
    ['an extension in capitals', '/cdn/cdragon/augments/87.PNG'],
    ['no extension', '/cdn/cdragon/augments/87'],
    ['an extra segment', '/cdn/cdragon/augments/87.png/x.png'],
    ['a trailing slash', '/cdn/cdragon/augments/87.png/'],
    ['another kind', '/cdn/cdragon/champions/87.png'],
    ['Community Dragon’s own path', `/cdn/cdragon/latest/game/${TANK_ENGINE}`],
    ['the bare prefix', '/cdn/cdragon/'],
  ])('refuses %s', (_case, url) => {
    expect(request(url)).toBeNull();
  });

  it('refuses every augment while Community Dragon is not asked (the offline demo)', () => {
    expect(request('/cdn/cdragon/augments/87.png', { ...SOURCES, augmentIcons: null })).toBeNull();
  });

  it('refuses an icon the data gives that could leave Community Dragon’s game folder', () => {
    for (const icon of [
      'assets/../../etc/passwd.png',
      'assets//x.png',
      'https://x.example/a.png',
    ]) {
      const sources = { ...SOURCES, augmentIcons: () => icon };
      expect(request('/cdn/cdragon/augments/87.png', sources), icon).toBeNull();
    }
  });

  it('fetches the icon from Community Dragon’s game folder and keeps it apart from Data Dragon’s', () => {
    const origins = { ddragon: 'https://ddragon.example', cdragon: 'https://cdragon.example' };
    expect(upstreamUrl(TANK, origins)).toBe(`https://cdragon.example/latest/game/${TANK_ENGINE}`);
    expect(upstreamUrl(TANK, { ...origins, cdragon: null })).toBeNull();
    expect(imageFilePath(TANK, '/data/ddragon-img')).toBe(
      `/data/ddragon-img/cdragon/${TANK_ENGINE}`,
    );
    expect(imageKey(TANK)).toBe(`cdragon/${TANK_ENGINE}`);
    expect(imageContentType(TANK)).toBe('image/png');
    expect(imageContentType({ ...TANK, icon: 'assets/ux/x.webp' })).toBe('image/webp');
  });
});
