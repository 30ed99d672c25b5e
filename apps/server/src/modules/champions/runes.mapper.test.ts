import { RUNE_CHAMPIONS_MAX, RUNE_PAGES_MAX } from '@riftscope/contracts';
import { loadDataDragon } from '@riftscope/riot/ddragon';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DDRAGON_DIR } from '../../../test/test-riot.ts';
import { createGameDataMapper, type GameDataMapper } from '../riot-data/game-data.mapper.ts';
import type { RunePageTotal } from '../riot-data/slice-facets.repository.ts';
import { runeDetailFigures, runeSliceFigures, runesListFigures } from './runes.mapper.ts';

let game: GameDataMapper;
beforeAll(async () => {
  game = createGameDataMapper(await loadDataDragon({ dir: TEST_DDRAGON_DIR }));
});

// Conqueror, Triumph, Legend: Alacrity, Last Stand | Resolve: Second Wind, Unflinching | shards.
const CONQUEROR_PAGE = '8000:8010,9111,9104,8299|8400:8444,8242|5005,5008,5011';
// Press the Attack with the same minors.
const PRESS_PAGE = '8000:8005,9111,9104,8299|8400:8444,8242|5005,5008,5011';
// Electrocute | Precision's Triumph as a secondary rune.
const ELECTROCUTE_PAGE = '8100:8112,8143,8138,8135|8000:9111,8299|5008,5008,5011';

const row = (
  championId: number,
  role: string,
  value: string,
  games: number,
  wins: number,
): RunePageTotal => ({ championId, role, facet: 'runes', value, games, wins });

describe('rune figures', () => {
  it('counts a rune once a player, whether taken in the primary or the secondary tree', () => {
    const figures = runeSliceFigures([
      row(266, 'TOP', CONQUEROR_PAGE, 10, 6),
      row(266, 'TOP', PRESS_PAGE, 4, 1),
      row(103, 'MIDDLE', ELECTROCUTE_PAGE, 6, 3),
    ]);
    expect(figures.players).toEqual({ games: 20, wins: 10 });
    const rune = (id: number) => figures.runes.find((r) => r.id === id);
    expect(rune(9111)).toMatchObject({ games: 20, wins: 10 });
    expect(rune(8010)).toMatchObject({ games: 10, wins: 6 });
    expect(figures.trees.find((tree) => tree.id === 8000)).toEqual({
      id: 8000,
      primary: { games: 14, wins: 7 },
      secondary: 6,
    });
    // Of Aatrox's 14 top players with a page, all took Triumph.
    expect(rune(9111)?.champions[0]).toEqual({
      championId: 266,
      role: 'TOP',
      games: 14,
      wins: 7,
      sample: 14,
    });
  });

  it('leaves a value that is not a rune page out of every figure, the players too', () => {
    const figures = runeSliceFigures([
      row(266, 'TOP', CONQUEROR_PAGE, 10, 6),
      row(266, 'TOP', '8000:8010,9111|nonsense', 5, 5),
    ]);
    expect(figures.players).toEqual({ games: 10, wins: 6 });
    expect(figures.runes.find((r) => r.id === 8010)?.pages).toHaveLength(1);
  });

  it('lists every rune of the trees, those nobody took at zero games and no rate', () => {
    const list = runesListFigures(runeSliceFigures([row(266, 'TOP', CONQUEROR_PAGE, 10, 6)]), game);
    const precision = list.trees.find((tree) => tree.id === 8000);
    expect(precision).toMatchObject({ games: 10, wins: 6, win_rate: 60, pick_rate: 100 });
    expect(precision?.runes.find((r) => r.id === 8010)).toMatchObject({ slot: 0, games: 10 });
    expect(precision?.runes.find((r) => r.id === 8005)).toMatchObject({
      slot: 0,
      games: 0,
      win_rate: null,
      win_rate_low: null,
      pick_rate: 0,
    });
    const domination = list.trees.find((tree) => tree.id === 8100);
    expect(domination).toMatchObject({ games: 0, win_rate: null, secondary_games: 0 });
  });

  it('gives a rune its champions by games with their share, and its pages by games with theirs', () => {
    const figures = runeSliceFigures([
      row(266, 'TOP', CONQUEROR_PAGE, 10, 6),
      row(266, 'TOP', PRESS_PAGE, 30, 15),
      row(103, 'MIDDLE', ELECTROCUTE_PAGE, 6, 3),
    ]);
    const triumph = game.runeInfo(9111);
    if (!triumph) throw new Error('Data Dragon has no Triumph');
    const detail = runeDetailFigures(figures, triumph, game);
    expect(detail.stats).toMatchObject({ games: 46, wins: 24, pick_rate: 100 });
    expect(detail.champions.map((c) => [c.champion.id, c.role, c.games, c.pick_rate])).toEqual([
      [266, 'TOP', 40, 100],
      [103, 'MIDDLE', 6, 100],
    ]);
    expect(detail.pages.map((p) => [p.page.primary.keystone.name, p.games])).toEqual([
      ['Press the Attack', 30],
      ['Conqueror', 10],
      ['Electrocute', 6],
    ]);
    expect(detail.pages[1]?.pick_rate).toBe(21.74);

    const conqueror = game.runeInfo(8010);
    if (!conqueror) throw new Error('Data Dragon has no Conqueror');
    const own = runeDetailFigures(figures, conqueror, game);
    // Of Aatrox's 40 top players with a page, 10 took Conqueror.
    expect(own.champions).toMatchObject([{ role: 'TOP', games: 10, pick_rate: 25 }]);
  });

  it('survives being kept as JSON', () => {
    const figures = runeSliceFigures([row(266, 'TOP', CONQUEROR_PAGE, 10, 6)]);
    expect(JSON.parse(JSON.stringify(figures))).toEqual(figures);
  });

  it('lists at most its maximum of champions and pages', () => {
    const rows = Array.from({ length: RUNE_CHAMPIONS_MAX + 5 }, (_, i) =>
      row(i + 1, 'MIDDLE', CONQUEROR_PAGE.replace('5005', String(5000 + i)), 25 - i, 1),
    );
    const conqueror = game.runeInfo(8010);
    if (!conqueror) throw new Error('Data Dragon has no Conqueror');
    const detail = runeDetailFigures(runeSliceFigures(rows), conqueror, game);
    expect(detail.champions).toHaveLength(RUNE_CHAMPIONS_MAX);
    expect(detail.champions[0]?.champion.id).toBe(1);
    expect(detail.pages).toHaveLength(RUNE_PAGES_MAX);
  });

  it('lists the trees in the order of the game’s rune editor', () => {
    const list = runesListFigures(runeSliceFigures([]), game);
    expect(list.trees.map((tree) => tree.name)).toEqual([
      'Precision',
      'Domination',
      'Sorcery',
      'Resolve',
      'Inspiration',
    ]);
  });

  it('knows a rune from a tree or a stat shard', () => {
    expect(game.runeInfo(8010)).toMatchObject({ slot: 0, tree: { id: 8000, name: 'Precision' } });
    expect(game.runeInfo(8000)).toBeNull();
    expect(game.runeInfo(5008)).toBeNull();
  });
});
