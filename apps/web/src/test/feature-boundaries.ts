import { readdir, readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';

/** A source file, its path relative to `src/` with forward slashes. */
export interface SourceFile {
  path: string;
  source: string;
}

export interface BoundaryViolation {
  file: string;
  specifier: string;
  reason: string;
}

// Static imports and re-exports, side-effect imports, dynamic imports and module mocks: every
// way a file can reach another module by a string.
const SPECIFIER_PATTERNS = [
  /\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]/g,
  /\bvi\.(?:mock|doMock|unmock|importActual|importMock)\s*\(\s*['"]([^'"]+)['"]/g,
];

export function importSpecifiers(source: string): string[] {
  const found = new Set<string>();
  for (const pattern of SPECIFIER_PATTERNS) {
    for (const match of source.matchAll(pattern)) if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/** `features/<name>`, `app`, `shared`, `lib`, `test`… for a path relative to `src/`. */
function layerOf(path: string): { layer: string; feature?: string } {
  const [top, second] = path.split('/');
  if (top === 'features' && second) return { layer: 'features', feature: second };
  return { layer: top ?? '' };
}

function violationOf(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = posix.normalize(posix.join(posix.dirname(file), specifier));
  const from = layerOf(file);
  const to = layerOf(target);
  if (from.layer === 'features') {
    if (to.layer === 'app') return 'a feature does not import app/: app composes features';
    if (to.layer === 'features' && to.feature !== from.feature) {
      return `features do not import each other: move what ${from.feature} needs from ${to.feature} into shared/`;
    }
    return null;
  }
  if (from.layer === 'shared' || from.layer === 'lib') {
    if (to.layer === 'app' || to.layer === 'features') {
      return `${from.layer}/ sits below features and app and imports neither`;
    }
  }
  return null;
}

/**
 * The import rule of docs/style.md, "Web: feature folders": a feature uses shared, lib and contracts, never another feature
 * nor app; shared and lib import neither. Test helpers in `test/` may import anything.
 */
export function findBoundaryViolations(files: SourceFile[]): BoundaryViolation[] {
  const violations: BoundaryViolation[] = [];
  for (const file of files) {
    for (const specifier of importSpecifiers(file.source)) {
      const reason = violationOf(file.path, specifier);
      if (reason) violations.push({ file: file.path, specifier, reason });
    }
  }
  return violations;
}

const CHECKED_FOLDERS = ['features', 'shared', 'lib'];
const SOURCE_FILE = /\.(?:ts|tsx|js|jsx|mts|cts)$/;

/** Reads every script under the checked folders of `srcDir`. */
export async function readSourceTree(srcDir: string): Promise<SourceFile[]> {
  const files: SourceFile[] = [];
  for (const folder of CHECKED_FOLDERS) {
    const entries = await readdir(join(srcDir, folder), { recursive: true });
    for (const entry of entries.sort()) {
      const path = posix.join(folder, entry.split('\\').join('/'));
      if (!SOURCE_FILE.test(path)) continue;
      files.push({ path, source: await readFile(join(srcDir, path), 'utf8') });
    }
  }
  return files;
}
