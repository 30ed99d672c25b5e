import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  EXAMPLE_PLAYER_REGIONS,
  type ExamplePlayer,
  PROFILE_REFRESH_AGE_MS,
} from '@riftscope/contracts';
import { CDRAGON_URL } from '@riftscope/riot/cdragon';
import { DDRAGON_CDN } from '@riftscope/riot/ddragon';
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((v) => (v === '' || v === undefined ? fallback : v), schema);

/** A Data Dragon locale folder's name (`ru_RU`); it becomes part of a path or URL. */
const DDRAGON_LOCALE = /^[a-z]{2}_[A-Z]{2}$/;
/** One of EXAMPLE_PLAYERS: `region/gameName#tagLine`, the region one of the example regions. */
const EXAMPLE_PLAYER = new RegExp(
  `^(${EXAMPLE_PLAYER_REGIONS.join('|')})/([^#/,]{1,32})#([^#/,]{1,8})$`,
);
const EXAMPLE_PLAYERS_FORMAT = `must be region/gameName#tagLine entries separated by commas, each region one of ${EXAMPLE_PLAYER_REGIONS.join(', ')}`;

/** EXAMPLE_PLAYERS' entries as the API's example players. */
function examplePlayersOf(entries: readonly string[]): ExamplePlayer[] {
  return entries.flatMap((entry) => {
    const [, region, gameName, tagLine] = EXAMPLE_PLAYER.exec(entry) ?? [];
    const known = EXAMPLE_PLAYER_REGIONS.find((code) => code === region);
    return known && gameName && tagLine
      ? [{ region: known, game_name: gameName.trim(), tag_line: tagLine.trim() }]
      : [];
  });
}

/** The locale every Data Dragon file falls back to when another locale lacks it. */
const FALLBACK_DDRAGON_LOCALE = 'en_US';
/** The interface languages' locales. */
const DEFAULT_DDRAGON_LOCALES = 'en_US,ru_RU,tr_TR';

const EnvSchema = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
  LOG_LEVEL: withDefault(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  PORT: withDefault(z.coerce.number().int().min(0).max(65_535), 8080),
  HOST: withDefault(z.string().min(1), '127.0.0.1'),
  // Unset, it follows PORT, so that links, the sitemap and CORS name the port in use.
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
  TRUST_PROXY: withDefault(
    z.string().transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (trust === null) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be true, false, a hop count or a list of addresses and CIDR ranges',
        });
        return z.NEVER;
      }
      return trust;
    }),
    'false',
  ),
  REQUEST_TIMEOUT_SECONDS: withDefault(z.coerce.number().int().min(1).max(3600), 120),
  IMAGE_UPLOADS_PER_USER_PER_MINUTE: withDefault(z.coerce.number().int().min(1).max(1_000_000), 20),
  DATA_DIR: withDefault(z.string().min(1), './data'),
  // The built web app; a test serves a development build of it from elsewhere.
  WEB_DIST_DIR: z.optional(z.string().min(1)),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL')),
  REDIS_KEY_PREFIX: withDefault(
    z.string().regex(/^[a-z0-9_-]{1,32}$/, 'must be 1–32 of a-z 0-9 _ -'),
    'riftscope',
  ),
  RIOT_API_KEY: optional(z.string().min(1)),
  RIOT_API_BASE_URL: optional(
    z.string().includes('{routing}', { message: 'must contain {routing}' }),
  ),
  EXAMPLE_PLAYERS: optional(
    z
      .string()
      .transform((value) => value.split(',').map((entry) => entry.trim()))
      .pipe(z.array(z.string().regex(EXAMPLE_PLAYER, EXAMPLE_PLAYERS_FORMAT))),
  ),
  DDRAGON_DIR: optional(z.string().min(1)),
  DDRAGON_VERSION: optional(z.string().regex(/^\d+\.\d+\.\d+$/, 'must look like 15.22.1')),
  DDRAGON_LOCALES: withDefault(
    z
      .string()
      .transform((value) => [...new Set(value.split(',').map((locale) => locale.trim()))])
      .pipe(
        z
          .array(z.string().regex(DDRAGON_LOCALE, 'must be Data Dragon locales like en_US,ru_RU'))
          .refine((locales) => locales.includes(FALLBACK_DDRAGON_LOCALE), {
            message: `must include ${FALLBACK_DDRAGON_LOCALE}, which every other locale falls back to`,
          }),
      ),
    DEFAULT_DDRAGON_LOCALES,
  ),
  // Where the image proxy fetches Data Dragon's art; tests point it at a fake CDN on loopback.
  DDRAGON_CDN_URL: optional(z.url({ protocol: /^https?$/ })),
  CDRAGON_URL: optional(z.url({ protocol: /^https?$/ })),
  // Bound of the art proxy's cache folder, DATA_DIR/ddragon-img; least recently used files go.
  DDRAGON_CACHE_MB: withDefault(z.coerce.number().int().min(1).max(1_000_000), 256),
  // Art fetched from Data Dragon's CDN a minute, for one client address and for the whole site.
  DDRAGON_FETCHES_PER_IP_PER_MINUTE: withDefault(
    z.coerce.number().int().min(1).max(1_000_000),
    300,
  ),
  DDRAGON_FETCHES_PER_MINUTE: withDefault(z.coerce.number().int().min(1).max(1_000_000), 1200),
  // A CDN in front of the server's own /cdn/ddragon/ art: answers' image URLs name it.
  ASSET_BASE_URL: optional(
    z
      .url({ protocol: /^https?$/ })
      .refine(isOrigin, 'must be an http(s) origin without a path, e.g. https://cdn.example.com'),
  ),
  ADMIN_EMAIL: optional(z.email()),
  ADMIN_PASSWORD: optional(z.string().min(8).max(128)),
  CRAWL_INTERVAL_MINUTES: withDefault(z.coerce.number().int().min(0).max(10_080), 30),
  WORKER_CONCURRENCY: withDefault(z.coerce.number().int().min(1).max(100), 8),
  PROFILE_REFRESH_AGE_MS: withDefault(
    z.coerce
      .number()
      .int()
      .min(1_000)
      .max(7 * 86_400_000),
    PROFILE_REFRESH_AGE_MS,
  ),
  // How long a page's render waits for its stored data before it sends the page's frame.
  PAGE_RENDER_BUDGET_MS: withDefault(z.coerce.number().int().min(0).max(60_000), 150),
  SIM_SEED: withDefault(z.coerce.number().int().min(0), 20_250_510),
  SIM_PLAYERS: withDefault(z.coerce.number().int().min(10).max(1_000_000), 2000),
  SIM_REPLAY_DIR: optional(z.string().min(1)),
  LOOKUPS_PER_IP_PER_MINUTE: withDefault(z.coerce.number().int().min(1).max(1_000_000), 60),
  NEW_PLAYER_LOOKUPS_PER_IP_PER_MINUTE: withDefault(
    z.coerce.number().int().min(1).max(1_000_000),
    10,
  ),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: optional(z.string().min(3).max(254)),
  /** Riot's site verification code for a production key application, served as /riot.txt. */
  RIOT_VERIFICATION_CODE: optional(
    z.string().regex(/^[A-Za-z0-9-]{8,128}$/, 'must be the code Riot gives (letters, digits, -)'),
  ),
  GA_MEASUREMENT_ID: optional(
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,16}$/, 'must be a Google Analytics 4 measurement ID (G-XXXXXXX)'),
  ),
});

export type Env = z.infer<typeof EnvSchema>;

/** Riot's API as a URL template: RIOT_API_BASE_URL's default. */
export const RIOT_API_URL = 'https://{routing}.api.riotgames.com';

/** Whether `value` is a bare origin (`https://cdn.example.com`, a trailing slash allowed). */
function isOrigin(value: string): boolean {
  // zod runs this check after a failed URL check too.
  const url = URL.parse(value);
  if (url === null) return false;
  return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
}

/** Fastify's `trustProxy`: all, none, a number of hops, or proxies' addresses and CIDR ranges. */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for the private ranges, which Fastify accepts beside addresses. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY's value as Fastify takes it, or null when it is none of the accepted forms. */
export function parseTrustProxy(value: string): TrustProxy | null {
  const text = value.trim().toLowerCase();
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : null;
}

/** Login and registration limits (docs/product.md, Security). */
export interface AuthLimits {
  /** Requests per IP per minute to /api/login. */
  loginPerIpPerMinute: number;
  /** Requests per IP per hour to /api/register. */
  registerPerIpPerHour: number;
  /** Failed sign-ins to one account from one address before each further try waits. */
  freeFailuresPerAccountAtAddress: number;
  /** Failed sign-ins from one address, whatever the account, before each further try waits. */
  freeFailuresPerAddress: number;
  /**
   * Failed sign-ins to one account from anywhere after which every address that fails on it
   * waits from its own first failure; addresses that have not failed are never slowed.
   */
  accountUnderAttackAfter: number;
  /** The first wait; each further failure doubles it, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Failures are forgotten this long after the last one. */
  failureMemoryMs: number;
}

/**
 * Per-address limits on the routes that may spend Riot calls, so that one visitor cannot use up
 * the API key's budget that every visitor shares (docs/adr/0007-riot-budget-fairness.md).
 */
export interface RiotSpendLimits {
  /** Requests per IP per minute to each player route: profile, match pages, live game (env). */
  lookupsPerIpPerMinute: number;
  /** Requests per IP per minute to each match route: scoreboard and timeline. */
  matchDetailsPerIpPerMinute: number;
  /** Requests per IP per minute to the live-status badge (polled once a minute per tab). */
  liveStatusPerIpPerMinute: number;
  /** Requests per IP per minute to Update (each player has its own cooldown too). */
  updatesPerIpPerMinute: number;
  /** Players not stored yet (each ~14 Riot calls) one IP may look up in one window (env). */
  coldLookupsPerIp: number;
  coldLookupWindowMs: number;
}

export interface Config {
  env: Env['NODE_ENV'];
  logLevel: Env['LOG_LEVEL'];
  http: {
    port: number;
    host: string;
    publicUrl: string;
    /**
     * Which proxies' X-Forwarded-For to believe (Fastify's `trustProxy`), so per-address limits
     * see the visitor rather than the proxy; false believes none.
     */
    trustProxy: TrustProxy;
    /** Time a client has to send a whole request, headers and body; slower ones get a 408. */
    requestTimeoutMs: number;
  };
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
    /**
     * No RIOT_API_KEY and no RIOT_API_BASE_URL of its own: the simulator runs in this process
     * (the offline demo). A base URL without a key is used with the simulator's key, e.g. for
     * `npx riot-sim` started on its own.
     */
    isSimulatorInProcess: boolean;
    ddragonDir: string | undefined;
    ddragonVersion: string | undefined;
    /** Data Dragon locales loaded at start-up (en_US always among them), each once. */
    ddragonLocales: readonly string[];
    /**
     * Where Arena's augment names and icons come from (CDRAGON_URL): Community Dragon unless the
     * Riot API is a simulator, whose demo runs offline and shows augments by id; null: not asked.
     */
    cdragonUrl: string | null;
  };
  /** Data Dragon's art, served from our own origin by the cache-through image proxy. */
  assets: {
    /** The origin answers' image URLs name (a CDN in front of us); unset: same origin. */
    baseUrl: string | undefined;
    /** Where missing art is fetched from: Data Dragon's CDN unless DDRAGON_CDN_URL. */
    ddragonCdnUrl: string;
    /** Bytes the cache folder may hold; the least recently used files are removed beyond it. */
    cacheMaxBytes: number;
    /** Files fetched from the CDN a minute for one client address (an IPv4 address, an IPv6 /64). */
    fetchesPerIpPerMinute: number;
    /** Files fetched from the CDN a minute for every visitor together. */
    fetchesPerMinute: number;
  };
  /** `replayDir`: real Riot documents the simulator serves beside its world. */
  sim: { seed: number; players: number; replayDir: string | undefined };
  /** The tier-list crawl: minutes between passes, 0 for none. */
  crawl: { intervalMs: number };
  /** Jobs a worker process (`npm run worker`) runs at once. */
  worker: { concurrency: number };
  /** A profile whose stored data is older than this is refreshed in the background when opened. */
  profiles: { refreshAgeMs: number };
  /**
   * The home page's example players (EXAMPLE_PLAYERS); unset: the simulator's sample players
   * with the simulator in this process, otherwise the highest-ranked stored player of each region.
   */
  examplePlayers: readonly ExamplePlayer[] | undefined;
  admin: { email: string | undefined; password: string | undefined };
  auth: AuthLimits;
  riotSpend: RiotSpendLimits;
  /** Image uploads (avatars, news covers, editor images) per signed-in user and route. */
  uploads: { perUserPerMinute: number };
  /** Google Analytics 4, loaded by the web app only when a measurement ID is configured. */
  analytics: { gaMeasurementId: string | undefined };
  /** Riot's site verification code, answered at /riot.txt; 404 there when unset. */
  riotVerificationCode: string | undefined;
  /** Outgoing mail (password resets); without an SMTP URL, mails are files in `DATA_DIR/mail/`. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Folder of the built web app. */
  webDistDir: string;
  /** How long a page's render waits for its stored data (PAGE_RENDER_BUDGET_MS). */
  pageRenderBudgetMs: number;
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
  freeFailuresPerAccountAtAddress: 5,
  freeFailuresPerAddress: 30,
  accountUnderAttackAfter: 20,
  firstDelayMs: 2_000,
  maxDelayMs: 15 * 60_000,
  failureMemoryMs: 60 * 60_000,
};

export const DEFAULT_RIOT_SPEND_LIMITS: RiotSpendLimits = {
  lookupsPerIpPerMinute: 60,
  matchDetailsPerIpPerMinute: 120,
  liveStatusPerIpPerMinute: 30,
  updatesPerIpPerMinute: 10,
  coldLookupsPerIp: 10,
  coldLookupWindowMs: 60_000,
};

/**
 * Community Dragon's origin for Arena's augment names: CDRAGON_URL, else Community Dragon itself
 * unless the Riot API is a simulator (the offline demo, or one at RIOT_API_BASE_URL), which never
 * reaches it; null then, and augments are shown by id.
 */
function cdragonUrlOf(env: Env): string | null {
  if (env.CDRAGON_URL !== undefined) return env.CDRAGON_URL.replace(/\/+$/, '');
  const asksRiot =
    env.RIOT_API_KEY !== undefined && (env.RIOT_API_BASE_URL ?? RIOT_API_URL) === RIOT_API_URL;
  return asksRiot ? CDRAGON_URL : null;
}

const defaultWebDistDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Parses the environment once at start-up; throws a ConfigError naming each bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return deepFreeze({
    env: env.NODE_ENV,
    logLevel: env.LOG_LEVEL,
    http: {
      port: env.PORT,
      host: env.HOST,
      publicUrl: publicUrl.replace(/\/+$/, ''),
      trustProxy: env.TRUST_PROXY,
      requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    },
    dataDir: resolve(env.DATA_DIR),
    database: { url: env.DATABASE_URL },
    redis: { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX },
    riot: {
      apiKey: env.RIOT_API_KEY,
      baseUrl: env.RIOT_API_BASE_URL ?? RIOT_API_URL,
      // Riot's own URL answers nobody without a key, so without one it is the default: the demo.
      isSimulatorInProcess:
        env.RIOT_API_KEY === undefined && (env.RIOT_API_BASE_URL ?? RIOT_API_URL) === RIOT_API_URL,
      ddragonDir: env.DDRAGON_DIR === undefined ? undefined : resolve(env.DDRAGON_DIR),
      ddragonVersion: env.DDRAGON_VERSION,
      ddragonLocales: env.DDRAGON_LOCALES,
      cdragonUrl: cdragonUrlOf(env),
    },
    assets: {
      baseUrl: env.ASSET_BASE_URL === undefined ? undefined : new URL(env.ASSET_BASE_URL).origin,
      ddragonCdnUrl: (env.DDRAGON_CDN_URL ?? DDRAGON_CDN).replace(/\/+$/, ''),
      cacheMaxBytes: env.DDRAGON_CACHE_MB * 1024 * 1024,
      fetchesPerIpPerMinute: env.DDRAGON_FETCHES_PER_IP_PER_MINUTE,
      fetchesPerMinute: env.DDRAGON_FETCHES_PER_MINUTE,
    },
    sim: {
      seed: env.SIM_SEED,
      players: env.SIM_PLAYERS,
      replayDir: env.SIM_REPLAY_DIR === undefined ? undefined : resolve(env.SIM_REPLAY_DIR),
    },
    crawl: { intervalMs: env.CRAWL_INTERVAL_MINUTES * 60_000 },
    worker: { concurrency: env.WORKER_CONCURRENCY },
    profiles: { refreshAgeMs: env.PROFILE_REFRESH_AGE_MS },
    examplePlayers:
      env.EXAMPLE_PLAYERS === undefined ? undefined : examplePlayersOf(env.EXAMPLE_PLAYERS),
    admin: { email: env.ADMIN_EMAIL?.toLowerCase(), password: env.ADMIN_PASSWORD },
    auth: DEFAULT_AUTH_LIMITS,
    riotSpend: {
      ...DEFAULT_RIOT_SPEND_LIMITS,
      lookupsPerIpPerMinute: env.LOOKUPS_PER_IP_PER_MINUTE,
      coldLookupsPerIp: env.NEW_PLAYER_LOOKUPS_PER_IP_PER_MINUTE,
    },
    uploads: { perUserPerMinute: env.IMAGE_UPLOADS_PER_USER_PER_MINUTE },
    analytics: { gaMeasurementId: env.GA_MEASUREMENT_ID },
    riotVerificationCode: env.RIOT_VERIFICATION_CODE,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `RiftScope <no-reply@${new URL(publicUrl).hostname}>`,
    },
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : defaultWebDistDir,
    pageRenderBudgetMs: env.PAGE_RENDER_BUDGET_MS,
  });
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
