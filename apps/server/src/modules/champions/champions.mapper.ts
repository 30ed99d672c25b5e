import { type ChampionRow, TIER_ROLES, type TierRole, tierLetter } from '@riftscope/contracts';
import type { GameDataMapper } from '../matches/game-data.mapper.ts';
import type { ChampionRoleAggregate } from './champions.repository.ts';
import { championScore, MIN_SAMPLE_GAMES } from './score.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;
/** A fraction as a percent with 2 decimals, capped at 100 should the rollups ever disagree. */
const percent = (fraction: number) => Math.min(100, round2(100 * fraction));

const isTierRole = (role: string): role is TierRole =>
  (TIER_ROLES as readonly string[]).includes(role);

export interface RowContext {
  /** Mean win rate (fraction) per role over the same slice. */
  roleWinRates: Map<string, number>;
  bans: Map<number, number>;
  matches: number;
}

/** A rollup aggregate → the API's champion row, with its score and tier letter. */
export function toChampionRow(
  row: ChampionRoleAggregate,
  context: RowContext,
  game: GameDataMapper,
): ChampionRow {
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
  const { name, image_url } = game.champion(row.championId, `Champion ${row.championId}`);
  return {
    id: row.championId,
    name,
    image_url,
    role: isTierRole(row.role) ? row.role : '',
    score,
    tier: tierLetter(score),
    win_rate: row.games >= MIN_SAMPLE_GAMES ? percent(row.wins / row.games) : null,
    pick_rate: pickRate === null ? null : percent(pickRate),
    ban_rate: banRate === null ? null : percent(banRate),
    games: row.games,
  };
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
export function compareChampionRows(a: ChampionRow, b: ChampionRow): number {
  if (a.score !== b.score) {
    if (a.score === null) return 1;
    if (b.score === null) return -1;
    return b.score - a.score;
  }
  return b.games - a.games || a.id - b.id || a.role.localeCompare(b.role);
}
