import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const DRIZZLE = dirname(require.resolve('drizzle-orm'));

const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["'](\.\.?\/[^"']+)["']/gm;

function scripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : scripts(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

// What resolveLargePackagesQuickly takes for granted of drizzle-orm, checked on the installed copy.
describe('quick resolution inside drizzle-orm', () => {
  it('is a package of ES modules', () => {
    expect(JSON.parse(readFileSync(join(DRIZZLE, 'package.json'), 'utf8')).type).toBe('module');
  });

  it('finds every relative import of its scripts as the file it names, extension included', () => {
    const files = scripts(DRIZZLE);
    expect(files.length).toBeGreaterThan(100);
    const imports = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)].map((match) => ({
        file,
        specifier: match[1] ?? '',
      })),
    );
    expect(imports.length).toBeGreaterThan(1_000);
    const unresolved = imports
      .filter(({ file, specifier }) => {
        return !specifier.endsWith('.js') || !existsSync(resolve(dirname(file), specifier));
      })
      .map(({ file, specifier }) => `${file}: ${specifier}`);
    expect(unresolved).toEqual([]);
  });
});
