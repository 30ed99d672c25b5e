/**
 * The Riot calls of a live game whose ten players the site has never stored: the first answer,
 * the same game again within the spectator's interval, and another game of the same players.
 */
import { LIVE_STATUS_POLL_MS, type LiveGame, type Region } from '@riftscope/contracts';
import { createRiotSim, type Player, type RiotSim, type SimStats } from '@riftscope/riot-sim';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app/build-app.ts';
import type { DatabaseHandle } from '../apps/server/src/db/client.ts';
import { LIVE_MASTERY_AGE_MS } from '../apps/server/src/modules/live/live-masteries.ts';
import { LIVE_RANKS_CACHE_MS } from '../apps/server/src/modules/live/live-ranks.ts';
import { createSummonersRepository } from '../apps/server/src/modules/riot-data/summoners.repository.ts';
import type { Config } from '../apps/server/src/platform/config.ts';
import { createRiotDeps, type RiotDeps } from '../apps/server/src/platform/riot.ts';
import { forceSoloGame } from './lobby-live.ts';
import {
  type BenchClock,
  benchClock,
  callsBetween,
  callsByMethod,
  get,
  liveUrl,
  say,
} from './lobby-support.ts';
import type { Figure } from './run.ts';

/** Where the unknown lobby plays: a platform none of the other figures' players are from. */
export const UNKNOWN_LIVE_REGION: Region = 'br1';

/** How long a forced game lasts in the simulator, from 90 s before it was forced. */
const FORCED_GAME_MS = 25 * 60_000;
const FORCED_GAME_STARTED_MS = 90_000;

/** What the figures need of one answer: its game and the calls it cost. */
interface Asked {
  game: LiveGame;
  calls: Pick<SimStats, 'total' | 'byMethod'>;
  ms: number;
}

/** The live answer of `player`, and the calls the simulator received while it was built. */
async function ask(app: FastifyInstance, sim: RiotSim, player: Player): Promise<Asked> {
  const before = sim.stats();
  const started = performance.now();
  const game = (await get(app, liveUrl(player))).json() as LiveGame;
  const ms = performance.now() - started;
  return { game, calls: callsBetween(before, sim.stats()), ms };
}

/** The calls the simulator receives from now until none has arrived for `quietMs`. */
async function trailingCalls(sim: RiotSim, quietMs = 1_000, maxMs = 30_000) {
  const before = sim.stats();
  const started = Date.now();
  let last = before.total;
  let lastAt = Date.now();
  while (Date.now() - lastAt < quietMs && Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const total = sim.stats().total;
    if (total !== last) {
      last = total;
      lastAt = Date.now();
    }
  }
  return callsBetween(before, sim.stats());
}

/** A game's players as one comparable text. */
const puuidsOf = (game: Pick<LiveGame, 'blue_team' | 'red_team'>) =>
  [...game.blue_team, ...game.red_team]
    .map((p) => p.puuid ?? '')
    .sort()
    .join();

/** How many of the answer's players have a rank, and how many a mastery of their champion. */
function shown(game: LiveGame): string {
  const players = [...game.blue_team, ...game.red_team].flatMap((p) =>
    p.summoner ? [p.summoner] : [],
  );
  const ranked = players.filter((s) => s.rank !== null).length;
  const mastered = players.filter((s) => s.mastery !== undefined).length;
  return `${players.length} players shown, ${ranked} ranked, ${mastered} with mastery`;
}

/**
 * Another forced game of the first one's ten players, after it ended and before the ranks asked
 * for it are forgotten. The simulator draws a forced roster from the clock: times are tried from
 * the latest back, 91 s apart, so no try falls inside the game an earlier try forced.
 */
function forceSameLobbyAgain(
  world: RiotSim['world'],
  player: Player,
  first: { at: number; puuids: string },
) {
  const firstEnds = first.at - FORCED_GAME_STARTED_MS + FORCED_GAME_MS;
  for (let at = first.at + LIVE_RANKS_CACHE_MS - 90_000; at > firstEnds; at -= 91_000) {
    const game = world.forceLiveGame(player, at);
    const puuids = game.participants
      .map((p) => p.puuid ?? '')
      .sort()
      .join();
    if (puuids === first.puuids) return { at, game };
  }
  throw new Error('the simulator put the lobby into no other game of the same ten players');
}

/**
 * The three answers' calls as figures: the first, with the calls that followed it (`trailing`),
 * the same game `again`, and the `next` game of the same players.
 */
function callFigures(answers: {
  first: Asked;
  trailing: Asked['calls'];
  again: Asked;
  next: Asked & { afterMin: number };
}): Figure[] {
  const { first, trailing, again, next } = answers;
  return [
    {
      name: 'live answer, 10 unknown players: Riot calls for the first answer',
      value: first.calls.total + trailing.total,
      unit: 'calls',
      note: `${callsByMethod(first.calls)} until the answer (${Math.round(first.ms)} ms; ${shown(first.game)}); after it, the viewed player's first page of matches still on its way: ${callsByMethod(trailing)}`,
    },
    {
      name: 'live answer, 10 unknown players: new Riot calls for the same game again within the interval',
      value: again.calls.total,
      unit: 'calls',
      goal: '0',
      note: `${LIVE_STATUS_POLL_MS / 2_000} s later by the server's clock: ${callsByMethod(again.calls)}`,
    },
    {
      name: `live answer, 10 unknown players: Riot calls for another game of the same ten, ${next.afterMin} min later`,
      value: next.calls.total,
      unit: 'calls',
      note: `${callsByMethod(next.calls)}; ranks asked at the first answer kept ${LIVE_RANKS_CACHE_MS / 60_000} min, masteries stored by it (shown when read within ${LIVE_MASTERY_AGE_MS / 3_600_000} h)`,
    },
  ];
}

/**
 * A live game of ten players of UNKNOWN_LIVE_REGION nobody has looked up, against a simulator of
 * the same world whose clock is the app's, so that the bench can move both past the first game
 * to another game of the same ten: the viewed player is looked up (as every live view looks up
 * the player asked for), the nine others' ranks and all ten masteries are asked at low priority.
 */
export async function unknownLiveLobby(deps: {
  riot: RiotDeps;
  handle: DatabaseHandle;
  config: (env: Record<string, string>) => Config;
  log: FastifyBaseLogger;
}): Promise<Figure[]> {
  const world = deps.riot.sim?.world;
  if (!world) throw new Error('the bench needs the simulator');
  const clock = benchClock();
  const sim = await createRiotSim({ world, now: clock.now });
  let riot: RiotDeps | undefined;
  let app: FastifyInstance | undefined;
  try {
    riot = await createRiotDeps(deps.config({ RIOT_API_BASE_URL: sim.baseUrlTemplate }), deps.log);
    app = await buildApp({
      config: deps.config({}),
      database: deps.handle,
      riot,
      clock: clock.now,
    });
    await app.ready();
    return await measureUnknownLobby(app, { sim, clock, handle: deps.handle });
  } finally {
    await app?.close();
    await riot?.close();
    await sim.close();
  }
}

/**
 * The three views of the unknown lobby's player, the server's and the simulator's clock held at
 * each: the first (a Solo/Duo game forced on a player with a duo partner), the same game
 * LIVE_STATUS_POLL_MS / 2 later, and another game of the same ten after the first has ended.
 */
async function measureUnknownLobby(
  app: FastifyInstance,
  deps: { sim: RiotSim; clock: BenchClock; handle: DatabaseHandle },
): Promise<Figure[]> {
  const { sim, clock, handle } = deps;
  const partnered = sim.world.players.filter(
    (p) => p.platform === UNKNOWN_LIVE_REGION && p.partner !== null,
  );
  clock.hold();
  const at = clock.now();
  const { player, game, lobby } = forceSoloGame(sim.world, partnered, at);
  const summoners = createSummonersRepository(handle.db);
  for (const p of lobby) {
    if ((await summoners.findByRiotId(p.platform, p.gameName, p.tagLine))?.fetchedAt) {
      throw new Error(`${p.gameName}#${p.tagLine} of the unknown lobby is stored`);
    }
  }
  const puuids = game.participants
    .map((p) => p.puuid ?? '')
    .sort()
    .join();
  const first = await ask(app, sim, player);
  const trailing = await trailingCalls(sim);
  clock.skip(LIVE_STATUS_POLL_MS / 2);
  const again = await ask(app, sim, player);
  const forced = forceSameLobbyAgain(sim.world, player, { at, puuids });
  clock.skip(forced.at - clock.now());
  const next = await ask(app, sim, player);
  if (next.game.game_id === first.game.game_id || puuidsOf(next.game) !== puuidsOf(first.game)) {
    throw new Error('the second game is not another game of the same players');
  }
  const afterMin = Math.round((forced.at - at) / 60_000);
  say(
    `unknown live lobby: first answer ${first.calls.total} calls (+${trailing.total} after), same game ${again.calls.total}, another game ${afterMin} min later ${next.calls.total}`,
  );
  return callFigures({ first, trailing, again, next: { ...next, afterMin } });
}
