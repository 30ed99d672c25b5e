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

/** `summoners` for a path under modules/summoners/, undefined outside modules/. */
function moduleOf(path: string): string | undefined {
  const [top, name] = relative(SRC, path).split(sep);
  return top === 'modules' && name && !name.endsWith('.ts') ? name : undefined;
}

/** The module that owns what is stored from Riot and every number derived from it. */
const RIOT_DATA = 'riot-data';

type ReadSource = (path: string) => string;
const readSource: ReadSource = (path) => readFileSync(path, 'utf8');

/** Each file's relative imports resolved to absolute paths. */
function importGraph(files: readonly string[], read: ReadSource): Map<string, string[]> {
  return new Map(
    files.map((file) => [
      file,
      relativeImports(read(file)).map((specifier) => resolve(dirname(file), specifier)),
    ]),
  );
}

/**
 * Module pairs that import each other both ways (`a <-> b`), and imports from riot-data into a
 * feature module: riot-data is the floor the features stand on, so it imports none of them.
 */
function moduleViolations(files: readonly string[], read: ReadSource = readSource): string[] {
  const edges = new Set<string>();
  const violations: string[] = [];
  for (const [file, targets] of importGraph(files, read)) {
    const from = moduleOf(file);
    for (const target of targets) {
      const to = moduleOf(target);
      if (!from || !to || from === to) continue;
      edges.add(`${from} -> ${to}`);
      if (from === RIOT_DATA) violations.push(`${relative(SRC, file)} imports module ${to}`);
    }
  }
  for (const edge of edges) {
    const [from, to] = edge.split(' -> ');
    if (from && to && from < to && edges.has(`${to} -> ${from}`))
      violations.push(`${from} <-> ${to}`);
  }
  return violations.sort();
}

/** Every set of files that import each other in a circle (type imports included), each sorted. */
function importCycles(files: readonly string[], read: ReadSource = readSource): string[][] {
  const graph = importGraph(files, read);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  // Tarjan's strongly connected components: a component of more than one file is a circle.
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) visit(target);
      if (stack.includes(target)) low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member; member = stack.pop()) {
      component.push(relative(SRC, member));
      if (member === file) break;
    }
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
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

  it('keeps module imports one way, riot-data importing no feature module, and files out of circles', () => {
    const files = sourceFiles(SRC);
    expect(moduleViolations(files)).toEqual([]);
    expect(importCycles(files)).toEqual([]);
  });

  it('reports two modules importing each other, riot-data importing a feature, and a circle of files', () => {
    const from = (specifier: string) => `import type { X } from ${"'"}${specifier}${"'"};`;
    const sources: Record<string, string> = {
      [join(SRC, 'modules/summoners/a.ts')]: from('../ingestion/b.ts'),
      [join(SRC, 'modules/ingestion/b.ts')]: from('../summoners/c.ts'),
      [join(SRC, 'modules/summoners/c.ts')]: from('./a.ts'),
      [join(SRC, 'modules/riot-data/d.ts')]: from('../matches/e.ts'),
      [join(SRC, 'modules/matches/e.ts')]: from('../riot-data/f.ts'),
      [join(SRC, 'modules/riot-data/f.ts')]: '',
    };
    const read = (path: string) => sources[path] ?? '';
    expect(moduleViolations(Object.keys(sources), read)).toEqual([
      'ingestion <-> summoners',
      'matches <-> riot-data',
      'modules/riot-data/d.ts imports module matches',
    ]);
    expect(importCycles(Object.keys(sources), read)).toEqual([
      ['modules/ingestion/b.ts', 'modules/summoners/a.ts', 'modules/summoners/c.ts'],
    ]);
  });
});
