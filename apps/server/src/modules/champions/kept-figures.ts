import { type BracketFilter, bracketsOf } from '@riftscope/contracts';
import { singleFlight } from '../../platform/single-flight.ts';
import type { TtlCache } from '../../platform/ttl-cache.ts';
import type {
  KeptKind,
  KeptSlice,
  SliceFacetsRepository,
} from '../riot-data/slice-facets.repository.ts';
import { sliceKeyOf } from './slice-caches.ts';

/** A kept slice and the key of this process's caches for it (sliceKeyOf, joined). */
export interface KeptRead {
  slice: KeptSlice;
  key: string;
}

/** The kept slice of a query's slice and its cache key; null when the queue has no data at all. */
export function keptReadOf(slice: {
  queue: number;
  patch: string | null;
  region: string | null;
  tier: string;
}): KeptRead | null {
  const { patch } = slice;
  if (patch === null) return null;
  return {
    key: sliceKeyOf(slice).join(':'),
    slice: {
      queueId: slice.queue,
      patch,
      platform: slice.region ?? undefined,
      brackets: bracketsOf(slice.tier as BracketFilter) ?? undefined,
      tier: slice.tier,
    },
  };
}

/**
 * The figures of a slice for one kind of page (runes, items, Arena): from this process's cache,
 * else from the copy kept in the database (docs/champion-analytics.md, Rune and item figures
 * kept), else computed by `compute` and kept. A copy found due (isKeptCopyDue) is answered and
 * computed again in the background, one computation per slice and process at a time; a failed one
 * leaves the copy for a later read to try again.
 */
export function keptFiguresReader<F>(
  facets: Pick<SliceFacetsRepository, 'kept' | 'keep'>,
  caches: {
    aggregates: TtlCache<F>;
    cached: <T>(cache: TtlCache<T>, key: string, load: () => Promise<T>) => Promise<T>;
    forgetIfStale(): void;
  },
) {
  const computing = singleFlight<F>();
  return (kind: KeptKind, { slice, key }: KeptRead, compute: () => Promise<F>): Promise<F> => {
    caches.forgetIfStale();
    return caches.cached(caches.aggregates, `${kind}:${key}`, async () => {
      const fresh = () =>
        computing(`${kind}:${key}`, async () => {
          const computed = await compute();
          await facets.keep(kind, slice, computed);
          return computed;
        });
      const copy = await facets.kept(kind, slice);
      if (copy === null) return fresh();
      if (copy.isDue) fresh().catch(() => {});
      return copy.figures as F;
    });
  };
}
