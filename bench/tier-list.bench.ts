import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type MatchDto, MatchDtoSchema } from '@riftscope/riot/schemas';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app/build-app.ts';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.ts';
import { createChampionsRepository } from '../apps/server/src/modules/champions/champions.repository.ts';
import { createChampionsService } from '../apps/server/src/modules/champions/champions.service.ts';
import { rebuildRollups } from '../apps/server/src/modules/champions/rollups.repository.ts';
import { createGameDataMapper } from '../apps/server/src/modules/matches/game-data.mapper.ts';
import { createMatchesRepository } from '../apps/server/src/modules/matches/matches.repository.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { createRiotDeps, type RiotDeps } from '../apps/server/src/platform/riot.ts';
import type { Figure } from './run.ts';
import {
  createPostgres,
  type LoadResult,
  parseAutocannon,
  pgArray,
  quantile,
  round,
} from './support.ts';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = 50;
const LOAD_SECONDS = 5;
const WARMUP_SECONDS = 1;
const QUERY_CALLS = 200;
const STORE_MATCHES = 1_000;
const REBUILD_MATCHES = 100_000;
/** The synthetic rollups' shape: queues × patches × platforms × champions × roles. */
const QUEUES = [420, 440, 400];
const PATCHES = ['15.20', '15.21', '15.22'];
const PLATFORMS = 'euw1 kr na1 eun1 br1 tr1 la1 la2 ru jp1 oc1'.split(' ');
const CHAMPIONS = 170;
const ROLES = ['TOP', 'JUNGLE', 'MIDDLE', 'CARRY', 'SUPPORT'];
const API_ROLES = ['TOP', 'JUNGLE', 'MIDDLE', 'CARRY', 'SUPPORT'];

const run = promisify(execFile);
const autocannonMain = createRequire(import.meta.url).resolve('autocannon');
const say = (line: string) => process.stdout.write(`  tier-list: ${line}\n`);

/**
 * Replaces the rollups with the counts `matches` ranked matches per queue would leave, spread
 * evenly over the patches and platforms: every champion × role row exists (as it nearly does
 * from 10,000 matches on), only games, wins and bans grow with the match count.
 */
async function syntheticRollups(client: pg.Client, matches: number): Promise<number> {
  const perSlice = Math.max(1, Math.round(matches / (PATCHES.length * PLATFORMS.length)));
  // A weight in [0.2, 1.8) per row, fixed by its key, so champions differ in popularity.
  const weight = (key: string) => `(0.2 + 1.6 * ((hashtext(${key}) & 65535) / 65536.0))`;
  await client.query('truncate champion_stats, champion_bans, match_totals');
  await client.query(`
    insert into champion_stats (queue_id, patch, platform, champion_id, role, games, wins)
    select q, p, pl, c, r, games,
      round(games * (0.44 + 0.12 * ((hashtext(q || p || pl || c || r || 'w') & 65535) / 65536.0)))::int
    from (
      select q, p, pl, c, r,
        greatest(1, round(${perSlice} * 10.0 / ${CHAMPIONS * ROLES.length}
          * ${weight('q || p || pl || c || r')}))::int as games
      from unnest${pgArray(QUEUES)} q, unnest${pgArray(PATCHES)} p, unnest${pgArray(PLATFORMS)} pl,
        generate_series(1, ${CHAMPIONS}) c, unnest${pgArray(ROLES)} r
    ) s`);
  await client.query(`
    insert into champion_bans (queue_id, patch, platform, champion_id, bans)
    select q, p, pl, c,
      least(${perSlice}, round(${perSlice} * 10.0 / ${CHAMPIONS} * ${weight("q || p || pl || c || 'b'")}))::int
    from unnest${pgArray(QUEUES)} q, unnest${pgArray(PATCHES)} p, unnest${pgArray(PLATFORMS)} pl,
      generate_series(1, ${CHAMPIONS}) c`);
  await client.query(`
    insert into match_totals (queue_id, patch, platform, matches)
    select q, p, pl, ${perSlice}
    from unnest${pgArray(QUEUES)} q, unnest${pgArray(PATCHES)} p, unnest${pgArray(PLATFORMS)} pl`);
  await client.query('analyze champion_stats, champion_bans, match_totals');
  const { rows } = await client.query<{ n: string }>('select count(*) as n from champion_stats');
  return Number(rows[0]?.n ?? 0);
}

/** The default tier list (newest patch, all platforms and roles) loaded ~200 times, cache bypassed. */
async function queryTimes(handle: DatabaseHandle, riot: RiotDeps): Promise<number[]> {
  let clock = 0;
  // Every call is 10 minutes after the last, so the 5-minute cache never answers.
  const service = createChampionsService({
    champions: createChampionsRepository(handle.db),
    game: createGameDataMapper(riot.ddragon),
    now: () => {
      clock += 10 * 60_000;
      return clock;
    },
  });
  const times: number[] = [];
  for (let i = 0; i < QUERY_CALLS + 20; i++) {
    const started = performance.now();
    const page = await service.list({ page: 1, per_page: 20 });
    if (i >= 20) times.push(performance.now() - started);
    if (page.total === 0) throw new Error('the tier list is empty');
  }
  return times;
}

/**
 * autocannon in its own process, through its API so that each request may take the next of
 * `paths` (shared by all connections, so consecutive requests differ).
 */
async function load(base: string, paths: readonly string[], seconds: number): Promise<LoadResult> {
  const script = `
    const autocannon = require(${JSON.stringify(autocannonMain)});
    const paths = JSON.parse(process.env.BENCH_PATHS);
    let next = 0;
    autocannon({
      url: process.env.BENCH_BASE,
      connections: ${CONNECTIONS},
      duration: ${seconds},
      requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
    }, (err, result) => {
      if (err) throw err;
      process.stdout.write(JSON.stringify(result));
    });`;
  const { stdout } = await run(process.execPath, ['-e', script], {
    env: { ...process.env, BENCH_BASE: base, BENCH_PATHS: JSON.stringify(paths) },
    maxBuffer: 16 * 1024 * 1024,
  });
  return parseAutocannon(stdout);
}

/** Filters enough for the cache (500 entries, oldest out first) to miss on every request. */
function uncachedPaths(): string[] {
  const paths: string[] = [];
  for (const queue of QUEUES)
    for (const patch of PATCHES)
      for (const platform of ['', ...PLATFORMS])
        for (const role of ['', ...API_ROLES]) {
          const page = 1 + (paths.length % 3);
          let path = `/api/champions?page=${page}&per_page=${10 + (paths.length % 4) * 10}&queue=${queue}&patch=${patch}`;
          if (platform) path += `&platform=${platform}`;
          if (role) path += `&role=${role}`;
          paths.push(path);
        }
  return paths;
}

async function throughput(app: FastifyInstance): Promise<Figure[]> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const uncached = uncachedPaths();
  if (new Set(uncached.map((p) => p.replace(/page=\d+&per_page=\d+&/, ''))).size <= 500)
    throw new Error('too few distinct filters to defeat the cache');
  for (const path of ['/api/champions', ...uncached.slice(0, 3)]) {
    const res = await app.inject({ method: 'GET', url: path });
    if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}: ${res.body}`);
  }
  const routes = [
    ['bare route', ['/bench/bare']],
    ['tier list cached', ['/api/champions']],
    ['tier list uncached', uncached],
  ] as const;
  const results = new Map<string, LoadResult>();
  for (const [name, paths] of routes) {
    say(`autocannon ${name} (${WARMUP_SECONDS} s warm-up, ${LOAD_SECONDS} s at -c ${CONNECTIONS})`);
    await load(base, paths, WARMUP_SECONDS);
    const result = await load(base, paths, LOAD_SECONDS);
    results.set(name, result);
    say(`${name} ${Math.round(result.rps)} req/s, p99 ${result.p99} ms`);
  }
  const bare = results.get('bare route');
  const figures: Figure[] = [];
  for (const [name] of routes) {
    const r = results.get(name);
    if (!r || !bare) continue;
    const trouble = r.non2xx + r.errors > 0 ? `; ${r.non2xx} non-2xx, ${r.errors} errors` : '';
    const isBare = name === 'bare route';
    figures.push({
      name: `${name}: throughput (postgres)`,
      value: Math.round(r.rps),
      unit: 'req/s',
      note: `-c ${CONNECTIONS}, ${LOAD_SECONDS} s, p99 ${r.p99} ms${trouble}${
        name === 'tier list uncached'
          ? `; ${uncached.length} filters cycled (queue × patch × platform × role) past the 500-entry cache, 1M-match rollups`
          : ''
      }`,
    });
    if (!isBare)
      figures.push({
        name: `${name} / bare route (postgres)`,
        value: round(r.rps / bare.rps),
        unit: '×',
      });
  }
  return figures;
}

function simulatorDocuments(riot: RiotDeps, count: number): MatchDto[] {
  const world = riot.sim?.world;
  if (!world) throw new Error('the bench needs the simulator');
  const step = Math.max(1, Math.floor(world.matches.length / (count * 1.2)));
  const documents: MatchDto[] = [];
  for (let i = 0; documents.length < count && i < world.matches.length; i += step) {
    const header = world.matches[i];
    if (header) documents.push(MatchDtoSchema.parse(world.matchDocument(header)));
  }
  return documents;
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
  const target = await createPostgres(process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL, say);
  if (!target) {
    await riot.close();
    await rm(dataDir, { recursive: true, force: true });
    return [{ name: 'tier list (postgres)', value: Number.NaN, unit: '', note: 'skipped' }];
  }
  const handle = await openDatabase({ url: target.url });
  const app = await buildApp({ config, database: handle, riot });
  app.get('/bench/bare', async () => ({ ok: true }));
  await app.ready();
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const medians: number[] = [];
    for (const matches of [10_000, 1_000_000]) {
      const rows = await syntheticRollups(client, matches);
      const times = await queryTimes(handle, riot);
      const p50 = quantile(times, 0.5);
      medians.push(p50);
      say(
        `${matches.toLocaleString('en')} matches (${rows.toLocaleString('en')} stat rows): p50 ${p50.toFixed(2)} ms, p99 ${quantile(times, 0.99).toFixed(2)} ms`,
      );
      figures.push({
        name: `uncached query, ${matches.toLocaleString('en')} matches (postgres)`,
        value: round(p50),
        unit: 'ms',
        goal: 'same within 2×',
        note: `median of ${times.length} service loads of the default list (cache bypassed); p99 ${quantile(times, 0.99).toFixed(2)} ms; synthetic rollups in SQL: ${QUEUES.length} queues × ${PATCHES.length} patches × ${PLATFORMS.length} platforms × ${CHAMPIONS} champions × ${ROLES.length} roles = ${rows.toLocaleString('en')} stat rows, games/wins/bans scaled to ${matches.toLocaleString('en')} matches per queue`,
      });
    }
    const [small, large] = medians;
    if (small !== undefined && large !== undefined)
      figures.push({
        name: 'uncached query, 1M / 10k matches (postgres)',
        value: round(large / small),
        unit: '×',
        goal: '≤ 2',
      });

    figures.push(...(await throughput(app)));

    say(`storing ${STORE_MATCHES} simulator matches one at a time`);
    const documents = simulatorDocuments(riot, STORE_MATCHES);
    const repo = createMatchesRepository(handle.db);
    let stored = 0;
    const storeTimes: number[] = [];
    const started = performance.now();
    for (const doc of documents) {
      const at = performance.now();
      if (await repo.store(doc)) stored += 1;
      storeTimes.push(performance.now() - at);
    }
    const storeMs = performance.now() - started;
    say(`stored ${stored} matches in ${(storeMs / 1000).toFixed(1)} s`);
    figures.push({
      name: 'store one match incl. rollups (postgres)',
      value: round(storeMs / Math.max(1, stored)),
      unit: 'ms/match',
      note: `${stored} simulator documents, sequential, one statement each (rollup upserts included); p50 ${quantile(storeTimes, 0.5).toFixed(2)} ms, p99 ${quantile(storeTimes, 0.99).toFixed(2)} ms; no rollup-free baseline without code changes`,
    });

    const copies = Math.ceil(REBUILD_MATCHES / Math.max(1, stored)) - 1;
    say(`copying the stored matches ${copies} times in SQL`);
    const copyStarted = performance.now();
    await client.query(`
      insert into matches (match_id, platform, queue_id, game_mode, game_version, game_creation,
        game_duration, raw, ingested_at)
      select m.match_id || '_' || k, m.platform, m.queue_id, m.game_mode, m.game_version,
        m.game_creation, m.game_duration, m.raw, m.ingested_at
      from matches m cross join generate_series(1, ${copies}) k`);
    const { rows: columns } = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_name = 'match_participants' and column_name <> 'match_id'
       order by ordinal_position`,
    );
    const list = columns.map((c) => `"${c.column_name}"`).join(', ');
    await client.query(`
      insert into match_participants (match_id, ${list})
      select p.match_id || '_' || k, ${list.replaceAll('"', '').replace(/(\w+)/g, 'p.$1')}
      from match_participants p cross join generate_series(1, ${copies}) k`);
    await client.query('analyze matches, match_participants');
    const { rows: counts } = await client.query<{ n: string }>('select count(*) as n from matches');
    const total = Number(counts[0]?.n ?? 0);
    say(
      `${total.toLocaleString('en')} matches stored after ${((performance.now() - copyStarted) / 1000).toFixed(1)} s of copying; rebuilding`,
    );
    const rebuildStarted = performance.now();
    const rebuilt = await rebuildRollups(handle.db);
    const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;
    say(`rebuilt in ${rebuildSeconds.toFixed(1)} s (${JSON.stringify(rebuilt)})`);
    figures.push({
      name: `full rebuild, ${total.toLocaleString('en')} matches (postgres)`,
      value: round(rebuildSeconds, 1),
      unit: 's',
      note: `${stored} simulator matches copied in SQL under new ids; ${rebuilt.stats} stat, ${rebuilt.bans} ban, ${rebuilt.totals} total rows`,
    });
  } finally {
    await client.end();
    await app.close();
    await handle.close();
    await riot.close();
    await target.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return figures;
}
