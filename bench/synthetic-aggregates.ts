import { RANKED_TIERS, TIER_ROLES } from '@riftscope/contracts';
import { type DataDragon, itemClasses } from '@riftscope/riot/ddragon';
import type pg from 'pg';
import { pgArray } from './support.ts';

/**
 * The champion aggregates `matches` crawled matches would leave, written in SQL: what a tier list
 * and a champion page read at that size, without storing the matches. The matches spread over
 * queues, patches, platforms and rank brackets with the weights below (most in Solo/Duo, on the
 * newest patch, in EUW/KR/NA, in Silver–Emerald); champions over roles with one main role each,
 * popularity fixed by the champion. Every champion × role row gets the facet rows its game count
 * would give: each facet has a pool of real values (Data Dragon ids, valid rune pages) and a row
 * with g games takes min(pool, ⌈g × spread⌉) of them, the same values for a champion in every
 * slice (as real builds repeat across regions), games falling off geometrically. As the write
 * path does, every table also holds its rows summed over the platforms under platform '' (all
 * regions).
 */

const QUEUES: Record<number, number> = { 420: 0.7, 440: 0.15, 450: 0.15 };
/** Newest first. */
export const SYNTHETIC_PATCHES = ['15.22', '15.21', '15.20'];
const PATCH_WEIGHTS = [0.5, 0.35, 0.15];
const PLATFORMS: Record<string, number> = {
  euw1: 0.24,
  kr: 0.2,
  na1: 0.15,
  eun1: 0.1,
  br1: 0.06,
  tr1: 0.05,
  la1: 0.04,
  la2: 0.04,
  jp1: 0.04,
  oc1: 0.04,
  ru: 0.04,
};
const BRACKET_WEIGHTS = [0.03, 0.1, 0.18, 0.2, 0.17, 0.15, 0.1, 0.04, 0.02, 0.01];
/** Share of matches whose timeline is stored (the crawler fetches one per crawled match). */
const TIMELINE_SHARE = 0.8;

interface FacetSpec {
  facet: string;
  values: string[];
  /** Distinct values a row takes per game it has. */
  spread: number;
  timeline: boolean;
  /**
   * The facet whose pick a value follows (a build's values are laid out so that value j holds
   * core j mod CORE_POOL, so a row's builds extend the cores it has); the facet itself if unset.
   */
  pickAs?: string;
  /** Lane roles only (role '' has no lane partner). */
  lanesOnly?: boolean;
  /** SQL of the stored value from the pool's value `v`, the row `s` and the pick `i`. */
  valueSql?: string;
}

/** The enemies a champion's `matchup` rows draw from: the first champions of Data Dragon's list. */
const SYNTHETIC_ENEMIES = 60;

/** Core builds (first three legendaries) a champion's rows draw from. */
const CORE_POOL = 40;

const at = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
/** The distinct values of f(0) … f(n − 1). */
const count = (n: number, f: (i: number) => string) => [
  ...new Set(Array.from({ length: n }, (_, i) => f(i))),
];
const ORDERS = ['QWE', 'QEW', 'WQE', 'WEQ', 'EQW', 'EWQ'];

/** Items of Summoner's Rift by class, as the facets' values take them. */
function riftItems(dd: DataDragon) {
  const classes = itemClasses(dd.items);
  const onRift = dd.items.filter((i) => i.maps['11'] === true);
  const ofClass = (c: string) => onRift.filter((i) => classes.classOf(i.id) === c).map((i) => i.id);
  return {
    legendaries: onRift.filter((i) => classes.isLegendary(i.id)).map((i) => i.id),
    boots: ofClass('boots'),
    starters: ofClass('starter'),
  };
}

/** The facets read from the match document. */
function matchSpecs(dd: DataDragon): FacetSpec[] {
  const { boots } = riftItems(dd);
  const styles = dd.runeStyles.filter((s) => s.slots.length >= 4);
  const shards = [5008, 5005, 5007, 5008, 5010, 5001, 5011, 5013, 5001];
  const runePage = (i: number) => {
    const primary = at(styles, i);
    const secondary = at(styles, i + 1 + (i % 3));
    const pick = (slot: readonly number[] | undefined, k: number) => at(slot ?? [0], k);
    const p = [0, 1, 2, 3].map((s) => pick(primary.slots[s], i + s));
    const sec = [pick(secondary.slots[1], i), pick(secondary.slots[2], i + 1)];
    return `${primary.id}:${p.join(',')}|${secondary.id}:${sec.join(',')}|${at(shards, i)},${at(shards, i + 3)},${at(shards, i + 6)}`;
  };
  const spells = [4, 14, 12, 7, 21, 3, 11, 6, 1];
  const championIds = dd.champions.map((c) => String(c.key));
  return [
    { facet: 'boots', values: [...boots.map(String), '0'], spread: 0.3, timeline: false },
    { facet: 'runes', values: count(30, runePage), spread: 0.5, timeline: false },
    {
      facet: 'spells',
      values: count(8, (i) => [4, at(spells, i + 1)].sort((a, b) => a - b).join(',')),
      spread: 0.25,
      timeline: false,
    },
    {
      facet: 'matchup',
      values: championIds.slice(0, SYNTHETIC_ENEMIES),
      spread: 0.7,
      timeline: false,
    },
    { facet: 'length', values: ['0', '20', '25', '30', '35'], spread: 1, timeline: false },
    {
      facet: 'partner',
      values: championIds.slice(0, 80),
      spread: 0.5,
      timeline: false,
      lanesOnly: true,
      valueSql: `(case s.role when 'CARRY' then 'SUPPORT' when 'SUPPORT' then 'CARRY'
        when 'JUNGLE' then (case when i % 2 = 0 then 'MIDDLE' else 'TOP' end)
        else 'JUNGLE' end) || ':' || v`,
    },
  ];
}

/** The facets read from the timeline. */
function timelineSpecs(dd: DataDragon): FacetSpec[] {
  const { legendaries, boots, starters } = riftItems(dd);
  const core = (i: number) =>
    [at(legendaries, i), at(legendaries, i * 3 + 1), at(legendaries, i * 7 + 2)].join(',');
  const cores = Array.from({ length: CORE_POOL }, (_, i) => core(i));
  // Value j of a build pool holds core j mod CORE_POOL and choice ⌊j / CORE_POOL⌋.
  const builds = (choices: readonly string[]) =>
    choices.flatMap((choice) => cores.map((c) => `${c}|${choice}`));
  const bootChoices = [...boots.slice(0, 3).map(String), '0'];
  const itemChoices = [4, 5, 6].flatMap((slot) =>
    [0, 1].map((k) => `${slot}:${at(legendaries, slot * 11 + k * 5)}`),
  );
  const path = (i: number) => skillPath(at(ORDERS, i), at(ORDERS, i + (i >> 2)));
  const timeline = (facet: string, values: string[], spread: number) => ({
    facet,
    values,
    spread,
    timeline: true,
  });
  return [
    timeline('timeline', [''], 1),
    timeline(
      'start',
      count(6, (i) => [at(starters, i), 2003].sort((a, b) => a - b).join(',')),
      0.2,
    ),
    timeline('core', cores, 0.6),
    { ...timeline('build_boots', builds(bootChoices), 0.6), pickAs: 'core' },
    { ...timeline('build_item', builds(itemChoices), 0.8), pickAs: 'core' },
    ...['item4', 'item5', 'item6'].map((facet, k) =>
      timeline(
        facet,
        count(25, (i) => String(at(legendaries, i * 5 + k))),
        0.5,
      ),
    ),
    timeline(
      'skills',
      count(6, (i) => `${at(ORDERS, i)}/${at(ORDERS, i).slice(0, 2)}${at(ORDERS, i)[0]}`),
      0.2,
    ),
    timeline(
      'skill_path',
      count(12, (i) => path(i).slice(0, 15)),
      0.2,
    ),
    timeline('skill_path18', count(12, path), 0.1),
  ];
}

function facetSpecs(dd: DataDragon): FacetSpec[] {
  return [...matchSpecs(dd), ...timelineSpecs(dd)];
}

/** An 18-level skill path: R at 6, 11 and 16, the first three points `first`, then `max` order. */
function skillPath(max: string, first: string): string {
  const points: Record<string, number> = { Q: 0, W: 0, E: 0 };
  let path = '';
  for (let level = 1; level <= 18; level++) {
    const next =
      level === 6 || level === 11 || level === 16
        ? 'R'
        : (first[path.length] ?? [...max].find((k) => (points[k] ?? 0) < 5) ?? 'R');
    if (next !== 'R') points[next] = (points[next] ?? 0) + 1;
    path += next;
  }
  return path;
}

export interface SyntheticCounts {
  stats: number;
  facets: number;
  matchupFacets: number;
  matchupLanes: number;
}

/** The matches of each slice (queue, patch, platform, bracket), and their match_totals rows. */
async function writeSlices(client: pg.Client, matches: number) {
  await client.query('drop table if exists bench_slices');
  await client.query(`
    create temporary table bench_slices as
    select q.id as queue_id, p.patch, pl.platform, b.bracket,
      round(${matches} * q.w * p.w * pl.w * b.w)::int as matches
    from (select unnest${pgArray(Object.keys(QUEUES).map(Number))} as id,
                 unnest${pgArray(Object.values(QUEUES))}::float8 as w) q,
         (select unnest${pgArray(SYNTHETIC_PATCHES)}::text as patch,
                 unnest${pgArray(PATCH_WEIGHTS)}::float8 as w) p,
         (select unnest${pgArray(Object.keys(PLATFORMS))}::text as platform,
                 unnest${pgArray(Object.values(PLATFORMS))}::float8 as w) pl,
         (select unnest${pgArray([...RANKED_TIERS])}::text as bracket,
                 unnest${pgArray(BRACKET_WEIGHTS)}::float8 as w) b`);
  await client.query('delete from bench_slices where matches = 0');
  await client.query(`
    insert into match_totals (queue_id, patch, platform, bracket, matches)
    select queue_id, patch, platform, bracket, matches from bench_slices`);
}

/**
 * Each champion's share of a queue's picks, then its champion_stats and champion_bans rows in
 * every slice.
 */
async function writeChampionRows(client: pg.Client, dd: DataDragon) {
  const champions = dd.champions.map((c) => c.key);
  const roles = TIER_ROLES.map((r) => r);
  // A champion's popularity and main role are fixed by the champion; ARAM has no roles.
  await client.query('drop table if exists bench_shares');
  await client.query(`
    create temporary table bench_shares as
    with c as (
      select id, (0.2 + 1.6 * ((hashtext('pop' || id) & 65535) / 65536.0)) as pop,
        (abs(hashtext('role' || id)) % 5) + 1 as main
      from unnest${pgArray(champions)} as id
    ), cr as (
      select c.id, r.role, r.k, c.pop * case when r.k = c.main then 1.0
        when r.k = (c.main % 5) + 1 then 0.15 else 0.01 end as w
      from c, unnest${pgArray(roles)} with ordinality as r(role, k)
    )
    select id as champion_id, role, 420 as queue_id, w / sum(w) over () as share from cr
    union all
    select id, role, 440, w / sum(w) over () from cr
    union all
    select id, '', 450, pop / sum(pop) over () from c`);
  await client.query(`
    insert into champion_stats (queue_id, patch, platform, bracket, champion_id, role, games, wins)
    select s.queue_id, s.patch, s.platform, s.bracket, c.champion_id, c.role, g.games,
      round(g.games * (0.45 + 0.1 * ((hashtext(c.champion_id || c.role || s.patch) & 65535) / 65536.0)))::int
    from bench_slices s
    join bench_shares c on c.queue_id = s.queue_id
    cross join lateral (select round(s.matches * 10 * c.share)::int as games) g
    where g.games > 0`);
  await client.query(`
    insert into champion_bans (queue_id, patch, platform, bracket, champion_id, bans)
    select s.queue_id, s.patch, s.platform, s.bracket, c.champion_id,
      least(s.matches, round(s.matches * 10 * c.share * 1.5 * ((hashtext('ban' || c.champion_id) & 65535) / 65536.0)))::int
    from bench_slices s
    join (select champion_id, queue_id, sum(share) as share from bench_shares
          where queue_id <> 450 group by 1, 2) c on c.queue_id = s.queue_id`);
  await client.query('delete from champion_bans where bans = 0');
}

/** The all-regions ('' platform) rows of match_totals and champion_bans. */
async function writeAllRegionTotals(client: pg.Client) {
  await client.query(`
    insert into match_totals (queue_id, patch, platform, bracket, matches)
    select queue_id, patch, '', bracket, sum(matches)::int from match_totals
    group by queue_id, patch, bracket`);
  await client.query(`
    insert into champion_bans (queue_id, patch, platform, bracket, champion_id, bans)
    select queue_id, patch, '', bracket, champion_id, sum(bans)::int from champion_bans
    group by queue_id, patch, bracket, champion_id`);
}

/** The facet rows of every platform's champion_stats row, then their all-regions rows. */
async function writeFacets(client: pg.Client, dd: DataDragon) {
  const specs = facetSpecs(dd);
  for (const spec of specs) {
    const base = spec.timeline ? `round(s.games * ${TIMELINE_SHARE})` : 's.games';
    await client.query(
      `
      insert into champion_facets (queue_id, patch, platform, bracket, champion_id, role,
        facet, value, games, wins)
      select s.queue_id, s.patch, s.platform, s.bracket, s.champion_id, s.role, $1::text,
        ${spec.valueSql ?? 'v'},
        pick.games,
        round(pick.games * (0.42 + 0.16 * ((hashtext($1 || s.champion_id || i) & 65535) / 65536.0)))::int
      from champion_stats s
      cross join lateral (select ${base}::int as n) b
      cross join lateral generate_series(1,
        least(cardinality($2::text[]), greatest(1, ceil(b.n * ${spec.spread})::int))) i
      cross join lateral (select greatest(1, ceil(b.n * 0.5 ^ i))::int as games,
        ($2::text[])[1 + ((abs(hashtext($3 || s.champion_id || s.role)) + i) % cardinality($2::text[]))] as v) pick
      where b.n > 0${spec.lanesOnly ? " and s.role <> ''" : ''}`,
      [spec.facet, spec.values, spec.pickAs ?? spec.facet],
    );
  }
  await client.query(`
    insert into champion_facets (queue_id, patch, platform, bracket, champion_id, role, facet,
      value, games, wins)
    select queue_id, patch, '', bracket, champion_id, role, facet, value, sum(games)::int,
      sum(wins)::int
    from champion_facets
    group by queue_id, patch, bracket, champion_id, role, facet, value`);
}

/**
 * The matchup tables of every platform's `matchup` facet row (a champion and role against one
 * enemy): the lane row of the games whose timeline reaches 15 minutes, and the rune pages,
 * spell pairs, timeline count and cores of those games, each pool picked and spread as above;
 * then their all-regions rows.
 */
async function writeMatchupTables(client: pg.Client, dd: DataDragon) {
  const specs = facetSpecs(dd).filter((f) =>
    ['runes', 'spells', 'timeline', 'core'].includes(f.facet),
  );
  await client.query(`
    insert into champion_matchup_lanes (queue_id, patch, platform, bracket, champion_id, role,
      enemy_id, games, gold_diff_sum, cs_diff_sum, xp_diff_sum)
    select queue_id, patch, platform, bracket, champion_id, role, value::int, n,
      n * ((hashtext('gold' || champion_id || value) % 600)), n * ((hashtext('cs' || champion_id || value) % 20)),
      n * ((hashtext('xp' || champion_id || value) % 500))
    from champion_facets
    cross join lateral (select round(games * ${TIMELINE_SHARE})::int as n) b
    where facet = 'matchup' and platform <> '' and role <> '' and n > 0`);
  for (const spec of specs) {
    const base = spec.timeline ? `round(f.games * ${TIMELINE_SHARE})` : 'f.games';
    await client.query(
      `
      insert into champion_matchup_facets (queue_id, patch, platform, bracket, champion_id, role,
        enemy_id, facet, value, games, wins)
      select f.queue_id, f.patch, f.platform, f.bracket, f.champion_id, f.role, f.value::int,
        $1::text, pick.v, pick.games,
        round(pick.games * (0.42 + 0.16 * ((hashtext($1 || f.champion_id || f.value || i) & 65535) / 65536.0)))::int
      from champion_facets f
      cross join lateral (select ${base}::int as n) b
      cross join lateral generate_series(1,
        least(cardinality($2::text[]), greatest(1, ceil(b.n * ${spec.spread / 2})::int))) i
      cross join lateral (select greatest(1, ceil(b.n * 0.5 ^ i))::int as games,
        ($2::text[])[1 + ((abs(hashtext($1 || f.champion_id || f.role)) + i) % cardinality($2::text[]))] as v) pick
      where f.facet = 'matchup' and f.platform <> '' and f.role <> '' and b.n > 0`,
      [spec.facet, spec.values],
    );
  }
  await client.query(`
    insert into champion_matchup_lanes (queue_id, patch, platform, bracket, champion_id, role,
      enemy_id, games, gold_diff_sum, cs_diff_sum, xp_diff_sum)
    select queue_id, patch, '', bracket, champion_id, role, enemy_id, sum(games)::int,
      sum(gold_diff_sum)::int, sum(cs_diff_sum)::int, sum(xp_diff_sum)::int
    from champion_matchup_lanes group by queue_id, patch, bracket, champion_id, role, enemy_id`);
  await client.query(`
    insert into champion_matchup_facets (queue_id, patch, platform, bracket, champion_id, role,
      enemy_id, facet, value, games, wins)
    select queue_id, patch, '', bracket, champion_id, role, enemy_id, facet, value,
      sum(games)::int, sum(wins)::int
    from champion_matchup_facets
    group by queue_id, patch, bracket, champion_id, role, enemy_id, facet, value`);
}

/** Drops a table's primary key for a bulk load; the returned function adds it back. */
async function withoutPrimaryKey(client: pg.Client, table: string): Promise<() => Promise<void>> {
  const { rows } = await client.query<{ conname: string; def: string }>(
    `select conname, pg_get_constraintdef(oid) as def from pg_constraint
     where conrelid = $1::regclass and contype = 'p'`,
    [table],
  );
  const pk = rows[0];
  if (pk) await client.query(`alter table ${table} drop constraint "${pk.conname}"`);
  return async () => {
    if (pk) await client.query(`alter table ${table} add constraint "${pk.conname}" ${pk.def}`);
  };
}

/** Drops an index for a bulk load; the returned function creates it again as it was. */
async function withoutIndex(client: pg.Client, index: string): Promise<() => Promise<void>> {
  const { rows } = await client.query<{ def: string }>(
    'select pg_get_indexdef(indexrelid) as def from pg_index where indexrelid = $1::regclass',
    [index],
  );
  const def = rows[0]?.def;
  if (def) await client.query(`drop index ${index}`);
  return async () => {
    if (def) await client.query(def);
  };
}

/** Replaces every aggregate table with what `matches` matches would leave (see above). */
export async function syntheticAggregates(
  client: pg.Client,
  dd: DataDragon,
  matches: number,
): Promise<SyntheticCounts> {
  await client.query(`truncate champion_stats, champion_bans, match_totals, champion_facets,
    champion_matchup_facets, champion_matchup_lanes`);
  // Matches per slice.
  await writeSlices(client, matches);
  await writeChampionRows(client, dd);
  await writeAllRegionTotals(client);

  // Facet rows, bulk-loaded without their indexes, which are built once afterwards, with the
  // memory for building them in memory rather than on disk.
  await client.query(`set maintenance_work_mem = '1GB'`);
  await client.query('set max_parallel_maintenance_workers = 2');
  await client.query(`set work_mem = '256MB'`);
  const restoreKeys = [];
  for (const table of ['champion_facets', 'champion_matchup_facets', 'champion_matchup_lanes'])
    restoreKeys.push(await withoutPrimaryKey(client, table));
  restoreKeys.push(await withoutIndex(client, 'champion_facets_matchup_idx'));
  await writeFacets(client, dd);
  // Facet rows came from the platform rows of champion_stats; its all-regions rows now.
  await client.query(`
    insert into champion_stats (queue_id, patch, platform, bracket, champion_id, role, games, wins)
    select queue_id, patch, '', bracket, champion_id, role, sum(games)::int, sum(wins)::int
    from champion_stats
    group by queue_id, patch, bracket, champion_id, role`);
  await writeMatchupTables(client, dd);
  for (const restore of restoreKeys) await restore();
  await client.query('reset all');
  await client.query(`analyze champion_stats, champion_bans, match_totals, champion_facets,
    champion_matchup_facets, champion_matchup_lanes`);
  const { rows } = await client.query<Record<keyof SyntheticCounts, string>>(`
    select (select count(*) from champion_stats) as stats,
      (select count(*) from champion_facets) as facets,
      (select count(*) from champion_matchup_facets) as "matchupFacets",
      (select count(*) from champion_matchup_lanes) as "matchupLanes"`);
  const row = rows[0];
  return {
    stats: Number(row?.stats ?? 0),
    facets: Number(row?.facets ?? 0),
    matchupFacets: Number(row?.matchupFacets ?? 0),
    matchupLanes: Number(row?.matchupLanes ?? 0),
  };
}
