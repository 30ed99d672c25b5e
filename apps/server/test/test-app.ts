import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { AuthResponse } from '@riftscope/contracts';
import type { RiotClientOptions } from '@riftscope/riot';
import type { RiotSim } from '@riftscope/riot-sim';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createApp } from '../src/app/build-app.ts';
import { createIngestionServices, type Services } from '../src/app/services.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { createTokensRepository } from '../src/modules/auth/tokens.repository.ts';
import { newToken, tokenHash } from '../src/modules/auth/tokens.ts';
import { startIngestionWorker } from '../src/modules/ingestion/ingestion-worker.ts';
import { hashPassword } from '../src/modules/users/passwords.ts';
import {
  createUsersRepository,
  type NewUserRow,
  type UserRow,
} from '../src/modules/users/users.repository.ts';
import {
  type AuthLimits,
  type Config,
  loadConfig,
  type RiotSpendLimits,
} from '../src/platform/config.ts';
import { openSharedState, type SharedState } from '../src/platform/redis/shared-state.ts';
import type { RiotDeps } from '../src/platform/riot.ts';
import type { TestDatabase } from './databases.ts';
import { createTestRiot } from './test-riot.ts';

/** Per-address limits on Riot-spending routes, high enough that only the tests about them meet them. */
const RELAXED_RIOT_SPEND: RiotSpendLimits = {
  lookupsPerIpPerMinute: 10_000,
  matchDetailsPerIpPerMinute: 10_000,
  liveStatusPerIpPerMinute: 10_000,
  updatesPerIpPerMinute: 10_000,
  coldLookupsPerIp: 10_000,
  coldLookupWindowMs: 60_000,
};

/** Limits high enough that only the tests about limits meet them. */
const RELAXED_LIMITS: AuthLimits = {
  loginPerIpPerMinute: 10_000,
  registerPerIpPerHour: 10_000,
  freeFailuresPerAccountAtAddress: 10_000,
  freeFailuresPerAddress: 10_000,
  accountUnderAttackAfter: 10_000,
  firstDelayMs: 1_000,
  maxDelayMs: 60_000,
  failureMemoryMs: 60_000,
};

export interface TestApp {
  app: FastifyInstance;
  /** The app's services (the news, ingestion and crawler the entry points run beside it). */
  services: Services;
  /** The simulator behind the app's Riot client. */
  sim: RiotSim;
  riot: RiotDeps;
  database: DatabaseHandle;
  config: Config;
  /** With `redis`: what the app shares through Redis. */
  shared: SharedState | null;
  /** Registers a user through the API. */
  register(
    overrides?: Partial<{ name: string; email: string; password: string }>,
  ): Promise<AuthResponse>;
  /** Signs in through the API and returns the new token. */
  login(email: string, password: string): Promise<string>;
  /** Inserts a user directly and issues a token for them. */
  createUser(
    values?: Partial<NewUserRow> & { password?: string },
  ): Promise<{ user: UserRow; token: string }>;
  issueToken(userId: number): Promise<string>;
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /**
   * Starts the simulator's call counts afresh once the first pages of matches that earlier
   * lookups are still fetching are stored (a lookup answers before its first page).
   */
  resetRiotStats(): Promise<void>;
  close(): Promise<void>;
}

let sequence = 0;
export const uniqueEmail = (prefix = 'player') =>
  `${prefix}.${Date.now()}.${++sequence}@example.com`;

/** How a test app differs from the default one. */
export interface TestAppOptions {
  auth?: Partial<AuthLimits>;
  riotSpend?: Partial<RiotSpendLimits>;
  webDistDir?: string;
  riot?: Partial<RiotClientOptions>;
  /** Real Riot documents the simulator serves too (riot-sim's replay), laid out as the fixtures. */
  replayDir?: string;
  /** More environment variables for the configuration (e.g. GA_MEASUREMENT_ID). */
  env?: Record<string, string>;
  /**
   * Runs as with REDIS_URL (under a key prefix of its own): the Riot budget and answers in
   * Redis, lookups and Updates queued, and a worker in this process taking them.
   */
  redis?: { url: string; worker?: boolean };
  /** The app's clock in ms (session lifetimes, sign-in waits); the real one by default. */
  clock?: () => number;
  /** Files of a web build (path inside it → contents), written to a folder of the app's own. */
  webFiles?: Record<string, string | Uint8Array>;
}

/** The test app's configuration: the defaults, relaxed limits and the options' differences. */
async function testConfig(options: TestAppOptions, dataDir: string): Promise<Config> {
  const base = loadConfig({
    // High enough that only the tests about the upload limit meet it.
    IMAGE_UPLOADS_PER_USER_PER_MINUTE: '10000',
    ...options.env,
    ...(options.redis
      ? {
          REDIS_URL: options.redis.url,
          REDIS_KEY_PREFIX: `test-${process.pid}-${Date.now().toString(36)}-${++sequence}`,
        }
      : {}),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
  });
  return {
    ...base,
    auth: { ...RELAXED_LIMITS, ...options.auth },
    riotSpend: { ...RELAXED_RIOT_SPEND, ...options.riotSpend },
    webDistDir:
      options.webDistDir ??
      (options.webFiles ? await writeWebFiles(join(dataDir, 'web'), options.webFiles) : null) ??
      join(dataDir, 'no-web-build'),
  };
}

/** With Redis (unless the options say not to): a worker in this process taking the queued jobs. */
async function startTestWorker(input: {
  options: TestAppOptions;
  shared: SharedState | null;
  database: DatabaseHandle;
  riot: RiotDeps;
}) {
  const { options, shared, database, riot } = input;
  if (!shared || options.redis?.worker === false) return null;
  const silent = pino({ level: 'silent' });
  return startIngestionWorker({
    redis: shared.target,
    ...createIngestionServices({ database, riot, log: silent, clock: options.clock }),
    log: silent,
    concurrency: 4,
    crawl: null,
  });
}

/** Signing up, in and users made directly, through the app's requests and its database. */
function accountHelpers(input: {
  database: DatabaseHandle;
  request: TestApp['request'];
  clock: () => number;
}): Pick<TestApp, 'register' | 'login' | 'createUser' | 'issueToken'> {
  const { database, request, clock } = input;
  const users = createUsersRepository(database.db);
  const tokens = createTokensRepository(database.db);
  const issueToken = async (userId: number) => {
    const token = newToken();
    await tokens.insert(userId, tokenHash(token), database.db, new Date(clock()));
    return token;
  };
  return {
    issueToken,
    async register(overrides = {}) {
      const password = overrides.password ?? 'correct horse';
      const res = await request({
        method: 'POST',
        url: '/api/register',
        payload: {
          name: overrides.name ?? 'Player',
          email: overrides.email ?? uniqueEmail(),
          password,
          password_confirmation: password,
        },
      });
      if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    async login(email, password) {
      const res = await request({
        method: 'POST',
        url: '/api/login',
        payload: { email, password },
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res.json().token;
    },
    async createUser({ password = 'correct horse', ...values } = {}) {
      const user = await users.insert({
        name: 'Someone',
        email: uniqueEmail(values.role ?? 'user'),
        passwordHash: await hashPassword(password),
        ...values,
      });
      return { user, token: await issueToken(user.id) };
    },
  };
}

export async function startTestApp(
  db: TestDatabase,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'riftscope-test-'));
  const config = await testConfig(options, dataDir);
  const { handle: database, drop } = await db.create();
  const shared = openSharedState(config, pino({ level: 'silent' }));
  const riot = await createTestRiot({
    ...options.riot,
    store: shared?.rateLimitStore,
    replayDir: options.replayDir,
    // A test's own Data Dragon folder is loaded in each configured locale, as the server does.
    ...(config.riot.ddragonDir
      ? { dataDragon: { dir: config.riot.ddragonDir, locales: config.riot.ddragonLocales } }
      : {}),
  });
  const { app, services } = await createApp({
    config,
    database,
    riot,
    shared,
    clock: options.clock,
  });
  await app.ready();
  const worker = await startTestWorker({ options, shared, database, riot });
  const request: TestApp['request'] = ({ token, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  return {
    app,
    services,
    sim: riot.sim as RiotSim,
    riot,
    database,
    config,
    shared,
    request,
    ...accountHelpers({ database, request, clock: options.clock ?? Date.now }),
    async resetRiotStats() {
      await services.ingestion.settled();
      riot.sim?.resetStats();
    },
    async close() {
      await worker?.close();
      await app.close();
      if (shared?.redis.status === 'ready') await deleteKeys(shared);
      await shared?.close();
      await riot.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Removes every key under the test's prefix. */
async function deleteKeys(shared: SharedState) {
  const stream = shared.redis.scanStream({ match: `${shared.target.keyPrefix}:*`, count: 500 });
  for await (const keys of stream as AsyncIterable<string[]>) {
    if (keys.length > 0) await shared.redis.del(...keys);
  }
}

/** Writes a web build's files under `dir`; `dir`. */
async function writeWebFiles(dir: string, files: Record<string, string | Uint8Array>) {
  for (const [path, contents] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), contents);
  }
  return dir;
}

/** What useTestApp does around each test, beside startTestApp's options. */
export interface UseTestAppOptions extends TestAppOptions {
  /** Starts each test with the simulator's call counts at zero (`resetRiotStats`). */
  freshRiotStats?: boolean;
  /** Takes the simulator's faults away after each test. */
  clearFaults?: boolean;
}

/**
 * A test app for the enclosing `describe`: started in `beforeAll` (after the hooks registered
 * before this call, so `options` may be a function reading what they made), closed in
 * `afterAll`. The app it returns stands for the started one; reading it outside a hook or test
 * throws.
 */
export function useTestApp(
  db: TestDatabase,
  options: UseTestAppOptions | (() => UseTestAppOptions | Promise<UseTestAppOptions>) = {},
): TestApp {
  let started: { app: TestApp; options: UseTestAppOptions } | null = null;
  const current = () => {
    if (!started) throw new Error('the test app starts in beforeAll: read it in a hook or test');
    return started;
  };
  beforeAll(async () => {
    const resolved = typeof options === 'function' ? await options() : options;
    started = { app: await startTestApp(db, resolved), options: resolved };
  });
  afterAll(async () => {
    await started?.app.close();
    started = null;
  });
  beforeEach(async () => {
    if (started?.options.freshRiotStats) await started.app.resetRiotStats();
  });
  afterEach(() => {
    if (started?.options.clearFaults) started.app.sim.setFaults({});
  });
  return new Proxy({} as TestApp, { get: (_, key) => Reflect.get(current().app, key) });
}
