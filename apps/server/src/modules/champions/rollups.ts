import type { MatchDto } from '@riftscope/riot/schemas';
import { matchRows } from '../matches/match-rows.ts';

/** The tier list's roles; '' is kept for participants Riot gave no position (ARAM, arena, remakes). */
export type Role = 'TOP' | 'JUNGLE' | 'MIDDLE' | 'CARRY' | 'SUPPORT' | '';

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
  total: MatchTotalDelta;
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

const ROLES: Readonly<Record<string, Role>> = {
  TOP: 'TOP',
  JUNGLE: 'JUNGLE',
  MIDDLE: 'MIDDLE',
  BOTTOM: 'CARRY',
  UTILITY: 'SUPPORT',
};

/** The tier-list role of a participant's `teamPosition`; anything unknown becomes ''. */
export function roleOf(teamPosition: string): Role {
  return Object.hasOwn(ROLES, teamPosition) ? (ROLES[teamPosition] ?? '') : '';
}

const byKey = (a: { championId: number; role?: string }, b: typeof a) =>
  a.championId - b.championId || (a.role ?? '').localeCompare(b.role ?? '');

/**
 * What storing this match adds to the rollup tables, sorted by key (the lock order of the
 * upserts). Bans: a champion counts once per match however many ban entries name it, so a ban
 * rate is the share of matches in which the champion was banned and never exceeds 100%;
 * -1 (a skipped ban) and other ids ≤ 0 are ignored.
 */
export function rollupDeltas(document: MatchDto): RollupDeltas {
  const { match, participants } = matchRows(document);
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
