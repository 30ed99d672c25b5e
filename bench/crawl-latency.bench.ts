/**
 * The API while the demo server crawls, on the embedded database: `/api/health` (which asks the
 * database) and `/api/me` without a token (a 401 that does not) asked one at a time for
 * PROBE_SECONDS from the moment the server answers, while its demo crawl and then the tier-list
 * crawler run, and again by a server on the same data folder with the crawl off (the demo crawl
 * recorded done, CRAWL_INTERVAL_MINUTES=0). Real processes on loopback, as `npm run serve` starts
 * them; also the server's CPU over each window (1 is one core kept busy) and the machine's load.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DDRAGON_SNAPSHOT_DIR } from '@riftscope/riot-snapshots';
import { freePort, type RunningProcess, startProcess } from '../apps/server/test/processes.ts';
import type { Figure } from './run.ts';
import { cpuMs, quantile, round } from './support.ts';

const ddragonDir = process.env.DDRAGON_DIR ?? DDRAGON_SNAPSHOT_DIR;

/** How long each server is asked, and the pause between two requests of one prober. */
const PROBE_SECONDS = 60;
const PAUSE_MS = 20;
const START_TIMEOUT_MS = 180_000;
const GOAL = 'p99 < 50 ms while the demo crawl runs';

const say = (line: string) => process.stdout.write(`  crawl-latency: ${line}\n`);

/** Times of `url`'s answers, asked one at a time until `until`; throws on another status. */
async function probe(url: string, status: number, until: number): Promise<number[]> {
  const times: number[] = [];
  while (performance.now() < until) {
    const at = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    times.push(performance.now() - at);
    if (res.status !== status) throw new Error(`${url} answered ${res.status}, not ${status}`);
    await sleep(PAUSE_MS);
  }
  return times;
}

interface Window {
  health: number[];
  unauthorized: number[];
  busy: number;
  load: number;
}

async function measure(server: RunningProcess, base: string): Promise<Window> {
  const cpu = await cpuMs(server.child.pid);
  const started = performance.now();
  const until = started + PROBE_SECONDS * 1000;
  const [health, unauthorized] = await Promise.all([
    probe(`${base}/api/health`, 200, until),
    probe(`${base}/api/me`, 401, until),
  ]);
  const busy = ((await cpuMs(server.child.pid)) - cpu) / (performance.now() - started);
  return { health, unauthorized, busy, load: round(loadavg()[0] ?? Number.NaN, 1) };
}

export async function crawlLatencyBench(): Promise<Figure[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'riftscope-crawl-latency-'));
  const start = async (env: Record<string, string>) => {
    const port = await freePort();
    const server = startProcess('main', {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DDRAGON_DIR: ddragonDir,
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'correct horse battery',
      ...env,
    });
    await server.waitFor(/RiftScope is running/, START_TIMEOUT_MS);
    return { server, base: `http://127.0.0.1:${port}` };
  };
  try {
    say('crawl on: a new demo server, asked while its demo crawl and the crawler run');
    const on = await start({});
    const crawling = await measure(on.server, on.base);
    const passDone = /"crawl pass done"/.test(on.server.output());
    // The second server finds the demo crawl done and does not start it again. The crawler
    // starts once the demo crawl has ended, and logs all along, whereas the demo crawl's last
    // line may be gone from the output kept by then (every request is logged).
    await on.server.waitFor(/"job":"crawler"/, START_TIMEOUT_MS);
    await on.server.stop();

    say('crawl off: the same data folder, CRAWL_INTERVAL_MINUTES=0');
    const off = await start({ CRAWL_INTERVAL_MINUTES: '0' });
    const quiet = await measure(off.server, off.base);
    await off.server.stop();

    const note = (w: Window) =>
      `${w.health.length} requests, server CPU ${round(w.busy, 2)} of a core, load ${w.load}`;
    const onNote = `${note(crawling)}${passDone ? '; the crawl pass ended inside the window' : ''}`;
    return [
      {
        name: 'health p50, crawl on',
        value: round(quantile(crawling.health, 0.5), 1),
        unit: 'ms',
        note: onNote,
      },
      {
        name: 'health p99, crawl on',
        value: round(quantile(crawling.health, 0.99), 1),
        unit: 'ms',
        goal: GOAL,
      },
      {
        name: 'health p50, crawl off',
        value: round(quantile(quiet.health, 0.5), 1),
        unit: 'ms',
        note: note(quiet),
      },
      { name: 'health p99, crawl off', value: round(quantile(quiet.health, 0.99), 1), unit: 'ms' },
      {
        name: '401 p99, crawl on',
        value: round(quantile(crawling.unauthorized, 0.99), 1),
        unit: 'ms',
        note: 'GET /api/me without a token',
      },
      {
        name: '401 p99, crawl off',
        value: round(quantile(quiet.unauthorized, 0.99), 1),
        unit: 'ms',
      },
    ];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
