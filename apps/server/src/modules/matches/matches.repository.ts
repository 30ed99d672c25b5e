import type { MatchDto } from '@riftscope/riot/schemas';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowSet } from '../../db/row-set.ts';
import { matches, matchParticipants, matchTimelines } from '../../db/schema.ts';
import { rollupUpserts } from '../champions/rollups.repository.ts';
import { rollupDeltas } from '../champions/rollups.ts';
import { matchRows, type ParticipantRow } from './match-rows.ts';

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
]);
const PARTICIPANTS = rowSet(matchParticipants);

export function createMatchesRepository(db: Database) {
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
     * the tier-list rollups (rollups.repository.ts). One SQL statement, so one transaction and
     * one round trip: participants, stubs and rollup deltas travel as JSON and are expanded by
     * the database.
     * Storing a match twice changes nothing (every insert hangs off `m`); returns whether it
     * was new.
     */
    async store(document: MatchDto): Promise<boolean> {
      const rows = matchRows(document);
      const { match, participants } = rows;
      const result = (await db.execute(sql`
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
          returning 1
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
          returning 1
        ), ${rollupUpserts(rollupDeltas(document, rows))}
        select count(*)::int as inserted from m`)) as unknown as { rows: { inserted: number }[] };
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

    async storeTimeline(matchId: string, raw: unknown): Promise<void> {
      await db.insert(matchTimelines).values({ matchId, raw }).onConflictDoNothing();
    },
  };
}

export type MatchesRepository = ReturnType<typeof createMatchesRepository>;
