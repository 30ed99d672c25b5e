import { z } from 'zod/mini';

/** The one error body every failing API call returns (DESIGN.md §4). */
export const ErrorBodySchema = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Largest id a PostgreSQL integer column holds; ids above it cannot exist. */
export const MAX_SERIAL_ID = 2_147_483_647;

export const IdSchema = z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_SERIAL_ID));

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

/** A next page exists while the current page is before the last one (SPEC.md §4). */
export function hasNextPage(page: { current_page: number; last_page: number }): boolean {
  return page.current_page < page.last_page;
}

/** The last page of a list of `total` items, at least 1 so that an empty list has one page. */
export function lastPageOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export const HealthSchema = z.object({ status: z.literal('ok') });

/** An ISO-8601 timestamp as the API sends it. */
export const TimestampSchema = z.iso.datetime({ offset: true });
