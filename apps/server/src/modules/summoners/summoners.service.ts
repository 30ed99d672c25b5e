import {
  FALLBACK_LANGUAGE,
  type Friend,
  type Language,
  lastPageOf,
  type MatchListItem,
  type MatchListPage,
  PROFILE_REFRESH_AGE_MS,
  type QueueFilter,
  type Region,
  type Summoner,
  seasonOf,
  seasonRange,
  type TopChampions,
  type UpdateResponse,
} from '@riftscope/contracts';
import type { FastifyBaseLogger } from 'fastify';
import {
  type AnswerCache,
  type AnswerCacheFactory,
  memoryAnswerCache,
} from '../../platform/answer-cache.ts';
import { conflict, notFound, unlessUnavailable } from '../../platform/errors.ts';
import { singleFlight } from '../../platform/single-flight.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import {
  hasHistoryStart,
  type IngestionService,
  SUMMONER_NOT_FOUND,
  UPDATE_COOLDOWN_MS,
} from '../ingestion/ingestion.service.ts';
import { type IngestionJobs, inProcessJobs } from '../ingestion/ingestion-jobs.ts';
import type { GameDataCatalog } from '../riot-data/game-data.mapper.ts';
import type { SummonerRow } from '../riot-data/player-rows.ts';
import type { SummonersRepository } from '../riot-data/summoners.repository.ts';
import { toMatchListItem, toSummoner } from './summoners.mapper.ts';

/** Champions the top-champions panel lists. */
export const TOP_CHAMPIONS = 7;
/**
 * Top champions import the season's older games in the background, SEASON_IMPORT_BATCH at a time,
 * until the stored history reaches the season's start or holds this many games
 * (docs/player-page.md).
 */
export const SEASON_IMPORT_MAX_GAMES = 300;
/** Older games one step of the import fetches: small, so that it never holds up visitors long. */
export const SEASON_IMPORT_BATCH = 20;
/** An import that stored nothing older is not started again for the player for this long. */
const STALLED_IMPORT_MS = 10 * 60_000;
/** Teammates need this many shared games to count as friends. */
export const FRIEND_MIN_GAMES = 2;
export const FRIENDS_MAX = 10;

/** One decimal. */
export const round1 = (n: number) => Math.round(n * 10) / 10;
/** Percent with one decimal; 0 of nothing. */
export const percent = (part: number, whole: number) =>
  whole > 0 ? round1((100 * part) / whole) : 0;

/** How long a profile or match page is answered from the cache (the web app caches 5 minutes). */
export const ANSWER_CACHE_MS = 5_000;

/**
 * Older matches a queue tab asks Riot for when its page runs short: Riot's most per request.
 * They are of every queue, as Riot's own queue filter would leave the stored history with gaps
 * that the gap-free bookkeeping (historyStoredFrom) cannot describe.
 */
export const OLDER_MATCHES_PER_REQUEST = 100;

/** A short page that is not the last is partial: asked again, it goes on from Riot. */
const isWholePage = (answer: MatchListPage) =>
  answer.data.length === answer.per_page || answer.last_page <= answer.current_page;

/**
 * The answer to a page render's request (platform/page-render-request.ts) about a player whose
 * answer is not stored yet: the lookup, or the older matches, are Riot's to give, which a render
 * never asks or waits for. The browser asks for it instead.
 */
export const NOT_STORED_YET = 'Not stored yet: asked for from the browser';

/**
 * How a request may reach a player's data: `riot` asks Riot for what is not stored (within the
 * visitor's quotas); `stored` (a page render's) answers from stored data alone, 409 where that
 * is not enough, and still starts the background work a view starts (a stale profile's refresh,
 * the season's import), which no answer waits for.
 */
export type PlayerReads = 'riot' | 'stored';

/** A player's cached answers form one group, forgotten together after an Update. */
export const riotIdKey = (gameName: string, tagLine: string) =>
  `${gameName.toLowerCase()}#${tagLine.toLowerCase()}`;

export function createSummonersService(deps: {
  ingestion: IngestionService;
  /** Where lookups and Updates run; in this process unless given. */
  jobs?: IngestionJobs;
  summoners: SummonersRepository;
  /** The game's names in each interface language. */
  games: GameDataCatalog;
  cache?: AnswerCacheFactory;
  now?: () => number;
  /** Stored data older than this is refreshed in the background when the profile is opened. */
  refreshAgeMs?: number;
  log?: FastifyBaseLogger;
}) {
  const { ingestion, summoners, games } = deps;
  const jobs = deps.jobs ?? inProcessJobs(ingestion);
  const cache = deps.cache ?? memoryAnswerCache;
  const now = deps.now ?? Date.now;
  const refreshAgeMs = deps.refreshAgeMs ?? PROFILE_REFRESH_AGE_MS;
  // Visitors opening one stale profile at once in this process share one claim and one answer.
  const refreshChecks = singleFlight<boolean>();
  // Repeat views of one player within seconds (page loads, several tabs) skip the database.
  const profiles = cache<Summoner>({
    name: 'summoner',
    ttlMs: ANSWER_CACHE_MS,
    maxEntries: 5_000,
    now: deps.now,
  });
  const pages = cache<MatchListPage>({
    name: 'matches',
    ttlMs: ANSWER_CACHE_MS,
    maxEntries: 5_000,
    now: deps.now,
  });
  /** Every cache of answers about one player, so that `forget` reaches them all. */
  const playerCaches: AnswerCache<unknown>[] = [profiles, pages];

  /** A cache of answers about a player, grouped by Riot ID and forgotten with the others. */
  function playerAnswers<T>(name: string): AnswerCache<T> {
    const answers = cache<T>({ name, ttlMs: ANSWER_CACHE_MS, maxEntries: 5_000, now: deps.now });
    playerCaches.push(answers as AnswerCache<unknown>);
    return answers;
  }

  const topChampionLists = playerAnswers<TopChampions>('top-champions');
  /** The season imports running in this process, by player. */
  const seasonImports = new Map<string, Promise<void>>();
  /** Players whose last import stored nothing older (Riot failed): not asked again for a while. */
  const stalledImports = createTtlCache<true>({ ttlMs: STALLED_IMPORT_MS, maxEntries: 10_000 });
  const friendLists = playerAnswers<Friend[]>('friends');

  const nextUpdateOf = (fetchedAt: Date | null) =>
    new Date((fetchedAt?.getTime() ?? now()) + UPDATE_COOLDOWN_MS).toISOString();

  /** Drops the cached answers about a player. */
  async function forget(gameName: string, tagLine: string) {
    const group = riotIdKey(gameName, tagLine);
    await Promise.all(playerCaches.map((answers) => answers.forget(group)));
  }

  /**
   * Starts the background refresh of a player whose stored data is older than the refresh age,
   * once per age window however many visitors and processes ask (the claim in the database
   * decides), and tells whether a refresh of the player is under way. The profile is answered
   * from what is stored either way; the page polls the Update status and asks again when done.
   */
  function refreshIfStale(row: SummonerRow, gameName: string, tagLine: string): Promise<boolean> {
    if (!row.fetchedAt || now() - row.fetchedAt.getTime() <= refreshAgeMs) {
      return Promise.resolve(false);
    }
    return refreshChecks(`${row.region}:${row.puuid}`, async () => {
      try {
        if (await summoners.claimRefresh(row.id, new Date(now()), refreshAgeMs)) {
          await jobs.refresh(row, () => forget(gameName, tagLine));
          return true;
        }
        const { status } = await jobs.updateStatus(row);
        if (status === 'queued' || status === 'running') return true;
        if (status !== 'done') return false;
        // Finished since `row` was read: the page asks again, as after a refresh it saw run.
        const current = await summoners.findByPuuid(row.region, row.puuid);
        return (current?.fetchedAt?.getTime() ?? 0) > (row.fetchedAt?.getTime() ?? 0);
      } catch (err) {
        // The queue is unreachable: the stored profile is still worth answering.
        deps.log?.warn({ err, puuid: row.puuid }, 'background refresh not started');
        return false;
      }
    });
  }

  /** A player already looked up on the site, as stored now. */
  async function storedPlayer(
    region: Region | undefined,
    gameName: string,
    tagLine: string,
  ): Promise<SummonerRow> {
    const row = await summoners.findByRiotId(region, gameName, tagLine);
    if (!row?.fetchedAt) throw notFound(SUMMONER_NOT_FOUND);
    return row;
  }

  /**
   * A player already looked up on the site, once the first page of matches its lookup fetches is
   * stored (the panels read stored matches); the per-player panels never call Riot themselves.
   */
  async function known(
    region: Region | undefined,
    gameName: string,
    tagLine: string,
    reads: PlayerReads = 'riot',
  ): Promise<SummonerRow> {
    if (reads === 'stored') return storedWithHistory(region, gameName, tagLine);
    return jobs.firstPage(await storedPlayer(region, gameName, tagLine), gameName, tagLine);
  }

  /**
   * A stored player, for a page render: 404 only when Riot is known not to have the Riot ID (a
   * lookup a moment ago said so); 409 when the player is not stored yet (the browser looks it up).
   */
  async function storedOrNot(
    region: Region | undefined,
    gameName: string,
    tagLine: string,
  ): Promise<SummonerRow> {
    const row = await summoners.findByRiotId(region, gameName, tagLine);
    if (row?.fetchedAt) return row;
    if (region && (await jobs.isKnownMissing?.(region, gameName, tagLine))) {
      throw notFound(SUMMONER_NOT_FOUND);
    }
    throw conflict(NOT_STORED_YET);
  }

  /** A stored player whose first page of matches is stored too; 409 while it is fetched. */
  async function storedWithHistory(
    region: Region | undefined,
    gameName: string,
    tagLine: string,
  ): Promise<SummonerRow> {
    const row = await storedOrNot(region, gameName, tagLine);
    if (!hasHistoryStart(row)) throw conflict(NOT_STORED_YET);
    return row;
  }

  /** A page of the player's match list from what is stored, asking Riot for older matches when short. */
  async function matchPage(
    region: Region | undefined,
    gameName: string,
    tagLine: string,
    page: number,
    perPage: number,
    queue: QueueFilter,
    lang: Language,
    client?: string,
    reads: PlayerReads = 'riot',
  ): Promise<MatchListPage> {
    const row = await (async () => {
      if (reads === 'stored') return storedWithHistory(region, gameName, tagLine);
      const looked = region
        ? await jobs.lookup(region, gameName, tagLine, client)
        : await storedPlayer(undefined, gameName, tagLine);
      // A first page Riot failed while this request waited for it is asked for again below.
      return unlessUnavailable(jobs.firstPage(looked, gameName, tagLine), looked);
    })();
    const offset = (page - 1) * perPage;
    const readPage = () =>
      Promise.all([
        summoners.history(row.puuid, offset, perPage, queue),
        summoners.historyBounds(row.puuid, queue),
        summoners.historyPlayers(row.puuid, offset, perPage, queue),
      ]);
    // The gap-free counts, of every queue and of the tab's, in the same round as the page.
    const from = row.historyStoredFrom;
    const readCounts = async (): Promise<[number | undefined, number | undefined]> =>
      row.isHistoryComplete || from === null
        ? [undefined, undefined]
        : Promise.all([
            summoners.countSince(row.puuid, from),
            queue === 'all' ? undefined : summoners.countSince(row.puuid, from, queue),
          ]);
    let [[rows, { total }, players], [stored, storedInQueue]] = await Promise.all([
      readPage(),
      readCounts(),
    ]);
    const wanted = page * perPage;
    // Riot only when the stored range is short. A tab cannot tell how far back its next page
    // lies, so it asks for the next hundred matches of every queue, once a request.
    const isTabShort = queue !== 'all' && !row.isHistoryComplete && (storedInQueue ?? 0) < wanted;
    // A render draws only what is stored (ensureHistory's own test, without asking).
    const isShort =
      isTabShort || (queue === 'all' && !row.isHistoryComplete && (stored ?? 0) < wanted);
    if (reads === 'stored' && isShort) throw conflict(NOT_STORED_YET);
    const asked = isTabShort
      ? await ingestion.ensureHistory(row, (stored ?? 0) + OLDER_MATCHES_PER_REQUEST, stored)
      : queue === 'all' && (await ingestion.ensureHistory(row, wanted, stored));
    let isComplete = row.isHistoryComplete;
    let hasGrown = false;
    if (asked) {
      const fresh = await summoners.findByPuuid(row.region, row.puuid);
      isComplete = fresh?.isHistoryComplete ?? isComplete;
      hasGrown = isComplete || (fresh !== null && fresh.historyStoredFrom !== from);
      [rows, { total }, players] = await readPage();
    }
    const byMatch = Map.groupBy(players, (player) => player.matchId);
    const game = games.in(lang);
    const data: MatchListItem[] = rows.map((r) =>
      toMatchListItem(r, byMatch.get(r.participant.matchId) ?? [], game),
    );
    const storedPages = lastPageOf(total, perPage);
    // While Riot may have older matches, there is always a next page to ask for: after a full
    // page, or after a short tab page that Riot has just given older matches (not one it failed).
    const lastPage = isComplete
      ? storedPages
      : Math.max(storedPages, page + (data.length === perPage || hasGrown ? 1 : 0));
    return {
      data,
      current_page: page,
      last_page: Math.max(lastPage, 1),
      per_page: perPage,
      total,
    };
  }

  /**
   * Whether older games of the season that starts at `seasonFrom` are being fetched for the
   * player: starts the next SEASON_IMPORT_BATCH in the background, at low priority, unless the
   * stored history already reaches the season's start, Riot has no older games, or
   * SEASON_IMPORT_MAX_GAMES are stored. When they are stored the player's cached answers are
   * forgotten, so the next ask counts them (and starts the next batch).
   */
  async function importSeason(
    row: SummonerRow,
    seasonFrom: number,
    gameName: string,
    tagLine: string,
  ): Promise<boolean> {
    const key = `${row.region}:${row.puuid}`;
    if (seasonImports.has(key)) return true;
    const from = row.historyStoredFrom;
    if (row.isHistoryComplete || from === null || from <= seasonFrom) return false;
    if (stalledImports.get(key)) return false;
    const stored = await summoners.countSince(row.puuid, from);
    if (stored >= SEASON_IMPORT_MAX_GAMES) return false;
    const wanted = Math.min(SEASON_IMPORT_MAX_GAMES, stored + SEASON_IMPORT_BATCH);
    const running = ingestion
      .ensureHistory(row, wanted, stored, { priority: 'low' })
      .then(async () => {
        const after = await summoners.findByPuuid(row.region, row.puuid);
        if (after?.historyStoredFrom === from && !after.isHistoryComplete) {
          stalledImports.set(key, true);
        }
      })
      .catch((err: unknown) => {
        stalledImports.set(key, true);
        deps.log?.warn({ err, puuid: row.puuid }, 'season import failed');
      })
      .finally(() => {
        seasonImports.delete(key);
        // What the import stored, or that it stopped, shows at the next ask.
        return forget(gameName, tagLine);
      });
    seasonImports.set(key, running);
    return true;
  }

  async function topChampionsOf(
    row: SummonerRow,
    lang: Language,
    gameName: string,
    tagLine: string,
  ): Promise<TopChampions> {
    // The latest season the player has stored games in; the current one without any.
    const { newest } = await summoners.historyBounds(row.puuid);
    const season = seasonOf(newest ?? now());
    const during = seasonRange(season);
    const [stats, isImporting] = await Promise.all([
      summoners.championStats(row.puuid, TOP_CHAMPIONS, during),
      importSeason(row, during.from, gameName, tagLine),
    ]);
    const game = games.in(lang);
    const data = stats.map((s) => {
      const champion = game.champion(s.championId, s.championName ?? '');
      return {
        champion_id: s.championId,
        champion_name: champion.name,
        image_url: champion.image_url,
        games: s.games,
        wins: s.wins,
        win_rate: percent(s.wins, s.games),
        avg_kills: s.games ? round1(s.kills / s.games) : 0,
        avg_deaths: s.games ? round1(s.deaths / s.games) : 0,
        avg_assists: s.games ? round1(s.assists / s.games) : 0,
      };
    });
    return { queue: 'all', season, is_importing: isImporting, data };
  }

  async function friendsOf(row: SummonerRow): Promise<Friend[]> {
    const mates = await summoners.teammates(row.puuid, FRIEND_MIN_GAMES, FRIENDS_MAX);
    // A profile icon's URL is the same in every language.
    const game = games.in(FALLBACK_LANGUAGE);
    return mates
      .filter((m) => m.gameName && m.tagLine)
      .map((m) => ({
        puuid: m.puuid,
        region: (m.region ?? row.region) as Region,
        game_name: m.gameName,
        tag_line: m.tagLine,
        image_url: game.profileIconUrl(m.profileIconId),
        games_together: m.games,
        wins_together: m.wins,
        winrate: percent(m.wins, m.games),
      }));
  }

  return {
    known,
    playerAnswers,

    /** `client`, here and below: the visitor's address, which lookups that ask Riot count against. */
    async get(
      region: Region,
      gameName: string,
      tagLine: string,
      client?: string,
      reads: PlayerReads = 'riot',
    ): Promise<Summoner> {
      const group = riotIdKey(gameName, tagLine);
      return profiles.remember(group, region, async () => {
        const row =
          reads === 'stored'
            ? await storedOrNot(region, gameName, tagLine)
            : await jobs.lookup(region, gameName, tagLine, client);
        const [ranked, isRefreshing] = await Promise.all([
          summoners.ranked(row.id),
          refreshIfStale(row, gameName, tagLine),
        ]);
        return toSummoner(row, ranked, ingestion.nextUpdateAt(row), isRefreshing);
      });
    },

    /** `region` undefined: the stored player of that Riot ID in any region. */
    async matches(...request: Parameters<typeof matchPage>): Promise<MatchListPage> {
      const [region, gameName, tagLine, page, perPage, queue, lang] = request;
      const field = `${region ?? '*'}:${queue}:${page}:${perPage}:${lang}`;
      return pages.remember(
        riotIdKey(gameName, tagLine),
        field,
        () => matchPage(...request),
        isWholePage,
      );
    },

    async update(
      region: Region,
      gameName: string,
      tagLine: string,
      client?: string,
    ): Promise<UpdateResponse> {
      await forget(gameName, tagLine);
      const stored = await summoners.findByRiotId(region, gameName, tagLine);
      // A player first fetched by this request is as fresh as an Update would make it, and
      // refreshing it again would only meet the cooldown that fetch has just started.
      if (!stored?.fetchedAt) {
        // Its new matches: those stored for it now but not before (a stub may have some).
        const before = stored ? (await summoners.historyBounds(stored.puuid)).total : 0;
        const fetched = await jobs.firstPage(
          await jobs.lookup(region, gameName, tagLine, client),
          gameName,
          tagLine,
        );
        await forget(gameName, tagLine);
        const after = (await summoners.historyBounds(fetched.puuid)).total;
        return {
          status: 'done',
          next_update_at: nextUpdateOf(fetched.fetchedAt),
          new_matches: Math.max(0, after - before),
        };
      }
      const { status, newMatches } = await jobs.update(stored);
      if (status === 'queued') {
        return { status, next_update_at: nextUpdateOf(null), new_matches: null };
      }
      // Again, in case a view cached the old answer while Riot was being asked.
      await forget(gameName, tagLine);
      const updated = await summoners.findByPuuid(stored.region, stored.puuid);
      return {
        status,
        next_update_at: nextUpdateOf(updated?.fetchedAt ?? null),
        new_matches: newMatches,
      };
    },

    async updateStatus(region: Region, gameName: string, tagLine: string): Promise<UpdateResponse> {
      const row = await storedPlayer(region, gameName, tagLine);
      const { status, newMatches } = await jobs.updateStatus(row);
      // The worker has stored what is new: answers cached meanwhile are old.
      if (status === 'done') await forget(gameName, tagLine);
      return {
        status,
        next_update_at: nextUpdateOf(row.fetchedAt),
        new_matches: status === 'done' ? newMatches : null,
      };
    },

    async topChampions(
      region: Region,
      gameName: string,
      tagLine: string,
      lang: Language,
      reads: PlayerReads = 'riot',
    ): Promise<TopChampions> {
      const group = riotIdKey(gameName, tagLine);
      const field = `${region}:${lang}`;
      return topChampionLists.remember(group, field, async () =>
        topChampionsOf(await known(region, gameName, tagLine, reads), lang, gameName, tagLine),
      );
    },

    /** Settles once the season imports running in this process now are done. */
    async seasonImportsSettled(): Promise<void> {
      await Promise.allSettled(seasonImports.values());
    },

    async friends(
      region: Region,
      gameName: string,
      tagLine: string,
      reads: PlayerReads = 'riot',
    ): Promise<Friend[]> {
      const group = riotIdKey(gameName, tagLine);
      return friendLists.remember(group, region, async () =>
        friendsOf(await known(region, gameName, tagLine, reads)),
      );
    },
  };
}

export type SummonersService = ReturnType<typeof createSummonersService>;
