import { z } from 'zod/mini';
import { API_ROUTES } from './api-routes.ts';
import { ChampionRefSchema, ChampionSliceSchema, TierRoleSchema } from './champions.schema.ts';
import { CountSchema } from './game.schema.ts';
import { ITEM_CLASSES } from './items.ts';
import { defineRoute } from './route.ts';
import { RunesQuerySchema, recordFields } from './runes.schema.ts';

/** The item pages' slice: a queue, patch, region and rank bracket, as the tier list's. */
export const ItemsQuerySchema = RunesQuerySchema;

export const ItemParamsSchema = z.object({
  /** An item's id in Data Dragon's item.json (3078 Trinity Force). */
  itemId: z.string().check(z.minLength(1), z.maxLength(16)),
});

/** What an item is to a build (packages/riot item-classes.ts). */
export const ItemClassSchema = z.enum(ITEM_CLASSES);

/** An item as Data Dragon names it, in the answer's language. */
const itemRef = {
  id: z.int(),
  name: z.string(),
  image_url: z.nullable(z.string()),
  /** What it is to a build; only `legendary` and `boots` items have figures. */
  class: ItemClassSchema,
  /** Its price in the shop, with its components. */
  gold: CountSchema,
};

/**
 * A completed item's games: a legendary's, the players who completed it among their first six
 * legendaries (pick_rate of `timeline_players`); tier-two boots', the players who ended the game
 * with them or an upgrade of them (pick_rate of `players`).
 */
export const ItemStatsSchema = z.object({
  ...itemRef,
  ...recordFields,
  /**
   * A legendary's games by the place it was completed in, 1st to 6th legendary (six counts; their
   * sum is `games`); empty for boots, which the build counts apart from the legendaries.
   */
  slots: z.array(CountSchema),
});

export type ItemStats = z.infer<typeof ItemStatsSchema>;

/** `GET /api/items`: every legendary item and tier-two boots with its record over a slice. */
export const ItemsListSchema = z.object({
  slice: ChampionSliceSchema,
  min_sample: CountSchema,
  /** The slice's players: the sample of the boots. */
  players: CountSchema,
  /** The slice's players whose timeline is stored: the sample of the legendary items. */
  timeline_players: CountSchema,
  /** The items completed in the slice, most games first (ties by id). */
  items: z.array(ItemStatsSchema),
});

export type ItemsList = z.infer<typeof ItemsListSchema>;

export const listItems = defineRoute(API_ROUTES.listItems, {
  access: 'public',
  tag: 'champions',
  summary:
    'Every legendary item and tier-two boots with its pick rate, win rate and interval, and the place legendaries are completed in, over a slice of the crawled matches',
  query: ItemsQuerySchema,
  status: 200,
  response: ItemsListSchema,
});

/** `GET /api/items/{itemId}`: one item over a slice. */
export const ItemDetailSchema = z.object({
  item: z.object({
    ...itemRef,
    /** Data Dragon's one-line description. */
    description: z.string(),
    /**
     * For a boots upgrade: the tier-two boots it counts as (a build counts the tier-two choice);
     * null otherwise.
     */
    counted_as: z.nullable(
      z.object({ id: z.int(), name: z.string(), image_url: z.nullable(z.string()) }),
    ),
  }),
  slice: ChampionSliceSchema,
  min_sample: CountSchema,
  /** The sample of its pick rates: `timeline_players` or `players` of the list. */
  sample: CountSchema,
  /** Null for an item without figures: anything but a legendary item or tier-two boots. */
  stats: z.nullable(z.object(recordFields)),
  /** A legendary's record by the place it was completed in (1st to 6th); pick_rate of its games. */
  slots: z.array(z.object({ slot: z.int().check(z.minimum(1)), ...recordFields })),
  /**
   * When it is completed: its timed completions (a legendary among a player's first six, the first
   * tier-two boots bought; from timelines) by step of ITEM_MINUTE_STEP minutes, and the step that
   * holds the median completion; null for an item without figures. `sample` is the completions
   * timed, `median` null without any.
   */
  completed: z.nullable(
    z.object({
      sample: CountSchema,
      median: z.nullable(z.object({ from: z.int(), to: z.nullable(z.int()) })),
      steps: z.array(z.object({ from: z.int(), to: z.nullable(z.int()), games: CountSchema })),
    }),
  ),
  /**
   * The champions (in a role; '' in ARAM) whose players complete it most, most games first;
   * pick_rate of that champion's sample in the role.
   */
  champions: z.array(
    z.object({
      champion: ChampionRefSchema,
      role: z.union([TierRoleSchema, z.literal('')]),
      ...recordFields,
    }),
  ),
});

export type ItemDetail = z.infer<typeof ItemDetailSchema>;

export const getItem = defineRoute(API_ROUTES.getItem, {
  access: 'public',
  tag: 'champions',
  summary:
    'One item over a slice of the crawled matches: its record, the place it is completed in and the champions that complete it most',
  params: ItemParamsSchema,
  query: ItemsQuerySchema,
  status: 200,
  response: ItemDetailSchema,
});
