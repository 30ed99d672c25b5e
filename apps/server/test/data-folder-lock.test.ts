import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DataFolderInUseError, lockDataFolder } from '../src/db/data-folder-lock.ts';
import { freePort, type RunningProcess, runCrawlJob, startProcess } from './processes.ts';
import { TEST_DDRAGON_DIR } from './test-riot.ts';

/** A server's start-up and demo crawl on a machine several times slower than a laptop. */
const START_MS = 120_000;

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'riftscope-data-lock-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

let folders = 0;
const newDataDir = () => join(root, `data-${++folders}`);
/** A PGlite folder inside a new DATA_DIR, made as the server makes it. */
async function newPgliteDir(): Promise<string> {
  const dir = join(newDataDir(), 'pglite');
  await mkdir(dir, { recursive: true });
  return dir;
}

/** The pid of a process that has exited, so that nothing runs under it now. */
function deadPid(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', '']);
    child.once('error', reject);
    child.once('exit', () => resolve(child.pid ?? 0));
  });
}

describe('the PGlite data folder lock', () => {
  it('refuses a second holder of the folder in the same process until the first releases it', async () => {
    const dir = await newPgliteDir();
    const lock = await lockDataFolder(dir);
    await expect(lockDataFolder(dir)).rejects.toBeInstanceOf(DataFolderInUseError);
    await lock.release();
    const again = await lockDataFolder(dir);
    await again.release();
  });

  it('takes over the lock of a process that no longer runs', async () => {
    const dir = await newPgliteDir();
    await writeFile(`${dir}.lock`, JSON.stringify({ pid: await deadPid(), start: '1' }));
    const lock = await lockDataFolder(dir);
    await lock.release();
  });

  // Start times come from /proc; elsewhere a running pid counts as the holder.
  it.skipIf(process.platform !== 'linux')(
    'takes over the lock of a process whose pid another process has taken since',
    async () => {
      const dir = await newPgliteDir();
      // Our parent runs, but it started at another time than the one the lock records.
      await writeFile(`${dir}.lock`, JSON.stringify({ pid: process.ppid, start: '-1' }));
      const lock = await lockDataFolder(dir);
      await lock.release();
    },
  );
});

describe('a server on the embedded database', () => {
  const running: RunningProcess[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((p) => p.stop()));
  });

  async function startServer(
    dataDir: string,
    env: Record<string, string> = {},
  ): Promise<RunningProcess> {
    const port = await freePort();
    const server = startProcess('main', {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DDRAGON_DIR: TEST_DDRAGON_DIR,
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'correct horse battery',
      // A small world starts quicker; the demo crawl still finds its players on every region.
      SIM_PLAYERS: '400',
      ...env,
    });
    running.push(server);
    return server;
  }

  const runCrawl = (dataDir: string) =>
    runCrawlJob({ NODE_ENV: 'test', DATA_DIR: dataDir, DDRAGON_DIR: TEST_DDRAGON_DIR });

  it(
    'makes a job on its data folder stop at once, saying to stop the server or use PostgreSQL',
    async () => {
      const dataDir = newDataDir();
      const server = await startServer(dataDir, { CRAWL_INTERVAL_MINUTES: '0' });
      await server.waitFor(/RiftScope is running/, START_MS);

      const job = await runCrawl(dataDir);
      expect(job.code).toBe(1);
      expect(job.output).toMatch(/in use by another RiftScope process/);
      expect(job.output).toMatch(/Stop the server/);
      expect(job.output).toMatch(/DATABASE_URL/);
      expect(job.output).not.toMatch(/crawl done|"stored"/);
    },
    START_MS * 2,
  );

  it(
    'starts again after being killed, and its interrupted demo crawl resumes and finishes',
    async () => {
      const dataDir = newDataDir();
      const first = await startServer(dataDir, { CRAWL_INTERVAL_MINUTES: '0' });
      // Some players are stored by now, so the next start finds a database that is not empty.
      await first.waitFor(/"demo crawl progress"/, START_MS);
      first.child.kill('SIGKILL');
      await first.stop();
      expect(first.output()).not.toMatch(/"demo crawl finished"/);

      const second = await startServer(dataDir, { CRAWL_INTERVAL_MINUTES: '0' });
      await second.waitFor(/"status":"done".*"demo crawl finished"/, START_MS);
      expect(second.output()).toMatch(/"total":43/);
    },
    START_MS * 3,
  );
});
