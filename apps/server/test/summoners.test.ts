import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases.ts';
import { COLD_LOOKUP_CALLS, lookUpWithMatches } from './riot-players.ts';
import { useTestApp } from './test-app.ts';

describe.each(TEST_DATABASES)('summoner lookup on $name', (db) => {
  const t = useTestApp(db, { freshRiotStats: true });

  const sample = () => {
    const [s] = t.sim.world.samplePlayers;
    if (!s) throw new Error('no sample players');
    return s;
  };
  const url = (s: { gameName: string; tagLine: string; platform: string }) =>
    `/api/summoners/${encodeURIComponent(s.gameName)}/${encodeURIComponent(s.tagLine)}/${s.platform}`;

  it('fetches an unknown player and its first match page with exactly the Riot calls needed, then serves it from the database', async () => {
    const s = sample();
    const res = await lookUpWithMatches(t.request, s);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      puuid: s.puuid,
      region: s.platform,
      name: s.gameName,
      summoner: { puuid: s.puuid, region: s.platform, game_name: s.gameName, tag_line: s.tagLine },
    });
    expect(body.ranked).toHaveLength(2);
    expect(body.ranked[0]?.queue_type).toBe('RANKED_SOLO_5x5');
    expect(t.sim.stats().byMethod).toEqual(COLD_LOOKUP_CALLS);
    await t.resetRiotStats();
    const again = await t.request({
      method: 'GET',
      url: url({ ...s, gameName: s.gameName.toUpperCase() }),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(body.id);
    expect(t.sim.stats().total).toBe(0);
  });

  it('lists the first page of matches and fetches older ones from Riot for later pages', async () => {
    const s = sample();
    await t.request({ method: 'GET', url: url(s) });
    const first = await t.request({
      method: 'GET',
      url: `/api/summoners/${encodeURIComponent(s.gameName)}/${s.tagLine}/matches?region=${s.platform}`,
    });
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1.data).toHaveLength(10);
    expect(page1.current_page).toBe(1);
    expect(page1.last_page).toBeGreaterThan(1);
    const second = await t.request({
      method: 'GET',
      url: `/api/summoners/${encodeURIComponent(s.gameName)}/${s.tagLine}/matches?region=${s.platform}&page=2`,
    });
    const page2 = second.json();
    expect(page2.data).toHaveLength(10);
    const ids = [...page1.data, ...page2.data].map((m: { match_id: string }) => m.match_id);
    expect(new Set(ids).size).toBe(20);
    const times = [...page1.data, ...page2.data].map(
      (m: { match: { game_creation: number } }) => m.match.game_creation,
    );
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers 404 with the not-found message for an unknown Riot ID', async () => {
    const res = await t.request({ method: 'GET', url: '/api/summoners/Nobody%20Here/ZZZZ/euw1' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('was not found');
  });
});
