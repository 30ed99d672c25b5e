import type { Region } from '@riftscope/contracts';
import type { CallOptions, RiotClient } from '@riftscope/riot';
import type { FastifyBaseLogger } from 'fastify';
import type { RankHistoryRepository } from '../summoners/rank-history.repository.ts';
import type { CrawlerRepository } from './crawler.repository.ts';
import type { IngestionService } from './ingestion.service.ts';

/** Ranked solo/duo: the queue the tier list is built from by default. */
export const CRAWL_QUEUE = 420;
const APEX_TIERS = ['challenger', 'grandmaster', 'master'] as const;
/** Match ids asked for each player visited. */
const IDS_PER_PLAYER = 20;
const LOW: CallOptions = { priority: 'low' };

export interface CrawlResult {
  region: Region;
  playersVisited: number;
  matchesStored: number;
  failures: number;
  ms: number;
}

/**
 * Walks the recent ranked matches of apex-league players of a region, and then of the players met
 * in those matches, and stores them through the ingestion service at low priority, until
 * `matches` new ones are stored or every known player was visited. Progress lives in the database, so a stopped crawl resumes where it left off, and
 * a stored match is never fetched again.
 */
export function createCrawler(deps: {
  riot: RiotClient;
  ingestion: IngestionService;
  crawl: CrawlerRepository;
  /** Where the standings of the apex leagues read go (rank history). */
  ranks: Pick<RankHistoryRepository, 'recordMany'>;
  log: FastifyBaseLogger;
  now?: () => number;
}) {
  const { riot, ingestion, crawl, ranks, log } = deps;
  const now = deps.now ?? Date.now;

  /**
   * Adds the region's apex-league players to the crawl queue, and records their standings in
   * their rank histories: the lists carry LP, wins and losses, so these players have a history
   * before anyone looks them up. (Apex tiers have one division, I.)
   */
  async function discover(region: Region): Promise<void> {
    for (const tier of APEX_TIERS) {
      const league = await riot.league.apex(region, tier, 'RANKED_SOLO_5x5', LOW);
      const entries = league?.entries ?? [];
      await crawl.discover(
        region,
        entries.map((e) => ({ puuid: e.puuid, source: tier })),
      );
      await ranks.recordMany(
        region,
        entries.map((e) => ({
          puuid: e.puuid,
          queueType: 'RANKED_SOLO_5x5',
          tier: tier.toUpperCase(),
          rank: 'I',
          leaguePoints: e.leaguePoints,
          wins: e.wins,
          losses: e.losses,
        })),
        new Date(now()),
      );
    }
  }

  return {
    async run(region: Region, matches: number, signal?: AbortSignal): Promise<CrawlResult> {
      const started = now();
      const result: CrawlResult = {
        region,
        playersVisited: 0,
        matchesStored: 0,
        failures: 0,
        ms: 0,
      };
      if ((await crawl.count(region)) === 0) await discover(region);
      const visited = new Set<string>();
      while (result.matchesStored < matches && !signal?.aborted) {
        const batch = (await crawl.due(region, 10)).filter((p) => !visited.has(p));
        if (batch.length === 0) break;
        for (const puuid of batch) {
          if (result.matchesStored >= matches || signal?.aborted) break;
          visited.add(puuid);
          try {
            const ids = await riot.match.idsByPuuid(
              region,
              puuid,
              { queue: CRAWL_QUEUE, count: IDS_PER_PLAYER },
              { ...LOW, ...(signal ? { signal } : {}) },
            );
            result.matchesStored += await ingestion.storeMatches(region, ids, LOW);
            await crawl.discoverFromMatches(region, ids);
            await crawl.markCrawled(region, puuid, new Date(now()));
          } catch (err) {
            // Stopping cuts the call under way short; that is no failure of the player's.
            if (signal?.aborted) break;
            result.failures += 1;
            log.warn({ err, region, puuid }, 'crawl of a player failed; moving on');
          }
          result.playersVisited += 1;
        }
      }
      result.ms = now() - started;
      log.info({ ...result }, signal?.aborted ? 'crawl stopped' : 'crawl finished');
      return result;
    },
  };
}

export type Crawler = ReturnType<typeof createCrawler>;
