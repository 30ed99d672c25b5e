import type { MatchBracket } from '@riftscope/contracts';
import { type ItemClasses, itemClasses } from '@riftscope/riot/ddragon';
import type { MatchDto, TimelineDto } from '@riftscope/riot/schemas';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { rowSet } from '../../db/row-set.ts';
import { matches, matchParticipants, matchTimelines } from '../../db/schema.ts';
import { type FacetDelta, type TimelineFacetMatch, timelineFacetDeltas } from './facets.ts';
import { LANE_DIFFS, STORED_MAP_ID } from './lane-figures.repository.ts';
import { type LaneDiffRow, laneDiffRows } from './lane-figures.ts';
import type { ParticipantRow } from './match-rows.ts';
import { roleOf } from './match-stats.ts';
import {
  aggregatePart,
  type MatchupFacetDelta,
  type MatchupLaneDelta,
  type MatchupTimelineMatch,
  timelineMatchupDeltas,
} from './matchup-facets.ts';
import {
  facetJson,
  facetUpsert,
  rollupKeyJson,
  rollupKeys,
  timelineMatchupJson,
  timelineMatchupUpserts,
} from './rollups.repository.ts';
import { compareText, patchOf, type RollupKey, rollupKeyOf } from './rollups.ts';
import { STORE_BATCH_MAX, storeStatement, storeValues } from './store-statement.ts';

const TIMELINE = rowSet(matchTimelines, ['matchId', 'raw', 'lanesWritten', 'aggregatePart']);

const dialect = new PgDialect();

/** A statement prepared once; `execute` fills its placeholders. */
interface PreparedStatement<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}

/**
 * `query` as the prepared statement `name`: on PostgreSQL each connection parses and plans it
 * once instead of on every call, about a millisecond of the database's CPU per stored match.
 * Its text must be the same on every call, every value a parameter (node-postgres refuses a
 * name reused for other text). PGlite runs it as an unnamed statement.
 */
function prepare<T>(db: Database, name: string, query: SQL): PreparedStatement<T> {
  return db._.session.prepareQuery<{ execute: T; all: unknown; values: unknown }>(
    dialect.sqlToQuery(query),
    undefined,
    name,
    false,
  );
}

/** Runs `query`, its values inline, as the prepared statement `name` (prepare). */
function executePrepared<T>(db: Database, name: string, query: SQL): Promise<T> {
  return prepare<T>(db, name, query).execute();
}

/** No items known: every item is `other`, so no boots, core or situational items are found. */
const NO_ITEMS = itemClasses([]);

type StoreStatement = PreparedStatement<{ rows: { match_id: string }[] }>;

/**
 * Storing matches a batch at a time. `items` classifies Data Dragon's items for the facets
 * (createMatchesRepository).
 */
function matchStorage(db: Database, items: ItemClasses) {
  /** The store statement of each batch size, prepared once (storeStatement). */
  const storeStatements = new Map<number, StoreStatement>();
  const storeStatementOf = (size: number) => {
    let statement = storeStatements.get(size);
    if (!statement) {
      statement = prepare(db, `store_matches_${size}`, storeStatement(size));
      storeStatements.set(size, statement);
    }
    return statement;
  };

  /**
   * Stores matches, their participants, name stubs for players not fetched yet and their shares
   * of the tier-list rollups and champion facets (rollups.repository.ts, facets.ts), counted in
   * `bracket` (the rank bracket of the player they were found through; '' when unknown). Up to
   * STORE_BATCH_MAX matches are one SQL statement (store-statement.ts), so one transaction and
   * one round trip: a failure stores none of its matches. Participants, stubs and deltas travel
   * as JSON and are expanded by the database; the aggregate rows of the matches it inserts are
   * summed before they are upserted, each once, under the match's platform and all regions. It
   * is prepared once for each batch size and sent only its values. A match stored before, or
   * given earlier in `documents`, changes nothing, its bracket included (every insert hangs off
   * the inserted match rows); returns whether each of `documents` was new, in their order.
   */
  async function storeMany(
    documents: readonly MatchDto[],
    options: { bracket?: MatchBracket } = {},
  ): Promise<boolean[]> {
    const bracket = options.bracket ?? '';
    const distinct = firstOfEachId(documents);
    const stored = new Set<string>();
    for (let at = 0; at < distinct.length; at += STORE_BATCH_MAX) {
      const batch = distinct.slice(at, at + STORE_BATCH_MAX);
      const result = await storeStatementOf(batch.length).execute(
        storeValues(batch, bracket, items),
      );
      for (const row of result.rows) stored.add(row.match_id);
    }
    // New: the first time an id is given, when the statement inserted it.
    return documents.map((document) => stored.delete(document.metadata.matchId));
  }

  return {
    /** Which of these match ids are stored already. */
    async storedIds(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: matches.matchId })
        .from(matches)
        .where(inArray(matches.matchId, [...ids]));
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Stores a match as storeMany does, alone; returns whether it was new.
     */
    async store(document: MatchDto, options: { bracket?: MatchBracket } = {}): Promise<boolean> {
      const [isNew] = await storeMany([document], options);
      return isNew ?? false;
    },

    storeMany,
  };
}

/** Each id once, the first version given; sorted, so concurrent batches lock in one order. */
function firstOfEachId(documents: readonly MatchDto[]): MatchDto[] {
  const firstOf = new Map<string, MatchDto>();
  for (const document of documents) {
    if (!firstOf.has(document.metadata.matchId)) firstOf.set(document.metadata.matchId, document);
  }
  return [...firstOf.values()].sort((a, b) => compareText(a.metadata.matchId, b.metadata.matchId));
}

/** What the match view reads of a stored match: its players, map, runes and timeline. */
function matchReads(db: Database) {
  return {
    async participants(matchId: string): Promise<ParticipantRow[]> {
      return db
        .select()
        .from(matchParticipants)
        .where(eq(matchParticipants.matchId, matchId))
        .orderBy(asc(matchParticipants.participantId));
    },

    /** Riot's mapId of a stored match, read from its document until it is derived. */
    async mapId(matchId: string): Promise<number> {
      const [row] = await db
        .select({
          mapId: STORED_MAP_ID,
        })
        .from(matches)
        .where(eq(matches.matchId, matchId));
      return Number(row?.mapId ?? 0);
    },

    /** One player's `perks` (runes) from the stored match document; null when not in it. */
    async perks(matchId: string, puuid: string): Promise<unknown | null> {
      const [row] = await db
        .select({
          perks: sql<unknown>`(select p -> 'perks'
            from json_array_elements(json_extract_path(${matches.raw}::json, 'info', 'participants')) as p
            where p ->> 'puuid' = ${puuid}::text
            limit 1)`,
        })
        .from(matches)
        .where(eq(matches.matchId, matchId));
      return row?.perks ?? null;
    },

    async timeline(matchId: string): Promise<unknown | null> {
      const [row] = await db
        .select({ raw: matchTimelines.raw })
        .from(matchTimelines)
        .where(eq(matchTimelines.matchId, matchId));
      return row?.raw ?? null;
    },
  };
}

/**
 * A stored match as its timeline facets and lane figures need it: the aggregates' key, the match
 * with its players as timelineFacetDeltas reads it, and its map; null when it is not stored.
 */
async function facetMatchOf(
  db: Database,
  matchId: string,
): Promise<{
  key: RollupKey;
  match: TimelineFacetMatch & { participants: MatchupTimelineMatch['participants'] };
  mapId: number;
} | null> {
  // One round trip: the match's columns repeat on each of its players' rows (a match is stored
  // with its players, in one statement).
  const rows = await db
    .select({
      queueId: matches.queueId,
      gameVersion: matches.gameVersion,
      platform: matches.platform,
      bracket: matches.bracket,
      isRemake: matches.isRemake,
      mapId: STORED_MAP_ID,
      participantId: matchParticipants.participantId,
      puuid: matchParticipants.puuid,
      championId: matchParticipants.championId,
      teamId: matchParticipants.teamId,
      teamPosition: matchParticipants.teamPosition,
      win: matchParticipants.win,
    })
    .from(matches)
    .innerJoin(matchParticipants, eq(matchParticipants.matchId, matches.matchId))
    .where(eq(matches.matchId, matchId));
  const [match] = rows;
  if (!match) return null;
  return {
    key: rollupKeyOf(match),
    match: {
      queueId: match.queueId,
      patch: patchOf(match.gameVersion),
      platform: match.platform,
      bracket: match.bracket,
      isRemake: match.isRemake,
      participants: rows.map((p) => ({
        participantId: p.participantId,
        puuid: p.puuid,
        championId: p.championId,
        teamId: p.teamId,
        teamPosition: p.teamPosition,
        win: p.win,
        role: roleOf(p.teamPosition),
      })),
    },
    mapId: Number(match.mapId),
  };
}

/**
 * Inserts a timeline and, when it was new, adds its facet deltas under the match's key and writes
 * its players' lane differences, in one prepared statement; returns whether it was new.
 */
async function insertTimeline(
  db: Database,
  stored: {
    matchId: string;
    timeline: TimelineDto;
    key: RollupKey;
    deltas: FacetDelta[];
    lanes: LaneDiffRow[];
    matchups: { facets: MatchupFacetDelta[]; lanes: MatchupLaneDelta[] };
  },
): Promise<boolean> {
  const { matchId, timeline, key, deltas, lanes, matchups } = stored;
  const result = await executePrepared<{ rows: { inserted: number }[] }>(
    db,
    'store_timeline',
    sql`
    with t as (
      insert into match_timelines (${TIMELINE.columns})
      values (${TIMELINE.values({
        matchId,
        raw: timeline,
        lanesWritten: true,
        aggregatePart: aggregatePart(timeline),
      })})
      on conflict do nothing
      returning match_id
    ), lanes as (
      update match_participants p
      set ${LANE_DIFFS.assignments('l', ['matchId', 'participantId'])}
      from ${LANE_DIFFS.recordset(lanes, 'l')}, t
      where p.match_id = l.match_id and p.participant_id = l.participant_id
    ), ${rollupKeys('facet_keys', 't', rollupKeyJson([[matchId, key]]))},
    ${facetUpsert('facet_rows', 'facet_keys', facetJson([[matchId, deltas]]))},
    ${timelineMatchupUpserts(
      'facet_keys',
      timelineMatchupJson([[matchId, matchups.facets]], [[matchId, matchups.lanes]]),
    )}
    select count(*)::int as inserted from t`,
  );
  return Number(result.rows[0]?.inserted ?? 0) > 0;
}

/** Storing a timeline with its facets (createMatchesRepository's `items`). */
function timelineStorage(db: Database, items: ItemClasses) {
  return {
    /**
     * Stores a match's timeline and adds its timeline facets (facets.ts) in one statement;
     * returns whether it was new. A timeline stored before, or of a remake, adds nothing; the
     * timeline of a match not stored is refused (false, nothing stored): its facets need the
     * match's queue, patch, bracket and players.
     */
    async storeTimeline(matchId: string, timeline: TimelineDto): Promise<boolean> {
      const stored = await facetMatchOf(db, matchId);
      if (!stored) return false;
      const { match, mapId, key } = stored;
      const deltas = timelineFacetDeltas(match, timeline, items);
      const game = { queueId: match.queueId, mapId, isRemake: match.isRemake ?? false };
      const lanes = laneDiffRows(matchId, match.participants, game, timeline);
      const matchups = timelineMatchupDeltas({ ...match, mapId }, timeline, items);
      return insertTimeline(db, { matchId, timeline, key, deltas, lanes, matchups });
    },
  };
}

/**
 * Stored matches and timelines, with their shares of the champion aggregates. `items` classifies
 * Data Dragon's items for the facets (boots, starting items, legendaries); the application passes
 * its Data Dragon's, and so must anything whose aggregates a rebuild is compared with.
 */
export function createMatchesRepository(db: Database, deps: { items?: ItemClasses } = {}) {
  const items = deps.items ?? NO_ITEMS;
  return {
    ...matchStorage(db, items),
    ...matchReads(db),
    ...timelineStorage(db, items),
  };
}

export type MatchesRepository = ReturnType<typeof createMatchesRepository>;
