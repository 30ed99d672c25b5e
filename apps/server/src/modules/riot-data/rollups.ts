import type { MatchDto } from '@riftscope/riot/schemas';
import { type MatchRow, matchRows, type ParticipantRow } from './match-rows.ts';
import { type Role, roleOf } from './match-stats.ts';

export interface ChampionStatDelta {
  queueId: number;
  patch: string;
  platform: string;
  /** The match's rank bracket (matches.bracket; '' when unknown). */
  bracket: string;
  championId: number;
  role: Role;
  games: number;
  wins: number;
}

export interface ChampionBanDelta {
  queueId: number;
  patch: string;
  platform: string;
  /** The match's rank bracket (matches.bracket; '' when unknown). */
  bracket: string;
  championId: number;
  bans: number;
}

export interface MatchTotalDelta {
  queueId: number;
  patch: string;
  platform: string;
  /** The match's rank bracket (matches.bracket; '' when unknown). */
  bracket: string;
  matches: number;
}

export interface RollupDeltas {
  stats: ChampionStatDelta[];
  bans: ChampionBanDelta[];
  /** None for a remake, which counts in no statistic. */
  total: MatchTotalDelta | null;
}

/** Longest patch the rollup tables hold (varchar(8)). */
export const PATCH_MAX_LENGTH = 8;

/**
 * The patch of a game version, its first two parts ("15.22.782.9239" → "15.22"). The SQL twin
 * in rollups.repository.ts must give the same answer for any input.
 */
export function patchOf(gameVersion: string): string {
  return gameVersion.split('.').slice(0, 2).join('.').slice(0, PATCH_MAX_LENGTH);
}

/** The part of the key every rollup row of a match shares: queue, patch, platform, bracket. */
export interface RollupKey {
  queueId: number;
  patch: string;
  platform: string;
  /** The match's rank bracket (matches.bracket; '' when unknown). */
  bracket: string;
}

/** The key a stored match's rows count under; its statement adds their copies under ''. */
export function rollupKeyOf(
  match: Pick<MatchRow, 'queueId' | 'gameVersion' | 'platform'> & { bracket?: string | null },
): RollupKey {
  return {
    queueId: match.queueId,
    patch: patchOf(match.gameVersion),
    platform: match.platform,
    bracket: match.bracket ?? '',
  };
}

const byKey = (a: { championId: number; role?: string }, b: typeof a) =>
  a.championId - b.championId || (a.role ?? '').localeCompare(b.role ?? '');

/**
 * The platform of the rows summed over every platform, which "all regions" reads: one range of
 * each table's key instead of a sum over eleven platforms at read time. No real platform is ''.
 */
export const ALL_PLATFORMS = '';

/** Strings by code point, as PostgreSQL's `collate "C"`. */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * `rows` and their copies under ALL_PLATFORMS, rows of one key summed (`add`), sorted by
 * `compare`, which must order rows by the whole primary key. The facet rebuild sums many
 * matches' rows with it; a stored match's rows get their copies in its statement instead
 * (rollupKeyJson and rollupKeys in rollups.repository.ts), by the same rule: a row already under
 * '' (a match whose platform is unknown) counts there only, once.
 */
export function withAllPlatforms<T extends { platform: string }>(
  rows: readonly T[],
  compare: (a: T, b: T) => number,
  add: (sum: T, row: T) => void,
): T[] {
  const copies = rows
    .filter((row) => row.platform !== ALL_PLATFORMS)
    .map((row) => ({ ...row, platform: ALL_PLATFORMS }));
  const sorted = [...rows, ...copies].sort(compare);
  const out: T[] = [];
  for (const row of sorted) {
    const last = out.at(-1);
    if (last && compare(last, row) === 0) add(last, row);
    else out.push({ ...row });
  }
  return out;
}

/**
 * What storing this match adds to the rollup tables, sorted by key (the lock order of the
 * upserts). Bans: a champion counts once per match however many ban entries name it, so a ban
 * rate is the share of matches in which the champion was banned and never exceeds 100%;
 * -1 (a skipped ban) and other ids ≤ 0 are ignored. A remake adds nothing: no games, wins,
 * bans or match. `rows` are the document's rows when the caller has them already; the rows
 * count in the bracket of `rows.match` ('' when it names none).
 */
export function rollupDeltas(
  document: MatchDto,
  rows: { match: MatchRow; participants: ParticipantRow[] } = matchRows(document),
): RollupDeltas {
  const { match, participants } = rows;
  if (match.isRemake) return { stats: [], bans: [], total: null };
  const key = rollupKeyOf(match);

  const stats = new Map<string, ChampionStatDelta>();
  for (const p of participants) {
    const role = roleOf(p.teamPosition);
    const id = `${p.championId}:${role}`;
    const row = stats.get(id) ?? { ...key, championId: p.championId, role, games: 0, wins: 0 };
    row.games += 1;
    if (p.win) row.wins += 1;
    stats.set(id, row);
  }

  const banned = new Set<number>();
  for (const team of document.info.teams ?? []) {
    for (const ban of team.bans ?? []) {
      if (ban.championId > 0) banned.add(ban.championId);
    }
  }

  return {
    stats: [...stats.values()].sort(byKey),
    bans: [...banned].map((championId) => ({ ...key, championId, bans: 1 })).sort(byKey),
    total: { ...key, matches: 1 },
  };
}
