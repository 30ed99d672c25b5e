/** The player-data bench's Mastery tab: a long-time player's 170 stored masteries, uncached. */
import { sql } from 'drizzle-orm';
import { createMasteriesRepository } from '../apps/server/src/modules/riot-data/masteries.repository.ts';
import { isStale } from '../apps/server/src/modules/summoners/player-mastery.service.ts';
import type { RiotDeps } from '../apps/server/src/platform/riot.ts';
import { type BenchDatabase, say } from './player-data-setup.ts';
import type { Figure } from './run.ts';
import { median, pgArray, round } from './support.ts';

/** About every champion, as a player of many seasons has points on. */
const MASTERY_CHAMPIONS = 170;
const LANGUAGES = ['en', 'ru', 'tr'] as const;
const WARMUP_REQUESTS = 3;
const DAY_MS = 86_400_000;

interface StoredPlayer {
  puuid: string;
  region: string;
  game_name: string;
  tag_line: string;
}

/**
 * 170 masteries of each stats player (the first 170 champions of the simulator's Data Dragon,
 * most points on the first), read now: fresher than a day and than the player's newest stored
 * game, so the tab answers them from the database without asking Riot.
 */
async function storeMasteries(db: BenchDatabase, riot: RiotDeps): Promise<StoredPlayer[]> {
  const champions = riot.sim?.world.data.champions.slice(0, MASTERY_CHAMPIONS) ?? [];
  if (champions.length < MASTERY_CHAMPIONS) {
    throw new Error(`the simulator knows ${champions.length} champions, not ${MASTERY_CHAMPIONS}`);
  }
  const ids = sql.raw(pgArray(champions.map((c) => c.key)));
  const players = (
    (await db.handle.db.execute(sql`
      select puuid, region, game_name, tag_line from summoners
      where puuid like 'bench-stats-%' and fetched_at is not null order by puuid`)) as unknown as {
      rows: StoredPlayer[];
    }
  ).rows;
  if (players.length === 0) throw new Error('the stats players are not stored');
  await db.handle.db.execute(sql`
    insert into champion_masteries (region, puuid, champion_id, level, points, last_play_time)
    select s.region, s.puuid, c.id, greatest(1, 50 - c.ord / 4), 2000000 / c.ord + c.ord * 37,
      (extract(epoch from now()) * 1000)::bigint - c.ord * ${DAY_MS}
    from summoners s
    cross join unnest(${ids}::int[]) with ordinality as c(id, ord)
    where s.puuid like 'bench-stats-%' and s.fetched_at is not null`);
  await db.handle.db.execute(sql`
    insert into mastery_reads (region, puuid, fetched_at)
    select region, puuid, now() from summoners
    where puuid like 'bench-stats-%' and fetched_at is not null`);
  const masteries = createMasteriesRepository(db.handle.db);
  for (const p of players) {
    const stored = await masteries.find(p.region, p.puuid);
    if (stored?.rows.length !== MASTERY_CHAMPIONS || isStale(stored, Date.now())) {
      throw new Error(`${p.puuid}: the stored masteries would be read from Riot again`);
    }
  }
  return players;
}

/** The Riot calls for masteries the simulator answered since its stats were reset. */
function masteryCalls(riot: RiotDeps): number {
  const byMethod = riot.sim?.stats().byMethod ?? {};
  return Object.entries(byMethod)
    .filter(([method]) => method.startsWith('champion-mastery-v4.'))
    .reduce((n, [, calls]) => n + calls, 0);
}

/**
 * The Mastery tab's answer of the stats players with 170 stored masteries each: every player
 * once in each language (each answer computed, none from the answer cache), the first few as
 * warm-up. The simulator must get no champion-mastery call.
 */
export async function masteryTabTimes(db: BenchDatabase, riot: RiotDeps): Promise<Figure[]> {
  const players = await storeMasteries(db, riot);
  riot.sim?.resetStats();
  const times: number[] = [];
  for (const lang of LANGUAGES) {
    for (const [i, p] of players.entries()) {
      const url = `/api/summoners/${p.region}/${encodeURIComponent(p.game_name)}/${encodeURIComponent(p.tag_line)}/mastery?lang=${lang}`;
      const started = performance.now();
      const res = await db.app.inject({ method: 'GET', url });
      const ms = performance.now() - started;
      const body = res.json() as { data?: unknown[]; is_available?: boolean };
      if (res.statusCode !== 200 || body.data?.length !== MASTERY_CHAMPIONS || !body.is_available) {
        throw new Error(
          `${url} answered ${res.statusCode} with ${body.data?.length} masteries: ${res.body.slice(0, 200)}`,
        );
      }
      if (i >= WARMUP_REQUESTS || lang !== 'en') times.push(ms);
    }
  }
  const calls = masteryCalls(riot);
  if (calls > 0) throw new Error(`the Mastery tab asked Riot ${calls} times for masteries`);
  say(
    `${db.kind}: mastery tab, ${MASTERY_CHAMPIONS} champions, uncached p50 ${median(times).toFixed(1)} ms`,
  );
  return [
    {
      name: `mastery tab, ${MASTERY_CHAMPIONS} champions: median uncached (${db.kind})`,
      value: round(median(times), 1),
      unit: 'ms',
      goal: '< 20 ms',
      note: `${times.length} requests via inject, each a player or language not asked before, no Riot call; max ${Math.max(...times).toFixed(1)} ms`,
    },
  ];
}
