import { ExamplePlayersSchema } from '@riftscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { rankedEntries, summoners } from '../src/db/schema.ts';
import {
  createExamplePlayersService,
  EXAMPLE_PLAYERS_TTL_MS,
} from '../src/modules/example-players/example-players.service.ts';
import { loadConfig } from '../src/platform/config.ts';
import { TEST_DATABASES } from './databases.ts';
import { useTestApp } from './test-app.ts';

interface StoredPlayer {
  region: string;
  name: string;
  /** Solo/Duo standing as tier, division and LP; none: unranked. */
  solo?: [tier: string, rank: string, lp: number];
  flex?: [tier: string, rank: string, lp: number];
  /** Seen only in other players' matches. */
  isStub?: boolean;
}

describe.each(TEST_DATABASES)('example players on $name', (db) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, drop } = await db.create());
  });
  afterAll(() => drop());

  let nextPuuid = 0;
  async function store(players: readonly StoredPlayer[]) {
    for (const p of players) {
      const [row] = await handle.db
        .insert(summoners)
        .values({
          puuid: `puuid-${nextPuuid++}`,
          region: p.region,
          gameName: p.name,
          tagLine: 'TAG',
          fetchedAt: p.isStub ? null : new Date(),
        })
        .returning({ id: summoners.id });
      const entries = [
        p.solo && { queueType: 'RANKED_SOLO_5x5', standing: p.solo },
        p.flex && { queueType: 'RANKED_FLEX_SR', standing: p.flex },
      ].filter((e) => e !== undefined);
      for (const { queueType, standing } of entries) {
        const [tier, rank, leaguePoints] = standing;
        await handle.db.insert(rankedEntries).values({
          summonerId: row?.id ?? 0,
          queueType,
          tier,
          rank,
          leaguePoints,
          wins: 10,
          losses: 10,
        });
      }
    }
  }

  it('chooses the highest-ranked stored player of each region: tier, then division, then LP', async () => {
    await store([
      { region: 'kr', name: 'Diamond One', solo: ['DIAMOND', 'I', 99] },
      { region: 'kr', name: 'Master Zero', solo: ['MASTER', 'I', 0] },
      { region: 'kr', name: 'Grandmaster', solo: ['GRANDMASTER', 'I', 400] },
      { region: 'kr', name: 'Challenger Stub', solo: ['CHALLENGER', 'I', 900], isStub: true },
      { region: 'kr', name: 'Flex Challenger', flex: ['CHALLENGER', 'I', 900] },
      { region: 'euw1', name: 'Gold Four', solo: ['GOLD', 'IV', 90] },
      { region: 'euw1', name: 'Gold One', solo: ['GOLD', 'I', 10] },
      { region: 'euw1', name: 'Gold One More', solo: ['GOLD', 'I', 11] },
      { region: 'eun1', name: 'Elsewhere', solo: ['CHALLENGER', 'I', 2000] },
    ]);
    const service = createExamplePlayersService({ db: handle.db, configured: undefined });
    // na1 has no stored player: no button rather than a made-up one.
    expect(await service.list()).toEqual([
      { region: 'kr', game_name: 'Grandmaster', tag_line: 'TAG' },
      { region: 'euw1', game_name: 'Gold One More', tag_line: 'TAG' },
    ]);
  });

  it('puts configured players first in their region and keeps the regions in order', async () => {
    const service = createExamplePlayersService({
      db: handle.db,
      configured: [{ region: 'na1', game_name: 'Configured', tag_line: 'NA1' }],
    });
    expect((await service.list()).map((p) => `${p.region}:${p.game_name}`)).toEqual([
      'kr:Grandmaster',
      'euw1:Gold One More',
      'na1:Configured',
    ]);
  });

  it('keeps its choice for a while, then chooses again from what is stored', async () => {
    let now = Date.UTC(2026, 10, 1);
    const service = createExamplePlayersService({
      db: handle.db,
      configured: undefined,
      now: () => now,
    });
    await service.list();
    await store([{ region: 'na1', name: 'Newcomer', solo: ['IRON', 'IV', 0] }]);
    expect((await service.list()).map((p) => p.region)).toEqual(['kr', 'euw1']);
    now += EXAMPLE_PLAYERS_TTL_MS + 1;
    expect((await service.list()).map((p) => p.region)).toEqual(['kr', 'euw1', 'na1']);
  });
});

describe('EXAMPLE_PLAYERS', () => {
  it('reads region/gameName#tagLine entries separated by commas', () => {
    const config = loadConfig({ EXAMPLE_PLAYERS: 'kr/Hide on bush#KR1, euw1/Ça va#EUW' });
    expect(config.examplePlayers).toEqual([
      { region: 'kr', game_name: 'Hide on bush', tag_line: 'KR1' },
      { region: 'euw1', game_name: 'Ça va', tag_line: 'EUW' },
    ]);
    expect(loadConfig({}).examplePlayers).toBeUndefined();
  });

  it('refuses an entry without a tag line or outside the example regions, naming the format', () => {
    for (const value of ['kr/NoTag', 'br1/Someone#BR1', 'kr/A#B#C']) {
      expect(() => loadConfig({ EXAMPLE_PLAYERS: value })).toThrow(/region\/gameName#tagLine/);
    }
  });
});

describe.each(TEST_DATABASES)('GET /api/summoners/examples on $name', (db) => {
  const t = useTestApp(db);
  it('answers the example players by contract', async () => {
    const res = await t.request({ method: 'GET', url: '/api/summoners/examples' });
    expect(res.statusCode, res.body).toBe(200);
    expect(ExamplePlayersSchema.safeParse(res.json()).success).toBe(true);
  });
});
