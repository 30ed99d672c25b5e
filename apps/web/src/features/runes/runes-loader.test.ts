import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { loaderArgs as args, requestedPaths as paths } from '../../test/loaders.ts';
import { stubFetch } from '../../test/render.tsx';
import { runeLoader, runesLoader } from './runes-loader.ts';

describe('rune loaders', () => {
  it('start the list of the slice of the address and the filter choices together', () => {
    const fetchMock = stubFetch(() => new Promise(() => {}));
    const result = runesLoader(new QueryClient())(
      args('http://localhost/ru/runes?queue=aram&role=TOP', { lang: 'ru' }),
    );
    expect(result).toBeNull();
    expect(paths(fetchMock)).toEqual(['/api/champions/meta', '/api/runes?queue=450&lang=ru']);
  });

  it('start the rune of the address in its slice and the filter choices together', () => {
    const fetchMock = stubFetch(() => new Promise(() => {}));
    runeLoader(new QueryClient())(
      args('http://localhost/en/runes/8010?tier=all', { lang: 'en', runeId: '8010' }),
    );
    expect(paths(fetchMock)).toEqual(['/api/champions/meta', '/api/runes/8010?tier=all&lang=en']);
  });

  it('start nothing outside a language', () => {
    const fetchMock = stubFetch(() => new Promise(() => {}));
    runeLoader(new QueryClient())(
      args('http://localhost/xx/runes/8010', { lang: 'xx', runeId: '8010' }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
