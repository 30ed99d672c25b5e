import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, runCrawlJob, startProcess } from './processes.ts';
import { TEST_DDRAGON_DIR } from './test-riot.ts';

const PASSWORD = 'hunter2-secret';
const TIMEOUT_MS = 60_000;

/** A PostgreSQL URL with a password whose port nothing listens on. */
async function closedPortUrl(): Promise<string> {
  return `postgres://riftscope:${PASSWORD}@127.0.0.1:${await freePort()}/riftscope`;
}

/** TEST_DATABASE_URL's server with a database that does not exist, or null without one. */
function missingDatabaseUrl(): string | null {
  if (!process.env.TEST_DATABASE_URL) return null;
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = '/riftscope_no_such_database';
  return url.toString();
}

const env = (databaseUrl: string): Record<string, string> => ({
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  // Nothing is written there: the database is opened first.
  DATA_DIR: join(tmpdir(), 'riftscope-database-unreachable'),
  DDRAGON_DIR: TEST_DDRAGON_DIR,
  DATABASE_URL: databaseUrl,
  CRAWL_INTERVAL_MINUTES: '0',
});

/** Runs `entry` until it exits: its exit code and everything it printed. */
async function runServerProcess(
  entry: 'main' | 'worker',
  vars: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const running = startProcess(entry, { ...vars, PORT: String(await freePort()) });
  const code = await new Promise<number | null>((resolve) =>
    running.child.once('exit', (exitCode) => resolve(exitCode)),
  );
  return { code, output: running.output() };
}

/** One line naming DATABASE_URL and the failure, no stack trace and no password. */
function expectOneLine(run: { code: number | null; output: string }, failure: RegExp): void {
  expect(run.code).toBe(1);
  const lines = run.output.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^DATABASE_URL: cannot open the database at postgres:\/\//);
  expect(lines[0]).toMatch(failure);
  expect(run.output).not.toContain(PASSWORD);
  expect(run.output).not.toMatch(/\n\s+at /);
}

describe('a database that cannot be reached at start', () => {
  it('makes npm run serve say so in one line naming DATABASE_URL and exit 1', {
    timeout: TIMEOUT_MS,
  }, async () => {
    const run = await runServerProcess('main', env(await closedPortUrl()));
    expectOneLine(run, /ECONNREFUSED/);
    expect(run.output).toContain('riftscope:***@127.0.0.1');
  });

  it('makes a CLI job say so in one line naming DATABASE_URL and exit 1', {
    timeout: TIMEOUT_MS,
  }, async () => {
    expectOneLine(await runCrawlJob(env(await closedPortUrl())), /ECONNREFUSED/);
  });

  it.skipIf(!process.env.REDIS_URL)(
    'makes npm run worker say so in one line naming DATABASE_URL and exit 1',
    { timeout: TIMEOUT_MS },
    async () => {
      const run = await runServerProcess('worker', {
        ...env(await closedPortUrl()),
        REDIS_URL: process.env.REDIS_URL ?? '',
      });
      expectOneLine(run, /ECONNREFUSED/);
    },
  );

  it.skipIf(missingDatabaseUrl() === null)(
    'names a database that does not exist on a server that answers',
    { timeout: TIMEOUT_MS },
    async () => {
      const run = await runServerProcess('main', env(missingDatabaseUrl() ?? ''));
      expectOneLine(run, /riftscope_no_such_database.*does not exist/);
    },
  );
});
