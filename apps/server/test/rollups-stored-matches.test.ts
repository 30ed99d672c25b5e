import type { ItemClasses } from '@riftscope/riot/ddragon';
import { type MatchDto, MatchDtoSchema, TimelineDtoSchema } from '@riftscope/riot/schemas';
import type { World } from '@riftscope/riot-sim';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { createMatchesRepository } from '../src/modules/riot-data/matches.repository.ts';
import { rebuildRollups } from '../src/modules/riot-data/rollups.repository.ts';
import { patchOf } from '../src/modules/riot-data/rollups.ts';
import { TEST_DATABASES } from './databases.ts';
import { asRemake } from './match-fixtures.ts';
import {
  countRows,
  documentsOf,
  exampleDraws,
  platformRows,
  randomWrites,
  snapshot,
  storedBracket,
  writeAll,
} from './rollup-writes.ts';
import { testWorld } from './test-riot.ts';

/** Every table's rows when nothing counts. */
const EMPTY = { stats: [], bans: [], totals: [], facets: [], matchupFacets: [], matchupLanes: [] };

let world: World;
let items: ItemClasses;

beforeAll(async () => {
  ({ world, items } = await testWorld());
});

// Each test stores and rebuilds on a fresh database: seconds on PGlite on a quiet machine.
describe.each(TEST_DATABASES)(
  'champion aggregates of single matches on $name',
  { timeout: 120_000 },
  (testDb) => {
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

    it('leaves every aggregate unchanged when the same match or timeline is stored twice', async () => {
      const { db, repo } = await open();
      const [first, second] = [
        ...new Map(
          documentsOf(randomWrites(world, exampleDraws(99), 2, 0)).map((d) => [
            d.metadata.matchId,
            d,
          ]),
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
      const [document] = documentsOf(randomWrites(world, exampleDraws(98), 1, 0));
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
      expect(await snapshot(db)).toEqual(EMPTY);
      await rebuildRollups(db, items);
      expect(await snapshot(db)).toEqual(EMPTY);
    });

    it('rebuilds empty aggregates from an empty database', async () => {
      const { db } = await open();
      expect(await rebuildRollups(db, items)).toEqual({
        stats: 0,
        bans: 0,
        totals: 0,
        facets: 0,
        matchupFacets: 0,
        matchupLanes: 0,
      });
      expect(await snapshot(db)).toEqual(EMPTY);
    });

    it('rebuilds the same aggregates from whole timelines, stored before their aggregate part, as from the parts', async () => {
      const { db, repo } = await open();
      await writeAll(repo, randomWrites(world, exampleDraws(31), 12, 1), 2);
      const stored = sql`select count(*)::int as n from match_timelines`;
      const withPart = sql`select count(*)::int as n from match_timelines where aggregate_part is not null`;
      expect(await countRows(db, withPart)).toBe(await countRows(db, stored));
      await rebuildRollups(db, items);
      const fromParts = await snapshot(db);
      expect(fromParts.matchupLanes.length).toBeGreaterThan(0);
      expect(fromParts.facets.filter((r) => r.facet === 'skill_path').length).toBeGreaterThan(0);
      await db.execute(sql`update match_timelines set aggregate_part = null`);
      await rebuildRollups(db, items);
      expect(await snapshot(db)).toEqual(fromParts);
    });

    it('leaves the facets as they are when rebuilt without item classes', async () => {
      const { db, repo } = await open();
      await writeAll(repo, randomWrites(world, exampleDraws(12), 10), 2);
      const before = await snapshot(db);
      expect(before.facets.length).toBeGreaterThan(0);
      const counts = await rebuildRollups(db);
      expect(counts.facets).toBeNull();
      expect(await snapshot(db)).toEqual(before);
    });
  },
);
