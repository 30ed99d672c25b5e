import type { MatchDto } from '@riftscope/riot/schemas';
import { type MatchRow, matchRows, type ParticipantRow } from '../matches/match-rows.ts';
import { type Role, roleOf } from '../matches/match-stats.ts';

export interface ChampionStatDelta {
  queueId: number;
  patch: string;
  platform: string;
  championId: number;
  role: Role;
  games: number;
  wins: number;
}

export interface ChampionBanDelta {
  queueId: number;
  patch: string;
  platform: string;
  championId: number;
  bans: number;
}

export interface MatchTotalDelta {
  queueId: number;
  patch: string;
  platform: string;
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

const byKey = (a: { championId: number; role?: string }, b: typeof a) =>
  a.championId - b.championId || (a.role ?? '').localeCompare(b.role ?? '');

/**
 * What storing this match adds to the rollup tables, sorted by key (the lock order of the
 * upserts). Bans: a champion counts once per match however many ban entries name it, so a ban
 * rate is the share of matches in which the champion was banned and never exceeds 100%;
 * -1 (a skipped ban) and other ids ≤ 0 are ignored. A remake adds nothing: no games, wins,
 * bans or match. `rows` are the document's rows when the caller has them already.
 */
export function rollupDeltas(
  document: MatchDto,
  rows: { match: MatchRow; participants: ParticipantRow[] } = matchRows(document),
): RollupDeltas {
  const { match, participants } = rows;
  if (match.isRemake) return { stats: [], bans: [], total: null };
  const key = {
    queueId: match.queueId,
    patch: patchOf(match.gameVersion),
    platform: match.platform,
  };

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
