import { z } from 'zod/mini';
import { API_ROUTES } from './api-routes.ts';
import { ChampionRefSchema, PatchSchema } from './champions.schema.ts';
import { gameLanguageField, RegionSchema } from './common.schema.ts';
import { CountSchema, GameItemSchema, PercentSchema } from './game.schema.ts';
import { defineRoute } from './route.ts';

/** The Arena pages' query: a patch (absent: the newest with Arena games) and a region (absent: all). */
export const ArenaQuerySchema = z.strictObject({
  patch: z.optional(PatchSchema),
  region: z.optional(RegionSchema),
  ...gameLanguageField,
});

/** The slice an Arena answer is over. Arena has no roles and no rank brackets. */
export const ArenaSliceSchema = z.object({
  queue: z.literal(1700),
  /** Null when no Arena game is stored at all. */
  patch: z.nullable(PatchSchema),
  /** Null for all regions. */
  region: z.nullable(RegionSchema),
});

export type ArenaSlice = z.infer<typeof ArenaSliceSchema>;

/** An average place, 1 (first) to 8 (last). */
const PlaceSchema = z.number().check(z.minimum(1), z.maximum(8));

/**
 * The record of players with a champion, augment, item or partner, over their duos' places:
 * `games`; `average_place` (1 best, 8 worst; null with no games) with its 95 % interval;
 * `top_four_rate`, the share of games the duo finished in the top four (Riot's Arena "win"),
 * with its Wilson interval; `first_rate`, the share it finished first; and `pick_rate`, its games
 * as a share of the sample the field that holds it names.
 */
export const arenaRecordFields = {
  games: CountSchema,
  average_place: z.nullable(PlaceSchema),
  average_place_low: z.nullable(PlaceSchema),
  average_place_high: z.nullable(PlaceSchema),
  top_four_rate: z.nullable(PercentSchema),
  top_four_low: z.nullable(PercentSchema),
  top_four_high: z.nullable(PercentSchema),
  first_rate: z.nullable(PercentSchema),
  pick_rate: z.nullable(PercentSchema),
};

export const ArenaRecordSchema = z.object(arenaRecordFields);
export type ArenaRecord = z.infer<typeof ArenaRecordSchema>;

/**
 * An augment as Community Dragon names it in the answer's language; `name` and `icon` are null
 * when its data could not be loaded or does not name the augment (the pages show its id).
 */
export const ArenaAugmentRefSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.nullable(z.string()),
  /**
   * Its icon on our own origin (`/cdn/cdragon/augments/{id}.png`, augmentIconPath; `?lang=` in
   * another language than English), which the server's image proxy fetches from Community
   * Dragon; null when Community Dragon's data gives it no icon or is not loaded.
   */
  icon_url: z.nullable(z.string()),
});

export type ArenaAugmentRef = z.infer<typeof ArenaAugmentRefSchema>;

/** A champion's row of the Arena tier list. pick_rate: of `players`. */
export const ArenaChampionRowSchema = z.object({
  champion: ChampionRefSchema,
  ...arenaRecordFields,
});

export type ArenaChampionRow = z.infer<typeof ArenaChampionRowSchema>;

const sampleFields = {
  slice: ArenaSliceSchema,
  /** Newest first: the patches with Arena games, for the patch menu. */
  patches: z.array(PatchSchema),
  /** The games a figure needs before the page ranks it or marks it as reliable. */
  min_sample: CountSchema,
  /** Arena games stored in the slice (remakes never count). */
  matches: CountSchema,
  /** Their players: sixteen a game. */
  players: CountSchema,
};

/** `GET /api/arena`: every champion played in the slice, by average place. */
export const ArenaTierListSchema = z.object({
  ...sampleFields,
  /** Best average place first among those with min_sample games, then the rest by games. */
  champions: z.array(ArenaChampionRowSchema),
});

export type ArenaTierList = z.infer<typeof ArenaTierListSchema>;

export const listArenaChampions = defineRoute(API_ROUTES.listArenaChampions, {
  access: 'public',
  tag: 'champions',
  summary:
    "Arena's champions over a patch and region: games, pick rate, average place and top-four rate with their intervals",
  query: ArenaQuerySchema,
  status: 200,
  response: ArenaTierListSchema,
});

export const ArenaChampionParamsSchema = z.object({
  /** Data Dragon's key, case-insensitive ("MonkeyKing"). */
  championKey: z.string().check(z.minLength(1), z.maxLength(40)),
});

/** `GET /api/arena/{championKey}`: one champion in Arena. */
export const ArenaChampionSchema = z.object({
  ...sampleFields,
  champion: ChampionRefSchema,
  /** The champion's record; pick_rate of `players`. */
  stats: ArenaRecordSchema,
  /** Its games by its duo's place, 1st to 8th (eight counts; their sum is `stats.games`). */
  places: z.array(CountSchema).check(z.length(8)),
  /** The augments its players took, most games first; pick_rate of the champion's games. */
  augments: z.array(z.object({ augment: ArenaAugmentRefSchema, ...arenaRecordFields })),
  /**
   * The items in its players' final inventories (trinkets and consumables aside), most games
   * first; pick_rate of the champion's games.
   */
  items: z.array(z.object({ item: GameItemSchema, ...arenaRecordFields })),
  /** The champions its players were paired with, most games first; pick_rate of its games. */
  partners: z.array(z.object({ champion: ChampionRefSchema, ...arenaRecordFields })),
});

export type ArenaChampion = z.infer<typeof ArenaChampionSchema>;

export const getArenaChampion = defineRoute(API_ROUTES.getArenaChampion, {
  access: 'public',
  tag: 'champions',
  summary:
    'One champion in Arena: its record and places, and the augments, items and duo partners that do best with it',
  params: ArenaChampionParamsSchema,
  query: ArenaQuerySchema,
  status: 200,
  response: ArenaChampionSchema,
});

/** `GET /api/arena/augments`: every augment taken in the slice. pick_rate: of `players`. */
export const ArenaAugmentsSchema = z.object({
  ...sampleFields,
  /** Whether augment names and icons could be loaded; false: every name is null. */
  has_names: z.boolean(),
  /** Most games first (ties by id). */
  augments: z.array(z.object({ augment: ArenaAugmentRefSchema, ...arenaRecordFields })),
});

export type ArenaAugments = z.infer<typeof ArenaAugmentsSchema>;

export const listArenaAugments = defineRoute(API_ROUTES.listArenaAugments, {
  access: 'public',
  tag: 'champions',
  summary:
    'Every Arena augment taken over a patch and region, with its pick rate and average place',
  query: ArenaQuerySchema,
  status: 200,
  response: ArenaAugmentsSchema,
});

export const ArenaAugmentParamsSchema = z.object({
  augmentId: z.string().check(z.minLength(1), z.maxLength(16)),
});

/** `GET /api/arena/augments/{augmentId}`: one augment and the champions that take it most. */
export const ArenaAugmentSchema = z.object({
  ...sampleFields,
  has_names: z.boolean(),
  augment: ArenaAugmentRefSchema,
  /** Its record; pick_rate of `players`. */
  stats: ArenaRecordSchema,
  /** The champions whose players take it most; pick_rate of that champion's games. */
  champions: z.array(z.object({ champion: ChampionRefSchema, ...arenaRecordFields })),
});

export type ArenaAugment = z.infer<typeof ArenaAugmentSchema>;

export const getArenaAugment = defineRoute(API_ROUTES.getArenaAugment, {
  access: 'public',
  tag: 'champions',
  summary: 'One Arena augment: its record and the champions that take it most',
  params: ArenaAugmentParamsSchema,
  query: ArenaQuerySchema,
  status: 200,
  response: ArenaAugmentSchema,
});
