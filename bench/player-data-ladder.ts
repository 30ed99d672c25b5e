/** The player-data bench's ladder page: 100 rows of a 5,000-player apex ladder, uncached. */
import { LADDER_PAGE_SIZE } from '@riftscope/contracts';
import { sql } from 'drizzle-orm';
import { type BenchDatabase, say } from './player-data-setup.ts';
import type { Figure } from './run.ts';
import { median, round } from './support.ts';

/** A ladder as big as a large region's: 300 Challenger, 700 Grandmaster, 4,000 Master. */
const LADDER = { challengers: 300, grandmasters: 700, masters: 4_000 };
const LADDER_SIZE = LADDER.challengers + LADDER.grandmasters + LADDER.masters;
const PAGES = 10;
const WARMUP_PAGES = 3;

/**
 * The Solo/Duo ladder of euw1 with 5,000 players: the first ten are the stats players (1,000
 * stored matches between them, so the first page counts their champions), the others players
 * seen only in matches (stub rows, so every row is named). Then pages 1 to 10 in each language,
 * each asked once (nothing cached).
 */
export async function ladderPageTimes(db: BenchDatabase): Promise<Figure[]> {
  const size = sql.raw(String(LADDER_SIZE));
  await db.handle.db.execute(sql`
    insert into summoners (puuid, region, game_name, tag_line)
    select 'bench-ladder-' || g, 'euw1', 'Ladder ' || g, 'BNCH'
    from generate_series(11, ${size}) g
    on conflict do nothing`);
  await db.handle.db.execute(sql`
    insert into ladder_entries (region, queue_type, position, puuid, tier, league_points, wins, losses)
    select 'euw1', 'RANKED_SOLO_5x5', g,
      case when g <= 10 then 'bench-stats-' || (g - 1) else 'bench-ladder-' || g end,
      case when g <= ${LADDER.challengers} then 'CHALLENGER'
        when g <= ${LADDER.challengers + LADDER.grandmasters} then 'GRANDMASTER' else 'MASTER' end,
      ${size} - g, 200 + g % 100, 180 + g % 90
    from generate_series(1, ${size}) g`);
  await db.handle.db.execute(sql`
    insert into ladder_reads (region, queue_type, fetched_at, challengers, grandmasters, masters)
    values ('euw1', 'RANKED_SOLO_5x5', now(), ${LADDER.challengers}, ${LADDER.grandmasters},
      ${LADDER.masters})`);
  const times: number[] = [];
  for (const lang of ['en', 'ru', 'tr']) {
    for (let page = 1; page <= PAGES; page++) {
      const url = `/api/leaderboards/euw1?queue=solo&page=${page}&lang=${lang}`;
      const started = performance.now();
      const res = await db.app.inject({ method: 'GET', url });
      const ms = performance.now() - started;
      const rows = (res.json() as { data?: unknown[] }).data?.length;
      if (res.statusCode !== 200 || rows !== LADDER_PAGE_SIZE) {
        throw new Error(
          `${url} answered ${res.statusCode} with ${rows} rows: ${res.body.slice(0, 200)}`,
        );
      }
      if (page > WARMUP_PAGES || lang !== 'en') times.push(ms);
    }
  }
  say(`${db.kind}: ladder page of ${LADDER_PAGE_SIZE} uncached p50 ${median(times).toFixed(1)} ms`);
  return [
    {
      name: `ladder page of ${LADDER_PAGE_SIZE} rows, ${LADDER_SIZE.toLocaleString('en')} players: median uncached (${db.kind})`,
      value: round(median(times), 1),
      unit: 'ms',
      goal: '< 20 ms',
      note: `${times.length} requests via inject, each a page or language not asked before; max ${Math.max(...times).toFixed(1)} ms`,
    },
  ];
}
