import { describe, expect, it } from 'vitest';
import { createI18n, namespacesOfPath } from './i18n.ts';

describe('namespacesOfPath', () => {
  it('names the texts of the first screen', () => {
    expect(namespacesOfPath('/ru')).toEqual(['common', 'home', 'meta']);
    expect(namespacesOfPath('/en/')).toEqual(['common', 'home', 'meta']);
    expect(namespacesOfPath('/tr/news/some-slug')).toEqual(['common', 'news', 'meta']);
    expect(namespacesOfPath('/en/guides')).toEqual(['common', 'guides', 'meta']);
    expect(namespacesOfPath('/ru/guides/gaid-po-ahri')).toEqual(['common', 'guides', 'meta']);
    expect(namespacesOfPath('/en/privacy-policy')).toEqual(['common', 'pages', 'meta']);
    expect(namespacesOfPath('/ru/champions/ahri')).toEqual([
      'common',
      'champions',
      'champion-filters',
      'meta',
    ]);
    expect(namespacesOfPath('/tr/champions/ahri/vs/zed')).toEqual([
      'common',
      'matchups',
      'champion-filters',
      'meta',
    ]);
    expect(namespacesOfPath('/en/runes')).toEqual(['common', 'runes', 'champion-filters', 'meta']);
    expect(namespacesOfPath('/tr/runes/8112')).toEqual([
      'common',
      'runes',
      'champion-filters',
      'meta',
    ]);
    expect(namespacesOfPath('/ru/items')).toEqual(['common', 'items', 'champion-filters', 'meta']);
    expect(namespacesOfPath('/en/items/3078')).toEqual([
      'common',
      'items',
      'champion-filters',
      'meta',
    ]);
    expect(namespacesOfPath('/en/arena')).toEqual(['common', 'arena', 'champion-filters', 'meta']);
    expect(namespacesOfPath('/tr/arena/augments/1205')).toEqual([
      'common',
      'arena',
      'champion-filters',
      'meta',
    ]);
    expect(namespacesOfPath('/en/tier-list')).toEqual([
      'common',
      'tier-list',
      'champion-filters',
      'meta',
    ]);
    expect(namespacesOfPath('/ru/aram')).toEqual([
      'common',
      'tier-list',
      'champion-filters',
      'meta',
    ]);
    expect(namespacesOfPath('/tr/summoner/kr/Faker/KR1')).toEqual([
      'common',
      'summoner',
      'mastery',
      'scouting',
      'home',
      'meta',
    ]);
    expect(namespacesOfPath('/ru/live/kr/Faker/KR1')).toEqual([
      'common',
      'live',
      'scouting',
      'meta',
    ]);
    expect(namespacesOfPath('/tr/multisearch/euw1')).toEqual([
      'common',
      'multisearch',
      'scouting',
      'meta',
    ]);
    expect(namespacesOfPath('/en/profile/settings')).toEqual(['common', 'profile', 'meta']);
    expect(namespacesOfPath('/admin/users')).toEqual(['common', 'admin', 'meta']);
  });
});

describe('createI18n', () => {
  it("keeps the path's language in local storage as i18nextLng", async () => {
    window.localStorage.removeItem('i18nextLng');
    const i18n = await createI18n('tr', ['common'], async () => ({}));
    expect(i18n.language).toBe('tr');
    expect(window.localStorage.getItem('i18nextLng')).toBe('tr');
  });
});
