import { DDRAGON_IMAGE_PATH } from '@riftscope/contracts';
import { createRiotClient, type RiotClientOptions } from '@riftscope/riot';
import {
  type DataDragon,
  type ItemClasses,
  itemClasses,
  loadDataDragon,
} from '@riftscope/riot/ddragon';
import { buildWorld, createRiotSim, type World } from '@riftscope/riot-sim';
import { DDRAGON_SNAPSHOT_DIR } from '@riftscope/riot-snapshots';
import { type DataDragons, loadDataDragons, type RiotDeps } from '../src/platform/riot.ts';

/** The repository's Data Dragon snapshot (@riftscope/riot-snapshots). */
export const TEST_DDRAGON_DIR = DDRAGON_SNAPSHOT_DIR;

/** Match histories end here in tests, so documents are the same on any day. */
export const TEST_CLOCK_START = Date.UTC(2025, 10, 20);

/** The simulator's world of the aggregate tests (200 players) and the test Data Dragon's item classes. */
export async function testWorld(): Promise<{ world: World; items: ItemClasses }> {
  const dataDragon = await loadDataDragon({ dir: TEST_DDRAGON_DIR });
  return {
    world: buildWorld({ dataDragon, seed: 7, players: 200, clockStart: TEST_CLOCK_START }),
    items: itemClasses(dataDragon.items),
  };
}

let ddragon: Promise<DataDragon> | undefined;

/** Start-up facts are of no interest in tests. */
const quiet = { info: () => undefined, warn: () => undefined };

/** The snapshot's en_US names in every language, or a folder's in each of `locales`. */
async function testDataDragons(folder?: {
  dir: string;
  locales: readonly string[];
}): Promise<DataDragons> {
  // Image URLs as the server answers them: on our own origin (modules/assets).
  if (folder) return loadDataDragons({ ...folder, imageBase: DDRAGON_IMAGE_PATH }, quiet);
  ddragon ??= loadDataDragon({ dir: TEST_DDRAGON_DIR, imageBase: DDRAGON_IMAGE_PATH });
  const data = await ddragon;
  return { ddragon: data, ddragonByLanguage: { en: data, ru: data, tr: data } };
}

/**
 * A simulator on a random port and a Riot client pointed at it, with quick retries.
 * `replayDir`: real Riot documents the simulator serves beside its world (riot-sim's replay).
 * `dataDragon`: a Data Dragon folder and its locales to load instead of the snapshot's en_US.
 */
export async function createTestRiot(
  client: Partial<RiotClientOptions> & {
    replayDir?: string;
    dataDragon?: { dir: string; locales: readonly string[] };
  } = {},
): Promise<RiotDeps> {
  const { replayDir, dataDragon, ...clientOptions } = client;
  const { ddragon: data, ddragonByLanguage } = await testDataDragons(dataDragon);
  const sim = await createRiotSim({
    dataDragon: data,
    clockStart: TEST_CLOCK_START,
    apiKey: 'RGAPI-test',
    replayDir,
  });
  return {
    client: createRiotClient({
      apiKey: 'RGAPI-test',
      baseUrl: sim.baseUrlTemplate,
      backoff: { baseMs: 10, capMs: 100 },
      timeoutMs: 5_000,
      ...clientOptions,
    }),
    ddragon: data,
    ddragonByLanguage,
    sim,
    close: () => sim.close(),
  };
}
