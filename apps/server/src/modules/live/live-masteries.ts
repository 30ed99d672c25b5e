import type { MasteryBrief, Region } from '@riftscope/contracts';
import { type CallOptions, RiotApiError, type RiotClient } from '@riftscope/riot';
import type { FastifyBaseLogger } from 'fastify';
import type { AnswerCacheFactory } from '../../platform/answer-cache.ts';
import type { LivePick, LiveRepository } from '../riot-data/live.repository.ts';
import type { MasteriesRepository, MasteryInput } from '../riot-data/masteries.repository.ts';

/** Stored masteries shown beside a live game's players: those read within a day. */
export const LIVE_MASTERY_AGE_MS = 24 * 3_600_000;

/**
 * A player's masteries asked of Riot are kept this long as well as stored: a game answered while
 * another view of the same players is storing them (its read of the stored ones begun before
 * that store) takes the kept read instead of asking again.
 */
export const LIVE_MASTERIES_CACHE_MS = 10 * 60_000;

/** Masteries are never what a visitor waits for first: lookups and Updates go ahead of them. */
const LOW: CallOptions = { priority: 'low' };

/** A player's read: stored now, or Riot could not answer (null). */
type Read = { fetchedAt: Date; rows: MasteryInput[] } | null;

/** A read as the answer cache keeps it (in Redis too, as JSON). */
interface KeptRead {
  fetchedAt: string;
  rows: MasteryInput[];
}

/** Everyone's mastery of the champion they play, and whether a player's could not be read. */
export interface LobbyMasteries {
  masteries: Map<string, MasteryBrief>;
  hasFailures: boolean;
}

const briefOf = (m: { level: number; points: number }, fetchedAt: Date): MasteryBrief => ({
  level: m.level,
  points: m.points,
  fetched_at: fetchedAt.toISOString(),
});

/**
 * Each live player's mastery of the champion they play: from their stored read when it is
 * within LIVE_MASTERY_AGE_MS (one query for the game), else from one champion-mastery-v4 call
 * at low priority, stored as a full read as the player's own page stores it
 * (player-mastery.service.ts) so their page and the next game use it, and kept in an answer
 * cache ('live-masteries', LIVE_MASTERIES_CACHE_MS) as the ranks are (live-ranks.ts): requests
 * for one player share one call. A player Riot cannot answer for now shows no mastery.
 */
export function createLiveMasteries(deps: {
  riot: Pick<RiotClient, 'mastery'>;
  live: Pick<LiveRepository, 'pickMasteries'>;
  masteries: Pick<MasteriesRepository, 'store'>;
  log: FastifyBaseLogger;
  cache: AnswerCacheFactory;
  now: () => number;
}) {
  const { riot, live, masteries, log, now } = deps;
  const kept = deps.cache<KeptRead>({
    name: 'live-masteries',
    ttlMs: LIVE_MASTERIES_CACHE_MS,
    maxEntries: 2_000,
    now,
  });

  /** One call for the player's masteries, stored whole; null when Riot could not answer. */
  async function read(region: Region, puuid: string): Promise<Read> {
    try {
      const done = await kept.remember(`${region}:${puuid}`, 'masteries', async () => {
        const list = await riot.mastery.all(region, puuid, LOW);
        const rows: MasteryInput[] = list.map((m) => ({
          championId: m.championId,
          level: m.championLevel,
          points: m.championPoints,
          lastPlayTime: m.lastPlayTime,
        }));
        const fetchedAt = new Date(now());
        await masteries.store(region, puuid, rows, fetchedAt);
        return { fetchedAt: fetchedAt.toISOString(), rows };
      });
      return { fetchedAt: new Date(done.fetchedAt), rows: done.rows };
    } catch (err) {
      if (!(err instanceof RiotApiError)) throw err;
      log.warn({ err, puuid }, 'live game masteries not read; shown without');
      return null;
    }
  }

  return async function masteriesOf(
    region: Region,
    picks: readonly LivePick[],
  ): Promise<LobbyMasteries> {
    const stored = await live.pickMasteries(region, picks, new Date(now() - LIVE_MASTERY_AGE_MS));
    const shown = new Map<string, MasteryBrief>();
    for (const [puuid, { fetchedAt, mastery }] of stored) {
      if (mastery) shown.set(puuid, briefOf(mastery, fetchedAt));
    }
    const unread = picks.filter((p) => !stored.has(p.puuid));
    const fresh = await Promise.all(unread.map((p) => read(region, p.puuid)));
    let hasFailures = false;
    unread.forEach((pick, i) => {
      const done = fresh[i];
      if (!done) {
        hasFailures = true;
        return;
      }
      const mastery = done.rows.find((r) => r.championId === pick.championId);
      if (mastery) shown.set(pick.puuid, briefOf(mastery, done.fetchedAt));
    });
    return { masteries: shown, hasFailures };
  };
}
