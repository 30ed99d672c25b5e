import type { MatchParticipant } from '@riftscope/contracts';
import { itemClasses } from '@riftscope/riot/ddragon';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  backfillChampionFacets,
  backfillMatchStats,
  rebuildMatchStats,
} from '../src/modules/riot-data/match-stats-rebuild.ts';
import { rebuildRollups } from '../src/modules/riot-data/rollups.repository.ts';
import { TEST_DATABASES } from './databases.ts';
import { asRemake, matchFixtureFiles, readMatch } from './match-fixtures.ts';
import { useTestApp } from './test-app.ts';

const DERIVED = `is_remake, role, cs_per_min, kill_participation, damage_share, gold_share,
  vision_score_per_min, wards_placed, wards_killed, control_wards, largest_multikill, double_kills,
  triple_kills, quadra_kills, first_blood, objective_damage, score, badge, placement, subteam_id`;

describe.each(TEST_DATABASES)(
  'matches stored before their derived numbers existed, on $name',
  (db) => {
    const log = pino({ level: 'silent' });
    const rows = async (query: string) =>
      ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: unknown[] }).rows;
    const derived = () =>
      rows(`select match_id, participant_id, ${DERIVED} from match_participants
        order by match_id, participant_id`);
    const matchColumns = () => rows('select match_id, is_remake, map_id from matches order by 1');
    const totals = () => rows('select * from match_totals order by 1, 2, 3');
    const counted = async () =>
      rows(`select (select coalesce(sum(matches), 0)::int from match_totals where platform <> '') as totals,
        (select count(*)::int from matches where not is_remake) as matches`);
    let fresh: { participants: unknown[]; matches: unknown[]; totals: unknown[] };
    const remake = asRemake(readMatch(matchFixtureFiles[0] ?? ''));

    const t = useTestApp(db);
    beforeAll(async () => {
      for (const name of matchFixtureFiles.slice(1)) {
        await t.services.repositories.matches.store(readMatch(name));
      }
      await t.services.repositories.matches.store(remake);
      fresh = {
        participants: await derived(),
        matches: await matchColumns(),
        totals: await totals(),
      };
      // What the migration leaves of a data folder from before: the new columns empty, and
      // rollups that counted every match.
      await t.database.db.execute(
        sql.raw(
          `update match_participants set ${DERIVED.split(',')
            .map((c) => `${c.trim()} = null`)
            .join(', ')}`,
        ),
      );
      await t.database.db.execute(sql`update matches set is_remake = null, map_id = null`);
      await rebuildRollups(t.database.db);
    });

    it('serves the stored matches before their numbers are derived', async () => {
      const res = await t.request({
        method: 'GET',
        url: `/api/matches/${remake.metadata.matchId}/participants`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const players: MatchParticipant[] = res.json();
      expect(players.every((p) => p.score === null && p.kill_participation === 0)).toBe(true);
      const build = await t.request({
        method: 'GET',
        url: `/api/matches/${remake.metadata.matchId}/${players[0]?.puuid}/build`,
      });
      expect(build.statusCode, build.body).toBe(200);
      // As before, the rollups count the remake too until it is known as one.
      expect((await counted())[0]).toMatchObject({ totals: matchFixtureFiles.length });
    });

    it('derives them at start-up as ingestion would have, and takes remakes out of the rollups', async () => {
      await backfillMatchStats(t.database.db, log);
      expect(await derived()).toEqual(fresh.participants);
      expect(await matchColumns()).toEqual(fresh.matches);
      expect(await totals()).toEqual(fresh.totals);
      const [count] = (await counted()) as { totals: number; matches: number }[];
      expect(count?.totals).toBe(count?.matches);
      expect(count?.matches).toBe(matchFixtureFiles.length - 1);
    });

    it('leaves nothing to do on the next start, and a full rebuild changes nothing', async () => {
      const again = await rebuildMatchStats(t.database.db, { onlyMissing: true, log });
      expect(again).toEqual({ matches: 0, failed: 0, isRollupsRebuilt: false });
      const full = await rebuildMatchStats(t.database.db, { onlyMissing: false, log, batch: 3 });
      expect(full).toEqual({
        matches: matchFixtureFiles.length,
        failed: 0,
        isRollupsRebuilt: false,
      });
      expect(await derived()).toEqual(fresh.participants);
    });

    it('fills the champion facets at start-up when matches are stored without them, and only then', async () => {
      const items = itemClasses(t.riot.ddragon.items);
      await rebuildRollups(t.database.db, items);
      const facets = () => rows('select * from champion_facets order by 1, 2, 3, 4, 5, 6, 7, 8');
      const full = await facets();
      expect(full.length).toBeGreaterThan(0);
      await t.database.db.execute(sql`delete from champion_facets`);
      await backfillChampionFacets(t.database.db, items, log);
      expect(await facets()).toEqual(full);
      // With facets present it leaves them alone, however few.
      await t.database.db.execute(sql`delete from champion_facets where facet <> 'length'`);
      await backfillChampionFacets(t.database.db, items, log);
      expect((await facets()).length).toBeLessThan(full.length);
    });
  },
);
