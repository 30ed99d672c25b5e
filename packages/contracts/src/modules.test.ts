import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * ADR 0005: schemas live only in `*.schema.ts` modules, so the web app, which uses the other
 * modules at run time and the schema modules for types only, ships no zod at all.
 */
const dir = import.meta.dirname;
const modules = readdirSync(dir).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts',
);
const schemaFree = modules.filter((name) => !name.endsWith('.schema.ts'));

/** Modules a file imports for their values (not `import type`). */
const valueImports = (source: string) =>
  [...source.matchAll(/^import (?!type )[^;]*? from '([^']+)'/gms)].map((m) => m[1]);

describe('contracts modules', () => {
  it('keep schemas apart from the values the web app uses', () => {
    expect(schemaFree.length).toBeGreaterThan(10);
    expect(modules.length).toBeGreaterThan(schemaFree.length);
  });

  it.each(schemaFree)('%s builds no schema and imports none at run time', (name) => {
    const source = readFileSync(`${dir}/${name}`, 'utf8');
    for (const imported of valueImports(source)) {
      expect(imported).not.toMatch(/^zod|\.schema\.ts$/);
    }
  });
});
