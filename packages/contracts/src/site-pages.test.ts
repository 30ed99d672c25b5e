import { describe, expect, it } from 'vitest';
import { PAGE_PATH_MAX, sitePageOf } from './site-pages.ts';

describe('sitePageOf', () => {
  it.each([
    ['/', '/'],
    ['/en', '/:lang'],
    ['/ru/', '/:lang'],
    ['/tr/news', '/:lang/news'],
    ['/en/news/patch-15-22-notes', '/:lang/news/:slug'],
    ['/en/privacy-policy', '/:lang/privacy-policy'],
    ['/en/summoner/euw1/Faker%20Fan/KR1', '/:lang/summoner/:region/:gameName/:tagLine'],
    ['/ru/live/ru/%D0%98%D0%BC%D1%8F/RU1', '/:lang/live/:region/:gameName/:tagLine'],
    ['/en/tier-list?queue=440', '/:lang/tier-list'],
    ['/en/champions/monkeyking#runes', '/:lang/champions/:championKey'],
    ['/en/multisearch/euw1', '/:lang/multisearch/:region'],
    ['/en/profile/settings', '/:lang/profile/settings'],
    ['/admin', '/admin'],
    ['/admin/news/12/edit', '/admin/news/*'],
  ])('names %s as %s', (path, page) => {
    expect(sitePageOf(path)).toBe(page);
  });

  it.each([
    '',
    '/de',
    '/en/0',
    '/en/news/a/b',
    '/en/summoner/euw1/Name',
    '/en/summoner/euw1//TAG',
    '/en/profile/anything',
    '/admin/settings',
    '/api/summoners',
    '/en/<script>',
    `/en/news/${'a'.repeat(PAGE_PATH_MAX)}`,
  ])('names no page for %j', (path) => {
    expect(sitePageOf(path)).toBeNull();
  });

  it(`takes paths of up to ${PAGE_PATH_MAX} characters`, () => {
    const slug = 'a'.repeat(PAGE_PATH_MAX - '/en/news/'.length);
    expect(sitePageOf(`/en/news/${slug}`)).toBe('/:lang/news/:slug');
    expect(sitePageOf(`/en/news/${slug}a`)).toBeNull();
  });
});
