import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

const packageJson = JSON.parse(
  readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'),
) as { scripts: Record<string, string> };

describe('the server processes’ Node flags', () => {
  it.each([
    ['serve', 'apps/server/src/main.ts'],
    ['dev', 'apps/server/src/main.ts'],
    ['worker', 'apps/server/src/worker.ts'],
  ])('npm run %s starts %s with them', (script, entry) => {
    const words = packageJson.scripts[script]?.split(' ') ?? [];
    expect(words[0]).toBe('node');
    expect(words.at(-1)).toBe(entry);
    for (const flag of SERVER_NODE_FLAGS) expect(words).toContain(flag);
  });

  it('npm start serves through the serve script', () => {
    expect(packageJson.scripts.start).toBe('npm run build && npm run serve');
  });
});
