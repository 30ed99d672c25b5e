/** Multi-search of five stored players (uncached, warm) and of five players nobody stored. */
import type {
  MultiSearch,
  MultiSearchPlayer,
  MultiSearchQueue,
  Region,
} from '@riftscope/contracts';
import type { Player } from '@riftscope/riot-sim';
import type { FastifyInstance } from 'fastify';
import { ANSWER_CACHE_MS } from '../apps/server/src/modules/summoners/summoners.service.ts';
import type { RiotDeps } from '../apps/server/src/platform/riot.ts';
import {
  type BenchClock,
  callsByMethod,
  columnUrl,
  get,
  HOW,
  LOBBY_SIZE,
  masteryUrl,
  multiSearchUrl,
  REQUESTS,
  say,
  storeHistory,
  timedRequests,
  timingFigures,
  WARMUP,
} from './lobby-support.ts';
import type { Figure } from './run.ts';
import { median, round } from './support.ts';

/** Riot's development-key application limit, which the simulator enforces for unknown players. */
const DEV_KEY_LIMITS = '20:1,100:120';
/** Pages of 10 matches stored for each stored player of the multi-search (a lookup stores one). */
export const MULTISEARCH_HISTORY_PAGES = 3;

/**
 * The history and masteries of the looked-up players a multi-search finds: MULTISEARCH_HISTORY_PAGES
 * pages of matches each, and their masteries read as the Mastery tab reads them (stored), so that
 * the columns' pools show masteries.
 */
export async function storeMultiSearchPlayers(
  app: FastifyInstance,
  players: readonly Player[],
): Promise<void> {
  await storeHistory(app, players, MULTISEARCH_HISTORY_PAGES);
  for (const p of players) await get(app, masteryUrl(p));
}

/** The stored lobby's answer, which must have every player found; what its columns hold. */
async function describeColumns(app: FastifyInstance, url: string): Promise<string> {
  const lobby = (await get(app, url)).json() as MultiSearch;
  const columns = lobby.entries.flatMap((e) => (e.player ? [e.player] : []));
  if (columns.length !== LOBBY_SIZE || lobby.entries.some((e) => e.status !== 'found')) {
    throw new Error(
      `multi-search of stored players answered ${lobby.entries.map((e) => e.status).join(', ')}`,
    );
  }
  const sum = (of: (c: MultiSearchPlayer) => number) => columns.reduce((n, c) => n + of(c), 0);
  return [
    `${sum((c) => c.recent.games)} games in the columns`,
    `${sum((c) => c.pool.length)} pool champions, ${sum((c) => c.masteries?.length ?? 0)} with mastery`,
    `${columns.filter((c) => c.main_role !== null).length} main roles`,
    `${sum((c) => c.notes.length)} player note(s)`,
    `${columns.filter((c) => c.recent_lp !== null).length} LP changes`,
  ].join(', ');
}

/** One queue's list route over the stored players, every answer built anew (`warm`: cached too). */
async function storedRuns(
  app: FastifyInstance,
  clock: BenchClock,
  view: { url: string; queue: MultiSearchQueue; isWarmToo: boolean },
): Promise<Figure[]> {
  const { url, queue, isWarmToo } = view;
  const columns = await describeColumns(app, url);
  const uncached = await timedRequests(app, url, () => clock.skip(ANSWER_CACHE_MS + 1));
  const warm = isWarmToo ? await timedRequests(app, url) : [];
  say(
    `stored players, queue ${queue}: uncached p50 ${median(uncached).toFixed(2)} ms${isWarmToo ? `, warm p50 ${median(warm).toFixed(2)} ms` : ''}; ${columns}`,
  );
  const name = `multi-search of ${LOBBY_SIZE} stored players, queue ${queue}`;
  return [
    ...timingFigures(`${name}, uncached (postgres)`, uncached, {
      goal: queue === 'solo' ? '< 25 ms' : 'reported',
      note: `${HOW}; clock moved ${(ANSWER_CACHE_MS + 1) / 1000} s on before each, past the lobby's and the columns' ${ANSWER_CACHE_MS / 1000}-second caches, so every column is read again; ${columns}`,
    }),
    ...(isWarmToo
      ? timingFigures(`${name}, warm (postgres)`, warm, {
          note: `${HOW}; the lobby's answer from its ${ANSWER_CACHE_MS / 1000}-second cache`,
        })
      : []),
  ];
}

/**
 * Figure: the list route over five stored players, Solo/Duo (the default: no queue asked) uncached
 * and warm, and every queue uncached; no Riot call is made.
 */
export async function storedMultiSearch(
  app: FastifyInstance,
  deps: { riot: RiotDeps; clock: BenchClock; players: readonly Player[] },
): Promise<Figure[]> {
  const { riot, clock, players } = deps;
  const sim = riot.sim;
  if (!sim) throw new Error('the bench needs the simulator');
  const region = players[0]?.platform as Region;
  clock.hold();
  try {
    sim.resetStats();
    const solo = await storedRuns(app, clock, {
      url: multiSearchUrl(region, players),
      queue: 'solo',
      isWarmToo: true,
    });
    const all = await storedRuns(app, clock, {
      url: multiSearchUrl(region, players, 'all'),
      queue: 'all',
      isWarmToo: false,
    });
    const calls = sim.stats();
    return [
      ...solo,
      ...all,
      {
        name: `multi-search of ${LOBBY_SIZE} stored players: Riot calls in ${3 * (REQUESTS + WARMUP) + 2} answers`,
        value: calls.total,
        unit: 'calls',
        goal: '0',
        note: callsByMethod(calls),
      },
    ];
  } finally {
    clock.release();
  }
}

/**
 * Figure: five players nobody has stored, as the page asks for them: the list route, then the
 * five columns at once, against the simulator with the development key's limits and a Riot
 * client that has learned nothing yet (`app` is built on it).
 */
export async function unknownMultiSearch(
  app: FastifyInstance,
  riot: RiotDeps,
  players: readonly Player[],
): Promise<Figure[]> {
  const sim = riot.sim;
  if (!sim) throw new Error('the bench needs the simulator');
  const region = players[0]?.platform as Region;
  sim.setLimits({ app: DEV_KEY_LIMITS });
  sim.resetStats();
  try {
    const started = performance.now();
    const list = (await get(app, multiSearchUrl(region, players))).json() as MultiSearch;
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
    say(
      `unknown players: all ${LOBBY_SIZE} shown after ${Math.round(wall)} ms, ${stats.total} Riot calls, ${received429} 429s`,
    );
    const answeredAt = shownAt
      .map((t) => Math.round(t))
      .sort((a, b) => a - b)
      .join(', ');
    return [
      {
        name: `multi-search of ${LOBBY_SIZE} unknown players, dev-key limits: until all shown`,
        value: round(wall, 0),
        unit: 'ms',
        note: `list route, then the ${LOBBY_SIZE} column routes at once; columns answered at ${answeredAt} ms; simulator at ${DEV_KEY_LIMITS}, players of ${region} not stored before`,
      },
      {
        name: `multi-search of ${LOBBY_SIZE} unknown players: Riot calls`,
        value: stats.total,
        unit: 'calls',
        note: callsByMethod(stats),
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
