/** Search suggestions match at most this many characters of input. */
export const SEARCH_QUERY_MAX = 40;

/** Matches a page by default (docs/product.md, Constants) and at most. */
export const MATCH_PAGE_SIZE = 10;

export const MATCH_PAGE_SIZE_MAX = 50;

/** The live-status badge is polled this often, and on window focus (docs/product.md, Loading and caching). */
export const LIVE_STATUS_POLL_MS = 60_000;

/**
 * Live game premades: two players of a team count as having queued together when, among each
 * one's PREMADE_RECENT_GAMES newest stored games, at least PREMADE_MIN_GAMES have them on the
 * same team and none has them on opposite teams. Three, not two: where players meet often by
 * chance (a small ladder, or a player whose only stored games are those met through others), two
 * games on one side happen by luck a quarter of the time; docs/riot-policies.md has the figures.
 */
export const PREMADE_MIN_GAMES = 3;
export const PREMADE_RECENT_GAMES = 20;

export const RANKED_TIERS = [
  'IRON',
  'BRONZE',
  'SILVER',
  'GOLD',
  'PLATINUM',
  'EMERALD',
  'DIAMOND',
  'MASTER',
  'GRANDMASTER',
  'CHALLENGER',
] as const;
export type RankedTier = (typeof RANKED_TIERS)[number];

/** The tuple `T` cut before its first element of type `X`: [before, from X on]. */
type CutBefore<
  T extends readonly unknown[],
  X,
  Before extends unknown[] = [],
> = T extends readonly [infer Head, ...infer Rest]
  ? Head extends X
    ? [Before, T]
    : CutBefore<Rest, X, [...Before, Head]>
  : [Before, []];
type TiersCut = CutBefore<typeof RANKED_TIERS, 'MASTER'>;
/** Tiers below Master: four divisions each, which Riot's league-v4 lists by tier and division. */
export type DivisionTier = TiersCut[0][number];
/** Master and above: no divisions (Riot reports them as division I), a league of their own. */
export type ApexTier = TiersCut[1][number];

const FIRST_APEX = RANKED_TIERS.indexOf('MASTER');
/** RANKED_TIERS below Master, lowest first. */
export const DIVISION_TIERS = RANKED_TIERS.slice(0, FIRST_APEX) as readonly DivisionTier[];
/** RANKED_TIERS from Master on, lowest first. */
export const APEX_TIERS = RANKED_TIERS.slice(FIRST_APEX) as readonly ApexTier[];

/** Whether a tier is Master or above. */
export const isApexTier = (tier: string): tier is ApexTier =>
  (APEX_TIERS as readonly string[]).includes(tier);

/** Divisions; Riot reports apex tiers (Master and above) as division I. */
export const RANKED_DIVISIONS = ['I', 'II', 'III', 'IV'] as const;

export const SOLO_QUEUE = 'RANKED_SOLO_5x5';

/** The regions of the home page's example players, in their order (docs/product.md, Home). */
export const EXAMPLE_PLAYER_REGIONS = ['kr', 'euw1', 'na1'] as const;

export const FLEX_QUEUE = 'RANKED_FLEX_SR';

/**
 * Where an Update stands: waiting for a worker, being fetched, finished, or failed (Riot was
 * unavailable; the player may press Update again).
 */
export const UPDATE_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export type UpdateStatus = (typeof UPDATE_STATUSES)[number];

/** How often the web app asks how a queued Update stands, and for how long at most. */
export const UPDATE_POLL_MS = 1_000;
export const UPDATE_POLL_LIMIT_MS = 2 * 60_000;
