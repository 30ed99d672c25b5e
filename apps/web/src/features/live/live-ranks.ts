import {
  AVERAGE_RANK_MIN_PLAYERS,
  type AverageRank,
  averageRank,
  type LivePlayer,
  RANKED_DIVISIONS,
  RANKED_TIERS,
  type RankedEntry,
} from '@riftscope/contracts';

/**
 * A team's average rank needs this many ranked players of its five: the share a match's average
 * needs (AVERAGE_RANK_MIN_PLAYERS of its ten players), so that one or two players never speak for
 * the team.
 */
export const TEAM_AVERAGE_MIN_PLAYERS = Math.ceil(AVERAGE_RANK_MIN_PLAYERS / 2);

/** The rank entries of a team's players (Solo/Duo, else Flex, as each card shows). */
const standingsOf = (players: readonly LivePlayer[]): RankedEntry[] =>
  players.flatMap((player) => (player.summoner?.rank ? [player.summoner.rank] : []));

/**
 * The team's average rank as a match's is drawn (contracts' averageRank: the mean of the standings
 * on the ladder scale, read back as a tier and division), or null with fewer than
 * TEAM_AVERAGE_MIN_PLAYERS ranked players.
 */
export const teamAverageRank = (players: readonly LivePlayer[]): AverageRank | null =>
  averageRank(standingsOf(players), players.length, TEAM_AVERAGE_MIN_PLAYERS);

/** Which of two lane opponents is higher ranked, by tier and then division; null unless both are ranked. */
export type RankComparison = 'blue' | 'red' | 'same';

const order = (entry: RankedEntry): number =>
  RANKED_TIERS.indexOf(entry.tier) * RANKED_DIVISIONS.length +
  (RANKED_DIVISIONS.length - 1 - Math.max(0, RANKED_DIVISIONS.indexOf(entry.rank)));

/**
 * The higher of the two standings by tier and division (the names the cards show), not LP: two
 * players of one division are the same rank. Null when either is unranked or a bot.
 */
export function compareRanks(
  blue: RankedEntry | null | undefined,
  red: RankedEntry | null | undefined,
): RankComparison | null {
  if (!blue || !red) return null;
  const difference = order(blue) - order(red);
  if (difference === 0) return 'same';
  return difference > 0 ? 'blue' : 'red';
}
