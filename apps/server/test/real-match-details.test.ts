import { join } from 'node:path';
import type { MatchBuildResponse, MatchListItem, MatchParticipant } from '@riftscope/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { matchRows } from '../src/modules/riot-data/match-rows.ts';
import { TEST_DATABASES } from './databases.ts';
import {
  asRemake,
  MATCH_FIXTURES_DIR,
  matchFixtureFiles,
  readMatch,
  readTimeline,
  timelineFixtureFiles,
} from './match-fixtures.ts';
import { useTestApp } from './test-app.ts';

/** The fixture the tests store as a remake before anyone looks at it. */
const REMAKE_FIXTURE = matchFixtureFiles.find((name) => name.startsWith('ranked-solo-15'));
if (!REMAKE_FIXTURE) throw new Error('The real Riot documents hold no ranked-solo-15* game');
const withTimeline = new Set(
  timelineFixtureFiles.map((name) => readTimeline(name).metadata.matchId),
);

describe.each(TEST_DATABASES)('the real Riot matches served through the app on $name', (db) => {
  const get = (url: string) => t.request({ method: 'GET', url });

  const t = useTestApp(db, { replayDir: join(MATCH_FIXTURES_DIR, '..') });
  beforeAll(async () => {
    await t.services.repositories.matches.store(asRemake(readMatch(REMAKE_FIXTURE ?? '')));
  });

  it.each(matchFixtureFiles.filter((name) => name !== REMAKE_FIXTURE))(
    '%s: every player’s numbers, build and the timeline answer',
    async (name) => {
      const document = readMatch(name);
      const matchId = document.metadata.matchId;
      const timelineCalls = () => t.sim.stats().byMethod['match-v5.getTimeline'] ?? 0;
      const callsBefore = timelineCalls();
      const res = await get(`/api/matches/${matchId}/participants`);
      expect(res.statusCode, res.body).toBe(200);
      const body: MatchParticipant[] = res.json();
      const rows = matchRows(document).participants;
      expect(body).toHaveLength(rows.length);
      for (const [i, row] of rows.entries()) {
        expect(body[i]).toMatchObject({
          puuid: row.puuid,
          cs: row.creepScore,
          score: row.score,
          badge: row.badge,
          placement: row.placement,
          subteam_id: row.subteamId,
          region: matchId.split('_')[0]?.toLowerCase(),
        });
      }

      const hasTimeline = withTimeline.has(matchId);
      for (const row of rows) {
        const build = await get(`/api/matches/${matchId}/${row.puuid}/build`);
        expect(build.statusCode, build.body).toBe(200);
        const answer: MatchBuildResponse = build.json();
        expect(answer.timeline_available).toBe(hasTimeline);
        if (!hasTimeline) expect([answer.items, answer.skills]).toEqual([[], []]);
        else expect(answer.skills.length).toBeGreaterThan(0);
        expect(answer.runes.shards).toHaveLength(3);
      }
      const timeline = await get(`/api/matches/${matchId}/${rows[0]?.puuid}/timeline`);
      expect(timeline.statusCode, timeline.body).toBe(hasTimeline ? 200 : 404);
      if (hasTimeline) expect(timeline.json().map_id).toBe(document.info.mapId);
      // Riot is asked for the timeline once, whether it has one or not.
      expect(timelineCalls() - callsBefore).toBe(1);
    },
  );

  it('shows a real match stored as a remake flagged, and counts it nowhere', async () => {
    const document = readMatch(REMAKE_FIXTURE ?? '');
    const p = document.info.participants.find((q) => q.riotIdGameName && q.riotIdTagline);
    if (!p) throw new Error('no participant with a Riot ID');
    const region = document.metadata.matchId.split('_')[0]?.toLowerCase();
    const path = `${encodeURIComponent(p.riotIdGameName ?? '')}/${encodeURIComponent(p.riotIdTagline ?? '')}`;
    const list = await get(`/api/summoners/${path}/matches?region=${region}`);
    expect(list.statusCode, list.body).toBe(200);
    const item = (list.json().data as MatchListItem[]).find(
      (i) => i.match_id === document.metadata.matchId,
    );
    expect(item).toMatchObject({ is_remake: true, score: null, badge: null });
    const counted = (list.json().data as MatchListItem[]).filter((i) => !i.is_remake);

    const champions = await get(`/api/summoners/${region}/${path}/top-champions`);
    expect(champions.statusCode, champions.body).toBe(200);
    const games = champions.json().reduce((n: number, c: { games: number }) => n + c.games, 0);
    expect(games).toBe(counted.length);
    const friends = await get(`/api/summoners/${region}/${path}/friends`);
    expect(friends.statusCode, friends.body).toBe(200);
    for (const friend of friends.json()) {
      expect(friend.games_together).toBeLessThanOrEqual(counted.length);
    }

    const one = async (query: ReturnType<typeof sql>) =>
      Number(
        ((await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n,
      );
    expect(
      await one(
        sql`select coalesce(sum(matches), 0)::int as n from match_totals where platform <> ''`,
      ),
    ).toBe(await one(sql`select count(*)::int as n from matches where not is_remake`));
    expect(
      await one(sql`select count(*)::int as n from champion_stats where patch = '15.12'`),
    ).toBe(0);
    const participants = await get(`/api/matches/${document.metadata.matchId}/participants`);
    expect(participants.json().every((q: MatchParticipant) => q.score === null)).toBe(true);
  });
});
