import { join } from 'node:path';
import type { MatchAnalysisResponse } from '@riftscope/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
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
