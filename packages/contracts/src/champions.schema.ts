import { z } from 'zod/mini';
import { API_ROUTES } from './api-routes.ts';
import {
  BRACKET_FILTERS,
  CHAMPION_SORTS,
  COUNTERS_MAX,
  GAME_LENGTH_BUCKETS,
  SKILL_ORDER_SLOTS,
  SORT_ORDERS,
  TIER_LIST_PAGE_SIZE,
  TIER_LIST_PAGE_SIZE_MAX,
  TIER_LIST_QUEUES,
  TIER_ROLES,
} from './champions.ts';
import { gameLanguageField, PageSchema, pageOf, RegionSchema } from './common.schema.ts';
import { CountSchema, GameItemSchema, NamedImageSchema, PercentSchema } from './game.schema.ts';
import { RunePageSchema, SKILL_SLOTS } from './matches.schema.ts';
import { defineRoute } from './route.ts';
import { TIER_LETTERS } from './tier-letter.ts';

export const TierRoleSchema = z.enum(TIER_ROLES);

export const TierLetterSchema = z.enum(TIER_LETTERS);

/** 420 Ranked Solo/Duo, 440 Ranked Flex, 450 ARAM, from a query string. */
export const TierListQueueSchema = z.pipe(
  // A word (`aram`, the pages' name for it) names the queues allowed too, as a wrong number does.
  z.coerce.number({ error: `Invalid option: expected one of ${TIER_LIST_QUEUES.join('|')}` }),
  // One literal of several values, so a 422 names the queues allowed.
  z.literal(TIER_LIST_QUEUES),
);

/** `major.minor`, e.g. `15.9`. */
export const PatchSchema = z.string().check(z.regex(/^\d+\.\d+$/, 'Patch must look like 15.9'));

export const BracketFilterSchema = z.enum(BRACKET_FILTERS);

/** The slice of the crawled matches a tier list, champion page or rune page rests on. */
export const sliceFields = {
  /** Absent means Ranked Solo/Duo. */
  queue: z.optional(TierListQueueSchema),
  /** Absent means the newest patch with data for the queue. */
  patch: z.optional(PatchSchema),
  /** Absent means all regions. */
  region: z.optional(RegionSchema),
  /** Rank bracket; absent means Emerald+ (DEFAULT_BRACKET_FILTER). */
  tier: z.optional(BracketFilterSchema),
  ...gameLanguageField,
};

export const ChampionsQuerySchema = z.strictObject({
  page: PageSchema,
  /** Absent means all roles. */
  role: z.optional(TierRoleSchema),
  ...sliceFields,
  /** The former name of `region`, still read; `region` wins when both are given. */
  platform: z.optional(RegionSchema),
  /** Absent means best score first. */
  sort: z.optional(z.enum(CHAMPION_SORTS)),
  /** Absent means descending, but ascending for name and role. */
  order: z.optional(z.enum(SORT_ORDERS)),
  per_page: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(TIER_LIST_PAGE_SIZE_MAX)),
    TIER_LIST_PAGE_SIZE,
  ),
});

/**
 * The 95 % Wilson interval of a win rate, in percent (win-rate-interval.ts): null where the win
 * rate is.
 */
export const winRateInterval = {
  win_rate_low: z.nullable(PercentSchema),
  win_rate_high: z.nullable(PercentSchema),
};

export const ChampionRefSchema = z.object({
  id: z.int(),
  /** The champion page's key; null when Data Dragon does not know the champion. */
  key: z.nullable(z.string()),
  name: z.string(),
  image_url: z.nullable(z.string()),
});

export type ChampionRef = z.infer<typeof ChampionRefSchema>;

/**
 * One of a tier-list row's hardest lane opponents, with the ROW's champion's record against it:
 * its games, win rate and the win rate's 95 % interval (low = hard). Always at least
 * CHAMPION_PAGE_MIN_SAMPLE games, so never null.
 */
export const ChampionCounterSchema = z.object({
  champion: ChampionRefSchema,
  games: CountSchema,
  win_rate: PercentSchema,
  win_rate_low: PercentSchema,
  win_rate_high: PercentSchema,
});

export type ChampionCounter = z.infer<typeof ChampionCounterSchema>;

/** A champion in one role. Rates are percents; null when there are too few games to say. */
export const ChampionRowSchema = z.object({
  /** Riot's champion id. */
  id: z.int(),
  name: z.string(),
  image_url: z.nullable(z.string()),
  /** Empty when the role is unknown; the table shows it as Invalid. */
  role: z.union([TierRoleSchema, z.literal('')]),
  score: z.nullable(z.number()),
  /** Null below TIER_LETTER_MIN_GAMES games, however high the score. */
  tier: z.nullable(TierLetterSchema),
  win_rate: z.nullable(PercentSchema),
  ...winRateInterval,
  pick_rate: z.nullable(PercentSchema),
  ban_rate: z.nullable(PercentSchema),
  games: CountSchema,
  /** The champion page's key ("monkeyking"); null when Data Dragon does not know the champion. */
  key: z.nullable(z.string()),
  /**
   * Win rate now minus on the previous patch, in percentage points; null when either side has
   * too few games or there is no previous patch with data.
   */
  win_rate_change: z.nullable(z.number()),
  /** The tier letter on the previous patch; null when it had none. */
  previous_tier: z.nullable(TierLetterSchema),
  /**
   * The row's hardest lane opponents, hardest first, at most COUNTERS_MAX: among the enemies met
   * in the same role (the champion page's `matchups`) in at least CHAMPION_PAGE_MIN_SAMPLE games
   * and beaten by the row's champion in less than half of them, those against whom the upper bound of the row's win rate interval is lowest (the enemy's
   * record is surest to be good), ties to more games and then the lower champion id
   * (docs/champion-analytics.md, The tier list). Empty when none qualifies and for role ''.
   */
  counters: z.array(ChampionCounterSchema).check(z.maxLength(COUNTERS_MAX)),
});

export type ChampionRow = z.infer<typeof ChampionRowSchema>;

export const ChampionsPageSchema = pageOf(ChampionRowSchema);

export const listChampions = defineRoute(API_ROUTES.listChampions, {
  access: 'public',
  tag: 'champions',
  summary:
    'The champion tier list for a queue, patch, region and rank bracket, best score first unless sorted otherwise',
  query: ChampionsQuerySchema,
  status: 200,
  response: ChampionsPageSchema,
});

/** The filters a champion page or tier list answer was computed for, defaults filled in. */
export const ChampionSliceSchema = z.object({
  queue: z.union(TIER_LIST_QUEUES.map((q) => z.literal(q))),
  /** Null when the queue has no data at all. */
  patch: z.nullable(PatchSchema),
  /** Null for all regions. */
  region: z.nullable(RegionSchema),
  tier: BracketFilterSchema,
});

export type ChampionSlice = z.infer<typeof ChampionSliceSchema>;

/** `GET /api/champions/meta`: what the filters can be set to. */
export const ChampionsMetaSchema = z.object({
  /** Patches with data per queue, newest first. */
  queues: z.array(
    z.object({
      queue: z.union(TIER_LIST_QUEUES.map((q) => z.literal(q))),
      patches: z.array(PatchSchema),
    }),
  ),
  /** Regions with any data. */
  regions: z.array(RegionSchema),
  brackets: z.array(BracketFilterSchema),
  defaults: z.object({
    queue: z.union(TIER_LIST_QUEUES.map((q) => z.literal(q))),
    tier: BracketFilterSchema,
  }),
  /** CHAMPION_PAGE_MIN_SAMPLE: entries with fewer games are marked as a small sample. */
  min_sample: CountSchema,
});

export type ChampionsMeta = z.infer<typeof ChampionsMetaSchema>;

export const getChampionsMeta = defineRoute(API_ROUTES.getChampionsMeta, {
  access: 'public',
  tag: 'champions',
  summary: 'Patches per queue, regions and rank brackets the champion filters can take',
  status: 200,
  response: ChampionsMetaSchema,
});

export const ChampionKeyParamsSchema = z.object({
  /** Data Dragon's champion id, any case ("MonkeyKing", "monkeyking"). */
  championKey: z.string().check(z.minLength(1), z.maxLength(64)),
});

export const ChampionPageQuerySchema = z.strictObject({
  /** Absent means the champion's most played role in the slice. */
  role: z.optional(TierRoleSchema),
  ...sliceFields,
});

/** Games and win rate (percent; null with no games) of one entry, the sample always shown. */
const sample = {
  games: CountSchema,
  win_rate: z.nullable(PercentSchema),
  ...winRateInterval,
  /** Share of the entry's sample, in percent: of the games with timelines for item orders and skills, of all games otherwise. */
  pick_rate: z.nullable(PercentSchema),
};

export const ItemSetEntrySchema = z.object({ items: z.array(GameItemSchema), ...sample });

export const ChampionPageSchema = z.object({
  champion: ChampionRefSchema,
  /** The role shown; '' when the queue has no roles (ARAM). */
  role: z.union([TierRoleSchema, z.literal('')]),
  /** Every role the champion was played in, most games first. */
  roles: z.array(z.object({ role: z.union([TierRoleSchema, z.literal('')]), games: CountSchema })),
  slice: ChampionSliceSchema,
  min_sample: CountSchema,
  stats: z.object({
    games: CountSchema,
    wins: CountSchema,
    win_rate: z.nullable(PercentSchema),
    ...winRateInterval,
    pick_rate: z.nullable(PercentSchema),
    ban_rate: z.nullable(PercentSchema),
    score: z.nullable(z.number()),
    tier: z.nullable(TierLetterSchema),
  }),
  builds: z.object({
    /** Games in the role whose timeline is stored: the sample of starting items, core and situational items and skill orders. */
    timeline_games: CountSchema,
    /** Items bought in the first minute (trinkets left out), as a set. */
    starting: z.array(ItemSetEntrySchema),
    /** The first three completed legendary items, in the order finished. */
    core: z.array(ItemSetEntrySchema),
    /** Tier-two boots in the final inventory; an entry with no items is "no boots". */
    boots: z.array(ItemSetEntrySchema),
    /** The fourth, fifth and sixth completed legendary items, each slot's most common first. */
    situational: z.array(
      z.object({
        slot: z.union([z.literal(4), z.literal(5), z.literal(6)]),
        item: GameItemSchema,
        ...sample,
      }),
    ),
  }),
  /** Exact rune pages, most played first. */
  runes: z.array(z.object({ page: RunePageSchema, ...sample })),
  /** Summoner spell pairs. */
  spells: z.array(z.object({ spells: z.array(NamedImageSchema), ...sample })),
  /** Skill orders: the order the basic skills are maxed, and the first three points. */
  skill_order: z.array(
    z.object({
      max: z.array(z.enum(SKILL_ORDER_SLOTS)),
      /** R only where the game lets it be taken in the first three levels. */
      first: z.array(z.enum(SKILL_SLOTS)),
      ...sample,
    }),
  ),
  /**
   * The most common core builds (the first three completed legendary items, in order; at most
   * CORE_BUILDS_MAX), each with the boots and situational items (4th–6th) its players took,
   * shares of that build's games. Sample: games with timelines, as `builds.core`.
   */
  core_builds: z.array(
    z.object({
      items: z.array(GameItemSchema),
      ...sample,
      /** The first tier-two boots bought; an entry with no items is "no boots". */
      boots: z.array(ItemSetEntrySchema),
      situational: z.array(
        z.object({
          slot: z.union([z.literal(4), z.literal(5), z.literal(6)]),
          item: GameItemSchema,
          ...sample,
        }),
      ),
    }),
  ),
  /**
   * The most taken skill paths of the first SKILL_PATH_LEVELS levels, most games first (sample:
   * games with timelines whose player reached that level), each with how the games that reached
   * level 18 on that path went on (null when none did).
   */
  skill_paths: z.array(
    z.object({
      path: z.array(z.enum(SKILL_SLOTS)),
      ...sample,
      /** Levels 16–18 most taken after this path; sample: this path's games that reached 18. */
      to_18: z.nullable(z.object({ path: z.array(z.enum(SKILL_SLOTS)), ...sample })),
    }),
  ),
  /**
   * Teammates in the partner roles (SYNERGY_PARTNERS), per partner role: the best by the lower
   * bound of the win rate's interval and the worst by its upper bound, among partners with at
   * least `min_sample` games; `partners` counts every partner met. Empty for ARAM.
   */
  synergy: z.array(
    z.object({
      role: TierRoleSchema,
      partners: CountSchema,
      games: CountSchema,
      best: z.array(z.object({ champion: ChampionRefSchema, ...sample })),
      worst: z.array(z.object({ champion: ChampionRefSchema, ...sample })),
    }),
  ),
  /**
   * ARAM, which has no lanes: the champions met on the enemy team (each once a game), the best to
   * face by the lower bound of the win rate's interval and the hardest by its upper bound, among
   * those met in at least `min_sample` games; `champions` counts every enemy champion met. Each
   * entry's pick rate is the share of the champion's games in which that enemy played. null in a
   * queue with lanes, whose opponents are `matchups`.
   */
  enemies: z.nullable(
    z.object({
      champions: CountSchema,
      best: z.array(z.object({ champion: ChampionRefSchema, ...sample })),
      worst: z.array(z.object({ champion: ChampionRefSchema, ...sample })),
    }),
  ),
  /** Every champion met in the same role on the enemy team, most games first. */
  matchups: z.array(z.object({ champion: ChampionRefSchema, ...sample })),
  /**
   * The champion in the page's role on each of the last TREND_PATCHES patches with data for the
   * queue up to the page's patch, oldest first, in the same region and bracket filter; the win
   * rate shown from the first game, pick rate of the patch's matches (null when it has none).
   */
  trend: z.array(
    z.object({
      patch: PatchSchema,
      games: CountSchema,
      win_rate: z.nullable(PercentSchema),
      ...winRateInterval,
      pick_rate: z.nullable(PercentSchema),
    }),
  ),
  /** Win rate by game length; `to` is null for the last bucket (35+). */
  by_length: z.array(
    z.object({
      from: z.union(GAME_LENGTH_BUCKETS.map((m) => z.literal(m))),
      to: z.nullable(z.int()),
      ...sample,
    }),
  ),
});

export type ChampionPage = z.infer<typeof ChampionPageSchema>;

export const getChampion = defineRoute(API_ROUTES.getChampion, {
  access: 'public',
  tag: 'champions',
  summary: "A champion's page in one role: stats, builds, runes, spells, skill order, matchups",
  params: ChampionKeyParamsSchema,
  query: ChampionPageQuerySchema,
  status: 200,
  response: ChampionPageSchema,
});
