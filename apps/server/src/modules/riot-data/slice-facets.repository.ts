import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { championFacets, championStats, keptSliceFigures } from '../../db/schema.ts';
import { ARENA_FACETS, type ArenaFacet } from './arena-facets.ts';
import { type ChampionFilter, matchCount } from './champions.repository.ts';
import { isKeptCopyDue, keptCopyIsOld } from './kept-copy.ts';
import { ALL_PLATFORMS } from './rollups.ts';

/** One champion's facet value in one role, summed over a slice's brackets. */
export interface SliceFacetTotal {
  championId: number;
  role: string;
  facet: string;
  value: string;
  games: number;
  wins: number;
}

/** One champion's exact rune page in one role (the `runes` facet, facets.ts runesValue). */
export type RunePageTotal = SliceFacetTotal;

/** The facets the item pages add up: the build's items, boots, their samples and minutes. */
export const ITEM_FACETS = [
  'timeline',
  'core',
  'item4',
  'item5',
  'item6',
  'boots',
  'item_minute',
] as const;

/**
 * Every champion's rows of some facets over a slice, summed over its brackets: what the rune and
 * item pages add up. The champions, roles and brackets with games come first from
 * champion_stats (a few thousand rows), and each of them then reads one range of
 * champion_facets' primary key per facet (champion, queue, patch, role, platform, bracket,
 * facet), so the read grows with the champions played and those facets' values, never with the
 * other facets' rows.
 */
async function sliceFacets(
  db: Database,
  filter: Omit<ChampionFilter, 'role'>,
  facets: readonly string[],
): Promise<SliceFacetTotal[]> {
  const s = championStats;
  const f = championFacets;
  const platform = filter.platform ?? ALL_PLATFORMS;
  const brackets =
    filter.brackets === undefined
      ? sql`true`
      : sql`${s.bracket} in ${sql`(${sql.join(
          filter.brackets.map((b) => sql`${b}`),
          sql`, `,
        )})`}`;
  const result = (await db.execute(sql`
    with played as (
      select distinct ${s.championId} as champion_id, ${s.role} as role, ${s.bracket} as bracket
      from ${s}
      where ${s.queueId} = ${filter.queueId} and ${s.patch} = ${filter.patch}
        and ${s.platform} = ${platform} and ${brackets}
    )
    select p.champion_id as "championId", p.role as role, ${f.facet} as facet,
      ${f.value} as value,
      sum(${f.games})::int as games, sum(${f.wins})::int as wins
    from played p
    join ${f} on ${f.championId} = p.champion_id and ${f.queueId} = ${filter.queueId}
      and ${f.patch} = ${filter.patch} and ${f.role} = p.role and ${f.platform} = ${platform}
      and ${f.bracket} = p.bracket and ${f.facet} in ${sql`(${sql.join(
        facets.map((facet) => sql`${facet}`),
        sql`, `,
      )})`}
    group by 1, 2, 3, 4`)) as unknown as { rows: SliceFacetTotal[] };
  return result.rows.map((r) => ({
    championId: Number(r.championId),
    role: r.role,
    facet: r.facet,
    value: r.value,
    games: Number(r.games),
    wins: Number(r.wins),
  }));
}

/**
 * The pages whose figures of a slice are kept: runes, items, and Arena's lists (`arena`) and the
 * details of its champions and augments (`arena_x`).
 */
export type KeptKind = 'runes' | 'items' | 'arena' | 'arena_x' | 'tier' | 'counters';

/** A slice as kept: the filter read, and the bracket filter that names it. */
export type KeptSlice = Omit<ChampionFilter, 'role'> & { tier: string };

/** A slice's kept figures, and whether they are due to be computed again. */
export interface KeptFigures {
  figures: unknown;
  /** Due to be computed again (isKeptCopyDue). */
  isDue: boolean;
  /** Computed over the slice's matches as they are now: what computing it again would give. */
  isCurrent: boolean;
}

const keptKeyOf = (kind: KeptKind, slice: KeptSlice) => ({
  kind,
  queueId: slice.queueId,
  patch: slice.patch,
  platform: slice.platform ?? ALL_PLATFORMS,
  tier: slice.tier,
});

const keptRowOf = (kind: KeptKind, slice: KeptSlice) => {
  const k = keptSliceFigures;
  const key = keptKeyOf(kind, slice);
  return and(
    eq(k.kind, key.kind),
    eq(k.queueId, key.queueId),
    eq(k.patch, key.patch),
    eq(k.platform, key.platform),
    eq(k.tier, key.tier),
  );
};

/**
 * `value` read from a slice's kept row, and whether the copy is due (isKeptCopyDue, against the
 * slice's match count read beside it); null when the slice's figures were never computed.
 */
async function keptRead(
  db: Database,
  kind: KeptKind,
  slice: KeptSlice,
  value: SQL<unknown> | PgColumn,
): Promise<{ value: unknown; isDue: boolean; isCurrent: boolean } | null> {
  const k = keptSliceFigures;
  const [kept, matches] = await Promise.all([
    db
      .select({ value, matches: k.matches, isOld: keptCopyIsOld(k.computedAt) })
      .from(k)
      .where(keptRowOf(kind, slice)),
    matchCount(db, slice),
  ]);
  const [row] = kept;
  if (row === undefined) return null;
  return {
    value: row.value,
    isDue: isKeptCopyDue({ isOld: row.isOld === true, keptMatches: row.matches, matches }),
    isCurrent: row.matches === matches,
  };
}

/** A slice's kept figures; null when they were never computed. */
async function keptFigures(
  db: Database,
  kind: KeptKind,
  slice: KeptSlice,
): Promise<KeptFigures | null> {
  const kept = await keptRead(db, kind, slice, keptSliceFigures.figures);
  return kept && { figures: kept.value, isDue: kept.isDue, isCurrent: kept.isCurrent };
}

/** The lists of a kept copy whose elements are read one at a time (keptPart): Arena's details. */
export type KeptList = 'champions' | 'augments';

/** One element of a slice's kept figures, and whether the copy is due. */
export interface KeptPart {
  /** Null when the list has no element with the id. */
  part: unknown | null;
  /** Due to be computed again (isKeptCopyDue). */
  isDue: boolean;
}

/** Each list's element whose id is `$id`: bound as a parameter, from this table only. */
const PART_PATHS: Record<KeptList, string> = {
  champions: '$.champions[*] ? (@.id == $id)',
  augments: '$.augments[*] ? (@.id == $id)',
};

/**
 * One element of a list of a slice's kept figures, picked from the copy in PostgreSQL: a page of
 * one champion or augment reads a few kilobytes, not the whole copy (docs/champion-analytics.md,
 * Arena). Null when the figures were never computed.
 */
async function keptPart(
  db: Database,
  kind: KeptKind,
  slice: KeptSlice,
  list: KeptList,
  id: number,
): Promise<KeptPart | null> {
  const k = keptSliceFigures;
  const part = sql<unknown>`jsonb_path_query_first(${k.figures}, ${PART_PATHS[list]}::jsonpath,
    jsonb_build_object('id', ${id}::int))`.mapWith(k.figures);
  const kept = await keptRead(db, kind, slice, part);
  return kept && { part: kept.value ?? null, isDue: kept.isDue };
}

/**
 * Keeps a slice's figures in place of what was kept, with the slice's match count read before
 * they were computed: a match stored meanwhile makes the copy differ from the count, so a copy
 * judged current never misses a match.
 */
async function keepFigures(
  db: Database,
  kind: KeptKind,
  slice: KeptSlice,
  figures: unknown,
  matches: number,
): Promise<void> {
  const k = keptSliceFigures;
  await db
    .insert(k)
    .values({ ...keptKeyOf(kind, slice), matches, computedAt: sql`now()`, figures })
    .onConflictDoUpdate({
      target: [k.kind, k.queueId, k.patch, k.platform, k.tier],
      set: { matches, computedAt: sql`now()`, figures },
    });
}

/**
 * Reads the rune and item pages' aggregates (facets of every champion of a slice in
 * champion_facets, never matches) and keeps what they add up to per slice.
 */
export function createSliceFacetsRepository(db: Database) {
  return {
    runePages: (filter: Omit<ChampionFilter, 'role'>) => sliceFacets(db, filter, ['runes']),
    itemFacets: (filter: Omit<ChampionFilter, 'role'>) => sliceFacets(db, filter, ITEM_FACETS),
    /** Some of Arena's facets of a slice (all of them by default), and its stored matches. */
    arenaFacets: async (
      filter: Omit<ChampionFilter, 'role'>,
      facets: readonly ArenaFacet[] = ARENA_FACETS,
    ) => {
      const [rows, matches] = await Promise.all([
        sliceFacets(db, filter, facets),
        matchCount(db, filter),
      ]);
      return { rows, matches };
    },
    kept: (kind: KeptKind, slice: KeptSlice) => keptFigures(db, kind, slice),
    /** One element (by id) of a list of a slice's kept figures. */
    keptPart: (kind: KeptKind, slice: KeptSlice, list: KeptList, id: number) =>
      keptPart(db, kind, slice, list, id),
    /** The slice's stored matches: what a copy computed from now on counts at least. */
    matches: (slice: KeptSlice) => matchCount(db, slice),
    keep: (kind: KeptKind, slice: KeptSlice, figures: unknown, matches: number) =>
      keepFigures(db, kind, slice, figures, matches),
  };
}

export type SliceFacetsRepository = ReturnType<typeof createSliceFacetsRepository>;
