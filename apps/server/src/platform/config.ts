import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((v) => (v === '' || v === undefined ? fallback : v), schema);

const EnvSchema = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
  LOG_LEVEL: withDefault(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  PORT: withDefault(z.coerce.number().int().min(0).max(65_535), 8080),
  HOST: withDefault(z.string().min(1), '127.0.0.1'),
  PUBLIC_URL: withDefault(z.url({ protocol: /^https?$/ }), 'http://localhost:8080'),
  DATA_DIR: withDefault(z.string().min(1), './data'),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL')),
  REDIS_KEY_PREFIX: withDefault(
    z.string().regex(/^[a-z0-9_-]{1,32}$/, 'must be 1–32 of a-z 0-9 _ -'),
    'riftscope',
  ),
  RIOT_API_KEY: optional(z.string().min(1)),
  RIOT_API_BASE_URL: withDefault(
    z.string().includes('{routing}', { message: 'must contain {routing}' }),
    'https://{routing}.api.riotgames.com',
  ),
  DDRAGON_DIR: optional(z.string().min(1)),
  DDRAGON_VERSION: optional(z.string().regex(/^\d+\.\d+\.\d+$/, 'must look like 15.22.1')),
  ADMIN_EMAIL: optional(z.email()),
  ADMIN_PASSWORD: optional(z.string().min(8).max(128)),
  CRAWL_INTERVAL_MINUTES: withDefault(z.coerce.number().int().min(0).max(10_080), 30),
  WORKER_CONCURRENCY: withDefault(z.coerce.number().int().min(1).max(100), 8),
  SIM_SEED: withDefault(z.coerce.number().int().min(0), 20_250_510),
  SIM_PLAYERS: withDefault(z.coerce.number().int().min(10).max(1_000_000), 2000),
  GA_MEASUREMENT_ID: optional(
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,16}$/, 'must be a Google Analytics 4 measurement ID (G-XXXXXXX)'),
  ),
});

export type Env = z.infer<typeof EnvSchema>;

/** Login and registration limits (DESIGN.md §6). */
export interface AuthLimits {
  /** Requests per IP per minute to /api/login. */
  loginPerIpPerMinute: number;
  /** Requests per IP per hour to /api/register. */
  registerPerIpPerHour: number;
  /** Failed logins per account before it is locked for the window. */
  failedLoginsPerAccount: number;
  failedLoginWindowMs: number;
}

export interface Config {
  env: Env['NODE_ENV'];
  logLevel: Env['LOG_LEVEL'];
  http: { port: number; host: string; publicUrl: string };
  dataDir: string;
  database: { url: string | undefined };
  redis: {
    url: string | undefined;
    /** Starts every key, so that several deployments can share one Redis. */
    keyPrefix: string;
  };
  riot: {
    apiKey: string | undefined;
    baseUrl: string;
    ddragonDir: string | undefined;
    ddragonVersion: string | undefined;
  };
  sim: { seed: number; players: number };
  /** The tier-list crawl: minutes between passes, 0 for none. */
  crawl: { intervalMs: number };
  /** Jobs a worker process (`npm run worker`) runs at once. */
  worker: { concurrency: number };
  admin: { email: string | undefined; password: string | undefined };
  auth: AuthLimits;
  /** Google Analytics 4, loaded by the web app only when a measurement ID is configured. */
  analytics: { gaMeasurementId: string | undefined };
  /** Folder of the built web app. */
  webDistDir: string;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginPerIpPerMinute: 10,
  registerPerIpPerHour: 10,
  failedLoginsPerAccount: 5,
  failedLoginWindowMs: 15 * 60_000,
};

const webDistDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Parses the environment once at start-up; throws a ConfigError naming each bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  return deepFreeze({
    env: env.NODE_ENV,
    logLevel: env.LOG_LEVEL,
    http: { port: env.PORT, host: env.HOST, publicUrl: env.PUBLIC_URL.replace(/\/+$/, '') },
    dataDir: resolve(env.DATA_DIR),
    database: { url: env.DATABASE_URL },
    redis: { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX },
    riot: {
      apiKey: env.RIOT_API_KEY,
      baseUrl: env.RIOT_API_BASE_URL,
      ddragonDir: env.DDRAGON_DIR === undefined ? undefined : resolve(env.DDRAGON_DIR),
      ddragonVersion: env.DDRAGON_VERSION,
    },
    sim: { seed: env.SIM_SEED, players: env.SIM_PLAYERS },
    crawl: { intervalMs: env.CRAWL_INTERVAL_MINUTES * 60_000 },
    worker: { concurrency: env.WORKER_CONCURRENCY },
    admin: { email: env.ADMIN_EMAIL?.toLowerCase(), password: env.ADMIN_PASSWORD },
    auth: DEFAULT_AUTH_LIMITS,
    analytics: { gaMeasurementId: env.GA_MEASUREMENT_ID },
    webDistDir,
  });
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
