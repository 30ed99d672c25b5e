/** The tier-list bench's HTTP figures: the API's throughput, cached and not, against a bare route. */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { REGION_CODES, TIER_LIST_QUEUES, TIER_ROLES } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { Figure } from './run.ts';
import { type LoadResult, parseAutocannon, round } from './support.ts';
import { SYNTHETIC_PATCHES } from './synthetic-aggregates.ts';

const CONNECTIONS = 50;
const LOAD_SECONDS = 5;
const WARMUP_SECONDS = 1;
const run = promisify(execFile);
const autocannonMain = createRequire(import.meta.url).resolve('autocannon');

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
  for (const queue of TIER_LIST_QUEUES)
    for (const patch of SYNTHETIC_PATCHES.slice(0, 2))
      for (const region of ['', ...REGION_CODES])
        for (const tier of ['', 'all', 'gold_plus', 'master_plus'])
          for (const role of queue === 450 ? [''] : ['', ...TIER_ROLES]) {
            const page = 1 + (paths.length % 3);
            let path = `/api/champions?page=${page}&per_page=${10 + (paths.length % 4) * 10}&queue=${queue}&patch=${patch}`;
            if (region) path += `&region=${region}`;
            if (tier) path += `&tier=${tier}`;
            if (role) path += `&role=${role}`;
            paths.push(path);
          }
  return paths;
}

export async function throughput(
  app: FastifyInstance,
  say: (line: string) => void,
): Promise<Figure[]> {
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
          ? `; ${uncached.length} filters cycled (queue × patch × region × bracket × role) past the 500-entry cache, aggregates of 1M matches`
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
