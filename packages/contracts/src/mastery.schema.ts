import { z } from 'zod/mini';
import { API_ROUTES } from './api-routes.ts';
import { GameLanguageQuerySchema, TimestampSchema } from './common.schema.ts';
import { CountSchema } from './game.schema.ts';
import { defineRoute } from './route.ts';
import { SummonerParamsSchema } from './summoners.schema.ts';

/** A player's mastery of one champion, as champion-mastery-v4 last said (docs/player-page.md). */
export const ChampionMasterySchema = z.object({
  champion_id: z.int(),
  /** The champion page's key; null for a champion Data Dragon does not know yet. */
  champion_key: z.nullable(z.string()),
  champion_name: z.string(),
  image_url: z.nullable(z.string()),
  level: CountSchema,
  points: CountSchema,
  /** When the player last played the champion, as Riot records it (any queue). */
  last_played_at: z.nullable(TimestampSchema),
});

export type ChampionMastery = z.infer<typeof ChampionMasterySchema>;

/**
 * The player's champion masteries as last read from Riot, most points first. `fetched_at` is
 * the date of that read; null with no read stored (`is_available` false: Riot could not be
 * asked). `champions` is the sample: the rows answered.
 */
export const PlayerMasterySchema = z.object({
  data: z.array(ChampionMasterySchema),
  /** How many champions the player has mastery points on. */
  champions: CountSchema,
  total_points: CountSchema,
  /** The sum of the champions' levels. */
  total_level: CountSchema,
  fetched_at: z.nullable(TimestampSchema),
  /** False when no read is stored and Riot could not be asked now: "mastery unavailable". */
  is_available: z.boolean(),
});

export type PlayerMastery = z.infer<typeof PlayerMasterySchema>;

export const getPlayerMastery = defineRoute(API_ROUTES.getPlayerMastery, {
  access: 'public',
  tag: 'summoners',
  summary:
    "The player's champion masteries (level, points, last played), most points first, with the date they were read from Riot",
  params: SummonerParamsSchema,
  query: GameLanguageQuerySchema,
  status: 200,
  response: PlayerMasterySchema,
});
