import { type AnyColumn, and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { championBans, championStats, matchTotals } from '../../db/schema.ts';

/** Which slice of the rollups a tier list reads; no platform means all platforms summed. */
export interface ChampionFilter {
  queueId: number;
  patch: string;
  platform?: string;
  /** A rollup role (TOP … SUPPORT, or '' when unknown); absent means every role. */
  role?: string;
}

/** One champion in one role, summed over the filter. */
export interface ChampionRoleAggregate {
  championId: number;
  role: string;
  games: number;
  wins: number;
}

/** The slice of the rollups one tier list rests on. */
export interface ChampionAggregates {
  rows: ChampionRoleAggregate[];
  /** Bans per champion id. */
  bans: Map<number, number>;
  /** Stored matches: the denominator of pick and ban rates. */
  matches: number;
}

const total = (column: AnyColumn) => sql`coalesce(sum(${column}), 0)`;

/** `15.10` after `15.9`: patches compare part by part as numbers. */
export function comparePatches(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0 && !Number.isNaN(d)) return d;
  }
  return 0;
}

/**
 * Reads the champion rollups only (never match participants): every query is a group-by over
 * rows per champion × role × patch × platform, so its cost does not grow with stored matches.
 */
export function createChampionsRepository(db: Database) {
  return {
    /** The newest patch with champion rows for a queue, compared numerically; null when none. */
    async newestPatch(queueId: number): Promise<string | null> {
      const rows = await db
        .select({ patch: championStats.patch })
        .from(championStats)
        .where(eq(championStats.queueId, queueId))
        .groupBy(championStats.patch);
      const patches = rows.map((r) => r.patch).sort(comparePatches);
      return patches.at(-1) ?? null;
    },

    async aggregates(filter: ChampionFilter): Promise<ChampionAggregates> {
      const { queueId, patch, platform, role } = filter;
      const [rows, bans, totals] = await Promise.all([
        db
          .select({
            championId: championStats.championId,
            role: championStats.role,
            games: total(championStats.games).mapWith(Number),
            wins: total(championStats.wins).mapWith(Number),
          })
          .from(championStats)
          .where(
            and(
              eq(championStats.queueId, queueId),
              eq(championStats.patch, patch),
              platform === undefined ? undefined : eq(championStats.platform, platform),
              role === undefined ? undefined : eq(championStats.role, role),
            ),
          )
          .groupBy(championStats.championId, championStats.role),
        db
          .select({
            championId: championBans.championId,
            bans: total(championBans.bans).mapWith(Number),
          })
          .from(championBans)
          .where(
            and(
              eq(championBans.queueId, queueId),
              eq(championBans.patch, patch),
              platform === undefined ? undefined : eq(championBans.platform, platform),
            ),
          )
          .groupBy(championBans.championId),
        db
          .select({ matches: total(matchTotals.matches).mapWith(Number) })
          .from(matchTotals)
          .where(
            and(
              eq(matchTotals.queueId, queueId),
              eq(matchTotals.patch, patch),
              platform === undefined ? undefined : eq(matchTotals.platform, platform),
            ),
          ),
      ]);
      return {
        rows,
        bans: new Map(bans.map((b) => [b.championId, b.bans])),
        matches: totals[0]?.matches ?? 0,
      };
    },
  };
}

export type ChampionsRepository = ReturnType<typeof createChampionsRepository>;
