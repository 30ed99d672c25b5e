import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { loaderArgs as args, requestedPaths as paths } from '../../test/loaders.ts';
import { stubFetch } from '../../test/render.tsx';
import { itemLoader, itemsLoader } from './items-loader.ts';

describe('item loaders', () => {
  it('start the list of the slice of the address and the filter choices together', () => {
    const fetchMock = stubFetch(() => new Promise(() => {}));
    const result = itemsLoader(new QueryClient())(
      args('http://localhost/tr/items?queue=aram&role=TOP', { lang: 'tr' }),
    );
    expect(result).toBeNull();
    expect(paths(fetchMock)).toEqual(['/api/champions/meta', '/api/items?queue=450&lang=tr']);
  });

  it('start the item of the address in its slice and the filter choices together', () => {
    const fetchMock = stubFetch(() => new Promise(() => {}));
    itemLoader(new QueryClient())(
      args('http://localhost/en/items/3078?tier=all', { lang: 'en', itemId: '3078' }),
    );
    expect(paths(fetchMock)).toEqual(['/api/champions/meta', '/api/items/3078?tier=all&lang=en']);
  });

  it('start nothing outside a language', () => {
    const fetchMock = stubFetch(() => new Promise(() => {}));
    itemLoader(new QueryClient())(
      args('http://localhost/xx/items/3078', { lang: 'xx', itemId: '3078' }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
