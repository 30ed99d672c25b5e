import {
  canDecay,
  type LpChange,
  type LpGame,
  type LpSnapshot,
  type LpSummary,
  lpOverLatestGames,
  lpPerGame,
  PLACEMENT_GAMES,
  type RankedTier,
  rankedQueueTypeOf,
  seasonOf,
  seasonRange,
} from '@riftscope/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** The longest a game can last, as a margin when games are read by their start. */
const LONGEST_GAME_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;
/** Games older than a bracketing snapshot by this much still tell whether decay was possible. */
const DECAY_LOOKBACK_MS = 29 * DAY_MS;

/** A stored game of the player, as the LP rule reads it. */
export interface LpGameInput {
  matchId: string;
  queueId: number;
  start: number;
}

interface SnapshotRecord {
  at: Date | string;
  tier: string;
  rank: string;
  league_points: number;
  wins: number;
  losses: number;
}

interface GameRecord {
  match_id: string;
  game_creation: string | number;
  game_duration: number;
  win: boolean;
  is_remake: boolean;
}

const toSnapshot = (r: SnapshotRecord): LpSnapshot => ({
  at: new Date(r.at).getTime(),
  tier: r.tier as RankedTier,
  rank: r.rank,
  leaguePoints: r.league_points,
  wins: r.wins,
  losses: r.losses,
});

const toGame = (r: GameRecord): LpGame => ({
  matchId: r.match_id,
  start: Number(r.game_creation),
  durationSeconds: r.game_duration,
  win: r.win,
  isRemake: r.is_remake,
});

/**
 * The snapshots of a queue from the last one taken before `from` to the first one after `to`
 * (epoch ms): every pair that can bracket a game of that span. One index range of the key.
 */
async function snapshotsAround(
  db: Database,
  player: { region: string; puuid: string },
  queueType: string,
  [from, to]: [number, number],
): Promise<LpSnapshot[]> {
  const { region, puuid } = player;
  const mine = sql`region = ${region} and puuid = ${puuid} and queue_type = ${queueType}`;
  const { rows } = (await db.execute(sql`
    select at, tier, rank, league_points, wins, losses
    from rank_snapshots
    where ${mine}
      and seq >= coalesce((select max(seq) from rank_snapshots where ${mine} and at < ${new Date(from)}), 0)
      and seq <= coalesce((select min(seq) from rank_snapshots where ${mine} and at > ${new Date(to)}), 2147483647)
    order by seq`)) as unknown as { rows: SnapshotRecord[] };
  return rows.map(toSnapshot);
}

/** The player's stored games of a queue that started in [from, to], remakes included. */
async function gamesBetween(
  db: Database,
  puuid: string,
  queueId: number,
  [from, to]: [number, number],
): Promise<LpGame[]> {
  const { rows } = (await db.execute(sql`
    select p.match_id, p.game_creation, m.game_duration, p.win,
      coalesce(p.is_remake, m.game_duration < 300) as is_remake
    from match_participants p
    join matches m on m.match_id = p.match_id
    where p.puuid = ${puuid} and p.queue_id = ${queueId}
      and p.game_creation >= ${from} and p.game_creation <= ${to}`)) as unknown as {
    rows: GameRecord[];
  };
  return rows.map(toGame);
}

/** The earliest game start the rule needs to judge the pairs of these snapshots. */
function gamesFrom(shots: readonly LpSnapshot[]): number {
  const first = shots[0];
  if (!first) return 0;
  // Only a standing that can decay needs the game before its interval, up to four weeks back.
  const lookback = first.at - (shots.some(canDecay) ? DECAY_LOOKBACK_MS : 0) - LONGEST_GAME_MS;
  // A first snapshot of its season that counts the placement games may name the last of them:
  // the season's games before it are needed.
  const isPlacement = first.wins + first.losses === PLACEMENT_GAMES;
  return isPlacement ? Math.min(lookback, seasonRange(seasonOf(first.at)).from) : lookback;
}

/**
 * LP per game (contracts' lp-per-game.ts) for some of a player's stored games: per ranked queue
 * among them, two statements, whatever the number of games and snapshots.
 */
export async function lpChangesOf(
  db: Database,
  player: { region: string; puuid: string },
  games: readonly LpGameInput[],
): Promise<Map<string, LpChange>> {
  const byQueue = Map.groupBy(
    games.filter((g) => rankedQueueTypeOf(g.queueId) !== undefined),
    (g) => g.queueId,
  );
  const found = await Promise.all(
    [...byQueue].map(async ([queueId, list]) => {
      const starts = list.map((g) => g.start);
      const span: [number, number] = [Math.min(...starts), Math.max(...starts) + LONGEST_GAME_MS];
      const queueType = rankedQueueTypeOf(queueId) as string;
      const shots = await snapshotsAround(db, player, queueType, span);
      if (shots.length === 0) return [];
      const last = shots.at(-1) as LpSnapshot;
      const stored = await gamesBetween(db, player.puuid, queueId, [gamesFrom(shots), last.at]);
      const wanted = new Set(list.map((g) => g.matchId));
      return [...lpPerGame(shots, stored)].filter(([id]) => wanted.has(id));
    }),
  );
  return new Map(found.flat());
}

/** A queue's season in LP: every game's proven change and the net change over the latest games. */
export interface SeasonLp {
  changes: Map<string, LpChange>;
  summary: LpSummary | null;
}

/**
 * The LP of a player's season in a queue (`season` of contracts' seasons.ts) from the player's
 * snapshots of that queue (any seasons, as the rank history reads them) and its stored games of
 * the queue from four weeks before the season (decay's look-back) to the season's latest
 * snapshot: one statement.
 */
async function seasonLpOf(
  db: Database,
  player: { region: string; puuid: string },
  queue: { queueId: number; season: number; snapshots: readonly LpSnapshot[] },
): Promise<SeasonLp> {
  const { from, to } = seasonRange(queue.season);
  const shots = [...queue.snapshots].sort((a, b) => a.at - b.at);
  const inSeason = shots.filter((s) => s.at >= from && s.at < to);
  const last = inSeason.at(-1);
  if (!last) return { changes: new Map(), summary: null };
  const span: [number, number] = [from - DECAY_LOOKBACK_MS, last.at];
  const stored = await gamesBetween(db, player.puuid, queue.queueId, span);
  // The season's snapshots and the last one before it, which brackets its first games.
  const before = shots.filter((s) => s.at < from).at(-1);
  return {
    changes: lpPerGame(before ? [before, ...inSeason] : inSeason, stored),
    summary: lpOverLatestGames(inSeason, stored),
  };
}

interface PlayerSnapshotRecord extends SnapshotRecord {
  puuid: string;
}

/**
 * The net change over each player's latest games in a queue (`summary` of seasonLpOf), for many
 * players of a region at once: every snapshot of the queue in one statement, every player's
 * games of the span seasonLpOf reads in another, whatever the number of players.
 */
async function recentLpOfPlayers(
  db: Database,
  region: string,
  puuids: readonly string[],
  queue: { queueId: number; queueType: string },
): Promise<Map<string, LpSummary | null>> {
  const summaries = new Map<string, LpSummary | null>(puuids.map((puuid) => [puuid, null]));
  if (puuids.length === 0) return summaries;
  const players = sql`(select value from jsonb_array_elements_text(${JSON.stringify(puuids)}::jsonb))`;
  const { rows } = (await db.execute(sql`
    select puuid, at, tier, rank, league_points, wins, losses
    from rank_snapshots
    where region = ${region} and queue_type = ${queue.queueType} and puuid in ${players}
    order by puuid, seq`)) as unknown as { rows: PlayerSnapshotRecord[] };
  const seasons = [...Map.groupBy(rows, (r) => r.puuid)].flatMap(([puuid, records]) => {
    const shots = records.map(toSnapshot).sort((a, b) => a.at - b.at);
    const last = shots.at(-1);
    if (!last) return [];
    const { from, to } = seasonRange(seasonOf(last.at));
    const inSeason = shots.filter((s) => s.at >= from && s.at < to);
    return [{ puuid, inSeason, from: from - DECAY_LOOKBACK_MS, to: last.at }];
  });
  if (seasons.length === 0) return summaries;
  const spans = seasons.map(({ puuid, from, to }) => ({ puuid, from, to }));
  const games = (await db.execute(sql`
    select span.puuid, p.match_id, p.game_creation, m.game_duration, p.win,
      coalesce(p.is_remake, m.game_duration < 300) as is_remake
    from jsonb_to_recordset(${JSON.stringify(spans)}::jsonb) as span(puuid varchar, "from" bigint, "to" bigint)
    join match_participants p on p.puuid = span.puuid and p.queue_id = ${queue.queueId}
      and p.game_creation >= span."from" and p.game_creation <= span."to"
    join matches m on m.match_id = p.match_id`)) as unknown as {
    rows: (GameRecord & { puuid: string })[];
  };
  const byPlayer = Map.groupBy(games.rows, (r) => r.puuid);
  for (const { puuid, inSeason } of seasons) {
    const stored = (byPlayer.get(puuid) ?? []).map(toGame);
    summaries.set(puuid, lpOverLatestGames(inSeason, stored));
  }
  return summaries;
}

export function createLpPerGameRepository(db: Database) {
  return {
    /** A queue's season in LP (SeasonLp), from the player's snapshots of that queue. */
    seasonOf: (
      player: { region: string; puuid: string },
      queue: { queueId: number; season: number; snapshots: readonly LpSnapshot[] },
    ) => seasonLpOf(db, player, queue),
    /** The LP changes the player's snapshots prove for these games, by match id. */
    changesOf: (player: { region: string; puuid: string }, games: readonly LpGameInput[]) =>
      lpChangesOf(db, player, games),
    /** Each player's net change over their latest games of a queue (recentLpOfPlayers). */
    recentOf: (
      region: string,
      puuids: readonly string[],
      queue: { queueId: number; queueType: string },
    ) => recentLpOfPlayers(db, region, puuids, queue),
  };
}

export type LpPerGameRepository = ReturnType<typeof createLpPerGameRepository>;
