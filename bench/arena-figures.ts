import type { REGION_CODES } from '@riftscope/contracts';
import type pg from 'pg';
import type { DatabaseHandle } from '../apps/server/src/db/client.ts';
import { createArenaService } from '../apps/server/src/modules/champions/arena.service.ts';
import { createChampionsRepository } from '../apps/server/src/modules/riot-data/champions.repository.ts';
import { singleLanguageCatalog } from '../apps/server/src/modules/riot-data/game-data.mapper.ts';
import { createSliceFacetsRepository } from '../apps/server/src/modules/riot-data/slice-facets.repository.ts';
import type { RiotDeps } from '../apps/server/src/platform/riot.ts';
import type { Figure } from './run.ts';
import { quantile, round } from './support.ts';

/*
 * Arena's pages over a live-like share of the bench's matches (docs/champion-analytics.md,
 * Arena): the facet rows ARENA_SHARE of them would leave on the newest patch, written in SQL
 * beside the synthetic aggregates, then the pages' first reads (computed and kept) and their
 * answers from the kept figures, this process's cache bypassed.
 */

/** Arena's share of all matches: a mode a sizeable minority of players queue for while it is on. */
const ARENA_SHARE = 0.05;
/** Share of a patch's matches on the newest patch (synthetic-aggregates.ts PATCH_WEIGHTS). */
const NEWEST_PATCH_SHARE = 0.5;
/** Augments offered in Arena; each champion's players take a spread of them. */
const AUGMENT_POOL = 180;
/** Distinct augments, items and partners per champion in a slice of every region. */
const PER_CHAMPION = { augment: 60, arena_item: 45, duo: 80 } as const;
/** Augments a player takes, items it holds, partners it has. */
const PER_PLAYER = { augment: 3.5, arena_item: 5, duo: 1 } as const;
const CALLS = 200;
const WARMUP = 20;

/** The platforms of the slices written, with their share of matches ('' all regions). */
const PLATFORMS: Record<string, number> = { '': 1, euw1: 0.24, kr: 0.2, na1: 0.15 };

/**
 * Writes Arena's champion_stats, match_totals and champion_facets rows for `matches` synthetic
 * matches' share on `patch`: each champion's players by place, and its augments, items and
 * partners by place, values falling off geometrically as real picks do.
 */
async function writeArenaAggregates(
  client: pg.Client,
  riot: RiotDeps,
  patch: string,
  matches: number,
): Promise<number> {
  const champions = riot.ddragon.champions.map((c) => Number(c.key));
  const items = riot.ddragon.items.filter((i) => i.maps['30'] && i.id >= 220_000).map((i) => i.id);
  const arena = Math.round(matches * ARENA_SHARE * NEWEST_PATCH_SHARE);
  for (const [platform, share] of Object.entries(PLATFORMS)) {
    const games = Math.round(arena * share);
    const players = games * 16;
    await client.query(
      `insert into match_totals (queue_id, patch, platform, bracket, matches)
       values (1700, $1, $2, '', $3)`,
      [patch, platform, games],
    );
    // A champion's players: popularity falling off with its place in the list.
    await client.query(
      `with c as (
         select id, ordinality as n from unnest($3::int[]) with ordinality as id
       ), w as (select id, 1.0 / (n + 15) as weight from c), t as (select sum(weight) as total from w)
       insert into champion_stats (queue_id, patch, platform, bracket, champion_id, role, games, wins)
       select 1700, $1, $2, '', id, '', greatest(1, round($4 * weight / total))::int,
         greatest(0, round($4 * weight / total / 2))::int
       from w, t`,
      [patch, platform, champions, players],
    );
    await client.query(
      `insert into champion_facets (champion_id, queue_id, patch, role, platform, bracket, facet, value, games, wins)
       select s.champion_id, 1700, $1::varchar, '', $2::varchar, '', 'placement', place::text,
         greatest(1, round(s.games * (0.125 + ((s.champion_id + place) % 5 - 2) * 0.01)))::int,
         case when place <= 4 then greatest(1, round(s.games * (0.125 + ((s.champion_id + place) % 5 - 2) * 0.01)))::int else 0 end
       from champion_stats s, generate_series(1, 8) as place
       where s.queue_id = 1700 and s.patch = $1::varchar and s.platform = $2::varchar`,
      [patch, platform],
    );
    for (const facet of ['augment', 'arena_item', 'duo'] as const) {
      const pool =
        facet === 'augment'
          ? Array.from({ length: AUGMENT_POOL }, (_, i) => i + 1)
          : facet === 'arena_item'
            ? items
            : champions;
      // A value's share of the champion's players, geometric in its rank, spread over places.
      await client.query(
        `insert into champion_facets (champion_id, queue_id, patch, role, platform, bracket, facet, value, games, wins)
         select s.champion_id, 1700, $1::varchar, '', $2::varchar, '', $3::varchar,
           (($5::int[])[1 + (s.champion_id * 7 + k) % cardinality($5::int[])])::text || ':' || place,
           greatest(1, round(s.games * $6::float8 * 0.1 * power(0.9, k) / 8))::int,
           case when place <= 4 then greatest(1, round(s.games * $6::float8 * 0.1 * power(0.9, k) / 8))::int else 0 end
         from champion_stats s, generate_series(0, $4 - 1) as k, generate_series(1, 8) as place
         where s.queue_id = 1700 and s.patch = $1::varchar and s.platform = $2::varchar
           and s.games * $6::float8 * 0.1 * power(0.9, k) >= $7::float8
         on conflict do nothing`,
        [
          patch,
          platform,
          facet,
          Math.round(PER_CHAMPION[facet] * share ** 0.3),
          pool,
          PER_PLAYER[facet],
          4 * share,
        ],
      );
    }
  }
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from champion_facets where queue_id = 1700 and patch = $1`,
    [patch],
  );
  return rows[0]?.n ?? 0;
}

async function timed(calls: number, call: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < calls + WARMUP; i++) {
    const started = performance.now();
    await call(i);
    if (i >= WARMUP) times.push(performance.now() - started);
  }
  return times;
}

/**
 * Arena's figures over a live-like share of `matches`: the first read of a slice (added up and
 * kept), and the four answers from the kept figures, each call another slice (region or all)
 * and another champion or augment.
 */
export async function arenaFigures(
  bench: { client: pg.Client; handle: DatabaseHandle; riot: RiotDeps },
  matches: number,
  patch: string,
  say: (line: string) => void,
): Promise<Figure[]> {
  const { client, handle, riot } = bench;
  const started = performance.now();
  const rows = await writeArenaAggregates(client, riot, patch, matches);
  say(
    `Arena's facet rows written: ${rows.toLocaleString('en')} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  let clock = 0;
  const champions = createChampionsRepository(handle.db);
  const arena = createArenaService({
    facets: createSliceFacetsRepository(handle.db),
    patches: () => champions.dataSlices([1700]),
    games: singleLanguageCatalog(riot.ddragon),
    augments: {
      ref: (id) => ({ id, name: null, icon_url: null }),
      hasNames: () => false,
      knows: () => false,
    },
    // Every call 10 minutes after the last: the 5-minute cache never answers.
    now: () => {
      clock += 10 * 60_000;
      return clock;
    },
  });
  const regions = Object.keys(PLATFORMS).filter((p) => p !== '') as (typeof REGION_CODES)[number][];
  const queryAt = (i: number) =>
    i % 4 === 0 ? { patch } : { patch, region: regions[i % regions.length] };
  const keys = riot.ddragon.champions.map((c) => c.id.toLowerCase());
  const size = `${matches.toLocaleString('en')} matches (${ARENA_SHARE * 100} % Arena)`;
  const figures: Figure[] = [];
  const first: number[] = [];
  for (let i = 0; i < Object.keys(PLATFORMS).length; i++) {
    const at = performance.now();
    await arena.champions(i === 0 ? { patch } : { patch, region: regions[i - 1] }, 'en');
    first.push(performance.now() - at);
  }
  say(
    `${size}: Arena slice first reads (computed and kept) p50 ${quantile(first, 0.5).toFixed(1)} ms`,
  );
  figures.push({
    name: `computing and keeping a slice's Arena figures, ${size} (postgres)`,
    value: round(quantile(first, 0.5)),
    unit: 'ms',
    note: `median of ${first.length} slices' first reads (all regions and three regions of the newest patch, ${rows.toLocaleString('en')} Arena facet rows)`,
  });
  const answers: [string, (i: number) => Promise<unknown>][] = [
    ['Arena tier list', (i) => arena.champions(queryAt(i), 'en')],
    [
      'Arena champion page',
      (i) => arena.champion(keys[(i * 13) % keys.length] ?? 'ahri', queryAt(i), 'en'),
    ],
    ['Arena augment list', (i) => arena.augments(queryAt(i), 'en')],
    ['Arena augment page', (i) => arena.augment(String(1 + ((i * 7) % 60)), queryAt(i), 'en')],
  ];
  for (const [what, call] of answers) {
    const times = await timed(CALLS, call);
    say(`${size}: ${what} p50 ${quantile(times, 0.5).toFixed(2)} ms`);
    figures.push({
      name: `uncached ${what}, ${size} (postgres)`,
      value: round(quantile(times, 0.5)),
      unit: 'ms',
      goal: '≤ 20 ms',
      note: `median of ${times.length} answers from the kept figures, each another slice (region or all)${what.endsWith('page') ? ' and another champion or augment' : ''}, this process's cache bypassed; p99 ${quantile(times, 0.99).toFixed(2)} ms`,
    });
  }
  return figures;
}
