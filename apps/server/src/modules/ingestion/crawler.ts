import {
  APEX_TIERS,
  type ApexTier,
  DIVISION_TIERS,
  type Region,
  round2,
} from '@riftscope/contracts';
import type { CallOptions, RiotClient } from '@riftscope/riot';
import { DIVISIONS } from '@riftscope/riot/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { ApexLists, LaddersRepository } from '../riot-data/ladders.repository.ts';
import type { RankHistoryRepository } from '../riot-data/rank-history.repository.ts';
import { toBracket } from './bracket.ts';
import type { CrawlerRepository, DuePlayer } from './crawler.repository.ts';
import type { IngestionService } from './ingestion.service.ts';

/** Ranked solo/duo: the queue the tier list is built from by default. */
export const CRAWL_QUEUE = 420;
const CRAWL_QUEUE_TYPE = 'RANKED_SOLO_5x5';
/** The apex tiers from the top, as league-v4's apex leagues are named. */
const APEX_LEAGUES = APEX_TIERS.map((tier) => tier.toLowerCase() as Lowercase<ApexTier>).reverse();
/**
 * League pages read per tier and division when a region's leagues are walked. A page holds
 * 205 players, and every visited player's matches bring nine more players into the queue in
 * the same bracket, so one page per division already holds more players than many passes
 * visit; each further page would cost 28 calls a region without adding a bracket.
 */
export const LEAGUE_PAGES_PER_DIVISION = 1;
/**
 * Match ids asked for each player visited: Riot's most for one call, so the id list costs a
 * hundredth of a call per match it leads to rather than a twentieth. A run stores no more than
 * it was asked for; a player's ids left over are fetched when its turn comes again.
 */
const IDS_PER_PLAYER = 100;
/** Players taken from the queue at once: about one per bracket, as brackets take turns. */
const DUE_BATCH = 11;
const LOW: CallOptions = { priority: 'low' };

export interface CrawlResult {
  region: Region;
  playersVisited: number;
  matchesStored: number;
  /** New matches by the bracket they were stored in ('' for unknown). */
  matchesByBracket: Record<string, number>;
  timelinesStored: number;
  failures: number;
  /** Riot calls the run made: leagues, match ids, matches and timelines. */
  riotCalls: number;
  /** riotCalls ÷ matchesStored, two decimals; null when nothing was stored. */
  callsPerMatch: number | null;
  ms: number;
}

/** What a crawl reads and writes: Riot, the ingestion service, its queue and the rank history. */
interface CrawlerDeps {
  riot: RiotClient;
  ingestion: Pick<IngestionService, 'storeMatches' | 'storeTimelines'>;
  crawl: CrawlerRepository;
  /** Where the standings of the leagues read go (rank history). */
  ranks: Pick<RankHistoryRepository, 'recordMany'>;
  /** Where the Solo/Duo ladder of the apex lists read goes (docs/player-page.md, Ladders). */
  ladders?: Pick<LaddersRepository, 'replace'>;
  log: FastifyBaseLogger;
  now?: () => number;
}

type Deps = CrawlerDeps & { now: () => number };

/** A player's standing as a league list gives it. */
interface LeagueStanding {
  puuid: string;
  tier: string;
  rank: string;
  leaguePoints: number;
  wins: number;
  losses: number;
}

/** Low priority, stopped by the run's signal when it has one. */
const lowWith = (signal: AbortSignal | undefined): CallOptions => ({
  ...LOW,
  ...(signal ? { signal } : {}),
});

/** Queues a league list's players in the bracket of their tier and records their standings. */
async function recordLeague(
  deps: Deps,
  region: Region,
  league: { source: string; entries: readonly LeagueStanding[] },
): Promise<void> {
  const { source, entries } = league;
  await deps.crawl.discover(
    region,
    entries.map((e) => ({ puuid: e.puuid, source, bracket: toBracket(e.tier) })),
  );
  await deps.ranks.recordMany(
    region,
    entries.map((e) => ({
      puuid: e.puuid,
      queueType: CRAWL_QUEUE_TYPE,
      tier: e.tier,
      rank: e.rank,
      leaguePoints: e.leaguePoints,
      wins: e.wins,
      losses: e.losses,
    })),
    new Date(deps.now()),
  );
}

/**
 * Adds the region's league players to the crawl queue, each in the bracket of its tier, and
 * records their standings in their rank histories: the lists carry LP, wins and losses, so
 * these players have a history before anyone looks them up. Returns the calls made.
 */
async function discover(
  deps: Deps,
  region: Region,
  signal: AbortSignal | undefined,
): Promise<number> {
  const { riot } = deps;
  const options = lowWith(signal);
  let calls = 0;
  const apex: Record<ApexTier, ApexLists[ApexTier]> = {
    MASTER: [],
    GRANDMASTER: [],
    CHALLENGER: [],
  };
  // Apex tiers have one division, I.
  for (const tier of APEX_LEAGUES) {
    calls += 1;
    const league = await riot.league.apex(region, tier, CRAWL_QUEUE_TYPE, options);
    const entries = league?.entries ?? [];
    apex[tier.toUpperCase() as ApexTier] = entries;
    await recordLeague(deps, region, {
      source: tier,
      entries: entries.map((e) => ({ ...e, tier: tier.toUpperCase(), rank: 'I' })),
    });
  }
  // The same three lists are the region's Solo/Duo ladder: stored with no call of its own.
  await deps.ladders?.replace(region, CRAWL_QUEUE_TYPE, apex, new Date(deps.now()));
  for (const tier of DIVISION_TIERS) {
    for (const division of DIVISIONS) {
      for (let page = 1; page <= LEAGUE_PAGES_PER_DIVISION; page++) {
        calls += 1;
        const entries = await riot.league.entries(
          region,
          CRAWL_QUEUE_TYPE,
          tier,
          division,
          page,
          options,
        );
        await recordLeague(deps, region, { source: 'league', entries });
        if (entries.length === 0) break;
      }
    }
  }
  return calls;
}

/** A run under way: its region, how many new matches it is to store, and its figures so far. */
interface CrawlRun {
  region: Region;
  matches: number;
  options: CallOptions;
  result: CrawlResult;
}

const emptyResult = (region: Region): CrawlResult => ({
  region,
  playersVisited: 0,
  matchesStored: 0,
  matchesByBracket: {},
  timelinesStored: 0,
  failures: 0,
  riotCalls: 0,
  callsPerMatch: null,
  ms: 0,
});

/**
 * Stores a queued player's recent matches not stored yet (no more than the run still needs) in
 * the player's bracket, with their timelines, queues the players met in them and marks the
 * player crawled; the run's figures count it all.
 */
async function crawlPlayer(
  deps: Deps,
  run: CrawlRun,
  { puuid, bracket }: DuePlayer,
): Promise<void> {
  const { riot, ingestion, crawl } = deps;
  const { region, options, result } = run;
  result.riotCalls += 1;
  const ids = await riot.match.idsByPuuid(
    region,
    puuid,
    { queue: CRAWL_QUEUE, count: IDS_PER_PLAYER },
    options,
  );
  const stored = await ingestion.storeMatches(region, ids, {
    bracket,
    options,
    limit: run.matches - result.matchesStored,
  });
  result.riotCalls += stored.calls;
  result.matchesStored += stored.ids.length;
  if (stored.ids.length > 0)
    result.matchesByBracket[bracket] = (result.matchesByBracket[bracket] ?? 0) + stored.ids.length;
  // The champion pages' builds, skill orders and starting items come from timelines.
  const timelines = await ingestion.storeTimelines(region, stored.ids, options);
  result.riotCalls += timelines.calls;
  result.timelinesStored += timelines.stored;
  await crawl.discoverFromMatches(region, ids);
  await crawl.markCrawled(region, puuid, new Date(deps.now()));
}

/** Visits the queue's due players until the run has its matches, is stopped, or none is left. */
async function crawlQueue(deps: Deps, run: CrawlRun, signal: AbortSignal | undefined) {
  const { region, matches, result } = run;
  const visited = new Set<string>();
  while (result.matchesStored < matches && !signal?.aborted) {
    const batch = (await deps.crawl.due(region, DUE_BATCH)).filter((p) => !visited.has(p.puuid));
    if (batch.length === 0) break;
    for (const player of batch) {
      if (result.matchesStored >= matches || signal?.aborted) break;
      visited.add(player.puuid);
      try {
        await crawlPlayer(deps, run, player);
      } catch (err) {
        // Stopping cuts the call under way short; that is no failure of the player's.
        if (signal?.aborted) break;
        result.failures += 1;
        deps.log.warn({ err, region, puuid: player.puuid }, 'crawl of a player failed; moving on');
      }
      result.playersVisited += 1;
    }
  }
}

/**
 * Walks the recent ranked matches of players found in a region's leagues (every tier and
 * division, and the apex leagues), and then of the players met in those matches, and stores
 * them with their timelines through the ingestion service at low priority, until `matches` new
 * ones are stored or every known player was visited. Each match is stored in the bracket of the
 * player it was found through; brackets take turns, so each fills. Progress lives in the
 * database, so a stopped crawl resumes where it left off, and a stored match is never fetched
 * again.
 */
export function createCrawler(crawlerDeps: CrawlerDeps) {
  const deps: Deps = { ...crawlerDeps, now: crawlerDeps.now ?? Date.now };
  const { crawl, log, now } = deps;

  return {
    async run(region: Region, matches: number, signal?: AbortSignal): Promise<CrawlResult> {
      const started = now();
      const run: CrawlRun = {
        region,
        matches,
        options: lowWith(signal),
        result: emptyResult(region),
      };
      const { result } = run;
      const finish = (): CrawlResult => {
        result.callsPerMatch =
          result.matchesStored > 0 ? round2(result.riotCalls / result.matchesStored) : null;
        result.ms = now() - started;
        log.info({ ...result }, signal?.aborted ? 'crawl stopped' : 'crawl finished');
        return result;
      };
      if (signal?.aborted) return finish();
      try {
        if ((await crawl.countWithBracket(region)) === 0)
          result.riotCalls += await discover(deps, region, signal);
      } catch (err) {
        if (!signal?.aborted) throw err;
        return finish();
      }
      await crawlQueue(deps, run, signal);
      return finish();
    },
  };
}

export type Crawler = ReturnType<typeof createCrawler>;
