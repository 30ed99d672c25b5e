import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { RIOT_FIXTURES_DIR } from '@riftscope/riot-snapshots';

/** Real Riot response bodies (packages/riot-snapshots/fixtures/PROVENANCE.md). */
export const FIXTURES_DIR = RIOT_FIXTURES_DIR;

export type FixtureFile = {
  /** Path relative to the fixtures folder, with `/` separators. */
  path: string;
  /** First path segment: the API the body comes from. */
  folder: string;
  /** File name without the folder. */
  name: string;
};

/** Every JSON file under the fixtures folder, sorted, dotfiles left out. */
export function listFixtures(): FixtureFile[] {
  if (!existsSync(FIXTURES_DIR))
    throw new Error(`The real Riot fixtures are missing: ${FIXTURES_DIR}`);
  return readdirSync(FIXTURES_DIR, { recursive: true, encoding: 'utf8' })
    .map((entry) => relative(FIXTURES_DIR, join(FIXTURES_DIR, entry)).split(sep).join('/'))
    .filter((path) => path.endsWith('.json'))
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
