import { queueById } from './queues.ts';
import { RANKED_TIERS, type RankedTier } from './summoners.ts';

/** The tier list's role filters, in button order (docs/product.md, Tier list); CARRY is the bottom lane. */
export const TIER_ROLES = ['TOP', 'JUNGLE', 'MIDDLE', 'SUPPORT', 'CARRY'] as const;
export type TierRole = (typeof TIER_ROLES)[number];

export const TIER_LIST_PAGE_SIZE = 20;

export const TIER_LIST_PAGE_SIZE_MAX = 100;

/** Queues the tier list and champion pages are built for: Ranked Solo/Duo, Ranked Flex, ARAM. */
export const TIER_LIST_QUEUES = [420, 440, 450] as const;
export type TierListQueue = (typeof TIER_LIST_QUEUES)[number];

/** Ranked solo/duo: the tier list's queue unless the query names another. */
export const DEFAULT_TIER_QUEUE: TierListQueue = 420;

/**
 * The rank bracket of a stored match: the Solo/Duo tier of the player it was found through (the
 * crawler's league entry, or the looked-up player's rank), or '' when unknown
 * (docs/champion-analytics.md).
 */
export type MatchBracket = RankedTier | '';

/**
 * Rank filters of the tier list and champion pages: "all" is every stored match, brackets
 * unknown included; "<tier>_plus" is the matches whose bracket is that tier or higher.
 */
export const BRACKET_FILTERS = [
  'all',
  'iron_plus',
  'bronze_plus',
  'silver_plus',
  'gold_plus',
  'platinum_plus',
  'emerald_plus',
  'diamond_plus',
  'master_plus',
] as const;
export type BracketFilter = (typeof BRACKET_FILTERS)[number];

/** What the big sites default to, and so do we. */
export const DEFAULT_BRACKET_FILTER: BracketFilter = 'emerald_plus';

/**
 * Whether a queue's pages are filtered by rank: only ranked queues. A queue without ranks (ARAM)
 * counts every match whoever it was found through, as its players have no rank in it
 * (docs/champion-analytics.md).
 */
export const hasRankFilter = (queue: TierListQueue): boolean => queueById(queue)?.isRanked === true;

/** The rank filter a slice of `queue` is computed with: `asked` or the default, 'all' without ranks. */
export function bracketFilterOf(
  queue: TierListQueue,
  asked: BracketFilter | undefined,
): BracketFilter {
  return hasRankFilter(queue) ? (asked ?? DEFAULT_BRACKET_FILTER) : 'all';
}

/** The match brackets a filter takes in; null for "all" (every match, unknown brackets too). */
export function bracketsOf(filter: BracketFilter): readonly RankedTier[] | null {
  if (filter === 'all') return null;
  const lowest = filter.replace('_plus', '').toUpperCase();
  const from = RANKED_TIERS.indexOf(lowest as RankedTier);
  return RANKED_TIERS.slice(from);
}

/** Lower bounds in minutes of the game-length buckets: 0–20, 20–25, 25–30, 30–35, 35+. */
export const GAME_LENGTH_BUCKETS = [0, 20, 25, 30, 35] as const;

/** The bucket (its lower bound in minutes) of a game lasting `seconds`. */
export function lengthBucketOf(seconds: number): number {
  const minutes = seconds / 60;
  let bucket: number = GAME_LENGTH_BUCKETS[0];
  for (const from of GAME_LENGTH_BUCKETS) if (minutes >= from) bucket = from;
  return bucket;
}

/** Columns the tier list sorts by. */
export const CHAMPION_SORTS = [
  'score',
  'name',
  'role',
  'win_rate',
  'pick_rate',
  'ban_rate',
  'games',
  'win_rate_change',
] as const;
export type ChampionSort = (typeof CHAMPION_SORTS)[number];

export const SORT_ORDERS = ['desc', 'asc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * Entries of a champion page (builds, runes, matchups…) with fewer games than this are shown
 * marked as a small sample, never hidden; best and worst matchups are chosen among the others.
 */
export const CHAMPION_PAGE_MIN_SAMPLE = 10;

/** At most this many entries of each list on a champion page. */
export const CHAMPION_PAGE_LIST_MAX = 10;

/** Champion pages are addressed by Data Dragon's champion id, lower-cased ("monkeyking"). */
export const championKeyOf = (ddragonId: string): string => ddragonId.toLowerCase();

/** The basic skills a skill order ranks (R is taken whenever it can be). */
export const SKILL_ORDER_SLOTS = ['Q', 'W', 'E'] as const;
