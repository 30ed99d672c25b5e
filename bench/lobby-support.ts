/** What the lobby bench's parts share: addresses, the held clock, timed requests, players. */
import type { MultiSearchQueue, Region } from '@riftscope/contracts';
import type { Player, SimStats } from '@riftscope/riot-sim';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../apps/server/src/db/client.ts';
import { createSummonersRepository } from '../apps/server/src/modules/riot-data/summoners.repository.ts';
import { type Config, loadConfig } from '../apps/server/src/platform/config.ts';
import type { RiotDeps } from '../apps/server/src/platform/riot.ts';
import type { Figure } from './run.ts';
import { median, quantile, round } from './support.ts';

/** Timed requests of each figure, one after the other through inject. */
export const REQUESTS = 200;
/** Untimed requests before each timed run, so that first compilations and plans are not timed. */
export const WARMUP = 20;
export const LOBBY_SIZE = 5;
/** How the timed runs are made, for the figures' notes. */
export const HOW = `${REQUESTS} sequential requests via inject after ${WARMUP} untimed`;

export const say = (line: string) => process.stdout.write(`  lobby: ${line}\n`);

export type Named = Pick<Player, 'gameName' | 'tagLine' | 'platform'>;

const riotIdPath = (p: Named) =>
  `${encodeURIComponent(p.gameName)}/${encodeURIComponent(p.tagLine)}`;

export const lookupUrl = (p: Named) => `/api/summoners/${riotIdPath(p)}/${p.platform}`;
export const liveUrl = (p: Named) => `/api/summoners/${p.platform}/${riotIdPath(p)}/live`;
export const masteryUrl = (p: Named) => `/api/summoners/${p.platform}/${riotIdPath(p)}/mastery`;
export const matchesUrl = (p: Named, page: number) =>
  `/api/summoners/${riotIdPath(p)}/matches?region=${p.platform}&page=${page}`;
export const columnUrl = (p: Named) => `/api/multisearch/${p.platform}/${riotIdPath(p)}`;

/**
 * The list route with the players as the client's lobby chat shows them; without `queue` the
 * route's default (Solo/Duo).
 */
export function multiSearchUrl(
  region: Region,
  players: readonly Named[],
  queue?: MultiSearchQueue,
): string {
  const lobby = players.map((p) => `${p.gameName}#${p.tagLine} joined the lobby`).join('\n');
  const asked = queue === undefined ? '' : `&queue=${queue}`;
  return `/api/multisearch?region=${region}&q=${encodeURIComponent(lobby)}${asked}`;
}

/**
 * The server's clock, held still while a figure is timed: `skip` moves it past a cache's
 * lifetime between two requests, so each answer is built again; held without skipping, nothing
 * that lives for an interval (the answer cache, the stored live game) runs out mid-run.
 */
export function benchClock() {
  let offset = 0;
  let heldAt: number | null = null;
  return {
    now: () => heldAt ?? Date.now() + offset,
    hold() {
      heldAt ??= Date.now() + offset;
    },
    skip(ms: number) {
      if (heldAt === null) offset += ms;
      else heldAt += ms;
    },
    release() {
      if (heldAt !== null) offset = heldAt - Date.now();
      heldAt = null;
    },
  };
}

export type BenchClock = ReturnType<typeof benchClock>;

/** `url`'s answer, which must be a 200. */
export async function get(app: FastifyInstance, url: string) {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) {
    throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
  return res;
}

/**
 * Server times (inject: routing, validation, service and serialisation; no network) of `url`;
 * `beforeEach` runs untimed before every request, the untimed ones included.
 */
export async function timedRequests(
  app: FastifyInstance,
  url: string,
  beforeEach: () => void | Promise<void> = () => {},
): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) {
    await beforeEach();
    await get(app, url);
  }
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    await beforeEach();
    const started = performance.now();
    await get(app, url);
    times.push(performance.now() - started);
  }
  return times;
}

/** A timed run as two figures: its median (with `goal` and `note`) and its p95. */
export function timingFigures(
  name: string,
  times: readonly number[],
  described: { goal?: string; note: string },
): Figure[] {
  const max = Math.max(...times).toFixed(1);
  return [
    {
      name: `${name}: median`,
      value: round(median(times), 1),
      unit: 'ms',
      ...(described.goal === undefined ? {} : { goal: described.goal }),
      note: `${described.note}; max ${max} ms`,
    },
    { name: `${name}: p95`, value: round(quantile(times, 0.95), 1), unit: 'ms' },
  ];
}

/** The simulator's calls as "method n, method n" (or "none"). */
export const callsByMethod = (stats: Pick<SimStats, 'byMethod'>) =>
  Object.entries(stats.byMethod)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ') || 'none';

/** The simulator's calls by method between two snapshots of its stats. */
export function callsBetween(
  before: SimStats,
  after: SimStats,
): Pick<SimStats, 'total' | 'byMethod'> {
  const byMethod: Record<string, number> = {};
  for (const [name, n] of Object.entries(after.byMethod)) {
    const added = n - (before.byMethod[name] ?? 0);
    if (added > 0) byMethod[name] = added;
  }
  return { total: after.total - before.total, byMethod };
}

/** Players of `region` nobody has looked up, spread over its list, `offset` picking another set. */
export async function freshPlayers(
  riot: RiotDeps,
  handle: DatabaseHandle,
  { region, offset }: { region: Region; offset: number },
): Promise<Player[]> {
  const world = riot.sim?.world;
  if (!world) throw new Error('the bench needs the simulator');
  const samples = new Set(world.samplePlayers.map((p) => p.puuid));
  const summoners = createSummonersRepository(handle.db);
  const candidates = world.players.filter((p) => p.platform === region && !samples.has(p.puuid));
  const out: Player[] = [];
  for (let i = 0; out.length < LOBBY_SIZE && i < candidates.length; i++) {
    const p = candidates[(offset * 101 + i * 37) % candidates.length];
    if (!p || out.includes(p)) continue;
    const row = await summoners.findByRiotId(region, p.gameName, p.tagLine);
    if (!row?.fetchedAt) out.push(p);
  }
  if (out.length < LOBBY_SIZE)
    throw new Error(`fewer than ${LOBBY_SIZE} fresh players in ${region}`);
  return out;
}

/**
 * Older pages of each player's match list (10 matches a page), asked as the player page's
 * "more" asks them, so that the stored players have a history beyond a lookup's first page.
 */
export async function storeHistory(
  app: FastifyInstance,
  players: readonly Named[],
  pages: number,
): Promise<void> {
  for (const p of players) {
    for (let page = 1; page <= pages; page++) await get(app, matchesUrl(p, page));
  }
}

/** The bench's configuration; `env` adds to it. */
export const benchConfig = (dataDir: string, env: Record<string, string> = {}): Config =>
  loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DDRAGON_DIR: process.env.DDRAGON_DIR,
    ...env,
  });

/** A figure that could not be measured without PostgreSQL. */
export function skipped(name: string): Figure {
  return {
    name,
    value: Number.NaN,
    unit: '',
    note: 'skipped: PostgreSQL unreachable (BENCH_DATABASE_URL)',
  };
}
