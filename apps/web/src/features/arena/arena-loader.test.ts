import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { loaderArgs as args, requestedPaths as paths } from '../../test/loaders.ts';
import { stubFetch } from '../../test/render.tsx';
import {
  arenaAugmentLoader,
  arenaAugmentsLoader,
  arenaChampionLoader,
  arenaChampionsLoader,
} from './arena-loader.ts';

const never = () => new Promise(() => {});

describe('Arena loaders', () => {
  it('start the tier list of the address’s patch and region, and the region choices', () => {
    const fetchMock = stubFetch(never);
    const result = arenaChampionsLoader(new QueryClient())(
      args('http://localhost/ru/arena?patch=15.22&region=euw1&queue=flex&tier=all&role=TOP', {
        lang: 'ru',
      }),
    );
    expect(result).toBeNull();
    expect(paths(fetchMock)).toEqual([
      '/api/arena?patch=15.22&region=euw1&lang=ru',
      '/api/champions/meta',
    ]);
  });

  it('start a champion’s Arena page in the filters of the address', () => {
    const fetchMock = stubFetch(never);
    arenaChampionLoader(new QueryClient())(
      args('http://localhost/en/arena/ahri?region=kr', { lang: 'en', championKey: 'ahri' }),
    );
    expect(paths(fetchMock)).toEqual(['/api/arena/ahri?region=kr&lang=en', '/api/champions/meta']);
  });

  it('start the augment list and an augment, a malformed patch left out', () => {
    const fetchMock = stubFetch(never);
    const client = new QueryClient();
    arenaAugmentsLoader(client)(args('http://localhost/tr/arena/augments?patch=x', { lang: 'tr' }));
    arenaAugmentLoader(client)(
      args('http://localhost/tr/arena/augments/1205', { lang: 'tr', augmentId: '1205' }),
    );
    expect(paths(fetchMock)).toEqual([
      '/api/arena/augments/1205?lang=tr',
      '/api/arena/augments?lang=tr',
      '/api/champions/meta',
    ]);
  });

  it('start nothing outside a language', () => {
    const fetchMock = stubFetch(never);
    arenaChampionLoader(new QueryClient())(
      args('http://localhost/xx/arena/ahri', { lang: 'xx', championKey: 'ahri' }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
