import { loadDataDragon } from '@riftscope/riot/ddragon';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DDRAGON_DIR } from '../../../test/test-riot.ts';
import { createGameDataMapper, type GameDataMapper } from '../riot-data/game-data.mapper.ts';
import type { SliceFacetTotal } from '../riot-data/slice-facets.repository.ts';
import {
  completedOf,
  itemDetailFigures,
  itemSliceFigures,
  itemsListFigures,
} from './items.mapper.ts';

let game: GameDataMapper;
beforeAll(async () => {
  game = createGameDataMapper(await loadDataDragon({ dir: TEST_DDRAGON_DIR }));
});

const TRINITY = 3078;
const STERAKS = 3053;
const BLACK_CLEAVER = 3071;
const DEATHS_DANCE = 6333;
const PLATED_STEELCAPS = 3047;

const row = (
  championId: number,
  role: string,
  facet: string,
  value: string,
  games: number,
  wins: number,
): SliceFacetTotal => ({ championId, role, facet, value, games, wins });

const rows = () => [
  row(266, 'TOP', 'timeline', '', 10, 6),
  row(266, 'TOP', 'core', `${TRINITY},${STERAKS},${BLACK_CLEAVER}`, 6, 4),
  row(266, 'TOP', 'core', `${STERAKS},${TRINITY},${DEATHS_DANCE}`, 3, 1),
  row(266, 'TOP', 'item4', String(DEATHS_DANCE), 2, 2),
  row(266, 'TOP', 'boots', String(PLATED_STEELCAPS), 12, 7),
  row(266, 'TOP', 'boots', '0', 3, 1),
  row(24, 'TOP', 'timeline', '', 5, 2),
  row(24, 'TOP', 'core', `${TRINITY},${BLACK_CLEAVER},${STERAKS}`, 5, 2),
  row(24, 'TOP', 'boots', String(PLATED_STEELCAPS), 5, 2),
];

describe('item figures', () => {
  it('counts a legendary at each place it was completed in, out of the players with a timeline', () => {
    const figures = itemSliceFigures(rows());
    expect(figures).toMatchObject({ players: 20, timelinePlayers: 15 });
    const list = itemsListFigures(figures, game);
    const trinity = list.items.find((i) => i.id === TRINITY);
    expect(trinity).toMatchObject({ class: 'legendary', games: 14, wins: 7, pick_rate: 93.33 });
    expect(trinity?.slots).toEqual([11, 3, 0, 0, 0, 0]);
    const deathsDance = list.items.find((i) => i.id === DEATHS_DANCE);
    expect(deathsDance?.slots).toEqual([0, 0, 3, 2, 0, 0]);
  });

  it('counts boots out of every player, the players without boots in the sample only', () => {
    const list = itemsListFigures(itemSliceFigures(rows()), game);
    expect(list.items.find((i) => i.id === PLATED_STEELCAPS)).toMatchObject({
      class: 'boots',
      games: 17,
      wins: 9,
      pick_rate: 85,
      slots: [],
    });
    expect(list.items.some((i) => i.id === 0)).toBe(false);
    const games = list.items.map((i) => i.games);
    expect(games).toEqual([...games].sort((a, b) => b - a));
  });

  it('gives an item its champions with the share of their own sample', () => {
    const figures = itemSliceFigures(rows());
    const info = game.itemInfo(DEATHS_DANCE);
    if (!info) throw new Error("Data Dragon has no Death's Dance");
    const detail = itemDetailFigures(figures, info, game);
    expect(detail.sample).toBe(15);
    expect(detail.champions).toMatchObject([{ role: 'TOP', games: 5, wins: 3, pick_rate: 50 }]);
    expect(detail.slots.map((s) => [s.slot, s.games, s.pick_rate])).toEqual([
      [1, 0, 0],
      [2, 0, 0],
      [3, 3, 60],
      [4, 2, 40],
      [5, 0, 0],
      [6, 0, 0],
    ]);
    const boots = game.itemInfo(PLATED_STEELCAPS);
    if (!boots) throw new Error('Data Dragon has no Plated Steelcaps');
    expect(itemDetailFigures(figures, boots, game)).toMatchObject({
      sample: 20,
      slots: [],
      champions: [
        { role: 'TOP', games: 12, pick_rate: 80 },
        { role: 'TOP', games: 5, pick_rate: 100 },
      ],
    });
  });

  it('has no figures for an item that is no legendary or tier-two boots', () => {
    const potion = game.itemInfo(2003);
    if (!potion) throw new Error('Data Dragon has no Health Potion');
    expect(potion.class).toBe('consumable');
    expect(itemDetailFigures(itemSliceFigures(rows()), potion, game)).toEqual({
      sample: 0,
      stats: null,
      slots: [],
      completed: null,
      champions: [],
    });
  });
});

describe('when items are completed', () => {
  const timed = (...values: [string, number][]) =>
    values.map(([value, games]) => row(266, 'TOP', 'item_minute', value, games, 0));

  it('adds up the timed completions of an item by step over its champions', () => {
    const figures = itemSliceFigures([
      ...rows(),
      ...timed([`${TRINITY}:3`, 4], [`${TRINITY}:2`, 1], [`${TRINITY}:8`, 2]),
      row(24, 'TOP', 'item_minute', `${TRINITY}:3`, 5, 2),
      row(24, 'TOP', 'item_minute', 'garbage', 5, 2),
    ]);
    const trinity = game.itemInfo(TRINITY);
    if (!trinity) throw new Error('Data Dragon has no Trinity Force');
    const { completed } = itemDetailFigures(figures, trinity, game);
    expect(completed?.sample).toBe(12);
    expect(completed?.steps.map((s) => s.games)).toEqual([0, 0, 1, 9, 0, 0, 0, 0, 2]);
    expect(completed?.steps[8]).toEqual({ from: 40, to: null, games: 2 });
    expect(completed?.median).toEqual({ from: 15, to: 20 });
  });

  it('gives the step where half of the completions are reached as the median', () => {
    expect(completedOf([0, 2, 2, 0, 0, 0, 0, 0, 0]).median).toEqual({ from: 5, to: 10 });
    expect(completedOf([0, 2, 3, 0, 0, 0, 0, 0, 0]).median).toEqual({ from: 10, to: 15 });
    expect(completedOf([1, 0, 0, 0, 0, 0, 0, 0, 0]).median).toEqual({ from: 0, to: 5 });
    expect(completedOf([0, 0, 0, 0, 0, 0, 0, 0, 1]).median).toEqual({ from: 40, to: null });
  });

  it('has no median without a timed completion', () => {
    const none = completedOf([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(none).toMatchObject({ sample: 0, median: null });
    expect(none.steps).toHaveLength(9);
  });
});
