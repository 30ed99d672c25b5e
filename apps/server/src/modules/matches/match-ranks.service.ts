import {
  averageRank,
  type MatchRanks,
  PARTICIPANT_RANK_FRESH_MS,
  type ParticipantRank,
  type RankedTier,
  SOLO_QUEUE,
  type Standing,
} from '@riftscope/contracts';
import { type CallOptions, isPlatform, type Platform, type RiotClient } from '@riftscope/riot';
import type { LeagueEntryDto } from '@riftscope/riot/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { AnswerCacheFactory } from '../../platform/answer-cache.ts';
import { notFound } from '../../platform/errors.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import { platformOfMatchId } from '../riot-data/match-rows.ts';
import type {
  HeldRank,
  ParticipantRanksRepository,
  RankRead,
} from '../riot-data/participant-ranks.repository.ts';
import { rankedInputs } from '../riot-data/player-rows.ts';
import { MATCH_NOT_FOUND, type MatchesService } from './matches.service.ts';

/**
 * How long a match's ranks are answered from the cache once no read of its unknown players is
 * under way: a player's Update or a read of another match may show a newer standing after it.
 */
export const MATCH_RANKS_TTL_MS = 60_000;

/** A player whose read failed (Riot down, or its budget spent) is not read again for this long. */
export const FAILED_READ_MS = 10 * 60_000;

/**
 * A player read this long ago is not read again by this process, whatever the asking answer held:
 * an answer that read the stored ranks before a running read stored its own would otherwise
 * start the same read again once that one ended.
 */
const RECENT_READ_MS = 60_000;

/** Reads of participants' ranks leave the budget's reserved share to visitors' lookups and Updates. */
const LOW: CallOptions = { priority: 'low' };

/** Riot's league entries as stored: both ranked queues, each with a tier and division. */
export function rankReadOf(puuid: string, entries: readonly LeagueEntryDto[]): RankRead {
  return { puuid, entries: rankedInputs(entries) };
}

export interface MatchRanksDeps {
  /** The match's players (its cached scoreboard, with the quota a match not stored counts in). */
  matches: Pick<MatchesService, 'participants'>;
  ranks: ParticipantRanksRepository;
  riot: RiotClient;
  cache: AnswerCacheFactory;
  log: FastifyBaseLogger;
  now?: () => number;
}

/**
 * The reads of participants' ranks in this process: each player read at most once at a time, at
 * low priority, one league-v4 call a player, and not again soon after a failure.
 */
class RankReads {
  readonly #running = new Map<string, Promise<void>>();
  readonly #failed;
  readonly #recent;
  readonly #deps: MatchRanksDeps;
  readonly #now: () => number;

  constructor(deps: MatchRanksDeps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
    this.#failed = createTtlCache<true>({
      ttlMs: FAILED_READ_MS,
      maxEntries: 10_000,
      now: deps.now,
    });
    this.#recent = createTtlCache<true>({
      ttlMs: RECENT_READ_MS,
      maxEntries: 10_000,
      now: deps.now,
    });
  }

  /** Whether the player's read is under way. */
  isRunning(platform: Platform, puuid: string): boolean {
    return this.#running.has(`${platform}:${puuid}`);
  }

  /**
   * Starts reading the players neither read nor failed lately in the background; `settled`
   * runs once what the reads found is stored.
   */
  start(platform: Platform, puuids: readonly string[], settled: () => Promise<void>): void {
    const wanted = puuids.filter((puuid) => {
      const key = `${platform}:${puuid}`;
      return !this.#running.has(key) && !this.#failed.get(key) && !this.#recent.get(key);
    });
    if (wanted.length === 0) return;
    const running = this.#read(platform, wanted)
      .catch((err: unknown) => {
        for (const puuid of wanted) this.#failed.set(`${platform}:${puuid}`, true);
        this.#deps.log.warn({ err, platform }, 'participant ranks not stored');
      })
      .finally(() => {
        for (const puuid of wanted) {
          this.#recent.set(`${platform}:${puuid}`, true);
          this.#running.delete(`${platform}:${puuid}`);
        }
        return settled();
      });
    for (const puuid of wanted) this.#running.set(`${platform}:${puuid}`, running);
  }

  /** Settles once the reads running now are done. */
  async settled(): Promise<void> {
    await Promise.allSettled(this.#running.values());
  }

  async #read(platform: Platform, puuids: readonly string[]): Promise<void> {
    const { riot, ranks, log } = this.#deps;
    const answers = await Promise.allSettled(
      puuids.map((puuid) => riot.league.entriesByPuuid(platform, puuid, LOW)),
    );
    const reads: RankRead[] = [];
    answers.forEach((answer, i) => {
      const puuid = puuids[i] as string;
      if (answer.status === 'fulfilled') reads.push(rankReadOf(puuid, answer.value));
      else this.#failed.set(`${platform}:${puuid}`, true);
    });
    if (reads.length < puuids.length) {
      log.warn({ platform, failed: puuids.length - reads.length }, 'participant ranks not read');
    }
    await ranks.recordReads(platform, reads, new Date(this.#now()));
  }
}

const standingOf = (held: HeldRank): Standing | null =>
  held.standing
    ? {
        tier: held.standing.tier as RankedTier,
        rank: held.standing.rank,
        leaguePoints: held.standing.leaguePoints,
      }
    : null;

function toParticipantRank(held: HeldRank): ParticipantRank {
  const standing = held.standing;
  return {
    puuid: held.puuid,
    status: standing ? 'ranked' : held.seenAt ? 'unranked' : 'unknown',
    tier: standing ? (standing.tier as ParticipantRank['tier']) : null,
    rank: standing ? (standing.rank as ParticipantRank['rank']) : null,
    league_points: standing ? standing.leaguePoints : null,
    seen_at: held.seenAt?.toISOString() ?? null,
  };
}

/**
 * Every participant's Solo/Duo rank in a match as last seen by us (docs/player-page.md,
 * Everyone's rank in a match): what is stored is answered at once, read in one statement for
 * all of them, and players we hold nothing fresh for (under a day) are read from Riot in the
 * background at low priority, the answer saying `is_fetching` while an unknown one is read.
 */
export function createMatchRanksService(deps: MatchRanksDeps) {
  const { matches, ranks } = deps;
  const now = deps.now ?? Date.now;
  const reads = new RankReads(deps);
  const answers = deps.cache<MatchRanks>({
    name: 'match-ranks',
    ttlMs: MATCH_RANKS_TTL_MS,
    maxEntries: 5_000,
    now: deps.now,
  });

  /**
   * What is held of the match's players: of a stored match with its players in one statement;
   * else of the players of its scoreboard, which fetches the match as the scoreboard does.
   */
  async function heldIn(region: Platform, matchId: string, client: string) {
    const stored = await ranks.heldInMatch(region, matchId);
    if (stored.length > 0) return stored;
    const players = await matches.participants(matchId, { lang: 'en', client });
    return ranks.held(
      region,
      players.map((p) => p.puuid),
    );
  }

  async function answer(matchId: string, client: string): Promise<MatchRanks> {
    const region = platformOfMatchId(matchId);
    if (!isPlatform(region)) throw notFound(MATCH_NOT_FOUND);
    const held = await heldIn(region, matchId, client);
    const at = now();
    const stale = held
      .filter((h) => h.readAt === null || at - h.readAt.getTime() >= PARTICIPANT_RANK_FRESH_MS)
      .map((h) => h.puuid);
    reads.start(region, stale, () => answers.forget(matchId));
    const standings = held.flatMap((h) => standingOf(h) ?? []);
    const seen = held.flatMap((h) => (h.seenAt ? [h.seenAt.getTime()] : []));
    return {
      match_id: matchId,
      queue_type: SOLO_QUEUE,
      players: held.map(toParticipantRank),
      known: seen.length,
      as_of: seen.length > 0 ? new Date(Math.max(...seen)).toISOString() : null,
      is_fetching: held.some((h) => h.seenAt === null && reads.isRunning(region, h.puuid)),
      average_rank: averageRank(standings, held.length),
    };
  }

  return {
    /** The match's ranks; `client` is the asking address (a match not stored counts in its quota). */
    ranks(matchId: string, client: string): Promise<MatchRanks> {
      return answers.remember(
        matchId,
        'solo',
        () => answer(matchId, client),
        (kept) => !kept.is_fetching,
      );
    },

    /** Settles once the reads running now are stored. */
    settled: () => reads.settled(),
  };
}

export type MatchRanksService = ReturnType<typeof createMatchRanksService>;
