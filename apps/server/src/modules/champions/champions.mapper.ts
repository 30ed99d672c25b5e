import {
  asPercent,
  type ChampionRow,
  type ChampionSort,
  type Language,
  round2,
  type SortOrder,
  TIER_ROLES,
  type TierRole,
  tierLetter,
} from '@riftscope/contracts';
import type { ChampionRoleAggregate } from '../riot-data/champions.repository.ts';
import type { GameDataMapper } from '../riot-data/game-data.mapper.ts';
import { championScore, MIN_SAMPLE_GAMES } from './score.ts';

const isTierRole = (role: string): role is TierRole =>
  (TIER_ROLES as readonly string[]).includes(role);

export interface RowContext {
  /** Mean win rate (fraction) per role over the same slice. */
  roleWinRates: Map<string, number>;
  bans: Map<number, number>;
  matches: number;
}

/** A tier-list row before it is named: its figures, the same in every language. */
export type ChampionFigures = Omit<ChampionRow, 'name' | 'image_url' | 'key'>;

/** A tier-list row's figures with the wins they rest on, which the row itself does not show. */
export interface ChampionEntry {
  row: ChampionFigures;
  wins: number;
}

/**
 * A rollup aggregate → a tier-list row's figures, with its score and tier letter; the change
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
    tier: tierLetter(score),
    win_rate: row.games >= MIN_SAMPLE_GAMES ? asPercent(row.wins / row.games) : null,
    pick_rate: pickRate === null ? null : asPercent(pickRate),
    ban_rate: banRate === null ? null : asPercent(banRate),
    games: row.games,
    win_rate_change: null,
    previous_tier: null,
  };
}

/** A row's figures with the champion's name and image in the mapper's language. */
export function namedRow(figures: ChampionFigures, game: GameDataMapper): ChampionRow {
  const { name, image_url } = game.champion(figures.id, `Champion ${figures.id}`);
  return { ...figures, name, image_url, key: game.championKey(figures.id) };
}

const entryKey = (row: ChampionFigures) => `${row.id}:${row.role}`;

/**
 * Each row with its change against the same champion and role on the previous patch: win rate
 * in percentage points (null unless both sides have MIN_SAMPLE_GAMES) and the tier letter then.
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

/** Best score first; rows without a score last; then more games, then champion id and role. */
export function compareChampionRows(a: ChampionFigures, b: ChampionFigures): number {
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
};

/** Names and roles read A to Z first; every number best or biggest first. */
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
