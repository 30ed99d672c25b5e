import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIER_ROLES } from './champions.ts';
import {
  PERFORMANCE_REFERENCES,
  type PerformanceInput,
  type PerformanceProfile,
  performanceBadges,
  performanceScore,
} from './performance-score.ts';

/** A game exactly as typical for the profile, over `minutes`. */
function typicalGame(profile: PerformanceProfile, minutes = 30): PerformanceInput {
  const r = PERFORMANCE_REFERENCES[profile];
  const role = profile === 'NO_ROLE' || profile === 'DUO' ? null : profile;
  return {
    role,
    durationSeconds: minutes * 60,
    win: true,
    kills: r.killsPerMin[0] * minutes,
    deaths: r.deathsPerMin[0] * minutes,
    assists: r.assistsPerMin[0] * minutes,
    killParticipation: r.killParticipation[0],
    damageShare: r.damageShare[0],
    damageTakenShare: r.damageTakenShare[0],
    goldShare: r.goldShare[0],
    csPerMin: r.csPerMin[0],
    visionScorePerMin: r.visionScorePerMin[0],
    objectiveDamage: r.objectiveDamagePerMin[0] * minutes,
    teamSize: profile === 'DUO' ? 2 : 5,
  };
}

/** Any game: a role, none or Arena's duo, and numbers from nothing to far past a good game. */
const anyGame: fc.Arbitrary<PerformanceInput> = fc
  .record({
    pick: fc.integer({ min: 0, max: TIER_ROLES.length + 1 }),
    durationSeconds: fc.integer({ min: 0, max: 3999 }),
    win: fc.boolean(),
    kills: fc.integer({ min: 0, max: 39 }),
    deaths: fc.integer({ min: 0, max: 29 }),
    assists: fc.integer({ min: 0, max: 49 }),
    killParticipation: share(100),
    damageShare: share(100),
    damageTakenShare: share(100),
    goldShare: share(100),
    csPerMin: share(15),
    visionScorePerMin: share(6),
    objectiveDamage: fc.integer({ min: 0, max: 99_999 }),
  })
  .map(({ pick, ...game }) => ({
    ...game,
    role: TIER_ROLES[pick] ?? null,
    teamSize: pick === TIER_ROLES.length + 1 ? 2 : 5,
  }));

/** A number from 0 up to `max`, `max` itself left out. */
function share(max: number): fc.Arbitrary<number> {
  return fc.double({ min: 0, max, maxExcluded: true, noNaN: true });
}

/** The inputs the score rewards, and a step that raises each. */
const REWARDED: [keyof PerformanceInput, number][] = [
  ['kills', 1],
  ['assists', 1],
  ['killParticipation', 5],
  ['damageShare', 2],
  ['damageTakenShare', 2],
  ['goldShare', 1],
  ['csPerMin', 0.5],
  ['visionScorePerMin', 0.3],
  ['objectiveDamage', 1000],
];

const PROFILES = Object.keys(PERFORMANCE_REFERENCES) as PerformanceProfile[];

describe('performanceScore', () => {
  it('stays within 0–10 with one decimal for any input', () => {
    fc.assert(
      fc.property(anyGame, (game) => {
        const score = performanceScore(game);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(10);
        expect(Math.round(score * 10) / 10).toBe(score);
      }),
      { numRuns: 5000 },
    );
  });

  it('stays defined for a zero-length game and for nonsense numbers', () => {
    const game = { ...typicalGame('MIDDLE'), durationSeconds: 0 };
    expect(Number.isFinite(performanceScore(game))).toBe(true);
    const broken = {
      ...game,
      kills: Number.NaN,
      deaths: -3,
      damageShare: Number.POSITIVE_INFINITY,
    };
    expect(Number.isFinite(performanceScore(broken))).toBe(true);
  });

  it('never falls when a rewarded input rises', () => {
    fc.assert(
      fc.property(anyGame, (game) => {
        for (const [field, step] of REWARDED) {
          const better = { ...game, [field]: (game[field] as number) + step };
          expect(performanceScore(better), field).toBeGreaterThanOrEqual(performanceScore(game));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('rises when a rewarded input of a typical game rises', () => {
    for (const profile of ['TOP', 'JUNGLE', 'MIDDLE', 'CARRY'] as const) {
      const game = typicalGame(profile);
      for (const [field] of REWARDED) {
        const doubled = { ...game, [field]: (game[field] as number) * 2 };
        expect(performanceScore(doubled), `${profile} ${field}`).toBeGreaterThan(
          performanceScore(game),
        );
      }
    }
  });

  it('never rises with more deaths', () => {
    fc.assert(
      fc.property(anyGame, (game) => {
        expect(performanceScore({ ...game, deaths: game.deaths + 1 })).toBeLessThanOrEqual(
          performanceScore(game),
        );
      }),
      { numRuns: 2000 },
    );
    const typical = typicalGame('SUPPORT');
    expect(performanceScore({ ...typical, deaths: typical.deaths + 4 })).toBeLessThan(
      performanceScore(typical),
    );
  });

  it('gives the same answer for the same game', () => {
    fc.assert(
      fc.property(anyGame, (game) => {
        expect(performanceScore({ ...game })).toBe(performanceScore(game));
      }),
      { numRuns: 200 },
    );
  });

  it('ignores the result itself', () => {
    const game = typicalGame('JUNGLE');
    expect(performanceScore({ ...game, win: false })).toBe(performanceScore(game));
  });

  it('scores a typical game of every role and mode alike, between 5 and 6', () => {
    const scores = PROFILES.map((p) => performanceScore(typicalGame(p)));
    for (const score of scores) {
      expect(score).toBeGreaterThanOrEqual(5);
      expect(score).toBeLessThanOrEqual(6);
    }
    const support = performanceScore(typicalGame('SUPPORT'));
    const carry = performanceScore(typicalGame('CARRY'));
    expect(Math.abs(support - carry)).toBeLessThanOrEqual(0.5);
  });

  it('judges a support on vision and a carry on farm', () => {
    const support = typicalGame('SUPPORT');
    const carry = typicalGame('CARRY');
    // A carry's farm would be a poor support game's and the other way round.
    expect(performanceScore({ ...support, role: 'CARRY' })).toBeLessThan(performanceScore(carry));
    expect(performanceScore({ ...carry, role: 'SUPPORT' })).toBeLessThan(performanceScore(support));
  });

  it('scores a game one spread better on everything at 8 or more', () => {
    for (const profile of PROFILES) {
      const r = PERFORMANCE_REFERENCES[profile];
      const game = typicalGame(profile);
      const minutes = game.durationSeconds / 60;
      const better: PerformanceInput = {
        ...game,
        kills: (r.killsPerMin[0] + r.killsPerMin[1]) * minutes,
        deaths: Math.max(0, r.deathsPerMin[0] - r.deathsPerMin[1]) * minutes,
        assists: (r.assistsPerMin[0] + r.assistsPerMin[1]) * minutes,
        killParticipation: r.killParticipation[0] + r.killParticipation[1],
        damageShare: r.damageShare[0] + r.damageShare[1],
        damageTakenShare: r.damageTakenShare[0] + r.damageTakenShare[1],
        goldShare: r.goldShare[0] + r.goldShare[1],
        csPerMin: r.csPerMin[0] + r.csPerMin[1],
        visionScorePerMin: r.visionScorePerMin[0] + r.visionScorePerMin[1],
        objectiveDamage: (r.objectiveDamagePerMin[0] + r.objectiveDamagePerMin[1]) * minutes,
      };
      expect(performanceScore(better), profile).toBeGreaterThanOrEqual(8);
    }
  });

  it('scores the same per-minute game alike in 20 and 35 minutes', () => {
    fc.assert(
      fc.property(anyGame, (game) => {
        const perMinute = (minutes: number): PerformanceInput => ({
          ...game,
          durationSeconds: minutes * 60,
          kills: (game.kills / 30) * minutes,
          deaths: (game.deaths / 30) * minutes,
          assists: (game.assists / 30) * minutes,
          objectiveDamage: (game.objectiveDamage / 30) * minutes,
        });
        expect(performanceScore(perMinute(20))).toBeCloseTo(performanceScore(perMinute(35)), 5);
      }),
      { numRuns: 500 },
    );
  });
});

describe('performanceBadges', () => {
  const player = (score: number | null, win: boolean, placement?: number) => ({
    score,
    win,
    placement,
  });

  it('gives MVP to the best of the winners and ACE to the best of the losers', () => {
    const badges = performanceBadges([
      player(6.1, true),
      player(7.4, true),
      player(8.2, false),
      player(5, false),
      player(3, true),
    ]);
    expect(badges).toEqual([null, 'MVP', 'ACE', null, null]);
  });

  it('gives a tied badge to the first player', () => {
    expect(
      performanceBadges([player(7, true), player(7, true), player(4, false), player(4, false)]),
    ).toEqual(['MVP', null, 'ACE', null]);
  });

  it('gives no badges in a remake', () => {
    expect(performanceBadges([player(null, true), player(null, false)])).toEqual([null, null]);
  });

  it('skips players without a score', () => {
    expect(performanceBadges([player(null, true), player(4, true), player(5, false)])).toEqual([
      null,
      'MVP',
      'ACE',
    ]);
  });

  it('in Arena gives MVP to the best of the first duo and ACE to the best of the rest', () => {
    const badges = performanceBadges([
      player(6, true, 1),
      player(5, true, 1),
      player(9, true, 2),
      player(7, true, 2),
      player(8, false, 5),
    ]);
    expect(badges).toEqual(['MVP', null, 'ACE', null, null]);
  });

  it('keeps the players order and length', () => {
    expect(performanceBadges([])).toEqual([]);
    expect(performanceBadges([player(5, true)])).toEqual(['MVP']);
  });
});
