import {
  RUNE_CHAMPIONS_MAX,
  RUNE_PAGES_MAX,
  type RuneDetail,
  type RunesList,
  type TierRole,
} from '@riftscope/contracts';
import { parseRunesValue } from '../riot-data/facets.ts';
import type { GameDataMapper, RuneInfo } from '../riot-data/game-data.mapper.ts';
import { runePage } from '../riot-data/match-build.ts';
import type { RunePageTotal } from '../riot-data/slice-facets.repository.ts';
import {
  addTo,
  addUnder,
  byGamesThenKey,
  type ChampionShare,
  NO_GAMES,
  recordOf,
  type Tally,
  topChampions,
} from './tally.ts';

/** One rune over a slice: its tally, the champions that take it most, its most played pages. */
export interface RuneFigures extends Tally {
  id: number;
  champions: ChampionShare[];
  /** Exact pages (`runes` values) holding it, most played first. */
  pages: (Tally & { value: string })[];
}

/**
 * What every rune answer of one slice is made from: plain data (kept as JSON in
 * kept_slice_figures), computed once per slice.
 */
export interface RuneSliceFigures {
  /** Every player with a rune page: the sample of the pick rates. */
  players: Tally;
  trees: { id: number; primary: Tally; secondary: number }[];
  runes: RuneFigures[];
}

/**
 * The slice's rune page rows added up per rune (each with its top champions and pages), per tree
 * (as primary and as secondary) and in all. A value the decoder does not read is left out of
 * every figure, the players too, rather than guessed at.
 */
export function runeSliceFigures(rows: readonly RunePageTotal[]): RuneSliceFigures {
  const players: Tally = { games: 0, wins: 0 };
  const primary = new Map<number, Tally>();
  const secondary = new Map<number, number>();
  const championPlayers = new Map<string, number>();
  const runes = new Map<
    number,
    { tally: Tally; champions: Map<string, Tally>; pages: Map<string, Tally> }
  >();
  for (const row of rows) {
    const [first, second] = parseRunesValue(row.value)?.styles ?? [];
    if (!first || !second) continue;
    players.games += row.games;
    players.wins += row.wins;
    addUnder(primary, first.style, row);
    secondary.set(second.style, (secondary.get(second.style) ?? 0) + row.games);
    const key = `${row.championId}:${row.role}`;
    championPlayers.set(key, (championPlayers.get(key) ?? 0) + row.games);
    const ids = new Set([...first.selections, ...second.selections].map((s) => s.perk));
    for (const id of ids) {
      let rune = runes.get(id);
      if (!rune) {
        rune = { tally: { games: 0, wins: 0 }, champions: new Map(), pages: new Map() };
        runes.set(id, rune);
      }
      addTo(rune.tally, row);
      addUnder(rune.champions, key, row);
      addUnder(rune.pages, row.value, row);
    }
  }
  return {
    players,
    trees: [...primary.keys(), ...secondary.keys()]
      .filter((id, i, all) => all.indexOf(id) === i)
      .map((id) => ({
        id,
        primary: primary.get(id) ?? NO_GAMES,
        secondary: secondary.get(id) ?? 0,
      })),
    runes: [...runes].map(([id, rune]) => ({
      id,
      ...rune.tally,
      champions: topChampions(rune.champions, championPlayers, RUNE_CHAMPIONS_MAX),
      pages: [...rune.pages]
        .sort(byGamesThenKey)
        .slice(0, RUNE_PAGES_MAX)
        .map(([value, tally]) => ({ value, ...tally })),
    })),
  };
}

/** Every tree of Data Dragon with every rune, row by row, and its record over the slice. */
export function runesListFigures(
  figures: RuneSliceFigures,
  game: GameDataMapper,
): Pick<RunesList, 'players' | 'trees'> {
  const sample = figures.players.games;
  const trees = new Map(figures.trees.map((tree) => [tree.id, tree]));
  const runes = new Map(figures.runes.map((rune) => [rune.id, rune]));
  return {
    players: sample,
    trees: game.runeTrees().map((tree) => ({
      ...tree,
      ...recordOf(trees.get(tree.id)?.primary ?? NO_GAMES, sample),
      secondary_games: trees.get(tree.id)?.secondary ?? 0,
      runes: tree.slots.flatMap((row, slot) =>
        row.map((rune) => ({
          ...rune,
          slot,
          ...recordOf(runes.get(rune.id) ?? NO_GAMES, sample),
        })),
      ),
    })),
  };
}

/**
 * One rune over the slice: its record, the champions (in a role) that take it most, with the
 * share of their players who do, and the exact pages it is in, with their share of its games.
 */
export function runeDetailFigures(
  figures: RuneSliceFigures,
  rune: RuneInfo,
  game: GameDataMapper,
): Pick<RuneDetail, 'players' | 'stats' | 'champions' | 'pages'> {
  const own = figures.runes.find((r) => r.id === rune.id);
  const sample = figures.players.games;
  return {
    players: sample,
    stats: recordOf(own ?? NO_GAMES, sample),
    champions: (own?.champions ?? []).map((c) => ({
      champion: game.championRef(c.championId),
      role: c.role as TierRole | '',
      ...recordOf(c, c.sample),
    })),
    pages: (own?.pages ?? []).map((page) => ({
      page: runePage(parseRunesValue(page.value), game),
      ...recordOf(page, own?.games ?? 0),
    })),
  };
}
