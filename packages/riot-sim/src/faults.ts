import { createRng, type Rng } from './random.ts';

/** A period during which every request gets Riot's underlying-service 429. */
export interface RateLimitBurst {
  /** Sim-clock start (epoch ms); default: when the faults were set. */
  from?: number | undefined;
  durationMs: number;
  /** Repeat the burst every periodMs (from `from`); default: once. */
  periodMs?: number | undefined;
}

/** Faults to inject; shares are probabilities per request (0–1). */
export interface FaultOptions {
  /** Share of requests answered 500 or 503 with Riot's bodies. */
  errorRate?: number | undefined;
  rateLimitBurst?: RateLimitBurst | null | undefined;
  /** Added delay before answering, ms, plus up to latencyJitterMs more. */
  latencyMs?: number | undefined;
  latencyJitterMs?: number | undefined;
  /** Share of requests that are never answered (until the client gives up). */
  hangRate?: number | undefined;
  /** Share of requests answered by a proxy's HTML 502 page. */
  htmlErrorRate?: number | undefined;
  /** Share of 200 answers whose JSON body is cut short. */
  truncateRate?: number | undefined;
  /** Seed of the fault dice; default the world seed. */
  seed?: number | undefined;
}

export interface FaultState {
  options: FaultOptions;
  rng: Rng;
  burstFrom: number;
}

/** Fault settings plus their dice; a burst without `from` starts now. */
export function createFaultState(
  options: FaultOptions,
  fallbackSeed: number,
  now: number,
): FaultState {
  return {
    options: { ...options },
    rng: createRng(options.seed ?? fallbackSeed, 'faults'),
    burstFrom: options.rateLimitBurst?.from ?? now,
  };
}

/** Whether a rate-limit burst covers `now`. */
export function isBurstActive(state: FaultState, now: number): boolean {
  const burst = state.options.rateLimitBurst;
  if (!burst || burst.durationMs <= 0) return false;
  const since = now - state.burstFrom;
  if (since < 0) return false;
  if (burst.periodMs && burst.periodMs > 0) return since % burst.periodMs < burst.durationMs;
  return since < burst.durationMs;
}

/** The dice of one request, rolled together so each request uses the generator the same way. */
export interface FaultRoll {
  latencyMs: number;
  isHang: boolean;
  isHtmlError: boolean;
  error: 500 | 503 | null;
  truncateAt: number | null;
}

/** Rolls every fault of one request. */
export function rollFaults(state: FaultState): FaultRoll {
  const o = state.options;
  const { rng } = state;
  const jitter = rng.next();
  const hang = rng.next();
  const html = rng.next();
  const error = rng.next();
  const which = rng.next();
  const truncate = rng.next();
  const where = rng.next();
  return {
    latencyMs: Math.max(0, (o.latencyMs ?? 0) + jitter * (o.latencyJitterMs ?? 0)),
    isHang: hang < (o.hangRate ?? 0),
    isHtmlError: html < (o.htmlErrorRate ?? 0),
    error: error < (o.errorRate ?? 0) ? (which < 0.5 ? 500 : 503) : null,
    truncateAt: truncate < (o.truncateRate ?? 0) ? where : null,
  };
}

export const PROXY_502_HTML =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';
