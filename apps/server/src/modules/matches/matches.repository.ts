import type { MatchDto } from '@riftscope/riot/schemas';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { matches, matchParticipants, matchTimelines, summoners } from '../../db/schema.ts';
import { matchRows, type ParticipantRow } from './match-rows.ts';

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
     * Stores a match, its participants and name stubs for players not fetched yet, in one
     * transaction. Storing a match twice changes nothing; returns whether it was new.
     */
    async store(document: MatchDto): Promise<boolean> {
      const { match, participants } = matchRows(document);
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(matches)
          .values(match)
          .onConflictDoNothing()
          .returning({ id: matches.matchId });
        if (inserted.length === 0) return false;
        await tx.insert(matchParticipants).values(participants);
        const stubs = participants
          .filter((p) => p.riotIdGameName && p.riotIdTagline)
          .map((p) => ({
            puuid: p.puuid,
            region: match.platform,
            gameName: p.riotIdGameName,
            tagLine: p.riotIdTagline,
            profileIconId: p.profileIconId,
          }))
          // One lock order for every transaction, so concurrent ingests cannot deadlock.
          .sort((a, b) => (a.puuid < b.puuid ? -1 : a.puuid > b.puuid ? 1 : 0));
        if (stubs.length > 0) {
          await tx
            .insert(summoners)
            .values(stubs)
            .onConflictDoUpdate({
              target: [summoners.region, summoners.puuid],
              set: {
                gameName: sql`excluded.game_name`,
                tagLine: sql`excluded.tag_line`,
                profileIconId: sql`excluded.profile_icon_id`,
              },
              // A fetched summoner's names come from account-v1, not from old matches.
              setWhere: sql`${summoners.fetchedAt} is null`,
            });
        }
        return true;
      });
    },

    async participants(matchId: string): Promise<ParticipantRow[]> {
      return db
        .select()
        .from(matchParticipants)
        .where(eq(matchParticipants.matchId, matchId))
        .orderBy(asc(matchParticipants.participantId));
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
