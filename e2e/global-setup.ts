import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, createWriteStream, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext;
  }
}

/** What the browser tests learn from the global setup. */
export interface E2eContext {
  /** The Chromium binary, or null when there is none: every browser test is then skipped. */
  chromiumPath: string | null;
  /** Where the real server answers, e.g. http://127.0.0.1:41234; empty without Chromium. */
  baseUrl: string;
  /** The admin account created on the server's first start. */
  admin: { email: string; password: string };
  /** The repository root; screenshots go to test-results/screenshots under it. */
  rootDir: string;
}

const ROOT_DIR = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const ADMIN = { email: 'admin@e2e.riftscope.test', password: 'e2e-admin-password' };
const HEALTH_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `CHROMIUM_PATH` when set, else Debian's chromium. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const fromEnv = env.CHROMIUM_PATH?.trim();
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : null;
  return CHROMIUM_CANDIDATES.find(isExecutable) ?? null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function buildWebApp(): void {
  const started = Date.now();
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const { NODE_ENV: _, ...env } = process.env;
  const result = spawnSync('npm', ['run', 'build', '-w', '@riftscope/web'], {
    cwd: ROOT_DIR,
    env: { ...env, NODE_ENV: 'production' },
    encoding: 'utf8',
    stdio: 'pipe',
  });
  if (result.status !== 0) {
    throw new Error(
      `e2e: building the web app failed (exit ${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  process.stderr.write(`e2e: web app built in ${Date.now() - started} ms\n`);
}

async function waitForHealth(baseUrl: string, server: ChildProcess, logPath: string) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `e2e: the server exited (${server.exitCode ?? server.signalCode}) before answering; see ${logPath}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `e2e: the server did not answer /api/health within ${HEALTH_TIMEOUT_MS} ms; see ${logPath}`,
  );
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * Builds the web app and starts the real server (PGlite in a fresh data folder, the Riot
 * simulator in-process, demo news seeded on first start) on a free port, once for the run.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  const context: E2eContext = { chromiumPath, baseUrl: '', admin: ADMIN, rootDir: ROOT_DIR };
  if (chromiumPath === null) {
    const looked = process.env.CHROMIUM_PATH?.trim()
      ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable`
      : `none of ${CHROMIUM_CANDIDATES.join(', ')} exists and CHROMIUM_PATH is not set`;
    process.stderr.write(
      `e2e: no Chromium (${looked}); the browser tests are skipped. ` +
        'Install it with `apt-get install chromium`.\n',
    );
    project.provide('e2e', context);
    return;
  }

  buildWebApp();
  const dataDir = await mkdtemp(join(tmpdir(), 'riftscope-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const resultsDir = join(ROOT_DIR, 'test-results');
  mkdirSync(resultsDir, { recursive: true });
  const logPath = join(resultsDir, 'e2e-server.log');
  const log = createWriteStream(logPath);

  // A clean environment: no DATABASE_URL, REDIS_URL or RIOT_API_KEY from the shell, so the
  // server always runs the offline demo and shares nothing with other tests.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // A small simulated world: the sample players exist in every world, and the start-up
    // crawls finish in seconds instead of keeping a core busy through the whole run.
    SIM_PLAYERS: '100',
    ...(process.env.DDRAGON_DIR ? { DDRAGON_DIR: process.env.DDRAGON_DIR } : {}),
  };
  const started = Date.now();
  const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: ROOT_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log, { end: false });
  server.stderr?.pipe(log, { end: false });
  // Should Vitest exit without its teardown (an interrupted run), the server goes with it.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);

  const teardown = async () => {
    process.off('exit', killOnExit);
    await stopServer(server);
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server, logPath);
  } catch (err) {
    await teardown();
    throw err;
  }
  process.stderr.write(`e2e: server up at ${baseUrl} in ${Date.now() - started} ms\n`);

  project.provide('e2e', { ...context, baseUrl });
  return teardown;
}
