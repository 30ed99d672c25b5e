import {
  APEX_TIERS,
  type ApexTier,
  LADDER_MAX_AGE_MS,
  LADDER_QUEUES,
  type LadderQueue,
  RANKED_QUEUE_RIOT,
  REGION_CODES,
  type Region,
} from '@riftscope/contracts';
import type { CallOptions, RiotClient } from '@riftscope/riot';
import type { FastifyBaseLogger } from 'fastify';
import { type PeriodicTask, startPeriodicTask } from '../../platform/periodic-task.ts';
import type { ApexLists, LaddersRepository } from '../riot-data/ladders.repository.ts';

/** Riot calls one ladder read costs: the Challenger, Grandmaster and Master lists of the queue. */
export const LADDER_READ_CALLS = APEX_TIERS.length;

/** What a ladder read needs: Riot, where ladders are stored, and who to tell. */
export interface LadderReaderDeps {
  riot: RiotClient;
  ladders: Pick<LaddersRepository, 'replace' | 'reads'>;
  log: FastifyBaseLogger;
  /** Told after a ladder was stored, so cached pages of it are forgotten. */
  onLadder?: (region: Region, queue: LadderQueue) => void;
  now?: () => number;
}

/** One ladder read: its figures, for the log. */
export interface LadderReadResult {
  region: Region;
  queue: LadderQueue;
  riotCalls: number;
  challengers: number;
  grandmasters: number;
  masters: number;
}

/** What a pass over the stale ladders did. */
export interface LadderPassResult {
  ladders: number;
  failures: number;
  riotCalls: number;
}

/** Reads and stores one ladder. */
async function readLadder(
  deps: LadderReaderDeps & { now: () => number },
  { region, queue, options }: { region: Region; queue: LadderQueue; options: CallOptions },
): Promise<LadderReadResult> {
  const { queueType } = RANKED_QUEUE_RIOT[queue];
  const lists: Record<ApexTier, ApexLists[ApexTier]> = {
    MASTER: [],
    GRANDMASTER: [],
    CHALLENGER: [],
  };
  for (const tier of APEX_TIERS) {
    const league = await deps.riot.league.apex(
      region,
      tier.toLowerCase() as Lowercase<ApexTier>,
      queueType,
      options,
    );
    lists[tier] = league?.entries ?? [];
  }
  await deps.ladders.replace(region, queueType, lists, new Date(deps.now()));
  deps.onLadder?.(region, queue);
  return {
    region,
    queue,
    riotCalls: LADDER_READ_CALLS,
    challengers: lists.CHALLENGER.length,
    grandmasters: lists.GRANDMASTER.length,
    masters: lists.MASTER.length,
  };
}

/**
 * The ladders of every region and queue never read or read more than `maxAgeMs` ago, oldest
 * first (never read first), and the regions in the product's order among equals.
 */
async function staleLadders(
  deps: LadderReaderDeps & { now: () => number },
  maxAgeMs: number,
): Promise<{ region: Region; queue: LadderQueue }[]> {
  const reads = await deps.ladders.reads();
  const readAt = new Map(reads.map((r) => [`${r.region}:${r.queueType}`, r.fetchedAt.getTime()]));
  const cutoff = deps.now() - maxAgeMs;
  return REGION_CODES.flatMap((region) =>
    LADDER_QUEUES.map((queue) => ({
      region,
      queue,
      at: readAt.get(`${region}:${RANKED_QUEUE_RIOT[queue].queueType}`) ?? -1,
    })),
  )
    .filter((l) => l.at <= cutoff)
    .sort((a, b) => a.at - b.at)
    .map(({ region, queue }) => ({ region, queue }));
}

/**
 * Reads the apex ladders from league-v4 (three calls a queue and region, at the priority the
 * caller gives: low for the schedule, so visitors' lookups go first) and stores them whole.
 */
export function createLadderReader(deps: LadderReaderDeps) {
  const reader = { ...deps, now: deps.now ?? Date.now };
  /** Reads and stores one ladder. */
  const read = (region: Region, queue: LadderQueue, options: CallOptions) =>
    readLadder(reader, { region, queue, options });

  return {
    read,
    /**
     * Reads every stale ladder at low priority until `signal` fires; a ladder that fails is
     * logged and left to the next pass. Each read is logged with its counts and calls.
     */
    async refreshStale(
      signal?: AbortSignal,
      maxAgeMs: number = LADDER_MAX_AGE_MS,
    ): Promise<LadderPassResult> {
      const pass: LadderPassResult = { ladders: 0, failures: 0, riotCalls: 0 };
      const options: CallOptions = { priority: 'low', ...(signal ? { signal } : {}) };
      for (const { region, queue } of await staleLadders(reader, maxAgeMs)) {
        if (signal?.aborted) break;
        const started = performance.now();
        try {
          const result = await read(region, queue, options);
          pass.ladders += 1;
          pass.riotCalls += result.riotCalls;
          deps.log.info({ ...result, ms: Math.round(performance.now() - started) }, 'ladder read');
        } catch (err) {
          if (signal?.aborted) break;
          pass.failures += 1;
          deps.log.warn({ err, region, queue }, 'ladder read failed; kept the stored one');
        }
      }
      deps.log.info({ ...pass }, 'ladder pass done');
      return pass;
    },
  };
}

export type LadderReader = ReturnType<typeof createLadderReader>;

/** How often the schedule looks for stale ladders. */
export const LADDER_CHECK_INTERVAL_MS = 5 * 60_000;

/**
 * Reads the stale ladders right away and then every `intervalMs`: each ladder about every
 * LADDER_MAX_AGE_MS. Low priority: visitors go first.
 */
export function startLadderSchedule(options: {
  reader: LadderReader;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): PeriodicTask {
  return startPeriodicTask({
    pass: (signal) => options.reader.refreshStale(signal),
    intervalMs: options.intervalMs ?? LADDER_CHECK_INTERVAL_MS,
    log: options.log,
    failure: 'ladder pass failed',
  });
}
