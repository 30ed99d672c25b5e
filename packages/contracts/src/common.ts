/** Largest id a PostgreSQL integer column holds; ids above it cannot exist. */
export const MAX_SERIAL_ID = 2_147_483_647;

/** Longest side of the square an uploaded image's pixel count must fit in. */
export const UPLOAD_MAX_SIDE = 4096;
/** Pixels an uploaded image may have: bounds the time and memory its decoding takes. */
export const UPLOAD_MAX_PIXELS = UPLOAD_MAX_SIDE * UPLOAD_MAX_SIDE;

/** A next page exists while the current page is before the last one (SPEC.md §4). */
export function hasNextPage(page: { current_page: number; last_page: number }): boolean {
  return page.current_page < page.last_page;
}

/** The last page of a list of `total` items, at least 1 so that an empty list has one page. */
export function lastPageOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
