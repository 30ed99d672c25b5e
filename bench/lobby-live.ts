/** The live game answer of a lobby of ten stored players: built again each time, and warm. */
import { FALLBACK_LANGUAGE, type LiveGame } from '@riftscope/contracts';
import type { Player } from '@riftscope/riot-sim';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../apps/server/src/db/client.ts';
import { LIVE_GAME_CACHE_MS } from '../apps/server/src/modules/live/live.service.ts';
import {
  CHAMPION_ROLES_CACHE_MS,
  createChampionRoleShares,
} from '../apps/server/src/modules/live/live-roles.ts';
import { createGameDataCatalog } from '../apps/server/src/modules/riot-data/game-data.mapper.ts';
import {
  createLiveRepository,
  type LiveRepository,
} from '../apps/server/src/modules/riot-data/live.repository.ts';
import { createScoutingRepository } from '../apps/server/src/modules/riot-data/scouting.repository.ts';
import type { RiotDeps } from '../apps/server/src/platform/riot.ts';
import {
  type BenchClock,
  callsByMethod,
  get,
  HOW,
  liveUrl,
  lookupUrl,
  REQUESTS,
  say,
  storeHistory,
  timedRequests,
  timingFigures,
  WARMUP,
} from './lobby-support.ts';
import type { Figure } from './run.ts';
import { median, round } from './support.ts';

/** Riot's queue id of Ranked Solo/Duo, the game a live view is most opened for. */
export const RANKED_SOLO = 420;

/** Pages of 10 matches stored for each of the stored lobby's players (a lookup stores one). */
export const LIVE_HISTORY_PAGES = 3;

type World = NonNullable<RiotDeps['sim']>['world'];
type ForcedGame = ReturnType<World['forceLiveGame']>;

/**
 * A Ranked Solo/Duo game forced at `at`. The simulator draws a forced game's queue from the
 * clock, so the candidates are tried in turn until one is put into a Solo/Duo game: every run
 * measures a lobby with bans and picks from the players' pools, not an ARAM one time and a
 * ranked one the next.
 */
export function forceSoloGame(
  world: World,
  candidates: readonly Player[],
  at: number,
): { player: Player; game: ForcedGame; lobby: Player[] } {
  for (const player of candidates) {
    const game = world.forceLiveGame(player, at);
    if (game.gameQueueConfigId !== RANKED_SOLO) continue;
    const lobby = game.participants.flatMap((p) => {
      const found = p.puuid ? world.playerByPuuid(p.puuid) : undefined;
      return found ? [found] : [];
    });
    return { player, game, lobby };
  }
  throw new Error(`no Ranked Solo/Duo game could be forced on ${candidates[0]?.platform}`);
}

/**
 * A Ranked Solo/Duo live game whose ten players are looked up, each with LIVE_HISTORY_PAGES
 * pages of matches stored: the demo's in-game player's game, or the next player's with a duo
 * partner, so each run has a premade. Returns the player whose live game is asked for.
 */
export async function storeLiveLobby(app: FastifyInstance, riot: RiotDeps): Promise<Player> {
  const world = riot.sim?.world;
  const demo = world?.samplePlayers[2];
  if (!world || !demo) throw new Error('the simulator has no in-game sample player');
  const partnered = world.players.filter((p) => p.platform === demo.platform && p.partner !== null);
  const { player, lobby } = forceSoloGame(world, [demo, ...partnered], Date.now());
  const started = performance.now();
  for (const p of lobby) await get(app, lookupUrl(p));
  await storeHistory(app, lobby, LIVE_HISTORY_PAGES);
  say(
    `looked up the live lobby's ${lobby.length} players (${player.gameName}#${player.tagLine}'s Solo/Duo game), ${LIVE_HISTORY_PAGES} pages of matches each, in ${Math.round(performance.now() - started)} ms`,
  );
  return player;
}

/**
 * The viewed player's stored spectator game under another game id, everything else as Riot
 * gave it and its time of reading kept: the answer cache (by region and game id) has no answer
 * for it, so the next view builds the answer again, while the stored game stays valid and
 * spectator-v5 is not asked.
 */
async function asNewGame(live: LiveRepository, player: Player, gameId: number): Promise<void> {
  const row = await live.cached(player.platform, player.puuid);
  if (!row?.game) throw new Error('the spectator answer is not stored');
  const game = { ...(row.game as Record<string, unknown>), gameId };
  await live.save(player.platform, player.puuid, game, row.fetchedAt);
}

/** What the answer holds, for the figures' notes. */
function describeLobby(game: LiveGame): string {
  const players = [...game.blue_team, ...game.red_team].flatMap((p) =>
    p.summoner ? [p.summoner] : [],
  );
  const count = (is: (s: (typeof players)[number]) => boolean) => players.filter(is).length;
  const premades = new Set(players.flatMap((s) => (s.premade === null ? [] : [s.premade])));
  const formGames = players.reduce((n, s) => n + s.form.games, 0);
  const notes = players.reduce((n, s) => n + s.notes.length, 0);
  return [
    `${players.length} players, ${count((s) => s.rank !== null)} ranked`,
    `${count((s) => s.mastery !== undefined)} with mastery`,
    `${count((s) => s.champion_games.games > 0)} with games on their champion`,
    `${formGames} games of ranked form`,
    `${notes} player note(s)`,
    `roles ${game.roles_inferred ? 'inferred' : 'not inferred'}`,
    `${premades.size} premade group(s)`,
    `${game.bans.length} bans`,
  ].join(', ');
}

/**
 * The live answer of the stored lobby: `uncached`, each request for a game id the answer cache
 * has not seen (asNewGame); `warm`, the same game again. The server's clock is held within the
 * spectator's interval, so no Riot call is made, and within the role shares' ten minutes.
 */
export async function storedLiveView(
  app: FastifyInstance,
  riot: RiotDeps,
  deps: { clock: BenchClock; handle: DatabaseHandle; player: Player },
): Promise<Figure[]> {
  const { clock, handle, player } = deps;
  const sim = riot.sim;
  if (!sim) throw new Error('the bench needs the simulator');
  const url = liveUrl(player);
  const live = createLiveRepository(handle.db);
  clock.hold();
  try {
    // The first view asks spectator-v5 and the masteries not stored yet, and stores them; the
    // ranks are the stored profiles' (no league-v4 call, so none comes from the ranks' cache).
    sim.resetStats();
    let gameId = ((await get(app, url)).json() as LiveGame).game_id;
    const firstView = sim.stats();
    sim.resetStats();
    const uncached = await timedRequests(app, url, () => asNewGame(live, player, ++gameId));
    const warm = await timedRequests(app, url);
    const calls = sim.stats();
    const game = (await get(app, url)).json() as LiveGame;
    if (game.game_id !== gameId) throw new Error(`the last answer is of game ${game.game_id}`);
    const lobby = describeLobby(game);
    say(
      `live answer: uncached p50 ${median(uncached).toFixed(2)} ms, warm p50 ${median(warm).toFixed(2)} ms, ${calls.total} Riot calls; ${lobby}`,
    );
    return [
      ...timingFigures('live answer, 10 stored players, uncached (postgres)', uncached, {
        goal: '< 25 ms',
        note: `${HOW}; before each, the stored spectator game takes a new game id, so the per-game answer cache (${LIVE_GAME_CACHE_MS / 60_000} min) misses and the answer is built from the database; role shares warm (10-min process cache); ${lobby}`,
      }),
      ...timingFigures('live answer, 10 stored players, warm (postgres)', warm, {
        note: `${HOW}; the same game: lookup and stored spectator game read, the answer from the per-game cache`,
      }),
      {
        name: `live answer, 10 stored players: Riot calls in ${2 * (REQUESTS + WARMUP)} answers`,
        value: calls.total,
        unit: 'calls',
        goal: '0',
        note: `server clock held within the spectator's interval; ${callsByMethod(calls)} (the untimed first view before them: ${callsByMethod(firstView)})`,
      },
    ];
  } finally {
    clock.release();
  }
}

/** Every champion the game data knows, by Riot's id (as the live service reads their shares). */
function championIds(riot: RiotDeps): number[] {
  const names = createGameDataCatalog(riot.ddragonByLanguage).in(FALLBACK_LANGUAGE);
  return names.championKeys().flatMap((key) => {
    const id = names.championIdOfKey(key);
    return id === null ? [] : [id];
  });
}

/**
 * What a cold role-share cache adds to one answer: the live service's read of every champion's
 * Solo/Duo role shares, its ten-minute cache passed before each read, over this database's
 * aggregates (those of the matches the bench stored).
 */
export async function roleSharesRead(handle: DatabaseHandle, riot: RiotDeps): Promise<Figure> {
  let at = Date.now();
  const sharesOf = createChampionRoleShares({
    scouting: createScoutingRepository(handle.db),
    champions: () => championIds(riot),
    now: () => at,
  });
  const times: number[] = [];
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    at += CHAMPION_ROLES_CACHE_MS + 1;
    const started = performance.now();
    await sharesOf([]);
    if (i >= WARMUP) times.push(performance.now() - started);
  }
  const stored = (await handle.db.execute(
    sql`select count(*)::int as n from matches`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return {
    name: 'role shares of every champion, read with the cache passed (postgres)',
    value: round(median(times), 1),
    unit: 'ms',
    note: `${REQUESTS} reads after ${WARMUP}; once per ${CHAMPION_ROLES_CACHE_MS / 60_000} min per process, never in the uncached answer above; over the aggregates of the ${stored.rows[0]?.n ?? '?'} matches stored here (live-roles.ts measured 13 ms at 10,000 matches, 66 ms at a million)`,
  };
}
