import { TREND_PATCHES } from '@riftscope/contracts';
import { describe, expect, it } from 'vitest';
import { championTrend, trendPatchesOf } from './champion-trend.mapper.ts';

describe('a champion page trend', () => {
  it(`covers the last ${TREND_PATCHES} patches up to the page's, oldest first`, () => {
    const patches = ['16.1', '15.24', '15.23', '15.22', '15.21', '15.20', '15.19', '15.9'];
    expect(trendPatchesOf(patches, '16.1')).toEqual([
      '15.20',
      '15.21',
      '15.22',
      '15.23',
      '15.24',
      '16.1',
    ]);
    expect(trendPatchesOf(patches, '15.21')).toEqual(['15.9', '15.19', '15.20', '15.21']);
    expect(trendPatchesOf(patches, null)).toEqual([]);
  });

  it('gives each patch the role row of the champion, and none where it has no games', () => {
    const trend = championTrend(
      ['15.21', '15.22', '15.23'],
      {
        rows: [
          { patch: '15.21', role: 'MIDDLE', games: 4, wins: 3 },
          { patch: '15.22', role: 'TOP', games: 9, wins: 9 },
        ],
        matches: new Map([
          ['15.21', 40],
          ['15.22', 50],
        ]),
      },
      'MIDDLE',
    );
    expect(trend).toEqual([
      {
        patch: '15.21',
        games: 4,
        win_rate: 75,
        win_rate_low: 30.06,
        win_rate_high: 95.44,
        pick_rate: 10,
      },
      {
        patch: '15.22',
        games: 0,
        win_rate: null,
        win_rate_low: null,
        win_rate_high: null,
        pick_rate: 0,
      },
      {
        patch: '15.23',
        games: 0,
        win_rate: null,
        win_rate_low: null,
        win_rate_high: null,
        pick_rate: null,
      },
    ]);
  });
});
