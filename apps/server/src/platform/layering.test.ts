import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../', import.meta.url));

/** The first folder (or entry file) under src of a path inside it, e.g. 'platform' or 'main.ts'. */
const layerOf = (path: string) => relative(SRC, path).split(sep)[0] ?? '';

const ENTRY_POINTS = ['main.ts', 'worker.ts', 'jobs'];

/**
 * What each layer may not import. Primitives (db, platform) know nothing of the features;
 * modules know nothing of how the application is put together; nothing imports an entry point.
 */
const FORBIDDEN: Record<string, readonly string[]> = {
  db: ['platform', 'modules', 'app', ...ENTRY_POINTS],
  platform: ['modules', 'app', ...ENTRY_POINTS],
  modules: ['app', ...ENTRY_POINTS],
  app: ENTRY_POINTS,
};

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** The relative import specifiers of a source file, static, re-exported and dynamic. */
function relativeImports(source: string): string[] {
  return [...source.matchAll(IMPORT)]
    .map((match) => match[1] ?? '')
    .filter((specifier) => specifier.startsWith('.'));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every import in src that crosses into a layer its file's layer may not use. */
function layeringViolations(
  files: readonly string[],
  read = (path: string) => readFileSync(path, 'utf8'),
) {
  return files.flatMap((file) => {
    const forbidden = FORBIDDEN[layerOf(file)] ?? [];
    return relativeImports(read(file))
      .filter((specifier) => forbidden.includes(layerOf(resolve(dirname(file), specifier))))
      .map((specifier) => `${relative(SRC, file)} imports ${specifier}`);
  });
}

describe('server layering', () => {
  it('keeps platform and db free of modules and app, and modules free of app', () => {
    expect(layeringViolations(sourceFiles(SRC))).toEqual([]);
  });

  it('reports an import from a forbidden layer, static or dynamic', () => {
    // Built from parts, so that this file's own text holds no such import.
    const from = (specifier: string) => `from ${"'"}${specifier}${"'"};`;
    const sources: Record<string, string> = {
      [join(SRC, 'platform/x.ts')]: [
        `import { a } ${from('../modules/auth/tokens.ts')}`,
        `import type { B } ${from('./errors.ts')}`,
        `const c = await import(${"'"}../app/build-app.ts${"'"});`,
      ].join('\n'),
      [join(SRC, 'modules/auth/y.ts')]: [
        `export { d } ${from('../../app/services.ts')}`,
        `import { e } ${from('../../platform/errors.ts')}`,
      ].join('\n'),
    };
    expect(layeringViolations(Object.keys(sources), (path) => sources[path] ?? '')).toEqual([
      'platform/x.ts imports ../modules/auth/tokens.ts',
      'platform/x.ts imports ../app/build-app.ts',
      'modules/auth/y.ts imports ../../app/services.ts',
    ]);
  });
});
