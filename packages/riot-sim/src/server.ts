import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isPlatform } from '@riftscope/riot';
import {
  createFaultState,
  type FaultOptions,
  type FaultRoll,
  type FaultState,
  isBurstActive,
  PROXY_502_HTML,
  rollFaults,
} from './faults.ts';
import { createRateLimiter, type RateLimiter, type RateLimitOptions } from './rate-limits.ts';
import type { Replay } from './replay/replay.ts';
import {
  isRegion,
  type ResolvedRoute,
  type RouteResult,
  resolveRoute,
  riotError,
  routingFits,
} from './routes.ts';
import type { World } from './world/world.ts';

const JSON_TYPE = 'application/json;charset=utf-8';

export interface SimStats {
  total: number;
  byStatus: Record<string, number>;
  /** By Riot method id; 'unknown' for paths no endpoint has. */
  byMethod: Record<string, number>;
  byRouting: Record<string, number>;
  rateLimited: { application: number; method: number; service: number };
  /** Requests left unanswered by the hang fault. */
  hung: number;
}

function emptyStats(): SimStats {
  return {
    total: 0,
    byStatus: {},
    byMethod: {},
    byRouting: {},
    rateLimited: { application: 0, method: 0, service: 0 },
    hung: 0,
  };
}

export interface SimServerOptions {
  world: World;
  replay: Replay | null;
  apiKey: string;
  limits: RateLimitOptions | null;
  faults: FaultOptions;
  now: () => number;
}

export interface SimServer {
  server: Server;
  setFaults(faults: FaultOptions): void;
  setLimits(limits: RateLimitOptions | null): void;
  stats(): SimStats;
  resetStats(): void;
}

const bump = (record: Record<string, number>, key: string) => {
  record[key] = (record[key] ?? 0) + 1;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What a running simulator holds; the setters of SimServer replace its parts. */
interface SimState {
  world: World;
  replay: Replay | null;
  apiKey: string;
  now: () => number;
  limiter: RateLimiter | null;
  faults: FaultState;
  stats: SimStats;
}

/** One request being answered: where the answer goes and what it is counted under. */
interface Exchange {
  state: SimState;
  res: ServerResponse;
  method: string;
  routing: string;
}

/** An answer and the headers it goes out with. */
interface Answer {
  result: RouteResult;
  headers?: Record<string, string>;
  contentType?: string;
}

function send(exchange: Exchange, { result, headers = {}, contentType = JSON_TYPE }: Answer) {
  const { stats } = exchange.state;
  bump(stats.byStatus, String(result.status));
  bump(stats.byMethod, exchange.method);
  bump(stats.byRouting, exchange.routing);
  const body = Buffer.from(result.body, 'utf8');
  exchange.res.writeHead(result.status, {
    ...headers,
    'Content-Type': contentType,
    'Content-Length': String(body.length),
  });
  exchange.res.end(body);
}

/** The routing value (first path segment) and the route the rest of the path names. */
function readAddress(url: URL) {
  const slash = url.pathname.indexOf('/', 1);
  const routing = slash === -1 ? url.pathname.slice(1) : url.pathname.slice(1, slash);
  const path = slash === -1 ? '' : url.pathname.slice(slash);
  const resolved = resolveRoute(path);
  const method = resolved && resolved !== 'bad-encoding' ? resolved.route.method : 'unknown';
  return { routing, resolved, method };
}

/** Riot's answer to a missing or wrong key and to a method other than GET. */
function accessRejection(req: IncomingMessage, url: URL, apiKey: string): Answer | null {
  const token = req.headers['x-riot-token'] ?? url.searchParams.get('api_key') ?? undefined;
  if (token === undefined || token === '') {
    return { result: riotError(401, 'Unauthorized') };
  }
  if (token !== apiKey) return { result: riotError(403, 'Forbidden') };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return { result: riotError(405, 'Method not allowed'), headers: { Allow: 'GET' } };
  }
  return null;
}

/** Riot's answer to an unknown routing value, path, or a route asked at the wrong routing. */
function routeRejection(
  routing: string,
  resolved: ResolvedRoute | null | 'bad-encoding',
): RouteResult | { route: ResolvedRoute } {
  if (!isPlatform(routing) && !isRegion(routing)) return riotError(404, 'Resource not found');
  if (resolved === 'bad-encoding') return riotError(400, 'Bad Request - malformed path');
  if (!resolved) return riotError(404, 'Resource not found');
  const fits = routingFits(resolved.route.kind, routing);
  if (fits === 'forbidden') return riotError(403, 'Forbidden');
  if (!fits) return riotError(404, 'Resource not found');
  return { route: resolved };
}

/**
 * The rate limits' headers, or the 429 of a limit or of a service burst, or the rolled 500 or
 * 503; counts the rejections it makes.
 */
function limitOrFault(
  exchange: Exchange,
  roll: FaultRoll,
  at: number,
): { headers: Record<string, string>; rejection: RouteResult | null } {
  const { state, routing, method } = exchange;
  const verdict = state.limiter?.check(routing, method, at);
  const headers = { ...(verdict?.headers ?? {}) };
  if (verdict?.exceeded) {
    state.stats.rateLimited[verdict.exceeded.type]++;
    headers['Retry-After'] = String(verdict.exceeded.retryAfterSeconds);
    headers['X-Rate-Limit-Type'] = verdict.exceeded.type;
    return { headers, rejection: riotError(429, 'Rate limit exceeded') };
  }
  if (isBurstActive(state.faults, at)) {
    // The service behind the gateway is overloaded: no Retry-After, as Riot sends it.
    state.stats.rateLimited.service++;
    headers['X-Rate-Limit-Type'] = 'service';
    return { headers, rejection: riotError(429, 'Rate limit exceeded') };
  }
  if (roll.error === 500) return { headers, rejection: riotError(500, 'Internal server error') };
  if (roll.error === 503) return { headers, rejection: riotError(503, 'Service unavailable') };
  return { headers, rejection: null };
}

/** Runs the route and sends its answer, cut short when the truncation fault rolled. */
function answerRoute(
  exchange: Exchange,
  resolved: ResolvedRoute,
  request: { url: URL; roll: FaultRoll; at: number; headers: Record<string, string> },
) {
  const { state, routing } = exchange;
  const { url, roll, at, headers } = request;
  const result = resolved.route.handle({
    world: state.world,
    replay: state.replay,
    routing,
    params: resolved.params,
    query: url.searchParams,
    now: at,
  });
  if (result.status === 200 && roll.truncateAt !== null && result.body.length > 1) {
    const cut = Math.max(1, Math.floor(result.body.length * roll.truncateAt * 0.9));
    send(exchange, { result: { status: 200, body: result.body.slice(0, cut) }, headers });
    return;
  }
  send(exchange, { result, headers });
}

async function handle(state: SimState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const roll = rollFaults(state.faults);
  if (roll.latencyMs > 0) await sleep(roll.latencyMs);
  state.stats.total++;
  const url = new URL(req.url ?? '/', 'http://riot-sim.invalid');
  const { routing, resolved, method } = readAddress(url);
  const exchange: Exchange = { state, res, method, routing };

  if (roll.isHang) {
    // Never answer; the socket stays open until the client gives up or the sim closes.
    state.stats.hung++;
    bump(state.stats.byMethod, method);
    bump(state.stats.byRouting, routing);
    return;
  }
  if (roll.isHtmlError) {
    send(exchange, { result: { status: 502, body: PROXY_502_HTML }, contentType: 'text/html' });
    return;
  }
  const denied = accessRejection(req, url, state.apiKey);
  if (denied) {
    send(exchange, denied);
    return;
  }
  const routed = routeRejection(routing, resolved);
  if (!('route' in routed)) {
    send(exchange, { result: routed });
    return;
  }
  const at = state.now();
  const { headers, rejection } = limitOrFault(exchange, roll, at);
  if (rejection) {
    send(exchange, { result: rejection, headers });
    return;
  }
  answerRoute(exchange, routed.route, { url, roll, at, headers });
}

/** The answer to a request whose handling threw: a 500 if nothing was sent yet. */
function answerCrash(state: SimState, res: ServerResponse, err: unknown) {
  if (res.headersSent) {
    res.destroy(err instanceof Error ? err : undefined);
    return;
  }
  bump(state.stats.byStatus, '500');
  const body = JSON.stringify({
    status: { message: 'Internal server error', status_code: 500 },
  });
  res.writeHead(500, { 'Content-Type': JSON_TYPE });
  res.end(body);
}

/** The simulator's HTTP server (not yet listening). */
export function createSimServer(options: SimServerOptions): SimServer {
  const { world, replay, apiKey, now } = options;
  const state: SimState = {
    world,
    replay,
    apiKey,
    now,
    limiter: options.limits ? createRateLimiter(options.limits) : null,
    faults: createFaultState(options.faults, world.seed, now()),
    stats: emptyStats(),
  };

  const server = createServer((req, res) => {
    handle(state, req, res).catch((err: unknown) => answerCrash(state, res, err));
  });

  return {
    server,
    setFaults(next) {
      state.faults = createFaultState(next, world.seed, now());
    },
    setLimits(next) {
      state.limiter = next ? createRateLimiter(next) : null;
    },
    stats: () => structuredClone(state.stats),
    resetStats() {
      state.stats = emptyStats();
    },
  };
}
