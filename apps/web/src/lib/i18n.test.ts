import { describe, expect, it } from 'vitest';
import { namespacesOfPath, plainLanguageTag } from './i18n.ts';

describe('namespacesOfPath', () => {
  it('names the texts of the first screen', () => {
    expect(namespacesOfPath('/ru')).toEqual(['common', 'home', 'meta']);
    expect(namespacesOfPath('/en/')).toEqual(['common', 'home', 'meta']);
    expect(namespacesOfPath('/tr/news/some-slug')).toEqual(['common', 'news', 'meta']);
    expect(namespacesOfPath('/en/privacy-policy')).toEqual(['common', 'pages', 'meta']);
    expect(namespacesOfPath('/ru/champions/ahri')).toEqual([
      'common',
      'champions',
      'champion-filters',
      'meta',
    ]);
    expect(namespacesOfPath('/en/tier-list')).toEqual([
      'common',
      'tier-list',
      'champion-filters',
      'meta',
    ]);
    expect(namespacesOfPath('/tr/summoner/kr/Faker/KR1')).toEqual([
      'common',
      'summoner',
      'home',
      'meta',
    ]);
    expect(namespacesOfPath('/ru/live/kr/Faker/KR1')).toEqual(['common', 'live', 'meta']);
    expect(namespacesOfPath('/en/profile/settings')).toEqual(['common', 'profile', 'meta']);
    expect(namespacesOfPath('/admin/users')).toEqual(['common', 'admin', 'meta']);
  });
});

describe('plainLanguageTag', () => {
  it('keeps language tags and drops anything that looks injected', () => {
    expect(plainLanguageTag('ru')).toBe('ru');
    expect(plainLanguageTag('en-US')).toBe('en-US');
    expect(plainLanguageTag('<script>alert(1)</script>')).toBe('');
    expect(plainLanguageTag('en"onload=x')).toBe('');
  });
});
