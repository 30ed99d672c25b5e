import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isPlatform } from '@riftscope/riot';
import {
  createFaultState,
  type FaultOptions,
  type FaultState,
  isBurstActive,
  PROXY_502_HTML,
  rollFaults,
} from './faults.ts';
import { createRateLimiter, type RateLimiter, type RateLimitOptions } from './rate-limits.ts';
import type { Replay } from './replay/replay.ts';
import { isRegion, type RouteResult, resolveRoute, riotError, routingFits } from './routes.ts';
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

/** The simulator's HTTP server (not yet listening). */
export function createSimServer(options: SimServerOptions): SimServer {
  const { world, replay, apiKey, now } = options;
  let limiter: RateLimiter | null = options.limits ? createRateLimiter(options.limits) : null;
  let faults: FaultState = createFaultState(options.faults, world.seed, now());
  let stats = emptyStats();

  function send(
    res: ServerResponse,
    result: RouteResult,
    headers: Record<string, string>,
    method: string,
    routing: string,
    contentType = JSON_TYPE,
  ) {
    bump(stats.byStatus, String(result.status));
    bump(stats.byMethod, method);
    bump(stats.byRouting, routing);
    const body = Buffer.from(result.body, 'utf8');
    res.writeHead(result.status, {
      ...headers,
      'Content-Type': contentType,
      'Content-Length': String(body.length),
    });
    res.end(body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const roll = rollFaults(faults);
    if (roll.latencyMs > 0) await sleep(roll.latencyMs);
    stats.total++;
    const url = new URL(req.url ?? '/', 'http://riot-sim.invalid');
    const slash = url.pathname.indexOf('/', 1);
    const routing = slash === -1 ? url.pathname.slice(1) : url.pathname.slice(1, slash);
    const path = slash === -1 ? '' : url.pathname.slice(slash);
    const resolved = resolveRoute(path);
    const method = resolved && resolved !== 'bad-encoding' ? resolved.route.method : 'unknown';

    if (roll.isHang) {
      // Never answer; the socket stays open until the client gives up or the sim closes.
      stats.hung++;
      bump(stats.byMethod, method);
      bump(stats.byRouting, routing);
      return;
    }
    if (roll.isHtmlError) {
      send(res, { status: 502, body: PROXY_502_HTML }, {}, method, routing, 'text/html');
      return;
    }

    const token = req.headers['x-riot-token'] ?? url.searchParams.get('api_key') ?? undefined;
    if (token === undefined || token === '') {
      send(res, riotError(401, 'Unauthorized'), {}, method, routing);
      return;
    }
    if (token !== apiKey) {
      send(res, riotError(403, 'Forbidden'), {}, method, routing);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, riotError(405, 'Method not allowed'), { Allow: 'GET' }, method, routing);
      return;
    }
    if (!isPlatform(routing) && !isRegion(routing)) {
      send(res, riotError(404, 'Resource not found'), {}, method, routing);
      return;
    }
    if (resolved === 'bad-encoding') {
      send(res, riotError(400, 'Bad Request - malformed path'), {}, method, routing);
      return;
    }
    if (!resolved) {
      send(res, riotError(404, 'Resource not found'), {}, method, routing);
      return;
    }
    const fits = routingFits(resolved.route.kind, routing);
    if (fits === 'forbidden') {
      send(res, riotError(403, 'Forbidden'), {}, method, routing);
      return;
    }
    if (!fits) {
      send(res, riotError(404, 'Resource not found'), {}, method, routing);
      return;
    }

    const at = now();
    const verdict = limiter?.check(routing, method, at);
    const headers = { ...(verdict?.headers ?? {}) };
    if (verdict?.exceeded) {
      stats.rateLimited[verdict.exceeded.type]++;
      headers['Retry-After'] = String(verdict.exceeded.retryAfterSeconds);
      headers['X-Rate-Limit-Type'] = verdict.exceeded.type;
      send(res, riotError(429, 'Rate limit exceeded'), headers, method, routing);
      return;
    }
    if (isBurstActive(faults, at)) {
      // The service behind the gateway is overloaded: no Retry-After, as Riot sends it.
      stats.rateLimited.service++;
      headers['X-Rate-Limit-Type'] = 'service';
      send(res, riotError(429, 'Rate limit exceeded'), headers, method, routing);
      return;
    }
    if (roll.error === 500) {
      send(res, riotError(500, 'Internal server error'), headers, method, routing);
      return;
    }
    if (roll.error === 503) {
      send(res, riotError(503, 'Service unavailable'), headers, method, routing);
      return;
    }

    const result = resolved.route.handle({
      world,
      replay,
      routing,
      params: resolved.params,
      query: url.searchParams,
      now: at,
    });
    if (result.status === 200 && roll.truncateAt !== null && result.body.length > 1) {
      const cut = Math.max(1, Math.floor(result.body.length * roll.truncateAt * 0.9));
      send(res, { status: 200, body: result.body.slice(0, cut) }, headers, method, routing);
      return;
    }
    send(res, result, headers, method, routing);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (res.headersSent) {
        res.destroy(err instanceof Error ? err : undefined);
        return;
      }
      bump(stats.byStatus, '500');
      const body = JSON.stringify({
        status: { message: 'Internal server error', status_code: 500 },
      });
      res.writeHead(500, { 'Content-Type': JSON_TYPE });
      res.end(body);
    });
  });

  return {
    server,
    setFaults(next) {
      faults = createFaultState(next, world.seed, now());
    },
    setLimits(next) {
      limiter = next ? createRateLimiter(next) : null;
    },
    stats: () => structuredClone(stats),
    resetStats() {
      stats = emptyStats();
    },
  };
}
