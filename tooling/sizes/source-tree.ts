import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SourceText } from './function-spans.ts';

/** The folders the size rule covers, relative to the repository; `*` is any one folder. */
export const CHECKED_FOLDERS = [
  'apps/*/src',
  'apps/*/test',
  'packages/*/src',
  'bench',
  'e2e',
  'tooling',
];

/** Build output, installed packages and data kept as files: nothing written by hand to measure. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  '.tsbuild',
  'data',
  'fixtures',
  'coverage',
]);
const SKIPPED_PACKAGES = new Set(['packages/riot-snapshots']);
const SOURCE_FILE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

async function folderNames(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}

/** `apps/*\/src` → `apps/server/src`, `apps/web/src`… as they exist under `root`. */
async function expandFolder(root: string, pattern: string): Promise<string[]> {
  let found = [''];
  for (const part of pattern.split('/')) {
    const next: string[] = [];
    for (const base of found) {
      const names = part === '*' ? await folderNames(join(root, base)) : [part];
      next.push(...names.map((name) => (base ? `${base}/${name}` : name)));
    }
    found = next;
  }
  return found.filter((folder) => ![...SKIPPED_PACKAGES].some((skip) => folder.startsWith(skip)));
}

async function readScripts(root: string, folder: string, into: SourceText[]): Promise<void> {
  const entries = await readdir(join(root, folder), { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) await readScripts(root, path, into);
    } else if (SOURCE_FILE.test(entry.name)) {
      into.push({ path, text: await readFile(join(root, path), 'utf8') });
    }
  }
}

/** Reads every script of the checked folders under the repository's `root`, sorted by path. */
export async function readCheckedSources(root: string): Promise<SourceText[]> {
  const sources: SourceText[] = [];
  for (const pattern of CHECKED_FOLDERS) {
    for (const folder of await expandFolder(root, pattern))
      await readScripts(root, folder, sources);
  }
  return sources.sort((a, b) => a.path.localeCompare(b.path));
}
