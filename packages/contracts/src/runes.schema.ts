import { z } from 'zod/mini';
import { API_ROUTES } from './api-routes.ts';
import {
  ChampionRefSchema,
  ChampionSliceSchema,
  sliceFields,
  TierRoleSchema,
  winRateInterval,
} from './champions.schema.ts';
import { CountSchema, PercentSchema } from './game.schema.ts';
import { RunePageSchema } from './matches.schema.ts';
import { defineRoute } from './route.ts';

/** The rune pages' slice: a queue, patch, region and rank bracket, as the tier list's. */
export const RunesQuerySchema = z.strictObject({ ...sliceFields });

export const RuneParamsSchema = z.object({
  /** A rune's id in Data Dragon's runesReforged.json (8010 Conqueror); not a tree or a shard. */
  runeId: z.string().check(z.minLength(1), z.maxLength(16)),
});

/** A rune or rune tree as Data Dragon names it, in the answer's language. */
export const RuneRefSchema = z.object({
  id: z.int(),
  name: z.string(),
  icon: z.nullable(z.string()),
});

export type RuneRef = z.infer<typeof RuneRefSchema>;

/**
 * Games and wins of the players who took it, the win rate (null with none) with its 95 %
 * interval, and `pick_rate`: its games as a share, in percent, of the sample the field names.
 */
export const recordFields = {
  games: CountSchema,
  wins: CountSchema,
  win_rate: z.nullable(PercentSchema),
  ...winRateInterval,
  pick_rate: z.nullable(PercentSchema),
};

/** A rune of the list: its row in its tree (0 the keystones, 1–3 the minor rows) and its record. */
export const RuneStatsSchema = z.object({
  ...RuneRefSchema.shape,
  /** Its row in the tree: 0 the keystones, 1–3 the minor runes. */
  slot: z.int().check(z.minimum(0)),
  /** pick_rate: of `players`, the slice's players with a rune page. */
  ...recordFields,
});

export type RuneStats = z.infer<typeof RuneStatsSchema>;

export const RuneTreeStatsSchema = z.object({
  ...RuneRefSchema.shape,
  /** Games and wins with the tree as the primary one; pick_rate of `players`. */
  ...recordFields,
  /** Games with the tree as the secondary one. */
  secondary_games: CountSchema,
  /** Every rune of the tree, row by row in Data Dragon's order, whether taken or not. */
  runes: z.array(RuneStatsSchema),
});

/** `GET /api/runes`: every rune tree and rune with its record over a slice. */
export const RunesListSchema = z.object({
  slice: ChampionSliceSchema,
  /** The games a rate needs before the page ranks or marks it as reliable. */
  min_sample: CountSchema,
  /** The slice's players with a rune page (ARAM and Summoner's Rift; Arena has no runes). */
  players: CountSchema,
  trees: z.array(RuneTreeStatsSchema),
});

export type RunesList = z.infer<typeof RunesListSchema>;

export const listRunes = defineRoute(API_ROUTES.listRunes, {
  access: 'public',
  tag: 'champions',
  summary:
    'Every rune tree and rune with its pick rate, win rate and interval over a slice of the crawled matches',
  query: RunesQuerySchema,
  status: 200,
  response: RunesListSchema,
});

/** `GET /api/runes/{runeId}`: one rune over a slice, who takes it and the pages it is in. */
export const RuneDetailSchema = z.object({
  rune: z.object({
    ...RuneRefSchema.shape,
    slot: z.int().check(z.minimum(0)),
    tree: RuneRefSchema,
    /** Data Dragon's short description as plain text (its markup removed). */
    description: z.string(),
  }),
  slice: ChampionSliceSchema,
  min_sample: CountSchema,
  players: CountSchema,
  /** pick_rate: of `players`. */
  stats: z.object(recordFields),
  /**
   * The champions (in a role; '' where the queue has none) whose players take it most, most
   * games first; pick_rate: of that champion's players in the role with a rune page.
   */
  champions: z.array(
    z.object({
      champion: ChampionRefSchema,
      role: z.union([TierRoleSchema, z.literal('')]),
      ...recordFields,
    }),
  ),
  /** The exact pages it is part of, most played first; pick_rate: of the rune's games. */
  pages: z.array(z.object({ page: RunePageSchema, ...recordFields })),
});

export type RuneDetail = z.infer<typeof RuneDetailSchema>;

export const getRune = defineRoute(API_ROUTES.getRune, {
  access: 'public',
  tag: 'champions',
  summary:
    'One rune over a slice of the crawled matches: its record, the champions that take it most and the exact pages it is in',
  params: RuneParamsSchema,
  query: RunesQuerySchema,
  status: 200,
  response: RuneDetailSchema,
});
