import { join } from 'node:path';
import { type MatchAnalysisResponse, RECENT_GAMES } from '@riftscope/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeStoredLaneFigures } from '../src/modules/riot-data/lane-figures.repository.ts';
import { createPlayerStatsRepository } from '../src/modules/riot-data/player-stats.repository.ts';
import { summarizeRecent } from '../src/modules/summoners/player-stats.service.ts';
import { TEST_DATABASES } from './databases.ts';
import { MATCH_FIXTURES_DIR, readMatch } from './match-fixtures.ts';
import { useTestApp } from './test-app.ts';

/** A real ranked solo game whose real timeline the replayed Riot API has (JP1_517549376). */
const GAME = readMatch('ranked-solo-15.12-jp1.json');
const MATCH_ID = GAME.metadata.matchId;
const [TOP, , , , , OPPOSING_TOP] = GAME.info.participants;

describe.each(TEST_DATABASES)('the lane and team analysis of a match on $name', (db) => {
  const t = useTestApp(db, { replayDir: join(MATCH_FIXTURES_DIR, '..'), freshRiotStats: true });
  const get = (url: string) => t.request({ method: 'GET', url });
  const riotCalls = () => Object.values(t.sim.stats().byMethod).reduce((n, c) => n + c, 0);
  const analysis = async () => {
    const res = await get(`/api/matches/${MATCH_ID}/analysis`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MatchAnalysisResponse;
  };

  /** The summary of the stored top laner's games, as the recent-summary answer computes it. */
  const recentOfTop = async () =>
    summarizeRecent(
      'solo',
      await createPlayerStatsRepository(t.database.db).recentGames(
        TOP?.puuid ?? '',
        'solo',
        RECENT_GAMES,
      ),
      { champion: (_id, name) => ({ name, image_url: null }) },
    );

  beforeAll(async () => {
    await t.services.repositories.matches.store(GAME);
  });

  it("answers Riot's laning figures and no figures of ours before a timeline is stored, asking Riot nothing", async () => {
    const answer = await analysis();
    expect(answer.timeline).toBeNull();
    expect(answer.has_lanes).toBe(true);
    expect(answer.lanes[0]).toMatchObject({
      puuid: TOP?.puuid,
      position: 'TOP',
      opponent_puuid: OPPOSING_TOP?.puuid,
      at_10: null,
      at_15: null,
      riot: { max_level_lead: 1, max_cs_advantage: 25 },
    });
    expect(answer.team[0]?.damage_taken).toEqual({ value: 14750, share: 33.4 });
    expect(riotCalls()).toBe(0);
  });

  it('answers the gold, CS and XP differences at 10 and 15 once the timeline is stored', async () => {
    const timeline = await get(`/api/matches/${MATCH_ID}/${TOP?.puuid}/timeline`);
    expect(timeline.statusCode, timeline.body).toBe(200);
    const answer = await analysis();
    expect(answer.timeline?.frames).toBe(20);
    expect(Date.parse(answer.timeline?.stored_at ?? '')).toBeGreaterThan(0);
    expect(answer.lanes[0]?.at_10).toEqual({ gold: 377, cs: 16, xp: 267 });
    expect(answer.lanes[0]?.at_15).toEqual({ gold: 256, cs: 14, xp: 202 });
    expect(answer.lanes[5]?.at_10).toEqual({ gold: -377, cs: -16, xp: -267 });
  });

  it("writes each player's differences beside their match row with the timeline, which the recent summary averages", async () => {
    const recent = await recentOfTop();
    expect(recent.lane).toEqual({
      at_10: { games: 1, gold: 377, cs: 16, xp: 267 },
      at_15: { games: 1, gold: 256, cs: 14, xp: 202 },
    });
    const opposing = await createPlayerStatsRepository(t.database.db).recentGames(
      OPPOSING_TOP?.puuid ?? '',
      'solo',
      RECENT_GAMES,
    );
    expect(opposing[0]).toMatchObject({ goldDiff10: -377, csDiff10: -16, xpDiff10: -267 });
  });

  it('writes the differences of a timeline stored before they existed, once, in the start-up pass', async () => {
    const { db } = t.database;
    await db.execute(sql`update match_timelines set lanes_written = false`);
    await db.execute(sql`update match_participants set gold_diff_10 = null, cs_diff_10 = null,
      xp_diff_10 = null, gold_diff_15 = null, cs_diff_15 = null, xp_diff_15 = null`);
    expect((await recentOfTop()).lane).toEqual({ at_10: null, at_15: null });

    const log = { info() {}, warn() {}, error() {} };
    expect(await writeStoredLaneFigures(db, { log })).toBe(1);
    expect((await recentOfTop()).lane.at_15).toEqual({ games: 1, gold: 256, cs: 14, xp: 202 });
    expect(await writeStoredLaneFigures(db, { log }), 'a second pass').toBe(0);
  });

  it('answers 404 for a match not stored, without asking Riot', async () => {
    const res = await get('/api/matches/JP1_1/analysis');
    expect(res.statusCode, res.body).toBe(404);
    expect(riotCalls()).toBe(0);
  });

  it('answers 422 naming the field for a malformed match id', async () => {
    const res = await get('/api/matches/not-a-match/analysis');
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('matchId');
  });

  it('is described in the API docs', async () => {
    const docs = await get('/api/docs');
    expect(Object.keys(docs.json().paths)).toContain('/api/matches/{matchId}/analysis');
  });
});
