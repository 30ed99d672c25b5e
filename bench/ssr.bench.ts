/**
 * Pages rendered by the server (ADR 0015), against the built site served by the real server on
 * loopback (PGlite, the in-process simulator, its demo crawl running): the time to the whole
 * HTML of a champion page, a stored player's page, the news list and an information page, each
 * drawn anew (a query
 * parameter of its own keeps every request from the pages kept for the next visitor), beside a
 * bare route and a page sent as the template (the profile area, which the browser draws alone);
 * each page's throughput at one address, as the pages kept serve it, as a ratio to those two,
 * measured in the same run; and the server's memory.
 */
import { readFile } from 'node:fs/promises';
import { createRiotSim, DEFAULT_API_KEY } from '@riftscope/riot-sim';
import { type Site, startSite } from '../e2e/site-server.ts';
import type { Figure } from './run.ts';
import {
  autocannon,
  cpuMs,
  createPostgres,
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  EXAMPLE_PLAYER_PAGE,
  lookUpExamplePlayer,
  median,
  round,
} from './support.ts';

const SAMPLES = 60;
const WARMUP = 10;
const LOAD = { connections: 10, seconds: 8 };

const PAGES = [
  // The server's robots.txt, a string it holds: the nearest to a bare route of the site's process.
  ['bare route', '/robots.txt'],
  ['page sent as the template', '/en/profile'],
  ['information page', '/en/about'],
  ['news list', '/en/news'],
  ['champion page', '/en/champions/ahri'],
  // Looked up before the figures are taken: a stored player's page, drawn anew on every visit.
  ['player page', EXAMPLE_PLAYER_PAGE],
] as const;

const PLAYER_PAGE = EXAMPLE_PLAYER_PAGE;

/** The goal of the issue for each page drawn anew, in ms. */
const RENDER_GOALS: Record<string, string> = {
  '/en/champions/ahri': '≤ 15',
  [PLAYER_PAGE]: '≤ 25',
};

/** What a browser asks a page with: HTML, compressed as it accepts (pages go out brotli). */
const HTML = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

/** The server's resident memory, in MB, from /proc. */
async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return round(kb / 1024, 0);
}

/**
 * Median wall time of GET `path`, the whole body read, over SAMPLES in turn with the others, each
 * at an address of its own, so that every page is drawn anew.
 */
async function timings(site: Site): Promise<Map<string, number>> {
  const times = new Map<string, number[]>(PAGES.map(([, path]) => [path, []]));
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    for (const [, path] of PAGES) {
      const started = performance.now();
      const response = await fetch(`${site.baseUrl}${path}?sample=${i}`, { headers: HTML });
      await response.arrayBuffer();
      if (i >= WARMUP) times.get(path)?.push(performance.now() - started);
    }
  }
  return new Map([...times].map(([path, values]) => [path, median(values)]));
}

export async function ssrBench(): Promise<Figure[]> {
  const site = await startSite({ logName: 'bench-ssr.log' });
  try {
    const afterStart = await residentMb(site.pid);
    await lookUpExamplePlayer(site.baseUrl);
    const medians = await timings(site);
    const rps = new Map<string, number>();
    // The server's CPU a request: autocannon, on the same two cores, reads a 14 KB page more
    // slowly than the server sends it, so requests per second also measure the load generator.
    const cpuUs = new Map<string, number>();
    for (const [, path] of PAGES) {
      const cpuBefore = await cpuMs(site.pid);
      const load = await autocannon(`${site.baseUrl}${path}`, { ...LOAD, headers: HTML });
      rps.set(path, load.rps);
      cpuUs.set(path, (((await cpuMs(site.pid)) - cpuBefore) * 1000) / (load.rps * LOAD.seconds));
    }
    const afterLoad = await residentMb(site.pid);
    const bare = rps.get('/robots.txt') ?? Number.NaN;
    const template = rps.get('/en/profile') ?? Number.NaN;
    const figures: Figure[] = PAGES.map(([name, path]) => ({
      name: `${name}: median time to the whole answer, drawn anew`,
      value: round(medians.get(path) ?? Number.NaN, 1),
      unit: 'ms',
      ...(RENDER_GOALS[path] ? { goal: RENDER_GOALS[path] } : {}),
      note: `${SAMPLES} requests each, in turn, over loopback`,
    }));
    const bareCpu = cpuUs.get('/robots.txt') ?? Number.NaN;
    for (const [name, path] of PAGES.slice(2)) {
      const pageRps = rps.get(path) ?? Number.NaN;
      const pageCpu = cpuUs.get(path) ?? Number.NaN;
      const how = path === PLAYER_PAGE ? 'drawn anew' : 'kept for the next visitor';
      figures.push({
        name: `${name}: requests/s ÷ bare route, ${how}`,
        value: round(pageRps / bare),
        unit: '×',
        ...(path === '/en/champions/ahri' ? { goal: '≥ 0.25' } : {}),
        note: `${Math.round(pageRps)} vs ${Math.round(bare)} req/s (${LOAD.connections} connections, ${LOAD.seconds} s)`,
      });
      figures.push({
        name: `${name}: bare route's server CPU a request ÷ the page's, ${how}`,
        value: round(bareCpu / pageCpu),
        unit: '×',
        note: `${Math.round(pageCpu)} vs ${Math.round(bareCpu)} µs a request: the share of the bare route's throughput the server's CPU allows`,
      });
      figures.push({
        name: `${name}: requests/s ÷ page sent as the template, ${how}`,
        value: round(pageRps / template),
        unit: '×',
        note: `${Math.round(template)} req/s for the template`,
      });
    }
    figures.push(
      {
        name: 'server memory after start, offline demo',
        value: afterStart,
        unit: 'MB',
        note: 'npm start: the embedded database and the simulated Riot API in the same process, its demo crawl running',
      },
      { name: 'server memory after the load, offline demo', value: afterLoad, unit: 'MB' },
      ...(await deployedMemory()),
    );
    return figures;
  } finally {
    await site.stop();
  }
}

/**
 * The API server's memory as it is deployed (docs/deploy.md): PostgreSQL, Redis (workers crawl
 * and fetch, none runs here) and Riot's API elsewhere, here a simulator in the bench's process.
 * After start, and after drawing the pages it draws from stored data.
 */
async function deployedMemory(): Promise<Figure[]> {
  const name = 'server memory as deployed (PostgreSQL, Redis, Riot elsewhere)';
  const database = await createPostgres(
    process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL,
    (line) => process.stderr.write(`ssr: ${line}\n`),
  );
  if (!database) return [];
  const sim = await createRiotSim({ players: 100, ddragonDir: process.env.DDRAGON_DIR });
  try {
    const site = await startSite({
      logName: 'bench-ssr-deployed.log',
      isWebAppBuilt: true,
      env: {
        DATABASE_URL: database.url,
        REDIS_URL: process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? DEFAULT_REDIS_URL,
        REDIS_KEY_PREFIX: `bench-ssr-${process.pid}`,
        RIOT_API_KEY: DEFAULT_API_KEY,
        RIOT_API_BASE_URL: sim.baseUrlTemplate,
      },
    });
    try {
      const afterStart = await residentMb(site.pid);
      for (let i = 0; i < SAMPLES; i++) {
        for (const path of ['/en/champions/ahri', '/ru/news', '/tr/about', '/en/tier-list']) {
          await (
            await fetch(`${site.baseUrl}${path}?sample=${i}`, { headers: HTML })
          ).arrayBuffer();
        }
      }
      const afterPages = await residentMb(site.pid);
      return [
        { name: `${name}, after start`, value: afterStart, unit: 'MB', goal: '≤ 250' },
        {
          name: `${name}, after ${SAMPLES * 4} pages drawn`,
          value: afterPages,
          unit: 'MB',
          note: 'the champion page, news list, an information page and the tier list, each drawn anew',
        },
      ];
    } finally {
      await site.stop();
    }
  } finally {
    await sim.close();
    await database.drop();
  }
}
