import type { AddressInfo } from 'node:net';
import { type DataDragon, loadDataDragon } from '@riftscope/riot/ddragon';
import { DDRAGON_SNAPSHOT_DIR } from '@riftscope/riot-snapshots';
import type { FaultOptions } from './faults.ts';
import type { RateLimitOptions } from './rate-limits.ts';
import { loadReplay, type Replay } from './replay/replay.ts';
import { createSimServer, type SimStats } from './server.ts';
import type { currentGameInfo } from './world/live-games.ts';
import {
  buildWorld,
  DEFAULT_PLAYERS,
  DEFAULT_SEED,
  startOfUtcDay,
  type World,
} from './world/world.ts';

/** The Data Dragon snapshot of the repository (@riftscope/riot-snapshots). */
export const DEFAULT_DDRAGON_DIR = DDRAGON_SNAPSHOT_DIR;

export const DEFAULT_API_KEY = 'RGAPI-sim';

export interface RiotSimOptions {
  seed?: number | undefined;
  players?: number | undefined;
  /** A Data Dragon snapshot (`<version>/<locale>/<file>.json`); default DEFAULT_DDRAGON_DIR. */
  ddragonDir?: string | undefined;
  /** Already loaded Data Dragon; wins over ddragonDir. */
  dataDragon?: DataDragon | undefined;
  /** A world built earlier (tests share one); wins over seed, players and Data Dragon. */
  world?: World | undefined;
  host?: string | undefined;
  /** 0 (default) picks a free port. */
  port?: number | undefined;
  /** The `X-Riot-Token` to accept; default 'RGAPI-sim'. */
  apiKey?: string | undefined;
  /** Rate limits; off (null) by default. */
  limits?: RateLimitOptions | null | undefined;
  faults?: FaultOptions | undefined;
  /** The sim clock for rate-limit windows, bursts and live games; default Date.now. */
  now?: (() => number) | undefined;
  /** Where match histories end; default the start of the current UTC day by `now`. */
  clockStart?: number | undefined;
  /**
   * A folder of real Riot documents laid out as @riftscope/riot-snapshots' fixtures (`match-v5-match/`,
   * `match-v5-timeline/`, `league-v4/`), served byte for byte beside the world; default none.
   */
  replayDir?: string | undefined;
  /** Already loaded replay documents; wins over replayDir. */
  replay?: Replay | undefined;
}

export interface RiotSim {
  /** http://127.0.0.1:PORT */
  url: string;
  /** http://127.0.0.1:PORT/{routing}, for RIOT_API_BASE_URL. */
  baseUrlTemplate: string;
  world: World;
  /** The real documents served beside the world, or null. */
  replay: Replay | null;
  setFaults(faults: FaultOptions): void;
  setLimits(limits: RateLimitOptions | null): void;
  stats(): SimStats;
  resetStats(): void;
  /** Puts the player into a live game that started 90 s ago (by the sim clock) and lasts 25 min. */
  forceLiveGame(puuid: string): ReturnType<typeof currentGameInfo>;
  close(): Promise<void>;
}

/** Builds the world and starts the simulator on 127.0.0.1 (a random port by default). */
export async function createRiotSim(options: RiotSimOptions = {}): Promise<RiotSim> {
  const now = options.now ?? Date.now;
  const world =
    options.world ??
    buildWorld({
      seed: options.seed ?? DEFAULT_SEED,
      players: options.players ?? DEFAULT_PLAYERS,
      dataDragon:
        options.dataDragon ??
        (await loadDataDragon({ dir: options.ddragonDir ?? DEFAULT_DDRAGON_DIR })),
      clockStart: options.clockStart ?? startOfUtcDay(now()),
    });
  const replay =
    options.replay ?? (options.replayDir === undefined ? null : loadReplay(options.replayDir));
  const sim = createSimServer({
    world,
    replay,
    apiKey: options.apiKey ?? DEFAULT_API_KEY,
    limits: options.limits ?? null,
    faults: options.faults ?? {},
    now,
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    sim.server.once('error', reject);
    sim.server.listen(options.port ?? 0, host, () => {
      sim.server.off('error', reject);
      resolve();
    });
  });
  const address = sim.server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  const url = `http://${shownHost}:${address.port}`;
  return {
    url,
    baseUrlTemplate: `${url}/{routing}`,
    world,
    replay,
    setFaults: sim.setFaults,
    setLimits: sim.setLimits,
    stats: sim.stats,
    resetStats: sim.resetStats,
    forceLiveGame(puuid) {
      const player = world.playerByPuuid(puuid);
      if (!player) throw new Error(`no player with puuid ${puuid}`);
      return world.forceLiveGame(player, now());
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        sim.server.close((err) => (err ? reject(err) : resolve()));
        // Hanging requests and keep-alive sockets would keep close() waiting forever.
        sim.server.closeAllConnections();
      });
    },
  };
}
