import type { Player, RiotSim, World } from '@riftscope/riot-sim';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoSeeds } from '../src/db/demo-seeds.ts';
import {
  DEMO_CRAWL_SEED,
  DEMO_EXTRA_PLAYERS,
  DEMO_SAMPLE_PAGES,
  type DemoCrawlResult,
  pickDemoPlayers,
  runDemoCrawl,
} from '../src/modules/ingestion/demo-crawl.ts';
import type { SummonerRow } from '../src/modules/riot-data/player-rows.ts';
import type { RiotDeps } from '../src/platform/riot.ts';
import { TEST_DATABASES } from './databases.ts';
import { useTestApp } from './test-app.ts';
import { createTestRiot } from './test-riot.ts';

const silent = pino({ level: 'silent' });
const riotIdPath = (p: Player) =>
  `${encodeURIComponent(p.gameName)}/${encodeURIComponent(p.tagLine)}`;

describe.each(TEST_DATABASES)('demo crawl on $name', (db) => {
  let result: DemoCrawlResult;
  const samples = () => t.sim.world.samplePlayers;

  const t = useTestApp(db);
  beforeAll(async () => {
    result = await runDemoCrawl({
      world: t.sim.world,
      ingestion: t.services.ingestion,
      seeds: createDemoSeeds(t.database.db),
      log: silent,
    });
  }, 120_000);

  it('looks up the samples and about forty more players, all successfully', () => {
    expect(result).toMatchObject({ status: 'done', failed: 0, total: 3 + DEMO_EXTRA_PLAYERS });
    expect(result.done).toBe(result.total);
  });

  it('stores the sample players so that their profiles need no Riot call', async () => {
    await t.resetRiotStats();
    for (const s of samples()) {
      const res = await t.request({
        method: 'GET',
        url: `/api/summoners/${riotIdPath(s)}/${s.platform}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().puuid).toBe(s.puuid);
    }
    expect(t.sim.stats().total).toBe(0);
  });

  it("stores the first pages of the samples' matches", async () => {
    await t.resetRiotStats();
    for (const s of samples()) {
      const res = await t.request({
        method: 'GET',
        url: `/api/summoners/${riotIdPath(s)}/matches?region=${s.platform}&page=${DEMO_SAMPLE_PAGES}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toHaveLength(10);
    }
    expect(t.sim.stats().total).toBe(0);
  });

  it('gives the sample players a non-empty friends panel', async () => {
    for (const s of samples()) {
      const res = await t.request({
        method: 'GET',
        url: `/api/summoners/${s.platform}/${riotIdPath(s)}/friends`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().length).toBeGreaterThan(0);
    }
  });

  it('lets search find the crawled players', async () => {
    for (const s of samples()) {
      const res = await t.request({
        method: 'GET',
        url: `/api/summoners/search?query=${encodeURIComponent(s.gameName)}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const rows: { game_name: string; tag_line: string; region: string }[] = res.json().data;
      expect(rows).toContainEqual(
        expect.objectContaining({ game_name: s.gameName, tag_line: s.tagLine, region: s.platform }),
      );
    }
  });

  it('does nothing once it went through every player', async () => {
    await t.resetRiotStats();
    const again = await runDemoCrawl({
      world: t.sim.world,
      ingestion: t.services.ingestion,
      seeds: createDemoSeeds(t.database.db),
      log: silent,
    });
    expect(again.status).toBe('skipped');
    expect(t.sim.stats().total).toBe(0);
  });
});

describe('demo crawl', () => {
  let world: World;
  let riot: RiotDeps;
  beforeAll(async () => {
    riot = await createTestRiot();
    world = (riot.sim as RiotSim).world;
  });
  afterAll(() => riot.close());

  const fakeIngestion = (
    onLookup: (p: { region: string; gameName: string }) => void = () => {},
  ) => {
    const lookups: string[] = [];
    const histories: number[] = [];
    return {
      lookups,
      histories,
      ingestion: {
        async lookup(region: string, gameName: string, tagLine: string) {
          lookups.push(`${gameName}#${tagLine}`);
          onLookup({ region, gameName });
          await new Promise((resolve) => setTimeout(resolve, 1));
          return { puuid: gameName } as SummonerRow;
        },
        firstPage: async (row: SummonerRow) => row,
        async ensureHistory(_row: SummonerRow, wanted: number) {
          histories.push(wanted);
          return true;
        },
      },
    };
  };
  const memorySeeds = () => {
    const names = new Set<string>();
    return {
      names,
      has: async (name: string) => names.has(name),
      claim: async (name: string) => !names.has(name) && Boolean(names.add(name)),
    };
  };

  it('picks the samples first, then distinct players on every region', () => {
    const players = pickDemoPlayers(world);
    expect(players.slice(0, 3)).toEqual([...world.samplePlayers]);
    expect(players).toHaveLength(3 + DEMO_EXTRA_PLAYERS);
    expect(new Set(players.map((p) => p.puuid)).size).toBe(players.length);
    expect(new Set(players.map((p) => p.platform)).size).toBe(11);
    expect(pickDemoPlayers(world).map((p) => p.puuid)).toEqual(players.map((p) => p.puuid));
  });

  it('asks for the older match pages of the samples only', async () => {
    const fake = fakeIngestion();
    const result = await runDemoCrawl({
      world,
      ingestion: fake.ingestion,
      seeds: memorySeeds(),
      log: silent,
    });
    expect(result.status).toBe('done');
    expect(fake.lookups.slice(0, 3).sort()).toEqual(
      world.samplePlayers.map((p) => `${p.gameName}#${p.tagLine}`).sort(),
    );
    expect(fake.histories.sort()).toEqual([20, 20, 20, 30, 30, 30]);
  });

  it('logs a failed lookup and carries on with the others', async () => {
    const [, second] = world.samplePlayers;
    const fake = fakeIngestion(({ gameName }) => {
      if (gameName === second?.gameName) throw new Error('riot is down');
    });
    const result = await runDemoCrawl({
      world,
      ingestion: fake.ingestion,
      seeds: memorySeeds(),
      log: silent,
    });
    expect(result).toMatchObject({ status: 'done', failed: 1, done: 3 + DEMO_EXTRA_PLAYERS });
  });

  it('resumes a stopped crawl at the next start and records it done only when it went through', async () => {
    const seeds = memorySeeds();
    const stop = new AbortController();
    const first = fakeIngestion(() => {
      if (first.lookups.length === 5) stop.abort();
    });
    const stopped = await runDemoCrawl({
      world,
      ingestion: first.ingestion,
      seeds,
      log: silent,
      signal: stop.signal,
    });
    expect(stopped.status).toBe('stopped');
    expect(seeds.names.has(DEMO_CRAWL_SEED)).toBe(false);

    const second = fakeIngestion();
    const resumed = await runDemoCrawl({ world, ingestion: second.ingestion, seeds, log: silent });
    expect(resumed).toMatchObject({ status: 'done', done: 3 + DEMO_EXTRA_PLAYERS });
    expect(new Set(second.lookups)).toEqual(
      new Set(pickDemoPlayers(world).map((p) => `${p.gameName}#${p.tagLine}`)),
    );
    expect(seeds.names.has(DEMO_CRAWL_SEED)).toBe(true);

    const third = fakeIngestion();
    const again = await runDemoCrawl({ world, ingestion: third.ingestion, seeds, log: silent });
    expect(again.status).toBe('skipped');
    expect(third.lookups).toEqual([]);
  });

  it('stops after the lookups under way when the signal aborts', async () => {
    const stop = new AbortController();
    const fake = fakeIngestion(() => {
      if (fake.lookups.length === 5) stop.abort();
    });
    const result = await runDemoCrawl({
      world,
      ingestion: fake.ingestion,
      seeds: memorySeeds(),
      log: silent,
      signal: stop.signal,
      concurrency: 3,
    });
    expect(result.status).toBe('stopped');
    expect(fake.lookups.length).toBeLessThanOrEqual(5 + 2);
    expect(result.done).toBe(fake.lookups.length);
  });
});
