import { type BracketFilter, bracketsOf } from '@riftscope/contracts';
import { singleFlight } from '../../platform/single-flight.ts';
import type { TtlCache } from '../../platform/ttl-cache.ts';
import type {
  KeptKind,
  KeptList,
  KeptSlice,
  SliceFacetsRepository,
} from '../riot-data/slice-facets.repository.ts';
import { sliceKeyOf } from './slice-key.ts';

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
 * One element of a list of kept figures as this process caches it: `element` undefined when the
 * list has none with the id (a cached value is never undefined itself).
 */
export interface KeptElement {
  element: unknown;
}

/** The element of `figures`' `list` whose id is `id`, as keptPart's path picks it in SQL. */
const elementOf = (figures: unknown, list: KeptList, id: number): unknown =>
  (figures as Partial<Record<KeptList, readonly { id: number }[]>>)[list]?.find(
    (element) => element.id === id,
  );

/**
 * The figures of a slice for one kind of page (runes, items, Arena), whole or one element of a
 * list: from this process's cache, else from the copy kept in the database
 * (docs/champion-analytics.md, Rune and item figures kept), else computed whole by `compute` and
 * kept. A copy found due (isKeptCopyDue) is answered and computed again in the background, one
 * computation per slice and process at a time; a failed one leaves the copy for a later read to
 * try again.
 */
export function keptFiguresReader<F>(
  facets: Pick<SliceFacetsRepository, 'kept' | 'keptPart' | 'keep' | 'matches'>,
  caches: {
    /** Whole figures under `kind:key`, elements under `kind:list:id:key`. */
    aggregates: TtlCache<F | KeptElement>;
    cached: <T>(cache: TtlCache<T>, key: string, load: () => Promise<T>) => Promise<T>;
    forgetIfStale(): void;
    /** The generation of the data this process has seen (data-version.ts dataGenerations). */
    generation(): number;
  },
) {
  const computing = singleFlight<F>();
  /**
   * The slice's figures computed and kept, once per slice and process at a time; a read after new
   * data landed never joins a computation started before it.
   */
  const fresh = (kind: KeptKind, { slice, key }: KeptRead, compute: () => Promise<F>) =>
    computing(`${caches.generation()}:${kind}:${key}`, async () => {
      const matches = await facets.matches(slice);
      const computed = await compute();
      await facets.keep(kind, slice, computed, matches);
      return computed;
    });
  /** A due copy computed again behind its answer; a failure leaves it for a later read. */
  const refresh = (kind: KeptKind, kept: KeptRead, compute: () => Promise<F>): void => {
    fresh(kind, kept, compute).catch(() => {});
  };

  return {
    /**
     * A slice's figures, whole. `current`: a copy not computed over the slice's matches as they
     * are now is computed again before answering, never answered (the tier list's rows).
     */
    figures(
      kind: KeptKind,
      kept: KeptRead,
      compute: () => Promise<F>,
      { current = false }: { current?: boolean } = {},
    ): Promise<F> {
      caches.forgetIfStale();
      // Whole figures alone are cached under a key without a list and id.
      return caches.cached<F | KeptElement>(caches.aggregates, `${kind}:${kept.key}`, async () => {
        const copy = await facets.kept(kind, kept.slice);
        if (copy === null || (current && !copy.isCurrent)) return fresh(kind, kept, compute);
        if (copy.isDue) refresh(kind, kept, compute);
        return copy.figures as F;
      }) as Promise<F>;
    },

    /**
     * The element of a slice's `list` whose id is `id` (undefined when it has none), read alone
     * from the kept copy; with nothing kept, the figures are computed whole and kept.
     */
    async part<E>(
      kind: KeptKind,
      kept: KeptRead,
      list: KeptList,
      id: number,
      compute: () => Promise<F>,
    ): Promise<E | undefined> {
      caches.forgetIfStale();
      const key = `${kind}:${list}:${id}:${kept.key}`;
      const cached = (await caches.cached<F | KeptElement>(caches.aggregates, key, async () => {
        const copy = await facets.keptPart(kind, kept.slice, list, id);
        if (copy === null)
          return { element: elementOf(await fresh(kind, kept, compute), list, id) };
        if (copy.isDue) refresh(kind, kept, compute);
        return { element: copy.part ?? undefined };
      })) as KeptElement;
      return cached.element as E | undefined;
    },
  };
}
