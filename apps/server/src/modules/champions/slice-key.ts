/** The cache key of a slice: queue, patch, region ('all') and bracket filter. */
export const sliceKeyOf = (slice: {
  queue: number;
  patch: string | null;
  region: string | null;
  tier: string;
}): (string | number | null)[] => [slice.queue, slice.patch, slice.region ?? 'all', slice.tier];
