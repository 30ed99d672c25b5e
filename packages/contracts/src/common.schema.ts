import { z } from 'zod/mini';
import { MAX_SERIAL_ID } from './common.ts';
import { LANGUAGES } from './languages.ts';
import { REGION_CODES } from './regions.ts';

/** The one error body every failing API call returns (docs/product.md, API). */
export const ErrorBodySchema = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});

export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const IdSchema = z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_SERIAL_ID));

/**
 * A whole number from a query string that fits a PostgreSQL integer column; a larger one would
 * fail in the database instead of in validation.
 */
export const Int4Schema = z.coerce
  .number()
  .check(z.int(), z.minimum(-MAX_SERIAL_ID - 1), z.maximum(MAX_SERIAL_ID));

export const IdParamsSchema = z.object({ id: IdSchema });

/** A 1-based page number from a query string. */
export const PageSchema = z._default(
  z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)),
  1,
);

/** Page metadata shared by every paged list. */
export const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.int().check(z.minimum(1)),
    last_page: z.int().check(z.minimum(1)),
    per_page: z.int().check(z.minimum(1)),
    total: z.int().check(z.minimum(0)),
  });

export const HealthSchema = z.object({ status: z.literal('ok') });

/** An ISO-8601 timestamp as the API sends it. */
export const TimestampSchema = z.iso.datetime({ offset: true });

export const LanguageSchema = z.enum(LANGUAGES);

/**
 * The language of the game's names (champions, items, runes, spells) in an answer that carries
 * them. Absent, the request's Accept-Language decides, and en when it names none of ours.
 */
export const gameLanguageField = { lang: z.optional(LanguageSchema) };

/** The query of a route whose only parameter there is the language of game names. */
export const GameLanguageQuerySchema = z.strictObject(gameLanguageField);

export const RegionSchema = z.enum(REGION_CODES);
