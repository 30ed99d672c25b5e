import { describe, expect, it } from 'vitest';
import {
  pageSearch,
  queueFromSearch,
  searchWith,
  seasonFromSearch,
  tabFromSearch,
} from './page-search.ts';

const search = (text: string) => new URLSearchParams(text);

describe('the summoner page address', () => {
  it('reads the queue tab, and All for a missing or unknown one', () => {
    expect(queueFromSearch(search('queue=solo'))).toBe('solo');
    expect(queueFromSearch(search('queue=other'))).toBe('other');
    expect(queueFromSearch(search(''))).toBe('all');
    expect(queueFromSearch(search('queue=urf'))).toBe('all');
    expect(queueFromSearch(search('queue=SOLO'))).toBe('all');
  });

  it('reads the page tab, Overview unless it names Champions or Mastery', () => {
    expect(tabFromSearch(search('tab=champions'))).toBe('champions');
    expect(tabFromSearch(search(''))).toBe('overview');
    expect(tabFromSearch(search('tab=mastery'))).toBe('mastery');
    expect(tabFromSearch(search('tab=ladder'))).toBe('overview');
  });

  it('reads a season only when it is a year the API takes', () => {
    expect(seasonFromSearch(search('season=2025'))).toBe(2025);
    expect(seasonFromSearch(search(''))).toBeUndefined();
    expect(seasonFromSearch(search('season=2025.5'))).toBeUndefined();
    expect(seasonFromSearch(search('season=1999'))).toBeUndefined();
    expect(seasonFromSearch(search('season=abc'))).toBeUndefined();
  });

  it('reads all three at once', () => {
    expect(pageSearch(search('queue=flex&tab=champions&season=2024'))).toEqual({
      queue: 'flex',
      tab: 'champions',
      season: 2024,
    });
  });

  it('changes one part and keeps the others, leaving defaults out of the address', () => {
    expect(searchWith(search('queue=solo'), { tab: 'champions' })).toBe(
      '?queue=solo&tab=champions',
    );
    expect(searchWith(search('queue=solo&tab=champions'), { tab: 'overview' })).toBe('?queue=solo');
    expect(searchWith(search('queue=solo&season=2024'), { queue: 'all' })).toBe('?season=2024');
    expect(searchWith(search('tab=champions'), { season: 2024 })).toBe(
      '?tab=champions&season=2024',
    );
    expect(searchWith(search('queue=solo'), { queue: 'all' })).toBe('');
    expect(searchWith(search('queue=urf&ref=home'), { tab: 'champions' })).toBe(
      '?ref=home&tab=champions',
    );
  });
});
