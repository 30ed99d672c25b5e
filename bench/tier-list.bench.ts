import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BRACKET_FILTERS,
  bracketsOf,
  CHAMPION_PAGE_MIN_SAMPLE,
  CHAMPION_SORTS,
  championKeyOf,
  DEFAULT_BRACKET_FILTER,
  REGION_CODES,
  TIER_LIST_PAGE_SIZE_MAX,
  TIER_LIST_QUEUES,
  TIER_ROLES,
} from '@riftscope/contracts';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app/build-app.ts';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.ts';
import { createBuildPagesService } from '../apps/server/src/modules/champions/build-pages.service.ts';
import { countersByRow } from '../apps/server/src/modules/champions/champions.mapper.ts';
import { createChampionsService } from '../apps/server/src/modules/champions/champions.service.ts';
import { createMatchupService } from '../apps/server/src/modules/champions/matchup.service.ts';
import { createChampionsRepository } from '../apps/server/src/modules/riot-data/champions.repository.ts';
import { singleLanguageCatalog } from '../apps/server/src/modules/riot-data/game-data.mapper.ts';
import { createMatchupsRepository } from '../apps/server/src/modules/riot-data/matchups.repository.ts';
import { createSliceFacetsRepository } from '../apps/server/src/modules/riot-data/slice-facets.repository.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { createRiotDeps, type RiotDeps } from '../apps/server/src/platform/riot.ts';
import { arenaFigures } from './arena-figures.ts';
import type { Figure } from './run.ts';
import { createPostgres, DEFAULT_DATABASE_URL, quantile, round } from './support.ts';
import {
  SYNTHETIC_PATCHES,
  type SyntheticCounts,
  syntheticAggregates,
} from './synthetic-aggregates.ts';
import { syntheticDatabase } from './synthetic-template.ts';
import { ingestFigures, rebuildFigure, type TierListBench } from './tier-list-ingest.ts';
import { throughput } from './tier-list-throughput.ts';

const QUERY_CALLS = 200;
/** The two sizes of aggregates the read figures compare. */
const SMALL = 10_000;
const LARGE = 1_000_000;
/** Distinct champion-and-enemy pairs the matchup pages cycle through. */
const MATCHUP_PAIRS = 400;
/** Times a slice's counters are computed for their figure. */
const COUNTER_COMPUTES = 5;
const benchStarted = performance.now();
/** A progress line, with the minutes since the bench began. */
const say = (line: string) =>
  process.stdout.write(
    `  tier-list [${((performance.now() - benchStarted) / 60_000).toFixed(1)} min]: ${line}\n`,
  );

const service = (handle: DatabaseHandle, riot: RiotDeps) => {
  let clock = 0;
  // Every call is 10 minutes after the last, so the 5-minute cache never answers.
  return createChampionsService({
    champions: createChampionsRepository(handle.db),
    kept: createSliceFacetsRepository(handle.db),
    games: singleLanguageCatalog(riot.ddragon),
    now: () => {
      clock += 10 * 60_000;
      return clock;
    },
  });
};

async function timed(calls: number, call: (i: number) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < calls + 20; i++) {
    const started = performance.now();
    await call(i);
    if (i >= 20) times.push(performance.now() - started);
  }
  return times;
}

/**
 * The default tier list as the page asks for it (every champion of the slice with its counters:
 * newest patch, all platforms, Emerald+, all roles), cache bypassed.
 */
async function queryTimes(
  handle: DatabaseHandle,
  riot: RiotDeps,
  calls = QUERY_CALLS,
): Promise<number[]> {
  const champions = service(handle, riot);
  return timed(calls, async () => {
    const page = await champions.list({ page: 1, per_page: TIER_LIST_PAGE_SIZE_MAX }, 'en');
    if (page.total === 0) throw new Error('the tier list is empty');
    if (page.data.length !== page.total) throw new Error('the tier list is not whole');
  });
}

/** Filters cycled by the "every filter" figures: queue, patch, region, bracket, role, sort. */
function filterAt(i: number) {
  const pick = <T>(list: readonly T[], k: number): T => list[k % list.length] as T;
  const queue = pick(TIER_LIST_QUEUES, i);
  return {
    queue,
    patch: pick(SYNTHETIC_PATCHES.slice(0, 2), i >> 1),
    region: pick(REGION_CODES, i * 7),
    tier: pick(BRACKET_FILTERS, i * 5),
    role: queue === 450 ? undefined : pick(TIER_ROLES, i * 3),
    sort: pick(CHAMPION_SORTS, i * 11),
  };
}

/** A champion or matchup page's slice at call `i`: half with one region, a third a bracket. */
function pageQueryAt(i: number) {
  const { queue, patch, region, tier } = filterAt(i);
  return {
    queue: queue === 450 ? 420 : queue,
    patch,
    ...(i % 2 === 0 ? { region } : {}),
    ...(i % 3 === 0 ? { tier } : {}),
  };
}

/** Times of QUERY_CALLS pages; more than half of them without games stops the bench. */
async function pageTimes(
  what: string,
  load: (i: number) => Promise<{ stats: { games: number } }>,
): Promise<number[]> {
  let empty = 0;
  const times = await timed(QUERY_CALLS, async (i) => {
    if ((await load(i)).stats.games === 0) empty += 1;
  });
  if (empty > times.length / 2) throw new Error(`${empty} ${what} pages were empty`);
  return times;
}

/**
 * Tier lists with every filter set, a different combination each call, cache bypassed; each
 * slice's counters kept by an untimed pass over the same combinations first, as a slice's first
 * read keeps them (computing them is a figure of its own).
 */
async function filteredTimes(handle: DatabaseHandle, riot: RiotDeps): Promise<number[]> {
  const champions = service(handle, riot);
  const load = (i: number) =>
    champions.list({ page: 1, per_page: TIER_LIST_PAGE_SIZE_MAX, ...filterAt(i) }, 'en');
  for (let i = 0; i < QUERY_CALLS + 20; i++) await load(i);
  return timed(QUERY_CALLS, async (i) => {
    await load(i);
  });
}

/**
 * Champion pages, a different champion and slice each call (half with one region, half all;
 * the default bracket or another), cache bypassed: the slice's rows and the champion's facets.
 */
async function championPageTimes(handle: DatabaseHandle, riot: RiotDeps): Promise<number[]> {
  const champions = service(handle, riot);
  const keys = riot.ddragon.champions.map((c) => championKeyOf(c.id));
  return pageTimes('champion', (i) =>
    champions.champion(keys[(i * 13) % keys.length] ?? 'ahri', pageQueryAt(i), 'en'),
  );
}

/**
 * Matchup pages, a different pair and slice each call as championPageTimes has them, cache
 * bypassed: the pairs are the MATCHUP_PAIRS with the most games in the aggregates (Solo/Duo, all
 * regions, newest patch), the pages with the most rows to read.
 */
async function matchupPageTimes(bench: TierListBench): Promise<number[]> {
  const { client, handle, riot } = bench;
  const champions = service(handle, riot);
  let clock = 0;
  const matchups = createMatchupService({
    matchups: createMatchupsRepository(handle.db),
    champions,
    games: singleLanguageCatalog(riot.ddragon),
    now: () => {
      clock += 10 * 60_000;
      return clock;
    },
  });
  const keyOf = new Map(riot.ddragon.champions.map((c) => [c.key, championKeyOf(c.id)]));
  const { rows: pairs } = await client.query<{ champion: number; enemy: number }>(
    `select champion_id as champion, value::int as enemy from champion_facets
     where facet = 'matchup' and platform = '' and queue_id = 420 and patch = $1
       and value <> champion_id::text
     group by 1, 2 order by sum(games) desc, 1, 2 limit $2`,
    [SYNTHETIC_PATCHES[0], MATCHUP_PAIRS],
  );
  if (pairs.length === 0) throw new Error('no matchups in the aggregates');
  return pageTimes('matchup', (i) => {
    const pair = pairs[(i * 13) % pairs.length];
    return matchups.matchup(
      {
        championKey: keyOf.get(pair?.champion ?? 0) ?? '',
        enemyKey: keyOf.get(pair?.enemy ?? 0) ?? '',
      },
      pageQueryAt(i),
      'en',
    );
  });
}

/**
 * The rune and item lists and pages, a different slice each call as championPageTimes has them
 * (a page another rune or item each call), cache bypassed: every champion's facet rows of the
 * slice read and added up, then the answer (docs/champion-analytics.md, Runes and Items).
 */
async function buildPageFigures(bench: TierListBench, matches: number): Promise<Figure[]> {
  const { handle, riot } = bench;
  let clock = 0;
  const pages = createBuildPagesService({
    facets: createSliceFacetsRepository(handle.db),
    champions: service(handle, riot),
    games: singleLanguageCatalog(riot.ddragon),
    now: () => {
      clock += 10 * 60_000;
      return clock;
    },
  });
  const runeIds = riot.ddragon.runes.map((r) => String(r.id));
  const game = singleLanguageCatalog(riot.ddragon).in('en');
  const itemIds = game.countedItems().map((i) => String(i.id));
  let empty = 0;
  const lists: [string, (i: number) => Promise<unknown>][] = [
    [
      'rune list',
      async (i) => {
        if ((await pages.runes(pageQueryAt(i), 'en')).players === 0) empty += 1;
      },
    ],
    [
      'item list',
      async (i) => {
        if ((await pages.items(pageQueryAt(i), 'en')).timeline_players === 0) empty += 1;
      },
    ],
  ];
  const size = `${matches.toLocaleString('en')} matches`;
  const figures: Figure[] = [];
  // Each slice's first read adds its facets up and keeps them (docs/champion-analytics.md, Rune
  // and item figures kept): timed on its own, then every slice once so the answers below read
  // the kept copy, as they do after a slice's first read.
  for (const [what, load] of lists) {
    const computes: number[] = [];
    for (let i = 0; i < QUERY_CALLS + 20; i++) {
      const started = performance.now();
      await load(i);
      computes.push(performance.now() - started);
    }
    const first = computes.slice(0, 12);
    say(
      `${size}: ${what}, first reads (computed and kept) p50 ${quantile(first, 0.5).toFixed(1)} ms`,
    );
    figures.push({
      name: `computing and keeping a slice's ${what.split(' ')[0]} figures, ${size} (postgres)`,
      value: round(quantile(first, 0.5)),
      unit: 'ms',
      note: `median of the ${first.length} different slices' first reads: every champion's facet rows of the slice read, added up and kept, as a slice's first read (or a due refresh, in the background) does`,
    });
  }
  const answers: [string, (i: number) => Promise<unknown>][] = [
    ...lists,
    [
      'rune page',
      (i) => pages.rune(runeIds[(i * 7) % runeIds.length] ?? '8010', pageQueryAt(i), 'en'),
    ],
    [
      'item page',
      (i) => pages.item(itemIds[(i * 7) % itemIds.length] ?? '3078', pageQueryAt(i), 'en'),
    ],
  ];
  for (const [what, load] of answers) {
    const times = await timed(QUERY_CALLS, async (i) => {
      await load(i);
    });
    say(`${size}: ${what} p50 ${quantile(times, 0.5).toFixed(2)} ms`);
    figures.push({
      name: `uncached ${what}, ${size} (postgres)`,
      value: round(quantile(times, 0.5)),
      unit: 'ms',
      goal: '≤ 20 ms',
      note: `median of ${times.length} answers from the kept figures, each another slice (region or all, bracket)${what.endsWith('page') ? ' and another id' : ''}, this process's cache bypassed; p99 ${quantile(times, 0.99).toFixed(2)} ms`,
    });
  }
  if (empty > 2 * (QUERY_CALLS + 20)) throw new Error(`${empty} rune or item lists were empty`);
  return figures;
}

/** Uncached tier list, filtered list and champion page times over the aggregates of `matches`. */
async function readFigures(
  bench: TierListBench,
  matches: number,
  counts: SyntheticCounts,
): Promise<{ figures: Figure[]; p50: number }> {
  const { handle, riot } = bench;
  const size = `${matches.toLocaleString('en')} matches`;
  const n = (k: number) => k.toLocaleString('en');
  const shape = `synthetic aggregates of ${size} (${n(counts.stats)} stat rows, ${n(counts.facets)} facet rows, ${n(counts.matchupFacets)} matchup facet rows, ${n(counts.matchupLanes)} matchup lane rows; bench/synthetic-aggregates.ts)`;
  const times = await queryTimes(handle, riot);
  const p50 = quantile(times, 0.5);
  say(`${size}: default list p50 ${p50.toFixed(2)} ms, p99 ${quantile(times, 0.99).toFixed(2)} ms`);
  const figures: Figure[] = [
    {
      name: `uncached tier list, ${size} (postgres)`,
      value: round(p50),
      unit: 'ms',
      goal: 'same within 2×',
      note: `median of ${times.length} service loads of the default list, whole as the page asks for it with every row's counters (Solo/Duo, newest patch, all regions, Emerald+; cache bypassed); p99 ${quantile(times, 0.99).toFixed(2)} ms; ${shape}`,
    },
  ];
  const computeTimes: number[] = [];
  const repo = createChampionsRepository(handle.db);
  const defaultSlice = {
    queueId: 420,
    patch: SYNTHETIC_PATCHES[0] ?? '',
    brackets: bracketsOf(DEFAULT_BRACKET_FILTER) ?? undefined,
  };
  for (let i = 0; i < COUNTER_COMPUTES; i++) {
    const started = performance.now();
    countersByRow(await repo.matchups(defaultSlice, CHAMPION_PAGE_MIN_SAMPLE));
    computeTimes.push(performance.now() - started);
  }
  const compute = quantile(computeTimes, 0.5);
  say(`${size}: computing the default slice's counters p50 ${compute.toFixed(1)} ms`);
  figures.push({
    name: `computing a slice's counters, ${size} (postgres)`,
    value: round(compute),
    unit: 'ms',
    note: `median of ${COUNTER_COMPUTES}: the default slice's matchups read and each row's counters picked, as a slice's first read (or a due refresh, in the background) does before keeping them (docs/champion-analytics.md, Counters kept); the tier list figures above answer the kept copy`,
  });
  const filtered = await filteredTimes(handle, riot);
  say(`${size}: filtered list p50 ${quantile(filtered, 0.5).toFixed(2)} ms`);
  figures.push({
    name: `uncached tier list with every filter, ${size} (postgres)`,
    value: round(quantile(filtered, 0.5)),
    unit: 'ms',
    goal: '≤ 20 ms',
    note: `median of ${filtered.length} loads, each a different queue × patch × region × bracket × role × sort, each slice's counters kept (an untimed pass first, as its first read keeps them); p99 ${quantile(filtered, 0.99).toFixed(2)} ms`,
  });
  const pages = await championPageTimes(handle, riot);
  say(`${size}: champion page p50 ${quantile(pages, 0.5).toFixed(2)} ms`);
  figures.push({
    name: `uncached champion page, ${size} (postgres)`,
    value: round(quantile(pages, 0.5)),
    unit: 'ms',
    goal: '≤ 20 ms',
    note: `median of ${pages.length} answers, each another champion and slice (region or all, bracket); p99 ${quantile(pages, 0.99).toFixed(2)} ms`,
  });
  const matchups = await matchupPageTimes(bench);
  say(`${size}: matchup page p50 ${quantile(matchups, 0.5).toFixed(2)} ms`);
  figures.push({
    name: `uncached matchup page, ${size} (postgres)`,
    value: round(quantile(matchups, 0.5)),
    unit: 'ms',
    goal: '≤ 20 ms',
    note: `median of ${matchups.length} answers, each another of the ${MATCHUP_PAIRS} pairs with the most games and another slice (region or all, bracket); p99 ${quantile(matchups, 0.99).toFixed(2)} ms`,
  });
  return { figures, p50 };
}

/** Tier list throughput and query time against synthetic rollups, then ingest and rebuild costs. */
export async function tierListBench(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const dataDir = await mkdtemp(join(tmpdir(), 'riftscope-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DDRAGON_DIR: process.env.DDRAGON_DIR,
  });
  const riot = await createRiotDeps(config, pino({ level: 'silent' }));
  const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL;
  try {
    const small = await smallFigures(adminUrl, riot);
    if (small === null)
      return [{ name: 'tier list (postgres)', value: Number.NaN, unit: '', note: 'skipped' }];
    try {
      figures.push(...small.figures);
      figures.push(...(await largeFigures(adminUrl, config, riot, small)));
    } finally {
      await small.close();
    }
  } finally {
    await riot.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  return figures;
}

/**
 * The figures over the aggregates of LARGE matches (a copy of the kept template), the tier list's
 * against the SMALL aggregates' beside them, then the build pages', Arena's, throughput, ingest
 * and rebuild.
 */
async function largeFigures(
  adminUrl: string,
  config: ReturnType<typeof loadConfig>,
  riot: RiotDeps,
  small: SmallAggregates,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  say(`the aggregates of ${LARGE.toLocaleString('en')} matches: a copy of the kept template`);
  const started = performance.now();
  const target = await syntheticDatabase(adminUrl, riot.ddragon, LARGE, say);
  if (target === null) return figures;
  const seconds = (performance.now() - started) / 1000;
  say(
    `${target.built ? 'template written and copied' : 'template copied'} in ${seconds.toFixed(0)} s`,
  );
  figures.push({
    name: `synthetic aggregates of ${LARGE.toLocaleString('en')} matches ready (postgres)`,
    value: Math.round(seconds),
    unit: 's',
    note: target.built
      ? 'the template written (once for this code: migrations, generator, Data Dragon) and copied'
      : 'a file copy of the template an earlier run of this code wrote',
  });
  const handle = await openDatabase({ url: target.url });
  const app = await buildApp({ config, database: handle, riot });
  app.get('/bench/bare', async () => ({ ok: true }));
  await app.ready();
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  const bench: TierListBench = { client, handle, riot };
  try {
    const large = await readFigures(bench, LARGE, target.counts);
    figures.push(...large.figures);
    const side = await sideBySide(small.handle, handle, riot);
    say(
      `default list side by side: 10k ${side.small.toFixed(2)} ms, 1M ${side.large.toFixed(2)} ms`,
    );
    figures.push({
      name: 'uncached tier list, 1M / 10k matches (postgres)',
      value: round(side.large / side.small),
      unit: '×',
      goal: '≤ 2',
      note: `medians ${side.large.toFixed(2)} / ${side.small.toFixed(2)} ms of ${QUERY_CALLS} loads of the default list each, the two sizes alternating in ${SIDE_BY_SIDE_ROUNDS} rounds so that both meet the machine over the same minutes; the figures of each size above, minutes apart, give ${(large.p50 / small.p50).toFixed(2)} ×`,
    });
    figures.push(...(await buildPageFigures(bench, LARGE)));
    figures.push(...(await arenaFigures(bench, LARGE, SYNTHETIC_PATCHES[0] ?? '15.22', say)));
    figures.push(...(await throughput(app, say)));
    const ingest = await ingestFigures(bench, say);
    figures.push(...ingest.figures);
    figures.push(await rebuildFigure(bench, ingest.stored, say));
  } finally {
    await client.end();
    await app.close();
    await handle.close();
    await target.drop();
  }
  return figures;
}

/** Rounds in which the two sizes' default lists alternate for their ratio. */
const SIDE_BY_SIDE_ROUNDS = 4;

/**
 * The default list's median over each size's aggregates, timed side by side: SIDE_BY_SIDE_ROUNDS
 * rounds, each QUERY_CALLS / SIDE_BY_SIDE_ROUNDS loads of the small and then of the large.
 */
async function sideBySide(
  small: DatabaseHandle,
  large: DatabaseHandle,
  riot: RiotDeps,
): Promise<{ small: number; large: number }> {
  const calls = QUERY_CALLS / SIDE_BY_SIDE_ROUNDS;
  const times = { small: [] as number[], large: [] as number[] };
  for (let round = 0; round < SIDE_BY_SIDE_ROUNDS; round++) {
    times.small.push(...(await queryTimes(small, riot, calls)));
    times.large.push(...(await queryTimes(large, riot, calls)));
  }
  return { small: quantile(times.small, 0.5), large: quantile(times.large, 0.5) };
}

/** The SMALL aggregates' figures and database, open until `close`. */
interface SmallAggregates {
  figures: Figure[];
  p50: number;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The read figures over the aggregates of SMALL matches, written into a database of their own,
 * which stays open for the side-by-side ratio until `close`.
 */
async function smallFigures(adminUrl: string, riot: RiotDeps): Promise<SmallAggregates | null> {
  const target = await createPostgres(adminUrl, say);
  if (!target) return null;
  const handle = await openDatabase({ url: target.url });
  const client = new pg.Client({ connectionString: target.url });
  const close = async () => {
    await client.end();
    await handle.close();
    await target.drop();
  };
  try {
    await client.connect();
    say(`writing the aggregates of ${SMALL.toLocaleString('en')} matches`);
    const counts = await syntheticAggregates(client, riot.ddragon, SMALL);
    return { ...(await readFigures({ client, handle, riot }, SMALL, counts)), handle, close };
  } catch (err) {
    await close();
    throw err;
  }
}
