import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Region, riotIdKey, type UpdateStatus } from '@riftscope/contracts';
import { Job, type JobsOptions, Queue, QueueEvents } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError, notFound, rateLimited, upstreamUnavailable } from '../../platform/errors.ts';
import { closeWithin, connectRedis, type RedisTarget } from '../../platform/redis/connection.ts';
import type { SummonerRow } from '../riot-data/player-rows.ts';
import type { SummonersRepository } from '../riot-data/summoners.repository.ts';
import { hasHistoryStart, type IngestionService, SUMMONER_NOT_FOUND } from './ingestion.service.ts';
import type { IngestionJobs } from './ingestion-jobs.ts';

/** The queue of visitors' Riot work (lookups and Updates); workers take its jobs. */
export const INGESTION_QUEUE = 'ingestion';

/** Where BullMQ keeps its keys. */
export const queuePrefixOf = (redis: RedisTarget) => `${redis.keyPrefix}:bull`;

export type IngestionJob =
  | { kind: 'lookup'; region: Region; gameName: string; tagLine: string }
  | { kind: 'update'; region: Region; puuid: string }
  /** The background refresh of a stale profile that a visit started. */
  | { kind: 'refresh'; region: Region; puuid: string };

export type LookupResult = { puuid: string } | { notFound: true };

/** A lookup's result, or its progress once the profile is stored. */
const isLookupResult = (value: unknown): value is LookupResult =>
  typeof value === 'object' &&
  value !== null &&
  (typeof (value as { puuid?: unknown }).puuid === 'string' ||
    (value as { notFound?: unknown }).notFound === true);

/** What an Update or refresh job returns: the matches it stored that were not stored before. */
export interface RefreshResult {
  newMatches: number;
}

/** How long a visitor's request waits for a lookup before it is told to come back. */
export const LOOKUP_WAIT_MS = 30_000;

/** How long closing may wait for Redis. */
const CLOSE_MS = 3_000;

/** How long a queue command may take before the request is answered 503. */
const QUEUE_ANSWER_MS = 5_000;

/** How often a lookup being waited for is read, beside its progress events. */
const PROGRESS_POLL_MS = 1_000;

/** Seconds a visitor is asked to wait before trying a lookup that is still running. */
const LOOKUP_RETRY_AFTER_S = 5;

/** How long this process listens for a background refresh to finish, to forget cached answers. */
const REFRESH_WAIT_MS = 120_000;

/**
 * One job per player at a time: the id is derived from what the job is about, so lookups of the
 * same player from any number of processes share one job, and an Update and a background
 * refresh of one player are one job, whose state the page polls. (BullMQ ids may not contain ':'.)
 */
export function jobIdOf(job: IngestionJob): string {
  if (job.kind !== 'lookup') return `update-${job.region}-${job.puuid}`;
  const riotId = `${job.region}/${riotIdKey(job.gameName, job.tagLine)}`;
  return `lookup-${createHash('sha256').update(riotId).digest('base64url')}`;
}

export const JOB_OPTIONS: Record<IngestionJob['kind'], JobsOptions> = {
  // A visitor waits: one attempt, and a failure is answered (503) and forgotten, so the next
  // visit starts afresh. A finished lookup is kept a minute for waiters that come late.
  lookup: { attempts: 1, removeOnComplete: { age: 60 }, removeOnFail: true },
  // Nobody waits: retried with backoff, and kept ten minutes so that the page can poll it.
  update: {
    attempts: 3,
    backoff: { type: 'exponential', delay: 2_000 },
    removeOnComplete: { age: 600 },
    removeOnFail: { age: 600 },
  },
  // Nobody asked: one attempt (the next visit after the refresh age tries again), after the
  // jobs without a priority (lookups and Updates), and kept like an Update for the page's polls.
  refresh: {
    attempts: 1,
    priority: 10,
    removeOnComplete: { age: 600 },
    removeOnFail: { age: 600 },
  },
};

const STATUS_OF_STATE: Record<string, UpdateStatus> = {
  waiting: 'queued',
  delayed: 'queued',
  prioritized: 'queued',
  'waiting-children': 'queued',
  active: 'running',
  completed: 'done',
  failed: 'failed',
};

/** The open queue and its event stream, with the log its failures go to. */
interface OpenQueue {
  queue: Queue<IngestionJob>;
  events: QueueEvents;
  log: FastifyBaseLogger;
}

/** The queue and its event stream on connections of their own; `close` ends all four. */
function openQueue(redis: RedisTarget, log: FastifyBaseLogger) {
  const prefix = queuePrefixOf(redis);
  const connection: Redis = connectRedis(redis.url, { name: 'queue', log });
  const queue = new Queue<IngestionJob>(INGESTION_QUEUE, { connection, prefix });
  const eventsConnection = connectRedis(redis.url, {
    name: 'queue-events',
    log,
    forBlocking: true,
  });
  const events = new QueueEvents(INGESTION_QUEUE, { connection: eventsConnection, prefix });
  // The connections log their failures; the queue's own 'error' events repeat them.
  queue.on('error', () => {});
  events.on('error', () => {});
  // Every lookup being waited for listens to the queue and its events; hundreds at once are fine.
  queue.setMaxListeners(0);
  events.setMaxListeners(0);
  const close = () =>
    closeWithin(CLOSE_MS, async () => {
      await events.close();
      await queue.close();
      await Promise.all([connection.quit(), eventsConnection.quit()]);
    }, [connection, eventsConnection]);
  return { queue, events, log, close };
}

/**
 * A queue command. Redis not answering (an error, or no answer within QUEUE_ANSWER_MS while
 * it reconnects) is a 503 like Riot not answering, never a 500 or a request left hanging.
 */
async function fromQueue<T>(log: FastifyBaseLogger, task: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the queue did not answer')), QUEUE_ANSWER_MS);
  });
  try {
    return await Promise.race([task(), late]);
  } catch (err) {
    if (err instanceof HttpError) throw err;
    log.warn({ err }, 'queue unavailable');
    throw upstreamUnavailable('Player data is temporarily unavailable; try again later');
  } finally {
    clearTimeout(timer);
  }
}

const addJob = ({ queue, log }: OpenQueue, job: IngestionJob) =>
  fromQueue(log, () => queue.add(job.kind, job, { jobId: jobIdOf(job), ...JOB_OPTIONS[job.kind] }));

/** A finished Update or refresh of the player is kept for its status; a new one replaces it. */
const replaceFinished = ({ queue, log }: OpenQueue, job: IngestionJob) =>
  fromQueue(log, async () => {
    const previous = await queue.getJob(jobIdOf(job));
    if (previous && ((await previous.isCompleted()) || (await previous.isFailed()))) {
      await previous.remove().catch(() => {});
    }
  });

/** The open queue, and how long a visitor's request waits for a lookup. */
type LookupQueue = OpenQueue & { lookupWaitMs: number };

/** What a lookup job returned, once it has: a 503 when it failed or takes too long. */
async function finished(
  { events, lookupWaitMs }: LookupQueue,
  job: Job<IngestionJob>,
): Promise<LookupResult> {
  try {
    return (await job.waitUntilFinished(events, lookupWaitMs)) as LookupResult;
  } catch (err) {
    if ((err as Error).message.includes('timed out')) {
      // The worker goes on; the next request finds the player stored or joins the same job.
      throw new HttpError(503, 'Still fetching this player from Riot; try again shortly', {
        headers: { 'retry-after': String(LOOKUP_RETRY_AFTER_S) },
      });
    }
    throw upstreamUnavailable();
  }
}

/**
 * What a lookup job found, as soon as the worker has stored the profile (the job's progress)
 * or, when that is not reported, once the job has ended. The progress event is what answers;
 * the job is read as well every PROGRESS_POLL_MS, as an event sent before this process's
 * event stream was read (just started, or reconnecting) is not sent again.
 */
async function profiled(open: LookupQueue, job: Job<IngestionJob>): Promise<LookupResult> {
  const { queue, events, log } = open;
  const reported = Promise.withResolvers<LookupResult>();
  const onProgress = ({ jobId, data }: { jobId: string; data: unknown }) => {
    if (jobId === job.id && isLookupResult(data)) reported.resolve(data);
  };
  let isSettled = false;
  const read = async (): Promise<LookupResult> => {
    while (!isSettled) {
      const seen = await fromQueue(log, () => Job.fromId<IngestionJob>(queue, job.id ?? ''));
      if (isLookupResult(seen?.progress)) return seen.progress;
      await sleep(PROGRESS_POLL_MS);
    }
    return reported.promise;
  };
  events.on('progress', onProgress);
  try {
    return await Promise.race([reported.promise, read(), finished(open, job)]);
  } finally {
    isSettled = true;
    events.off('progress', onProgress);
  }
}

/** Lookups through the queue: this process adds the job and waits for the profile. */
function queuedLookups(
  open: LookupQueue,
  summoners: Pick<SummonersRepository, 'findByRiotId' | 'findByPuuid'>,
): Pick<IngestionJobs, 'lookup' | 'firstPage'> {
  return {
    async lookup(region, gameName, tagLine) {
      const known = await summoners.findByRiotId(region, gameName, tagLine);
      if (known?.fetchedAt) return known;
      const job = await addJob(open, { kind: 'lookup', region, gameName, tagLine });
      const result = await profiled(open, job);
      if ('notFound' in result) throw notFound(SUMMONER_NOT_FOUND);
      const row = await summoners.findByPuuid(region, result.puuid);
      if (!row?.fetchedAt) throw upstreamUnavailable();
      return row;
    },

    // The worker's lookup job ends once the first page is stored; a row stored without it is
    // one whose job is still running (or failed, and the match list asks Riot for the page).
    async firstPage(row, gameName, tagLine) {
      if (hasHistoryStart(row)) return row;
      const region = row.region as Region;
      const job = await fromQueue(open.log, () =>
        open.queue.getJob(jobIdOf({ kind: 'lookup', region, gameName, tagLine })),
      );
      if (!job) return row;
      await finished(open, job);
      return (await summoners.findByPuuid(region, row.puuid)) ?? row;
    },
  };
}

/** Updates and background refreshes through the queue: added, never waited for; polled. */
function queuedUpdates(
  open: OpenQueue,
  ingestion: Pick<IngestionService, 'nextUpdateAt'>,
): Pick<IngestionJobs, 'update' | 'refresh' | 'updateStatus'> {
  const { queue, events, log } = open;
  return {
    async update(row: SummonerRow) {
      const wait = ingestion.nextUpdateAt(row);
      if (wait) {
        throw rateLimited(
          (wait.getTime() - Date.now()) / 1000,
          'This player was updated a moment ago; try again soon',
        );
      }
      const job: IngestionJob = { kind: 'update', region: row.region as Region, puuid: row.puuid };
      await replaceFinished(open, job);
      await addJob(open, job);
      return { status: 'queued', newMatches: null };
    },

    async refresh(row, whenDone) {
      const job: IngestionJob = { kind: 'refresh', region: row.region as Region, puuid: row.puuid };
      await replaceFinished(open, job);
      const added = await addJob(open, job);
      // The worker's outcome reaches this process through the queue's events; nobody waits on it.
      added.waitUntilFinished(events, REFRESH_WAIT_MS).then(
        () =>
          whenDone().catch((err: unknown) =>
            log.warn({ err, puuid: row.puuid }, 'cached answers kept after a refresh'),
          ),
        // A failed job is logged by the worker that ran it; a wait that timed out changes nothing.
        () => {},
      );
    },

    async updateStatus(row) {
      const id = jobIdOf({ kind: 'update', region: row.region as Region, puuid: row.puuid });
      return fromQueue(log, async () => {
        // The state first: a job read before it finished has no result yet, so reading it first
        // could pair a state of completed with an empty result. A finished job no longer changes.
        const status = STATUS_OF_STATE[await queue.getJobState(id)] ?? 'done';
        if (status !== 'done') return { status, newMatches: null };
        const result = (await queue.getJob(id))?.returnvalue as RefreshResult | null | undefined;
        return { status, newMatches: result?.newMatches ?? null };
      });
    },
  };
}

/**
 * Ingestion through the queue: this process adds jobs and waits for lookups (a visitor is
 * waiting for the page) but not for Updates, which the web app polls.
 */
export function createQueuedJobs(deps: {
  redis: RedisTarget;
  log: FastifyBaseLogger;
  ingestion: Pick<IngestionService, 'nextUpdateAt'>;
  summoners: Pick<SummonersRepository, 'findByRiotId' | 'findByPuuid'>;
  lookupWaitMs?: number;
}): IngestionJobs & { close(): Promise<void> } {
  const { close, ...open } = openQueue(deps.redis, deps.log);
  const lookupWaitMs = deps.lookupWaitMs ?? LOOKUP_WAIT_MS;
  return {
    ...queuedLookups({ ...open, lookupWaitMs }, deps.summoners),
    ...queuedUpdates(open, deps.ingestion),
    close,
  };
}
