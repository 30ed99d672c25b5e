import { fileURLToPath } from 'node:url';
import { DDRAGON_IMAGE_PATH } from '@riftscope/contracts';
import { createRiotClient, type RiotClientOptions } from '@riftscope/riot';
import { type DataDragon, loadDataDragon } from '@riftscope/riot/ddragon';
import { createRiotSim } from '@riftscope/riot-sim';
import type { RiotDeps } from '../src/platform/riot.ts';

/** The Data Dragon snapshot beside the repository (DDRAGON_DIR overrides). */
export const TEST_DDRAGON_DIR =
  process.env.DDRAGON_DIR ?? fileURLToPath(new URL('../../../../shared/ddragon', import.meta.url));

/** Match histories end here in tests, so documents are the same on any day. */
export const TEST_CLOCK_START = Date.UTC(2025, 10, 20);

let ddragon: Promise<DataDragon> | undefined;

/**
 * A simulator on a random port and a Riot client pointed at it, with quick retries.
 * `replayDir`: real Riot documents the simulator serves beside its world (riot-sim's replay).
 */
export async function createTestRiot(
  client: Partial<RiotClientOptions> & { replayDir?: string } = {},
): Promise<RiotDeps> {
  // Image URLs as the server answers them: on our own origin (modules/assets).
  ddragon ??= loadDataDragon({ dir: TEST_DDRAGON_DIR, imageBase: DDRAGON_IMAGE_PATH });
  const data = await ddragon;
  const { replayDir, ...clientOptions } = client;
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
    sim,
    close: () => sim.close(),
  };
}
