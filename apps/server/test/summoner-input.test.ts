import type { Player } from '@riftscope/riot-sim';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUMMONER_NOT_FOUND } from '../src/modules/ingestion/ingestion.service.ts';
import { createMatchesRepository } from '../src/modules/riot-data/matches.repository.ts';
import { createSummonersRepository } from '../src/modules/riot-data/summoners.repository.ts';
import { TEST_DATABASES } from './databases.ts';
import { readMatch } from './match-fixtures.ts';
import {
  lookUpWithMatches,
  matchesUrl,
  panelUrl,
  playerPicker,
  summonerUrl,
  updateUrl,
} from './riot-players.ts';
import { useTestApp } from './test-app.ts';

describe.each(TEST_DATABASES)('summoner input on $name', (db) => {
  let pick: ReturnType<typeof playerPicker>;
  const t = useTestApp(db, { freshRiotStats: true });
  beforeAll(async () => {
    pick = playerPicker(t.sim);
  });

  const get = (url: string) => t.request({ method: 'GET', url });

  describe('Riot IDs that are found', () => {
    it.each([
      ['a space', (p: Player) => /\s/.test(p.gameName)],
      ['Hangul', (p: Player) => /[\uac00-\ud7a3]/.test(p.gameName)],
      ['Japanese', (p: Player) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(p.gameName)],
      ['Cyrillic', (p: Player) => /[\u0400-\u04ff]/.test(p.gameName)],
      ['Turkish letters', (p: Player) => /[çğıöşüÇĞÖŞÜ]/.test(p.gameName)],
    ])('finds a player whose game name has %s, URL-encoded', async (_kind, filter) => {
      const p = pick(filter);
      const res = await get(summonerUrl(p));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        puuid: p.puuid,
        name: p.gameName,
        summoner: { tag_line: p.tagLine },
      });
      const page = await get(matchesUrl(p));
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().data).toHaveLength(10);
      expect((await get(panelUrl(p, 'top-champions'))).statusCode).toBe(200);
      expect((await get(panelUrl(p, 'friends'))).statusCode).toBe(200);
    });

    it('treats Riot IDs case-insensitively, on the first lookup and from the database', async () => {
      const p = pick(
        (x) => /[\u0400-\u04ff]/.test(x.gameName) && x.gameName.toUpperCase() !== x.gameName,
      );
      const cold = await lookUpWithMatches(t.request, {
        ...p,
        gameName: p.gameName.toUpperCase(),
        tagLine: p.tagLine.toLowerCase(),
      });
      expect(cold.statusCode, cold.body).toBe(200);
      // The stored name is Riot's, not the visitor's spelling.
      expect(cold.json()).toMatchObject({
        name: p.gameName,
        summoner: { game_name: p.gameName, tag_line: p.tagLine },
      });

      await t.resetRiotStats();
      const warm = await get(
        summonerUrl({ ...p, gameName: p.gameName.toLowerCase(), tagLine: p.tagLine.toUpperCase() }),
      );
      expect(warm.statusCode, warm.body).toBe(200);
      expect(warm.json().id).toBe(cold.json().id);
      const lowerPage = await get(matchesUrl({ ...p, gameName: p.gameName.toLowerCase() }));
      expect(lowerPage.json().data).toHaveLength(10);
      expect(t.sim.stats().total).toBe(0);
    });

    it('accepts a 16-character game name and a 5-character tag (404 when nobody has them)', async () => {
      for (const gameName of ['Sixteen Chars Ok', '가나다라마바사아자차카타파하가나']) {
        expect([...gameName]).toHaveLength(16);
        const res = await get(summonerUrl({ gameName, tagLine: 'ABCDE', platform: 'euw1' }));
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().message).toBe(SUMMONER_NOT_FOUND);
      }
    });

    it('accepts a 3-character game name and a 3-character tag', async () => {
      const res = await get(summonerUrl({ gameName: 'Abc', tagLine: 'ZZ9', platform: 'kr' }));
      expect(res.statusCode, res.body).toBe(404);
    });
  });

  describe('bad input', () => {
    it('answers 404 with the docs/product.md Messages text for an unknown player', async () => {
      const nobody = { gameName: 'Nobody Here', tagLine: 'ZZZZ', platform: 'euw1' };
      for (const url of [
        summonerUrl(nobody),
        matchesUrl(nobody),
        panelUrl(nobody, 'top-champions'),
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ message: SUMMONER_NOT_FOUND });
      }
    });

    it('answers 422 for a # inside the game name or tag, sent as %23', async () => {
      const name = await get('/api/summoners/Baron%23Stealer/EUW/euw1');
      expect(name.statusCode).toBe(422);
      expect(name.json().errors.gameName).toBeDefined();
      const tag = await get('/api/summoners/Baron%20Stealer/EU%23W/euw1');
      expect(tag.statusCode).toBe(422);
      expect(tag.json().errors.tagLine).toBeDefined();
      const panel = await get('/api/summoners/euw1/Baron%20Stealer%23EUW/EUW/top-champions');
      expect(panel.statusCode).toBe(422);
      expect(panel.json().errors.gameName).toBeDefined();
      expect(t.sim.stats().total).toBe(0);
    });

    it.each([
      ['2 characters', 'ab'],
      ['17 characters', 'Seventeen Chars X'],
      ['17 Hangul characters', '가나다라마바사아자차카타파하가나다'],
      ['only spaces', '%20%20%20'],
    ])('answers 422 with errors.gameName for a game name of %s', async (_kind, gameName) => {
      const res = await get(
        `/api/summoners/${encodeURIComponent(decodeURIComponent(gameName))}/EUW/euw1`,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        message: expect.any(String),
        errors: { gameName: expect.any(Array) },
      });
      const page = await get(
        `/api/summoners/${encodeURIComponent(decodeURIComponent(gameName))}/EUW/matches?region=euw1`,
      );
      expect(page.statusCode).toBe(422);
      expect(page.json().errors.gameName).toBeDefined();
      expect(t.sim.stats().total).toBe(0);
    });

    it.each([
      ['2 characters', 'EU'],
      ['6 characters', 'EUWEST'],
      ['a space', 'E W'],
    ])('answers 422 with errors.tagLine for a tag of %s', async (_kind, tagLine) => {
      const res = await get(`/api/summoners/Baron%20Stealer/${encodeURIComponent(tagLine)}/euw1`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.tagLine).toBeDefined();
      const update = await t.request({
        method: 'POST',
        url: `/api/summoners/Baron%20Stealer/${encodeURIComponent(tagLine)}/euw1/update`,
      });
      expect(update.statusCode).toBe(422);
      expect(t.sim.stats().total).toBe(0);
    });

    it('answers 422 with errors.region for an unknown region', async () => {
      const p = { gameName: 'Baron Stealer', tagLine: 'EUW', platform: 'euw' };
      for (const res of [
        await get(summonerUrl(p)),
        await get(matchesUrl(p)),
        await get(panelUrl(p, 'top-champions')),
        await get(panelUrl(p, 'friends')),
        await t.request({ method: 'POST', url: updateUrl(p) }),
      ]) {
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().errors.region).toBeDefined();
      }
      expect(t.sim.stats().total).toBe(0);
    });
  });

  describe('stored players without Riot data of their own', () => {
    it('answers 200 with empty data for a player with no matches', async () => {
      const repo = createSummonersRepository(t.database.db);
      const who = { gameName: 'Quiet One', tagLine: 'NOGG', platform: 'oc1' };
      await repo.saveFetched(
        {
          region: who.platform,
          // Well formed but unknown to Riot: the simulator has no matches for it.
          puuid: 'q'.repeat(78),
          gameName: who.gameName,
          tagLine: who.tagLine,
          profileIconId: 1,
          summonerLevel: 30,
        },
        [],
        new Date(),
      );
      const profile = await get(summonerUrl(who));
      expect(profile.statusCode, profile.body).toBe(200);
      expect(profile.json().ranked).toEqual([null, null]);
      const page = await get(matchesUrl(who));
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toMatchObject({ data: [], current_page: 1, last_page: 1, total: 0 });
      expect((await get(panelUrl(who, 'top-champions'))).json()).toEqual([]);
      expect((await get(panelUrl(who, 'friends'))).json()).toEqual([]);
    });

    it.each([
      ['Arena', 'arena-15.5-na1.json', 'Lunar Optics'],
      ['queue 3130', 'queue3130-15.22-euw1.json', 'Karl Marx'],
    ])('lists a stored %s match from the real fixtures', async (_queue, file, gameName) => {
      const document = readMatch(file);
      const matchesRepo = createMatchesRepository(t.database.db);
      expect(await matchesRepo.store(document)).toBe(true);
      expect(await matchesRepo.store(document)).toBe(false);

      const me = document.info.participants.find((x) => x.riotIdGameName === gameName);
      if (!me?.riotIdTagline) throw new Error(`${gameName} is not in ${file}`);
      const region = (document.info.platformId ?? '').toLowerCase();
      await createSummonersRepository(t.database.db).saveFetched(
        {
          region,
          puuid: me.puuid,
          gameName,
          tagLine: me.riotIdTagline,
          profileIconId: me.profileIcon,
          summonerLevel: me.summonerLevel,
        },
        [],
        new Date(),
      );
      const who = { gameName, tagLine: me.riotIdTagline, platform: region };

      const res = await get(matchesUrl(who));
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      expect(page.data).toHaveLength(1);
      const [item] = page.data;
      const slots = [me.item0, me.item1, me.item2, me.item3, me.item4, me.item5, me.item6];
      expect(item).toMatchObject({
        match_id: document.metadata.matchId,
        win: me.win,
        champion_name: me.championName,
        champ_level: me.champLevel,
        kills: me.kills,
        deaths: me.deaths,
        assists: me.assists,
        total_minions_killed: me.totalMinionsKilled + me.neutralMinionsKilled,
        match: {
          match_id: document.metadata.matchId,
          queue_id: document.info.queueId,
          game_mode: document.info.gameMode,
          game_duration: document.info.gameDuration,
          game_creation: document.info.gameCreation,
        },
      });
      expect(item.items.map((i: { id: number }) => i.id)).toEqual(slots.filter((id) => id > 0));
      expect(item.match.queue_type).toEqual(expect.any(String));

      expect((await get(summonerUrl(who))).statusCode).toBe(200);
      const top = await get(panelUrl(who, 'top-champions'));
      expect(top.statusCode, top.body).toBe(200);
      expect(top.json()).toMatchObject([
        { champion_id: me.championId, games: 1, wins: me.win ? 1 : 0, avg_kills: me.kills },
      ]);
      const friends = await get(panelUrl(who, 'friends'));
      expect(friends.statusCode, friends.body).toBe(200);
      expect(friends.json()).toEqual([]);
    });
  });
});
