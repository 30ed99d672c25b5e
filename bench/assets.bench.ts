/**
 * Game art from our own origin (issue 22): a 20 KB PNG served by the image proxy from its memory
 * cache and from disk alone, each against a bare route of the same server, and the placeholder
 * it answers when Data Dragon's CDN cannot be reached. Nothing leaves the machine: the CDN is a
 * fake on loopback, and Data Dragon's data comes from the local snapshot.
 *
 * autocannon appends every answer's body to a string (`req.body += chunk` in autocannon 9), and
 * decoding 20 KB of compressed image data as UTF-8 costs it more than sending it costs the
 * server; on two cores it is then the load generator that sets the pace. So the bench also
 * measures a bare route sending the same bytes, the server's own CPU a request, and every route
 * again with a load generator that discards bodies unread (bench/http-load.ts).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DDRAGON_IMAGE_PATH } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import sharp from 'sharp';
import { buildApp } from '../apps/server/src/app/build-app.ts';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.ts';
import { registerAssetRoutes } from '../apps/server/src/modules/assets/assets.routes.ts';
import {
  createDdragonImages,
  type DdragonImages,
} from '../apps/server/src/modules/assets/ddragon-images.service.ts';
import { createImageLabels } from '../apps/server/src/modules/assets/image-labels.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import {
  configuredDataDragonDir,
  createRiotDeps,
  type RiotDeps,
} from '../apps/server/src/platform/riot.ts';
import type { Figure } from './run.ts';
import {
  type HttpLoadResult,
  httpLoad,
  type LoadResult,
  median,
  quantile,
  restingBusy,
  round,
  type ServerLoad,
  serverLoad,
} from './support.ts';

// The same load as player-data's throughput figures, so the req/s compare.
const CONNECTIONS = 50;
const LOAD_SECONDS = 10;
const WARMUP_SECONDS = 2;
/** How long the server's CPU use at rest is sampled. */
const RESTING_SAMPLE_MS = 2_000;
/** Timed placeholder requests, one after the other through inject. */
const PLACEHOLDER_REQUESTS = 200;
/** Untimed placeholder requests first, so that first compilations are not timed. */
const PLACEHOLDER_WARMUP = 20;
/** The size of the art served: a champion icon is 120 px square and 15–25 KB. */
const IMAGE_SIDE = 120;
const IMAGE_BYTES = 20 * 1024;
const CHAMPION_FILE = 'Ahri.png';
/**
 * Where the bench mounts a second image service, one that keeps nothing in memory. The proxy's
 * route serves only paths below /cdn/ddragon, so this prefix is cut off before its parser.
 */
const DISK_PREFIX = '/bench/disk';

const say = (line: string) => process.stdout.write(`  assets: ${line}\n`);

/**
 * A PNG of `IMAGE_SIDE` px square and at least `IMAGE_BYTES`: a gradient that compresses to
 * almost nothing, with rows of pseudo-random noise added until the file is large enough. The
 * same bytes on every run.
 */
async function benchPng(): Promise<Buffer> {
  const pixels = Buffer.alloc(IMAGE_SIDE * IMAGE_SIDE * 3);
  let seed = 22;
  for (let y = 0; y < IMAGE_SIDE; y++) {
    for (let x = 0; x < IMAGE_SIDE; x++) {
      pixels.fill(x + y, (y * IMAGE_SIDE + x) * 3, (y * IMAGE_SIDE + x + 1) * 3);
    }
  }
  for (let row = 0; row < IMAGE_SIDE; row++) {
    const png = await sharp(pixels, {
      raw: { width: IMAGE_SIDE, height: IMAGE_SIDE, channels: 3 },
    })
      .png()
      .toBuffer();
    if (png.length >= IMAGE_BYTES) return png;
    for (let i = row * IMAGE_SIDE * 3; i < (row + 1) * IMAGE_SIDE * 3; i++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      pixels[i] = seed >>> 24;
    }
  }
  throw new Error(`a ${IMAGE_SIDE} px PNG cannot reach ${IMAGE_BYTES} bytes`);
}

/** Data Dragon's CDN on loopback: answers the files it was given, 404 otherwise, and counts asks. */
async function startFakeCdn() {
  const files = new Map<string, Buffer>();
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(req.url ?? '');
    const bytes = files.get(req.url ?? '');
    if (bytes === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': bytes.length }).end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let isOpen = true;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    asked,
    /** Serves `bytes` at `path` (below the CDN's origin). */
    put(path: string, bytes: Buffer): void {
      files.set(path, bytes);
    },
    /** Stops answering: connections to the port are refused from now on, as for a CDN that is down. */
    async close() {
      if (!isOpen) return;
      isOpen = false;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A second image service over the same cache folder with no memory at all, so every request
 * opens, reads and closes the stored file as a cold one does, mounted under `DISK_PREFIX` on the
 * same instance so that it pays the same hooks as the real route and the bare one.
 */
async function mountDiskOnlyImages(
  app: FastifyInstance,
  riot: RiotDeps,
  cacheDir: string,
  cdnBaseUrl: string,
): Promise<void> {
  const service = createDdragonImages({
    versions: [riot.ddragon.version],
    cacheDir,
    snapshotDir: undefined,
    cdnBaseUrl,
    labels: createImageLabels(riot.ddragonByLanguage),
    log: app.log,
    memoryBytes: 0,
  });
  const images: DdragonImages = {
    ...service,
    parse: (rawUrl) => service.parse(rawUrl.slice(DISK_PREFIX.length)),
  };
  await app.register(async (scope) => registerAssetRoutes(scope, { images }), {
    prefix: DISK_PREFIX,
  });
}

/** GET `url` over HTTP and check that it answers `expected` as a PNG. */
async function expectPng(url: string, expected: Buffer): Promise<void> {
  const res = await fetch(url);
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200 || res.headers.get('content-type') !== 'image/png') {
    throw new Error(`${url} answered ${res.status} ${res.headers.get('content-type')}`);
  }
  if (!body.equals(expected)) throw new Error(`${url} answered other bytes than the CDN's`);
}

/**
 * autocannon on `url` after a warm-up, with this bench's connections, and the CPU the server
 * spent meanwhile beyond its `resting` use.
 */
async function throughput(name: string, url: string, resting: number): Promise<ServerLoad> {
  say(`autocannon ${name} (${WARMUP_SECONDS} s warm-up, ${LOAD_SECONDS} s at -c ${CONNECTIONS})`);
  const measured = await serverLoad(
    url,
    { connections: CONNECTIONS, seconds: LOAD_SECONDS, warmupSeconds: WARMUP_SECONDS },
    resting,
  );
  say(
    `${name} ${Math.round(measured.load.rps)} req/s, p99 ${measured.load.p99} ms; server ${Math.round(measured.cpuUsPerRequest)} µs CPU a request, ${Math.round(measured.busy * 100)} % of a core`,
  );
  return measured;
}

/** A route under the body-discarding client, and how busy the server and the client were. */
interface Discarded {
  load: HttpLoadResult;
  /** The server's CPU over the run (warm-up included) beyond its resting use: 1 is one core. */
  serverBusy: number;
}

/** The body-discarding client on `url`, with the same connections, seconds and warm-up. */
async function discardingThroughput(
  name: string,
  url: string,
  resting: number,
): Promise<Discarded> {
  say(
    `body-discarding client ${name} (${WARMUP_SECONDS} s warm-up, ${LOAD_SECONDS} s at ${CONNECTIONS} connections)`,
  );
  const cpu = process.cpuUsage();
  const started = performance.now();
  const load = await httpLoad(url, {
    connections: CONNECTIONS,
    seconds: LOAD_SECONDS,
    warmupSeconds: WARMUP_SECONDS,
  });
  const wallUs = (performance.now() - started) * 1000;
  const used = process.cpuUsage(cpu);
  const serverBusy = Math.max(0, used.user + used.system - resting * wallUs) / wallUs;
  say(
    `${name} ${Math.round(load.rps)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms; server ${Math.round(serverBusy * 100)} %, client ${Math.round(load.clientBusy * 100)} % of a core`,
  );
  return { load, serverBusy };
}

const CLIENT = 'body-discarding client';

/** req/s, p50 and p99 of one route under the body-discarding client. */
function discardedFigures(name: string, d: Discarded, note: string): Figure[] {
  return [
    {
      name: `${name}: throughput (${CLIENT})`,
      value: Math.round(d.load.rps),
      unit: 'req/s',
      note: `${CONNECTIONS} keep-alive connections, ${LOAD_SECONDS} s; ${note}; server busy ${Math.round(d.serverBusy * 100)} %, client ${Math.round(d.load.clientBusy * 100)} % of a core${trouble(d.load)}`,
    },
    { name: `${name}: p50 latency (${CLIENT})`, value: d.load.p50, unit: 'ms' },
    { name: `${name}: p99 latency (${CLIENT})`, value: d.load.p99, unit: 'ms' },
  ];
}

const trouble = (r: LoadResult) =>
  r.non2xx + r.errors > 0 ? `; ${r.non2xx} non-2xx, ${r.errors} errors` : '';

/** The figures of one route under load: req/s, p99 and the server's CPU a request. */
function loadFigures(name: string, m: ServerLoad, note: string): Figure[] {
  return [
    {
      name: `${name}: throughput`,
      value: Math.round(m.load.rps),
      unit: 'req/s',
      note: `-c ${CONNECTIONS}, ${LOAD_SECONDS} s; ${note}${trouble(m.load)}`,
    },
    { name: `${name}: p99 latency`, value: m.load.p99, unit: 'ms' },
    {
      name: `${name}: server CPU a request`,
      value: Math.round(m.cpuUsPerRequest),
      unit: 'µs',
      note: `server busy ${Math.round(m.busy * 100)} % of a core`,
    },
  ];
}

/**
 * Medians of `PLACEHOLDER_REQUESTS` placeholder answers through inject: each for another image
 * the first time (the proxy asks the CDN, whose port refuses the connection), and one image asked
 * again and again (the failure is remembered for a minute, so the CDN is not asked).
 */
async function placeholderTimes(app: FastifyInstance, riot: RiotDeps): Promise<Figure[]> {
  const version = riot.ddragon.version;
  const paths = [
    ...riot.ddragon.champions
      .filter((c) => c.image !== CHAMPION_FILE)
      .map((c) => `${DDRAGON_IMAGE_PATH}/${version}/img/champion/${encodeURIComponent(c.image)}`),
    ...riot.ddragon.items.map((i) => `${DDRAGON_IMAGE_PATH}/${version}/img/item/${i.id}.png`),
  ];
  const needed = PLACEHOLDER_WARMUP + PLACEHOLDER_REQUESTS;
  if (paths.length < needed) throw new Error(`only ${paths.length} images to ask for`);

  const timeOne = async (url: string) => {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url });
    const ms = performance.now() - started;
    if (res.statusCode !== 200 || !res.headers['content-type']?.startsWith('image/svg+xml')) {
      throw new Error(`${url} answered ${res.statusCode} ${res.headers['content-type']}`);
    }
    if (!res.body.includes('<title>')) throw new Error(`${url} answered an unnamed placeholder`);
    return ms;
  };

  for (const url of paths.slice(0, PLACEHOLDER_WARMUP)) await timeOne(url);
  const firstAsks: number[] = [];
  for (const url of paths.slice(PLACEHOLDER_WARMUP, needed)) firstAsks.push(await timeOne(url));
  const again = paths[0] ?? '';
  const remembered: number[] = [];
  for (let i = 0; i < PLACEHOLDER_REQUESTS; i++) remembered.push(await timeOne(again));
  say(
    `placeholder: first ask ${median(firstAsks).toFixed(2)} ms, remembered ${median(remembered).toFixed(2)} ms (medians)`,
  );
  return [
    {
      name: `placeholder, CDN unreachable, each image asked first: median of ${firstAsks.length}`,
      value: round(median(firstAsks)),
      unit: 'ms',
      note: `inject; ${firstAsks.length} champions and items, each a refused connection to the CDN first; p95 ${quantile(firstAsks, 0.95).toFixed(2)} ms`,
    },
    {
      name: `placeholder, failure remembered, one image: median of ${remembered.length}`,
      value: round(median(remembered)),
      unit: 'ms',
      note: `inject; the CDN not asked again within a minute; p95 ${quantile(remembered, 0.95).toFixed(2)} ms`,
    },
  ];
}

/** What the bench opens, closed in its `finally` whatever was reached. */
interface AssetsBenchParts {
  riot?: RiotDeps;
  handle?: DatabaseHandle;
  app?: FastifyInstance;
}

/**
 * The app over the fake CDN, listening, with its bench routes; the champion image fetched once
 * through the proxy (and checked stored), then the CDN closed. Null without a Data Dragon
 * snapshot.
 */
async function startAssetsApp(
  parts: AssetsBenchParts,
  setup: { dataDir: string; pngBytes: Buffer; cdn: Awaited<ReturnType<typeof startFakeCdn>> },
) {
  const { dataDir, pngBytes, cdn } = setup;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DDRAGON_DIR: process.env.DDRAGON_DIR,
    DDRAGON_CDN_URL: cdn.baseUrl,
  });
  // Without a snapshot Data Dragon would be downloaded, and this bench stays off the internet.
  if (configuredDataDragonDir(config) === undefined) {
    say('no Data Dragon snapshot (DDRAGON_DIR): assets figures skipped');
    return null;
  }
  const riot = await createRiotDeps(config, pino({ level: 'silent' }));
  parts.riot = riot;
  const version = riot.ddragon.version;
  cdn.put(`/cdn/${version}/img/champion/${CHAMPION_FILE}`, pngBytes);
  parts.handle = await openDatabase({ pgliteDir: 'memory' });
  const app = await buildApp({ config, database: parts.handle, riot });
  parts.app = app;
  // A route with nothing behind it, on the same instance, so both pay the same hooks.
  app.get('/bench/bare', async () => ({ ok: true }));
  // The same bytes from a route with nothing behind it: the cost of a 20 KB answer alone.
  app.get('/bench/png', async (_req, reply) => reply.type('image/png').send(pngBytes));
  const cacheDir = join(dataDir, 'ddragon-img');
  await mountDiskOnlyImages(app, riot, cacheDir, cdn.baseUrl);
  await app.ready();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const publicPath = `${DDRAGON_IMAGE_PATH}/${version}/img/champion/${CHAMPION_FILE}`;
  await expectPng(base + publicPath, pngBytes);
  if (cdn.asked.length !== 1) throw new Error(`the CDN was asked ${cdn.asked.length} times`);
  const stored = await readFile(join(cacheDir, version, 'img/champion', CHAMPION_FILE));
  if (!stored.equals(pngBytes)) throw new Error('the proxy stored other bytes than the CDN sent');
  // From here on the CDN is down: every figure below is served without it.
  await cdn.close();
  await expectPng(base + DISK_PREFIX + publicPath, pngBytes);
  return { app, riot, base, publicPath };
}

/**
 * Each route under load, first read by the load generator and then by the body-discarding
 * client; the bare route before and after the images, since the machine's speed drifts.
 */
async function measureRoutes(base: string, publicPath: string, resting: number) {
  const bareBefore = await throughput('bare route', `${base}/bench/bare`, resting);
  const sameBytes = await throughput('bare route sending the PNG', `${base}/bench/png`, resting);
  const memory = await throughput('PNG from the memory cache', base + publicPath, resting);
  const disk = await throughput('PNG from disk only', base + DISK_PREFIX + publicPath, resting);
  const bareAfter = await throughput('bare route again', `${base}/bench/bare`, resting);
  const dBareBefore = await discardingThroughput('bare route', `${base}/bench/bare`, resting);
  const dSameBytes = await discardingThroughput(
    'bare route sending the PNG',
    `${base}/bench/png`,
    resting,
  );
  const dMemory = await discardingThroughput(
    'PNG from the memory cache',
    base + publicPath,
    resting,
  );
  const dDisk = await discardingThroughput(
    'PNG from disk only',
    base + DISK_PREFIX + publicPath,
    resting,
  );
  const dBareAfter = await discardingThroughput('bare route again', `${base}/bench/bare`, resting);
  return {
    bareBefore,
    sameBytes,
    memory,
    disk,
    bareAfter,
    dBareBefore,
    dSameBytes,
    dMemory,
    dDisk,
    dBareAfter,
  };
}

type RouteMeasures = Awaited<ReturnType<typeof measureRoutes>>;

/** The load generator's figures: the bare route, the PNG routes, and their ratios to it. */
function servedFigures(m: RouteMeasures, png: string, resting: number): Figure[] {
  const { bareBefore, bareAfter, sameBytes, memory, disk } = m;
  // The machine's speed drifts over a minute: the bare route is measured before and after.
  const bareRps = (bareBefore.load.rps + bareAfter.load.rps) / 2;
  const bareCpu = (bareBefore.cpuUsPerRequest + bareAfter.cpuUsPerRequest) / 2;
  const ratios = (name: string, load: ServerLoad, goal?: string): Figure[] => [
    {
      name: `${name} / bare route`,
      value: round(load.load.rps / bareRps),
      unit: '×',
      ...(goal ? { goal } : {}),
      note: 'req/s',
    },
    {
      name: `${name} / bare route sending the PNG`,
      value: round(load.load.rps / sameBytes.load.rps),
      unit: '×',
      note: 'req/s',
    },
    {
      name: `${name} / bare route, by server CPU a request`,
      value: round(bareCpu / load.cpuUsPerRequest),
      unit: '×',
      note: `the server alone, whatever the load generator can take; its ${Math.round(resting * 1000) / 10} % of a core at rest taken off`,
    },
  ];
  return [
    {
      name: 'bare route: throughput',
      value: Math.round(bareRps),
      unit: 'req/s',
      note: `-c ${CONNECTIONS}, ${LOAD_SECONDS} s; mean of ${Math.round(bareBefore.load.rps)} before and ${Math.round(bareAfter.load.rps)} after the images${trouble(bareBefore.load)}${trouble(bareAfter.load)}`,
    },
    { name: 'bare route: p99 latency', value: bareBefore.load.p99, unit: 'ms' },
    {
      name: 'bare route: server CPU a request',
      value: Math.round(bareCpu),
      unit: 'µs',
      note: `before and after; server busy ${Math.round(bareBefore.busy * 100)} % of a core`,
    },
    ...loadFigures(
      `bare route sending the ${png}`,
      sameBytes,
      'the same bytes from a variable: what a 20 KB answer costs the load generator',
    ),
    ...loadFigures(
      `${png} from the memory cache`,
      memory,
      'the real route, stored by the first request',
    ),
    ...ratios(`${png} from the memory cache`, memory, '≥ 0.5'),
    ...loadFigures(
      `${png} from disk only`,
      disk,
      'a service with no memory cache: open, read and close the file a request',
    ),
    ...ratios(`${png} from disk only`, disk),
  ];
}

/** The body-discarding client's figures, its ratios to its own bare-route figure. */
function discardingClientFigures(m: RouteMeasures, png: string): Figure[] {
  const { dBareBefore, dBareAfter, dSameBytes, dMemory, dDisk } = m;
  // The body-discarding client's ratios use its own bare-route figure, before and after.
  const dBareRps = (dBareBefore.load.rps + dBareAfter.load.rps) / 2;
  const discardedRatio = (name: string, d: Discarded, goal?: string): Figure[] => [
    {
      name: `${name} / bare route (${CLIENT})`,
      value: round(d.load.rps / dBareRps),
      unit: '×',
      ...(goal ? { goal } : {}),
      note: `req/s; bare route ${Math.round(dBareRps)} req/s, mean of before and after`,
    },
  ];
  return [
    ...discardedFigures(
      'bare route',
      { load: { ...dBareBefore.load, rps: dBareRps }, serverBusy: dBareBefore.serverBusy },
      `mean of ${Math.round(dBareBefore.load.rps)} before and ${Math.round(dBareAfter.load.rps)} after the images; latencies of the first`,
    ),
    ...discardedFigures(
      `bare route sending the ${png}`,
      dSameBytes,
      'the same bytes from a variable',
    ),
    ...discardedRatio(`bare route sending the ${png}`, dSameBytes),
    ...discardedFigures(`${png} from the memory cache`, dMemory, 'the real route'),
    ...discardedRatio(`${png} from the memory cache`, dMemory, '≥ 0.5'),
    {
      name: `${png} from the memory cache / bare route sending the PNG (${CLIENT})`,
      value: round(dMemory.load.rps / dSameBytes.load.rps),
      unit: '×',
      note: 'req/s',
    },
    ...discardedFigures(`${png} from disk only`, dDisk, 'no memory cache'),
    ...discardedRatio(`${png} from disk only`, dDisk),
  ];
}

/** The image proxy's throughput from memory and from disk, and its placeholder's time. */
export async function assetsBench(): Promise<Figure[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'riftscope-bench-'));
  const pngBytes = await benchPng();
  const cdn = await startFakeCdn();
  const parts: AssetsBenchParts = {};
  try {
    const started = await startAssetsApp(parts, { dataDir, pngBytes, cdn });
    if (!started) return [];
    const { app, riot, base, publicPath } = started;
    const resting = await restingBusy(RESTING_SAMPLE_MS);
    say(`server at rest: ${Math.round(resting * 1000) / 10} % of a core`);
    const measured = await measureRoutes(base, publicPath, resting);
    const png = `${round(pngBytes.length / 1024, 1)} KB PNG`;
    const figures: Figure[] = [
      ...servedFigures(measured, png, resting),
      ...discardingClientFigures(measured, png),
    ];
    figures.push(...(await placeholderTimes(app, riot)));
    return figures;
  } finally {
    await parts.app?.close();
    await parts.handle?.close();
    await parts.riot?.close();
    await cdn.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
