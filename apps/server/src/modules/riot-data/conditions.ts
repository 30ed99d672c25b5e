import { type QueueFilter, queueSelection, SOLO_QUEUE, seasonRange } from '@riftscope/contracts';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { matchParticipants, rankedEntries, summoners } from '../../db/schema.ts';

/** The seasons games and snapshots are sorted into (the contract's range of `?season=`). */
export const FIRST_SEASON = 2010;
export const LAST_SEASON = 2100;

/**
 * Every season's start from FIRST_SEASON to the end of LAST_SEASON in epoch ms, as one bigint[]
 * literal: `width_bucket(ms, starts)` is then the season − FIRST_SEASON + 1, and
 * `starts[season − FIRST_SEASON + 1]` the season's start (seasons.ts decides the dates).
 */
export const SEASON_STARTS = `{${Array.from(
  { length: LAST_SEASON - FIRST_SEASON + 2 },
  (_, i) => seasonRange(FIRST_SEASON + i).from,
).join(',')}}`;

/** Not a remake; a match whose derived numbers are not computed yet counts, as it did when stored. */
export const notRemake = (isRemake: AnyPgColumn) => sql`${isRemake} is not true`;

/** The participant rows of a queue tab (queues.ts); undefined, so no condition, for 'all'. */
export function inQueue(queue: QueueFilter, queueId: AnyPgColumn = matchParticipants.queueId) {
  const selection = queueSelection(queue);
  if (selection.kind === 'all') return undefined;
  const ids = [...selection.ids];
  return selection.kind === 'in' ? inArray(queueId, ids) : notInArray(queueId, ids);
}

/**
 * A player's Solo/Duo entry, joined to a list of players by its primary key: one index probe
 * per listed row, so a list stopped by a LIMIT stays an ordered index scan.
 */
export const soloEntry = and(
  eq(rankedEntries.summonerId, summoners.id),
  eq(rankedEntries.queueType, SOLO_QUEUE),
);

/** The columns of `soloEntry` that `toSoloRank` (summoners.mapper.ts) reads. */
export const soloColumns = {
  soloTier: rankedEntries.tier,
  soloRank: rankedEntries.rank,
  soloLeaguePoints: rankedEntries.leaguePoints,
};
