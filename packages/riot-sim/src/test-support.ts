import { type DataDragon, loadDataDragon } from '@riftscope/riot/ddragon';
import { DDRAGON_SNAPSHOT_DIR, RIOT_FIXTURES_DIR } from '@riftscope/riot-snapshots';
import { createRiotSim, type RiotSim, type RiotSimOptions } from './sim.ts';
import { buildWorld, type World } from './world/world.ts';

/** The Data Dragon snapshot the tests use (@riftscope/riot-snapshots). */
export const TEST_DDRAGON_DIR = DDRAGON_SNAPSHOT_DIR;

/** Real Riot documents (packages/riot-snapshots/fixtures/PROVENANCE.md). */
export const TEST_FIXTURES_DIR = RIOT_FIXTURES_DIR;

/** A fixed clock start, so tests see the same match dates whatever the day. */
export const TEST_CLOCK_START = Date.UTC(2025, 10, 20);

export const TEST_API_KEY = 'RGAPI-test';

let dataDragon: Promise<DataDragon> | undefined;

export function testDataDragon(): Promise<DataDragon> {
  dataDragon ??= loadDataDragon({ dir: TEST_DDRAGON_DIR });
  return dataDragon;
}

const worlds = new Map<string, World>();

/** A world built once per test file for each seed and size. */
export async function testWorld(seed?: number, players?: number): Promise<World> {
  const key = `${seed}:${players}`;
  let world = worlds.get(key);
  if (!world) {
    world = buildWorld({
      seed,
      players,
      dataDragon: await testDataDragon(),
      clockStart: TEST_CLOCK_START,
    });
    worlds.set(key, world);
  }
  return world;
}

/** A simulator on a random port over the shared default world. */
export async function testSim(options: Omit<RiotSimOptions, 'world'> = {}): Promise<RiotSim> {
  return createRiotSim({ world: await testWorld(), apiKey: TEST_API_KEY, ...options });
}

/** GET a simulator path ('/euw1/lol/…') with the test key. */
export async function get(
  sim: RiotSim,
  path: string,
  headers: Record<string, string> = { 'X-Riot-Token': TEST_API_KEY },
): Promise<{ status: number; headers: Headers; body: unknown; text: string }> {
  const response = await fetch(`${sim.url}${path}`, { headers });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** Percent-encodes a Riot ID part the way clients put it in a path. */
export const enc = encodeURIComponent;
