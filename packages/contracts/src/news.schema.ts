import { z } from 'zod/mini';
import { API_ROUTES } from './api-routes.ts';
import {
  IdParamsSchema,
  LanguageSchema,
  PageSchema,
  pageOf,
  TimestampSchema,
} from './common.schema.ts';
import { FALLBACK_LANGUAGE } from './languages.ts';
import {
  ADMIN_NEWS_PAGE_SIZE,
  ADMIN_NEWS_PAGE_SIZE_MAX,
  DEFAULT_NEWS_STATUS,
  NEWS_CATEGORIES,
  NEWS_CREATE_GAMES,
  NEWS_GAMES,
  NEWS_PAGE_SIZE,
  NEWS_PAGE_SIZE_MAX,
  NEWS_SEARCH_MAX,
  NEWS_SLUG_MAX,
  NEWS_STATUSES,
  NEWS_TITLE_MAX,
  NEWS_TRANSLATIONS_JSON_MAX,
} from './news.ts';
import { defineRoute } from './route.ts';

export const NewsCategorySchema = z.enum(NEWS_CATEGORIES);

export const NewsGameSchema = z.enum(NEWS_GAMES);

export const NewsStatusSchema = z.enum(NEWS_STATUSES);

export const NewsTranslationSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
});

export type NewsTranslation = z.infer<typeof NewsTranslationSchema>;

export const NewsTranslationsSchema = z.object({
  en: NewsTranslationSchema,
  ru: NewsTranslationSchema,
  tr: NewsTranslationSchema,
});

export const NewsItemSchema = z.object({
  id: z.int(),
  game: NewsGameSchema,
  category: NewsCategorySchema,
  status: NewsStatusSchema,
  /** URL path of the cover image under the product's storage path, or null. */
  image: z.nullable(z.string()),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  translations: NewsTranslationsSchema,
});

export type NewsItem = z.infer<typeof NewsItemSchema>;

export const NewsListQuerySchema = z.strictObject({
  page: PageSchema,
  per_page: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(NEWS_PAGE_SIZE_MAX)),
    NEWS_PAGE_SIZE,
  ),
  /** Matches titles in `lang`; blank means no filter. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(NEWS_SEARCH_MAX))),
  category: z.optional(NewsCategorySchema),
  game: z.optional(NewsGameSchema),
  lang: z.optional(LanguageSchema),
});

/** Published news only (docs/product.md, API). */
export const NewsPageSchema = pageOf(NewsItemSchema);

export const NewsSlugParamsSchema = z.object({
  slug: z.string().check(z.trim(), z.minLength(1), z.maxLength(NEWS_SLUG_MAX)),
});

/** The language whose translation the slug belongs to. */
export const NewsItemQuerySchema = z.strictObject({
  lang: z._default(LanguageSchema, FALLBACK_LANGUAGE),
});

export const AdminNewsQuerySchema = z.strictObject({
  page: PageSchema,
  per_page: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(ADMIN_NEWS_PAGE_SIZE_MAX)),
    ADMIN_NEWS_PAGE_SIZE,
  ),
});

/** Drafts and published news, newest first; the page metadata sits under `meta`. */
export const AdminNewsPageSchema = z.object({
  data: z.array(NewsItemSchema),
  meta: z.object({
    current_page: z.int().check(z.minimum(1)),
    last_page: z.int().check(z.minimum(1)),
    per_page: z.int().check(z.minimum(1)),
    total: z.int().check(z.minimum(0)),
  }),
});

/** One language of the editor; the server derives the slug from the title. */
export const NewsTranslationInputSchema = z.strictObject({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Title is required'),
      z.maxLength(NEWS_TITLE_MAX, `Title must be at most ${NEWS_TITLE_MAX} characters`),
    ),
  /** HTML; the server bounds it to `NEWS_BODY_MAX_BYTES` (413) and sanitises it. */
  body: z.string(),
});

export const NewsTranslationsInputSchema = z.strictObject({
  en: NewsTranslationInputSchema,
  ru: NewsTranslationInputSchema,
  tr: NewsTranslationInputSchema,
});

export type NewsTranslationsInput = z.infer<typeof NewsTranslationsInputSchema>;

/** The `translations` text parsed as JSON; text that is not JSON is an issue on the field. */
const TranslationsJsonSchema = z.pipe(
  z.string().check(z.maxLength(NEWS_TRANSLATIONS_JSON_MAX)),
  z.transform((text: string, ctx): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      ctx.issues.push({ code: 'custom', message: 'Translations must be valid JSON', input: text });
      return z.NEVER;
    }
  }),
);

/**
 * The multipart `translations` field: JSON text of all three languages. Every error's path
 * starts with `translations` (e.g. `translations.ru.title`).
 */
export const NewsTranslationsFieldSchema = z.pipe(
  TranslationsJsonSchema,
  NewsTranslationsInputSchema,
);

/** Text fields of the create form; the optional cover image is the file field `image`. */
export const NewsCreateFieldsSchema = z.strictObject({
  game: z.enum(NEWS_CREATE_GAMES),
  category: NewsCategorySchema,
  status: z._default(NewsStatusSchema, DEFAULT_NEWS_STATUS),
  translations: NewsTranslationsFieldSchema,
});

/**
 * Text fields of the edit form, sent as POST with `_method=PUT`; a new image replaces the old,
 * and `remove_image=true` (with no new image) leaves the item without a cover.
 */
export const NewsUpdateFieldsSchema = z.strictObject({
  _method: z.optional(z.literal('PUT')),
  game: NewsGameSchema,
  category: NewsCategorySchema,
  /** Required here so that an edit never unpublishes by omission. */
  status: NewsStatusSchema,
  translations: NewsTranslationsFieldSchema,
  remove_image: z._default(
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((value) => value === 'true'),
    ),
    false,
  ),
});

export const EditorImageResponseSchema = z.object({ location: z.string() });

export const listNews = defineRoute(API_ROUTES.listNews, {
  access: 'public',
  tag: 'news',
  summary: 'Published news, newest first, filtered',
  query: NewsListQuerySchema,
  status: 200,
  response: NewsPageSchema,
});

export const getNews = defineRoute(API_ROUTES.getNews, {
  access: 'public',
  tag: 'news',
  summary: 'A published news item by the slug of its translation in `lang`',
  params: NewsSlugParamsSchema,
  query: NewsItemQuerySchema,
  status: 200,
  response: NewsItemSchema,
});

export const adminListNews = defineRoute(API_ROUTES.adminListNews, {
  access: 'admin',
  tag: 'admin',
  summary: 'All news including drafts, paged',
  query: AdminNewsQuerySchema,
  status: 200,
  response: AdminNewsPageSchema,
});

export const adminCreateNews = defineRoute(API_ROUTES.adminCreateNews, {
  access: 'admin',
  tag: 'admin',
  summary: 'Create a news item (multipart; optional file field "image")',
  multipart: NewsCreateFieldsSchema,
  status: 201,
  response: NewsItemSchema,
});

export const adminUpdateNews = defineRoute(API_ROUTES.adminUpdateNews, {
  access: 'admin',
  tag: 'admin',
  summary: 'Edit a news item (multipart with _method=PUT; optional file field "image")',
  params: IdParamsSchema,
  multipart: NewsUpdateFieldsSchema,
  status: 200,
  response: NewsItemSchema,
});

export const adminDeleteNews = defineRoute(API_ROUTES.adminDeleteNews, {
  access: 'admin',
  tag: 'admin',
  summary: 'Delete a news item and its cover image',
  params: IdParamsSchema,
  status: 204,
  response: null,
});

export const adminUploadEditorImage = defineRoute(API_ROUTES.adminUploadEditorImage, {
  access: 'admin',
  tag: 'admin',
  summary: 'Upload an image for the rich-text editor (multipart file field "file")',
  multipart: z.strictObject({}),
  status: 200,
  response: EditorImageResponseSchema,
});
