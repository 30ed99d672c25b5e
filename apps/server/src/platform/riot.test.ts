import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Platform } from '@riftscope/riot';
import { loadDataDragon } from '@riftscope/riot/ddragon';
import { createRiotSim, type RiotSim } from '@riftscope/riot-sim';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DDRAGON_DIR } from '../../test/test-riot.ts';
import { loadConfig } from './config.ts';
import { createRiotDeps } from './riot.ts';

const silent = pino({ level: 'silent' });

describe('createRiotDeps', () => {
  let standalone: RiotSim;
  let dataDir: string;
  beforeAll(async () => {
    standalone = await createRiotSim({
      dataDragon: await loadDataDragon({ dir: TEST_DDRAGON_DIR }),
    });
    dataDir = await mkdtemp(join(tmpdir(), 'riftscope-riot-deps-'));
  });
  afterAll(async () => {
    await standalone.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('talks to RIOT_API_BASE_URL without RIOT_API_KEY and starts no simulator of its own', async () => {
    const config = loadConfig({
      RIOT_API_BASE_URL: standalone.baseUrlTemplate,
      DDRAGON_DIR: TEST_DDRAGON_DIR,
      DATA_DIR: dataDir,
    });
    const riot = await createRiotDeps(config, silent);
    try {
      expect(riot.sim).toBeNull();
      const [sample] = standalone.world.samplePlayers;
      if (!sample) throw new Error('the simulated world has no sample player');
      standalone.resetStats();
      const account = await riot.client.account.byRiotId(
        sample.platform as Platform,
        sample.gameName,
        sample.tagLine,
      );
      expect(account?.puuid).toBe(sample.puuid);
      expect(standalone.stats().total).toBe(1);
    } finally {
      await riot.close();
    }
  });

  it('starts the simulator in the process without RIOT_API_KEY and RIOT_API_BASE_URL', async () => {
    const config = loadConfig({ DDRAGON_DIR: TEST_DDRAGON_DIR, DATA_DIR: dataDir });
    const riot = await createRiotDeps(config, silent);
    try {
      expect(riot.sim).not.toBeNull();
    } finally {
      await riot.close();
    }
  });
});
