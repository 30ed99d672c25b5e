import { describe, expect, it } from 'vitest';
import { INFO_PAGES, PAGE_PATH_MAX, SITE_PAGE_TABLE, sitePageOf } from './site-pages.ts';

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
    ['/en/arena?patch=15.22', '/:lang/arena'],
    ['/ru/arena/augments', '/:lang/arena/augments'],
    ['/tr/arena/monkeyking', '/:lang/arena/:championKey'],
    ['/en/arena/augments/1205', '/:lang/arena/augments/:augmentId'],
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

describe('SITE_PAGE_TABLE', () => {
  it('names each page once', () => {
    const paths = SITE_PAGE_TABLE.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists in the sitemap only pages open to search engines', () => {
    const listed = SITE_PAGE_TABLE.filter((page) => page.isInSitemap);
    expect(listed.filter((page) => !page.isIndexed)).toEqual([]);
  });

  it('links the information pages from the footer, each with its texts', () => {
    expect(INFO_PAGES).toEqual([
      { segment: 'about', texts: 'about' },
      { segment: 'contacts', texts: 'contacts' },
      { segment: 'privacy-policy', texts: 'privacy' },
      { segment: 'terms-of-service', texts: 'terms' },
      { segment: 'legal', texts: 'legal' },
      { segment: 'cookies', texts: 'cookies' },
    ]);
  });
});
