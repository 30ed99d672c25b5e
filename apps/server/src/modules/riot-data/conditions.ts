import { type QueueFilter, queueSelection, SOLO_QUEUE } from '@riftscope/contracts';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { matchParticipants, rankedEntries, summoners } from '../../db/schema.ts';

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
