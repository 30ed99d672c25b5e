import {
  MATCH_PAGE_SIZE,
  type MatchBracket,
  type Region,
  regionalRiotIdKey,
} from '@riftscope/contracts';
import { type CallOptions, RiotApiError, type RiotClient } from '@riftscope/riot';
import type { MatchDto } from '@riftscope/riot/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { isBackground } from '../../db/statement-gate.ts';
import { isUnavailable, notFound, rateLimited } from '../../platform/errors.ts';
import { visitorRiotCall, visitorRiotError } from '../../platform/riot-calls.ts';
import { singleFlight } from '../../platform/single-flight.ts';
import type { MatchesRepository } from '../riot-data/matches.repository.ts';
import { rankedInputs, type SummonerRow } from '../riot-data/player-rows.ts';
import type { SummonersRepository } from '../riot-data/summoners.repository.ts';
import { bracketOf, toBracket } from './bracket.ts';

/** The summoner-not-found text (docs/product.md, Messages). */
export const SUMMONER_NOT_FOUND =
  'A summoner with this name and tag was not found, or the platform is temporarily unavailable; try again later';

/** How long after a refresh Update may be used again. */
export const UPDATE_COOLDOWN_MS = 2 * 60_000;

/** Matches fetched from Riot at once, then stored together: a lookup's first page in one go. */
export const MATCH_FETCH_CONCURRENCY = MATCH_PAGE_SIZE;

/**
 * How many matches or timelines background work (crawls, imports) fetches and stores at once:
 * one, so that the server's thread handles one Riot document of theirs at a time (a timeline is
 * about a megabyte to read, check and store) and visitors' requests come in between.
 */
export const BACKGROUND_FETCH_CONCURRENCY = 1;

const fetchConcurrency = () =>
  isBackground() ? BACKGROUND_FETCH_CONCURRENCY : MATCH_FETCH_CONCURRENCY;

/** Update also asks for matches begun this long before the last refresh: they may have ended after it. */
export const UPDATE_LOOKBACK_MS = 3 * 3_600_000;

/**
 * Whether the player's stored history has a known start: its first page of matches is stored
 * (historyStoredFrom) or it has no more matches than are stored. A lookup leaves it unknown until
 * the first page is stored, and a first page Riot failed leaves it so.
 */
export const hasHistoryStart = (
  row: Pick<SummonerRow, 'isHistoryComplete' | 'historyStoredFrom'>,
) => row.isHistoryComplete || row.historyStoredFrom !== null;

/** Riot answered, and the answer is no: a client error other than its rate limit. */
const isRefusal = (err: RiotApiError) =>
  err.kind === 'http' && err.status !== null && err.status < 500 && err.status !== 429;

/** A background refresh leaves the budget's reserved share to visitors' lookups and Updates. */
const BACKGROUND: CallOptions = { priority: 'low' };

/** What storing a list of match ids did: the ids stored now and the Riot calls it made. */
export interface StoredMatches {
  ids: string[];
  calls: number;
}

/** A match fetched because a visitor opened it, and whether it is stored now. */
export interface VisitedMatch {
  document: MatchDto;
  isStored: boolean;
}

/** A refreshed player and how many of its matches the refresh stored that were not stored before. */
export interface Refreshed {
  row: SummonerRow;
  newMatches: number;
}

/** What ingestion reads and writes: Riot, the stored players and matches, a log and a clock. */
interface IngestionDeps {
  riot: RiotClient;
  summoners: SummonersRepository;
  matches: MatchesRepository;
  log: FastifyBaseLogger;
  now: () => number;
}

/** A visitor's lookup or Update asks Riot at high priority. */
const VISITOR: CallOptions = { priority: 'high' };

/** How a batch of matches is stored: in which bracket, at which priority, at most how many. */
export interface MatchStoring {
  /** The rank bracket of the player they were found through. */
  bracket: MatchBracket;
  /** High priority unless given. */
  options?: CallOptions;
  limit?: number;
}

/** How far a player's matches are to be stored (`ensureHistory`). */
export interface HistoryWanted {
  /** The count of stored matches from `historyStoredFrom` on, when the caller has it. */
  stored?: number;
  /** A visitor's page asks at high priority (unless given), an import in the background at low. */
  options?: CallOptions;
}

/**
 * Records that the player's matches from the earliest of `ids` up to the last refresh are all
 * stored. The stored rows alone cannot tell: other players' histories store some of this
 * player's older matches too, and counting or paging from those would skip the ones between.
 */
async function recordStoredFrom(
  summoners: Pick<SummonersRepository, 'earliestAmong' | 'setHistoryStoredFrom'>,
  row: Pick<SummonerRow, 'id' | 'puuid'>,
  ids: readonly string[],
) {
  const from = await summoners.earliestAmong(row.puuid, ids);
  if (from !== null) await summoners.setHistoryStoredFrom(row.id, from);
  return from;
}

/**
 * The bracket of a page of the player's matches fetched after its lookup: a first page (the
 * newest, none stored yet) in its stored Solo/Duo tier, as the lookup would have; an older
 * page in none, as the tier it was played in is unknown.
 */
async function bracketOfPage(
  summoners: Pick<SummonersRepository, 'ranked'>,
  row: SummonerRow,
): Promise<MatchBracket> {
  if (row.historyStoredFrom !== null) return '';
  const ranks = await summoners.ranked(row.id);
  return toBracket(ranks.find((r) => r.queueType === 'RANKED_SOLO_5x5')?.tier);
}

/** Matches and timelines fetched from Riot and stored, a batch at a time. */
function matchStorage(deps: IngestionDeps) {
  const { riot, summoners, matches, log } = deps;
  const fromRiot = <T>(task: () => Promise<T>) => visitorRiotCall(log, task);
  return {
    /**
     * Fetches and stores those of `ids` not stored yet, at most `limit`, in `bracket`; returns
     * the ids stored now and the calls made. The crawler calls it at low priority, so that
     * visitors' lookups keep their share of the Riot budget. The matches fetched together are
     * stored together, one statement (matches.repository.ts storeMany).
     */
    async storeMatches(
      region: Region,
      ids: readonly string[],
      { bracket, options = VISITOR, limit = Number.POSITIVE_INFINITY }: MatchStoring,
    ): Promise<StoredMatches> {
      const stored = await matches.storedIds(ids);
      const missing = ids.filter((id) => !stored.has(id)).slice(0, limit);
      const added: string[] = [];
      let calls = 0;
      const step = fetchConcurrency();
      for (let i = 0; i < missing.length; i += step) {
        const batch = missing.slice(i, i + step);
        calls += batch.length;
        const documents = await Promise.all(
          batch.map((id) => fromRiot(() => riot.match.byId(region, id, options))),
        );
        const found = documents.filter((d) => d !== null && d !== undefined);
        const isNew = await matches.storeMany(found, { bracket });
        found.forEach((document, at) => {
          if (isNew[at]) added.push(document.metadata.matchId);
        });
      }
      return { ids: added, calls };
    },

    /**
     * A match a visitor opened by its id, not stored yet, asked of Riot. It is stored only when
     * a player the site has stored is in it, and then as any page of that player's matches is
     * (storeMany), in no bracket, like an older page: the tier it was played in is unknown. A
     * match of no stored player is not stored, so that naming matches cannot fill the database;
     * its document is the answer. Null when Riot has no such match.
     */
    async visitedMatch(region: Region, matchId: string): Promise<VisitedMatch | null> {
      const document = await fromRiot(() => riot.match.byId(region, matchId, VISITOR));
      if (!document) return null;
      const players = document.info.participants.map((p) => p.puuid);
      const isStored = await summoners.isAnyFetchedAmong(region, players);
      if (isStored) await matches.storeMany([document], { bracket: '' });
      return { document, isStored };
    },

    /**
     * Fetches and stores the timelines of these stored matches (the crawler's, at low
     * priority); Riot may no longer have some. Returns how many Riot had and the calls made.
     */
    async storeTimelines(
      region: Region,
      ids: readonly string[],
      options: CallOptions = VISITOR,
    ): Promise<{ stored: number; calls: number }> {
      let stored = 0;
      const step = fetchConcurrency();
      for (let i = 0; i < ids.length; i += step) {
        const batch = ids.slice(i, i + step);
        const timelines = await Promise.all(
          batch.map((id) => fromRiot(() => riot.match.timeline(region, id, options))),
        );
        for (const [at, timeline] of timelines.entries()) {
          const id = batch[at];
          if (timeline && id !== undefined && (await matches.storeTimeline(id, timeline)))
            stored += 1;
        }
      }
      return { stored, calls: ids.length };
    },
  };
}

type MatchStorage = ReturnType<typeof matchStorage>;

/** Ingestion's dependencies with its own match storage, which the steps below store through. */
type StoringDeps = IngestionDeps & Pick<MatchStorage, 'storeMatches'>;

/** A page of a player's matches, `ids` as Riot listed them when asked for `count`. */
interface MatchPage {
  ids: readonly string[];
  count: number;
  bracket: MatchBracket;
  options?: CallOptions;
}

/**
 * Stores a page of a player's matches and records how far the stored history reaches: to its
 * end when Riot had fewer than asked for.
 */
async function storePage(
  deps: StoringDeps,
  row: SummonerRow,
  { ids, count, bracket, options = VISITOR }: MatchPage,
): Promise<SummonerRow> {
  await deps.storeMatches(row.region as Region, ids, { bracket, options });
  if (ids.length < count) {
    await deps.summoners.markHistoryComplete(row.id);
    return { ...row, isHistoryComplete: true };
  }
  const from = await recordStoredFrom(deps.summoners, row, ids);
  return { ...row, historyStoredFrom: from };
}

/** The profile's fields from Riot's account and summoner, Riot's Riot ID over the one asked. */
function profileOf(
  named: { region: Region; puuid: string; gameName: string; tagLine: string },
  account: { gameName?: string | undefined; tagLine?: string | undefined },
  summoner: { profileIconId: number; summonerLevel: number },
) {
  return {
    region: named.region,
    puuid: named.puuid,
    gameName: account.gameName ?? named.gameName,
    tagLine: account.tagLine ?? named.tagLine,
    profileIconId: summoner.profileIconId,
    summonerLevel: summoner.summonerLevel,
  };
}

/** First pages being stored in this process, by player; each settles once. */
type FirstPages = Map<string, Promise<SummonerRow>>;

const playerKey = (row: Pick<SummonerRow, 'region' | 'puuid'>) => `${row.region}:${row.puuid}`;

/** A player asked for by Riot ID. */
interface NamedPlayer {
  region: Region;
  gameName: string;
  tagLine: string;
}

/** A player not stored yet, from Riot: the profile and ranks stored, its first page started. */
async function fetchNew(
  deps: StoringDeps & { firstPages: FirstPages },
  { region, gameName, tagLine }: NamedPlayer,
): Promise<SummonerRow> {
  const { riot, summoners, log, now, firstPages } = deps;
  const fromRiot = <T>(task: () => Promise<T>) => visitorRiotCall(log, task);
  const account = await fromRiot(() => riot.account.byRiotId(region, gameName, tagLine, VISITOR));
  if (!account) throw notFound(SUMMONER_NOT_FOUND);
  const { puuid } = account;
  // Each needs only the PUUID, so they are asked at once. The profile and ranks are stored as
  // soon as they are here; the match ids are not waited for.
  const ids = fromRiot(() =>
    riot.match.idsByPuuid(region, puuid, { count: MATCH_PAGE_SIZE }, VISITOR),
  );
  // Whoever waits for the first page is told of a failure; none goes unhandled meanwhile.
  ids.catch(() => {});
  const [summoner, entries] = await Promise.all([
    fromRiot(() => riot.summoner.byPuuid(region, puuid, VISITOR)),
    fromRiot(() => riot.league.entriesByPuuid(region, puuid, VISITOR)),
  ]);
  if (!summoner) throw notFound(SUMMONER_NOT_FOUND);
  const profile = profileOf({ region, puuid, gameName, tagLine }, account, summoner);
  const saved = summoners.saveFetched(profile, rankedInputs(entries), new Date(now()));
  // Its matches follow. Until they are stored the player's history has no known start
  // (historyStoredFrom null), so a page that fails is fetched again by the next match list.
  // The page is known to be coming before the profile is stored: whoever reads the stored
  // profile finds the page to wait for.
  const key = playerKey({ region, puuid });
  const page = { count: MATCH_PAGE_SIZE, bracket: bracketOf(entries) };
  const firstPage = Promise.all([saved, ids])
    .then(([row, list]) => storePage(deps, row, { ...page, ids: list }))
    .finally(() => firstPages.delete(key));
  firstPage.catch((err: unknown) => log.warn({ err, puuid }, 'first page of matches not stored'));
  firstPages.set(key, firstPage);
  return saved;
}

/** Looking players up by Riot ID, and their first page of matches stored after. */
function playerLookups(deps: StoringDeps) {
  const { summoners } = deps;
  const lookups = singleFlight<SummonerRow>();
  const firstPages: FirstPages = new Map();
  return {
    /**
     * The stored player, fetched from Riot first when not known yet: answered once its profile
     * and ranks are stored, while its first page of matches is still being fetched (`firstPage`).
     */
    async lookup(region: Region, gameName: string, tagLine: string): Promise<SummonerRow> {
      const known = await summoners.findByRiotId(region, gameName, tagLine);
      if (known?.fetchedAt) return known;
      const key = regionalRiotIdKey(region, gameName, tagLine);
      return lookups(key, () => fetchNew({ ...deps, firstPages }, { region, gameName, tagLine }));
    },

    /**
     * The player once the first page of matches its lookup started in this process is stored,
     * with its history's bounds as they are then. With none being fetched: the row as given, or
     * as stored now when the row has no history start (its page may have been stored since it
     * was read). A Riot failure of that page is thrown (a 503).
     */
    async firstPage(row: SummonerRow): Promise<SummonerRow> {
      const fetching = firstPages.get(playerKey(row));
      if (fetching) return fetching;
      if (hasHistoryStart(row)) return row;
      return (await summoners.findByPuuid(row.region, row.puuid)) ?? row;
    },

    /** Settles once the first pages being fetched in this process now are stored or failed. */
    async settled(): Promise<void> {
      await Promise.allSettled(firstPages.values());
    },
  };
}

/** Update without the cooldown: what is new for the player at Riot, stored. */
async function refresh(
  deps: StoringDeps,
  row: SummonerRow,
  options: CallOptions = VISITOR,
): Promise<Refreshed> {
  const { riot, summoners, log, now } = deps;
  const fromRiot = <T>(task: () => Promise<T>) => visitorRiotCall(log, task);
  const region = row.region as Region;
  const [account, summoner, entries] = await Promise.all([
    fromRiot(() => riot.account.byPuuid(region, row.puuid, options)),
    fromRiot(() => riot.summoner.byPuuid(region, row.puuid, options)),
    fromRiot(() => riot.league.entriesByPuuid(region, row.puuid, options)),
  ]);
  if (!account || !summoner) throw notFound(SUMMONER_NOT_FOUND);
  // Since the last refresh, not since the newest stored match: other players' lookups may
  // have stored a newer match of this player without the ones before it.
  const since = (row.fetchedAt?.getTime() ?? now()) - UPDATE_LOOKBACK_MS;
  const ids = await fromRiot(() =>
    riot.match.idsByPuuid(
      region,
      row.puuid,
      { count: 100, startTime: Math.floor(since / 1000) },
      options,
    ),
  );
  const stored = await deps.storeMatches(region, ids, { bracket: bracketOf(entries), options });
  // A full answer may have left matches out between these and the stretch known before.
  if (ids.length === 100 || row.historyStoredFrom === null) {
    await recordStoredFrom(summoners, row, ids);
  }
  const saved = await summoners.saveFetched(
    profileOf({ ...row, region }, account, summoner),
    rankedInputs(entries),
    new Date(now()),
  );
  return { row: saved, newMatches: stored.ids.length };
}

/** Update, its cooldown, and the background refresh of a stale profile. */
function playerUpdates(deps: StoringDeps) {
  const { now } = deps;
  const updates = singleFlight<Refreshed>();

  /** When Update may be used next, or null when it may be used now. */
  function nextUpdateAt(row: SummonerRow): Date | null {
    if (!row.fetchedAt) return null;
    const at = row.fetchedAt.getTime() + UPDATE_COOLDOWN_MS;
    return at > now() ? new Date(at) : null;
  }

  return {
    nextUpdateAt,

    /**
     * Refreshes profile and ranks and stores only the matches Riot has that are not stored yet.
     * Concurrent Updates of one player (a double click) share one refresh.
     */
    async update(row: SummonerRow): Promise<Refreshed> {
      const wait = nextUpdateAt(row);
      if (wait) {
        throw rateLimited(
          (wait.getTime() - now()) / 1000,
          'This player was updated a moment ago; try again soon',
        );
      }
      return updates(playerKey(row), () => refresh(deps, row));
    },

    /**
     * The refresh of a stale profile that a visit starts (summoners.service.ts): an Update
     * without the cooldown, at low priority, so that visitors' lookups get Riot's budget first.
     * It shares one refresh with an Update of the player running at the same time.
     */
    backgroundRefresh(row: SummonerRow): Promise<Refreshed> {
      return updates(playerKey(row), () => refresh(deps, row, BACKGROUND));
    },
  };
}

/**
 * Makes sure at least `wanted` matches are stored for the player, fetching older ones from
 * Riot while it has them (see the service's `ensureHistory`). Returns whether Riot was asked.
 */
async function ensureHistory(
  deps: StoringDeps,
  row: SummonerRow,
  { wanted, stored, options = VISITOR }: HistoryWanted & { wanted: number },
): Promise<boolean> {
  const { riot, summoners, log, now } = deps;
  if (row.isHistoryComplete) return false;
  const from = row.historyStoredFrom;
  stored ??= from === null ? 0 : await summoners.countSince(row.puuid, from);
  if (stored >= wanted) return false;
  const count = Math.min(100, wanted - stored);
  // Older than the gap-free stretch; with none known, the newest as of the last refresh.
  const endTime =
    from === null
      ? Math.floor((row.fetchedAt?.getTime() ?? now()) / 1000)
      : Math.floor(from / 1000) - 1;
  try {
    const ids = await riot.match.idsByPuuid(
      row.region as Region,
      row.puuid,
      { count, endTime },
      options,
    );
    const bracket = await bracketOfPage(summoners, row);
    await storePage(deps, row, { ids, count, bracket, options });
  } catch (caught) {
    // Riot refusing this player's matches (a 4xx) is its answer: what is stored is served.
    const isRefused = caught instanceof RiotApiError && isRefusal(caught);
    const err =
      caught instanceof RiotApiError && !isRefused ? visitorRiotError(log, caught) : caught;
    // The newest matches Riot cannot give now are an error, not an empty history.
    if (!isRefused && (from === null || !isUnavailable(err))) throw err;
    log.warn({ err, puuid: row.puuid }, 'older matches unavailable; serving stored ones');
  }
  return true;
}

/**
 * Fetches players and their matches from Riot and stores them. Every Riot failure that is not
 * a plain "not found" becomes a 503; whatever was stored before it stays consistent.
 */
export function createIngestionService(deps: {
  riot: RiotClient;
  summoners: SummonersRepository;
  matches: MatchesRepository;
  log: FastifyBaseLogger;
  now?: () => number;
}) {
  const ingestion: IngestionDeps = { ...deps, now: deps.now ?? Date.now };
  const storage = matchStorage(ingestion);
  const storing: StoringDeps = { ...ingestion, storeMatches: storage.storeMatches };
  return {
    ...storage,
    ...playerLookups(storing),
    ...playerUpdates(storing),

    /**
     * Makes sure at least `wanted` matches are stored for the player, fetching older ones from
     * Riot while it has them; `stored` is the count from `historyStoredFrom` on, when the caller
     * has it. Returns whether Riot was asked. A Riot failure of an older page leaves the page to
     * what is stored; of the first page (none stored yet from the last refresh on), it is thrown.
     * `options`: a visitor's page asks at high priority, an import in the background at low.
     */
    ensureHistory: (row: SummonerRow, wanted: number, history: HistoryWanted = {}) =>
      ensureHistory(storing, row, { ...history, wanted }),
  };
}

export type IngestionService = ReturnType<typeof createIngestionService>;
