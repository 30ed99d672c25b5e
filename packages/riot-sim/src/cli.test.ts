import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { TEST_DDRAGON_DIR } from './test-support.ts';

const BIN = fileURLToPath(new URL('../bin/riot-sim.ts', import.meta.url));

describe('riot-sim CLI', () => {
  it('prints the URL template and sample players, serves, and stops on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      [
        BIN,
        '--port',
        '0',
        '--players',
        '300',
        '--seed',
        '3',
        '--ddragon-dir',
        TEST_DDRAGON_DIR,
        '--api-key',
        'RGAPI-cli',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    await vi.waitFor(() => expect(output).toContain('try: curl'), {
      timeout: 20_000,
      interval: 50,
    });
    const template = /listening: (http:\/\/127\.0\.0\.1:\d+\/\{routing\})/.exec(output)?.[1];
    expect(template, output).toBeDefined();
    expect(output).toContain('Silent Brush#KR1');
    expect(output).toContain('Baron Stealer#EUW');
    expect(output).toContain('Turret Hugger#NA1');
    const url = (template ?? '').replace('{routing}', 'europe');
    const res = await fetch(`${url}/riot/account/v1/accounts/by-riot-id/Baron%20Stealer/EUW`, {
      headers: { 'X-Riot-Token': 'RGAPI-cli' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ gameName: 'Baron Stealer', tagLine: 'EUW' });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 30_000);

  it('rejects bad options with usage', async () => {
    const child = spawn(process.execPath, [BIN, '--players', 'many'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8');
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    expect(code).toBe(2);
    expect(errors).toContain('--players must be');
    expect(errors).toContain('Usage: riot-sim');
  });
});
