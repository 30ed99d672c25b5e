import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  LIVE_STATUS_POLL_MS,
  type LiveGame,
  type MultiSearch,
  type Region,
} from '@riftscope/contracts';
import type { Player } from '@riftscope/riot-sim';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app/build-app.ts';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.ts';
import { createSummonersRepository } from '../apps/server/src/modules/riot-data/summoners.repository.ts';
import { ANSWER_CACHE_MS } from '../apps/server/src/modules/summoners/summoners.service.ts';
import { type Config, loadConfig } from '../apps/server/src/platform/config.ts';
import { createRiotDeps, type RiotDeps } from '../apps/server/src/platform/riot.ts';
import type { Figure } from './run.ts';
import { createPostgres, DEFAULT_DATABASE_URL, median, quantile, round } from './support.ts';

/** Timed requests of each figure, one after the other through inject. */
const REQUESTS = 200;
/** Untimed requests before each timed run, so that first compilations and plans are not timed. */
const WARMUP = 20;
const LOBBY_SIZE = 5;
/** Riot's development-key application limit, which the simulator enforces for figure 2. */
const DEV_KEY_LIMITS = '20:1,100:120';
/** Where the stored players of figure 1 play. */
const STORED_REGION = 'euw1';
/**
 * Where the unknown players of figure 2 play: another platform than the stored players' and the
 * live lobby's (na1), so none of their matches is stored already and each costs its full calls.
 */
const UNKNOWN_REGION = 'eun1';

const say = (line: string) => process.stdout.write(`  lobby: ${line}\n`);

type Named = Pick<Player, 'gameName' | 'tagLine' | 'platform'>;

const lookupUrl = (p: Named) =>
  `/api/summoners/${encodeURIComponent(p.gameName)}/${encodeURIComponent(p.tagLine)}/${p.platform}`;
const liveUrl = (p: Named) =>
  `/api/summoners/${p.platform}/${encodeURIComponent(p.gameName)}/${encodeURIComponent(p.tagLine)}/live`;
const columnUrl = (p: Named) =>
  `/api/multisearch/${p.platform}/${encodeURIComponent(p.gameName)}/${encodeURIComponent(p.tagLine)}`;
/** The list route with the players as the client's lobby chat shows them. */
const multiSearchUrl = (region: Region, players: readonly Named[]) => {
  const lobby = players.map((p) => `${p.gameName}#${p.tagLine} joined the lobby`).join('\n');
  return `/api/multisearch?region=${region}&q=${encodeURIComponent(lobby)}`;
};

/**
 * The server's clock, held still while a figure is timed: `skip` moves it past a cache's
 * lifetime between two requests, so each answer is built again; held without skipping, nothing
 * that lives for an interval (the answer cache, the stored live game) runs out mid-run.
 */
function benchClock() {
  let offset = 0;
  let heldAt: number | null = null;
  return {
    now: () => heldAt ?? Date.now() + offset,
    hold() {
      heldAt ??= Date.now() + offset;
    },
    skip(ms: number) {
      if (heldAt === null) offset += ms;
      else heldAt += ms;
    },
    release() {
      if (heldAt !== null) offset = heldAt - Date.now();
      heldAt = null;
    },
  };
}

type BenchClock = ReturnType<typeof benchClock>;

async function get(app: FastifyInstance, url: string) {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) {
    throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
  return res;
}

/** Server times (inject: routing, validation, service and serialisation; no network) of `url`. */
async function timedRequests(
  app: FastifyInstance,
  url: string,
  beforeEach: () => void = () => {},
): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) {
    beforeEach();
    await get(app, url);
  }
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    beforeEach();
    const started = performance.now();
    await get(app, url);
    times.push(performance.now() - started);
  }
  return times;
}

/** Players of `region` nobody has looked up, spread over its list, `offset` picking another set. */
async function freshPlayers(
  riot: RiotDeps,
  handle: DatabaseHandle,
  region: Region,
  offset: number,
): Promise<Player[]> {
  const world = riot.sim?.world;
  if (!world) throw new Error('the bench needs the simulator');
  const samples = new Set(world.samplePlayers.map((p) => p.puuid));
  const summoners = createSummonersRepository(handle.db);
  const candidates = world.players.filter((p) => p.platform === region && !samples.has(p.puuid));
  const out: Player[] = [];
  for (let i = 0; out.length < LOBBY_SIZE && i < candidates.length; i++) {
    const p = candidates[(offset * 101 + i * 37) % candidates.length];
    if (!p || out.includes(p)) continue;
    const row = await summoners.findByRiotId(region, p.gameName, p.tagLine);
    if (!row?.fetchedAt) out.push(p);
  }
  if (out.length < LOBBY_SIZE)
    throw new Error(`fewer than ${LOBBY_SIZE} fresh players in ${region}`);
  return out;
}

/** Riot's queue id of Ranked Solo/Duo, the game a live view is most opened for. */
const RANKED_SOLO = 420;

/**
 * A Ranked Solo/Duo live game, with all ten participants looked up. The simulator draws a
 * forced game's queue from the clock, so players with a duo partner are tried in turn, the
 * demo's in-game player first, until one is put into a Solo/Duo game: every run measures a
 * lobby with bans, picks from the players' pools and a premade, not an ARAM one time and a
 * ranked one the next. Returns the player whose live view is asked for.
 */
async function storeLiveLobby(app: FastifyInstance, riot: RiotDeps): Promise<Player> {
  const world = riot.sim?.world;
  const demo = world?.samplePlayers[2];
  if (!world || !demo) throw new Error('the simulator has no in-game sample player');
  const partnered = world.players.filter((p) => p.platform === demo.platform && p.partner !== null);
  let player: Player | undefined;
  let game: ReturnType<typeof world.forceLiveGame> | undefined;
  for (const candidate of [demo, ...partnered]) {
    const forced = world.forceLiveGame(candidate, Date.now());
    if (forced.gameQueueConfigId === RANKED_SOLO) {
      player = candidate;
      game = forced;
      break;
    }
  }
  if (!player || !game)
    throw new Error(`no Ranked Solo/Duo game could be forced on ${demo.platform}`);
  const lobby = game.participants.flatMap((p) => {
    const found = p.puuid ? world.playerByPuuid(p.puuid) : undefined;
    return found ? [found] : [];
  });
  const started = performance.now();
  for (const p of lobby) await get(app, lookupUrl(p));
  say(
    `looked up the live lobby's ${lobby.length} players (${player.gameName}#${player.tagLine}'s Solo/Duo game) in ${Math.round(performance.now() - started)} ms`,
  );
  return player;
}

/** Figure 1: the list route over five stored players, every answer built anew, then cached. */
async function storedMultiSearch(
  app: FastifyInstance,
  clock: BenchClock,
  players: readonly Player[],
): Promise<Figure[]> {
  const url = multiSearchUrl(STORED_REGION, players);
  const first = (await get(app, url)).json() as MultiSearch;
  const statuses = first.entries.map((e) => e.status);
  if (statuses.length !== LOBBY_SIZE || statuses.some((s) => s !== 'found')) {
    throw new Error(`multi-search of stored players answered ${statuses.join(', ')}`);
  }
  clock.hold();
  try {
    const uncached = await timedRequests(app, url, () => clock.skip(ANSWER_CACHE_MS + 1));
    const warm = await timedRequests(app, url);
    say(
      `stored players: uncached p50 ${median(uncached).toFixed(2)} ms, warm p50 ${median(warm).toFixed(2)} ms`,
    );
    const how = `${REQUESTS} sequential requests via inject after ${WARMUP} untimed`;
    return [
      {
        name: `multi-search of ${LOBBY_SIZE} stored players: median uncached (postgres)`,
        value: round(median(uncached), 1),
        unit: 'ms',
        goal: '< 30 ms',
        note: `${how}; clock moved ${ANSWER_CACHE_MS / 1000} s on before each, so no column is cached; max ${Math.max(...uncached).toFixed(1)} ms`,
      },
      {
        name: `multi-search of ${LOBBY_SIZE} stored players: p95 uncached (postgres)`,
        value: round(quantile(uncached, 0.95), 1),
        unit: 'ms',
      },
      {
        name: `multi-search of ${LOBBY_SIZE} stored players: median warm (postgres)`,
        value: round(median(warm), 1),
        unit: 'ms',
        goal: '< 30 ms',
        note: `${how}; columns from the ${ANSWER_CACHE_MS / 1000}-second answer cache, players still read from the database; p95 ${quantile(warm, 0.95).toFixed(1)} ms`,
      },
    ];
  } finally {
    clock.release();
  }
}

/**
 * Figure 2: five players nobody has stored, as the page asks for them: the list route, then
 * the five columns at once, against the simulator with the development key's limits and a
 * Riot client that has learned nothing yet (`app` is built on it).
 */
async function unknownMultiSearch(
  app: FastifyInstance,
  riot: RiotDeps,
  players: readonly Player[],
): Promise<Figure[]> {
  const sim = riot.sim;
  if (!sim) throw new Error('the bench needs the simulator');
  sim.setLimits({ app: DEV_KEY_LIMITS });
  sim.resetStats();
  try {
    const started = performance.now();
    const list = (await get(app, multiSearchUrl(UNKNOWN_REGION, players))).json() as MultiSearch;
    const statuses = list.entries.map((e) => e.status);
    if (statuses.length !== LOBBY_SIZE || statuses.some((s) => s !== 'pending')) {
      throw new Error(`multi-search of unknown players answered ${statuses.join(', ')}`);
    }
    const shownAt = await Promise.all(
      players.map(async (p) => {
        await get(app, columnUrl(p));
        return performance.now() - started;
      }),
    );
    const wall = Math.max(...shownAt);
    const stats = sim.stats();
    const { application, method, service } = stats.rateLimited;
    const received429 = application + method + service;
    const byMethod = Object.entries(stats.byMethod)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ');
    say(
      `unknown players: all ${LOBBY_SIZE} shown after ${Math.round(wall)} ms, ${stats.total} Riot calls, ${received429} 429s`,
    );
    return [
      {
        name: `multi-search of ${LOBBY_SIZE} unknown players, dev-key limits: until all shown`,
        value: round(wall, 0),
        unit: 'ms',
        note: `list route, then the ${LOBBY_SIZE} column routes at once; columns answered at ${shownAt
          .map((t) => Math.round(t))
          .sort((a, b) => a - b)
          .join(
            ', ',
          )} ms; simulator at ${DEV_KEY_LIMITS}, players of ${UNKNOWN_REGION} not stored before`,
      },
      {
        name: `multi-search of ${LOBBY_SIZE} unknown players: Riot calls`,
        value: stats.total,
        unit: 'calls',
        note: byMethod,
      },
      {
        name: `multi-search of ${LOBBY_SIZE} unknown players: 429s sent by the simulator`,
        value: received429,
        unit: '',
        goal: '0',
        note: `application ${application}, method ${method}, service ${service}`,
      },
    ];
  } finally {
    sim.setLimits(null);
  }
}

/** Figure 3: the live view of a lobby whose ten players are stored, spectator answer stored. */
async function storedLiveView(
  app: FastifyInstance,
  riot: RiotDeps,
  clock: BenchClock,
  player: Player,
): Promise<Figure[]> {
  const sim = riot.sim;
  if (!sim) throw new Error('the bench needs the simulator');
  const url = liveUrl(player);
  clock.hold();
  try {
    const game = (await get(app, url)).json() as LiveGame;
    const players = [...game.blue_team, ...game.red_team].flatMap((p) =>
      p.summoner ? [p.summoner] : [],
    );
    const premades = new Set(players.flatMap((s) => (s.premade === null ? [] : [s.premade])));
    const withChampionGames = players.filter((s) => s.champion_games.games > 0).length;
    const ranked = players.filter((s) => s.rank !== null).length;
    for (let i = 0; i < WARMUP; i++) await get(app, url);
    sim.resetStats();
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      await get(app, url);
      times.push(performance.now() - started);
    }
    const calls = sim.stats();
    say(
      `live view: p50 ${median(times).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms, ${calls.total} Riot calls`,
    );
    const how = `${REQUESTS} sequential requests via inject after the first (which stored the spectator answer) and ${WARMUP} untimed`;
    return [
      {
        name: 'live view of a stored lobby: median (postgres)',
        value: round(median(times), 1),
        unit: 'ms',
        goal: '< 50 ms',
        note: `${how}; ${players.length} players, ${ranked} ranked, ${withChampionGames} with stored games on their champion, ${premades.size} premade group(s), ${game.bans.length} bans; max ${Math.max(...times).toFixed(1)} ms`,
      },
      {
        name: 'live view of a stored lobby: p95 (postgres)',
        value: round(quantile(times, 0.95), 1),
        unit: 'ms',
      },
      {
        name: `live view of a stored lobby: Riot calls in ${REQUESTS} requests`,
        value: calls.total,
        unit: 'calls',
        goal: '0',
        note: `server clock held within the ${LIVE_STATUS_POLL_MS / 1000}-second live interval; ${
          Object.entries(calls.byMethod)
            .map(([name, n]) => `${name} ${n}`)
            .join(', ') || 'none'
        }`,
      },
    ];
  } finally {
    clock.release();
  }
}

/** The bench's configuration; `env` adds to it. */
const benchConfig = (dataDir: string, env: Record<string, string> = {}): Config =>
  loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DDRAGON_DIR: process.env.DDRAGON_DIR,
    ...env,
  });

/**
 * The lobby pages (issue 21) over PostgreSQL: a multi-search of five stored players (uncached
 * and warm), five unknown players under the development key's limits, and the live view of a
 * stored lobby.
 */
export async function lobbyBench(): Promise<Figure[]> {
  const pgTarget = await createPostgres(
    process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL,
    say,
  );
  if (!pgTarget) {
    return [
      skipped('multi-search of 5 stored players (postgres)'),
      skipped('multi-search of 5 unknown players, dev-key limits'),
      skipped('live view of a stored lobby (postgres)'),
    ];
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'riftscope-bench-'));
  // Every request comes from this one address; figure 2's app keeps the visitor's limits.
  const config = benchConfig(dataDir, {
    LOOKUPS_PER_IP_PER_MINUTE: '1000000',
    NEW_PLAYER_LOOKUPS_PER_IP_PER_MINUTE: '1000000',
  });
  const log = pino({ level: 'silent' });
  const riot = await createRiotDeps(config, log);
  const apps: FastifyInstance[] = [];
  let handle: DatabaseHandle | undefined;
  let devKeyRiot: RiotDeps | undefined;
  try {
    const sim = riot.sim;
    if (!sim) throw new Error('the bench needs the simulator');
    handle = await openDatabase({ url: pgTarget.url });
    const clock = benchClock();
    const app = await buildApp({ config, database: handle, riot, clock: clock.now });
    apps.push(app);
    await app.ready();

    say('cold lookups of the stored players and the live lobby');
    const stored = await freshPlayers(riot, handle, STORED_REGION, 1);
    for (const p of stored) await get(app, lookupUrl(p));
    const inGame = await storeLiveLobby(app, riot);

    // The live view first: the uncached multi-search moves the server's clock on by minutes.
    const liveFigures = await storedLiveView(app, riot, clock, inGame);
    const storedFigures = await storedMultiSearch(app, clock, stored);

    // Production's client against the same simulator, as a separately started one is reached
    // (RIOT_API_BASE_URL): it learns the limits from the first answers' headers.
    devKeyRiot = await createRiotDeps(
      benchConfig(dataDir, { RIOT_API_BASE_URL: sim.baseUrlTemplate }),
      log,
    );
    const devKeyApp = await buildApp({
      config: benchConfig(dataDir),
      database: handle,
      riot: devKeyRiot,
    });
    apps.push(devKeyApp);
    await devKeyApp.ready();
    const unknown = await freshPlayers(riot, handle, UNKNOWN_REGION, 2);
    const unknownFigures = await unknownMultiSearch(devKeyApp, riot, unknown);

    return [...storedFigures, ...unknownFigures, ...liveFigures];
  } finally {
    for (const app of apps) await app.close();
    await handle?.close();
    await devKeyRiot?.close();
    await riot.close();
    await pgTarget.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function skipped(name: string): Figure {
  return {
    name,
    value: Number.NaN,
    unit: '',
    note: 'skipped: PostgreSQL unreachable (BENCH_DATABASE_URL)',
  };
}
