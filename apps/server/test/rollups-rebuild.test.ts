import { SKILL_PATH_FULL_LEVELS, SKILL_PATH_LEVELS } from '@riftscope/contracts';
import type { ItemClasses } from '@riftscope/riot/ddragon';
import type { World } from '@riftscope/riot-sim';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import type { MatchesRepository } from '../src/modules/riot-data/matches.repository.ts';
import { rebuildRollups } from '../src/modules/riot-data/rollups.repository.ts';
import { TEST_DATABASES } from './databases.ts';
import { asRemake } from './match-fixtures.ts';
import {
  allRegionRows,
  countRows,
  type Draws,
  drawsOf,
  expectAllRegionsSummed,
  matchesCounted,
  matchIdsOf,
  platformRows,
  randomWrites,
  snapshot,
  type Write,
  withMatchStore,
  writeAll,
  writeAllInBatches,
} from './rollup-writes.ts';
import { testWorld } from './test-riot.ts';

/** Every facet a run of random writes holds (skill paths only when a player reached their length). */
const EVERY_FACET = [
  'boots',
  'runes',
  'spells',
  'matchup',
  'length',
  'timeline',
  'start',
  'core',
  'skills',
  'partner',
  'enemy',
  'build_boots',
  'build_item',
  'item_minute',
  'placement',
  'augment',
  'arena_item',
  'duo',
];

/** Each run simulates and stores dozens of matches and timelines. */
const SLOW = 180_000;

let world: World;
let items: ItemClasses;

beforeAll(async () => {
  ({ world, items } = await testWorld());
});

describe.each(TEST_DATABASES)('champion aggregates on $name', (testDb) => {
  /**
   * Checks `body` over `runs` runs of random writes, each on a fresh database. Draws are
   * uniform, as the writes' shares assume. A failure reports fast-check's seed and path at once
   * (endOnFailure): shrinking would store the writes again for minutes.
   */
  const eachRun =
    (
      runs: number,
      body: (store: { db: Database; repo: MatchesRepository }, random: Draws) => Promise<void>,
    ) =>
    () =>
      fc.assert(
        fc.asyncProperty(fc.noBias(fc.gen()), (g) =>
          withMatchStore(testDb, items, (store) => body(store, drawsOf(g))),
        ),
        { numRuns: runs, endOnFailure: true },
      );

  it(
    'incremental updates of every table equal a rebuild from the stored matches and timelines',
    eachRun(4, async ({ db, repo }, random) => {
      const writes = randomWrites(world, random, 60);
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
      // Undone purchases occur, and core builds with boots bought and without.
      expect(
        await countRows(
          db,
          sql`select count(*)::int as n from match_timelines t
            where jsonb_path_exists(t.raw::jsonb, '$.info.frames[*].events[*] ? (@.type == "ITEM_UNDO")')`,
        ),
      ).toBeGreaterThan(0);
      const bootsOfBuilds = incremental.facets
        .filter((r) => r.facet === 'build_boots')
        .map((r) => String(r.value).split('|')[1]);
      expect(bootsOfBuilds.some((b) => b !== '0')).toBe(true);
      for (const facet of EVERY_FACET) expect(facetNames).toContain(facet);
      // A skill path is counted exactly when some counted player reached its length.
      const mostSkillPoints = await countRows(
        db,
        sql`select coalesce(max(n), 0)::int as n from (
          select count(*) as n from match_timelines t
          join matches m on m.match_id = t.match_id,
          jsonb_path_query(t.raw::jsonb,
            '$.info.frames[*].events[*] ? (@.type == "SKILL_LEVEL_UP" && @.levelUpType == "NORMAL")') e
          where m.is_remake is not true
          group by t.match_id, e->>'participantId') points`,
      );
      expect(facetNames.has('skill_path')).toBe(mostSkillPoints >= SKILL_PATH_LEVELS);
      expect(facetNames.has('skill_path18')).toBe(mostSkillPoints >= SKILL_PATH_FULL_LEVELS);
      // Every matchup figure, the lane differences at 15 minutes among them, occurs.
      expect(new Set(incremental.matchupFacets.map((r) => r.facet))).toEqual(
        new Set(['runes', 'spells', 'timeline', 'core']),
      );
      expect(incremental.matchupLanes.some((r) => Number(r.gold_diff_sum) !== 0)).toBe(true);

      const counts = await rebuildRollups(db, items);
      const rebuilt = await snapshot(db);
      expect(rebuilt).toEqual(incremental);
      expect(counts).toEqual({
        stats: rebuilt.stats.length,
        bans: rebuilt.bans.length,
        totals: rebuilt.totals.length,
        facets: rebuilt.facets.length,
        matchupFacets: rebuilt.matchupFacets.length,
        matchupLanes: rebuilt.matchupLanes.length,
      });
    }),
    4 * SLOW,
  );

  it(
    'incremental updates equal a rebuild when matches are stored in batches, repeats and stored matches among them',
    eachRun(3, async ({ db, repo }, random) => {
      const writes = randomWrites(world, random, 60).map((w) =>
        w.kind === 'match' && random.chance(0.15) ? { ...w, document: asRemake(w.document) } : w,
      );
      // Some matches stored before, one at a time: their batches find them stored.
      const early = writes.filter((w) => w.kind === 'match' && random.chance(0.2));
      const before = await writeAll(repo, early, 2);
      const stored = await writeAllInBatches(repo, writes, 4, random);
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
    }),
    3 * SLOW,
  );

  it(
    'holds in every table rows for all regions that are the sum of its platforms’ rows',
    eachRun(2, async ({ db, repo }, random) => {
      const writes = randomWrites(world, random, 40, 0.5).map((w) =>
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
    }),
    2 * SLOW,
  );

  it(
    'incremental updates equal a rebuild when some matches are remakes, which count nowhere',
    eachRun(2, async ({ db, repo }, random) => {
      const writes = randomWrites(world, random, 40).map((w) =>
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
    }),
    2 * SLOW,
  );

  it.each([
    {
      how: 'ingests',
      share: 0.6,
      writers: (repo: MatchesRepository, forwards: Write[], backwards: Write[]) => [
        writeAll(repo, forwards, 6),
        writeAll(repo, backwards, 6),
        writeAll(repo, forwards, 6),
      ],
    },
    {
      how: 'batches',
      share: 0.4,
      writers: (repo: MatchesRepository, forwards: Write[], backwards: Write[], random: Draws) => [
        writeAllInBatches(repo, forwards, 3, random),
        writeAllInBatches(repo, backwards, 3, random),
        writeAll(repo, forwards, 3),
      ],
    },
  ])(
    'lets concurrent $how of the same champions in opposite orders finish without deadlock',
    ({ share, writers }) =>
      eachRun(1, async ({ db, repo }, random) => {
        // Every match shares its champions, roles and values with the others: the writers
        // contend for the same rows, half of them walking the list backwards.
        const writes = randomWrites(world, random, 40, share);
        const matchWrites = writes.filter((w) => w.kind === 'match');
        const timelineWrites = writes.filter((w) => w.kind === 'timeline');
        const forwards = [...matchWrites, ...timelineWrites];
        const backwards = [...[...matchWrites].reverse(), ...[...timelineWrites].reverse()];
        await Promise.all(writers(repo, forwards, backwards, random));
        const incremental = await snapshot(db);
        expectAllRegionsSummed(incremental);
        expect(matchesCounted(incremental.totals)).toBe(
          matchIdsOf(writes).size -
            (await countRows(db, sql`select count(*)::int as n from matches where is_remake`)),
        );
        await rebuildRollups(db, items);
        expect(await snapshot(db)).toEqual(incremental);
      })(),
    SLOW,
  );
});
