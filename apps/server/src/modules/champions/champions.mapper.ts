import {
  asPercent,
  CHAMPION_PAGE_MIN_SAMPLE,
  type ChampionRow,
  type ChampionSort,
  COUNTERS_MAX,
  type Language,
  round2,
  type SortOrder,
  TIER_ROLES,
  type TierRole,
  wilsonInterval,
  winRateBounds,
} from '@riftscope/contracts';
import type { ChampionRoleAggregate, MatchupTotal } from '../riot-data/champions.repository.ts';
import type { GameDataMapper } from '../riot-data/game-data.mapper.ts';
import { championScore, championTier, MIN_SAMPLE_GAMES } from './score.ts';

const isTierRole = (role: string): role is TierRole =>
  (TIER_ROLES as readonly string[]).includes(role);

export interface RowContext {
  /** Mean win rate (fraction) per role over the same slice. */
  roleWinRates: Map<string, number>;
  bans: Map<number, number>;
  matches: number;
}

/** A counter before it is named: the enemy's id and the row's champion's record against it. */
export interface CounterFigures {
  championId: number;
  games: number;
  win_rate: number;
  win_rate_low: number;
  win_rate_high: number;
}

/** A tier-list row before it is named: its figures, the same in every language. */
export type ChampionFigures = Omit<ChampionRow, 'name' | 'image_url' | 'key' | 'counters'> & {
  counters: CounterFigures[];
};

/** A tier-list row's figures with the wins they rest on, which the row itself does not show. */
export interface ChampionEntry {
  row: ChampionFigures;
  wins: number;
}

/** Neither a win rate nor its interval below MIN_SAMPLE_GAMES. */
const NO_WIN_RATE = { win_rate: null, win_rate_low: null, win_rate_high: null };

/**
 * A rollup aggregate → a tier-list row's figures, with its score, tier letter (from
 * TIER_LETTER_MIN_GAMES games) and the win rate's 95 % interval; the change
 * against the previous patch is filled in by `withPreviousPatch`, the names by `namedRow`.
 */
export function toChampionFigures(
  row: ChampionRoleAggregate,
  context: RowContext,
): ChampionFigures {
  const { matches } = context;
  const pickRate = matches > 0 ? row.games / matches : null;
  const banRate = matches > 0 ? (context.bans.get(row.championId) ?? 0) / matches : null;
  const score = championScore({
    games: row.games,
    wins: row.wins,
    roleWinRate: context.roleWinRates.get(row.role) ?? 0.5,
    pickRate: pickRate ?? 0,
    banRate: banRate ?? 0,
  });
  return {
    id: row.championId,
    role: isTierRole(row.role) ? row.role : '',
    score,
    tier: championTier(score, row.games),
    ...(row.games >= MIN_SAMPLE_GAMES
      ? { win_rate: asPercent(row.wins / row.games), ...winRateBounds(row.wins, row.games) }
      : NO_WIN_RATE),
    pick_rate: pickRate === null ? null : asPercent(pickRate),
    ban_rate: banRate === null ? null : asPercent(banRate),
    games: row.games,
    win_rate_change: null,
    previous_tier: null,
    counters: [],
  };
}

const championRef = (game: GameDataMapper, id: number) => game.championRef(id);

/** A row's figures with the champion's and its counters' names and images in the mapper's language. */
export function namedRow(figures: ChampionFigures, game: GameDataMapper): ChampionRow {
  const { name, image_url } = game.champion(figures.id, `Champion ${figures.id}`);
  const counters = figures.counters.map(({ championId, ...record }) => ({
    champion: championRef(game, championId),
    ...record,
  }));
  return { ...figures, name, image_url, key: game.championKey(figures.id), counters };
}

const rowKey = (championId: number, role: string) => `${championId}:${role}`;
const entryKey = (row: ChampionFigures) => rowKey(row.id, row.role);

/** The lowest upper bound first (the enemy surest to win), then more games, then the lower id. */
const hardestFirst = (a: CounterFigures, b: CounterFigures) =>
  a.win_rate_high - b.win_rate_high || b.games - a.games || a.championId - b.championId;

/**
 * Each champion and role's counters, keyed `id:role`: of its lane opponents met in at least
 * CHAMPION_PAGE_MIN_SAMPLE games against whom it wins less than half its games, the
 * COUNTERS_MAX against whom the upper bound of its win rate's 95 % interval is lowest, hardest
 * first (docs/champion-analytics.md, The tier list). The upper bound, not the win rate: 3 of 10
 * (30 %, up to 60.3 %) says less than 40 of 100 (40 %, up to 49.8 %). None for role '' (no lanes).
 */
export function countersByRow(matchups: readonly MatchupTotal[]): Map<string, CounterFigures[]> {
  const byRow = new Map<string, CounterFigures[]>();
  for (const m of matchups) {
    // A matchup the champion wins is no counter, however sure its record.
    if (m.role === '' || m.games < CHAMPION_PAGE_MIN_SAMPLE || 2 * m.wins >= m.games) continue;
    const interval = wilsonInterval(m.wins, m.games);
    if (interval === null) continue;
    const key = rowKey(m.championId, m.role);
    const list = byRow.get(key) ?? [];
    // Compared as published (percent, two decimals), so equal bounds on the page tie.
    list.push({
      championId: m.enemyId,
      games: m.games,
      win_rate: asPercent(m.wins / m.games),
      win_rate_low: asPercent(interval.low),
      win_rate_high: asPercent(interval.high),
    });
    byRow.set(key, list);
  }
  return new Map(
    [...byRow].map(([key, list]) => [key, list.sort(hardestFirst).slice(0, COUNTERS_MAX)]),
  );
}

/** Each row with its counters (countersByRow); none where it has no qualifying matchup. */
export function withCounters(
  entries: readonly ChampionEntry[],
  counters: ReadonlyMap<string, CounterFigures[]>,
): ChampionEntry[] {
  return entries.map(({ row, wins }) => ({
    row: { ...row, counters: counters.get(entryKey(row)) ?? [] },
    wins,
  }));
}

/**
 * Each row with its change against the same champion and role on the previous patch: win rate
 * in percentage points (null unless both sides have MIN_SAMPLE_GAMES) and the tier letter then
 * (null unless that row had TIER_LETTER_MIN_GAMES).
 */
export function withPreviousPatch(
  entries: readonly ChampionEntry[],
  previous: readonly ChampionEntry[],
): ChampionEntry[] {
  const before = new Map(previous.map((e) => [entryKey(e.row), e]));
  return entries.map(({ row, wins }) => {
    const then = before.get(entryKey(row));
    if (!then) return { row, wins };
    const isComparable = row.games >= MIN_SAMPLE_GAMES && then.row.games >= MIN_SAMPLE_GAMES;
    const change = isComparable ? 100 * (wins / row.games - then.wins / then.row.games) : null;
    return {
      row: {
        ...row,
        win_rate_change: change === null ? null : round2(change),
        previous_tier: then.row.tier,
      },
      wins,
    };
  });
}

/** Mean win rate per role: all its wins over all its games. */
export function roleWinRates(rows: readonly ChampionRoleAggregate[]): Map<string, number> {
  const sums = new Map<string, { games: number; wins: number }>();
  for (const row of rows) {
    const sum = sums.get(row.role) ?? { games: 0, wins: 0 };
    sum.games += row.games;
    sum.wins += row.wins;
    sums.set(row.role, sum);
  }
  return new Map(
    [...sums].map(([role, s]) => [role, s.games > 0 ? s.wins / s.games : 0.5] as const),
  );
}

/** What the score order of rows compares. */
type RankedRow = Pick<ChampionFigures, 'score' | 'games' | 'id' | 'role'>;

/** Best score first; rows without a score last; then more games, then champion id and role. */
export function compareChampionRows(a: RankedRow, b: RankedRow): number {
  if (a.score !== b.score) {
    if (a.score === null) return 1;
    if (b.score === null) return -1;
    return b.score - a.score;
  }
  return b.games - a.games || a.id - b.id || a.role.localeCompare(b.role);
}

const ROLE_ORDER = new Map<string, number>(TIER_ROLES.map((role, i) => [role, i]));

/** The value a column sorts by; null sorts last whichever the order. */
const SORT_KEYS: Record<ChampionSort, (row: ChampionRow) => number | string | null> = {
  score: (r) => r.score,
  name: (r) => r.name,
  // The buttons' order; the unknown role has none.
  role: (r) => ROLE_ORDER.get(r.role) ?? null,
  win_rate: (r) => r.win_rate,
  pick_rate: (r) => r.pick_rate,
  ban_rate: (r) => r.ban_rate,
  games: (r) => r.games,
  win_rate_change: (r) => r.win_rate_change,
  win_rate_low: (r) => r.win_rate_low,
};

/**
 * Names and roles read A to Z first; every number best or biggest first (the interval's lower
 * bound: most reliably strong first).
 */
export const defaultOrderOf = (sort: ChampionSort): SortOrder =>
  sort === 'name' || sort === 'role' ? 'asc' : 'desc';

/**
 * A comparison by one column in either order, nulls last always, then as `compareChampionRows`;
 * names collate as `language` orders its alphabet.
 */
export function compareBy(sort: ChampionSort, order: SortOrder, language: Language) {
  const keyOf = SORT_KEYS[sort];
  const sign = order === 'asc' ? 1 : -1;
  return (a: ChampionRow, b: ChampionRow): number => {
    const x = keyOf(a);
    const y = keyOf(b);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      const d = typeof x === 'string' ? x.localeCompare(String(y), language) : x - Number(y);
      if (d !== 0) return sign * d;
    }
    return compareChampionRows(a, b);
  };
}
