import { z } from 'zod';
import { PageSchema, pageOf } from './common.ts';
import { CountSchema, PercentSchema } from './game.ts';
import { RegionSchema } from './regions.ts';
import { defineRoute } from './route.ts';
import { TIER_LETTERS } from './tier-letter.ts';

/** The tier list's role filters, in button order (SPEC.md §2); CARRY is the bottom lane. */
export const TIER_ROLES = ['TOP', 'JUNGLE', 'MIDDLE', 'SUPPORT', 'CARRY'] as const;
export const TierRoleSchema = z.enum(TIER_ROLES);
export type TierRole = z.infer<typeof TierRoleSchema>;

export const TIER_LIST_PAGE_SIZE = 20;
export const TIER_LIST_PAGE_SIZE_MAX = 100;

export const TierLetterSchema = z.enum(TIER_LETTERS);

export const ChampionsQuerySchema = z.strictObject({
  page: PageSchema,
  /** Absent means all roles. */
  role: TierRoleSchema.optional(),
  /** A Riot queue id; absent means the server's default (ranked solo). */
  queue: z.coerce.number().int().positive().optional(),
  /** `major.minor`, e.g. `15.9`; absent means the newest patch with data. */
  patch: z
    .string()
    .regex(/^\d+\.\d+$/, 'Patch must look like 15.9')
    .optional(),
  /** Absent means all regions. */
  platform: RegionSchema.optional(),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(TIER_LIST_PAGE_SIZE_MAX)
    .default(TIER_LIST_PAGE_SIZE),
});

/** A champion in one role. Rates are percents; null when there are too few games to say. */
export const ChampionRowSchema = z.object({
  /** Riot's champion id. */
  id: z.number().int(),
  name: z.string(),
  image_url: z.string().nullable(),
  /** Empty when the role is unknown; the table shows it as Invalid. */
  role: z.union([TierRoleSchema, z.literal('')]),
  score: z.number().nullable(),
  tier: TierLetterSchema.nullable(),
  win_rate: PercentSchema.nullable(),
  pick_rate: PercentSchema.nullable(),
  ban_rate: PercentSchema.nullable(),
  games: CountSchema,
});
export type ChampionRow = z.infer<typeof ChampionRowSchema>;

export const ChampionsPageSchema = pageOf(ChampionRowSchema);

export const listChampions = defineRoute({
  method: 'GET',
  path: '/api/champions',
  access: 'public',
  tag: 'champions',
  summary: 'The champion tier list, best score first, optionally for one role',
  query: ChampionsQuerySchema,
  status: 200,
  response: ChampionsPageSchema,
});
