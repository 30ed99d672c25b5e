import { loadDataDragon } from '@riftscope/riot/ddragon';
import { type MatchDto, MatchDtoSchema } from '@riftscope/riot/schemas';
import { buildWorld, type World } from '@riftscope/riot-sim';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../src/db/client.ts';
import { rebuildRollups } from '../src/modules/champions/rollups.repository.ts';
import { createMatchesRepository } from '../src/modules/matches/matches.repository.ts';
import { TEST_DATABASES } from './databases.ts';
import { asRemake } from './match-fixtures.ts';
import { TEST_CLOCK_START, TEST_DDRAGON_DIR } from './test-riot.ts';

/** mulberry32: a small seeded PRNG, so a failing seed replays exactly. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof prng>;

const POSITIONS = ['TOP', 'JUNGLE', 'MIDDLE', 'BOTTOM', 'UTILITY', '', 'Invalid', 'NONE', 'top'];
const QUEUES = [420, 440, 400, 450, 3130];
const VERSIONS = ['15.22.782.9239', '15.22.1.1', '15.23.5.1', '14.5', '15', '', '1234567.89.1'];
const PLATFORMS = ['EUW1', 'NA1', 'KR'];
const BAN_IDS = [-1, -1, 0, 1, 2, 3, 7, 7, 11, 99];

/** A simulator document bent at random: odd positions, bans, queues, versions and champions. */
function mutate(base: MatchDto, matchId: string, random: Random): MatchDto {
  const champions = base.info.participants.map((p) => p.championId);
  const participants = base.info.participants.map((p) => ({
    ...p,
    teamPosition: random.chance(0.4) ? random.pick(POSITIONS) : p.teamPosition,
    // A few champions shared by several participants: same champion and role twice in a match.
    championId: random.chance(0.3) ? (champions[random.int(3)] ?? p.championId) : p.championId,
    win: random.chance(0.1) ? !p.win : p.win,
  }));
  const teams = base.info.teams.map((team) => ({
    ...team,
    bans: random.chance(0.3)
      ? team.bans
      : Array.from({ length: random.int(7) }, (_, i) => ({
          championId: random.chance(0.3) ? random.pick(champions) : random.pick(BAN_IDS),
          pickTurn: i + 1,
        })),
  }));
  return {
    ...base,
    metadata: { ...base.metadata, matchId },
    info: {
      ...base.info,
      queueId: random.pick(QUEUES),
      gameVersion: random.pick(VERSIONS),
      platformId: random.pick(PLATFORMS),
      participants,
      teams,
    },
  };
}

/** Documents to store, in storing order: some repeated as they are, some repeated altered. */
function randomDocuments(world: World, seed: number, count: number): MatchDto[] {
  const random = prng(seed);
  const documents: MatchDto[] = [];
  for (let i = 0; i < count; i++) {
    const header = world.matches[random.int(world.matches.length)];
    if (!header) throw new Error('the world has no matches');
    const base = MatchDtoSchema.parse(JSON.parse(world.matchJson(header)));
    const document = mutate(base, `EUW1_${seed}${String(i).padStart(4, '0')}`, random);
    documents.push(document);
    if (random.chance(0.15)) documents.push(document);
    // The same match id with other contents: only the first stored version may count.
    if (random.chance(0.1)) documents.push(mutate(base, document.metadata.matchId, random));
  }
  for (let i = documents.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [documents[i], documents[j]] = [documents[j] as MatchDto, documents[i] as MatchDto];
  }
  return documents;
}

async function snapshot(db: Database) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  return {
    stats: await rows(sql`select queue_id, patch, platform, champion_id, role, games, wins
      from champion_stats order by queue_id, patch, platform, champion_id, role`),
    bans: await rows(sql`select queue_id, patch, platform, champion_id, bans
      from champion_bans order by queue_id, patch, platform, champion_id`),
    totals: await rows(sql`select queue_id, patch, platform, matches
      from match_totals order by queue_id, patch, platform`),
  };
}

/** Stores the documents with `concurrency` stores in flight at a time. */
async function storeAll(
  repo: ReturnType<typeof createMatchesRepository>,
  documents: readonly MatchDto[],
  concurrency: number,
): Promise<number> {
  let next = 0;
  let stored = 0;
  const worker = async () => {
    while (next < documents.length) {
      const document = documents[next++];
      if (document && (await repo.store(document))) stored++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return stored;
}

let world: World;

beforeAll(async () => {
  const dataDragon = await loadDataDragon({ dir: TEST_DDRAGON_DIR });
  world = buildWorld({ dataDragon, seed: 7, players: 200, clockStart: TEST_CLOCK_START });
});

describe.each(TEST_DATABASES)('tier-list rollups on $name', (testDb) => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> } | undefined;

  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it.each([1, 2, 3, 4])(
    'incremental updates equal a rebuild from the stored matches (seed %i)',
    async (seed) => {
      database = await testDb.create();
      const { db } = database.handle;
      const repo = createMatchesRepository(db);
      const documents = randomDocuments(world, seed, 60);
      const distinct = new Set(documents.map((d) => d.metadata.matchId)).size;

      expect(await storeAll(repo, documents, 8)).toBe(distinct);
      const incremental = await snapshot(db);
      expect(incremental.totals.reduce((n, r) => n + Number(r.matches), 0)).toBe(distinct);
      expect(incremental.stats.length).toBeGreaterThan(0);
      expect(incremental.bans.length).toBeGreaterThan(0);

      const counts = await rebuildRollups(db);
      const rebuilt = await snapshot(db);
      expect(rebuilt).toEqual(incremental);
      expect(counts).toEqual({
        stats: rebuilt.stats.length,
        bans: rebuilt.bans.length,
        totals: rebuilt.totals.length,
      });
    },
  );

  it('leaves the rollups unchanged when the same match is stored twice', async () => {
    database = await testDb.create();
    const { db } = database.handle;
    const repo = createMatchesRepository(db);
    const [first, second] = randomDocuments(world, 99, 2);
    if (!first || !second) throw new Error('no documents');

    expect(await repo.store(first)).toBe(true);
    expect(await repo.store(second)).toBe(true);
    const once = await snapshot(db);
    expect(await repo.store(first)).toBe(false);
    expect(await repo.store({ ...second, info: { ...second.info, queueId: 999 } })).toBe(false);
    expect(await snapshot(db)).toEqual(once);
  });

  it.each([5, 6])(
    'incremental updates equal a rebuild when some matches are remakes, which count nowhere (seed %i)',
    async (seed) => {
      database = await testDb.create();
      const { db } = database.handle;
      const repo = createMatchesRepository(db);
      const random = prng(seed);
      const documents = randomDocuments(world, seed, 40).map((d) =>
        random.chance(0.3) ? asRemake(d) : d,
      );
      await storeAll(repo, documents, 8);
      const incremental = await snapshot(db);
      const remakes = await db.execute(sql`select count(*)::int as n from matches where is_remake`);
      expect(Number((remakes as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBeGreaterThan(
        0,
      );
      const counted = await db.execute(
        sql`select count(*)::int as n from matches where not is_remake`,
      );
      expect(incremental.totals.reduce((n, r) => n + Number(r.matches), 0)).toBe(
        Number((counted as unknown as { rows: { n: number }[] }).rows[0]?.n),
      );
      await rebuildRollups(db);
      expect(await snapshot(db)).toEqual(incremental);
    },
  );

  it('rebuilds empty rollups from an empty database', async () => {
    database = await testDb.create();
    const { db } = database.handle;
    expect(await rebuildRollups(db)).toEqual({ stats: 0, bans: 0, totals: 0 });
    expect(await snapshot(db)).toEqual({ stats: [], bans: [], totals: [] });
  });
});
