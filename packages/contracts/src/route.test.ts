import { describe, expect, it } from 'vitest';
import { buildPath } from './route.ts';

describe('buildPath', () => {
  const path = '/api/summoners/:gameName/:tagLine/:region';

  it('fills every :name segment', () => {
    expect(buildPath(path, { gameName: 'Faker', tagLine: 'KR1', region: 'kr' })).toBe(
      '/api/summoners/Faker/KR1/kr',
    );
    expect(buildPath('/api/favorites/:id/toggle', { id: 7 })).toBe('/api/favorites/7/toggle');
  });

  it('encodes #, spaces, slashes and unicode', () => {
    expect(buildPath(path, { gameName: 'Hide on bush', tagLine: 'a#b', region: 'kr' })).toBe(
      '/api/summoners/Hide%20on%20bush/a%23b/kr',
    );
    expect(buildPath(path, { gameName: '페이커', tagLine: 'x/y', region: 'kr' })).toBe(
      '/api/summoners/%ED%8E%98%EC%9D%B4%EC%BB%A4/x%2Fy/kr',
    );
  });

  it('leaves a path without parameters alone', () => {
    expect(buildPath('/api/me')).toBe('/api/me');
  });

  it('throws on a missing or empty parameter', () => {
    expect(() => buildPath(path, { gameName: 'Faker', tagLine: 'KR1' })).toThrow(/region/);
    expect(() => buildPath(path, { gameName: '', tagLine: 'KR1', region: 'kr' })).toThrow(
      /gameName/,
    );
  });

  it('accepts 0 as a value', () => {
    expect(buildPath('/api/x/:n', { n: 0 })).toBe('/api/x/0');
  });
});
