import { describe, expect, it } from 'vitest';
import { MATCH_FIXTURES_DIR, matchFixtureFiles, readMatch } from '../../../test/match-fixtures.ts';
import { type FacetDelta, facetRows } from './facets.ts';
import { matchRows } from './match-rows.ts';
import { roleOf } from './match-stats.ts';
import { type ChampionStatDelta, patchOf, rollupDeltas, withAllPlatforms } from './rollups.ts';

describe('patchOf', () => {
  it.each([
    ['15.22.782.9239', '15.22'],
    ['14.5.1', '14.5'],
    ['15', '15'],
    ['', ''],
    ['15..3', '15.'],
    ['123456.123456.1', '123456.1'],
  ])('%j → %j', (version, patch) => {
    expect(patchOf(version)).toBe(patch);
  });
});

describe('roleOf', () => {
  it.each([
    ['TOP', 'TOP'],
    ['JUNGLE', 'JUNGLE'],
    ['MIDDLE', 'MIDDLE'],
    ['BOTTOM', 'CARRY'],
    ['UTILITY', 'SUPPORT'],
    ['', ''],
    ['Invalid', ''],
    ['top', ''],
    ['constructor', ''],
  ])('%j → %j', (position, role) => {
    expect(roleOf(position)).toBe(role);
  });
});

describe(`rollup deltas of the real match-v5 fixtures (${MATCH_FIXTURES_DIR})`, () => {
  it.each(matchFixtureFiles)(
    '%s: one game per participant, wins and bans as in the document',
    (name) => {
      const document = readMatch(name);
      const { stats, bans, total } = rollupDeltas(document);
      const { info } = document;
      const key = {
        queueId: info.queueId,
        patch: info.gameVersion.split('.').slice(0, 2).join('.'),
        platform: info.platformId.toLowerCase(),
        bracket: '',
      };

      expect(total).toEqual({ ...key, matches: 1 });
      expect(stats.reduce((n, s) => n + s.games, 0)).toBe(info.participants.length);
      expect(stats.reduce((n, s) => n + s.wins, 0)).toBe(
        info.participants.filter((p) => p.win).length,
      );
      for (const s of stats) {
        expect({
          queueId: s.queueId,
          patch: s.patch,
          platform: s.platform,
          bracket: s.bracket,
        }).toEqual(key);
        expect(s.wins).toBeLessThanOrEqual(s.games);
        const same = info.participants.filter(
          (p) => p.championId === s.championId && roleOf(p.teamPosition) === s.role,
        );
        expect(s.games).toBe(same.length);
      }

      const bannedIds = new Set(
        info.teams.flatMap((t) => t.bans.map((b) => b.championId)).filter((id) => id > 0),
      );
      expect(bans.map((b) => b.championId).sort((a, b) => a - b)).toEqual(
        [...bannedIds].sort((a, b) => a - b),
      );
      for (const b of bans) expect(b).toEqual({ ...key, championId: b.championId, bans: 1 });
    },
  );

  it('maps every summoner\u2019s rift position of a ranked solo game to a role', () => {
    const name = matchFixtureFiles.find((f) => f.startsWith('ranked-solo'));
    if (!name) return;
    const { stats } = rollupDeltas(readMatch(name));
    expect(new Set(stats.map((s) => s.role))).toEqual(
      new Set(['TOP', 'JUNGLE', 'MIDDLE', 'CARRY', 'SUPPORT']),
    );
  });

  it('keys every row by the bracket the match is stored in', () => {
    const document = readMatch(matchFixtureFiles[0] ?? '');
    const rows = matchRows(document);
    rows.match.bracket = 'DIAMOND';
    const { stats, bans, total } = rollupDeltas(document, rows);
    expect(total?.bracket).toBe('DIAMOND');
    expect(new Set([...stats, ...bans].map((r) => r.bracket))).toEqual(new Set(['DIAMOND']));
  });

  it('counts a champion banned by both teams once and ignores skipped bans', () => {
    const document = readMatch(matchFixtureFiles[0] ?? '');
    const teams = document.info.teams.map((team, i) => ({
      ...team,
      bans: [
        { championId: 7, pickTurn: 1 + i * 5 },
        { championId: -1, pickTurn: 2 + i * 5 },
        { championId: 0, pickTurn: 3 + i * 5 },
      ],
    }));
    const { bans } = rollupDeltas({ ...document, info: { ...document.info, teams } });
    expect(bans.map((b) => [b.championId, b.bans])).toEqual([[7, 1]]);
  });
});

describe('rows for all regions', () => {
  const stat = (platform: string, championId: number, role: ChampionStatDelta['role']) => ({
    queueId: 420,
    patch: '15.22',
    platform,
    bracket: 'GOLD',
    championId,
    role,
    games: 1,
    wins: 1,
  });
  const add = (sum: ChampionStatDelta, row: ChampionStatDelta) => {
    sum.games += row.games;
    sum.wins += row.wins;
  };
  const byKey = (a: ChampionStatDelta, b: ChampionStatDelta) =>
    a.platform.localeCompare(b.platform) || a.championId - b.championId;

  it('sums the rows of several platforms into one all-regions row, and keeps rows of an unknown platform there once', () => {
    const rows = withAllPlatforms(
      [stat('kr', 1, 'TOP'), stat('euw1', 1, 'TOP'), stat('', 1, 'TOP'), stat('euw1', 2, 'TOP')],
      byKey,
      add,
    );
    expect(rows.map((r) => [r.platform, r.championId, r.games])).toEqual([
      ['', 1, 3],
      ['', 2, 1],
      ['euw1', 1, 1],
      ['euw1', 2, 1],
      ['kr', 1, 1],
    ]);
  });

  it('writes facet rows under all regions too, in the primary key order of champion_facets', () => {
    const facet = (platform: string, championId: number, value: string): FacetDelta => ({
      queueId: 420,
      patch: '15.22',
      platform,
      bracket: 'GOLD',
      championId,
      role: 'TOP',
      facet: 'boots',
      value,
      games: 1,
      wins: 0,
    });
    const rows = facetRows([
      facet('euw1', 1, '3006'),
      facet('euw1', 1, '3047'),
      facet('euw1', 2, '0'),
    ]);
    expect(rows.map((r) => [r.championId, r.platform, r.value])).toEqual([
      [1, '', '3006'],
      [1, '', '3047'],
      [1, 'euw1', '3006'],
      [1, 'euw1', '3047'],
      [2, '', '0'],
      [2, 'euw1', '0'],
    ]);
  });
});
