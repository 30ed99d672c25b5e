import { queueById } from './queues.ts';
import { RANKED_TIERS, type RankedTier } from './summoners.ts';

/** The tier list's role filters, in button order (docs/product.md, Tier list); CARRY is the bottom lane. */
export const TIER_ROLES = ['TOP', 'JUNGLE', 'MIDDLE', 'SUPPORT', 'CARRY'] as const;
export type TierRole = (typeof TIER_ROLES)[number];

export const TIER_LIST_PAGE_SIZE = 20;

/**
 * The most rows a page of the tier list may ask for: enough for every champion in every role of a
 * slice (171 champions, most in one or two roles), so the page shows the whole list at once.
 */
export const TIER_LIST_PAGE_SIZE_MAX = 1000;

/**
 * A tier letter needs at least this many games in the row (docs/tier-list-score.md, The letter's
 * sample). At 100 games the 95 % interval of a 50 % win rate is 40.4–59.6 %: wider than the gap
 * between the strongest and weakest champions of a patch, so no letter below it can be defended.
 * Rows with fewer games keep their score, win rate and interval, show "—" for the letter, and the
 * tier list hides them unless asked to show small samples.
 */
export const TIER_LETTER_MIN_GAMES = 100;

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
  /** The lower bound of the win rate's 95 % interval: most reliably strong first. */
  'win_rate_low',
] as const;
export type ChampionSort = (typeof CHAMPION_SORTS)[number];

export const SORT_ORDERS = ['desc', 'asc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * Entries of a champion page (builds, runes, matchups…) with fewer games than this are shown
 * marked as a small sample, never hidden; best and worst matchups are chosen among the others.
 */
export const CHAMPION_PAGE_MIN_SAMPLE = 10;

/**
 * A tier-list row names at most this many counters: its hardest lane opponents by the upper bound
 * of its win rate's interval against them, among matchups of CHAMPION_PAGE_MIN_SAMPLE games
 * (docs/champion-analytics.md, The tier list).
 */
export const COUNTERS_MAX = 3;

/**
 * A champion page's trend covers at most this many patches with data for the queue: the page's
 * patch and those before it (docs/champion-analytics.md, The champion page).
 */
export const TREND_PATCHES = 6;

/** At most this many entries of each list on a champion page. */
export const CHAMPION_PAGE_LIST_MAX = 10;

/** Champion pages are addressed by Data Dragon's champion id, lower-cased ("monkeyking"). */
export const championKeyOf = (ddragonId: string): string => ddragonId.toLowerCase();

/** The basic skills a skill order ranks (R is taken whenever it can be). */
export const SKILL_ORDER_SLOTS = ['Q', 'W', 'E'] as const;

/** A champion page lists at most this many core builds, each with its boots and situational items. */
export const CORE_BUILDS_MAX = 5;

/** Boots and each situational slot list at most this many items per core build. */
export const CORE_BUILD_CHOICES_MAX = 3;

/**
 * The skill path's levels read from every game that reached them (docs/champion-analytics.md,
 * skill_path); levels 16–18 come from the games that reached 18 (`skill_path18`).
 */
export const SKILL_PATH_LEVELS = 15;
export const SKILL_PATH_FULL_LEVELS = 18;

/**
 * The lane partners a champion page's synergy lists, by the champion's role: the bottom lane's
 * carry and support, and the jungler with the mid and top laners it plays around.
 */
export const SYNERGY_PARTNERS: Readonly<Record<TierRole, readonly TierRole[]>> = {
  CARRY: ['SUPPORT'],
  SUPPORT: ['CARRY'],
  JUNGLE: ['MIDDLE', 'TOP'],
  MIDDLE: ['JUNGLE'],
  TOP: ['JUNGLE'],
};

/** Best and worst partners listed per partner role. */
export const SYNERGY_LIST_MAX = 5;
