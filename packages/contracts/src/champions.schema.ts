import { z } from 'zod/mini';
import { API_ROUTES } from './api-routes.ts';
import { TIER_LIST_PAGE_SIZE, TIER_LIST_PAGE_SIZE_MAX, TIER_ROLES } from './champions.ts';
import { Int4Schema, PageSchema, pageOf, RegionSchema } from './common.schema.ts';
import { CountSchema, PercentSchema } from './game.schema.ts';
import { defineRoute } from './route.ts';
import { TIER_LETTERS } from './tier-letter.ts';

export const TierRoleSchema = z.enum(TIER_ROLES);

export const TierLetterSchema = z.enum(TIER_LETTERS);

export const ChampionsQuerySchema = z.strictObject({
  page: PageSchema,
  /** Absent means all roles. */
  role: z.optional(TierRoleSchema),
  /** A Riot queue id; absent means the server's default (ranked solo). */
  queue: z.optional(Int4Schema.check(z.positive())),
  /** `major.minor`, e.g. `15.9`; absent means the newest patch with data. */
  patch: z.optional(z.string().check(z.regex(/^\d+\.\d+$/, 'Patch must look like 15.9'))),
  /** Absent means all regions. */
  platform: z.optional(RegionSchema),
  per_page: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(TIER_LIST_PAGE_SIZE_MAX)),
    TIER_LIST_PAGE_SIZE,
  ),
});

/** A champion in one role. Rates are percents; null when there are too few games to say. */
export const ChampionRowSchema = z.object({
  /** Riot's champion id. */
  id: z.int(),
  name: z.string(),
  image_url: z.nullable(z.string()),
  /** Empty when the role is unknown; the table shows it as Invalid. */
  role: z.union([TierRoleSchema, z.literal('')]),
  score: z.nullable(z.number()),
  tier: z.nullable(TierLetterSchema),
  win_rate: z.nullable(PercentSchema),
  pick_rate: z.nullable(PercentSchema),
  ban_rate: z.nullable(PercentSchema),
  games: CountSchema,
});

export type ChampionRow = z.infer<typeof ChampionRowSchema>;

export const ChampionsPageSchema = pageOf(ChampionRowSchema);

export const listChampions = defineRoute(API_ROUTES.listChampions, {
  access: 'public',
  tag: 'champions',
  summary: 'The champion tier list, best score first, optionally for one role',
  query: ChampionsQuerySchema,
  status: 200,
  response: ChampionsPageSchema,
});
