import {
  CHAMPION_PAGE_MIN_SAMPLE,
  type ChampionRow,
  COUNTERS_MAX,
  TIER_LETTER_MIN_GAMES,
  tierLetter,
  winRateBounds,
} from '@riftscope/contracts';
import { loadDataDragon } from '@riftscope/riot/ddragon';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DDRAGON_DIR } from '../../../test/test-riot.ts';
import type { ChampionRoleAggregate, MatchupTotal } from '../riot-data/champions.repository.ts';
import { createGameDataMapper, type GameDataMapper } from '../riot-data/game-data.mapper.ts';
import {
  type ChampionEntry,
  type ChampionFigures,
  compareBy,
  countersByRow,
  defaultOrderOf,
  keptCounterOf,
  type RowContext,
  tierRow,
  toChampionFigures,
} from './champions.mapper.ts';
import { MIN_SAMPLE_GAMES } from './score.ts';

const AHRI = 103;
const context: RowContext = {
  roleWinRates: new Map([['MIDDLE', 0.5]]),
  bans: new Map([[AHRI, 300]]),
  matches: 1000,
};
const aggregate = (games: number, wins: number): ChampionRoleAggregate => ({
  championId: AHRI,
  role: 'MIDDLE',
  games,
  wins,
});
const entryOf = (games: number, wins: number): ChampionEntry => ({
  row: toChampionFigures(aggregate(games, wins), context),
  wins,
});
const ZED = 238;

let game: GameDataMapper;
beforeAll(async () => {
  game = createGameDataMapper(await loadDataDragon({ dir: TEST_DDRAGON_DIR }));
});

describe("a tier-list row's letter and interval", () => {
  it('gives no letter at 99 games, even with a top score; score, win rate and interval stay', () => {
    const row = toChampionFigures(aggregate(TIER_LETTER_MIN_GAMES - 1, 80), context);
    expect(tierLetter(row.score)).toBe('S+');
    expect(row.tier).toBeNull();
    expect(row.win_rate).toBe(80.81);
    expect(row).toMatchObject(winRateBounds(80, TIER_LETTER_MIN_GAMES - 1));
  });

  it('gives the letter of its score from 100 games', () => {
    const row = toChampionFigures(aggregate(TIER_LETTER_MIN_GAMES, 81), context);
    expect(row.tier).toBe('S+');
    expect(row.tier).toBe(tierLetter(row.score));
  });

  it("gives the win rate's 95 % interval wherever there is a win rate", () => {
    const row = toChampionFigures(aggregate(MIN_SAMPLE_GAMES, 10), context);
    expect(row.win_rate).toBe(50);
    expect([row.win_rate_low, row.win_rate_high]).toEqual([29.93, 70.07]);
    expect(toChampionFigures(aggregate(1000, 540), context)).toMatchObject({
      win_rate_low: 50.9,
      win_rate_high: 57.07,
    });
  });

  it('has no win rate and no interval below the minimum sample', () => {
    const row = toChampionFigures(aggregate(MIN_SAMPLE_GAMES - 1, 19), context);
    expect(row).toMatchObject({
      score: null,
      tier: null,
      win_rate: null,
      win_rate_low: null,
      win_rate_high: null,
    });
  });

  it("gives the previous patch's letter only where that row had 100 games", () => {
    const now = entryOf(500, 260);
    const change = (games: number, wins: number) => tierRow(now, entryOf(games, wins), [], game);
    expect(change(TIER_LETTER_MIN_GAMES - 1, 80).previous_tier).toBeNull();
    expect(change(TIER_LETTER_MIN_GAMES - 1, 80).win_rate_change).toBe(-28.81);
    expect(change(TIER_LETTER_MIN_GAMES, 81).previous_tier).toBe('S+');
  });

  it('gives a change only where both patches have 20 games, and none without a previous row', () => {
    const now = entryOf(500, 260);
    expect(tierRow(now, entryOf(MIN_SAMPLE_GAMES, 10), [], game).win_rate_change).toBe(2);
    expect(tierRow(now, entryOf(MIN_SAMPLE_GAMES - 1, 10), [], game).win_rate_change).toBeNull();
    expect(now.row.tier).not.toBeNull();
    expect(tierRow(entryOf(MIN_SAMPLE_GAMES - 1, 10), now, [], game)).toMatchObject({
      win_rate_change: null,
      previous_tier: now.row.tier,
    });
    expect(tierRow(now, undefined, [], game)).toMatchObject({
      win_rate_change: null,
      previous_tier: null,
    });
  });

  it("names the row and its counters in the mapper's language", () => {
    const row = tierRow(entryOf(500, 260), undefined, [[ZED, 40, 12]], game);
    expect(row).toMatchObject({ id: AHRI, name: 'Ahri', key: 'ahri', games: 500, win_rate: 52 });
    expect(row.image_url).toMatch(/Ahri\.png/);
    expect(row.counters).toEqual([
      {
        champion: game.championRef(ZED),
        games: 40,
        win_rate: 30,
        ...winRateBounds(12, 40),
      },
    ]);
    expect(row.counters[0]?.champion).toMatchObject({ id: ZED, key: 'zed', name: 'Zed' });
  });
});

describe('sorting by the lower bound of the interval', () => {
  const row = (id: number, score: number | null, low: number | null): ChampionRow => {
    const figures: ChampionFigures = {
      id,
      role: 'MIDDLE',
      score,
      tier: null,
      win_rate: low === null ? null : low + 5,
      win_rate_low: low,
      win_rate_high: low === null ? null : low + 10,
      pick_rate: 1,
      ban_rate: 1,
      games: 100,
    };
    return {
      ...figures,
      win_rate_change: null,
      previous_tier: null,
      counters: [],
      key: `c${id}`,
      name: `C${id}`,
      image_url: '',
    };
  };
  const rows = [row(1, 70, 48), row(2, 10, null), row(3, 60, 52), row(4, 40, 48), row(5, 50, 45)];
  const idsBy = (order: 'asc' | 'desc') =>
    [...rows].sort(compareBy('win_rate_low', order, 'en')).map((r) => r.id);

  it('puts the most reliably strong first by default', () => {
    expect(defaultOrderOf('win_rate_low')).toBe('desc');
    expect(idsBy('desc')).toEqual([3, 1, 4, 5, 2]);
  });

  it('lists rows without a lower bound last in either order, and equal bounds by score', () => {
    expect(idsBy('asc')).toEqual([5, 1, 4, 3, 2]);
  });
});

describe("a tier-list row's counters", () => {
  const matchup = (enemyId: number, games: number, wins: number, role = 'MIDDLE') => ({
    championId: AHRI,
    role,
    enemyId,
    games,
    wins,
  });
  const countersOfAhri = (matchups: MatchupTotal[], role = 'MIDDLE') =>
    countersByRow(matchups).get(`${AHRI}:${role}`) ?? [];

  it('counts a matchup from 10 games, not at 9', () => {
    const counters = countersOfAhri([
      matchup(ZED, CHAMPION_PAGE_MIN_SAMPLE - 1, 0),
      matchup(1, CHAMPION_PAGE_MIN_SAMPLE, 4),
    ]);
    expect(counters.map((c) => c.championId)).toEqual([1]);
    expect(counters[0]).toEqual({
      championId: 1,
      games: 10,
      wins: 4,
      win_rate: 40,
      win_rate_low: 16.82,
      win_rate_high: 68.73,
    });
  });

  it('names the three with the lowest upper bound of the win rate, hardest first', () => {
    // 3 of 10 (30 %) is less sure than 40 of 100 (40 %): the upper bound ranks 40 of 100 harder.
    const counters = countersOfAhri([
      matchup(1, 10, 3),
      matchup(2, 100, 40),
      matchup(3, 200, 120),
      matchup(4, 50, 20),
      matchup(5, 30, 18),
    ]);
    expect(counters.map((c) => c.championId)).toEqual([2, 4, 1]);
    expect(COUNTERS_MAX).toBe(3);
    expect(counters[0]).toMatchObject({ games: 100, win_rate: 40, ...winRateBounds(40, 100) });
  });

  it('breaks equal upper bounds by more games, then by the lower champion id', () => {
    // 5 of 18 and 7 of 23 share an upper bound of 50.87 %: the 23 games go first. Equal records
    // tie on games too and fall to the lower id.
    const byGames = countersOfAhri([matchup(1, 18, 5), matchup(2, 23, 7)]);
    expect(byGames.map((c) => [c.championId, c.win_rate_high])).toEqual([
      [2, 50.87],
      [1, 50.87],
    ]);
    const counters = countersOfAhri([matchup(9, 10, 0), matchup(7, 10, 0), matchup(8, 10, 0)]);
    expect(counters.map((c) => c.championId)).toEqual([7, 8, 9]);
  });

  it('names only matchups the champion wins less than half of', () => {
    const counters = countersOfAhri([matchup(1, 10, 5), matchup(2, 10, 4), matchup(3, 100, 70)]);
    expect(counters.map((c) => c.championId)).toEqual([2]);
  });

  it('keeps each role of a champion apart and names none for the unknown role', () => {
    const byRow = countersByRow([
      matchup(1, 20, 5, 'MIDDLE'),
      matchup(2, 20, 5, 'SUPPORT'),
      matchup(3, 20, 5, ''),
    ]);
    expect(byRow.get(`${AHRI}:MIDDLE`)?.map((c) => c.championId)).toEqual([1]);
    expect(byRow.get(`${AHRI}:SUPPORT`)?.map((c) => c.championId)).toEqual([2]);
    expect(byRow.has(`${AHRI}:`)).toBe(false);
  });

  it('gives a row without a qualifying matchup no counters', () => {
    expect(countersByRow([matchup(1, 9, 0)]).size).toBe(0);
  });

  it('keeps a counter as its record and shows the rates it was ranked by', () => {
    const [counter] = countersOfAhri([matchup(ZED, 10, 4)]);
    expect(counter && keptCounterOf(counter)).toEqual([ZED, 10, 4]);
    const kept = counter ? [keptCounterOf(counter)] : [];
    const [shown] = tierRow(entryOf(500, 260), undefined, kept, game).counters;
    expect(shown).toEqual({
      champion: game.championRef(ZED),
      games: 10,
      win_rate: counter?.win_rate,
      win_rate_low: counter?.win_rate_low,
      win_rate_high: counter?.win_rate_high,
    });
  });
});
