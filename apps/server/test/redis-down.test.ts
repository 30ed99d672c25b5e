import { type ChildProcess, spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import type { Region } from '@riftscope/contracts';
import type { RiotSim } from '@riftscope/riot-sim';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createIngestionServices } from '../src/app/services.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { COUNTS_UNAVAILABLE } from '../src/modules/auth/failure-counter.redis.ts';
import { QUOTA_UNAVAILABLE } from '../src/modules/ingestion/lookup-quota.redis.ts';
import type { Config } from '../src/platform/config.ts';
import { openSharedState, REDIS_UNREACHABLE } from '../src/platform/redis/shared-state.ts';
import { TEST_DATABASES } from './databases.ts';
import { freePort } from './processes.ts';
import { playerPicker, type RiotIdIn, summonerUrl } from './riot-players.ts';
import { type TestApp, useTestApp } from './test-app.ts';
import { createTestRiot } from './test-riot.ts';

const { REDIS_URL } = process.env;

/** Lookups an address may make a minute here; the test about them meets it. */
const LOOKUPS_PER_MINUTE = 8;

/** Nothing listens on port 1: every connection is refused. */
const NOWHERE = 'redis://127.0.0.1:1';

/** Stores a player and its first page of matches through a Riot client of its own. */
async function storePlayer(database: DatabaseHandle): Promise<RiotIdIn> {
  const riot = await createTestRiot();
  try {
    const player = playerPicker(riot.sim as RiotSim)();
    const log = pino({ level: 'silent' });
    const { ingestion } = createIngestionServices({ database, riot, log });
    const row = await ingestion.lookup(player.platform as Region, player.gameName, player.tagLine);
    await ingestion.firstPage(row);
    await ingestion.settled();
    return player;
  } finally {
    await riot.close();
  }
}

/** A Riot ID the simulator knows and the database does not. */
const notStored = (t: TestApp, stored: RiotIdIn) =>
  playerPicker(t.sim)((p) => p.gameName !== stored.gameName);

/** A client address of its own for each test that counts requests. */
let addresses = 0;

/** Milliseconds the stored player's profile took, for the record (never asserted on). */
const timings: Record<string, number[]> = {};

/** What a visitor meets while Redis does not answer; `label` names the case in the timings. */
function expectFailClosed(get: () => { t: TestApp; stored: RiotIdIn }, label: string) {
  it('answers /api/health 503 with a reason naming Redis', async () => {
    const { t } = get();
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: REDIS_UNREACHABLE });
    expect(res.json().message).toContain('Redis');
  });

  it('refuses every sign-in with 503 rather than count it nowhere', async () => {
    const { t } = get();
    const { user } = await t.createUser({ password: 'the real one' });
    const statuses = [];
    for (let i = 0; i < 15; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '198.51.100.30',
        payload: { email: user.email, password: i % 2 ? 'the real one' : 'a wrong one' },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 503) expect(res.json()).toEqual({ message: COUNTS_UNAVAILABLE });
    }
    expect(new Set(statuses)).toEqual(new Set([503]));
  });

  it('refuses a lookup of a player not stored with 503, asking Riot nothing', async () => {
    const { t, stored } = get();
    t.sim.resetStats();
    const res = await t.request({ method: 'GET', url: summonerUrl(notStored(t, stored)) });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: QUOTA_UNAVAILABLE });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(t.sim.stats().total).toBe(0);
  });

  it('still limits requests per address, counted in this process', async () => {
    const { t, stored } = get();
    const address = `198.51.100.${40 + ++addresses}`;
    const statuses = [];
    for (let i = 0; i <= LOOKUPS_PER_MINUTE; i++) {
      const res = await t.request({
        method: 'GET',
        url: summonerUrl(stored),
        remoteAddress: address,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(LOOKUPS_PER_MINUTE).fill(200), 429]);
  });

  it('answers a stored player from the database', async () => {
    const { t, stored } = get();
    const took: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const res = await t.request({ method: 'GET', url: summonerUrl(stored) });
      took.push(Math.round(performance.now() - started));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().name).toBe(stored.gameName);
    }
    timings[label] = took;
  });
}

describe.each(TEST_DATABASES)('with Redis unreachable from the start on $name', (db) => {
  let stored: RiotIdIn;
  const t = useTestApp(db, {
    redis: { url: NOWHERE, worker: false },
    riotSpend: { lookupsPerIpPerMinute: LOOKUPS_PER_MINUTE },
  });
  beforeAll(async () => {
    stored = await storePlayer(t.database);
  });

  expectFailClosed(() => ({ t, stored }), `unreachable from the start, ${db.name}`);
});

/** A redis-server of this test's own on a free port, which the test stops and starts again. */
async function ownRedis() {
  const port = await freePort();
  let server: ChildProcess | undefined;
  const start = async () => {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    const child = server;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      child.once('exit', () => reject(new Error(`redis-server exited:\n${output}`)));
    });
  };
  const stop = async () => {
    const child = server;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

/** Asks `/api/health` until it answers `status`. */
async function healthBecomes(t: TestApp, status: number) {
  await vi.waitFor(
    async () => {
      const res = await t.request({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(status);
    },
    { timeout: 25_000, interval: 50 },
  );
}

describe.skipIf(!REDIS_URL).each(TEST_DATABASES)(
  'with Redis going away after the start on $name',
  (db) => {
    let stored: RiotIdIn;
    let redis: Awaited<ReturnType<typeof ownRedis>>;
    beforeAll(async () => {
      redis = await ownRedis();
    });
    afterAll(() => redis.stop());
    const t = useTestApp(db, () => ({
      redis: { url: redis.url, worker: false },
      riotSpend: { lookupsPerIpPerMinute: LOOKUPS_PER_MINUTE },
    }));
    beforeAll(async () => {
      stored = await storePlayer(t.database);
      expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await redis.stop();
      await healthBecomes(t, 503);
    });

    expectFailClosed(() => ({ t, stored }), `gone after the start, ${db.name}`);

    it('answers /api/health 200 and signs in again once Redis is back', async () => {
      await redis.start();
      await healthBecomes(t, 200);
      const { user } = await t.createUser({ password: 'the real one' });
      const res = await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: 'the real one' },
      });
      expect(res.statusCode).toBe(200);
    });
  },
);

describe('the log while Redis does not answer', () => {
  it('names the problem in one error line', async () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const config = { redis: { url: NOWHERE, keyPrefix: 'log-test' } } as Config;
    const shared = openSharedState(config, pino({ level: 'info' }, stream));
    try {
      await expect(shared?.check()).rejects.toMatchObject({ statusCode: 503 });
      await expect(shared?.check()).rejects.toMatchObject({ statusCode: 503 });
      const errors = lines.filter((line) => line.level === 50);
      expect(errors.map((line) => line.msg)).toEqual([REDIS_UNREACHABLE]);
    } finally {
      await shared?.close();
    }
  });
});

afterAll(() => {
  // The stored player's profile while Redis is away, in ms: recorded in docs/benchmarks.md.
  if (Object.keys(timings).length > 0) process.stdout.write(`${JSON.stringify(timings)}\n`);
});
