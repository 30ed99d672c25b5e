import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEV_KEY_APP_LIMIT, type Player } from '@riftscope/riot-sim';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { createRiotDeps, type RiotDeps } from '../apps/server/src/platform/riot.ts';
import { playerFigureTimes, rankAnswerTimes } from './player-data-figures.ts';
import { ingestDocuments, ingestRates } from './player-data-ingest.ts';
import { SEARCH_ROUTE, SEARCH_ROWS, searchLatency } from './player-data-search.ts';
import {
  type BenchDatabase,
  CONNECTIONS,
  LOAD_SECONDS,
  load,
  lookupUrl,
  matchesUrl,
  openBenchDatabase,
  say,
  skipped,
  WARMUP_SECONDS,
} from './player-data-setup.ts';
import type { Figure } from './run.ts';
import { createPostgres, DEFAULT_DATABASE_URL, type LoadResult, median, round } from './support.ts';

const COLD_PLAYERS = 5;
/** A Riot round trip from a server in the region, for the cold lookup that waits on each. */
const RIOT_LATENCY_MS = 50;
/** Requests per match-detail answer timed (after one that stores the timeline). */
const DETAIL_REQUESTS = 60;

/** Players nobody has looked up, spread over the world, `offset` picking a different set. */
function coldPlayers(riot: RiotDeps, offset: number, count: number): Player[] {
  const world = riot.sim?.world;
  if (!world) throw new Error('the bench needs the simulator');
  const samples = new Set(world.samplePlayers.map((p) => p.puuid));
  const out: Player[] = [];
  for (let i = 0; out.length < count && i < world.players.length; i++) {
    const p = world.players[(offset * 101 + i * 389) % world.players.length];
    if (p && !samples.has(p.puuid) && !out.includes(p)) out.push(p);
  }
  return out;
}

/** The Riot calls of one cold lookup, in all and by method. */
interface RiotCalls {
  total: number;
  byMethod: Record<string, number>;
}

/**
 * Cold lookups of players not stored yet, one at a time, as the player page makes them: the
 * profile, then its first page of matches once the profile is there. Their Riot calls and two
 * times from the start: until the profile and ranks are answered, and until the matches are. With
 * `latencyMs`, the simulator answers each call that much later, as Riot does over the network,
 * so the times show the round trips each waits for; then only the times are figures.
 */
async function coldLookups(
  db: BenchDatabase,
  riot: RiotDeps,
  { offset, latencyMs = 0 }: { offset: number; latencyMs?: number },
): Promise<Figure[]> {
  const sim = riot.sim;
  if (!sim) throw new Error('the bench needs the simulator');
  const lookUp = async (player: Player) => {
    const started = performance.now();
    const profile = await db.app.inject({ method: 'GET', url: lookupUrl(player) });
    const profiled = performance.now() - started;
    if (profile.statusCode !== 200)
      throw new Error(`cold lookup answered ${profile.statusCode}: ${profile.body}`);
    const page = await db.app.inject({ method: 'GET', url: matchesUrl(player) });
    if (page.statusCode !== 200)
      throw new Error(`its first match page answered ${page.statusCode}: ${page.body}`);
    return { profiled, paged: performance.now() - started };
  };
  // One lookup first so that JIT warm-up and first-query planning are not measured.
  const [warm, ...players] = coldPlayers(riot, offset, COLD_PLAYERS + 1);
  if (warm) await lookUp(warm);
  const profiled: number[] = [];
  const paged: number[] = [];
  const calls: RiotCalls[] = [];
  sim.setFaults({ latencyMs });
  // With latency, Riot's limits for a development key too, each lookup in a second of its own
  // (a lookup is 14 calls of the 20 a second allows): what one visitor meets on such a key.
  if (latencyMs > 0) sim.setLimits({ app: DEV_KEY_APP_LIMIT });
  try {
    for (const player of players) {
      if (latencyMs > 0) await sleep(1_100);
      sim.resetStats();
      const times = await lookUp(player);
      profiled.push(times.profiled);
      paged.push(times.paged);
      const stats = sim.stats();
      calls.push({ total: stats.total, byMethod: { ...stats.byMethod } });
    }
  } finally {
    sim.setFaults({});
    sim.setLimits(null);
  }
  const spread = (times: number[]) =>
    `min ${Math.round(Math.min(...times))}, max ${Math.round(Math.max(...times))} ms`;
  const ms = (times: number[]) => times.map((t) => `${Math.round(t)} ms`).join(', ');
  say(
    `${db.kind}${latencyMs > 0 ? `, Riot in ${latencyMs} ms` : ''}: cold lookups, profile ${ms(profiled)}; first match page ${ms(paged)}`,
  );
  const where =
    latencyMs > 0
      ? `in-process simulator with a development key's limits (${DEV_KEY_APP_LIMIT}), every call answered ${latencyMs} ms late`
      : 'in-process simulator without limits or latency';
  const latency = latencyMs > 0 ? ` with Riot answering in ${latencyMs} ms` : '';
  const times: Figure[] = [
    {
      name: `cold lookup: profile and ranks answered${latency}, median of ${profiled.length} (${db.kind})`,
      value: round(median(profiled), 1),
      unit: 'ms',
      note: `${where}: the account, then summoner and ranks at once (the match ids asked beside them are not waited for); ${spread(profiled)}`,
    },
    {
      name: `cold lookup: first match page answered${latency}, median of ${paged.length} (${db.kind})`,
      value: round(median(paged), 1),
      unit: 'ms',
      note: `${where}, from the same start: then the ten matches at once, stored by one statement; ${spread(paged)}`,
    },
  ];
  return latencyMs > 0 ? times : [riotCallsFigure(db, calls), ...times];
}

/** The most Riot calls one cold lookup made, by method. */
function riotCallsFigure(db: BenchDatabase, calls: RiotCalls[]): Figure {
  const most = calls.reduce((a, b) => (b.total > a.total ? b : a));
  const isSame = calls.every((c) => c.total === most.total);
  return {
    name: `cold lookup: Riot calls (${db.kind})`,
    value: most.total,
    unit: 'calls',
    goal: '14',
    note: `${Object.entries(most.byMethod)
      .map(([method, n]) => `${method} ${n}`)
      .join(', ')}${isSame ? '' : ` (max of ${calls.map((c) => c.total).join('/')})`}`,
  };
}

async function warmThroughput(db: BenchDatabase, riot: RiotDeps): Promise<Figure[]> {
  const sample = riot.sim?.world.samplePlayers[1];
  if (!sample) throw new Error('the simulator has no sample players');
  for (const url of [lookupUrl(sample), matchesUrl(sample)]) {
    const res = await db.app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  }
  await db.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(db.app.server.address() as AddressInfo).port}`;
  const routes = [
    ['bare route', '/bench/bare'],
    ['warm lookup', lookupUrl(sample)],
    ['warm matches page', matchesUrl(sample)],
  ] as const;
  const results = new Map<string, LoadResult>();
  for (const [name, path] of routes) {
    say(
      `${db.kind}: autocannon ${name} (${WARMUP_SECONDS} s warm-up, ${LOAD_SECONDS} s at -c ${CONNECTIONS})`,
    );
    await load(base + path, WARMUP_SECONDS);
    const result = await load(base + path, LOAD_SECONDS);
    results.set(name, result);
    say(`${db.kind}: ${name} ${Math.round(result.rps)} req/s, p99 ${result.p99} ms`);
  }
  const bare = results.get('bare route');
  const figures: Figure[] = [];
  for (const [name] of routes) {
    const r = results.get(name);
    if (!r) continue;
    const trouble = r.non2xx + r.errors > 0 ? `; ${r.non2xx} non-2xx, ${r.errors} errors` : '';
    figures.push(
      {
        name: `${name}: throughput (${db.kind})`,
        value: Math.round(r.rps),
        unit: 'req/s',
        note: `-c ${CONNECTIONS}, ${LOAD_SECONDS} s${trouble}`,
      },
      { name: `${name}: p99 latency (${db.kind})`, value: r.p99, unit: 'ms' },
    );
  }
  for (const name of ['warm lookup', 'warm matches page']) {
    const r = results.get(name);
    if (!r || !bare) continue;
    figures.push({
      name: `${name} / bare route (${db.kind})`,
      value: round(r.rps / bare.rps),
      unit: '×',
      goal: '≥ 0.25',
    });
  }
  return figures;
}

/**
 * Server time of a stored match's timeline and build answers (through inject, so routing,
 * validation and serialisation count; no network): the median of DETAIL_REQUESTS each, after
 * one request that fetches and stores the timeline. Neither answer is cached by the server.
 */
async function matchDetailTimes(db: BenchDatabase, riot: RiotDeps): Promise<Figure[]> {
  const sample = riot.sim?.world.samplePlayers[1];
  if (!sample) throw new Error('the simulator has no sample players');
  const page = await db.app.inject({ method: 'GET', url: matchesUrl(sample) });
  const matchId: string | undefined = page.json().data?.[0]?.match_id;
  if (!matchId) throw new Error(`no stored match: ${page.statusCode} ${page.body}`);
  const figures: Figure[] = [];
  for (const answer of ['timeline', 'build'] as const) {
    const url = `/api/matches/${matchId}/${encodeURIComponent(sample.puuid)}/${answer}`;
    const first = await db.app.inject({ method: 'GET', url });
    if (first.statusCode !== 200) throw new Error(`${url} answered ${first.statusCode}`);
    const times: number[] = [];
    for (let i = 0; i < DETAIL_REQUESTS; i++) {
      const started = performance.now();
      await db.app.inject({ method: 'GET', url });
      times.push(performance.now() - started);
    }
    say(`${db.kind}: ${answer} answer p50 ${median(times).toFixed(1)} ms`);
    figures.push({
      name: `${answer} answer of a stored match: median (${db.kind})`,
      value: round(median(times), 1),
      unit: 'ms',
      goal: '< 20 ms',
      note: `${DETAIL_REQUESTS} requests via inject, ${Math.round(first.body.length / 1024)} KB answer; max ${Math.max(...times).toFixed(1)} ms`,
    });
  }
  return figures;
}

/**
 * The player pages' costs: cold lookup, warm throughput, match detail answers, search on a
 * million rows, ingest rate.
 */
export async function playerDataBench(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const dataDir = await mkdtemp(join(tmpdir(), 'riftscope-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DDRAGON_DIR: process.env.DDRAGON_DIR,
    // Every request comes from this one address.
    LOOKUPS_PER_IP_PER_MINUTE: '1000000',
    NEW_PLAYER_LOOKUPS_PER_IP_PER_MINUTE: '1000000',
  });
  const riot = await createRiotDeps(config, pino({ level: 'silent' }));
  const pgTarget = await createPostgres(
    process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL,
    say,
  );
  const dbs: BenchDatabase[] = [];
  try {
    const lite = await openBenchDatabase({ kind: 'pglite', config, riot });
    dbs.push(lite);
    const postgres = pgTarget
      ? await openBenchDatabase({ kind: 'postgres', config, riot, url: pgTarget.url })
      : null;
    if (postgres) dbs.push(postgres);

    say('cold lookups');
    figures.push(...(await coldLookups(lite, riot, { offset: 1 })));
    if (postgres) {
      figures.push(...(await coldLookups(postgres, riot, { offset: 2 })));
      figures.push(
        ...(await coldLookups(postgres, riot, { offset: 3, latencyMs: RIOT_LATENCY_MS })),
      );
    } else figures.push(skipped('cold lookup (postgres)'));

    // PostgreSQL is what a deployment runs; PGlite only when there is no server.
    figures.push(...(await warmThroughput(postgres ?? lite, riot)));
    figures.push(...(await matchDetailTimes(postgres ?? lite, riot)));
    if (postgres) figures.push(...(await playerFigureTimes(postgres, riot)));
    else figures.push(skipped('player page figures over 1,000 stored matches (postgres)'));
    if (postgres) figures.push(...(await rankAnswerTimes(postgres, riot)));
    else figures.push(skipped('rank history and past seasons, 1,000 snapshots (postgres)'));

    say('ingest');
    const batches = await ingestDocuments(riot, dbs);
    if (postgres) figures.push(...(await ingestRates(postgres, batches, riot)));
    else
      figures.push(
        skipped('ingest rate (postgres)'),
        skipped('ingest rate, one match a statement (postgres)'),
      );
    figures.push(...(await ingestRates(lite, batches, riot)));

    if (!postgres || !pgTarget) {
      figures.push(skipped('search p99, 1,000,000 summoners (postgres)'));
    } else if (!postgres.app.hasRoute({ method: 'GET', url: SEARCH_ROUTE })) {
      say(`${SEARCH_ROUTE} does not exist yet; search figure missing`);
      figures.push({
        name: 'search p99, 1,000,000 summoners (postgres)',
        value: Number.NaN,
        unit: 'ms',
        goal: '< 5 ms',
        note: `missing: ${SEARCH_ROUTE} is not implemented yet`,
      });
    } else {
      say(`search: inserting ${SEARCH_ROWS.toLocaleString('en')} stub summoners`);
      figures.push(...(await searchLatency(postgres, pgTarget.url)));
    }
  } finally {
    for (const db of dbs) {
      await db.app.close();
      await db.handle.close();
    }
    await riot.close();
    await pgTarget?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return figures;
}
