import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases.ts';
import { useIngestionApp } from './ingestion-app.ts';
import { matchesUrl, storedMatchIds } from './riot-players.ts';

describe.each(TEST_DATABASES)('ingestion against the simulator on $name', (db) => {
  const { t, pick, lookUp } = useIngestionApp(db);

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
});
