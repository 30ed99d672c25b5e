import {
  asPercent,
  BRACKET_FILTERS,
  type BracketFilter,
  bracketFilterOf,
  bracketsOf,
  CHAMPION_PAGE_LIST_MAX,
  CHAMPION_PAGE_MIN_SAMPLE,
  type ChampionPage,
  type ChampionRef,
  type ChampionRow,
  type ChampionSlice,
  type ChampionSort,
  type ChampionsMeta,
  DEFAULT_BRACKET_FILTER,
  DEFAULT_TIER_QUEUE,
  type Language,
  lastPageOf,
  type listChampions,
  REGION_CODES,
  type Region,
  type ResponseOf,
  type SortOrder,
  TIER_LIST_QUEUES,
  TIER_ROLES,
  type TierListQueue,
  type TierRole,
} from '@riftscope/contracts';
import { notFound } from '../../platform/errors.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import {
  type ChampionRoleAggregate,
  type ChampionsRepository,
  comparePatches,
  type FacetTotal,
} from '../riot-data/champions.repository.ts';
import { type DataVersion, dataGenerations } from '../riot-data/data-version.ts';
import type { GameDataCatalog, GameDataMapper } from '../riot-data/game-data.mapper.ts';
import type { SliceFacetsRepository } from '../riot-data/slice-facets.repository.ts';
import { championPageLists, sampleOf } from './champion-page.mapper.ts';
import { championPageDepth } from './champion-page-depth.mapper.ts';
import { championTrend, trendPatchesOf } from './champion-trend.mapper.ts';
import {
  type ChampionEntry,
  compareBy,
  compareChampionRows,
  countersByRow,
  defaultOrderOf,
  type KeptCounter,
  keptCounterOf,
  roleWinRates,
  rowKey,
  tierRow,
  toChampionFigures,
} from './champions.mapper.ts';
import { type KeptElement, keptFiguresReader, keptReadOf } from './kept-figures.ts';

/**
 * How long a tier list or champion page is answered from memory (docs/product.md, Constants: 5 minutes), unless
 * new data lands in this process first (data-version.ts). Each process keeps its own, also with
 * Redis: sharing would save one query per filter every 5 minutes and cost a copy of the list per
 * request.
 */
export const TIER_LIST_CACHE_MS = 5 * 60_000;

export type ChampionsPage = ResponseOf<typeof listChampions>;

/** The slice filters of a tier list or champion page query, each optional. */
export interface SliceQuery {
  queue?: number;
  patch?: string;
  region?: Region;
  tier?: BracketFilter;
}

export interface ChampionsQuery extends SliceQuery {
  page: number;
  per_page: number;
  role?: TierRole;
  /** The former name of `region`; `region` wins. */
  platform?: Region;
  sort?: ChampionSort;
  order?: SortOrder;
}

export interface ChampionPageQuery extends SliceQuery {
  role?: TierRole;
}

/** The rows of one patch of a slice (every role), with what their rates rest on. */
interface SliceRows {
  /** Best score first. */
  entries: ChampionEntry[];
  /** Bans per champion id. */
  bans: Map<number, number>;
  matches: number;
}

/** A slice's tier list before it is named (tierRow): the same in every language. */
interface TierRows {
  /** The patch's rows, best score first. */
  entries: readonly ChampionEntry[];
  /** The previous patch's rows by `id:role` (rowKey). */
  before: ReadonlyMap<string, ChampionEntry>;
  /** Each row's counters by `id:role`, hardest first. */
  counters: ReadonlyMap<string, readonly KeptCounter[]>;
}

/** A champion page before it is named: the same in every language. */
interface PageFigures {
  role: ChampionPage['role'];
  roles: ChampionPage['roles'];
  stats: ChampionPage['stats'];
  facets: readonly FacetTotal[];
  trend: ChampionPage['trend'];
}

interface DataShape {
  /** Patches with data per queue, newest first. */
  patches: Map<number, string[]>;
  regions: Region[];
}

const NO_ROWS: SliceRows = { entries: [], bans: new Map(), matches: 0 };
const NO_TIER_ROWS: TierRows = { entries: [], before: new Map(), counters: new Map() };
const NO_COUNTERS: readonly KeptCounter[] = [];

/**
 * One patch's rows of a slice as kept (kept_slice_figures, kind `tier`), in arrays rather than
 * objects (a third of the text to send and parse): every champion's [id, role, games, wins], its
 * [id, bans] pairs, and the slice's matches.
 */
interface KeptTierRows {
  rows: [number, string, number, number][];
  bans: [number, number][];
  matches: number;
}

/**
 * One patch's counters of a slice as kept (kind `counters`): each row's (`id:role`) counters,
 * hardest first, each as its record (KeptCounter: [enemy id, games, wins]).
 */
interface KeptCounters {
  counters: [string, KeptCounter[]][];
}

/** Where the tier list's rows are kept: the kept copies of the rune, item and Arena pages. */
export type KeptTierStore = Pick<SliceFacetsRepository, 'kept' | 'keptPart' | 'keep' | 'matches'>;

const ROLE_ORDER = new Map<string, number>(TIER_ROLES.map((role, i) => [role, i]));
const roleRank = (role: string) => ROLE_ORDER.get(role) ?? TIER_ROLES.length;

/** The newest patch before `patch` among `patches` (newest first); null when none. */
const previousPatchOf = (patches: readonly string[], patch: string) =>
  patches.find((p) => comparePatches(p, patch) < 0) ?? null;

/** The caches of the tier list and champion pages, forgotten together when the data changes. */
function championCaches(deps: { now?: () => number; data?: DataVersion }) {
  const { data } = deps;
  const cacheOptions = { ttlMs: TIER_LIST_CACHE_MS, maxEntries: 500, now: deps.now };
  // What the database answered is kept once for every language; the answers, which carry
  // names, once per language, frozen, so that each is written and compressed once
  // (platform/prepared-answer.ts).
  const caches = {
    shapes: createTtlCache<DataShape>(cacheOptions),
    // Each patch's rows and counters of a slice as kept, then mapped into `slices` (a patch's
    // rows) and `tierRows` (a slice's tier list before it is named).
    aggregates: createTtlCache<KeptTierRows | KeptCounters | KeptElement>(cacheOptions),
    slices: createTtlCache<SliceRows>(cacheOptions),
    tierRows: createTtlCache<TierRows>(cacheOptions),
    figures: createTtlCache<PageFigures>(cacheOptions),
    // The whole sorted list per filter and language; every page of it is a slice, so paging
    // costs no query.
    lists: createTtlCache<ChampionRow[]>(cacheOptions),
    listPages: createTtlCache<ChampionsPage>(cacheOptions),
    pages: createTtlCache<ChampionPage>(cacheOptions),
  };
  const generations = dataGenerations(data);

  return {
    ...caches,
    /** Drops every cached answer once the data has changed since they were computed. */
    forgetIfStale(): void {
      if (!generations.hasChanged()) return;
      for (const cache of Object.values(caches)) cache.deletePrefix('');
    },

    cached: generations.cached,
    generation: generations.current,
  };
}

type ChampionCaches = ReturnType<typeof championCaches>;

/** The patches with data per queue, newest first, and the regions with data. */
async function loadDataShape(champions: ChampionsRepository): Promise<DataShape> {
  const rows = await champions.dataSlices(TIER_LIST_QUEUES);
  const patches = new Map<number, string[]>();
  for (const queue of TIER_LIST_QUEUES) {
    const ofQueue = new Set(rows.filter((r) => r.queueId === queue).map((r) => r.patch));
    patches.set(
      queue,
      [...ofQueue].sort((a, b) => comparePatches(b, a)),
    );
  }
  const platforms = new Set(rows.map((r) => r.platform));
  return { patches, regions: REGION_CODES.filter((code) => platforms.has(code)) };
}

/**
 * One patch's rows of a slice, best score first, without the change against another patch: added
 * up from champion_stats and kept until a match changes the slice (docs/champion-analytics.md,
 * Rows kept), so that a read of an unchanged slice costs one row however many matches it holds.
 */
async function loadPatchRows(
  { champions, readKept }: Pick<SliceReadDeps, 'champions' | 'readKept'>,
  slice: ChampionSlice,
  patch: string,
): Promise<SliceRows> {
  const kept = keptReadOf({ ...slice, patch });
  if (kept === null) return NO_ROWS;
  const compute = async (): Promise<KeptTierRows> => {
    const summed = await champions.aggregates(kept.slice);
    // Kept best score first, so that a read's sort finds them in order and takes one pass. Each
    // role is kept as the figures carry it: the rollups' roles (roleOf) are tier roles or ''.
    const entries = rankedEntries(summed.rows, summed.bans, summed.matches);
    return {
      rows: entries.map(({ row, wins }) => [row.id, row.role, row.games, wins]),
      bans: [...summed.bans],
      matches: summed.matches,
    };
  };
  // Answered only when computed over the slice's matches as they are now: the list shows new
  // games as soon as they land, and the copy saves the read while no match changes the slice.
  const copy = (await readKept.figures('tier', kept, compute, { current: true })) as KeptTierRows;
  const { matches } = copy;
  const rows = copy.rows.map(([championId, role, games, wins]) => ({
    championId,
    role,
    games,
    wins,
  }));
  const bans = new Map(copy.bans);
  return { entries: rankedEntries(rows, bans, matches), bans, matches };
}

/** A patch's rows as figures with their wins, best score first (compareChampionRows). */
function rankedEntries(
  rows: readonly ChampionRoleAggregate[],
  bans: ReadonlyMap<number, number>,
  matches: number,
): ChampionEntry[] {
  const context = { roleWinRates: roleWinRates(rows), bans, matches };
  return rows
    .map((row) => ({ row: toChampionFigures(row, context), wins: row.wins }))
    .sort((a, b) => compareChampionRows(a.row, b.row));
}

/**
 * Every row's counters on one patch of a slice (countersByRow), from the matchups with at least
 * CHAMPION_PAGE_MIN_SAMPLE games. Reading every matchup of a slice grows with the data, so each
 * slice's counters are kept (docs/champion-analytics.md, Counters kept): computed and kept on the
 * slice's first read, answered from the copy afterwards, and computed again in the background
 * when a read finds the copy due.
 */
async function loadCounters(
  { champions, readKept }: Pick<SliceReadDeps, 'champions' | 'readKept'>,
  slice: ChampionSlice,
  patch: string,
): Promise<Map<string, KeptCounter[]>> {
  const kept = keptReadOf({ ...slice, patch });
  if (kept === null) return new Map();
  const copy = (await readKept.figures('counters', kept, async () => {
    const matchups = await champions.matchups(kept.slice, CHAMPION_PAGE_MIN_SAMPLE);
    return {
      counters: [...countersByRow(matchups)].map(([row, counters]) => [
        row,
        counters.map(keptCounterOf),
      ]),
    };
  })) as KeptCounters;
  return new Map(copy.counters);
}

const keyOf = (slice: ChampionSlice, patch = slice.patch) =>
  [slice.queue, patch, slice.region ?? 'all', slice.tier].join(':');

/** What the slices' reads read through. */
interface SliceReadDeps {
  champions: ChampionsRepository;
  readKept: ReturnType<typeof keptFiguresReader<KeptTierRows | KeptCounters>>;
}

/** The slices of the stored aggregates that the tier list and champion pages read, cached. */
function sliceReads(champions: ChampionsRepository, kept: KeptTierStore, store: ChampionCaches) {
  const { cached, shapes, slices, tierRows } = store;
  const dataShape = () => cached(shapes, 'shape', () => loadDataShape(champions));
  const readKept = keptFiguresReader<KeptTierRows | KeptCounters>(kept, store);

  /** One patch's rows of a slice, best score first, without the change against another patch. */
  const patchRows = (slice: ChampionSlice, patch: string) =>
    cached(slices, `patch:${keyOf(slice, patch)}`, () =>
      loadPatchRows({ champions, readKept }, slice, patch),
    );

  return {
    dataShape,
    patchRows,

    /** The query's slice with its defaults filled in: the newest patch of the queue when none is named. */
    async sliceOf(query: SliceQuery & { platform?: Region }): Promise<ChampionSlice> {
      const queue = (query.queue ?? DEFAULT_TIER_QUEUE) as TierListQueue;
      const patch = query.patch ?? (await dataShape()).patches.get(queue)?.[0] ?? null;
      return {
        queue,
        patch,
        region: query.region ?? query.platform ?? null,
        tier: bracketFilterOf(queue, query.tier),
      };
    },

    /**
     * A slice's rows, the previous patch's with data for the queue (for their change against it),
     * and their counters.
     */
    sliceRows: (slice: ChampionSlice) =>
      cached(tierRows, `slice:${keyOf(slice)}`, async (): Promise<TierRows> => {
        const { patch } = slice;
        if (patch === null) return NO_TIER_ROWS;
        // The patch's rows and matchups load while the patches with data are looked up.
        const [now, counters, before] = await Promise.all([
          patchRows(slice, patch),
          loadCounters({ champions, readKept }, slice, patch),
          dataShape().then((shape) => {
            const previous = previousPatchOf(shape.patches.get(slice.queue) ?? [], patch);
            return previous === null ? NO_ROWS : patchRows(slice, previous);
          }),
        ]);
        return {
          entries: now.entries,
          before: new Map(before.entries.map((e) => [rowKey(e.row.id, e.row.role), e])),
          counters,
        };
      }),
  };
}

type SliceReads = ReturnType<typeof sliceReads>;

/** A tier list query's slice, and the key of its sorted list in `lang`. */
async function listOf(reads: SliceReads, query: ChampionsQuery, lang: Language) {
  const slice = await reads.sliceOf(query);
  const sort = query.sort ?? 'score';
  const order = query.order ?? defaultOrderOf(sort);
  return {
    slice,
    sort,
    order,
    key: [lang, keyOf(slice), query.role ?? 'all', sort, order].join(':'),
  };
}

/** The tier list's pages, each a slice of the sorted list of its filter and language. */
function tierList(reads: SliceReads, store: ChampionCaches, games: GameDataCatalog) {
  const { cached, lists, listPages } = store;

  /** The sorted list for a filter, from memory when answered in the last 5 minutes. */
  function sortedList(
    query: ChampionsQuery,
    lang: Language,
    { slice, sort, order, key }: Awaited<ReturnType<typeof listOf>>,
  ): Promise<ChampionRow[]> {
    return cached(lists, `list:${key}`, async () => {
      const { entries, before, counters } = await reads.sliceRows(slice);
      const game = games.in(lang);
      const rows: ChampionRow[] = [];
      for (const entry of entries) {
        if (query.role && entry.row.role !== query.role) continue;
        const key = rowKey(entry.row.id, entry.row.role);
        rows.push(tierRow(entry, before.get(key), counters.get(key) ?? NO_COUNTERS, game));
      }
      return sort === 'score' && order === 'desc' ? rows : rows.sort(compareBy(sort, order, lang));
    });
  }

  return {
    /**
     * A page of the tier list, best score first unless sorted otherwise, with champions named in
     * `lang`; a slice without data is an empty list.
     */
    async list(query: ChampionsQuery, lang: Language): Promise<ChampionsPage> {
      store.forgetIfStale();
      const { page, per_page } = query;
      const of = await listOf(reads, query, lang);
      return cached(listPages, `page:${of.key}:${page}:${per_page}`, async () => {
        const list = await sortedList(query, lang, of);
        const start = (page - 1) * per_page;
        return Object.freeze({
          data: list.slice(start, start + per_page),
          current_page: page,
          last_page: lastPageOf(list.length, per_page),
          per_page,
          total: list.length,
        });
      });
    },
  };
}

const championRefOf =
  (game: GameDataMapper) =>
  (championId: number): ChampionRef =>
    game.championRef(championId);

/** A champion over a slice, in the role asked for or, when none is, its most played one. */
interface ChampionInSlice {
  championId: number;
  slice: ChampionSlice;
  askedRole: TierRole | undefined;
}

/**
 * The games and wins of the page's role, as its lists count them: the `length` facet holds every
 * game of the role once and is read in the same statement as the lists, so the games the page
 * names and the shares of its lists rest on the same matches, even when the tier list's cached
 * rows (`entry`) are older, as they may be for DATA_VERSION_INTERVAL_MS while a crawl stores
 * matches. Without `length` rows (facets not built yet) the rows' own count stands.
 */
function roleSampleOf(
  facets: readonly FacetTotal[],
  entry: { row: { games: number }; wins: number } | undefined,
): { games: number; wins: number } {
  let games = 0;
  let wins = 0;
  for (const f of facets) {
    if (f.facet !== 'length') continue;
    games += f.games;
    wins += f.wins;
  }
  return games > 0 ? { games, wins } : { games: entry?.row.games ?? 0, wins: entry?.wins ?? 0 };
}

async function loadFigures(
  deps: { champions: ChampionsRepository; reads: SliceReads },
  { championId, slice, askedRole }: ChampionInSlice,
): Promise<PageFigures> {
  const { champions, reads } = deps;
  const { patch } = slice;
  /** The facets in `role`, or in the champion's most played role without one. */
  const facetsOf = async (role: string | undefined) =>
    patch === null
      ? { role: null, facets: [] }
      : champions.facets(
          {
            championId,
            queueId: slice.queue,
            patch,
            role,
            platform: slice.region ?? undefined,
            brackets: bracketsOf(slice.tier) ?? undefined,
          },
          CHAMPION_PAGE_LIST_MAX,
        );
  // The patch's own rows (the tier list's, without the change against the previous patch,
  // which the page does not show; the same cached per-patch rows the tier list reads), the
  // champion's own rows on the trend's patches, and the facets of the asked role or, without
  // one, of the role the statement finds most played, all at once.
  const [{ entries, bans, matches }, read, trendRows] = await Promise.all([
    patch === null ? NO_ROWS : reads.patchRows(slice, patch),
    facetsOf(askedRole),
    reads.dataShape().then(async (shape) => {
      const patches = trendPatchesOf(shape.patches.get(slice.queue) ?? [], patch);
      const read = await champions.trend({
        championId,
        queueId: slice.queue,
        patches,
        platform: slice.region ?? undefined,
        brackets: bracketsOf(slice.tier) ?? undefined,
      });
      return { patches, read };
    }),
  ]);
  const mine = entries
    .filter((e) => e.row.id === championId)
    .sort((a, b) => b.row.games - a.row.games || roleRank(a.row.role) - roleRank(b.row.role));
  // The most played role when none is asked for; '' when the champion has no games at all.
  const role = askedRole ?? mine[0]?.row.role ?? '';
  const entry = mine.find((e) => e.row.role === role);
  // The rows may be a cached copy older than the facets' read: should they name another role,
  // that role's facets are read.
  const facets =
    (entry?.row.games ?? 0) === 0
      ? []
      : read.role === role
        ? read.facets
        : (await facetsOf(role)).facets;
  const { games: roleGames, wins } = roleSampleOf(facets, entry);
  const { win_rate, win_rate_low, win_rate_high } = sampleOf({ games: roleGames, wins }, roleGames);
  return {
    role,
    roles: mine.map((e) => ({ role: e.row.role, games: e.row.games })),
    facets,
    trend: championTrend(trendRows.patches, trendRows.read, role),
    stats: {
      games: roleGames,
      wins,
      // Shown from the first game, beside its sample and interval; the tier list leaves them
      // out below MIN_SAMPLE_GAMES, where a column of small-sample rates would mislead.
      win_rate,
      win_rate_low,
      win_rate_high,
      // The tier list's own figures where it has a row, so that both pages say the same.
      pick_rate: entry?.row.pick_rate ?? (matches > 0 ? 0 : null),
      ban_rate:
        entry?.row.ban_rate ??
        (matches > 0 ? asPercent((bans.get(championId) ?? 0) / matches) : null),
      score: entry?.row.score ?? null,
      tier: entry?.row.tier ?? null,
    },
  };
}

/** A champion page's figures with every name in the mapper's language. */
function namedPage(
  game: GameDataMapper,
  { championId, slice }: Pick<ChampionInSlice, 'championId' | 'slice'>,
  page: PageFigures,
): ChampionPage {
  const championRef = championRefOf(game);
  return {
    champion: championRef(championId),
    role: page.role,
    roles: page.roles,
    slice,
    min_sample: CHAMPION_PAGE_MIN_SAMPLE,
    stats: page.stats,
    ...championPageLists(page.facets, page.stats.games, game, championRef),
    ...championPageDepth(page.facets, page.role, page.stats.games, game, championRef),
    trend: page.trend,
  };
}

export function createChampionsService(deps: {
  champions: ChampionsRepository;
  /** Where each slice's rows are kept (createSliceFacetsRepository). */
  kept: KeptTierStore;
  games: GameDataCatalog;
  now?: () => number;
  /** Changes of the aggregates stored by this process; without it, answers live out their TTL. */
  data?: DataVersion;
}) {
  const { champions, games } = deps;
  const store = championCaches(deps);
  const { cached, forgetIfStale } = store;
  const reads = sliceReads(champions, deps.kept, store);

  return {
    ...tierList(reads, store, games),

    /** What the filters can be set to: patches per queue, newest first, and regions with data. */
    async meta(): Promise<ChampionsMeta> {
      forgetIfStale();
      const { patches, regions } = await reads.dataShape();
      return {
        queues: TIER_LIST_QUEUES.map((queue) => ({ queue, patches: patches.get(queue) ?? [] })),
        regions,
        brackets: [...BRACKET_FILTERS],
        defaults: { queue: DEFAULT_TIER_QUEUE, tier: DEFAULT_BRACKET_FILTER },
        min_sample: CHAMPION_PAGE_MIN_SAMPLE,
      };
    },

    /**
     * A champion's page in one role over a slice, with the game's names in `lang`; its stats
     * are the tier list's row. A champion without games in the slice has zero figures and empty
     * lists.
     */
    async champion(
      championKey: string,
      query: ChampionPageQuery,
      lang: Language,
    ): Promise<ChampionPage> {
      forgetIfStale();
      const game = games.in(lang);
      const championId = game.championIdOfKey(championKey);
      if (championId === null) throw notFound('Champion not found');
      const slice = await reads.sliceOf(query);
      const key = [championId, keyOf(slice), query.role ?? 'most'].join(':');
      const asked = { championId, slice, askedRole: query.role };
      return cached(store.pages, `page:${lang}:${key}`, async () => {
        const page = await cached(store.figures, `figures:${key}`, () =>
          loadFigures({ champions, reads }, asked),
        );
        return Object.freeze(namedPage(game, asked, page));
      });
    },
  };
}

export type ChampionsService = ReturnType<typeof createChampionsService>;
