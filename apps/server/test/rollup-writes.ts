import type { MatchBracket } from '@riftscope/contracts';
import type { ItemClasses } from '@riftscope/riot/ddragon';
import {
  type MatchDto,
  MatchDtoSchema,
  type TimelineDto,
  TimelineDtoSchema,
} from '@riftscope/riot/schemas';
import type { World } from '@riftscope/riot-sim';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../src/db/client.ts';
import {
  createMatchesRepository,
  type MatchesRepository,
} from '../src/modules/riot-data/matches.repository.ts';
import { rebuildRollups } from '../src/modules/riot-data/rollups.repository.ts';
import { patchOf } from '../src/modules/riot-data/rollups.ts';
import { TEST_DATABASES } from './databases.ts';
import { asRemake } from './match-fixtures.ts';
import { testWorld } from './test-riot.ts';

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
const BRACKETS: MatchBracket[] = ['', 'GOLD', 'EMERALD', 'DIAMOND', 'CHALLENGER'];

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

/** One write of an ingest: a match with the bracket it was found in, or a timeline. */
type Write =
  | { kind: 'match'; document: MatchDto; bracket: MatchBracket }
  | { kind: 'timeline'; matchId: string; timeline: TimelineDto };

/**
 * Writes in storing order: matches, some repeated as they are or in another bracket, some
 * repeated altered; timelines of some (the simulator's, of the unaltered game), some twice, a
 * few before their match is stored and so refused.
 */
function randomWrites(world: World, seed: number, count: number, timelineShare = 0.3): Write[] {
  const random = prng(seed);
  const matches: Write[] = [];
  const timelines: Write[] = [];
  for (let i = 0; i < count; i++) {
    const header = world.matches[random.int(world.matches.length)];
    if (!header) throw new Error('the world has no matches');
    const base = MatchDtoSchema.parse(JSON.parse(world.matchJson(header)));
    const document = mutate(base, `EUW1_${seed}${String(i).padStart(4, '0')}`, random);
    const bracket = random.pick(BRACKETS);
    matches.push({ kind: 'match', document, bracket });
    if (random.chance(0.15)) matches.push({ kind: 'match', document, bracket });
    // A stored match keeps its bracket: the second finding counts nowhere.
    if (random.chance(0.1))
      matches.push({ kind: 'match', document, bracket: random.pick(BRACKETS) });
    // The same match id with other contents: only the first stored version may count.
    if (random.chance(0.1)) {
      matches.push({
        kind: 'match',
        document: mutate(base, document.metadata.matchId, random),
        bracket,
      });
    }
    if (random.chance(timelineShare)) {
      const timeline = TimelineDtoSchema.parse(JSON.parse(world.timelineJson(header)));
      const write: Write = { kind: 'timeline', matchId: document.metadata.matchId, timeline };
      timelines.push(write);
      if (random.chance(0.2)) timelines.push(write);
      // Before its match: refused when it comes first, stored when it does not.
      if (random.chance(0.1)) matches.push(write);
    }
  }
  shuffle(matches, random);
  shuffle(timelines, random);
  return [...matches, ...timelines];
}

function shuffle<T>(items: T[], random: Random): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
}

const documentsOf = (writes: readonly Write[]): MatchDto[] =>
  writes.flatMap((w) => (w.kind === 'match' ? [w.document] : []));

const matchIdsOf = (writes: readonly Write[]) =>
  new Set(documentsOf(writes).map((d) => d.metadata.matchId));

async function snapshot(db: Database) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  return {
    stats: await rows(sql`select queue_id, patch, platform, bracket, champion_id, role, games, wins
      from champion_stats order by queue_id, patch, platform, bracket, champion_id, role`),
    bans: await rows(sql`select queue_id, patch, platform, bracket, champion_id, bans
      from champion_bans order by queue_id, patch, platform, bracket, champion_id`),
    totals: await rows(sql`select queue_id, patch, platform, bracket, matches
      from match_totals order by queue_id, patch, platform, bracket`),
    facets: await rows(sql`select champion_id, queue_id, patch, role, facet, value, platform,
        bracket, games, wins
      from champion_facets
      order by champion_id, queue_id, patch, role, facet, value, platform, bracket`),
  };
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>;
type Row = Record<string, unknown>;

/** Rows of one platform or of all regions (platform ''). */
const platformRows = (rows: readonly Row[]) => rows.filter((r) => r.platform !== '');
const allRegionRows = (rows: readonly Row[]) => rows.filter((r) => r.platform === '');

/** Stored matches counted in match_totals: its platform rows, each match once. */
const matchesCounted = (totals: readonly Row[]) =>
  platformRows(totals).reduce((n, r) => n + Number(r.matches), 0);

/**
 * A table's platform rows summed over the platforms, as its all-regions rows should be: the
 * counts of the rows whose key differs only in the platform, added up.
 */
function summedOverPlatforms(rows: readonly Row[], counts: readonly string[]): Row[] {
  const sums = new Map<string, Row>();
  for (const row of platformRows(rows)) {
    const key: Row = { ...row, platform: '' };
    for (const c of counts) delete key[c];
    const id = JSON.stringify(key);
    const sum = sums.get(id) ?? {
      ...row,
      platform: '',
      ...Object.fromEntries(counts.map((c) => [c, 0])),
    };
    for (const c of counts) sum[c] = Number(sum[c]) + Number(row[c]);
    sums.set(id, sum);
  }
  return [...sums.values()];
}

/** Whether every table's all-regions rows are its platform rows summed over the platforms. */
function expectAllRegionsSummed(tables: Snapshot): void {
  const counts: Record<keyof Snapshot, string[]> = {
    stats: ['games', 'wins'],
    bans: ['bans'],
    totals: ['matches'],
    facets: ['games', 'wins'],
  };
  for (const table of Object.keys(counts) as (keyof Snapshot)[]) {
    const numeric = (rows: readonly Row[]) =>
      rows.map((r) => ({
        ...r,
        ...Object.fromEntries(counts[table].map((c) => [c, Number(r[c])])),
      }));
    const byKey = (a: Row, b: Row) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);
    expect(numeric(allRegionRows(tables[table])).sort(byKey), `${table}: all-regions rows`).toEqual(
      numeric(summedOverPlatforms(tables[table], counts[table])).sort(byKey),
    );
  }
}

const countRows = async (db: Database, query: ReturnType<typeof sql>): Promise<number> =>
  Number(((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);

/** Runs the writes with `concurrency` in flight at a time; counts the new matches and timelines. */
async function writeAll(
  repo: MatchesRepository,
  writes: readonly Write[],
  concurrency: number,
): Promise<{ matches: number; timelines: number }> {
  let next = 0;
  const stored = { matches: 0, timelines: 0 };
  const worker = async () => {
    while (next < writes.length) {
      const write = writes[next++];
      if (write?.kind === 'match') {
        if (await repo.store(write.document, { bracket: write.bracket })) stored.matches++;
      } else if (write?.kind === 'timeline') {
        if (await repo.storeTimeline(write.matchId, write.timeline)) stored.timelines++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return stored;
}

/**
 * writeAll with the matches stored as lookups and the crawler store them: each run of
 * consecutive match writes in batches of 1 to 10 through storeMany, every match of a batch in
 * the bracket of its first. Batches hold repeats of a match and matches stored before.
 */
async function writeAllInBatches(
  repo: MatchesRepository,
  writes: readonly Write[],
  concurrency: number,
  seed: number,
): Promise<{ matches: number; timelines: number }> {
  const random = prng(seed);
  const steps: (Write | { kind: 'batch'; documents: MatchDto[]; bracket: MatchBracket })[] = [];
  for (let i = 0; i < writes.length; ) {
    const write = writes[i];
    if (write?.kind !== 'match') {
      if (write) steps.push(write);
      i++;
      continue;
    }
    const documents: MatchDto[] = [];
    const size = 1 + random.int(10);
    for (let at = writes[i]; at?.kind === 'match' && documents.length < size; at = writes[++i]) {
      documents.push(at.document);
    }
    steps.push({ kind: 'batch', documents, bracket: write.bracket });
  }
  let next = 0;
  const stored = { matches: 0, timelines: 0 };
  const worker = async () => {
    while (next < steps.length) {
      const step = steps[next++];
      if (step?.kind === 'batch') {
        const isNew = await repo.storeMany(step.documents, { bracket: step.bracket });
        expect(isNew).toHaveLength(step.documents.length);
        stored.matches += isNew.filter(Boolean).length;
      } else if (step?.kind === 'timeline') {
        if (await repo.storeTimeline(step.matchId, step.timeline)) stored.timelines++;
      } else if (step?.kind === 'match') {
        throw new Error('every match write is in a batch');
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return stored;
}

/** The property tests simulate and store dozens of matches and timelines. */
const SLOW = 180_000;

let world: World;
let items: ItemClasses;

beforeAll(async () => {
  ({ world, items } = await testWorld());
});

describe.each(TEST_DATABASES)('champion aggregates on $name', (testDb) => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> } | undefined;

  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  const open = async () => {
    database = await testDb.create();
    const { db } = database.handle;
    return { db, repo: createMatchesRepository(db, { items }) };
  };

  it.each([1, 2, 3, 4])(
    'incremental updates of every table equal a rebuild from the stored matches and timelines (seed %i)',
    async (seed) => {
      const { db, repo } = await open();
      const writes = randomWrites(world, seed, 60);
      const distinct = matchIdsOf(writes).size;

      const stored = await writeAll(repo, writes, 8);
      expect(stored.matches).toBe(distinct);
      expect(stored.timelines).toBe(
        await countRows(db, sql`select count(*)::int as n from match_timelines`),
      );
      expect(stored.timelines).toBeGreaterThan(0);
      const incremental = await snapshot(db);
      expect(matchesCounted(incremental.totals)).toBe(distinct);
      expect(incremental.stats.length).toBeGreaterThan(0);
      // The all-regions rows are compared with the rebuild's like every other row.
      for (const rows of Object.values(incremental)) {
        expect(allRegionRows(rows).length).toBeGreaterThan(0);
        expect(new Set(platformRows(rows).map((r) => r.platform)).size).toBeGreaterThan(1);
      }
      expect(incremental.bans.length).toBeGreaterThan(0);
      expect(new Set(incremental.totals.map((r) => r.bracket)).size).toBeGreaterThan(1);
      const facetNames = new Set(incremental.facets.map((r) => r.facet));
      for (const facet of [
        'boots',
        'runes',
        'spells',
        'matchup',
        'length',
        'timeline',
        'start',
        'core',
        'skills',
      ]) {
        expect(facetNames).toContain(facet);
      }

      const counts = await rebuildRollups(db, items);
      const rebuilt = await snapshot(db);
      expect(rebuilt).toEqual(incremental);
      expect(counts).toEqual({
        stats: rebuilt.stats.length,
        bans: rebuilt.bans.length,
        totals: rebuilt.totals.length,
        facets: rebuilt.facets.length,
      });
    },
    SLOW,
  );

  it.each([21, 22, 23])(
    'incremental updates equal a rebuild when matches are stored in batches, repeats and stored matches among them (seed %i)',
    async (seed) => {
      const { db, repo } = await open();
      const random = prng(seed);
      const writes = randomWrites(world, seed, 60).map((w) =>
        w.kind === 'match' && random.chance(0.15) ? { ...w, document: asRemake(w.document) } : w,
      );
      // Some matches stored before, one at a time: their batches find them stored.
      const early = writes.filter((w) => w.kind === 'match' && random.chance(0.2));
      const before = await writeAll(repo, early, 2);
      const stored = await writeAllInBatches(repo, writes, 4, seed);
      expect(before.matches + stored.matches).toBe(matchIdsOf(writes).size);
      expect(stored.timelines).toBeGreaterThan(0);
      const incremental = await snapshot(db);
      const counted = await countRows(
        db,
        sql`select count(*)::int as n from matches where not is_remake`,
      );
      expect(matchesCounted(incremental.totals)).toBe(counted);
      expectAllRegionsSummed(incremental);
      await rebuildRollups(db, items);
      expect(await snapshot(db)).toEqual(incremental);
    },
    SLOW,
  );

  it.each([7, 8])(
    'holds in every table rows for all regions that are the sum of its platforms’ rows (seed %i)',
    async (seed) => {
      const { db, repo } = await open();
      const random = prng(seed);
      const writes = randomWrites(world, seed, 40, 0.5).map((w) =>
        w.kind === 'match' && random.chance(0.2) ? { ...w, document: asRemake(w.document) } : w,
      );
      await writeAll(repo, writes, 8);
      const incremental = await snapshot(db);
      for (const rows of Object.values(incremental)) {
        expect(new Set(platformRows(rows).map((r) => r.platform)).size).toBeGreaterThan(1);
      }
      expectAllRegionsSummed(incremental);
      await rebuildRollups(db, items);
      expectAllRegionsSummed(await snapshot(db));
    },
    SLOW,
  );

  it('leaves every aggregate unchanged when the same match or timeline is stored twice', async () => {
    const { db, repo } = await open();
    const [first, second] = [
      ...new Map(
        documentsOf(randomWrites(world, 99, 2, 0)).map((d) => [d.metadata.matchId, d]),
      ).values(),
    ];
    if (!first || !second) throw new Error('no documents');
    const header = world.matches[0];
    if (!header) throw new Error('no matches');
    const timeline = TimelineDtoSchema.parse(JSON.parse(world.timelineJson(header)));

    expect(await repo.store(first, { bracket: 'GOLD' })).toBe(true);
    expect(await repo.store(second)).toBe(true);
    expect(await repo.storeTimeline(first.metadata.matchId, timeline)).toBe(true);
    const once = await snapshot(db);
    expect(await repo.store(first, { bracket: 'CHALLENGER' })).toBe(false);
    expect(await repo.store({ ...second, info: { ...second.info, queueId: 999 } })).toBe(false);
    expect(await repo.storeTimeline(first.metadata.matchId, timeline)).toBe(false);
    expect(await snapshot(db)).toEqual(once);
  });

  it('keeps the bracket a match was first stored in, and counts it there', async () => {
    const { db, repo } = await open();
    const [document] = documentsOf(randomWrites(world, 98, 1, 0));
    if (!document) throw new Error('no document');
    const bracket = await storedBracket(db, repo, document);
    expect(bracket).toBe('EMERALD');
    const { totals, facets } = await snapshot(db);
    // Its platform's row and the all-regions row.
    expect(totals.map((r) => [r.platform, r.bracket])).toEqual([
      ['', 'EMERALD'],
      [document.info.platformId.toLowerCase(), 'EMERALD'],
    ]);
    expect(new Set(facets.map((r) => r.bracket))).toEqual(new Set(['EMERALD']));
  });

  it('counts a match and its timeline of an unknown platform among all regions only, once', async () => {
    const { db, repo } = await open();
    // Ranked Solo/Duo: every table gets rows, bans included.
    const header = world.matches.find((m) => m.queueId === 420);
    if (!header) throw new Error('no ranked matches');
    const base = MatchDtoSchema.parse(JSON.parse(world.matchJson(header)));
    // No platformId and a match id without one: the platform is ''.
    const matchId = '_7000000001';
    const document: MatchDto = {
      ...base,
      metadata: { ...base.metadata, matchId },
      info: { ...base.info, platformId: '' },
    };
    const timeline = TimelineDtoSchema.parse(JSON.parse(world.timelineJson(header)));

    expect(await repo.store(document, { bracket: 'GOLD' })).toBe(true);
    expect(await repo.storeTimeline(matchId, timeline)).toBe(true);
    const incremental = await snapshot(db);
    for (const rows of Object.values(incremental)) {
      expect(rows.length).toBeGreaterThan(0);
      expect(platformRows(rows)).toEqual([]);
    }
    expect(incremental.totals).toEqual([
      {
        queue_id: document.info.queueId,
        patch: patchOf(document.info.gameVersion),
        platform: '',
        bracket: 'GOLD',
        matches: 1,
      },
    ]);
    expect(incremental.stats.reduce((n, r) => n + Number(r.games), 0)).toBe(
      document.info.participants.length,
    );
    expect(
      incremental.facets
        .filter((r) => r.facet === 'timeline')
        .reduce((n, r) => n + Number(r.games), 0),
    ).toBe(document.info.participants.length);
    await rebuildRollups(db, items);
    expect(await snapshot(db)).toEqual(incremental);
  });

  it("adds a remake's timeline to no facet, and refuses the timeline of a match not stored", async () => {
    const { db, repo } = await open();
    const header = world.matches[1];
    if (!header) throw new Error('no matches');
    const document = MatchDtoSchema.parse(JSON.parse(world.matchJson(header)));
    const timeline = TimelineDtoSchema.parse(JSON.parse(world.timelineJson(header)));

    expect(await repo.storeTimeline(document.metadata.matchId, timeline)).toBe(false);
    expect(await countRows(db, sql`select count(*)::int as n from match_timelines`)).toBe(0);

    expect(await repo.store(asRemake(document), { bracket: 'GOLD' })).toBe(true);
    expect(await repo.storeTimeline(document.metadata.matchId, timeline)).toBe(true);
    expect(await countRows(db, sql`select count(*)::int as n from match_timelines`)).toBe(1);
    expect(await snapshot(db)).toEqual({ stats: [], bans: [], totals: [], facets: [] });
    await rebuildRollups(db, items);
    expect(await snapshot(db)).toEqual({ stats: [], bans: [], totals: [], facets: [] });
  });

  it.each([5, 6])(
    'incremental updates equal a rebuild when some matches are remakes, which count nowhere (seed %i)',
    async (seed) => {
      const { db, repo } = await open();
      const random = prng(seed);
      const writes = randomWrites(world, seed, 40).map((w) =>
        w.kind === 'match' && random.chance(0.3) ? { ...w, document: asRemake(w.document) } : w,
      );
      await writeAll(repo, writes, 8);
      const incremental = await snapshot(db);
      expect(
        await countRows(db, sql`select count(*)::int as n from matches where is_remake`),
      ).toBeGreaterThan(0);
      const counted = await countRows(
        db,
        sql`select count(*)::int as n from matches where not is_remake`,
      );
      expect(matchesCounted(incremental.totals)).toBe(counted);
      const timelineGames = platformRows(incremental.facets)
        .filter((r) => r.facet === 'timeline')
        .reduce((n, r) => n + Number(r.games), 0);
      const timelinePlayers = await countRows(
        db,
        sql`select count(*)::int as n from match_participants p
          join match_timelines t using (match_id)
          join matches m using (match_id)
          where not m.is_remake`,
      );
      expect(timelineGames).toBe(timelinePlayers);
      await rebuildRollups(db, items);
      expect(await snapshot(db)).toEqual(incremental);
    },
    SLOW,
  );

  it.each([
    {
      how: 'ingests',
      seed: 11,
      share: 0.6,
      writers: (repo: MatchesRepository, forwards: Write[], backwards: Write[]) => [
        writeAll(repo, forwards, 6),
        writeAll(repo, backwards, 6),
        writeAll(repo, forwards, 6),
      ],
    },
    {
      how: 'batches',
      seed: 13,
      share: 0.4,
      writers: (repo: MatchesRepository, forwards: Write[], backwards: Write[]) => [
        writeAllInBatches(repo, forwards, 3, 1),
        writeAllInBatches(repo, backwards, 3, 2),
        writeAll(repo, forwards, 3),
      ],
    },
  ])(
    'lets concurrent $how of the same champions in opposite orders finish without deadlock',
    async ({ seed, share, writers }) => {
      const { db, repo } = await open();
      // Every match shares its champions, roles and values with the others: the writers contend
      // for the same rows, half of them walking the list backwards.
      const writes = randomWrites(world, seed, 40, share);
      const matchWrites = writes.filter((w) => w.kind === 'match');
      const timelineWrites = writes.filter((w) => w.kind === 'timeline');
      const forwards = [...matchWrites, ...timelineWrites];
      const backwards = [...[...matchWrites].reverse(), ...[...timelineWrites].reverse()];
      await Promise.all(writers(repo, forwards, backwards));
      const incremental = await snapshot(db);
      expectAllRegionsSummed(incremental);
      expect(matchesCounted(incremental.totals)).toBe(
        matchIdsOf(writes).size -
          (await countRows(db, sql`select count(*)::int as n from matches where is_remake`)),
      );
      await rebuildRollups(db, items);
      expect(await snapshot(db)).toEqual(incremental);
    },
    SLOW,
  );

  it('rebuilds empty aggregates from an empty database', async () => {
    const { db } = await open();
    expect(await rebuildRollups(db, items)).toEqual({ stats: 0, bans: 0, totals: 0, facets: 0 });
    expect(await snapshot(db)).toEqual({ stats: [], bans: [], totals: [], facets: [] });
  });

  it('leaves the facets as they are when rebuilt without item classes', async () => {
    const { db, repo } = await open();
    await writeAll(repo, randomWrites(world, 12, 10), 2);
    const before = await snapshot(db);
    expect(before.facets.length).toBeGreaterThan(0);
    const counts = await rebuildRollups(db);
    expect(counts.facets).toBeNull();
    expect(await snapshot(db)).toEqual(before);
  });
});

/** Stores a match in EMERALD, then again in CHALLENGER; the bracket it is stored with. */
async function storedBracket(db: Database, repo: MatchesRepository, document: MatchDto) {
  expect(await repo.store(document, { bracket: 'EMERALD' })).toBe(true);
  expect(await repo.store(document, { bracket: 'CHALLENGER' })).toBe(false);
  const result = (await db.execute(
    sql`select bracket from matches where match_id = ${document.metadata.matchId}`,
  )) as unknown as { rows: { bracket: string }[] };
  return result.rows[0]?.bracket;
}
