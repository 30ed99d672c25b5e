import { z } from 'zod';

/** The one error body every failing API call returns (DESIGN.md §4). */
export const ErrorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Largest id a PostgreSQL integer column holds; ids above it cannot exist. */
export const MAX_SERIAL_ID = 2_147_483_647;

export const IdSchema = z.coerce.number().int().positive().max(MAX_SERIAL_ID);

export const IdParamsSchema = z.object({ id: IdSchema });

/** A 1-based page number from a query string. */
export const PageSchema = z.coerce.number().int().min(1).max(100_000).default(1);

/** Page metadata shared by every paged list. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int().min(1),
    last_page: z.number().int().min(1),
    per_page: z.number().int().min(1),
    total: z.number().int().min(0),
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
