import type { Hash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle/', import.meta.url));

/**
 * Adds every migration file (its path and content, in path order) to `hash`: what names a copy
 * of a migrated database kept for reuse (the tests' PGlite template, the benches' templates), so
 * that a new migration never meets a copy made before it.
 */
export async function hashMigrations(hash: Hash): Promise<Hash> {
  for (const file of (await readdir(MIGRATIONS, { recursive: true })).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) {
      hash.update(file).update(await readFile(join(MIGRATIONS, file)));
    }
  }
  return hash;
}
