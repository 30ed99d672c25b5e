import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DDRAGON_IMAGE_PATH } from '@riftscope/contracts';
import {
  createRiotClient,
  type RateLimitStore,
  type RiotClient,
  type RiotLogger,
} from '@riftscope/riot';
import { type DataDragon, loadDataDragon } from '@riftscope/riot/ddragon';
import { createRiotSim, DEFAULT_API_KEY, type RiotSim } from '@riftscope/riot-sim';
import type { Config } from './config.ts';

/** Everything the server needs to talk about Riot data. */
export interface RiotDeps {
  client: RiotClient;
  ddragon: DataDragon;
  /** The in-process simulator, when neither a Riot API key nor a base URL is configured. */
  sim: RiotSim | null;
  close(): Promise<void>;
}

/** A Data Dragon snapshot beside the repository, used when DDRAGON_DIR is not set. */
const SNAPSHOT_BESIDE_REPO = fileURLToPath(
  new URL('../../../../../shared/ddragon', import.meta.url),
);

/** The Data Dragon folder in use: DDRAGON_DIR, else the snapshot beside the repository, if any. */
export function configuredDataDragonDir(config: Config): string | undefined {
  return (
    config.riot.ddragonDir ?? (existsSync(SNAPSHOT_BESIDE_REPO) ? SNAPSHOT_BESIDE_REPO : undefined)
  );
}

/**
 * Where answers' image URLs point: the server's own image proxy, on ASSET_BASE_URL's origin when
 * a CDN stands in front of it, so browsers never load art from Riot's CDN.
 */
export function configuredImageBase(config: Config): string {
  return `${config.assets.baseUrl ?? ''}${DDRAGON_IMAGE_PATH}`;
}

/** Data Dragon as configured: DDRAGON_DIR, the snapshot beside the repository, or the CDN. */
export function loadConfiguredDataDragon(config: Config): Promise<DataDragon> {
  return loadDataDragon({
    dir: configuredDataDragonDir(config),
    cacheDir: join(config.dataDir, 'ddragon'),
    version: config.riot.ddragonVersion,
    imageBase: configuredImageBase(config),
  });
}

/**
 * Loads Data Dragon and builds the Riot client: against RIOT_API_BASE_URL (Riot's API by
 * default) with RIOT_API_KEY, or with the simulator's key when only the base URL is given (a
 * simulator started on its own), otherwise against the simulator started in this process (the
 * offline demo). `store` holds the rate-limit budget (in memory unless given: Redis shares it
 * between processes); `maxWaitMs` is how long a call may wait for budget and retries.
 */
export async function createRiotDeps(
  config: Config,
  log: RiotLogger,
  options: { store?: RateLimitStore; maxWaitMs?: number } = {},
): Promise<RiotDeps> {
  const ddragon = await loadConfiguredDataDragon(config);
  const sim = config.riot.isSimulatorInProcess
    ? await createRiotSim({
        dataDragon: ddragon,
        seed: config.sim.seed,
        players: config.sim.players,
        replayDir: config.sim.replayDir,
      })
    : null;
  const client = createRiotClient({
    apiKey: config.riot.apiKey ?? DEFAULT_API_KEY,
    baseUrl: sim ? sim.baseUrlTemplate : config.riot.baseUrl,
    log,
    ...options,
  });
  return {
    client,
    ddragon,
    sim,
    close: async () => {
      await sim?.close();
    },
  };
}
