import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

const RUN = new URL('./run.ts', import.meta.url).pathname;
const LATEST = new URL('./results/latest.json', import.meta.url);

function runBench(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [RUN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

const readLatest = () => readFile(LATEST, 'utf8').catch(() => null);

describe('npm run bench', () => {
  it('fails for an unknown bench, lists the benches and leaves the last results alone', {
    timeout: 60_000,
  }, async () => {
    const before = await readLatest();
    const run = await runBench(['tier-lists']);
    expect(run.code).toBe(2);
    expect(run.output).toMatch(/unknown bench "tier-lists"/);
    for (const name of [
      'riot-client',
      'player-data',
      'tier-list',
      'scale-out',
      'web',
      'ssr',
      'uploads',
      'lobby',
      'assets',
      'answers',
      'crawl-latency',
    ]) {
      expect(run.output).toContain(name);
    }
    expect(run.output).not.toMatch(/running /);
    expect(await readLatest()).toBe(before);
  });
});
