import { describe, expect, it } from 'vitest';
import { namespacesOfPath, plainLanguageTag } from './i18n.ts';

describe('namespacesOfPath', () => {
  it('names the texts of the first screen', () => {
    expect(namespacesOfPath('/ru')).toEqual(['common', 'home']);
    expect(namespacesOfPath('/en/')).toEqual(['common', 'home']);
    expect(namespacesOfPath('/tr/news/some-slug')).toEqual(['common', 'news']);
    expect(namespacesOfPath('/en/privacy-policy')).toEqual(['common', 'pages']);
    expect(namespacesOfPath('/en/tier-list')).toEqual(['common']);
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
