import { z } from 'zod/mini';
import { API_ROUTES } from './api-routes.ts';
import { ChampionRefSchema, TierRoleSchema } from './champions.schema.ts';
import {
  IdParamsSchema,
  LanguageSchema,
  PageSchema,
  pageOf,
  TimestampSchema,
} from './common.schema.ts';
import { NamedImageSchema } from './game.schema.ts';
import {
  ADMIN_GUIDES_PAGE_SIZE,
  ADMIN_GUIDES_PAGE_SIZE_MAX,
  GUIDE_CORE_ITEMS,
  GUIDE_DIFFICULTIES,
  GUIDE_PATCH_PATTERN,
  GUIDE_SITUATIONAL_ITEMS_MAX,
  GUIDE_SKILL_ORDER_LEVELS,
  GUIDE_SLUG_MAX,
  GUIDE_SORTS,
  GUIDE_STARTING_ITEMS_MAX,
  GUIDE_STATUSES,
  GUIDE_SUMMARY_MAX,
  GUIDE_TITLE_MAX,
  GUIDES_PAGE_SIZE,
  GUIDES_PAGE_SIZE_MAX,
} from './guides.ts';
import { FALLBACK_LANGUAGE } from './languages.ts';
import { EditorImageResponseSchema } from './news.schema.ts';
import { defineRoute } from './route.ts';
import { RuneRefSchema, recordFields } from './runes.schema.ts';

export const GuideStatusSchema = z.enum(GUIDE_STATUSES);
export const GuideDifficultySchema = z.enum(GUIDE_DIFFICULTIES);

const ItemIdSchema = z.int().check(z.positive(), z.maximum(999_999_999));
const RuneIdSchema = z.int().check(z.positive(), z.maximum(999_999));
const SpellIdSchema = z.int().check(z.positive(), z.maximum(999_999));

/**
 * A rune page as chosen: the primary path with its keystone first and three minor runes, the
 * secondary path with two, and the three stat shards (offence, flex, defence).
 */
export const GuideRunesInputSchema = z.strictObject({
  primary_style: RuneIdSchema,
  primary: z.array(RuneIdSchema).check(z.length(4)),
  sub_style: RuneIdSchema,
  secondary: z.array(RuneIdSchema).check(z.length(2)),
  shards: z.array(RuneIdSchema).check(z.length(3)),
});

/**
 * A guide's build blocks by Data Dragon id, as an author chooses them. The server checks each id
 * against the current Data Dragon (422 naming the field and the id): starting items any item
 * bought at the start, the core GUIDE_CORE_ITEMS legendary items in order, boots tier-two boots,
 * situational items legendary items, runes a real page of the current trees, spells two
 * different Summoner's Rift spells, the skill order GUIDE_SKILL_ORDER_LEVELS letters of Q, W, E, R.
 */
export const GuideBuildInputSchema = z.strictObject({
  starting_items: z.array(ItemIdSchema).check(z.maxLength(GUIDE_STARTING_ITEMS_MAX)),
  core_items: z.array(ItemIdSchema).check(z.length(GUIDE_CORE_ITEMS)),
  boots: z.nullable(ItemIdSchema),
  situational_items: z.array(ItemIdSchema).check(z.maxLength(GUIDE_SITUATIONAL_ITEMS_MAX)),
  runes: GuideRunesInputSchema,
  spells: z.array(SpellIdSchema).check(z.length(2)),
  skill_order: z
    .string()
    .check(
      z.regex(
        new RegExp(`^[QWER]{${GUIDE_SKILL_ORDER_LEVELS}}$`),
        `Skill order must be ${GUIDE_SKILL_ORDER_LEVELS} letters of Q, W, E and R`,
      ),
    ),
});

export type GuideBuildInput = z.infer<typeof GuideBuildInputSchema>;

/** One language of a guide as written; the server derives the slug from the title. */
export const GuideTranslationInputSchema = z.strictObject({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Title is required'),
      z.maxLength(GUIDE_TITLE_MAX, `Title must be at most ${GUIDE_TITLE_MAX} characters`),
    ),
  summary: z
    .string()
    .check(
      z.trim(),
      z.maxLength(GUIDE_SUMMARY_MAX, `Summary must be at most ${GUIDE_SUMMARY_MAX} characters`),
    ),
  /** HTML; the server bounds it to GUIDE_BODY_MAX_BYTES (413) and sanitises it. */
  body: z.string(),
});

/** The languages written: at least one; a language left out has no page. */
export const GuideTranslationsInputSchema = z
  .strictObject({
    en: z.optional(GuideTranslationInputSchema),
    ru: z.optional(GuideTranslationInputSchema),
    tr: z.optional(GuideTranslationInputSchema),
  })
  .check(
    z.refine((t) => t.en !== undefined || t.ru !== undefined || t.tr !== undefined, {
      message: 'Write the guide in at least one language',
    }),
  );

/** A guide as its author sends it (create and edit). */
export const GuideInputSchema = z.strictObject({
  /** The champion's key (Data Dragon's id, any case), e.g. `Ahri`. */
  champion: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  role: TierRoleSchema,
  patch: z.string().check(z.regex(GUIDE_PATCH_PATTERN, 'Patch must look like 15.22')),
  difficulty: GuideDifficultySchema,
  build: GuideBuildInputSchema,
  translations: GuideTranslationsInputSchema,
});

export type GuideInput = z.infer<typeof GuideInputSchema>;

/**
 * Today's figures of one build block's exact choice, for the guide's champion and role over the
 * current patch, Ranked Solo/Duo, Emerald+ (docs/guides.md): games and wins of the players who
 * made it, win rate with its interval, `pick_rate` out of `sample` (the players who could have:
 * every player for runes and spells, those with a stored timeline for items and skills). Null
 * when no one made that choice ("no recent games with this build").
 */
export const GuideBlockStatsSchema = z.nullable(
  z.object({ ...recordFields, sample: z.int().check(z.minimum(0)) }),
);

const ItemOfGuideSchema = z.object({ id: z.int(), ...NamedImageSchema.shape });

/** A guide's build as shown: every id named in the reader's language, each block with its figures. */
export const GuideBuildSchema = z.object({
  starting_items: z.array(ItemOfGuideSchema),
  core_items: z.array(ItemOfGuideSchema),
  boots: z.nullable(ItemOfGuideSchema),
  situational_items: z.array(ItemOfGuideSchema),
  runes: z.object({
    primary_style: RuneRefSchema,
    primary: z.array(RuneRefSchema),
    sub_style: RuneRefSchema,
    secondary: z.array(RuneRefSchema),
    shards: z.array(RuneRefSchema),
  }),
  spells: z.array(z.object({ id: z.int(), ...NamedImageSchema.shape })),
  skill_order: z.string(),
  /**
   * The figures of each block's exact choice; the slice they are over. `starting_items` is null
   * without starting items, `boots` without boots, the core build's over its three items in order.
   */
  stats: z.object({
    patch: z.nullable(z.string()),
    starting_items: GuideBlockStatsSchema,
    core_items: GuideBlockStatsSchema,
    boots: GuideBlockStatsSchema,
    runes: GuideBlockStatsSchema,
    spells: GuideBlockStatsSchema,
    skill_order: GuideBlockStatsSchema,
  }),
});

export type GuideBuild = z.infer<typeof GuideBuildSchema>;

/** A published guide in a list, in the language asked for. */
export const GuideSummarySchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  champion: ChampionRefSchema,
  role: TierRoleSchema,
  patch: z.string(),
  difficulty: GuideDifficultySchema,
  /** The author's display name. */
  author: z.string(),
  published_at: TimestampSchema,
  updated_at: TimestampSchema,
  helpful_count: z.int().check(z.minimum(0)),
});

export type GuideSummary = z.infer<typeof GuideSummarySchema>;

/** A published guide in one language: its text, build with figures and who found it helpful. */
export const GuideSchema = z.object({
  ...GuideSummarySchema.shape,
  language: LanguageSchema,
  /** Sanitised HTML. */
  body: z.string(),
  /** The guide's slug in each language it is written in: its pages' alternates. */
  slugs: z.object({
    en: z.optional(z.string()),
    ru: z.optional(z.string()),
    tr: z.optional(z.string()),
  }),
  build: GuideBuildSchema,
  /** Whether the signed-in caller marked it helpful; false for anyone not signed in. */
  marked_helpful: z.boolean(),
});

export type Guide = z.infer<typeof GuideSchema>;

export const GuideListQuerySchema = z.strictObject({
  page: PageSchema,
  per_page: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(GUIDES_PAGE_SIZE_MAX)),
    GUIDES_PAGE_SIZE,
  ),
  /** A champion's key (any case); an unknown one is 404 `Champion not found`. */
  champion: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  role: z.optional(TierRoleSchema),
  sort: z._default(z.enum(GUIDE_SORTS), 'newest'),
  /** The language whose guides are listed (a guide not written in it is not). */
  lang: z._default(LanguageSchema, FALLBACK_LANGUAGE),
});

export const GuidesPageSchema = pageOf(GuideSummarySchema);

export const GuideSlugParamsSchema = z.object({
  slug: z.string().check(z.trim(), z.minLength(1), z.maxLength(GUIDE_SLUG_MAX * 2)),
});

export const GuideQuerySchema = z.strictObject({
  lang: z._default(LanguageSchema, FALLBACK_LANGUAGE),
});

export const GuideHelpfulSchema = z.object({
  helpful_count: z.int().check(z.minimum(0)),
  marked_helpful: z.literal(true),
});

/** One language of a guide as stored: the sanitised body and the slug derived from the title. */
const AdminGuideTranslationSchema = z.object({
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  slug: z.string(),
});

/** A guide as its editors see it: every language written, the build by id, who may do what. */
export const AdminGuideSchema = z.object({
  id: z.int(),
  status: GuideStatusSchema,
  champion: ChampionRefSchema,
  role: TierRoleSchema,
  patch: z.string(),
  difficulty: GuideDifficultySchema,
  author: z.object({ id: z.nullable(z.int()), name: z.string() }),
  /** The languages written, in en, ru, tr order. */
  languages: z.array(LanguageSchema),
  translations: z.object({
    en: z.optional(AdminGuideTranslationSchema),
    ru: z.optional(AdminGuideTranslationSchema),
    tr: z.optional(AdminGuideTranslationSchema),
  }),
  build: GuideBuildInputSchema,
  helpful_count: z.int().check(z.minimum(0)),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  published_at: z.nullable(TimestampSchema),
  /** Whether the caller may edit it: an administrator always, its author while it is not published. */
  can_edit: z.boolean(),
});

export type AdminGuide = z.infer<typeof AdminGuideSchema>;

export const AdminGuidesQuerySchema = z.strictObject({
  page: PageSchema,
  per_page: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(ADMIN_GUIDES_PAGE_SIZE_MAX)),
    ADMIN_GUIDES_PAGE_SIZE,
  ),
  status: z.optional(GuideStatusSchema),
  champion: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  role: z.optional(TierRoleSchema),
  /** `me`: the caller's own guides only. */
  author: z.optional(z.literal('me')),
});

/** Every guide (drafts, in review, published), last updated first; page metadata under `meta`. */
export const AdminGuidesPageSchema = z.object({
  data: z.array(AdminGuideSchema),
  meta: z.object({
    current_page: z.int().check(z.minimum(1)),
    last_page: z.int().check(z.minimum(1)),
    per_page: z.int().check(z.minimum(1)),
    total: z.int().check(z.minimum(0)),
  }),
});

const PickSchema = z.object({ id: z.int(), name: z.string(), image_url: z.nullable(z.string()) });

/**
 * What the build pickers offer, from the current Data Dragon in the editor's language: every
 * champion, the items by what they are to a build, the rune trees, the Summoner's Rift spells.
 */
export const GuideCatalogSchema = z.object({
  patch: z.string(),
  champions: z.array(z.object({ ...PickSchema.shape, key: z.string() })),
  items: z.object({
    starting: z.array(PickSchema),
    legendary: z.array(PickSchema),
    boots: z.array(PickSchema),
  }),
  runes: z.array(
    z.object({
      ...RuneRefSchema.shape,
      /** Row 0: the keystones; rows 1–3: the minor runes. */
      slots: z.array(z.array(RuneRefSchema)),
    }),
  ),
  /** The three shard rows: offence, flex, defence. */
  shards: z.array(z.array(RuneRefSchema)),
  spells: z.array(PickSchema),
});

export type GuideCatalog = z.infer<typeof GuideCatalogSchema>;

export const listGuides = defineRoute(API_ROUTES.listGuides, {
  access: 'public',
  tag: 'guides',
  summary: 'Published guides in a language, by champion and role, newest or most helpful first',
  query: GuideListQuerySchema,
  status: 200,
  response: GuidesPageSchema,
});

export const getGuide = defineRoute(API_ROUTES.getGuide, {
  access: 'public',
  tag: 'guides',
  summary: "A published guide by its slug in `lang`, its build beside today's figures",
  params: GuideSlugParamsSchema,
  query: GuideQuerySchema,
  status: 200,
  response: GuideSchema,
});

export const markGuideHelpful = defineRoute(API_ROUTES.markGuideHelpful, {
  access: 'user',
  tag: 'guides',
  summary: 'Mark a published guide helpful, once per account (again: the same answer)',
  params: IdParamsSchema,
  status: 200,
  response: GuideHelpfulSchema,
});

export const adminListGuides = defineRoute(API_ROUTES.adminListGuides, {
  access: 'staff',
  tag: 'admin',
  summary: 'Every guide, drafts and those in review included, filtered and paged',
  query: AdminGuidesQuerySchema,
  status: 200,
  response: AdminGuidesPageSchema,
});

export const adminGetGuide = defineRoute(API_ROUTES.adminGetGuide, {
  access: 'staff',
  tag: 'admin',
  summary: 'A guide as its editors see it',
  params: IdParamsSchema,
  status: 200,
  response: AdminGuideSchema,
});

export const adminGuideCatalog = defineRoute(API_ROUTES.adminGuideCatalog, {
  access: 'staff',
  tag: 'admin',
  summary: "The build pickers' champions, items, runes and spells from the current Data Dragon",
  query: z.strictObject({ lang: z._default(LanguageSchema, FALLBACK_LANGUAGE) }),
  status: 200,
  response: GuideCatalogSchema,
});

export const adminCreateGuide = defineRoute(API_ROUTES.adminCreateGuide, {
  access: 'staff',
  tag: 'admin',
  summary: 'Write a guide (a draft of the caller)',
  body: GuideInputSchema,
  status: 201,
  response: AdminGuideSchema,
});

export const adminUpdateGuide = defineRoute(API_ROUTES.adminUpdateGuide, {
  access: 'staff',
  tag: 'admin',
  summary: 'Edit a guide: an administrator any, a moderator their own while not published',
  params: IdParamsSchema,
  body: GuideInputSchema,
  status: 200,
  response: AdminGuideSchema,
});

export const adminSubmitGuide = defineRoute(API_ROUTES.adminSubmitGuide, {
  access: 'staff',
  tag: 'admin',
  summary: "Submit one's own draft for review",
  params: IdParamsSchema,
  status: 200,
  response: AdminGuideSchema,
});

export const adminPublishGuide = defineRoute(API_ROUTES.adminPublishGuide, {
  access: 'admin',
  tag: 'admin',
  summary: 'Publish a guide',
  params: IdParamsSchema,
  status: 200,
  response: AdminGuideSchema,
});

export const adminUnpublishGuide = defineRoute(API_ROUTES.adminUnpublishGuide, {
  access: 'admin',
  tag: 'admin',
  summary: 'Take a published guide back to draft',
  params: IdParamsSchema,
  status: 200,
  response: AdminGuideSchema,
});

export const adminDeleteGuide = defineRoute(API_ROUTES.adminDeleteGuide, {
  access: 'admin',
  tag: 'admin',
  summary: 'Delete a guide, its editor images and its helpful marks',
  params: IdParamsSchema,
  status: 204,
  response: null,
});

export const adminUploadGuideImage = defineRoute(API_ROUTES.adminUploadGuideImage, {
  access: 'staff',
  tag: 'admin',
  summary: 'Upload an image for a guide\'s rich-text editor (multipart file field "file")',
  multipart: z.strictObject({}),
  status: 200,
  response: EditorImageResponseSchema,
});
