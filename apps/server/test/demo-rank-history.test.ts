import { seasonOf } from '@riftscope/contracts';
import type { Player } from '@riftscope/riot-sim';
import { and, asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoSeeds } from '../src/db/demo-seeds.ts';
import { rankSnapshots } from '../src/db/schema.ts';
import { pickDemoPlayers, runDemoCrawl } from '../src/modules/ingestion/demo-crawl.ts';
import {
  DEMO_SNAPSHOT_CHANCE,
  type DemoRankHistoryResult,
  demoRankSnapshots,
  mergeSnapshots,
  recordDemoRankHistory,
} from '../src/modules/ingestion/demo-rank-history.ts';
import { TEST_DATABASES } from './databases.ts';
import { useTestApp } from './test-app.ts';
import { createTestRiot, TEST_CLOCK_START } from './test-riot.ts';

const silent = pino({ level: 'silent' });
/** A silent log that keeps what was logged as an error. */
const recordingLog = (errors: unknown[]) =>
  Object.assign(Object.create(silent) as typeof silent, {
    error: (value: unknown) => {
      errors.push(value);
    },
  });
const EXTRA_PLAYERS = 3;
const QUEUES = ['RANKED_SOLO_5x5', 'RANKED_FLEX_SR'] as const;
const enc = encodeURIComponent;
const historyUrl = (p: Player, queue: 'solo' | 'flex') =>
  `/api/summoners/${p.platform}/${enc(p.gameName)}/${enc(p.tagLine)}/rank-history?queue=${queue}`;

describe('the demo rank history of a player', () => {
  it('reads the entry after about three ranked games in four, a few minutes after each', async () => {
    const riot = await createTestRiot();
    try {
      const world = riot.sim?.world;
      if (!world) throw new Error('no simulator');
      const [, sample] = world.samplePlayers;
      if (!sample) throw new Error('no sample');
      const snapshots = demoRankSnapshots(world, sample, 'RANKED_SOLO_5x5');
      const games = world
        .rankedHistory(sample, 'RANKED_SOLO_5x5')
        .games.filter((g) => seasonOf(g.match.creation) === seasonOf(TEST_CLOCK_START));
      const afterGames = snapshots.filter((s) =>
        games.some((g) => s.at.getTime() > g.endMs && s.at.getTime() - g.endMs <= 12 * 60_000),
      );
      expect(afterGames.length / games.length).toBeGreaterThan(DEMO_SNAPSHOT_CHANCE - 0.15);
      expect(afterGames.length / games.length).toBeLessThan(DEMO_SNAPSHOT_CHANCE + 0.15);
      for (const s of snapshots) {
        const entry =
          seasonOf(s.at.getTime()) < seasonOf(TEST_CLOCK_START)
            ? world.previousSeasonEntry(sample, 'RANKED_SOLO_5x5')
            : world.entryAt(sample, 'RANKED_SOLO_5x5', s.at.getTime());
        expect(s).toMatchObject({
          tier: entry?.tier,
          rank: entry?.rank,
          leaguePoints: entry?.leaguePoints,
          wins: entry?.wins,
        });
      }
      expect(demoRankSnapshots(world, sample, 'RANKED_SOLO_5x5')).toEqual(snapshots);
    } finally {
      await riot.close();
    }
  }, 60_000);

  it('merges before the stored snapshots, leaves out a standing equal to the one before and numbers them in time order', () => {
    const key = { region: 'euw1', puuid: 'p' };
    const standing = { tier: 'GOLD', rank: 'II', leaguePoints: 40, wins: 10, losses: 9 };
    const stored = [
      { ...key, queueType: 'RANKED_SOLO_5x5', seq: 1, at: new Date(5000), ...standing },
    ];
    const merged = mergeSnapshots(
      stored,
      [
        {
          queueType: 'RANKED_SOLO_5x5',
          at: new Date(1000),
          ...standing,
          leaguePoints: 20,
          wins: 9,
        },
        { queueType: 'RANKED_SOLO_5x5', at: new Date(2000), ...standing },
        { queueType: 'RANKED_SOLO_5x5', at: new Date(3000), ...standing },
      ],
      key,
    );
    expect(merged.map((r) => [r.seq, r.at.getTime(), r.leaguePoints])).toEqual([
      [1, 1000, 20],
      [2, 2000, 40],
    ]);
  });
});

describe.each(TEST_DATABASES)('demo rank history on $name', (db) => {
  const t = useTestApp(db);
  let players: Player[];
  let result: DemoRankHistoryResult;
  const errors: unknown[] = [];

  const stored = (p: Player, queueType: string) =>
    t.database.db
      .select()
      .from(rankSnapshots)
      .where(
        and(
          eq(rankSnapshots.region, p.platform),
          eq(rankSnapshots.puuid, p.puuid),
          eq(rankSnapshots.queueType, queueType),
        ),
      )
      .orderBy(asc(rankSnapshots.seq));

  beforeAll(async () => {
    const world = t.sim.world;
    players = pickDemoPlayers(world, EXTRA_PLAYERS);
    await runDemoCrawl({
      world,
      ingestion: t.services.ingestion,
      seeds: createDemoSeeds(t.database.db),
      log: silent,
      extraPlayers: EXTRA_PLAYERS,
    });
    result = await recordDemoRankHistory({
      world,
      db: t.database.db,
      log: recordingLog(errors),
      players,
    });
  }, 180_000);

  it('writes the season of every looked-up player, in seq order that is time order, each snapshot a change', async () => {
    expect(errors).toEqual([]);
    expect(result.status).toBe('done');
    expect(result.players).toBe(players.length);
    for (const p of players) {
      for (const queue of QUEUES) {
        const rows = await stored(p, queue);
        const today = queue === 'RANKED_SOLO_5x5' ? p.solo : p.flex;
        if (!today) {
          expect(rows).toEqual([]);
          continue;
        }
        expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
        for (const [i, row] of rows.entries()) {
          const before = rows[i - 1];
          if (!before) continue;
          expect(row.at.getTime()).toBeGreaterThan(before.at.getTime());
          expect([row.tier, row.rank, row.leaguePoints, row.wins, row.losses]).not.toEqual([
            before.tier,
            before.rank,
            before.leaguePoints,
            before.wins,
            before.losses,
          ]);
        }
        // The newest is still the entry the lookup read.
        expect(rows.at(-1)).toMatchObject({
          tier: today.tier,
          rank: today.rank,
          leaguePoints: today.leaguePoints,
          wins: today.wins,
          losses: today.losses,
        });
      }
    }
  });

  it("gives the samples many points and last season's final standing", async () => {
    for (const sample of t.sim.world.samplePlayers) {
      const res = await t.request({ method: 'GET', url: historyUrl(sample, 'solo') });
      expect(res.statusCode, res.body).toBe(200);
      const data: { at: string }[] = res.json().data;
      expect(data.length).toBeGreaterThan(20);
      const previous = t.sim.world.previousSeasonEntry(sample, 'RANKED_SOLO_5x5');
      const [first] = data;
      if (previous && first) {
        expect(seasonOf(Date.parse(first.at))).toBe(seasonOf(TEST_CLOCK_START) - 1);
      }
    }
  });

  it('writes nothing on a second start', async () => {
    const [sample] = t.sim.world.samplePlayers;
    if (!sample) throw new Error('no sample');
    const before = await stored(sample, 'RANKED_SOLO_5x5');
    const again = await recordDemoRankHistory({
      world: t.sim.world,
      db: t.database.db,
      log: silent,
      players,
    });
    expect(again.status).toBe('skipped');
    expect(await stored(sample, 'RANKED_SOLO_5x5')).toEqual(before);
  });
});
