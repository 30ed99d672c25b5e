export type { FaultOptions, RateLimitBurst } from './faults.ts';
export {
  DEV_KEY_APP_LIMIT,
  type LimitWindow,
  parseLimitSpec,
  type RateLimitOptions,
  RIOT_METHOD_LIMITS,
} from './rate-limits.ts';
export {
  loadReplay,
  type Replay,
  type ReplayedMatch,
  type ReplayedPlayer,
} from './replay/replay.ts';
export type { SimStats } from './server.ts';
export {
  createRiotSim,
  DEFAULT_API_KEY,
  DEFAULT_DDRAGON_DIR,
  type RiotSim,
  type RiotSimOptions,
} from './sim.ts';
export { ARENA_QUEUE_ID, isArena } from './world/arena.ts';
export { type Player, SAMPLE_PLAYERS } from './world/players.ts';
export type { MatchHeader } from './world/schedule.ts';
export {
  buildWorld,
  DEFAULT_PLAYERS,
  DEFAULT_SEED,
  type MatchIdFilter,
  type World,
  type WorldOptions,
} from './world/world.ts';
