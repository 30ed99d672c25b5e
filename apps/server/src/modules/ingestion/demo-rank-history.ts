import { createHash } from 'node:crypto';
import { seasonOf, seasonRange } from '@riftscope/contracts';
import type { Player, World } from '@riftscope/riot-sim';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { claimDemoSeed, isDemoSeeded } from '../../db/demo-seeds.ts';
import { rankSnapshots } from '../../db/schema.ts';

/** The demo_seeds name recorded with the demo's rank history, in the same transaction. */
export const DEMO_RANK_HISTORY_SEED = 'demo-rank-history';
/** Share of ranked games after which the site, watching, would have read the player's entry. */
export const DEMO_SNAPSHOT_CHANCE = 0.75;
/** A read after a game comes this many minutes after its end, drawn per game and player. */
const READ_DELAY_MINUTES = { min: 2, max: 12 };
/** The previous season's final entry is read in its last days: up to this many before its end. */
const SEASON_END_DAYS = 5;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const QUEUES = ['RANKED_SOLO_5x5', 'RANKED_FLEX_SR'] as const;
type Queue = (typeof QUEUES)[number];

/** One standing as the demo's history records it. */
export interface DemoSnapshot {
  queueType: Queue;
  at: Date;
  tier: string;
  rank: string;
  leaguePoints: number;
  wins: number;
  losses: number;
}

/** A number in [0, 1) fixed by its parts. */
function draw(...parts: readonly string[]): number {
  return createHash('sha256').update(parts.join('\u0000')).digest().readUInt32BE(0) / 2 ** 32;
}

const snapshotOf = (
  queueType: Queue,
  at: number,
  e: { tier: string; rank: string; leaguePoints: number; wins: number; losses: number },
): DemoSnapshot => ({
  queueType,
  at: new Date(at),
  tier: e.tier,
  rank: e.rank,
  leaguePoints: e.leaguePoints,
  wins: e.wins,
  losses: e.losses,
});

/**
 * What RiftScope would have recorded of a player's queue had it watched them all season: the
 * previous season's final entry in its last days (Solo/Duo, when the world has one), the entry at
 * the start of the player's oldest ranked game of the current season, and the entry a few minutes
 * after each ranked game of the season, for DEMO_SNAPSHOT_CHANCE of them (fixed per game and
 * player), oldest first. Times when the player had no entry are left out.
 */
export function demoRankSnapshots(world: World, player: Player, queue: Queue): DemoSnapshot[] {
  const out: DemoSnapshot[] = [];
  const season = seasonOf(world.clockStart);
  const previous = world.previousSeasonEntry(player, queue);
  if (previous) {
    const end = seasonRange(season - 1).to;
    const daysBefore = 1 + draw(player.puuid, 'season-end') * (SEASON_END_DAYS - 1);
    out.push(snapshotOf(queue, Math.round(end - daysBefore * DAY_MS), previous));
  }
  const games = world
    .rankedHistory(player, queue)
    .games.filter((g) => seasonOf(g.match.creation) === season);
  const [oldest] = games;
  const start = oldest && world.entryAt(player, queue, oldest.match.creation);
  if (oldest && start) out.push(snapshotOf(queue, oldest.match.creation, start));
  for (const game of games) {
    if (draw(player.puuid, game.match.matchId, 'read') >= DEMO_SNAPSHOT_CHANCE) continue;
    const { min, max } = READ_DELAY_MINUTES;
    const delay = (min + draw(player.puuid, game.match.matchId, 'delay') * (max - min)) * MINUTE_MS;
    const at = Math.round(game.endMs + delay);
    const entry = world.entryAt(player, queue, at);
    if (entry) out.push(snapshotOf(queue, at, entry));
  }
  return out;
}

type StoredSnapshot = typeof rankSnapshots.$inferInsert;

const sameStanding = (a: StoredSnapshot, b: StoredSnapshot) =>
  a.tier === b.tier &&
  a.rank === b.rank &&
  a.leaguePoints === b.leaguePoints &&
  a.wins === b.wins &&
  a.losses === b.losses;

/**
 * A player's queue with the demo's snapshots added to the stored ones: in time order, a standing
 * equal to the one before it left out (as the site stores snapshots), numbered 1, 2, 3… so that
 * `seq` order is time order.
 */
export function mergeSnapshots(
  stored: readonly StoredSnapshot[],
  demo: readonly DemoSnapshot[],
  key: { region: string; puuid: string },
): StoredSnapshot[] {
  const all: StoredSnapshot[] = [
    ...demo.map((s) => ({ ...key, ...s, seq: 0 })),
    ...stored.map((s) => ({ ...s })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime() || a.seq - b.seq);
  const kept: StoredSnapshot[] = [];
  for (const row of all) {
    const last = kept.at(-1);
    if (last && sameStanding(last, row)) continue;
    kept.push({ ...row, seq: kept.length + 1 });
  }
  return kept;
}

export interface DemoRankHistoryDeps {
  world: World;
  db: Database;
  log: FastifyBaseLogger;
  /** The players whose history to write; those with no stored snapshot are passed over. */
  players: readonly Player[];
}

export interface DemoRankHistoryResult {
  status: 'skipped' | 'done';
  players: number;
  snapshots: number;
}

/** Rows a single insert carries at most (ten values each, well under PostgreSQL's limit). */
const INSERT_CHUNK = 1000;

/**
 * The demo's rank history: for each given player and queue with a stored snapshot (the player
 * was looked up), the snapshots of demoRankSnapshots merged before the stored ones and the
 * queue renumbered, in one transaction with the DEMO_RANK_HISTORY_SEED claim, so a second start
 * writes nothing. Answers about a player are cached for seconds only (ANSWER_CACHE_MS), so the
 * rank history shows the new points right after. Failures are logged, never thrown.
 */
export async function recordDemoRankHistory(
  deps: DemoRankHistoryDeps,
): Promise<DemoRankHistoryResult> {
  const { world, db, log } = deps;
  const skipped = { status: 'skipped', players: 0, snapshots: 0 } as const;
  try {
    if (await isDemoSeeded(db, DEMO_RANK_HISTORY_SEED)) return skipped;
    const puuids = deps.players.map((p) => p.puuid);
    if (puuids.length === 0) return skipped;
    const result = await db.transaction(async (tx) => {
      if (!(await claimDemoSeed(tx, DEMO_RANK_HISTORY_SEED))) return skipped;
      const stored = await tx
        .select()
        .from(rankSnapshots)
        .where(inArray(rankSnapshots.puuid, puuids))
        .orderBy(asc(rankSnapshots.seq));
      const rows: StoredSnapshot[] = [];
      let written = 0;
      for (const player of deps.players) {
        const key = { region: player.platform, puuid: player.puuid };
        const own = stored.filter((s) => s.region === key.region && s.puuid === key.puuid);
        if (own.length === 0) continue;
        written += 1;
        for (const queue of new Set(own.map((s) => s.queueType))) {
          const queueRows = own.filter((s) => s.queueType === queue);
          const isRanked = (QUEUES as readonly string[]).includes(queue);
          const demo = isRanked ? demoRankSnapshots(world, player, queue as Queue) : [];
          rows.push(...mergeSnapshots(queueRows, demo, key));
        }
        await tx
          .delete(rankSnapshots)
          .where(and(eq(rankSnapshots.region, key.region), eq(rankSnapshots.puuid, key.puuid)));
      }
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await tx.insert(rankSnapshots).values(rows.slice(i, i + INSERT_CHUNK));
      }
      return { status: 'done', players: written, snapshots: rows.length } as const;
    });
    if (result.status === 'done') {
      log.info({ players: result.players, snapshots: result.snapshots }, 'demo rank history');
    }
    return result;
  } catch (err) {
    log.error({ err }, 'demo rank history could not be written');
    return skipped;
  }
}
