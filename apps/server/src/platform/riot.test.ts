import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Platform } from '@riftscope/riot';
import { loadDataDragon } from '@riftscope/riot/ddragon';
import { createRiotSim, type RiotSim } from '@riftscope/riot-sim';
import { DDRAGON_SNAPSHOT_DIR } from '@riftscope/riot-snapshots';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RussianDataDragon, writeRussianDataDragon } from '../../test/russian-ddragon.ts';
import { TEST_DDRAGON_DIR } from '../../test/test-riot.ts';
import { loadConfig } from './config.ts';
import { configuredDataDragonDir, createRiotDeps, loadDataDragons } from './riot.ts';

const silent = pino({ level: 'silent' });

/** A logger that keeps what it is told at info and warn. */
function recordingLog() {
  const lines: { level: 'info' | 'warn'; obj: object; msg: string }[] = [];
  return {
    lines,
    info: (obj: object, msg: string) => lines.push({ level: 'info', obj, msg }),
    warn: (obj: object, msg: string) => lines.push({ level: 'warn', obj, msg }),
    debug: () => undefined,
  };
}

describe('configuredDataDragonDir', () => {
  it("reads the repository's snapshot while the Riot API is a simulator, and Riot's CDN with a real key", () => {
    expect(configuredDataDragonDir(loadConfig({}))).toBe(DDRAGON_SNAPSHOT_DIR);
    expect(
      configuredDataDragonDir(
        loadConfig({
          RIOT_API_KEY: 'RGAPI-x',
          RIOT_API_BASE_URL: 'http://127.0.0.1:9100/{routing}',
        }),
      ),
    ).toBe(DDRAGON_SNAPSHOT_DIR);
    expect(configuredDataDragonDir(loadConfig({ RIOT_API_KEY: 'RGAPI-x' }))).toBeUndefined();
  });

  it('reads DDRAGON_DIR when it is set, whatever the Riot API', () => {
    for (const env of [{}, { RIOT_API_KEY: 'RGAPI-x' }]) {
      expect(configuredDataDragonDir(loadConfig({ ...env, DDRAGON_DIR: '/srv/ddragon' }))).toBe(
        '/srv/ddragon',
      );
    }
  });
});

describe('loadDataDragons', () => {
  let russian: RussianDataDragon;
  beforeAll(async () => {
    russian = await writeRussianDataDragon();
  });
  afterAll(() => russian.remove());

  it('gives each language the names of its own locale, file by file falling back to en_US', async () => {
    const log = recordingLog();
    const { ddragon, ddragonByLanguage } = await loadDataDragons(
      { dir: russian.dir, locales: ['en_US', 'ru_RU'] },
      log,
    );
    expect(ddragon.locale).toBe('en_US');
    expect(ddragonByLanguage.en).toBe(ddragon);
    const ru = ddragonByLanguage.ru;
    expect(ru.locale).toBe('ru_RU');
    expect(ru.champion('Ahri')?.name).toBe('Ари');
    expect(ru.summonerSpell(4)?.name).toBe('Скачок');
    expect(ru.rune(8000)?.name).toBe('Точность');
    // No ru_RU item.json: the English one.
    expect(ru.item(1001)?.name).toBe('Boots');
    expect(ddragon.champion('Ahri')?.name).toBe('Ahri');
    expect(ru.version).toBe(ddragon.version);
    expect(log.lines).toContainEqual({
      level: 'info',
      obj: expect.objectContaining({ locale: 'ru_RU', fellBack: ['item'] }),
      msg: expect.any(String),
    });
  });

  it('shares the en_US instance with a language whose locale is not configured', async () => {
    const log = recordingLog();
    const { ddragon, ddragonByLanguage } = await loadDataDragons(
      { dir: russian.dir, locales: ['en_US'] },
      log,
    );
    expect(ddragonByLanguage).toEqual({ en: ddragon, ru: ddragon, tr: ddragon });
    expect(ddragonByLanguage.ru).toBe(ddragon);
    expect(log.lines.filter((line) => line.level === 'info')).toEqual([]);
  });

  it('shares the en_US instance with a locale that has none of its own files, and says so', async () => {
    const log = recordingLog();
    const { ddragon, ddragonByLanguage } = await loadDataDragons(
      { dir: russian.dir, locales: ['en_US', 'ru_RU', 'tr_TR'] },
      log,
    );
    expect(ddragonByLanguage.tr).toBe(ddragon);
    expect(ddragonByLanguage.ru).not.toBe(ddragon);
    expect(log.lines).toContainEqual({
      level: 'info',
      obj: expect.objectContaining({
        locale: 'tr_TR',
        fellBack: ['champion', 'item', 'summoner', 'runesReforged'],
      }),
      msg: expect.any(String),
    });
  });

  it('loads no locale that no interface language reads, and warns of it', async () => {
    const log = recordingLog();
    const { ddragon, ddragonByLanguage } = await loadDataDragons(
      { dir: russian.dir, locales: ['en_US', 'de_DE'] },
      log,
    );
    expect(Object.values(ddragonByLanguage).every((d) => d === ddragon)).toBe(true);
    expect(log.lines).toEqual([
      { level: 'warn', obj: { locales: ['de_DE'] }, msg: expect.any(String) },
    ]);
  });
});

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

  it('loads Data Dragon in each locale of DDRAGON_LOCALES, en_US for the simulator', async () => {
    const russian = await writeRussianDataDragon();
    const config = loadConfig({
      RIOT_API_BASE_URL: standalone.baseUrlTemplate,
      DDRAGON_DIR: russian.dir,
      DDRAGON_LOCALES: 'en_US,ru_RU',
      DATA_DIR: dataDir,
    });
    const riot = await createRiotDeps(config, silent);
    try {
      expect(riot.ddragon.champion('Ahri')?.name).toBe('Ahri');
      expect(riot.ddragonByLanguage.en).toBe(riot.ddragon);
      expect(riot.ddragonByLanguage.ru.champion('Ahri')?.name).toBe('Ари');
      expect(riot.ddragonByLanguage.tr).toBe(riot.ddragon);
    } finally {
      await riot.close();
      await russian.remove();
    }
  });

  it('does not load the simulator when RIOT_API_KEY is set', async () => {
    vi.resetModules();
    const loaded = vi.fn();
    vi.doMock('@riftscope/riot-sim', async (importOriginal) => {
      loaded();
      return importOriginal();
    });
    try {
      const fresh = await import('./riot.ts');
      const config = loadConfig({
        RIOT_API_KEY: 'RGAPI-test',
        RIOT_API_BASE_URL: standalone.baseUrlTemplate,
        DDRAGON_DIR: TEST_DDRAGON_DIR,
        DATA_DIR: dataDir,
      });
      const riot = await fresh.createRiotDeps(config, silent);
      await riot.close();
      expect(riot.sim).toBeNull();
      expect(loaded).not.toHaveBeenCalled();
    } finally {
      vi.doUnmock('@riftscope/riot-sim');
      vi.resetModules();
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
