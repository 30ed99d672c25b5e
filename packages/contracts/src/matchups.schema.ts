import { z } from 'zod/mini';
import { API_ROUTES } from './api-routes.ts';
import {
  ChampionKeyParamsSchema,
  ChampionPageQuerySchema,
  ChampionRefSchema,
  ChampionSliceSchema,
  TierRoleSchema,
} from './champions.schema.ts';
import { CountSchema, GameItemSchema, NamedImageSchema, PercentSchema } from './game.schema.ts';
import { RunePageSchema } from './matches.schema.ts';
import { defineRoute } from './route.ts';

export const MatchupParamsSchema = z.object({
  ...ChampionKeyParamsSchema.shape,
  /** The enemy laner: Data Dragon's champion id, any case. */
  enemyKey: z.string().check(z.minLength(1), z.maxLength(64)),
});

/** The champion page's query: a role (absent: the role they met in most) and the slice. */
export const MatchupQuerySchema = ChampionPageQuerySchema;

/** Games, win rate (null with none) with its 95 % interval, and share of the list's sample. */
const sample = {
  games: CountSchema,
  win_rate: z.nullable(PercentSchema),
  win_rate_low: z.nullable(PercentSchema),
  win_rate_high: z.nullable(PercentSchema),
  pick_rate: z.nullable(PercentSchema),
  /**
   * The list's best entry: the highest lower bound of the interval among entries with at least
   * `min_sample` games (contracts' bestOf); at most one a list, none below the sample.
   */
  best: z.boolean(),
};

/** A difference at 15 minutes, the champion's minus the enemy's; null without games. */
const difference = z.nullable(z.number());

export const MatchupPageSchema = z.object({
  champion: ChampionRefSchema,
  enemy: ChampionRefSchema,
  /** The role shown; '' when the two never met in a role. */
  role: z.union([TierRoleSchema, z.literal('')]),
  /** Every role the two met in as lane opponents, most games first. */
  roles: z.array(z.object({ role: TierRoleSchema, games: CountSchema })),
  slice: ChampionSliceSchema,
  min_sample: CountSchema,
  /** The champion's record against the enemy in the role. */
  stats: z.object({
    games: CountSchema,
    wins: CountSchema,
    win_rate: z.nullable(PercentSchema),
    win_rate_low: z.nullable(PercentSchema),
    win_rate_high: z.nullable(PercentSchema),
  }),
  /**
   * Gold, CS (lane and jungle minions) and XP minus the enemy's at 15 minutes, averaged over
   * `games`: the matchup's games whose timeline is stored and reaches 15 minutes.
   */
  lane: z.object({
    games: CountSchema,
    gold_diff: difference,
    cs_diff: difference,
    xp_diff: difference,
  }),
  /** The matchup's games whose timeline is stored: the core builds' sample. */
  timeline_games: CountSchema,
  /** The first three completed legendary items, most played first. */
  core_builds: z.array(z.object({ items: z.array(GameItemSchema), ...sample })),
  /** Exact rune pages, most played first; sample: the matchup's games. */
  runes: z.array(z.object({ page: RunePageSchema, ...sample })),
  /** Summoner spell pairs, most played first; sample: the matchup's games. */
  spells: z.array(z.object({ spells: z.array(NamedImageSchema), ...sample })),
});

export type MatchupPage = z.infer<typeof MatchupPageSchema>;

export const getMatchup = defineRoute(API_ROUTES.getMatchup, {
  access: 'public',
  tag: 'champions',
  summary:
    'A champion against one enemy laner in a role: its record, the lane at 15 minutes, and the core builds, rune pages and spells of that matchup',
  params: MatchupParamsSchema,
  query: MatchupQuerySchema,
  status: 200,
  response: MatchupPageSchema,
});
