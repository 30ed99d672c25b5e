import { seasonOf, seasonRange } from '@riftscope/contracts';
import { MatchDtoSchema } from '@riftscope/riot/schemas';
import type { Player } from '@riftscope/riot-sim';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { matches, matchParticipants, summoners } from '../src/db/schema.ts';
import {
  type IngestionService,
  SUMMONER_NOT_FOUND,
  UPDATE_COOLDOWN_MS,
} from '../src/modules/ingestion/ingestion.service.ts';
import type { GameDataMapper } from '../src/modules/riot-data/game-data.mapper.ts';
import { createMatchesRepository } from '../src/modules/riot-data/matches.repository.ts';
import type { SummonerRow } from '../src/modules/riot-data/player-rows.ts';
import type { SummonersRepository } from '../src/modules/riot-data/summoners.repository.ts';
import { TOP_CHAMPIONS } from '../src/modules/summoners/player-panels.ts';
import { createSummonersService } from '../src/modules/summoners/summoners.service.ts';
import { TEST_DATABASES } from './databases.ts';
import {
  lookUpWithMatches,
  matchesUrl,
  panelUrl,
  participantRowsOf,
  playerPicker,
  storedMatchIds,
  summonerUrl,
  updateUrl,
} from './riot-players.ts';
import { useTestApp } from './test-app.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;

describe.each(TEST_DATABASES)('ingestion against the simulator on $name', (db) => {
  let pick: ReturnType<typeof playerPicker>;
  const t = useTestApp(db, { freshRiotStats: true, clearFaults: true });
  beforeAll(async () => {
    pick = playerPicker(t.sim);
  });

  /** The first page of the player's match ids at Riot, newest first. */
  const firstPageIds = (p: Player) =>
    t.sim.world
      .matchesOf(p)
      .slice(0, 10)
      .map((m) => m.matchId);

  /** Pretends the player's last refresh from Riot happened at `at`. */
  const refreshedAt = (p: Player, at: number) =>
    t.database.db
      .update(summoners)
      .set({ fetchedAt: new Date(at) })
      .where(eq(summoners.puuid, p.puuid));

  /** Pretends the player's last refresh was longer ago than the Update cooldown. */
  const endCooldown = (p: Player) => refreshedAt(p, Date.now() - UPDATE_COOLDOWN_MS - 1_000);

  const lookUp = async (p: Player) => {
    const res = await lookUpWithMatches(t.request, p);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

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

  describe('match pages', () => {
    it('answers a page past the end of a complete history with no data and the real last page', async () => {
      const p = pick((x) => t.sim.world.matchesOf(x).length === 20);
      const all = t.sim.world.matchesOf(p).map((m) => m.matchId);
      await lookUp(p);

      const page2 = (await t.request({ method: 'GET', url: matchesUrl(p, { page: 2 }) })).json();
      expect(page2.data.map((m: { match_id: string }) => m.match_id)).toEqual(all.slice(10, 20));
      expect(page2.current_page).toBe(2);

      const page3 = await t.request({ method: 'GET', url: matchesUrl(p, { page: 3 }) });
      expect(page3.statusCode, page3.body).toBe(200);
      expect(page3.json()).toMatchObject({
        data: [],
        current_page: 3,
        last_page: 2,
        per_page: 10,
        total: 20,
      });

      await t.resetRiotStats();
      const page7 = await t.request({ method: 'GET', url: matchesUrl(p, { page: 7, perPage: 5 }) });
      expect(page7.json()).toMatchObject({
        data: [],
        current_page: 7,
        last_page: 4,
        per_page: 5,
        total: 20,
      });
      // The history is known to be complete: nothing more to ask Riot for.
      expect(t.sim.stats().total).toBe(0);

      const whole = (
        await t.request({ method: 'GET', url: matchesUrl(p, { perPage: 50 }) })
      ).json();
      expect(whole.data.map((m: { match_id: string }) => m.match_id)).toEqual(all);
      expect(whole).toMatchObject({ current_page: 1, last_page: 1, total: 20 });
    });

    it('pages a player gap-free when other players have stored some of its older matches', async () => {
      const [p] = t.sim.world.samplePlayers;
      if (!p) throw new Error('no sample players');
      const history = t.sim.world.matchesOf(p).map((m) => m.matchId);
      // The co-player sharing most of the player's matches, looked up first with a deep history.
      const shared = new Map<number, number>();
      for (const m of t.sim.world.matchesOf(p)) {
        for (const i of m.participants) if (i !== p.index) shared.set(i, (shared.get(i) ?? 0) + 1);
      }
      const [[mateIndex] = [-1]] = [...shared].sort((a, b) => b[1] - a[1]);
      const mate = t.sim.world.players[mateIndex];
      if (!mate) throw new Error('no co-player');
      await lookUp(mate);
      for (const page of [1, 2, 3]) {
        expect(
          (await t.request({ method: 'GET', url: matchesUrl(mate, { perPage: 50, page }) }))
            .statusCode,
        ).toBe(200);
      }
      const before = await storedMatchIds(t.database.db, history);
      expect(before.size).toBeGreaterThan(30);

      await lookUp(p);
      for (const page of [1, 2, 3, 4, 5, 6]) {
        const res = await t.request({ method: 'GET', url: matchesUrl(p, { page }) });
        expect(res.statusCode, res.body).toBe(200);
        const ids = res.json().data.map((m: { match_id: string }) => m.match_id);
        expect(ids, `page ${page}`).toEqual(history.slice((page - 1) * 10, page * 10));
      }
    });

    it.each([0, 51, -1, 'ten'])('answers 422 for perPage=%s', async (perPage) => {
      const p = pick();
      const res = await t.request({ method: 'GET', url: matchesUrl(p, { perPage }) });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors?.perPage).toBeDefined();
      expect(t.sim.stats().total).toBe(0);
    });

    it('answers 422 for page 0', async () => {
      const p = pick();
      const res = await t.request({ method: 'GET', url: matchesUrl(p, { page: 0 }) });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors?.page).toBeDefined();
    });

    it('shows the numbers of the raw documents in the list', async () => {
      const p = pick();
      await lookUp(p);
      const page = (await t.request({ method: 'GET', url: matchesUrl(p) })).json();
      expect(page.data).toHaveLength(10);
      for (const item of page.data) {
        const header = t.sim.world.matchById(item.match_id);
        if (!header) throw new Error(`unknown match ${item.match_id}`);
        const document = t.sim.world.matchDocument(header);
        const me = document.info.participants.find((x: { puuid: string }) => x.puuid === p.puuid);
        if (!me) throw new Error(`${item.match_id} does not name the player`);
        expect(item).toMatchObject({
          win: me.win,
          // Data Dragon's name, as shown ('Aurelion Sol'), not Riot's id-like one ('AurelionSol').
          champion_name: t.riot.ddragon.champion(me.championId)?.name ?? me.championName,
          champ_level: me.champLevel,
          kills: me.kills,
          deaths: me.deaths,
          assists: me.assists,
          total_minions_killed: me.totalMinionsKilled + me.neutralMinionsKilled,
          match: {
            match_id: item.match_id,
            queue_id: document.info.queueId,
            game_mode: document.info.gameMode,
            game_duration: document.info.gameDuration,
            game_creation: document.info.gameCreation,
          },
        });
        const slots = [me.item0, me.item1, me.item2, me.item3, me.item4, me.item5, me.item6];
        expect(item.items.map((i: { id: number; slot: number }) => [i.slot, i.id])).toEqual(
          slots.flatMap((id: number, slot) => (id > 0 ? [[slot, id]] : [])),
        );
      }
    });
  });

  describe('top champions', () => {
    /** The top-champions answer once the season's import has finished. */
    const importedTopChampions = async (p: Player) => {
      for (;;) {
        await t.services.summoners.seasonImportsSettled();
        const res = await t.request({ method: 'GET', url: panelUrl(p, 'top-champions/panel') });
        expect(res.statusCode, res.body).toBe(200);
        if (!res.json().is_importing) return res.json();
      }
    };

    it("imports the season's older games in the background, and says so until it is done", async () => {
      const p = pick((x) => {
        const games = t.sim.world.matchesOf(x);
        return games.length >= 60 && games.length <= 200;
      });
      await lookUp(p);
      const newest = t.sim.world.matchesOf(p)[0]?.creation ?? 0;

      // The first page's ten games do not reach back to the season's start: the rest is fetched.
      const first = await t.request({ method: 'GET', url: panelUrl(p, 'top-champions/panel') });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({
        queue: 'all',
        season: seasonOf(newest),
        is_importing: true,
      });
      const gamesIn = (answer: { data: { games: number }[] }) =>
        answer.data.reduce((n, c) => n + c.games, 0);
      const counted = gamesIn(first.json());

      const done = await importedTopChampions(p);
      // Every game of the player is stored now, and Riot has no older ones.
      const rows = await participantRowsOf(t.database.db, p.puuid);
      expect(rows.length).toBe(t.sim.world.matchesOf(p).length);
      // The list counts the games imported since.
      expect(gamesIn(done)).toBeGreaterThan(counted);
      // Asked again, nothing is fetched.
      const calls = t.sim.stats().total;
      const again = await t.request({ method: 'GET', url: panelUrl(p, 'top-champions/panel') });
      expect(again.json().is_importing).toBe(false);
      await t.services.summoners.seasonImportsSettled();
      expect(t.sim.stats().total).toBe(calls);
    });

    it('equals a hand computation over the stored participant rows of its season', async () => {
      const p = pick((x) => t.sim.world.matchesOf(x).length >= 60);
      await lookUp(p);
      const answer = await importedTopChampions(p);
      const { from, to } = seasonRange(answer.season);
      const rows = (await participantRowsOf(t.database.db, p.puuid)).filter(
        (r) => r.gameCreation >= from && r.gameCreation < to,
      );
      expect(rows.length).toBeGreaterThan(10);

      const byChampion = new Map<
        number,
        { games: number; wins: number; k: number; d: number; a: number }
      >();
      for (const r of rows) {
        const c = byChampion.get(r.championId) ?? { games: 0, wins: 0, k: 0, d: 0, a: 0 };
        c.games += 1;
        c.wins += r.win ? 1 : 0;
        c.k += r.kills;
        c.d += r.deaths;
        c.a += r.assists;
        byChampion.set(r.championId, c);
      }
      const expected = [...byChampion.entries()]
        .sort(([idA, a], [idB, b]) => b.games - a.games || idA - idB)
        .slice(0, TOP_CHAMPIONS)
        .map(([id, c]) => ({
          champion_id: id,
          games: c.games,
          wins: c.wins,
          win_rate: round1((100 * c.wins) / c.games),
          avg_kills: round1(c.k / c.games),
          avg_deaths: round1(c.d / c.games),
          avg_assists: round1(c.a / c.games),
        }));

      const list = answer.data;
      expect(
        list.map(({ champion_name, image_url, ...rest }: Record<string, unknown>) => rest),
      ).toEqual(expected);
      for (const champion of list) {
        expect(champion.champion_name).toEqual(expect.any(String));
        expect(champion.games).toBeGreaterThan(0);
      }
    });

    it("answers the specification's route with the panel's champions as a plain list", async () => {
      const p = pick((x) => t.sim.world.matchesOf(x).length >= 20);
      await lookUp(p);
      const panel = await importedTopChampions(p);
      const list = await t.request({ method: 'GET', url: panelUrl(p, 'top-champions') });
      expect(list.statusCode, list.body).toBe(200);
      expect(Array.isArray(list.json())).toBe(true);
      expect(list.json()).toEqual(panel.data);
      expect(panel.data.length).toBeGreaterThan(0);
    });

    it('answers 404 for a player the site has not looked up', async () => {
      const p = pick();
      const res = await t.request({ method: 'GET', url: panelUrl(p, 'top-champions') });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SUMMONER_NOT_FOUND);
      expect(t.sim.stats().total).toBe(0);
    });
  });

  describe('friends', () => {
    it('lists teammates of at least two stored matches, consistent with the stored rows', async () => {
      const [, p] = t.sim.world.samplePlayers;
      if (!p) throw new Error('no sample players');
      await lookUp(p);
      for (const page of [1, 2, 3]) {
        const res = await t.request({ method: 'GET', url: matchesUrl(p, { perPage: 50, page }) });
        expect(res.statusCode, res.body).toBe(200);
      }

      // The hand computation: everyone on the player's team in each stored match of the player.
      const mine = await participantRowsOf(t.database.db, p.puuid);
      expect(mine.length).toBeGreaterThanOrEqual(150);
      const everyone = await t.database.db
        .select()
        .from(matchParticipants)
        .where(
          inArray(
            matchParticipants.matchId,
            mine.map((r) => r.matchId),
          ),
        );
      const together = new Map<string, { games: number; wins: number }>();
      for (const me of mine) {
        for (const mate of everyone) {
          if (mate.matchId !== me.matchId || mate.teamId !== me.teamId || mate.puuid === p.puuid)
            continue;
          const c = together.get(mate.puuid) ?? { games: 0, wins: 0 };
          c.games += 1;
          c.wins += me.win ? 1 : 0;
          together.set(mate.puuid, c);
        }
      }
      const qualifying = [...together.entries()].filter(([, c]) => c.games >= 2);

      const res = await t.request({ method: 'GET', url: panelUrl(p, 'friends') });
      expect(res.statusCode, res.body).toBe(200);
      const friends: {
        puuid: string;
        region: string;
        game_name: string;
        tag_line: string;
        games_together: number;
        wins_together: number;
        winrate: number;
      }[] = res.json();
      expect(friends.length).toBeGreaterThan(0);
      expect(friends.length).toBe(Math.min(10, qualifying.length));
      for (const f of friends) {
        expect(f.puuid).not.toBe(p.puuid);
        expect(f.games_together).toBeGreaterThanOrEqual(2);
        expect(f.wins_together).toBeLessThanOrEqual(f.games_together);
        expect(f.winrate).toBe(round1((100 * f.wins_together) / f.games_together));
        expect(together.get(f.puuid)).toEqual({ games: f.games_together, wins: f.wins_together });
        const player = t.sim.world.playerByPuuid(f.puuid);
        expect(
          player && {
            game_name: player.gameName,
            tag_line: player.tagLine,
            region: player.platform,
          },
        ).toEqual({
          game_name: f.game_name,
          tag_line: f.tag_line,
          region: f.region,
        });
      }
      const games = friends.map((f) => f.games_together);
      expect(games).toEqual([...games].sort((a, b) => b - a));
      // Nobody left out who played more games with the player than someone listed.
      const fewest = Math.min(...games);
      const listed = new Set(friends.map((f) => f.puuid));
      for (const [puuid, c] of qualifying)
        if (c.games > fewest) expect(listed.has(puuid)).toBe(true);
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

describe('top champions rule', () => {
  it('gives a win rate and averages of 0 to a champion with no games', async () => {
    const row = {
      id: 1,
      puuid: 'p',
      region: 'euw1',
      fetchedAt: new Date(),
      historyStoredFrom: null,
      isHistoryComplete: false,
    } as SummonerRow;
    const service = createSummonersService({
      ingestion: { firstPage: async (stored: SummonerRow) => stored } as IngestionService,
      summoners: {
        findByRiotId: async () => row,
        historyBounds: async () => ({ total: 1, oldest: Date.now(), newest: Date.now() }),
        championStats: async () => [
          {
            championId: 103,
            championName: 'Ahri',
            games: 0,
            wins: 0,
            kills: 0,
            deaths: 0,
            assists: 0,
          },
        ],
      } as unknown as SummonersRepository,
      games: {
        in: () =>
          ({
            champion: (_id: number, name: string) => ({ name, image_url: null }),
          }) as unknown as GameDataMapper,
      },
    });
    const {
      data: [ahri],
    } = await service.topChampions({ region: 'euw1', gameName: 'Someone', tagLine: 'EUW' }, 'en');
    expect(ahri).toMatchObject({
      games: 0,
      wins: 0,
      win_rate: 0,
      avg_kills: 0,
      avg_deaths: 0,
      avg_assists: 0,
    });
  });
});
