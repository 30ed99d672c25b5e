import type { MatchBracket } from '@riftscope/contracts';
import { type ItemClasses, itemClasses } from '@riftscope/riot/ddragon';
import type { MatchDto, TimelineDto } from '@riftscope/riot/schemas';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { rowSet } from '../../db/row-set.ts';
import { matches, matchParticipants, matchTimelines } from '../../db/schema.ts';
import { matchFacetDeltas, timelineFacetDeltas } from '../champions/facets.ts';
import { facetUpsert, rollupKeys, rollupUpserts } from '../champions/rollups.repository.ts';
import { patchOf, rollupDeltas, rollupKeyOf } from '../champions/rollups.ts';
import { matchRows, type ParticipantRow } from './match-rows.ts';
import { roleOf } from './match-stats.ts';

const MATCH = rowSet(matches, [
  'matchId',
  'platform',
  'queueId',
  'gameMode',
  'gameVersion',
  'gameCreation',
  'gameDuration',
  'raw',
  'isRemake',
  'mapId',
  'bracket',
]);
const PARTICIPANTS = rowSet(matchParticipants);
const TIMELINE = rowSet(matchTimelines, ['matchId', 'raw']);

const dialect = new PgDialect();

/**
 * Runs `query` as the prepared statement `name`: on PostgreSQL each connection parses and plans
 * it once instead of on every call, about a millisecond of the database's CPU per stored match.
 * Its text must be the same on every call, every value a parameter (node-postgres refuses a
 * name reused for other text). PGlite runs it as an unnamed statement.
 */
function executePrepared<T>(db: Database, name: string, query: SQL): Promise<T> {
  return db._.session
    .prepareQuery<{ execute: T; all: unknown; values: unknown }>(
      dialect.sqlToQuery(query),
      undefined,
      name,
      false,
    )
    .execute();
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
     * Stores a match, its participants, name stubs for players not fetched yet and its share of
     * the tier-list rollups and champion facets (rollups.repository.ts, facets.ts), counted in
     * `bracket` (the rank bracket of the player it was found through; '' when unknown). One SQL
     * statement, so one transaction and one round trip: participants, stubs and deltas travel
     * as JSON and are expanded by the database, each aggregate row once, the statement adding
     * its all-regions copy (rollupKeys). It is a prepared statement, the same text every time.
     * Storing a match twice changes nothing, its bracket included (every insert hangs off `m`);
     * returns whether it was new.
     */
    async store(document: MatchDto, options: { bracket?: MatchBracket } = {}): Promise<boolean> {
      const rows = matchRows(document);
      rows.match.bracket = options.bracket ?? '';
      const { match, participants } = rows;
      const deltas = rollupDeltas(document, rows);
      const facets = matchFacetDeltas(document, rows, items);
      const result = await executePrepared<{ rows: { inserted: number }[] }>(
        db,
        'store_match',
        sql`
        with m as (
          insert into matches (${MATCH.columns})
          values (${MATCH.values(match)})
          on conflict do nothing
          returning match_id
        ), players as (
          select * from ${PARTICIPANTS.recordset(participants, 'x')}
        ), stored_players as (
          insert into match_participants (${PARTICIPANTS.columns})
          select ${PARTICIPANTS.columnsOf('p')}
          from m, players p
        ), stubs as (
          insert into summoners (puuid, region, game_name, tag_line, profile_icon_id)
          select p.puuid, ${match.platform}, p.riot_id_game_name, p.riot_id_tagline, p.profile_icon_id
          from m, players p
          where p.riot_id_game_name <> '' and p.riot_id_tagline <> ''
          -- One lock order for every statement, so concurrent ingests cannot deadlock.
          order by p.puuid
          on conflict (region, puuid) do update
            set game_name = excluded.game_name, tag_line = excluded.tag_line,
                profile_icon_id = excluded.profile_icon_id
            -- A fetched summoner's names come from account-v1, not from old matches.
            where summoners.fetched_at is null
        ), ${rollupKeys('rollup_keys', 'm', rollupKeyOf(match))},
        ${rollupUpserts('rollup_keys', deltas, facets)}
        select count(*)::int as inserted from m`,
      );
      return Number(result.rows[0]?.inserted ?? 0) > 0;
    },

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
          mapId: sql<number>`coalesce(${matches.mapId}, (${matches.raw} #>> '{info,mapId}')::int, 0)`,
        })
        .from(matches)
        .where(eq(matches.matchId, matchId));
      return Number(row?.mapId ?? 0);
    },

    /** One player's `perks` (runes) from the stored match document; null when not in it. */
    async perks(matchId: string, puuid: string): Promise<unknown | null> {
      const [row] = await db
        .select({
          perks: sql<unknown>`jsonb_path_query_first(${matches.raw},
            '$.info.participants[*] ? (@.puuid == $puuid).perks',
            jsonb_build_object('puuid', ${puuid}::text))`,
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
        ), ${rollupKeys('facet_keys', 't', rollupKeyOf(match))},
        ${facetUpsert('facet_rows', 'facet_keys', deltas)}
        select count(*)::int as inserted from t`,
      );
      return Number(result.rows[0]?.inserted ?? 0) > 0;
    },
  };
}

export type MatchesRepository = ReturnType<typeof createMatchesRepository>;
