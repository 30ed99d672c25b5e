/** Largest id a PostgreSQL integer column holds; ids above it cannot exist. */
export const MAX_SERIAL_ID = 2_147_483_647;

/** Bytes an uploaded image (avatar, news cover, editor image) may have. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Longest side of the square an uploaded image's pixel count must fit in: it bounds the time and
 * memory its decoding takes (docs/benchmarks.md, uploads). GIF decodes about twice as slowly per
 * pixel as the other formats, so its square is smaller.
 */
export const UPLOAD_MAX_SIDE = 4096;
export const UPLOAD_MAX_SIDE_GIF = 2048;

/** The side of the square an upload of this MIME type must fit in (its pixel count, not shape). */
export const uploadMaxSide = (mime: string) =>
  mime === 'image/gif' ? UPLOAD_MAX_SIDE_GIF : UPLOAD_MAX_SIDE;

/** A next page exists while the current page is before the last one (docs/product.md, Loading and caching). */
export function hasNextPage(page: { current_page: number; last_page: number }): boolean {
  return page.current_page < page.last_page;
}

/** The last page of a list of `total` items, at least 1 so that an empty list has one page. */
export function lastPageOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
