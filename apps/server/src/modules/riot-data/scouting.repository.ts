import type { QueueFilter } from '@riftscope/contracts';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { championStats, matchParticipants, summoners } from '../../db/schema.ts';
import { inQueue, notRemake } from './conditions.ts';
import type { RecentGameRow } from './player-stats.repository.ts';
import { ALL_PLATFORMS } from './rollups.ts';

/**
 * What scouting a lobby reads of stored data (the live game and multi-search; docs/player-page.md,
 * Scouting): each statement reads every player of the lobby at once, never one per player.
 */

/** One of a player's newest stored games, as the recent summary and the notes read it. */
export interface ScoutingGameRow extends RecentGameRow {
  queueId: number;
  gameCreation: number;
}

/** A player's stored games on one champion in one queue over a time range, remakes left out. */
export interface ChampionTallyRow {
  puuid: string;
  championId: number;
  queueId: number;
  games: number;
  wins: number;
  kills: number;
  deaths: number;
  assists: number;
}

/**
 * Where every match of a player is stored: from `from` (null: all Riot keeps) up to `to`, the
 * last fetch of the player's history; players never fetched (stubs) are absent.
 */
export interface HistoryWindow {
  from: number | null;
  to: number;
}

/** A champion's games in each role, over the stored aggregates of one queue. */
export type ChampionRoleGames = Map<number, Map<string, number>>;

interface RecentSqlRow {
  puuid: string;
  win: boolean;
  kills: number;
  deaths: number;
  assists: number;
  kill_participation: number | null;
  role: string | null;
  champion_id: number;
  champion_name: string;
  gold_diff_10: number | null;
  cs_diff_10: number | null;
  xp_diff_10: number | null;
  gold_diff_15: number | null;
  cs_diff_15: number | null;
  xp_diff_15: number | null;
  queue_id: number;
  game_creation: string | number;
}

const toRecentRow = (r: RecentSqlRow): ScoutingGameRow => ({
  win: r.win,
  kills: r.kills,
  deaths: r.deaths,
  assists: r.assists,
  killParticipation: r.kill_participation,
  role: r.role,
  championId: r.champion_id,
  championName: r.champion_name,
  goldDiff10: r.gold_diff_10,
  csDiff10: r.cs_diff_10,
  xpDiff10: r.xp_diff_10,
  goldDiff15: r.gold_diff_15,
  csDiff15: r.cs_diff_15,
  xpDiff15: r.xp_diff_15,
  queueId: r.queue_id,
  gameCreation: Number(r.game_creation),
});

/**
 * Each player's newest `limit` stored games of the queue but remakes, newest first, by PUUID;
 * one statement: for each player a range scan of the history index (puuid, game_creation).
 */
async function recentGamesOf(
  db: Database,
  puuids: readonly string[],
  queue: QueueFilter,
  limit: number,
): Promise<Map<string, ScoutingGameRow[]>> {
  const games = new Map<string, ScoutingGameRow[]>(puuids.map((puuid) => [puuid, []]));
  if (puuids.length === 0) return games;
  const p = alias(matchParticipants, 'p');
  const result = (await db.execute(sql`
    with players as (
      select value as puuid from jsonb_array_elements_text(${JSON.stringify(puuids)}::jsonb)
    )
    select players.puuid, g.*
    from players
    cross join lateral (
      select ${p.win} as win, ${p.kills} as kills, ${p.deaths} as deaths, ${p.assists} as assists,
        ${p.killParticipation} as kill_participation, ${p.role} as role,
        ${p.championId} as champion_id, ${p.championName} as champion_name,
        ${p.goldDiff10} as gold_diff_10, ${p.csDiff10} as cs_diff_10, ${p.xpDiff10} as xp_diff_10,
        ${p.goldDiff15} as gold_diff_15, ${p.csDiff15} as cs_diff_15, ${p.xpDiff15} as xp_diff_15,
        ${p.queueId} as queue_id, ${p.gameCreation} as game_creation
      from ${matchParticipants} ${p}
      where ${p.puuid} = players.puuid and ${notRemake(p.isRemake)}
        and ${inQueue(queue, p.queueId) ?? sql`true`}
      order by ${p.gameCreation} desc, ${p.matchId} desc
      limit ${limit}
    ) g`)) as unknown as { rows: RecentSqlRow[] };
  for (const row of result.rows) games.get(row.puuid)?.push(toRecentRow(row));
  return games;
}

/**
 * Each player's stored games but remakes created in [from, to), per champion and queue, in one
 * statement (a range scan of each player's history index).
 */
async function championTallies(
  db: Database,
  puuids: readonly string[],
  from: number,
  to: number,
): Promise<ChampionTallyRow[]> {
  if (puuids.length === 0) return [];
  const p = alias(matchParticipants, 'p');
  const result = (await db.execute(sql`
    select ${p.puuid} as puuid, ${p.championId} as champion_id, ${p.queueId} as queue_id,
      count(*)::int as games, (count(*) filter (where ${p.win}))::int as wins,
      sum(${p.kills})::int as kills, sum(${p.deaths})::int as deaths,
      sum(${p.assists})::int as assists
    from ${matchParticipants} ${p}
    where ${p.puuid} in (select value from jsonb_array_elements_text(${JSON.stringify(puuids)}::jsonb))
      and ${p.gameCreation} >= ${from} and ${p.gameCreation} < ${to}
      and ${notRemake(p.isRemake)}
    group by ${p.puuid}, ${p.championId}, ${p.queueId}`)) as unknown as {
    rows: {
      puuid: string;
      champion_id: number;
      queue_id: number;
      games: number;
      wins: number;
      kills: number;
      deaths: number;
      assists: number;
    }[];
  };
  return result.rows.map((r) => ({
    puuid: r.puuid,
    championId: r.champion_id,
    queueId: r.queue_id,
    games: r.games,
    wins: r.wins,
    kills: r.kills,
    deaths: r.deaths,
    assists: r.assists,
  }));
}

/** The stored history windows of the region's players that were ever fetched, by PUUID. */
async function historyWindows(
  db: Database,
  region: string,
  puuids: readonly string[],
): Promise<Map<string, HistoryWindow>> {
  const windows = new Map<string, HistoryWindow>();
  if (puuids.length === 0) return windows;
  const s = summoners;
  const result = (await db.execute(sql`
    select ${s.puuid} as puuid, ${s.isHistoryComplete} as complete,
      ${s.historyStoredFrom} as stored_from, ${s.fetchedAt} as fetched_at
    from ${s}
    where ${s.region} = ${region}
      and ${s.puuid} in (select value from jsonb_array_elements_text(${JSON.stringify(puuids)}::jsonb))
      and ${s.fetchedAt} is not null
      and (${s.isHistoryComplete} or ${s.historyStoredFrom} is not null)`)) as unknown as {
    rows: {
      puuid: string;
      complete: boolean;
      stored_from: string | number | null;
      fetched_at: string | Date;
    }[];
  };
  for (const r of result.rows) {
    windows.set(r.puuid, {
      from: r.complete ? null : Number(r.stored_from),
      to: new Date(r.fetched_at).getTime(),
    });
  }
  return windows;
}

/**
 * The champions' games in each role in the queue's stored aggregates, every patch and bracket,
 * from the rows kept for all platforms together (each game once).
 */
async function championRoleGames(
  db: Database,
  queueId: number,
  championIds: readonly number[],
): Promise<ChampionRoleGames> {
  const byChampion: ChampionRoleGames = new Map();
  if (championIds.length === 0) return byChampion;
  const c = championStats;
  const result = (await db.execute(sql`
    select ${c.championId} as champion_id, ${c.role} as role, sum(${c.games})::int as games
    from ${c}
    where ${c.queueId} = ${queueId} and ${c.platform} = ${ALL_PLATFORMS}
      and ${c.championId} in (select value::int from jsonb_array_elements_text(${JSON.stringify(championIds)}::jsonb))
    group by ${c.championId}, ${c.role}`)) as unknown as {
    rows: { champion_id: number; role: string; games: number }[];
  };
  for (const r of result.rows) {
    const roles = byChampion.get(r.champion_id) ?? new Map<string, number>();
    byChampion.set(r.champion_id, roles);
    roles.set(r.role, r.games);
  }
  return byChampion;
}

export function createScoutingRepository(db: Database) {
  return {
    recentGamesOf: (puuids: readonly string[], queue: QueueFilter, limit: number) =>
      recentGamesOf(db, puuids, queue, limit),
    championTallies: (puuids: readonly string[], from: number, to: number) =>
      championTallies(db, puuids, from, to),
    historyWindows: (region: string, puuids: readonly string[]) =>
      historyWindows(db, region, puuids),
    championRoleGames: (queueId: number, championIds: readonly number[]) =>
      championRoleGames(db, queueId, championIds),
  };
}

export type ScoutingRepository = ReturnType<typeof createScoutingRepository>;
