import { describe, expect, it } from 'vitest';
import { isRenderedOnServer } from './page-render.ts';

describe('isRenderedOnServer', () => {
  it('renders every public page of the language layout, the not-found page included', () => {
    for (const url of [
      '/en',
      '/ru/',
      '/tr/news/some-slug',
      '/en/champions/ahri?role=mid',
      '/en/summoner/euw1/Name/EUW',
      '/en/live/kr/Name/KR1',
      '/en/multisearch/euw1?q=a',
      '/en/about',
      '/en/no-such-page',
      '/xx/whatever',
    ]) {
      expect(isRenderedOnServer(url), url).toBe(true);
    }
  });

  it('leaves the root address and the private areas to the browser', () => {
    for (const url of [
      '/',
      '/?lng=ru',
      '/admin',
      '/admin/news/1',
      '/en/profile',
      '/ru/profile/settings',
      '/tr/reset-password?token=abc',
    ]) {
      expect(isRenderedOnServer(url), url).toBe(false);
    }
  });
});
