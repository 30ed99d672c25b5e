import type { TimelineDto } from '@riftscope/riot/schemas';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowSet } from '../../db/row-set.ts';
import { matches, matchParticipants, matchTimelines } from '../../db/schema.ts';
import {
  LANE_DIFF_KEYS,
  type LaneDiffRow,
  type LaneParticipant,
  laneDiffRows,
} from './lane-figures.ts';

/** Timelines read and their players' lane figures written per statement (each up to ~2 MB). */
export const LANE_BACKFILL_BATCH = 10;

/** The lane differences of match_participants, written from a timeline. */
export const LANE_DIFFS = rowSet(matchParticipants, [
  'matchId',
  'participantId',
  ...LANE_DIFF_KEYS,
]);

/** A stored match's map: the derived column, or the document's for a match not derived yet. */
export const STORED_MAP_ID = sql<number>`coalesce(${matches.mapId}, (${matches.raw}::json #>> '{info,mapId}')::int, 0)`;

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The players and game of each match of `ids`, as laneDiffRows reads them. */
async function gamesOf(db: Database, ids: readonly string[]) {
  const [games, players] = await Promise.all([
    db
      .select({
        matchId: matches.matchId,
        queueId: matches.queueId,
        mapId: STORED_MAP_ID,
        isRemake: matches.isRemake,
      })
      .from(matches)
      .where(inArray(matches.matchId, [...ids])),
    db
      .select({
        matchId: matchParticipants.matchId,
        participantId: matchParticipants.participantId,
        puuid: matchParticipants.puuid,
        teamId: matchParticipants.teamId,
        teamPosition: matchParticipants.teamPosition,
      })
      .from(matchParticipants)
      .where(inArray(matchParticipants.matchId, [...ids])),
  ]);
  const playersOf = Map.groupBy(players, (p) => p.matchId);
  return new Map(
    games.map((g) => [
      g.matchId,
      {
        game: { queueId: g.queueId, mapId: Number(g.mapId), isRemake: g.isRemake ?? false },
        players: (playersOf.get(g.matchId) ?? []) as LaneParticipant[],
      },
    ]),
  );
}

/**
 * Writes the lane figures of the players of every stored timeline that has none written yet
 * (those stored before the figures existed), a batch per statement: the figures and the
 * timelines' mark together, so a stop leaves each batch whole or untouched. Returns the
 * timelines done.
 */
export async function writeStoredLaneFigures(
  db: Database,
  options: { log: Logger; batch?: number; signal?: AbortSignal },
): Promise<number> {
  const batch = options.batch ?? LANE_BACKFILL_BATCH;
  let after = '';
  let done = 0;
  while (!options.signal?.aborted) {
    const timelines = await db
      .select({ matchId: matchTimelines.matchId, raw: matchTimelines.raw })
      .from(matchTimelines)
      .where(and(eq(matchTimelines.lanesWritten, false), gt(matchTimelines.matchId, after)))
      .orderBy(asc(matchTimelines.matchId))
      .limit(batch);
    if (timelines.length === 0) break;
    after = timelines[timelines.length - 1]?.matchId ?? after;
    const games = await gamesOf(
      db,
      timelines.map((t) => t.matchId),
    );
    const rows: LaneDiffRow[] = [];
    for (const { matchId, raw } of timelines) {
      const stored = games.get(matchId);
      if (!stored) continue;
      try {
        // Stored only after the client validated it against Riot's wire schema.
        rows.push(...laneDiffRows(matchId, stored.players, stored.game, raw as TimelineDto));
      } catch (err) {
        options.log.warn({ err, matchId }, 'lane figures not derived');
      }
    }
    await db.execute(sql`
      with lanes as (
        update match_participants p
        set ${LANE_DIFFS.assignments('l', ['matchId', 'participantId'])}
        from ${LANE_DIFFS.recordset(rows, 'l')}
        where p.match_id = l.match_id and p.participant_id = l.participant_id
      )
      update match_timelines set lanes_written = true
      where match_id in (${sql.join(
        timelines.map((t) => sql`${t.matchId}`),
        sql`, `,
      )})`);
    done += timelines.length;
  }
  return done;
}

/**
 * At start-up: the lane figures of timelines stored before they existed, in the background while
 * visitors are served (their recent summaries count those games once done). Never rejects.
 */
export async function backfillLaneFigures(
  db: Database,
  log: Logger,
  signal?: AbortSignal,
): Promise<void> {
  const started = performance.now();
  try {
    const [pending] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(matchTimelines)
      .where(eq(matchTimelines.lanesWritten, false));
    if (!pending?.n) return;
    log.info({ timelines: pending.n }, 'writing the lane figures of stored timelines');
    const timelines = await writeStoredLaneFigures(db, { log, signal });
    log.info({ timelines, ms: Math.round(performance.now() - started) }, 'lane figures written');
  } catch (err) {
    log.error({ err }, 'writing lane figures failed');
  }
}
