import type { Region, UpdateStatus } from '@riftscope/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../platform/errors.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import type { SummonerRow } from '../riot-data/player-rows.ts';
import type { IngestionService } from './ingestion.service.ts';

/** How a player's latest refresh (an Update or a background refresh) stands. */
export interface RefreshState {
  status: UpdateStatus;
  /** Matches the finished refresh stored that were not stored before; null until it is done. */
  newMatches: number | null;
}

/** How long the outcome of a refresh is kept for the page that polls it (as a queued job is). */
export const REFRESH_STATE_MS = 10 * 60_000;

/**
 * Where Riot work for visitors runs. In one process it runs right here; with Redis it is a job
 * on the ingestion queue that a worker process takes (`ingestion-queue.ts`, `ingestion-worker.ts`).
 */
export interface IngestionJobs {
  /**
   * The stored player, fetched from Riot first when not known yet. `client` is the address
   * asking, when a visitor asks; a lookup that has to ask Riot counts against it (lookup-guard.ts).
   */
  lookup(region: Region, gameName: string, tagLine: string, client?: string): Promise<SummonerRow>;
  /**
   * Whether Riot is known not to have the Riot ID, from a lookup a moment ago, without asking
   * it; false when nothing is remembered (a runner that remembers nothing leaves it out).
   */
  isKnownMissing?(region: Region, gameName: string, tagLine: string): Promise<boolean>;
  /**
   * The player once the first page of matches its lookup fetches is stored, with its history's
   * bounds as they are then (a lookup answers before it); the row as given when none is being
   * fetched. `gameName` and `tagLine` as the lookup was asked. A Riot failure of it is a 503.
   */
  firstPage(row: SummonerRow, gameName: string, tagLine: string): Promise<SummonerRow>;
  /**
   * Starts an Update of a stored player (429 during the cooldown): 'done' with the new matches
   * when it ran before this returned, 'queued' when a worker will run it.
   */
  update(row: SummonerRow): Promise<RefreshState & { status: 'queued' | 'done' }>;
  /**
   * Starts the background refresh of a stale player (no cooldown, low priority) and returns once
   * it has begun or is queued; `updateStatus` follows it like an Update. `whenDone` runs in this
   * process after it has succeeded (to forget answers cached meanwhile); failures are logged.
   */
  refresh(row: SummonerRow, whenDone: () => Promise<void>): Promise<void>;
  /** How the player's latest refresh stands; 'done' with no count when none is known. */
  updateStatus(row: SummonerRow): Promise<RefreshState>;
}

/** A refresh that Riot or the database failed is handled trouble; anything else is a bug. */
function logRefreshFailure(
  log: FastifyBaseLogger | undefined,
  err: unknown,
  row: Pick<SummonerRow, 'region' | 'puuid'>,
) {
  const fields = { err, region: row.region, puuid: row.puuid };
  if (err instanceof HttpError) log?.warn(fields, 'background refresh failed');
  else log?.error(fields, 'background refresh failed');
}

const playerKey = (row: Pick<SummonerRow, 'region' | 'puuid'>) => `${row.region}:${row.puuid}`;

/** The one-process runner: every job runs in this process; background refreshes run beside requests. */
export function inProcessJobs(ingestion: IngestionService, log?: FastifyBaseLogger): IngestionJobs {
  // Outcomes are kept for the page that polls them, on the real clock like a queued job's.
  const states = createTtlCache<RefreshState>({ ttlMs: REFRESH_STATE_MS, maxEntries: 10_000 });
  return {
    lookup: (region, gameName, tagLine) => ingestion.lookup(region, gameName, tagLine),
    firstPage: (row) => ingestion.firstPage(row),
    async update(row) {
      const { newMatches } = await ingestion.update(row);
      states.set(playerKey(row), { status: 'done', newMatches });
      return { status: 'done', newMatches };
    },
    async refresh(row, whenDone) {
      const key = playerKey(row);
      states.set(key, { status: 'running', newMatches: null });
      // Not awaited: the visitor's answer does not wait for Riot. Both outcomes are handled
      // here, so no rejection goes unhandled.
      void ingestion.backgroundRefresh(row).then(
        async ({ newMatches }) => {
          states.set(key, { status: 'done', newMatches });
          await whenDone().catch((err: unknown) =>
            log?.warn({ err, puuid: row.puuid }, 'cached answers kept after a refresh'),
          );
        },
        (err: unknown) => {
          states.set(key, { status: 'failed', newMatches: null });
          logRefreshFailure(log, err, row);
        },
      );
    },
    updateStatus: async (row) => states.get(playerKey(row)) ?? { status: 'done', newMatches: null },
  };
}
