import type { ItemClasses } from '@riftscope/riot/ddragon';
import type { MatchDto } from '@riftscope/riot/schemas';
import { and, asc, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowSet } from '../../db/row-set.ts';
import { matches, matchParticipants } from '../../db/schema.ts';
import { matchRows, type ParticipantRow } from './match-rows.ts';
import type { ParticipantStats } from './match-stats.ts';
import { rebuildRollups } from './rollups.repository.ts';

/** Matches read and rewritten per statement. */
export const REBUILD_BATCH = 100;

const DERIVED: readonly (keyof ParticipantStats)[] = [
  'isRemake',
  'role',
  'csPerMin',
  'killParticipation',
  'damageShare',
  'goldShare',
  'visionScorePerMin',
  'wardsPlaced',
  'wardsKilled',
  'controlWards',
  'largestMultikill',
  'doubleKills',
  'tripleKills',
  'quadraKills',
  'firstBlood',
  'objectiveDamage',
  'score',
  'badge',
  'placement',
  'subteamId',
];
const PARTICIPANTS = rowSet(matchParticipants, ['matchId', 'participantId', ...DERIVED]);
const MATCHES = rowSet(matches, ['matchId', 'isRemake', 'mapId']);

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface MatchStatsRebuild {
  /** Matches whose derived numbers were written. */
  matches: number;
  /** Matches whose document could not be derived (left as they were). */
  failed: number;
  /** Whether the tier-list rollups were rebuilt, because a match turned out a remake or no longer one. */
  isRollupsRebuilt: boolean;
}

/**
 * Computes the derived numbers (match-stats.ts) of stored matches from their raw documents, in
 * batches of one statement each: every match, or with `onlyMissing` those stored before the
 * numbers existed. A match whose remake status changes was counted (or not) in the tier-list
 * rollups as it was, so they are rebuilt once at the end.
 */
export async function rebuildMatchStats(
  db: Database,
  options: {
    onlyMissing: boolean;
    log: Logger;
    batch?: number;
    signal?: AbortSignal;
    /** Data Dragon's item classes: with them the rebuild of the rollups covers the champion facets. */
    items?: ItemClasses;
  },
): Promise<MatchStatsRebuild> {
  const batch = options.batch ?? REBUILD_BATCH;
  const result: MatchStatsRebuild = { matches: 0, failed: 0, isRollupsRebuilt: false };
  let after = '';
  let isRemakeChanged = false;
  while (!options.signal?.aborted) {
    const rows = await db
      .select({ matchId: matches.matchId, raw: matches.raw, isRemake: matches.isRemake })
      .from(matches)
      .where(
        and(gt(matches.matchId, after), options.onlyMissing ? isNull(matches.isRemake) : undefined),
      )
      .orderBy(asc(matches.matchId))
      .limit(batch);
    if (rows.length === 0) break;
    after = rows[rows.length - 1]?.matchId ?? after;

    const matchUpdates: { matchId: string; isRemake: boolean; mapId: number }[] = [];
    const participantUpdates: ParticipantRow[] = [];
    for (const row of rows) {
      try {
        // Written only from documents the client validated against Riot's wire schema.
        const derived = matchRows(row.raw as MatchDto);
        const isRemake = derived.match.isRemake ?? false;
        if (isRemake !== (row.isRemake ?? false)) isRemakeChanged = true;
        matchUpdates.push({ matchId: row.matchId, isRemake, mapId: derived.match.mapId ?? 0 });
        participantUpdates.push(...derived.participants);
      } catch (err) {
        result.failed += 1;
        options.log.warn({ err, matchId: row.matchId }, 'match stats not derived');
      }
    }
    if (matchUpdates.length === 0) continue;
    await db.execute(sql`
      with stored_participants as (
        update match_participants p
        set ${PARTICIPANTS.assignments('x', ['matchId', 'participantId'])}
        from ${PARTICIPANTS.recordset(participantUpdates, 'x')}
        where p.match_id = x.match_id and p.participant_id = x.participant_id
        returning 1
      )
      update matches m
      set ${MATCHES.assignments('y', ['matchId'])}
      from ${MATCHES.recordset(matchUpdates, 'y')}
      where m.match_id = y.match_id`);
    result.matches += matchUpdates.length;
  }
  if (isRemakeChanged) {
    await rebuildRollups(db, options.items);
    result.isRollupsRebuilt = true;
  }
  return result;
}

/**
 * At start-up: derives the numbers of the matches stored before they existed, in the background
 * while visitors are served (their cards show zeros until then). Resolves when done; never rejects.
 */
export async function backfillMatchStats(
  db: Database,
  log: Logger & { error(obj: object, msg: string): void },
  signal?: AbortSignal,
  items?: ItemClasses,
): Promise<void> {
  const started = performance.now();
  try {
    const [pending] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(matches)
      .where(isNull(matches.isRemake));
    if (!pending?.n) return;
    log.info({ matches: pending.n }, 'deriving match stats of stored matches');
    const done = await rebuildMatchStats(db, { onlyMissing: true, log, signal, items });
    log.info({ ...done, ms: Math.round(performance.now() - started) }, 'match stats derived');
  } catch (err) {
    log.error({ err }, 'deriving match stats failed');
  }
}

/**
 * At start-up: matches stored before the champion facets existed have none, so when the table
 * is empty while matches are stored, the rollups are rebuilt once, in the background (the tier
 * list and champion pages are served meanwhile). Resolves when done; never rejects.
 */
export async function backfillChampionFacets(
  db: Database,
  items: ItemClasses,
  log: Logger & { error(obj: object, msg: string): void },
): Promise<void> {
  try {
    const rows = (await db.execute(sql`
      select exists (select 1 from matches where is_remake is false) as has_matches,
        exists (select 1 from champion_facets) as has_facets`)) as unknown as {
      rows: { has_matches: boolean; has_facets: boolean }[];
    };
    const state = rows.rows[0];
    if (!state?.has_matches || state.has_facets) return;
    const started = performance.now();
    log.info({}, 'rebuilding the champion aggregates of stored matches');
    const counts = await rebuildRollups(db, items);
    log.info(
      { ...counts, ms: Math.round(performance.now() - started) },
      'champion aggregates rebuilt',
    );
  } catch (err) {
    log.error({ err }, 'rebuilding the champion aggregates failed');
  }
}
