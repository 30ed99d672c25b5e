import {
  type ChampionPage,
  type ChampionRow,
  type ChampionsMeta,
  winRateBounds,
} from '@riftscope/contracts';
import type { MatchDto } from '@riftscope/riot/schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases.ts';
import { useTestApp } from './test-app.ts';

/** Solo/Duo matches of one platform stored from each of the simulator's two patches. */
const PER_PATCH = 300;
const PLATFORM = 'euw1';

const percent = (share: number) => Math.round(share * 10_000) / 100;

describe.each(TEST_DATABASES)('the patch trend over simulated matches on $name', (db) => {
  const t = useTestApp(db);
  let current = '';
  let previous = '';

  beforeAll(async () => {
    const { world } = t.sim;
    const solo = world.matches.filter((m) => m.queueId === 420 && m.platform === PLATFORM);
    // The newest matches of each patch, as a crawl reading the newest first finds them.
    const newestOf = (patch: 'current' | 'previous') =>
      solo.filter((m) => m.patch === patch).slice(-PER_PATCH);
    const documents = [...newestOf('previous'), ...newestOf('current')].map(
      (m) => world.matchDocument(m) as unknown as MatchDto,
    );
    const { matches } = t.services.repositories;
    for (let i = 0; i < documents.length; i += 100) {
      await matches.storeMany(documents.slice(i, i + 100), { bracket: 'EMERALD' });
    }
    const patchOf = (version: string) => version.split('.').slice(0, 2).join('.');
    current = patchOf(world.data.gameVersion);
    previous = patchOf(world.data.previousGameVersion);
  }, 180_000);

  const get = async <T>(url: string): Promise<T> => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as T;
  };
  const tierList = async (query: string) =>
    (await get<{ data: ChampionRow[] }>(`/api/champions?per_page=1000&region=${PLATFORM}&${query}`))
      .data;

  /** A champion's games and wins in a role on a patch, summed from the stored champion_stats. */
  const stored = async (championId: number, role: string, patch: string) => {
    const { rows } = (await t.database.db.execute(sql`
      select coalesce(sum(games), 0)::int as games, coalesce(sum(wins), 0)::int as wins
      from champion_stats
      where queue_id = 420 and patch = ${patch} and platform = ${PLATFORM}
        and champion_id = ${championId} and role = ${role}
    `)) as unknown as { rows: { games: number; wins: number }[] };
    const matchRows = (await t.database.db.execute(sql`
      select coalesce(sum(matches), 0)::int as matches from match_totals
      where queue_id = 420 and patch = ${patch} and platform = ${PLATFORM}
    `)) as unknown as { rows: { matches: number }[] };
    return {
      games: Number(rows[0]?.games ?? 0),
      wins: Number(rows[0]?.wins ?? 0),
      matches: Number(matchRows.rows[0]?.matches ?? 0),
    };
  };

  it('lists both patches of the simulated world, newest first', async () => {
    const meta = await get<ChampionsMeta>('/api/champions/meta');
    expect(meta.queues.find((q) => q.queue === 420)?.patches).toEqual([current, previous]);
    expect(current).not.toBe(previous);
  });

  it('gives the change against the previous patch to every row with 20 games on both', async () => {
    const now = await tierList('tier=all');
    const before = await tierList(`tier=all&patch=${previous}`);
    const then = new Map(before.map((r) => [`${r.id}:${r.role}`, r]));
    let compared = 0;
    for (const row of now) {
      const old = then.get(`${row.id}:${row.role}`);
      if (!old || row.games < 20 || old.games < 20) {
        expect(row.win_rate_change, `${row.id} ${row.role}`).toBeNull();
        continue;
      }
      const a = await stored(row.id, row.role, current);
      const b = await stored(row.id, row.role, previous);
      const change = 100 * (a.wins / a.games - b.wins / b.games);
      // Rounded to two decimals: within half a hundredth.
      expect(Math.abs((row.win_rate_change ?? Number.NaN) - change)).toBeLessThanOrEqual(0.00501);
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
  });

  it("draws a champion page's trend from the stored rows of each patch, oldest first", async () => {
    const rows = await tierList('tier=all');
    const sampled = rows.filter((r) => r.win_rate_change !== null && r.key !== null).slice(0, 3);
    expect(sampled.length).toBeGreaterThan(0);
    for (const row of sampled) {
      const page = await get<ChampionPage>(
        `/api/champions/${row.key}?region=${PLATFORM}&tier=all&role=${row.role}`,
      );
      const expected = [];
      for (const patch of [previous, current]) {
        const { games, wins, matches } = await stored(row.id, row.role, patch);
        expected.push({
          patch,
          games,
          win_rate: percent(wins / games),
          ...winRateBounds(wins, games),
          pick_rate: percent(games / matches),
        });
      }
      expect(page.trend).toEqual(expected);
      // The newest point is the page's own stats.
      expect(page.trend.at(-1)).toMatchObject({
        games: page.stats.games,
        win_rate: page.stats.win_rate,
        pick_rate: page.stats.pick_rate,
      });
    }
  });

  it("ends the trend at the page's patch, and shows a patch without games as none", async () => {
    const [row] = await tierList('tier=all');
    if (!row?.key) throw new Error('no row');
    const older = await get<ChampionPage>(
      `/api/champions/${row.key}?region=${PLATFORM}&tier=all&role=${row.role}&patch=${previous}`,
    );
    expect(older.trend.map((p) => p.patch)).toEqual([previous]);
    const elsewhere = await get<ChampionPage>(
      `/api/champions/${row.key}?region=kr&tier=all&role=${row.role}`,
    );
    expect(elsewhere.trend).toEqual([
      {
        patch: previous,
        games: 0,
        win_rate: null,
        win_rate_low: null,
        win_rate_high: null,
        pick_rate: null,
      },
      {
        patch: current,
        games: 0,
        win_rate: null,
        win_rate_low: null,
        win_rate_high: null,
        pick_rate: null,
      },
    ]);
  });
});
