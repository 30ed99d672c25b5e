import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { SERVER_NODE_FLAGS } from '../src/platform/node-flags.ts';

const SERVER_DIR = new URL('../src/', import.meta.url);
const CRAWL_JOB = new URL('../src/jobs/crawl.ts', import.meta.url).pathname;

/** Runs `npm run crawl` for five matches of euw1 until it exits: its code and all it printed. */
export function runCrawlJob(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CRAWL_JOB, '--platform', 'euw1', '--matches', '5'], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** A server or worker process started from the repository's entry points. */
export interface RunningProcess {
  child: ChildProcess;
  /** Everything it wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves when its output matches, or rejects when it exits or `timeoutMs` passes. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves when it has exited. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Starts `node apps/server/src/{main,worker}.ts` as its npm script does (SERVER_NODE_FLAGS), with
 * the given environment (nothing else).
 */
export function startProcess(entry: 'main' | 'worker', env: Record<string, string>) {
  const entryPath = new URL(`${entry}.ts`, SERVER_DIR).pathname;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, entryPath], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    // Keeps the tail only: a long run logs a lot.
    if (output.length > 1_000_000) output = output.slice(-500_000);
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const running: RunningProcess = {
    child,
    output: () => output,
    waitFor(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const done = (err?: Error) => {
          listeners.delete(check);
          clearTimeout(timer);
          child.off('exit', onExit);
          if (err) reject(err);
          else resolve();
        };
        const check = () => {
          if (pattern.test(output)) done();
        };
        const onExit = () => done(new Error(`${entry} exited before ${pattern}:\n${output}`));
        const timer = setTimeout(
          () => done(new Error(`${entry} did not print ${pattern}:\n${output}`)),
          timeoutMs,
        );
        listeners.add(check);
        child.once('exit', onExit);
        check();
      });
    },
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
  return running;
}

/** A TCP port free on loopback right now. */
export function freePort(): Promise<number> {
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
