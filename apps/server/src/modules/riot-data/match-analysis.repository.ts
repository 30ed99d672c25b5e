import type { MatchDto, TimelineDto } from '@riftscope/riot/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { matches, matchTimelines } from '../../db/schema.ts';

/** What a stored match's analysis rests on, without reading its documents. */
export interface AnalysisState {
  /** When its timeline was stored; null when none is. */
  timelineStoredAt: Date | null;
}

/**
 * The reads of a stored match's lanes and team analysis: whether its timeline is stored (one
 * primary-key lookup, read on every request), then its match document and timeline, read only
 * when the answer is not kept already.
 */
export function createMatchAnalysisRepository(db: Database) {
  return {
    /** Null when the match is not stored. */
    async state(matchId: string): Promise<AnalysisState | null> {
      const [row] = await db
        .select({ timelineStoredAt: matchTimelines.fetchedAt })
        .from(matches)
        .leftJoin(matchTimelines, eq(matchTimelines.matchId, matches.matchId))
        .where(eq(matches.matchId, matchId));
      return row ? { timelineStoredAt: row.timelineStoredAt ?? null } : null;
    },

    /** The stored match document; null when the match is not stored. */
    async document(matchId: string): Promise<MatchDto | null> {
      const [row] = await db
        .select({ raw: matches.raw })
        .from(matches)
        .where(eq(matches.matchId, matchId));
      // Written only from a document the client validated against Riot's wire schema.
      return (row?.raw as MatchDto | undefined) ?? null;
    },

    /** The stored timeline; null when none is. */
    async timeline(matchId: string): Promise<TimelineDto | null> {
      const [row] = await db
        .select({ raw: matchTimelines.raw })
        .from(matchTimelines)
        .where(eq(matchTimelines.matchId, matchId));
      // Written only from a response the client validated against Riot's wire schema.
      return (row?.raw as TimelineDto | undefined) ?? null;
    },
  };
}

export type MatchAnalysisRepository = ReturnType<typeof createMatchAnalysisRepository>;
