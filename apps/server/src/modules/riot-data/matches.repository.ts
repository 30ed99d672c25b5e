import type { MatchBracket } from '@riftscope/contracts';
import { type ItemClasses, itemClasses } from '@riftscope/riot/ddragon';
import type { MatchDto, TimelineDto } from '@riftscope/riot/schemas';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { rowSet } from '../../db/row-set.ts';
import { matches, matchParticipants, matchTimelines } from '../../db/schema.ts';
import { timelineFacetDeltas } from './facets.ts';
import type { ParticipantRow } from './match-rows.ts';
import { roleOf } from './match-stats.ts';
import { facetJson, facetUpsert, rollupKeyJson, rollupKeys } from './rollups.repository.ts';
import { compareText, patchOf, rollupKeyOf } from './rollups.ts';
import { STORE_BATCH_MAX, storeStatement, storeValues } from './store-statement.ts';

const TIMELINE = rowSet(matchTimelines, ['matchId', 'raw']);

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

/**
 * Stored matches and timelines, with their shares of the champion aggregates. `items` classifies
 * Data Dragon's items for the facets (boots, starting items, legendaries); the application passes
 * its Data Dragon's, and so must anything whose aggregates a rebuild is compared with.
 */
export function createMatchesRepository(db: Database, deps: { items?: ItemClasses } = {}) {
  const items = deps.items ?? NO_ITEMS;
  /** The store statement of each batch size, prepared once (storeStatement). */
  const storeStatements = new Map<number, PreparedStatement<{ rows: { match_id: string }[] }>>();
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
    // Each id once, the first version given; sorted, so concurrent batches lock in one order.
    const firstOf = new Map<string, MatchDto>();
    for (const document of documents) {
      if (!firstOf.has(document.metadata.matchId)) firstOf.set(document.metadata.matchId, document);
    }
    const distinct = [...firstOf.values()].sort((a, b) =>
      compareText(a.metadata.matchId, b.metadata.matchId),
    );
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
          mapId: sql<number>`coalesce(${matches.mapId}, (${matches.raw}::json #>> '{info,mapId}')::int, 0)`,
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

    /**
     * Stores a match's timeline and adds its timeline facets (facets.ts) in one statement;
     * returns whether it was new. A timeline stored before, or of a remake, adds nothing; the
     * timeline of a match not stored is refused (false, nothing stored): its facets need the
     * match's queue, patch, bracket and players.
     */
    async storeTimeline(matchId: string, timeline: TimelineDto): Promise<boolean> {
      const [match] = await db
        .select({
          queueId: matches.queueId,
          gameVersion: matches.gameVersion,
          platform: matches.platform,
          bracket: matches.bracket,
          isRemake: matches.isRemake,
        })
        .from(matches)
        .where(eq(matches.matchId, matchId));
      if (!match) return false;
      const players = await db
        .select({
          participantId: matchParticipants.participantId,
          puuid: matchParticipants.puuid,
          championId: matchParticipants.championId,
          teamPosition: matchParticipants.teamPosition,
          win: matchParticipants.win,
        })
        .from(matchParticipants)
        .where(eq(matchParticipants.matchId, matchId));
      const deltas = timelineFacetDeltas(
        {
          queueId: match.queueId,
          patch: patchOf(match.gameVersion),
          platform: match.platform,
          bracket: match.bracket,
          isRemake: match.isRemake,
          participants: players.map((p) => ({ ...p, role: roleOf(p.teamPosition) })),
        },
        timeline,
        items,
      );
      const result = await executePrepared<{ rows: { inserted: number }[] }>(
        db,
        'store_timeline',
        sql`
        with t as (
          insert into match_timelines (${TIMELINE.columns})
          values (${TIMELINE.values({ matchId, raw: timeline })})
          on conflict do nothing
          returning match_id
        ), ${rollupKeys('facet_keys', 't', rollupKeyJson([[matchId, rollupKeyOf(match)]]))},
        ${facetUpsert('facet_rows', 'facet_keys', facetJson([[matchId, deltas]]))}
        select count(*)::int as inserted from t`,
      );
      return Number(result.rows[0]?.inserted ?? 0) > 0;
    },
  };
}

export type MatchesRepository = ReturnType<typeof createMatchesRepository>;
