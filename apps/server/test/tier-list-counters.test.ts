import {
  asPercent,
  CHAMPION_PAGE_MIN_SAMPLE,
  type ChampionRow,
  COUNTERS_MAX,
  type MatchBracket,
  winRateBounds,
} from '@riftscope/contracts';
import type { MatchDto } from '@riftscope/riot/schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createChampionsService } from '../src/modules/champions/champions.service.ts';
import { createChampionsRepository } from '../src/modules/riot-data/champions.repository.ts';
import { singleLanguageCatalog } from '../src/modules/riot-data/game-data.mapper.ts';
import { rebuildRollups } from '../src/modules/riot-data/rollups.repository.ts';
import { createSliceFacetsRepository } from '../src/modules/riot-data/slice-facets.repository.ts';
import { TEST_DATABASES } from './databases.ts';
import { readMatch, requireFixtures } from './match-fixtures.ts';
import { useTestApp } from './test-app.ts';

const CORKI = 42;
const VLADIMIR = 8;
const AHRI = 103;
const ZED = 238;
const SYNDRA = 134;
const ANNIE = 1;

/** A ranked game of patch 14.21 on la1: Corki (blue side's winner) against Vladimir in the middle. */
const CORKI_GAME = 'LA1_1568057368.json';
requireFixtures([CORKI_GAME]);

let sequence = 0;

/**
 * The real game stored once more under a new id, with `enemy` in Vladimir's place in the middle,
 * on `platform`, Corki winning it or not.
 */
function copyOf(enemy: number, change: { platform: string; isCorkiWin: boolean }): MatchDto {
  const document = structuredClone(readMatch(CORKI_GAME));
  document.metadata.matchId = `${change.platform}_${8_000_000_000 + ++sequence}`;
  document.info.platformId = change.platform;
  const corkiTeam = document.info.participants.find((p) => p.championId === CORKI)?.teamId;
  for (const p of document.info.participants) {
    if (p.championId === VLADIMIR) p.championId = enemy;
    p.win = (p.teamId === corkiTeam) === change.isCorkiWin;
  }
  for (const team of document.info.teams)
    team.win = (team.teamId === corkiTeam) === change.isCorkiWin;
  return document;
}

/**
 * Corki's games in the middle on la1 (Emerald) against each enemy: games and Corki's wins. Zed's
 * 9 are one short of the sample however badly they went; 9 more against Vladimir on kr, and 10
 * against Zed in Gold, which only the `all` filter takes in.
 */
const LA1_GAMES: [enemy: number, games: number, corkiWins: number][] = [
  [VLADIMIR, 12, 9],
  [AHRI, 10, 3],
  [ZED, CHAMPION_PAGE_MIN_SAMPLE - 1, 0],
  [SYNDRA, 15, 5],
  [ANNIE, 11, 8],
];

describe.each(TEST_DATABASES)(
  "the tier list's counters over stored real matches on $name",
  (db) => {
    const t = useTestApp(db);

    const store = async (document: MatchDto, bracket: MatchBracket) => {
      expect(await t.services.repositories.matches.store(document, { bracket })).toBe(true);
    };

    beforeAll(async () => {
      for (const [enemy, games, corkiWins] of LA1_GAMES) {
        for (let g = 0; g < games; g++) {
          await store(copyOf(enemy, { platform: 'LA1', isCorkiWin: g < corkiWins }), 'EMERALD');
        }
      }
      for (let g = 0; g < 9; g++) {
        await store(copyOf(VLADIMIR, { platform: 'KR', isCorkiWin: g < 2 }), 'DIAMOND');
      }
      for (let g = 0; g < 10; g++) {
        await store(copyOf(ZED, { platform: 'LA1', isCorkiWin: g < 4 }), 'GOLD');
      }
    });

    const tierList = async (query: string) => {
      const res = await t.request({
        method: 'GET',
        url: `/api/champions?per_page=1000&patch=14.21&${query}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: ChampionRow[] }).data;
    };

    /**
     * Each champion and role's record against its lane opponent, counted in the stored matches:
     * the one enemy in the same role, remakes left out.
     */
    const laneRecords = async (filter: { platform?: string; brackets?: readonly string[] }) => {
      const { rows } = (await t.database.db.execute(sql`
      select me.champion_id as "championId", me.role, foe.champion_id as "enemyId",
        count(*)::int as games, (count(*) filter (where me.win))::int as wins
      from match_participants me
      join matches m on m.match_id = me.match_id
      join match_participants foe on foe.match_id = me.match_id
        and foe.team_id <> me.team_id and foe.role = me.role
      where m.queue_id = 420 and m.game_version like '14.21.%' and m.is_remake is not true
        and (${filter.platform ?? null}::text is null or lower(m.platform) = lower(${filter.platform ?? null}))
        and (${filter.brackets?.join(',') ?? null}::text is null
          or m.bracket = any(string_to_array(${filter.brackets?.join(',') ?? ''}, ',')))
        and (select count(*) from match_participants o where o.match_id = me.match_id
          and o.team_id <> me.team_id and o.role = me.role) = 1
      group by 1, 2, 3
    `)) as unknown as {
        rows: { championId: number; role: string; enemyId: number; games: number; wins: number }[];
      };
      return rows.map((r) => ({
        ...r,
        championId: Number(r.championId),
        enemyId: Number(r.enemyId),
        games: Number(r.games),
        wins: Number(r.wins),
      }));
    };

    /** The counters of the published rule, from the stored matches' lane records. */
    const expectedCounters = (
      records: Awaited<ReturnType<typeof laneRecords>>,
      row: Pick<ChampionRow, 'id' | 'role'>,
    ) =>
      records
        .filter((r) => r.championId === row.id && r.role === row.role)
        .filter((r) => r.games >= CHAMPION_PAGE_MIN_SAMPLE && 2 * r.wins < r.games)
        .map((r) => ({
          id: r.enemyId,
          games: r.games,
          win_rate: Math.round((10_000 * r.wins) / r.games) / 100,
          ...winRateBounds(r.wins, r.games),
        }))
        .sort(
          (a, b) =>
            (a.win_rate_high ?? 0) - (b.win_rate_high ?? 0) || b.games - a.games || a.id - b.id,
        )
        .slice(0, COUNTERS_MAX);

    const countersOf = (row: ChampionRow) =>
      row.counters.map(({ champion, ...record }) => ({ id: champion.id, ...record }));

    const EMERALD_PLUS = ['EMERALD', 'DIAMOND', 'MASTER', 'GRANDMASTER', 'CHALLENGER'];

    it.each([
      { query: '', filter: { brackets: EMERALD_PLUS } },
      { query: 'region=la1', filter: { platform: 'LA1', brackets: EMERALD_PLUS } },
      { query: 'region=kr', filter: { platform: 'KR', brackets: EMERALD_PLUS } },
      { query: 'tier=all', filter: {} },
    ])(
      "gives every row of '$query' the hardest lane opponents of its stored matches",
      async ({ query, filter }) => {
        const rows = await tierList(query);
        const records = await laneRecords(filter);
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          expect(countersOf(row), `${row.name} ${row.role}`).toEqual(
            expectedCounters(records, row),
          );
        }
      },
    );

    it("names Corki's three hardest by the upper bound of its win rate, from 10 games", async () => {
      const corki = (await tierList('region=la1')).find((r) => r.id === CORKI);
      // Zed's 0 of 9 is left out; Ahri's 3 of 10 (up to 60.32 %) is less sure than Syndra's 5 of
      // 15, though a lower win rate; Annie, whom Corki beats in half or more of their games, is no
      // counter.
      expect(corki?.counters.map((c) => c.champion.key)).toEqual(['syndra', 'ahri']);
      expect(corki?.counters[1]).toMatchObject({
        champion: { id: AHRI, name: 'Ahri', key: 'ahri', image_url: expect.any(String) },
        games: 10,
        win_rate: 30,
        ...winRateBounds(3, 10),
      });
      // On kr only 9 games, against Vladimir: no counter.
      const onKr = (await tierList('region=kr')).find((r) => r.id === CORKI);
      expect(onKr?.counters).toEqual([]);
      // With Gold, Zed's 19 games count.
      const all = (await tierList('tier=all')).find((r) => r.id === CORKI);
      expect(all?.counters.map((c) => c.champion.id)).toContain(ZED);
    });

    /**
     * The kept counters of the default slice (Solo/Duo, 14.21, all regions, Emerald+): the match
     * count they were computed over, and each counter's record against its row.
     */
    const kept = async () => {
      const { rows } = (await t.database.db.execute(sql`
        select matches, figures from kept_slice_figures
        where kind = 'counters' and queue_id = 420 and patch = '14.21' and platform = ''
          and tier = 'emerald_plus'`)) as unknown as {
        rows: { matches: number; figures: { counters: [string, number[][]][] } }[];
      };
      const [copy] = rows;
      const counters = (copy?.figures.counters ?? []).flatMap(([row, list]) =>
        list.map(([enemyId = 0, games = 0, wins = 0]) => ({ row, enemyId, games, wins })),
      );
      return { matches: copy?.matches ?? null, counters };
    };

    const storedMatches = async (brackets: readonly string[]) => {
      const { rows } = (await t.database.db.execute(sql`
        select count(*)::int as n from matches
        where queue_id = 420 and bracket = any(string_to_array(${brackets.join(',')}, ','))`)) as unknown as {
        rows: { n: number }[];
      };
      return Number(rows[0]?.n);
    };

    it("keeps a slice's counters with its match count: the counters the list shows", async () => {
      const rows = await tierList('');
      const copy = await kept();
      expect(copy.matches).toBe(await storedMatches(EMERALD_PLUS));
      const shown = rows.flatMap((row) =>
        row.counters.map((c) => ({
          row: `${row.id}:${row.role}`,
          enemyId: c.champion.id,
          games: c.games,
          rates: [c.win_rate, c.win_rate_low, c.win_rate_high],
        })),
      );
      expect(shown.length).toBeGreaterThan(0);
      // Each counter is kept as its record; the rates shown are worked out from it.
      const recorded = copy.counters.map(({ wins, ...counter }) => {
        const { win_rate_low, win_rate_high } = winRateBounds(wins, counter.games);
        return {
          ...counter,
          rates: [asPercent(wins / counter.games), win_rate_low, win_rate_high],
        };
      });
      const order = (a: { row: string; enemyId: number }, b: { row: string; enemyId: number }) =>
        a.row.localeCompare(b.row) || a.enemyId - b.enemyId;
      expect(recorded.sort(order)).toEqual(shown.sort(order));
    });

    it("keeps a slice's rows best score first, the order the list shows them in", async () => {
      const rows = await tierList('');
      const { rows: copies } = (await t.database.db.execute(sql`
        select figures from kept_slice_figures
        where kind = 'tier' and queue_id = 420 and patch = '14.21' and platform = ''
          and tier = 'emerald_plus'`)) as unknown as {
        rows: { figures: { rows: [number, string, number, number][] } }[];
      };
      const kept = copies[0]?.figures.rows ?? [];
      expect(kept.length).toBeGreaterThan(1);
      expect(kept.map(([id, role, games]) => ({ id, role, games }))).toEqual(
        rows.map(({ id, role, games }) => ({ id, role, games })),
      );
    });

    /** The default tier list from a service of its own, whose caches hold nothing yet. */
    const uncachedList = async () => {
      const service = createChampionsService({
        champions: createChampionsRepository(t.database.db),
        kept: createSliceFacetsRepository(t.database.db),
        games: singleLanguageCatalog(t.riot.ddragon),
      });
      return (await service.list({ page: 1, per_page: 1000, patch: '14.21' }, 'en')).data;
    };

    it('answers a due copy and computes it again in the background once its matches changed', async () => {
      await uncachedList();
      const before = await kept();
      const syndra = () =>
        before.counters.find((c) => c.row.startsWith(`${CORKI}:`) && c.enemyId === SYNDRA);
      expect(syndra()?.games).toBe(15);
      // Kept longer than the refresh interval, but over the same matches: not due.
      await t.database.db.execute(
        sql`update kept_slice_figures set computed_at = now() - interval '1 day'`,
      );
      await uncachedList();
      expect(await kept()).toEqual(before);
      await store(copyOf(SYNDRA, { platform: 'LA1', isCorkiWin: false }), 'EMERALD');
      const answered = (await uncachedList()).find((r) => r.id === CORKI && r.role === 'MIDDLE');
      // The copy is answered at once; the new game is in it once computed again.
      expect(answered?.counters.find((c) => c.champion.id === SYNDRA)?.games).toBe(15);
      await vi.waitFor(
        async () => {
          const after = await kept();
          expect(after.matches).toBe(await storedMatches(EMERALD_PLUS));
          expect(
            after.counters.find((c) => c.row.startsWith(`${CORKI}:`) && c.enemyId === SYNDRA)
              ?.games,
          ).toBe(16);
        },
        { timeout: 20_000, interval: 100 },
      );
    });

    it('forgets every kept copy when the aggregates are rebuilt', async () => {
      await tierList('');
      expect((await kept()).matches).not.toBeNull();
      await rebuildRollups(t.database.db);
      expect(await kept()).toEqual({ matches: null, counters: [] });
    });
  },
);
