import { randomUUID } from 'node:crypto';
import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';

/** Another live process holds the data folder. */
export class DataFolderInUseError extends Error {
  readonly dir: string;
  readonly pid: number;
  constructor(dir: string, pid: number) {
    super(
      `The data folder ${dir} is in use by another RiftScope process (pid ${pid}). ` +
        'Stop the server before running a job on it, or use PostgreSQL (DATABASE_URL) ' +
        'to run jobs beside the server.',
    );
    this.name = 'DataFolderInUseError';
    this.dir = dir;
    this.pid = pid;
  }
}

export interface DataFolderLock {
  release(): Promise<void>;
}

interface Holder {
  pid: number;
  /** The kernel's start time of the process where known, so a reused pid is not taken for it. */
  start: string | null;
}

/** Lock files this process holds: a second open of the same folder here is refused too. */
const heldHere = new Set<string>();

/** Tries to take over a stale lock this many times before giving up on a busy folder. */
const TAKEOVER_ATTEMPTS = 5;

/** Field 22 of /proc/<pid>/stat (Linux), or null where there is no /proc. */
async function processStart(pid: number): Promise<string | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses; the fields after it do not.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function parseHolder(text: string): Holder | null {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && 'pid' in value && Number.isInteger(value.pid)) {
      const start = 'start' in value && typeof value.start === 'string' ? value.start : null;
      return { pid: value.pid as number, start };
    }
  } catch {}
  return null;
}

async function isRunning(path: string, holder: Holder): Promise<boolean> {
  // Our own pid in a lock this process does not hold: a killed earlier process had the same pid
  // (containers start the server under the same pid every time).
  if (holder.pid === process.pid) return heldHere.has(path);
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const start = await processStart(holder.pid);
  return holder.start === null || start === null || start === holder.start;
}

/**
 * Takes the lock file beside the PGlite folder `dir`, or throws DataFolderInUseError while a
 * live process holds it. PGlite keeps the database in its process's memory and writes whole
 * files back, so two processes on one folder overwrite each other's data. The lock of a process
 * that was killed is taken over.
 */
export async function lockDataFolder(dir: string): Promise<DataFolderLock> {
  const path = `${dir}.lock`;
  const own = JSON.stringify({ pid: process.pid, start: await processStart(process.pid) });
  // Written whole first and then linked into place, so nobody ever reads a half-written lock.
  const draft = `${path}.${randomUUID()}`;
  await writeFile(draft, own);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await link(draft, path);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const text = await readIfExists(path);
      if (text === null) continue;
      const holder = parseHolder(text);
      if (holder && (await isRunning(path, holder))) {
        throw new DataFolderInUseError(dir, holder.pid);
      }
      if (attempt >= TAKEOVER_ATTEMPTS) throw new DataFolderInUseError(dir, holder?.pid ?? 0);
      await removeIfUnchanged(path, text);
    }
  } finally {
    await unlink(draft).catch(() => {});
  }
  heldHere.add(path);
  return {
    async release() {
      if (!heldHere.delete(path)) return;
      if ((await readIfExists(path)) === own) await unlink(path).catch(() => {});
    },
  };
}

async function readIfExists(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * Removes the stale lock reading `text`. Two processes may find the same stale lock; moving it
 * aside first and checking what was moved keeps one from removing the lock the other just took.
 */
async function removeIfUnchanged(path: string, text: string): Promise<void> {
  const aside = `${path}.${randomUUID()}`;
  try {
    await rename(path, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const moved = await readFile(aside, 'utf8');
  if (moved !== text) await link(aside, path).catch(() => {});
  await unlink(aside);
}
