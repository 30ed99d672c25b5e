import { describe, expect, it } from 'vitest';
import {
  DECAY_DAYS,
  LP_SUMMARY_GAMES,
  type LpChange,
  type LpGame,
  type LpSnapshot,
  lpOverLatestGames,
  lpPerGame,
  MAX_LP_PER_GAME,
} from './lp-per-game.ts';
import { seasonOf } from './seasons.ts';
import type { RankedTier } from './summoners.ts';

const MIN = 60_000;
const DAY = 86_400_000;
/** Well inside the 2026 season. */
const T0 = Date.UTC(2026, 5, 1, 12);

const snap = (
  at: number,
  tier: RankedTier,
  rank: string,
  leaguePoints: number,
  [wins, losses]: [number, number],
): LpSnapshot => ({ at, tier, rank, leaguePoints, wins, losses });

/** A 30-minute game that starts at `start`. */
const game = (
  matchId: string,
  start: number,
  win: boolean,
  extra: Partial<LpGame> = {},
): LpGame => ({
  matchId,
  start,
  durationSeconds: 30 * 60,
  win,
  isRemake: false,
  ...extra,
});

describe('LP per game', () => {
  it('gives a won game the LP between the snapshots around it', () => {
    const changes = lpPerGame(
      [snap(T0, 'GOLD', 'II', 40, [10, 10]), snap(T0 + 60 * MIN, 'GOLD', 'II', 61, [11, 10])],
      [game('a', T0 + 5 * MIN, true)],
    );
    expect(changes.get('a')).toMatchObject({ kind: 'lp', lp: 21 });
  });

  it('gives a lost game its loss', () => {
    const changes = lpPerGame(
      [snap(T0, 'GOLD', 'II', 40, [10, 10]), snap(T0 + 60 * MIN, 'GOLD', 'II', 22, [10, 11])],
      [game('a', T0 + 5 * MIN, false)],
    );
    expect(changes.get('a')).toMatchObject({ kind: 'lp', lp: -18 });
  });

  it('measures a promotion across a tier on the continuous scale and names it', () => {
    const changes = lpPerGame(
      [snap(T0, 'SILVER', 'I', 90, [30, 20]), snap(T0 + 60 * MIN, 'GOLD', 'IV', 12, [31, 20])],
      [game('a', T0 + 5 * MIN, true)],
    );
    expect(changes.get('a')).toMatchObject({ kind: 'promoted', lp: 22, after: { tier: 'GOLD' } });
  });

  it('measures a demotion across a division and names it', () => {
    const changes = lpPerGame(
      [snap(T0, 'GOLD', 'III', 5, [30, 20]), snap(T0 + 60 * MIN, 'GOLD', 'IV', 85, [30, 21])],
      [game('a', T0 + 5 * MIN, false)],
    );
    expect(changes.get('a')).toMatchObject({ kind: 'demoted', lp: -20, after: { rank: 'IV' } });
  });

  it('reads Diamond I to Master as one step of the apex ladder', () => {
    const changes = lpPerGame(
      [snap(T0, 'DIAMOND', 'I', 90, [80, 60]), snap(T0 + 60 * MIN, 'MASTER', 'I', 8, [81, 60])],
      [game('z', T0 - 2 * DAY, true), game('a', T0 + 5 * MIN, true)],
    );
    expect(changes.get('a')).toMatchObject({ kind: 'promoted', lp: 18 });
  });

  it('gives no figure when two games lie between the snapshots', () => {
    const changes = lpPerGame(
      [snap(T0, 'GOLD', 'II', 40, [10, 10]), snap(T0 + 3 * 60 * MIN, 'GOLD', 'II', 42, [11, 11])],
      [game('a', T0 + 5 * MIN, true), game('b', T0 + 80 * MIN, false)],
    );
    expect(changes.size).toBe(0);
  });

  it('gives no figure when Riot counts a game we have not stored', () => {
    const changes = lpPerGame(
      [snap(T0, 'GOLD', 'II', 40, [10, 10]), snap(T0 + 3 * 60 * MIN, 'GOLD', 'II', 42, [11, 11])],
      [game('a', T0 + 5 * MIN, true)],
    );
    expect(changes.size).toBe(0);
  });

  it('gives no figure to a remake, nor to a game that shares its interval with one', () => {
    const alone = lpPerGame(
      [snap(T0, 'GOLD', 'II', 40, [10, 10]), snap(T0 + 60 * MIN, 'GOLD', 'II', 40, [10, 10])],
      [game('r', T0 + 5 * MIN, false, { isRemake: true, durationSeconds: 200 })],
    );
    expect(alone.size).toBe(0);
    const shared = lpPerGame(
      [snap(T0, 'GOLD', 'II', 40, [10, 10]), snap(T0 + 3 * 60 * MIN, 'GOLD', 'II', 55, [11, 10])],
      [
        game('r', T0 + 5 * MIN, false, { isRemake: true, durationSeconds: 200 }),
        game('a', T0 + 30 * MIN, true),
      ],
    );
    expect(shared.size).toBe(0);
  });

  it('gives no figure when the result disagrees with the counts or the LP moved the wrong way', () => {
    const counts = lpPerGame(
      [snap(T0, 'GOLD', 'II', 40, [10, 10]), snap(T0 + 60 * MIN, 'GOLD', 'II', 61, [11, 10])],
      [game('a', T0 + 5 * MIN, false)],
    );
    expect(counts.size).toBe(0);
    const direction = lpPerGame(
      [snap(T0, 'GOLD', 'II', 40, [10, 10]), snap(T0 + 60 * MIN, 'GOLD', 'II', 30, [11, 10])],
      [game('a', T0 + 5 * MIN, true)],
    );
    expect(direction.size).toBe(0);
  });

  it(`gives no figure to a change above ${MAX_LP_PER_GAME} LP and one at the limit`, () => {
    const at = (lp: number) =>
      lpPerGame(
        [
          snap(T0, 'GOLD', 'II', 0, [10, 10]),
          snap(T0 + 60 * MIN, 'GOLD', lp >= 100 ? 'I' : 'II', lp % 100, [11, 10]),
        ],
        [game('a', T0 + 5 * MIN, true)],
      );
    expect(at(MAX_LP_PER_GAME).get('a')?.lp).toBe(MAX_LP_PER_GAME);
    expect(at(MAX_LP_PER_GAME + 1).size).toBe(0);
  });

  it('gives no figure at Diamond and above to a game after a pause long enough for decay', () => {
    const shots = (start: number) => [
      snap(start - 60 * MIN, 'DIAMOND', 'II', 50, [40, 40]),
      snap(start + 60 * MIN, 'DIAMOND', 'II', 30, [40, 41]),
    ];
    const earlier = (days: number, start: number) =>
      game('old', start - days * DAY - 30 * MIN, true);
    const start = T0 + 60 * DAY;
    expect(
      lpPerGame(shots(start), [earlier(DECAY_DAYS - 1, start), game('a', start, false)]).get('a'),
    ).toMatchObject({ lp: -20 });
    expect(
      lpPerGame(shots(start), [earlier(DECAY_DAYS + 1, start), game('a', start, false)]).size,
    ).toBe(0);
    // Below Diamond nothing decays.
    const gold = [
      snap(start - 60 * MIN, 'GOLD', 'II', 50, [40, 40]),
      snap(start + 60 * MIN, 'GOLD', 'II', 30, [40, 41]),
    ];
    expect(lpPerGame(gold, [game('a', start, false)]).get('a')).toMatchObject({ lp: -20 });
  });

  it('gives no figure across a season reset', () => {
    const lastOf2025 = Date.UTC(2026, 0, 7, 12);
    const changes = lpPerGame(
      [
        snap(lastOf2025, 'PLATINUM', 'I', 50, [100, 90]),
        snap(Date.UTC(2026, 0, 9, 12), 'GOLD', 'I', 20, [1, 0]),
      ],
      [game('a', Date.UTC(2026, 0, 9, 10), true)],
    );
    expect(changes.size).toBe(0);
  });

  it("names the season's placement when the first snapshot counts exactly the placement games", () => {
    const start = Date.UTC(2026, 0, 10, 12);
    const placements = [0, 1, 2, 3, 4].map((i) => game(`p${i}`, start + i * 60 * MIN, i !== 2));
    const changes = lpPerGame(
      [
        snap(Date.UTC(2025, 11, 20), 'GOLD', 'I', 50, [100, 90]),
        snap(start + 6 * 60 * MIN, 'SILVER', 'I', 30, [4, 1]),
      ],
      placements,
    );
    expect([...changes]).toEqual([
      ['p4', { kind: 'placement', lp: null, after: expect.objectContaining({ tier: 'SILVER' }) }],
    ]);
    // Six stored games: which one placed the player is not known.
    const six = lpPerGame(
      [snap(start + 7 * 60 * MIN, 'SILVER', 'I', 30, [4, 1])],
      [...placements, game('x', start - 60 * MIN, true)],
    );
    expect(six.size).toBe(0);
  });

  it('reads snapshots and games in any order', () => {
    const shots = [
      snap(T0 + 120 * MIN, 'GOLD', 'II', 44, [11, 11]),
      snap(T0, 'GOLD', 'II', 40, [10, 10]),
      snap(T0 + 60 * MIN, 'GOLD', 'II', 61, [11, 10]),
    ];
    const changes = lpPerGame(shots, [
      game('b', T0 + 65 * MIN, false),
      game('a', T0 + 5 * MIN, true),
    ]);
    expect(changes.get('a')?.lp).toBe(21);
    expect(changes.get('b')?.lp).toBe(-17);
  });
});

/**
 * A long, untidy season from a seeded generator: games one to three apart between snapshots,
 * some remakes, some games Riot counted that were never stored, Diamond pauses, snapshots at
 * the very end of a game.
 */
function untidySeason(seed: number): { shots: LpSnapshot[]; games: LpGame[] } {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const tiers: RankedTier[] = ['GOLD', 'PLATINUM', 'DIAMOND'];
  const shots: LpSnapshot[] = [];
  const games: LpGame[] = [];
  let at = T0;
  let [wins, losses, lp, tier] = [20, 20, 50, 0];
  for (let i = 0; i < 400; i++) {
    shots.push(snap(at, tiers[tier] as RankedTier, 'II', lp, [wins, losses]));
    const played = 1 + Math.floor(next() * next() * 3);
    for (let g = 0; g < played; g++) {
      at += (next() < 0.05 ? 30 * DAY : 0) + 40 * MIN;
      const win = next() < 0.5;
      const isRemake = next() < 0.03;
      if (next() > 0.05) games.push(game(`g${i}-${g}`, at, win, { isRemake }));
      if (isRemake) continue;
      if (win) wins++;
      else losses++;
      lp = Math.max(0, Math.min(99, lp + (win ? 20 : -18)));
      if (next() < 0.02) tier = (tier + 1) % tiers.length;
    }
    // Now and then a snapshot taken the very moment the last game ended (which counts it).
    at += next() < 0.2 ? 30 * MIN : 35 * MIN;
  }
  return { shots, games };
}

/** When a game ended. */
const endOf = (g: LpGame) => g.start + g.durationSeconds * 1000;

/**
 * The rule as it reads, pair by pair with plain filters: the one game that ended between two
 * snapshots of a season, judged with the last game before it and nothing else; a season's first
 * snapshot judged alone for its placement.
 */
function pairByPair(shots: readonly LpSnapshot[], games: readonly LpGame[]) {
  const changes = new Map<string, LpChange>();
  for (const [i, after] of shots.entries()) {
    const before = shots[i - 1];
    if (!before || seasonOf(before.at) !== seasonOf(after.at)) {
      for (const found of lpPerGame([after], games)) changes.set(...found);
      continue;
    }
    const between = games.filter((g) => endOf(g) > before.at && endOf(g) <= after.at);
    const [game] = between;
    if (!game || between.length !== 1) continue;
    const previous = games
      .filter((g) => endOf(g) <= before.at && !g.isRemake)
      .sort((a, b) => endOf(a) - endOf(b))
      .at(-1);
    const alone = lpPerGame([before, after], previous ? [previous, game] : [game]);
    const change = alone.get(game.matchId);
    if (change) changes.set(game.matchId, change);
  }
  return changes;
}

/** The summary's pair as it reads: the first candidate whose counts agree with the games between. */
function summaryByFilters(shots: readonly LpSnapshot[], games: readonly LpGame[]) {
  const to = shots.at(-1) as LpSnapshot;
  const played = games
    .filter((g) => !g.isRemake && endOf(g) <= to.at)
    .sort((a, b) => endOf(a) - endOf(b));
  const oldest = played.at(-LP_SUMMARY_GAMES) ?? played[0];
  const earlier = shots.filter((s) => s !== to && seasonOf(s.at) === seasonOf(to.at));
  const start = earlier.filter((s) => s.at <= (oldest?.start ?? 0)).at(-1);
  const candidates = [
    ...(start ? [start] : []),
    ...earlier.filter((s) => s.at > (oldest?.start ?? 0)),
  ];
  return candidates.find((from) => {
    const between = games.filter((g) => endOf(g) > from.at && endOf(g) <= to.at);
    return (
      between.length > 0 &&
      !between.some((g) => g.isRemake) &&
      to.wins + to.losses - from.wins - from.losses === between.length &&
      to.wins - from.wins === between.filter((g) => g.win).length
    );
  });
}

describe('LP per game over a long season', () => {
  it.each([1, 2, 3, 4, 5, 6])(
    'sums up from the first pair whose counts agree (seed %i)',
    (seed) => {
      const { shots, games } = untidySeason(seed);
      // Cut at each of a few snapshots, so that some cuts have a disagreeing start.
      for (const cut of [40, 41, 120, 250, 399]) {
        const upTo = shots.slice(0, cut + 1);
        expect(lpOverLatestGames(upTo, games)?.from, `cut ${cut}`).toBe(
          summaryByFilters(upTo, games),
        );
      }
    },
  );

  it.each([1, 2, 3])('equals the rule applied pair by pair (seed %i)', (seed) => {
    const { shots, games } = untidySeason(seed);
    const changes = lpPerGame(shots, games);
    expect(changes.size).toBeGreaterThan(100);
    expect(changes).toEqual(pairByPair(shots, games));
  });
});

describe('LP over the latest games', () => {
  /** `n` games an hour apart from T0, alternating win and loss from a win. */
  const series = (n: number) =>
    Array.from({ length: n }, (_, i) => game(`g${i}`, T0 + i * 60 * MIN, i % 2 === 0));
  /** The snapshot just after game `i` of a series from Gold II 0 LP, 10 W 10 L, +20 / −15. */
  const afterGame = (i: number) => {
    const wins = Math.ceil((i + 1) / 2);
    const losses = Math.floor((i + 1) / 2);
    return snap(T0 + i * 60 * MIN + 31 * MIN, 'GOLD', 'II', wins * 20 - losses * 15, [
      10 + wins,
      10 + losses,
    ]);
  };
  const first = snap(T0 - MIN, 'GOLD', 'II', 0, [10, 10]);

  it(`reaches back to the snapshot before the ${LP_SUMMARY_GAMES}th newest game`, () => {
    const games = series(25);
    const summary = lpOverLatestGames([first, afterGame(3), afterGame(4), afterGame(24)], games);
    // The 20th newest is game 5: the last snapshot before it is the one after game 4.
    expect(summary).toMatchObject({ games: 20, wins: 10, losses: 10, lp: 50, from: afterGame(4) });
  });

  it('counts every game since the snapshot when none lies closer to the 20th newest', () => {
    const summary = lpOverLatestGames([first, afterGame(24)], series(25));
    expect(summary).toMatchObject({ games: 25, wins: 13, losses: 12, lp: 13 * 20 - 12 * 15 });
  });

  it('starts at a later snapshot when Riot counted games we did not store before it', () => {
    const games = series(10).filter((g) => g.matchId !== 'g1');
    const summary = lpOverLatestGames([first, afterGame(2), afterGame(9)], games);
    expect(summary).toMatchObject({ games: 7, from: afterGame(2) });
  });

  it('gives nothing across a season or without a pair that agrees', () => {
    const lastSeason = snap(Date.UTC(2025, 11, 30), 'GOLD', 'II', 0, [10, 10]);
    expect(lpOverLatestGames([lastSeason, afterGame(2)], series(3))).toBeNull();
    expect(lpOverLatestGames([afterGame(2)], series(3))).toBeNull();
    expect(lpOverLatestGames([first, afterGame(2)], [])).toBeNull();
  });
});
