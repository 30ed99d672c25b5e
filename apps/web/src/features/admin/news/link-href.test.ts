import { describe, expect, it } from 'vitest';
import { linkHref } from './link-href.ts';

describe('linkHref', () => {
  it('keeps web, mail and in-site addresses as they are', () => {
    expect(linkHref(' https://riftscope.gg/en/news ')).toBe('https://riftscope.gg/en/news');
    expect(linkHref('http://example.com')).toBe('http://example.com');
    expect(linkHref('mailto:team@riftscope.gg')).toBe('mailto:team@riftscope.gg');
    expect(linkHref('/en/tier-list')).toBe('/en/tier-list');
    expect(linkHref('#patch')).toBe('#patch');
  });

  it('adds https:// to a bare host', () => {
    expect(linkHref('leagueoflegends.com/news')).toBe('https://leagueoflegends.com/news');
    expect(linkHref('localhost:8080/en')).toBe('https://localhost:8080/en');
    expect(linkHref('//cdn.example.com/a')).toBe('https://cdn.example.com/a');
  });

  it('means no link when nothing is typed', () => {
    expect(linkHref('   ')).toBe('');
  });

  it('refuses schemes the article sanitiser drops and addresses with spaces', () => {
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('data:text/html,hi')).toBeNull();
    expect(linkHref('https://a b.com')).toBeNull();
  });
});
