import { type MatchBracket, RANKED_TIERS, type RankedTier } from '@riftscope/contracts';
import type { LeagueEntryDto } from '@riftscope/riot/schemas';

/** A tier as a match bracket; '' for none or a tier we do not know. */
export function toBracket(tier: string | undefined): MatchBracket {
  return RANKED_TIERS.includes(tier as RankedTier) ? (tier as RankedTier) : '';
}

/**
 * The bracket a looked-up player's matches are stored in: its Solo/Duo tier from the league
 * entries read in the same lookup, '' when unranked there (docs/champion-analytics.md).
 */
export function bracketOf(entries: readonly LeagueEntryDto[]): MatchBracket {
  return toBracket(entries.find((e) => e.queueType === 'RANKED_SOLO_5x5')?.tier);
}
