import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Real Riot response bodies shared by the team (see ../shared/riot/PROVENANCE.md). */
export const FIXTURES_DIR =
  process.env.RIOT_FIXTURES_DIR ??
  fileURLToPath(new URL('../../../../../shared/riot/fixtures', import.meta.url));

/** Whether the fixtures folder is present (it is outside the repository). */
export const hasFixtures = existsSync(FIXTURES_DIR) && statSync(FIXTURES_DIR).isDirectory();

export type FixtureFile = {
  /** Path relative to the fixtures folder, with `/` separators. */
  path: string;
  /** First path segment: the API the body comes from. */
  folder: string;
  /** File name without the folder. */
  name: string;
};

/** Every file under the fixtures folder, sorted, dotfiles left out. */
export function listFixtures(): FixtureFile[] {
  if (!hasFixtures) return [];
  return readdirSync(FIXTURES_DIR, { recursive: true, encoding: 'utf8' })
    .map((entry) => relative(FIXTURES_DIR, join(FIXTURES_DIR, entry)).split(sep).join('/'))
    .filter((path) => !path.split('/').some((part) => part.startsWith('.')))
    .filter((path) => statSync(join(FIXTURES_DIR, path)).isFile())
    .sort()
    .map((path) => {
      const parts = path.split('/');
      return { path, folder: parts.length > 1 ? (parts[0] ?? '') : '', name: parts.at(-1) ?? '' };
    });
}

/** The parsed JSON body of a fixture. */
export function readFixture(path: string): unknown {
  return JSON.parse(readFileSync(join(FIXTURES_DIR, path), 'utf8'));
}
