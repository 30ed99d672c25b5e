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
  bans: ReadonlyMap<number, number>;
  matches: number;
}

/**
 * A counter before it is named: the enemy's id and the row's champion's record against it, its
 * wins and the win rate with its 95 % interval as shown (percent, two decimals).
 */
export interface CounterFigures {
  championId: number;
  games: number;
  wins: number;
  win_rate: number;
  win_rate_low: number;
  win_rate_high: number;
}

/**
 * A counter's figures from the record: a counter has CHAMPION_PAGE_MIN_SAMPLE games, so its
 * interval is never missing (0–0 would only stand for a record without games).
 */
function counterFigures(championId: number, games: number, wins: number): CounterFigures {
  const { win_rate_low, win_rate_high } = winRateBounds(wins, games);
  return {
    championId,
    games,
    wins,
    win_rate: asPercent(wins / games),
    win_rate_low: win_rate_low ?? 0,
    win_rate_high: win_rate_high ?? 0,
  };
}

/** A tier-list row before it is named, without its change and counters: the same in every language. */
export type ChampionFigures = Omit<
  ChampionRow,
  'name' | 'image_url' | 'key' | 'counters' | 'win_rate_change' | 'previous_tier'
>;

/** A tier-list row's figures with the wins they rest on, which the row itself does not show. */
export interface ChampionEntry {
  row: ChampionFigures;
  wins: number;
}

/**
 * A counter as kept (kind `counters`) and named from: the enemy's id and the row's champion's
 * games and wins against it; the rates are worked out again when it is named (counterFigures).
 */
export type KeptCounter = [championId: number, games: number, wins: number];

/** No interval below MIN_SAMPLE_GAMES, as there is no win rate. */
const NO_BOUNDS = { win_rate_low: null, win_rate_high: null };

/**
 * A rollup aggregate → a tier-list row's figures, with its score, tier letter (from
 * TIER_LETTER_MIN_GAMES games) and the win rate's 95 % interval (none below MIN_SAMPLE_GAMES);
 * the change against the previous patch, the counters and the names are added by `tierRow`.
 */
export function toChampionFigures(
  row: ChampionRoleAggregate,
  context: RowContext,
): ChampionFigures {
  const { matches } = context;
  const { championId, games, wins } = row;
  const pickRate = matches > 0 ? games / matches : null;
  const banRate = matches > 0 ? (context.bans.get(championId) ?? 0) / matches : null;
  const score = championScore({
    games,
    wins,
    roleWinRate: context.roleWinRates.get(row.role) ?? 0.5,
    pickRate: pickRate ?? 0,
    banRate: banRate ?? 0,
  });
  const hasWinRate = games >= MIN_SAMPLE_GAMES;
  const { win_rate_low, win_rate_high } = hasWinRate ? winRateBounds(wins, games) : NO_BOUNDS;
  return {
    id: championId,
    role: isTierRole(row.role) ? row.role : '',
    score,
    tier: championTier(score, games),
    win_rate: hasWinRate ? asPercent(wins / games) : null,
    win_rate_low,
    win_rate_high,
    pick_rate: pickRate === null ? null : asPercent(pickRate),
    ban_rate: banRate === null ? null : asPercent(banRate),
    games,
  };
}

/** The key of a champion's row in one role, as the kept counters name it: `id:role`. */
export const rowKey = (championId: number, role: string) => `${championId}:${role}`;

/** A counter figures' kept form (KeptCounter). */
export const keptCounterOf = (c: CounterFigures): KeptCounter => [c.championId, c.games, c.wins];

/** A kept counter as a row shows it: the enemy named in the mapper's language. */
function shownCounter([championId, games, wins]: KeptCounter, game: GameDataMapper) {
  const { win_rate, win_rate_low, win_rate_high } = counterFigures(championId, games, wins);
  return { champion: game.championRef(championId), games, win_rate, win_rate_low, win_rate_high };
}

/**
 * A tier-list row as shown, named in the mapper's language: the patch's figures; the change
 * against the same champion and role on the previous patch (`then`), as the win rate's difference
 * in percentage points (null unless both sides have MIN_SAMPLE_GAMES) and the tier letter then
 * (null unless that row had TIER_LETTER_MIN_GAMES); and its counters (countersByRow), hardest
 * first. Built in one object: a whole tier list names every champion of a slice.
 */
export function tierRow(
  { row, wins }: ChampionEntry,
  then: ChampionEntry | undefined,
  counters: readonly KeptCounter[],
  game: GameDataMapper,
): ChampionRow {
  const { name, image_url, key } = game.championRef(row.id);
  const isComparable =
    then !== undefined && row.games >= MIN_SAMPLE_GAMES && then.row.games >= MIN_SAMPLE_GAMES;
  // The fields in the order the rows were always sent in.
  return {
    id: row.id,
    role: row.role,
    score: row.score,
    tier: row.tier,
    win_rate: row.win_rate,
    win_rate_low: row.win_rate_low,
    win_rate_high: row.win_rate_high,
    pick_rate: row.pick_rate,
    ban_rate: row.ban_rate,
    games: row.games,
    win_rate_change: isComparable
      ? round2(100 * (wins / row.games - then.wins / then.row.games))
      : null,
    previous_tier: then === undefined ? null : then.row.tier,
    counters: counters.map((counter) => shownCounter(counter, game)),
    name,
    image_url,
    key,
  };
}

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
    const key = rowKey(m.championId, m.role);
    const list = byRow.get(key) ?? [];
    // Compared as published (percent, two decimals), so equal bounds on the page tie.
    list.push(counterFigures(m.enemyId, m.games, m.wins));
    byRow.set(key, list);
  }
  return new Map(
    [...byRow].map(([key, list]) => [key, list.sort(hardestFirst).slice(0, COUNTERS_MAX)]),
  );
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
