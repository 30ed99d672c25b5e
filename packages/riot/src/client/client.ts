import type { ApexTier, DivisionTier } from '@riftscope/contracts';
import type { z } from 'zod';
import {
  baseUrlFor,
  isPlatform,
  type Platform,
  type RegionalRoute,
  regionalRouteOf,
} from '../routing.ts';
import type { Division } from '../schemas/league.ts';
import { abortableSleep } from './abortable-sleep.ts';
import { type Attempt, type AttemptRequest, createAttempt } from './attempt.ts';
import { ENDPOINTS, type Endpoint } from './endpoints.ts';
import { RiotApiError } from './errors.ts';
import { classifyOutcome } from './outcome.ts';
import { createMemoryRateLimitStore, type RateLimitStore } from './rate-limit-store.ts';
import { emptyStats, type RiotClientStats } from './stats.ts';

export type { RiotClientStats } from './stats.ts';

export type Priority = 'high' | 'low';

/** Something that looks like a pino logger. */
export interface RiotLogger {
  warn(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

export interface RiotClientOptions {
  apiKey: string;
  /** URL template with `{routing}`, e.g. `https://{routing}.api.riotgames.com`. */
  baseUrl: string;
  store?: RateLimitStore;
  fetch?: typeof fetch;
  /** Per attempt. */
  timeoutMs?: number;
  /** Retries after the first attempt for 429, 5xx, network errors, timeouts and cut-off bodies. */
  maxRetries?: number;
  backoff?: { baseMs: number; capMs: number };
  /** How long one call may take in all: waiting for budget, attempts and backoff. */
  maxWaitMs?: number;
  /** Requests in flight at once per routing value. */
  concurrencyPerRouting?: number;
  /** Share of every window that low-priority calls (the crawler) leave to high-priority ones. */
  lowPriorityReserve?: number;
  log?: RiotLogger;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export interface CallOptions {
  priority?: Priority;
  /** Stops waiting for budget, backoff or an answer; the call fails with kind 'aborted'. */
  signal?: AbortSignal;
}

export interface MatchIdsQuery {
  start?: number;
  count?: number;
  queue?: number;
  type?: 'ranked' | 'normal' | 'tourney' | 'tutorial';
  startTime?: number;
  endTime?: number;
}

/** account-v1 is served on americas, asia and europe; sea platforms use asia. */
const accountRouteOf = (platform: Platform) => {
  const route = regionalRouteOf(platform);
  return route === 'sea' ? 'asia' : route;
};

type Query = Record<string, string | number | undefined>;

/** One Riot call: the endpoint, the platform it is asked on, its path and query. */
type Call = <S extends z.ZodType>(
  endpoint: Endpoint<S>,
  platform: Platform,
  path: string,
  query?: Query,
  callOptions?: CallOptions,
) => Promise<z.output<S> | null>;

/** How calls wait and retry, from the options and their defaults. */
function callSettings(options: RiotClientOptions) {
  const backoff = options.backoff ?? { baseMs: 500, capMs: 10_000 };
  return {
    maxRetries: options.maxRetries ?? 3,
    backoff: { ...backoff, random: options.random ?? Math.random },
    maxWaitMs: options.maxWaitMs ?? 60_000,
    reserve: options.lowPriorityReserve ?? 0.2,
    now: options.now ?? Date.now,
    sleepUnless: abortableSleep(
      options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms))),
    ),
  };
}

type CallSettings = ReturnType<typeof callSettings>;

/** The routing value an endpoint is asked at for a platform. */
function routingOf(endpoint: Endpoint, platform: Platform): Platform | RegionalRoute {
  if (!isPlatform(platform)) {
    throw new RiotApiError({
      kind: 'config',
      endpoint: endpoint.id,
      message: `unknown platform ${String(platform)}`,
    });
  }
  return endpoint.routing === 'platform'
    ? platform
    : endpoint.routing === 'regional'
      ? regionalRouteOf(platform)
      : accountRouteOf(platform);
}

/** The request every attempt of one call sends: its URL, buckets and deadline. */
function attemptRequest<S extends z.ZodType>(
  settings: CallSettings,
  baseUrl: string,
  call: { endpoint: Endpoint<S>; platform: Platform; path: string; query: Query; o: CallOptions },
): AttemptRequest & { endpoint: Endpoint<S> } {
  const { endpoint, platform, path, query, o } = call;
  const routing = routingOf(endpoint, platform);
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) search.set(k, String(v));
  const url = `${baseUrlFor(baseUrl, routing)}${path}${search.size ? `?${search}` : ''}`;

  const appKey = `app:${routing}`;
  const methodKey = `method:${routing}:${endpoint.id}`;
  const share = o.priority === 'low' ? settings.reserve : 0;
  const buckets = [
    { key: appKey, reserve: share },
    { key: methodKey, reserve: share },
  ];
  const deadline = settings.now() + settings.maxWaitMs;
  const { signal } = o;
  return { endpoint, url, routing, appKey, methodKey, buckets, deadline, signal };
}

/** Runs the attempts of one call, retrying what may pass, until an answer or a failure. */
async function withRetries<S extends z.ZodType>(
  client: { settings: CallSettings; stats: RiotClientStats; log: RiotLogger | undefined },
  attemptOnce: Attempt,
  request: AttemptRequest & { endpoint: Endpoint<S> },
): Promise<z.output<S> | null> {
  const { settings, stats, log } = client;
  const { endpoint, deadline, signal } = request;
  const { now, maxRetries, backoff } = settings;
  const policy = { endpoint, deadline, now, maxRetries, backoff };

  for (let attempt = 1; attempt <= maxRetries + 1; attempt++) {
    const verdict = classifyOutcome(await attemptOnce(request), attempt, policy);
    if (verdict.kind === 'ok') return verdict.value;
    if (verdict.kind === 'fail') {
      // A retry that was due counts as one even when the deadline leaves no time for it.
      if (verdict.reason === 'deadline') stats.retries += 1;
      throw verdict.error;
    }
    stats.retries += 1;
    log?.warn(
      { endpoint: endpoint.id, attempt, delay: verdict.waitMs, status: verdict.error.status },
      'riot call retried',
    );
    await settings.sleepUnless(verdict.waitMs, signal, endpoint.id);
  }
  // Only a negative maxRetries, which allows no attempt at all, gets here.
  throw new RiotApiError({
    kind: 'budget',
    endpoint: endpoint.id,
    message: 'no time left to retry',
  });
}

const seg = encodeURIComponent;

/** account-v1 and summoner-v4. */
function accountMethods(call: Call) {
  return {
    account: {
      byRiotId: (platform: Platform, gameName: string, tagLine: string, o?: CallOptions) =>
        call(
          ENDPOINTS.accountByRiotId,
          platform,
          `/riot/account/v1/accounts/by-riot-id/${seg(gameName)}/${seg(tagLine)}`,
          {},
          o,
        ),
      byPuuid: (platform: Platform, puuid: string, o?: CallOptions) =>
        call(
          ENDPOINTS.accountByPuuid,
          platform,
          `/riot/account/v1/accounts/by-puuid/${seg(puuid)}`,
          {},
          o,
        ),
    },
    summoner: {
      byPuuid: (platform: Platform, puuid: string, o?: CallOptions) =>
        call(
          ENDPOINTS.summonerByPuuid,
          platform,
          `/lol/summoner/v4/summoners/by-puuid/${seg(puuid)}`,
          {},
          o,
        ),
    },
  };
}

/** league-v4. */
function leagueMethods(call: Call) {
  return {
    league: {
      entriesByPuuid: async (platform: Platform, puuid: string, o?: CallOptions) =>
        (await call(
          ENDPOINTS.leagueEntriesByPuuid,
          platform,
          `/lol/league/v4/entries/by-puuid/${seg(puuid)}`,
          {},
          o,
        )) ?? [],
      /**
       * One page (from 1) of the players of a tier and division, 205 a page; an empty list
       * past the last page. Apex tiers are served by `apex`.
       */
      entries: async (
        platform: Platform,
        queue: 'RANKED_SOLO_5x5' | 'RANKED_FLEX_SR',
        tier: DivisionTier,
        division: Division,
        page = 1,
        o?: CallOptions,
      ) =>
        (await call(
          ENDPOINTS.leagueEntries,
          platform,
          `/lol/league/v4/entries/${queue}/${tier}/${division}`,
          { page },
          o,
        )) ?? [],
      apex: async (
        platform: Platform,
        tier: Lowercase<ApexTier>,
        queue: 'RANKED_SOLO_5x5' | 'RANKED_FLEX_SR' = 'RANKED_SOLO_5x5',
        o?: CallOptions,
      ) => {
        const endpoint =
          tier === 'challenger'
            ? ENDPOINTS.challengerLeague
            : tier === 'grandmaster'
              ? ENDPOINTS.grandmasterLeague
              : ENDPOINTS.masterLeague;
        return call(endpoint, platform, `/lol/league/v4/${tier}leagues/by-queue/${queue}`, {}, o);
      },
    },
  };
}

/** match-v5, spectator-v5 and champion-mastery-v4. */
function gameMethods(call: Call) {
  return {
    match: {
      idsByPuuid: async (
        platform: Platform,
        puuid: string,
        query: MatchIdsQuery = {},
        o?: CallOptions,
      ) =>
        (await call(
          ENDPOINTS.matchIdsByPuuid,
          platform,
          `/lol/match/v5/matches/by-puuid/${seg(puuid)}/ids`,
          { ...query },
          o,
        )) ?? [],
      byId: (platform: Platform, matchId: string, o?: CallOptions) =>
        call(ENDPOINTS.match, platform, `/lol/match/v5/matches/${seg(matchId)}`, {}, o),
      timeline: (platform: Platform, matchId: string, o?: CallOptions) =>
        call(ENDPOINTS.timeline, platform, `/lol/match/v5/matches/${seg(matchId)}/timeline`, {}, o),
    },
    spectator: {
      /** The player's live game, or null when not in one. */
      activeGame: (platform: Platform, puuid: string, o?: CallOptions) =>
        call(
          ENDPOINTS.activeGame,
          platform,
          `/lol/spectator/v5/active-games/by-summoner/${seg(puuid)}`,
          {},
          o,
        ),
    },
    mastery: {
      top: async (platform: Platform, puuid: string, count = 3, o?: CallOptions) =>
        (await call(
          ENDPOINTS.topMasteries,
          platform,
          `/lol/champion-mastery/v4/champion-masteries/by-puuid/${seg(puuid)}/top`,
          { count },
          o,
        )) ?? [],
      /** Every champion the player has mastery points on, most points first. */
      all: async (platform: Platform, puuid: string, o?: CallOptions) =>
        (await call(
          ENDPOINTS.masteries,
          platform,
          `/lol/champion-mastery/v4/champion-masteries/by-puuid/${seg(puuid)}`,
          {},
          o,
        )) ?? [],
    },
  };
}

/** Creates a Riot API client that keeps within the learned rate limits and retries what may pass. */
export function createRiotClient(options: RiotClientOptions) {
  const settings = callSettings(options);
  const stats = emptyStats();
  const client = { settings, stats, log: options.log };
  const attemptOnce = createAttempt({
    apiKey: options.apiKey,
    store: options.store ?? createMemoryRateLimitStore(),
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? 10_000,
    concurrencyPerRouting: options.concurrencyPerRouting ?? 20,
    now: settings.now,
    sleepUnless: settings.sleepUnless,
    stats,
    log: options.log,
  });

  const call: Call = async (endpoint, platform, path, query = {}, o = {}) =>
    withRetries(
      client,
      attemptOnce,
      attemptRequest(settings, options.baseUrl, { endpoint, platform, path, query, o }),
    );

  return {
    stats: (): RiotClientStats => structuredClone(stats),
    ...accountMethods(call),
    ...leagueMethods(call),
    ...gameMethods(call),
  };
}

export type RiotClient = ReturnType<typeof createRiotClient>;
