/**
 * The built site on loopback: builds the web app and starts the real server (PGlite in a fresh
 * data folder, the Riot simulator in-process, demo news seeded on first start) on a free port.
 * The browser tests and the web benchmark share it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, createWriteStream, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RIOT_FIXTURES_DIR } from '@riftscope/riot-snapshots';
import { SERVER_NODE_FLAGS } from '../apps/server/src/platform/node-flags.ts';
import { freePort } from '../apps/server/test/processes.ts';

/** Debian's Chromium, headless, without anything that reaches the network on its own. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const ROOT_DIR = fileURLToPath(new URL('..', import.meta.url));
export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
/** Real Riot documents (packages/riot-snapshots/fixtures/PROVENANCE.md). */
export { RIOT_FIXTURES_DIR };

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

function run(command: string, args: string[], cwd: string, nodeEnv: string, what: string) {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const { NODE_ENV: _, ...env } = process.env;
  const result = spawnSync(command, args, {
    cwd,
    env: { ...env, NODE_ENV: nodeEnv },
    encoding: 'utf8',
    stdio: 'pipe',
  });
  if (result.status !== 0) {
    throw new Error(
      `e2e: ${what} failed (exit ${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`,
    );
  }
}

function buildWebApp(): void {
  const started = Date.now();
  run(
    'npm',
    ['run', 'build', '-w', '@riftscope/web'],
    ROOT_DIR,
    'production',
    'building the web app',
  );
  process.stderr.write(`e2e: web app built in ${Date.now() - started} ms\n`);
}

/**
 * Builds the web app for the browser with React's development build into `outDir`, and its
 * renderer as usual into `outDir/ssr` (the server runs React's production build), for a server
 * started with `WEB_DIST_DIR` there: React in the browser then reports every difference between
 * the server's HTML and its own first render on the console.
 */
export function buildDevelopmentWebApp(outDir: string): void {
  const webDir = join(ROOT_DIR, 'apps', 'web');
  const vite = join(ROOT_DIR, 'node_modules', '.bin', 'vite');
  run(
    vite,
    ['build', '--mode', 'development', '--outDir', outDir],
    webDir,
    'development',
    'the development build',
  );
  run(
    vite,
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', join(outDir, 'ssr')],
    webDir,
    'production',
    'its renderer',
  );
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

export interface Site {
  baseUrl: string;
  /** The server process, for measuring it. */
  pid: number;
  stop(): Promise<void>;
}

/** How a site is started. */
interface SiteOptions {
  /** Log file name under test-results/. */
  logName: string;
  admin?: { email: string; password: string };
  /** Players in the simulated world; small worlds finish their start-up crawls in seconds. */
  simPlayers?: number;
  /**
   * Serve the real match documents of RIOT_FIXTURES_DIR beside the simulated world (the
   * simulator's SIM_REPLAY_DIR), so that their players can be looked up on the site.
   */
  replayRealMatches?: boolean;
  /** The web app was built earlier in this run (by the global setup): serve that build. */
  isWebAppBuilt?: boolean;
  /** More server variables, e.g. a looser per-address limit for a test that visits many players. */
  env?: Readonly<Record<string, string>>;
}

/** Tries to start the server at most this often when another process took its port first. */
const PORT_TRIES = 3;

/** The server exited because its port was taken. */
class PortTakenError extends Error {}

/** Builds the web app, starts the server with a clean environment and waits for it to answer. */
export async function startSite(options: SiteOptions): Promise<Site> {
  if (!options.isWebAppBuilt) buildWebApp();
  // The port is free when it is chosen, but the server's own simulator, which asks the system for
  // any free port, may be given it before the server listens: then another port is chosen.
  for (let attempt = 1; ; attempt++) {
    try {
      return await launchSite(options);
    } catch (err) {
      if (!(err instanceof PortTakenError) || attempt === PORT_TRIES) throw err;
      process.stderr.write(`site: ${err.message}; trying another port\n`);
    }
  }
}

async function launchSite(options: SiteOptions): Promise<Site> {
  const dataDir = await mkdtemp(join(tmpdir(), 'riftscope-site-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const resultsDir = join(ROOT_DIR, 'test-results');
  mkdirSync(resultsDir, { recursive: true });
  const logPath = join(resultsDir, options.logName);
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
    ...(options.admin
      ? { ADMIN_EMAIL: options.admin.email, ADMIN_PASSWORD: options.admin.password }
      : {}),
    SIM_PLAYERS: String(options.simPlayers ?? 100),
    // The tests count the requests a page makes; on a slow machine a run outlasts the ten-minute
    // refresh age, and a background refresh would add requests no test made. The refresh has its
    // own tests (test/profile-refresh.test.ts, profile-card.test.tsx); a test may set the age.
    PROFILE_REFRESH_AGE_MS: String(86_400_000),
    // A page arrives with its data however busy the machine is: the tests read it from the HTML.
    PAGE_RENDER_BUDGET_MS: String(10_000),
    ...(process.env.DDRAGON_DIR ? { DDRAGON_DIR: process.env.DDRAGON_DIR } : {}),
    ...(options.replayRealMatches ? { SIM_REPLAY_DIR: RIOT_FIXTURES_DIR } : {}),
    ...options.env,
  };
  const started = Date.now();
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/src/main.ts'], {
    cwd: ROOT_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log, { end: false });
  server.stderr?.pipe(log, { end: false });
  let isPortTaken = false;
  server.stderr?.on('data', (chunk: Buffer) => {
    if (chunk.toString('utf8').includes('EADDRINUSE')) isPortTaken = true;
  });
  // Should the parent exit without stopping it (an interrupted run), the server goes with it.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    await stopServer(server);
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server, logPath);
  } catch (err) {
    await stop();
    throw isPortTaken
      ? new PortTakenError(`port ${port} was taken before the server listened`)
      : err;
  }
  process.stderr.write(`site: server up at ${baseUrl} in ${Date.now() - started} ms\n`);
  return { baseUrl, pid: server.pid ?? 0, stop };
}
