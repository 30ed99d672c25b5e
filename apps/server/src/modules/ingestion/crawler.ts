import {
  APEX_TIERS,
  type ApexTier,
  ARENA_QUEUE,
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

/**
 * Ranked Solo/Duo: the queue of the leagues the crawler walks, whose tiers are its brackets, and
 * the queue most visits ask for (CRAWL_QUEUES); the tier list's default queue.
 */
export const CRAWL_QUEUE = 420;
/** ARAM (Howling Abyss): the ARAM tier list's and champion pages' queue. */
const ARAM_CRAWL_QUEUE = 450;

/** A queue the crawler asks visited players' matches of, and what a visit of it does. */
export interface CrawlQueue {
  queue: number;
  /** Visits of every turn of the rotation (CRAWL_ROTATION) that ask for this queue. */
  share: number;
  /** Whether its matches' timelines are fetched: the builds and skill orders come from them. */
  hasTimelines: boolean;
  /**
   * Whether the players met in its matches join the crawl queue, in the match's bracket: only
   * where matchmaking pairs players by their Solo/Duo rank, which the bracket is.
   */
  queuesPlayersMet: boolean;
}

/**
 * What each visited player is asked for, one queue a visit, in shares of a turn of ten visits
 * (docs/champion-analytics.md, Crawling by rank). The samples the pages need set the shares:
 * - Solo/Duo, 8: the tier list is read per bracket (ten), patch, region and role, and a row needs
 *   100 games for a letter (TIER_LETTER_MIN_GAMES): about 2,500 matches a bracket, by far the most.
 * - ARAM, 1: one slice per patch and region (no brackets, no roles), ten champions a match drawn
 *   at random: about 170 matches give each of the 171 champions ten games, 1,700 a hundred. Its
 *   timelines are fetched: its pages show builds and skill orders.
 * - Arena, 1: one slice too, sixteen champions a match: about 110 matches give each ten games.
 *   A visit of its own rather than half of ARAM's, as a visit finds few: fewer players play it,
 *   as a small part of their games. Its timelines are not asked for: no Arena figure reads one.
 * A mode's visit finds fewer new matches than a Solo/Duo one, so the modes take well under a fifth
 * of the matches and calls (16 % of the matches in the simulator's first pass).
 */
export const CRAWL_QUEUES: readonly CrawlQueue[] = [
  { queue: CRAWL_QUEUE, share: 8, hasTimelines: true, queuesPlayersMet: true },
  { queue: ARAM_CRAWL_QUEUE, share: 1, hasTimelines: true, queuesPlayersMet: false },
  { queue: ARENA_QUEUE, share: 1, hasTimelines: false, queuesPlayersMet: false },
];

/**
 * One turn of the rotation, a visit a position, spread by smooth weighted round-robin: at each
 * position every queue gains its share and the one with the most goes, giving up a whole turn.
 * The first queue listed goes first, and the others come as far apart as their shares allow:
 * Solo/Duo ×3, ARAM, Solo/Duo ×2, Arena, Solo/Duo ×3.
 */
function rotationOf(queues: readonly CrawlQueue[]): readonly CrawlQueue[] {
  const turn = queues.reduce((sum, q) => sum + q.share, 0);
  const credit = queues.map(() => 0);
  const rotation: CrawlQueue[] = [];
  for (let position = 0; position < turn; position++) {
    queues.forEach((q, at) => {
      credit[at] = (credit[at] ?? 0) + q.share;
    });
    const best = credit.reduce((top, c, at) => (c > (credit[top] ?? 0) ? at : top), 0);
    credit[best] = (credit[best] ?? 0) - turn;
    rotation.push(queues[best] as CrawlQueue);
  }
  return rotation;
}

/** CRAWL_QUEUES spread over a turn of ten visits (rotationOf). */
export const CRAWL_ROTATION = rotationOf(CRAWL_QUEUES);

/**
 * The queue a visit at this position of a region's rotation asks for. The position counts the
 * region's visits: it starts at the number of the region's players ever crawled when a process
 * first crawls the region, and goes up by one a visit from then on, across runs. So a run that
 * visits fewer than ten players goes on where the one before left off, and a restart, a new
 * process or `npm run crawl` goes on about where the last left off (exactly while every visit is
 * of a player never crawled, whom the queue hands out first).
 */
export function crawlQueueAt(position: number): CrawlQueue {
  const turn = CRAWL_ROTATION.length;
  return CRAWL_ROTATION[((position % turn) + turn) % turn] as CrawlQueue;
}
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
  /** New matches by queue id ('420', '450', '1700'): what the rotation of CRAWL_QUEUES brought. */
  matchesByQueue: Record<string, number>;
  timelinesStored: number;
  failures: number;
  /** Riot calls the run made: leagues, match ids, matches and timelines (none for Arena). */
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

/** Where a region's rotation of CRAWL_QUEUES stands: the position of its next visit. */
interface Rotation {
  next: number;
}

/**
 * A run under way: its region, how many new matches it is to store, its region's rotation, and
 * its figures so far.
 */
interface CrawlRun {
  region: Region;
  matches: number;
  options: CallOptions;
  rotation: Rotation;
  result: CrawlResult;
}

const emptyResult = (region: Region): CrawlResult => ({
  region,
  playersVisited: 0,
  matchesStored: 0,
  matchesByBracket: {},
  matchesByQueue: {},
  timelinesStored: 0,
  failures: 0,
  riotCalls: 0,
  callsPerMatch: null,
  ms: 0,
});

const add = (counts: Record<string, number>, key: string | number, n: number) => {
  if (n > 0) counts[key] = (counts[key] ?? 0) + n;
};

/**
 * Stores a queued player's recent matches of the visit's queue not stored yet (no more than the
 * run still needs) in the player's bracket, with their timelines where the queue has them,
 * queues the players met in them where the queue says to, and marks the player crawled; the
 * run's figures count it all.
 */
async function crawlPlayer(
  deps: Deps,
  run: CrawlRun,
  { puuid, bracket }: DuePlayer,
  queue: CrawlQueue,
): Promise<void> {
  const { riot, ingestion, crawl } = deps;
  const { region, options, result } = run;
  result.riotCalls += 1;
  const ids = await riot.match.idsByPuuid(
    region,
    puuid,
    { queue: queue.queue, count: IDS_PER_PLAYER },
    options,
  );
  const stored = await ingestion.storeMatches(region, ids, {
    bracket,
    options,
    limit: run.matches - result.matchesStored,
  });
  result.riotCalls += stored.calls;
  result.matchesStored += stored.ids.length;
  add(result.matchesByBracket, bracket, stored.ids.length);
  add(result.matchesByQueue, queue.queue, stored.ids.length);
  // The champion pages' builds, skill orders and starting items come from timelines; no Arena
  // figure reads one (the simulator, as Riot may, answers 404), so asking would only spend calls.
  if (queue.hasTimelines) {
    const timelines = await ingestion.storeTimelines(region, stored.ids, options);
    result.riotCalls += timelines.calls;
    result.timelinesStored += timelines.stored;
  }
  if (queue.queuesPlayersMet) await crawl.discoverFromMatches(region, ids);
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
      const queue = crawlQueueAt(run.rotation.next++);
      try {
        await crawlPlayer(deps, run, player, queue);
      } catch (err) {
        // Stopping cuts the call under way short; that is no failure of the player's.
        if (signal?.aborted) break;
        result.failures += 1;
        deps.log.warn(
          { err, region, puuid: player.puuid, queue: queue.queue },
          'crawl of a player failed; moving on',
        );
      }
      result.playersVisited += 1;
    }
  }
}

/**
 * Walks the recent matches of players found in a region's Solo/Duo leagues (every tier and
 * division, and the apex leagues), and then of the players met in their ranked matches, and
 * stores them with their timelines through the ingestion service at low priority, until
 * `matches` new ones are stored or every known player was visited. Each visit asks for one
 * queue, Solo/Duo, ARAM or Arena, in the rotation of CRAWL_QUEUES. Each match is stored in the
 * bracket of the player it was found through; brackets take turns, so each fills. Progress
 * lives in the database, so a stopped crawl resumes where it left off, and a stored match is
 * never fetched again.
 */
export function createCrawler(crawlerDeps: CrawlerDeps) {
  const deps: Deps = { ...crawlerDeps, now: crawlerDeps.now ?? Date.now };
  const { crawl, log, now } = deps;
  /** Each region's rotation of CRAWL_QUEUES in this process, from its first run here. */
  const rotations = new Map<Region, Rotation>();

  /** The region's rotation, starting at the number of its players ever crawled. */
  async function regionRotation(region: Region): Promise<Rotation> {
    const known = rotations.get(region);
    if (known) return known;
    const started = { next: await crawl.countCrawled(region) };
    const raced = rotations.get(region);
    if (raced) return raced;
    rotations.set(region, started);
    return started;
  }

  return {
    async run(region: Region, matches: number, signal?: AbortSignal): Promise<CrawlResult> {
      const started = now();
      const result = emptyResult(region);
      const finish = (): CrawlResult => {
        result.callsPerMatch =
          result.matchesStored > 0 ? round2(result.riotCalls / result.matchesStored) : null;
        result.ms = now() - started;
        log.info({ ...result }, signal?.aborted ? 'crawl stopped' : 'crawl finished');
        return result;
      };
      if (signal?.aborted) return finish();
      let rotation: Rotation;
      try {
        if ((await crawl.countWithBracket(region)) === 0)
          result.riotCalls += await discover(deps, region, signal);
        rotation = await regionRotation(region);
      } catch (err) {
        if (!signal?.aborted) throw err;
        return finish();
      }
      const options = lowWith(signal);
      await crawlQueue(deps, { region, matches, options, rotation, result }, signal);
      return finish();
    },
  };
}

export type Crawler = ReturnType<typeof createCrawler>;
