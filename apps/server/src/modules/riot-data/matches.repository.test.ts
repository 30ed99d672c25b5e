import type { ItemClasses } from '@riftscope/riot/ddragon';
import { type MatchDto, MatchDtoSchema } from '@riftscope/riot/schemas';
import type { World } from '@riftscope/riot-sim';
import { type SQL, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestDatabase } from '../../../test/databases.ts';
import { asRemake } from '../../../test/match-fixtures.ts';
import { testWorld } from '../../../test/test-riot.ts';
import type { Database } from '../../db/client.ts';
import { createMatchesRepository } from './matches.repository.ts';
import { STORE_BATCH_MAX } from './store-statement.ts';

let world: World;
let items: ItemClasses;

beforeAll(async () => {
  ({ world, items } = await testWorld());
});

/** The simulator's ranked Solo/Duo documents of EUW, `count` of them, each a match of its own. */
function documents(count: number, from = 0): MatchDto[] {
  const ranked = world.matches
    .filter((m) => m.queueId === 420 && m.matchId.startsWith('EUW1_'))
    .slice(from, from + count);
  if (ranked.length < count) throw new Error('the world has too few ranked matches');
  return ranked.map((header) => MatchDtoSchema.parse(JSON.parse(world.matchJson(header))));
}

const rowsOf = async (db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

const countOf = async (db: Database, table: string) =>
  Number((await rowsOf(db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n ?? 0);

/** Every stored row but the stored documents and times, in one order. */
async function storedRows(db: Database) {
  return {
    matches: await rowsOf(
      db,
      sql`select match_id, platform, queue_id, bracket, is_remake from matches order by match_id`,
    ),
    participants: await rowsOf(
      db,
      sql`select match_id, participant_id, puuid, champion_id, win, score
        from match_participants order by match_id, participant_id`,
    ),
    stubs: await rowsOf(
      db,
      sql`select region, puuid, game_name, tag_line, profile_icon_id
        from summoners order by region, puuid`,
    ),
    stats: await rowsOf(
      db,
      sql`select queue_id, patch, platform, bracket, champion_id, role, games, wins
        from champion_stats order by queue_id, patch, platform, bracket, champion_id, role`,
    ),
    bans: await rowsOf(
      db,
      sql`select queue_id, patch, platform, bracket, champion_id, bans
        from champion_bans order by queue_id, patch, platform, bracket, champion_id`,
    ),
    totals: await rowsOf(
      db,
      sql`select queue_id, patch, platform, bracket, matches
        from match_totals order by queue_id, patch, platform, bracket`,
    ),
    facets: await rowsOf(
      db,
      sql`select champion_id, queue_id, patch, role, platform, bracket, facet, value, games, wins
        from champion_facets
        order by champion_id, queue_id, patch, role, platform, bracket, facet, value`,
    ),
  };
}

/** Matches counted in match_totals: the platform rows, each match once. */
const matchesCounted = async (db: Database) =>
  Number(
    (
      await rowsOf(
        db,
        sql`select coalesce(sum(matches), 0)::int as n from match_totals where platform <> ''`,
      )
    )[0]?.n ?? 0,
  );

describe.each(TEST_DATABASES)('storing matches in batches on $name', (testDb: TestDatabase) => {
  const opened: { drop(): Promise<void> }[] = [];

  afterEach(async () => {
    for (const database of opened.splice(0)) await database.drop();
  });

  const open = async () => {
    const database = await testDb.create();
    opened.push(database);
    const { db } = database.handle;
    return { db, repo: createMatchesRepository(db, { items }) };
  };

  it('stores every match of a batch with its participants and says which were new, in the order given', async () => {
    const { db, repo } = await open();
    const batch = documents(4);
    expect(await repo.storeMany(batch, { bracket: 'GOLD' })).toEqual([true, true, true, true]);
    expect(await countOf(db, 'matches')).toBe(4);
    expect(await countOf(db, 'match_participants')).toBe(
      batch.reduce((n, d) => n + d.info.participants.length, 0),
    );
    expect(await matchesCounted(db)).toBe(4);
    const brackets = await rowsOf(db, sql`select distinct bracket from matches`);
    expect(brackets).toEqual([{ bracket: 'GOLD' }]);
  });

  it('adds the same rows as storing the matches one at a time', async () => {
    const batched = await open();
    const single = await open();
    const batch = [...documents(6), ...[asRemake(documents(1, 6)[0] as MatchDto)]];
    expect(await batched.repo.storeMany(batch, { bracket: 'EMERALD' })).toEqual(
      batch.map(() => true),
    );
    for (const document of batch) {
      expect(await single.repo.store(document, { bracket: 'EMERALD' })).toBe(true);
    }
    const rows = await storedRows(batched.db);
    expect(rows.facets.length).toBeGreaterThan(0);
    expect(rows).toEqual(await storedRows(single.db));
  });

  it('counts a match given twice in one batch once, as new the first time', async () => {
    const { db, repo } = await open();
    const [first, second] = documents(2);
    if (!first || !second) throw new Error('no documents');
    // The same id with other contents: the first version given is the one stored.
    const altered = { ...first, info: { ...first.info, queueId: 440 } };
    expect(await repo.storeMany([first, second, first, altered], { bracket: 'GOLD' })).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(await countOf(db, 'matches')).toBe(2);
    expect(await matchesCounted(db)).toBe(2);
    const queues = await rowsOf(
      db,
      sql`select queue_id from matches where match_id = ${first.metadata.matchId}`,
    );
    expect(queues).toEqual([{ queue_id: first.info.queueId }]);
  });

  it('stores and counts only the new matches of a batch that mixes stored and new ones', async () => {
    const { db, repo } = await open();
    const [a, b, c, d] = documents(4);
    if (!a || !b || !c || !d) throw new Error('no documents');
    expect(await repo.store(b, { bracket: 'DIAMOND' })).toBe(true);
    expect(await repo.storeMany([c], { bracket: 'DIAMOND' })).toEqual([true]);
    const before = await storedRows(db);

    expect(await repo.storeMany([a, b, c, d], { bracket: 'GOLD' })).toEqual([
      true,
      false,
      false,
      true,
    ]);
    expect(await countOf(db, 'matches')).toBe(4);
    expect(await matchesCounted(db)).toBe(4);
    const brackets = await rowsOf(db, sql`select match_id, bracket from matches order by match_id`);
    expect(brackets).toEqual(
      [
        [a.metadata.matchId, 'GOLD'],
        [b.metadata.matchId, 'DIAMOND'],
        [c.metadata.matchId, 'DIAMOND'],
        [d.metadata.matchId, 'GOLD'],
      ]
        .sort(([x = ''], [y = '']) => (x < y ? -1 : 1))
        .map(([match_id, bracket]) => ({ match_id, bracket })),
    );
    // The stored matches' rows in DIAMOND are as they were.
    const diamond = (rows: Awaited<ReturnType<typeof storedRows>>) => ({
      stats: rows.stats.filter((r) => r.bracket === 'DIAMOND'),
      facets: rows.facets.filter((r) => r.bracket === 'DIAMOND'),
      totals: rows.totals.filter((r) => r.bracket === 'DIAMOND'),
    });
    expect(diamond(await storedRows(db))).toEqual(diamond(before));

    expect(await repo.storeMany([a, b, c, d], { bracket: 'GOLD' })).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('stores a remake of a batch without counting it anywhere', async () => {
    const { db, repo } = await open();
    const [normal, other] = documents(2);
    if (!normal || !other) throw new Error('no documents');
    expect(await repo.storeMany([asRemake(other), normal], { bracket: 'GOLD' })).toEqual([
      true,
      true,
    ]);
    expect(await countOf(db, 'matches')).toBe(2);
    expect(await matchesCounted(db)).toBe(1);
    const games = await rowsOf(
      db,
      sql`select coalesce(sum(games), 0)::int as n from champion_stats where platform <> ''`,
    );
    expect(games).toEqual([{ n: normal.info.participants.length }]);
  });

  it('stores nothing of a batch when one of its matches cannot be stored', async () => {
    const { db, repo } = await open();
    const [good, bad] = documents(2);
    if (!good || !bad) throw new Error('no documents');
    // A puuid longer than the column takes fails the whole statement.
    const broken: MatchDto = {
      ...bad,
      info: {
        ...bad.info,
        participants: bad.info.participants.map((p, i) =>
          i === 3 ? { ...p, puuid: 'x'.repeat(200) } : p,
        ),
      },
    };
    await expect(repo.storeMany([good, broken], { bracket: 'GOLD' })).rejects.toThrow();
    for (const table of [
      'matches',
      'match_participants',
      'summoners',
      'champion_stats',
      'champion_bans',
      'match_totals',
      'champion_facets',
    ]) {
      expect(await countOf(db, table), table).toBe(0);
    }
    expect(await repo.storeMany([good], { bracket: 'GOLD' })).toEqual([true]);
  });

  it('names a player met in several matches of a batch as the newest of them does', async () => {
    const { db, repo } = await open();
    const [older, newer] = documents(2).sort((x, y) => x.info.gameCreation - y.info.gameCreation);
    if (!older || !newer || older.info.gameCreation === newer.info.gameCreation)
      throw new Error('no documents');
    const puuid = 'player-renamed-between-games';
    const withPlayer = (document: MatchDto, gameName: string): MatchDto => ({
      ...document,
      info: {
        ...document.info,
        participants: document.info.participants.map((p, i) =>
          i === 0 ? { ...p, puuid, riotIdGameName: gameName, riotIdTagline: 'NEW' } : p,
        ),
      },
    });
    // Newest first, as Riot lists a player's matches, and oldest first.
    expect(
      await repo.storeMany([withPlayer(newer, 'Newer Name'), withPlayer(older, 'Older Name')]),
    ).toEqual([true, true]);
    const names = await rowsOf(
      db,
      sql`select region, game_name, tag_line from summoners where puuid = ${puuid}`,
    );
    expect(names).toEqual([
      { region: newer.info.platformId.toLowerCase(), game_name: 'Newer Name', tag_line: 'NEW' },
    ]);
  });

  it('stores a batch larger than one statement takes, every match once', async () => {
    const { db, repo } = await open();
    const batch = documents(STORE_BATCH_MAX + 3);
    const stored = await repo.storeMany([...batch, ...batch.slice(0, 2)], { bracket: 'GOLD' });
    expect(stored).toEqual([...batch.map(() => true), false, false]);
    expect(await countOf(db, 'matches')).toBe(batch.length);
    expect(await matchesCounted(db)).toBe(batch.length);
  });

  it('stores an empty batch as nothing', async () => {
    const { db, repo } = await open();
    expect(await repo.storeMany([])).toEqual([]);
    expect(await countOf(db, 'matches')).toBe(0);
  });
});
