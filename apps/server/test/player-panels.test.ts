import { round1, seasonOf, seasonRange } from '@riftscope/contracts';
import type { Player } from '@riftscope/riot-sim';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matchParticipants } from '../src/db/schema.ts';
import {
  type IngestionService,
  SUMMONER_NOT_FOUND,
} from '../src/modules/ingestion/ingestion.service.ts';
import type { GameDataMapper } from '../src/modules/riot-data/game-data.mapper.ts';
import type { SummonerRow } from '../src/modules/riot-data/player-rows.ts';
import type { SummonersRepository } from '../src/modules/riot-data/summoners.repository.ts';
import { TOP_CHAMPIONS } from '../src/modules/summoners/player-panels.ts';
import { createSummonersService } from '../src/modules/summoners/summoners.service.ts';
import { TEST_DATABASES } from './databases.ts';
import { useIngestionApp } from './ingestion-app.ts';
import { matchesUrl, panelUrl, participantRowsOf } from './riot-players.ts';

describe.each(TEST_DATABASES)('ingestion against the simulator on $name', (db) => {
  const { t, pick, lookUp } = useIngestionApp(db);

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
      lp: { changesOf: async () => new Map() },
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
