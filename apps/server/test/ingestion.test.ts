import { MatchDtoSchema } from '@riftscope/riot/schemas';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matches, summoners } from '../src/db/schema.ts';
import {
  SUMMONER_NOT_FOUND,
  UPDATE_COOLDOWN_MS,
} from '../src/modules/ingestion/ingestion.service.ts';
import { createMatchesRepository } from '../src/modules/riot-data/matches.repository.ts';
import { TEST_DATABASES } from './databases.ts';
import { useIngestionApp } from './ingestion-app.ts';
import {
  lookUpWithMatches,
  matchesUrl,
  panelUrl,
  storedMatchIds,
  summonerUrl,
  updateUrl,
} from './riot-players.ts';

describe.each(TEST_DATABASES)('ingestion against the simulator on $name', (db) => {
  const { t, pick, firstPageIds, refreshedAt, endCooldown, lookUp } = useIngestionApp(db);

  describe('cold lookup', () => {
    it('answers an unranked player with ranked [null, null], using only the calls a cold lookup needs', async () => {
      const p = pick((x) => !x.solo && !x.flex);
      const alreadyStored = await storedMatchIds(t.database.db, firstPageIds(p));
      const res = await lookUpWithMatches(t.request, p);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        puuid: p.puuid,
        region: p.platform,
        name: p.gameName,
        summoner_level: p.summonerLevel,
        profile_icon_id: p.profileIconId,
        summoner: {
          puuid: p.puuid,
          region: p.platform,
          game_name: p.gameName,
          tag_line: p.tagLine,
        },
      });
      expect(body.ranked).toEqual([null, null]);
      expect(t.sim.stats().byMethod).toEqual({
        'account-v1.getByRiotId': 1,
        'summoner-v4.getByPUUID': 1,
        'league-v4.getLeagueEntriesByPUUID': 1,
        'match-v5.getMatchIdsByPUUID': 1,
        ...(alreadyStored.size < 10 ? { 'match-v5.getMatch': 10 - alreadyStored.size } : {}),
      });
      expect(await storedMatchIds(t.database.db, firstPageIds(p))).toEqual(
        new Set(firstPageIds(p)),
      );
    });

    it('answers the standing Riot reports in each queue, and null in a queue the player is unranked in', async () => {
      const p = pick((x) => x.solo !== null && x.flex === null);
      const body = await lookUp(p);
      const [solo] = t.sim.world
        .leagueEntries(p)
        .filter((e: { queueType: string }) => e.queueType === 'RANKED_SOLO_5x5');
      expect(solo).toBeDefined();
      expect(body.ranked).toEqual([
        {
          queue_type: 'RANKED_SOLO_5x5',
          tier: solo?.tier,
          rank: solo?.rank,
          leaguePoints: solo?.leaguePoints,
          wins: solo?.wins,
          losses: solo?.losses,
        },
        null,
      ]);
    });

    it('runs one ingestion for two concurrent lookups of the same unknown player and answers both', async () => {
      const p = pick();
      const alreadyStored = await storedMatchIds(t.database.db, firstPageIds(p));
      const [a, b] = await Promise.all([
        t.request({ method: 'GET', url: summonerUrl(p) }),
        t.request({
          method: 'GET',
          url: summonerUrl({
            ...p,
            gameName: p.gameName.toUpperCase(),
            tagLine: p.tagLine.toLowerCase(),
          }),
        }),
      ]);
      expect(a.statusCode, a.body).toBe(200);
      expect(b.statusCode, b.body).toBe(200);
      expect(b.json()).toEqual(a.json());
      expect(a.json().puuid).toBe(p.puuid);
      // The page asks for the matches of each; they are fetched once.
      await Promise.all([lookUpWithMatches(t.request, p), lookUpWithMatches(t.request, p)]);
      expect(t.sim.stats().byMethod).toEqual({
        'account-v1.getByRiotId': 1,
        'summoner-v4.getByPUUID': 1,
        'league-v4.getLeagueEntriesByPUUID': 1,
        'match-v5.getMatchIdsByPUUID': 1,
        ...(alreadyStored.size < 10 ? { 'match-v5.getMatch': 10 - alreadyStored.size } : {}),
      });
      const rows = await t.database.db.select().from(summoners).where(eq(summoners.puuid, p.puuid));
      expect(rows).toHaveLength(1);
    });
  });

  describe('update', () => {
    it('answers 202 done with the next allowed time, without fetching stored matches, then 429 in the cooldown', async () => {
      const p = pick();
      await lookUp(p);
      await endCooldown(p);
      await t.resetRiotStats();

      const before = Date.now();
      const res = await t.request({ method: 'POST', url: updateUrl(p) });
      expect(res.statusCode, res.body).toBe(202);
      const body = res.json();
      expect(body.status).toBe('done');
      const next = Date.parse(body.next_update_at);
      expect(next).toBeGreaterThanOrEqual(before + UPDATE_COOLDOWN_MS - 1_000);
      expect(next).toBeLessThanOrEqual(Date.now() + UPDATE_COOLDOWN_MS + 1_000);
      const calls = t.sim.stats().byMethod;
      expect(calls['match-v5.getMatch'] ?? 0).toBe(0);
      expect(calls['match-v5.getMatchIdsByPUUID']).toBe(1);

      const again = await t.request({ method: 'POST', url: updateUrl(p) });
      expect(again.statusCode).toBe(429);
      const retryAfter = Number(again.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(UPDATE_COOLDOWN_MS / 1000);
      expect(again.headers['content-type']).toContain('application/json');
      expect(again.json().message).toEqual(expect.any(String));
      expect(again.json().message.length).toBeGreaterThan(0);

      const profile = await lookUp(p);
      expect(Date.parse(profile.next_update_at)).toBe(next);
    });

    it('fetches exactly the matches Riot has that are not stored', async () => {
      const p = pick();
      await lookUp(p);
      const [first, second, third] = t.sim.world.matchesOf(p);
      if (!first || !second || !third) throw new Error('short history');
      // As if the last refresh came right after the third newest match and two were played since.
      await t.database.db
        .delete(matches)
        .where(inArray(matches.matchId, [first.matchId, second.matchId]));
      await refreshedAt(p, third.creation + 60_000);
      await t.resetRiotStats();

      const res = await t.request({ method: 'POST', url: updateUrl(p) });
      expect(res.statusCode, res.body).toBe(202);
      expect(t.sim.stats().byMethod['match-v5.getMatch']).toBe(2);
      expect(
        await storedMatchIds(t.database.db, [first.matchId, second.matchId]).then((x) => x.size),
      ).toBe(2);
      const page = (await t.request({ method: 'GET', url: matchesUrl(p) })).json();
      expect(page.data.map((m: { match_id: string }) => m.match_id)).toEqual(firstPageIds(p));
    });

    it('fetches every match since the last refresh, even when a newer one was stored through another player', async () => {
      const p = pick();
      await lookUp(p);
      const [first, second, third, fourth] = t.sim.world.matchesOf(p);
      if (!first || !second || !third || !fourth) throw new Error('short history');
      // Three matches played after the last refresh; a teammate's lookup has stored the newest.
      await t.database.db
        .delete(matches)
        .where(inArray(matches.matchId, [first.matchId, second.matchId, third.matchId]));
      await createMatchesRepository(t.database.db).store(
        MatchDtoSchema.parse(t.sim.world.matchDocument(first)),
      );
      await refreshedAt(p, fourth.creation + 60_000);
      await t.resetRiotStats();

      const res = await t.request({ method: 'POST', url: updateUrl(p) });
      expect(res.statusCode, res.body).toBe(202);
      expect(t.sim.stats().byMethod['match-v5.getMatch']).toBe(2);
      const page = (await t.request({ method: 'GET', url: matchesUrl(p) })).json();
      expect(page.data.map((m: { match_id: string }) => m.match_id)).toEqual(firstPageIds(p));
    });

    it('refreshes once for two concurrent Updates of the same player', async () => {
      const p = pick();
      await lookUp(p);
      await endCooldown(p);
      await t.resetRiotStats();
      const answers = await Promise.all([
        t.request({ method: 'POST', url: updateUrl(p) }),
        t.request({ method: 'POST', url: updateUrl({ ...p, gameName: p.gameName.toUpperCase() }) }),
      ]);
      for (const res of answers) expect([202, 429], res.body).toContain(res.statusCode);
      expect(answers.some((res) => res.statusCode === 202)).toBe(true);
      expect(t.sim.stats().byMethod).toMatchObject({
        'account-v1.getByPuuid': 1,
        'summoner-v4.getByPUUID': 1,
        'league-v4.getLeagueEntriesByPUUID': 1,
        'match-v5.getMatchIdsByPUUID': 1,
      });
    });

    it('fetches a player never looked up instead of failing', async () => {
      const p = pick();
      const res = await t.request({ method: 'POST', url: updateUrl(p) });
      expect([200, 202], res.body).toContain(res.statusCode);
      expect(Date.parse(res.json().next_update_at)).toBeGreaterThan(Date.now());
      await t.resetRiotStats();
      const profile = await lookUp(p);
      expect(profile.puuid).toBe(p.puuid);
      expect(t.sim.stats().total).toBe(0);
    });

    it('answers 404 with the not-found message for an unknown Riot ID', async () => {
      const res = await t.request({
        method: 'POST',
        url: updateUrl({ gameName: 'Nobody Here', tagLine: 'ZZZZ', platform: 'euw1' }),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SUMMONER_NOT_FOUND);
    });
  });

  describe('when Riot is unavailable', () => {
    it('serves a stored player, answers its Update with 503 and an unknown player with 503', async () => {
      const p = pick();
      const profile = await lookUp(p);
      await endCooldown(p);
      const stranger = pick();
      t.sim.setFaults({ errorRate: 1 });

      const stored = await t.request({ method: 'GET', url: summonerUrl(p) });
      expect(stored.statusCode, stored.body).toBe(200);
      expect(stored.json().id).toBe(profile.id);
      for (const url of [
        matchesUrl(p),
        matchesUrl(p, { page: 2 }),
        panelUrl(p, 'top-champions'),
        panelUrl(p, 'friends'),
      ]) {
        const res = await t.request({ method: 'GET', url });
        expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      }
      const page1 = (await t.request({ method: 'GET', url: matchesUrl(p) })).json();
      expect(page1.data).toHaveLength(10);

      const update = await t.request({ method: 'POST', url: updateUrl(p) });
      expect(update.statusCode, update.body).toBe(503);
      expect(update.json().message).toEqual(expect.any(String));

      const unknown = await t.request({ method: 'GET', url: summonerUrl(stranger) });
      expect(unknown.statusCode, unknown.body).toBe(503);
      expect(unknown.json().message).toEqual(expect.any(String));
      const unknownUpdate = await t.request({ method: 'POST', url: updateUrl(stranger) });
      expect(unknownUpdate.statusCode, unknownUpdate.body).toBe(503);

      // Once Riot answers again, the same requests complete.
      t.sim.setFaults({});
      expect((await t.request({ method: 'POST', url: updateUrl(p) })).statusCode).toBe(202);
      expect((await t.request({ method: 'GET', url: summonerUrl(stranger) })).statusCode).toBe(200);
    });
  });
});
