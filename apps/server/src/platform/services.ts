import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { createCrawlerRepository } from '../modules/champions/crawler.repository.ts';
import { createCrawler } from '../modules/champions/crawler.ts';
import { createMatchesRepository } from '../modules/matches/matches.repository.ts';
import { createIngestionService } from '../modules/summoners/ingestion.service.ts';
import { createSummonersRepository } from '../modules/summoners/summoners.repository.ts';
import type { RiotDeps } from './riot.ts';

/** The ingestion service and crawler over a database and a Riot client, for the app and the jobs. */
export function createIngestionServices(deps: {
  database: DatabaseHandle;
  riot: RiotDeps;
  log: FastifyBaseLogger;
}) {
  const { db } = deps.database;
  const summoners = createSummonersRepository(db);
  const matches = createMatchesRepository(db);
  const ingestion = createIngestionService({
    riot: deps.riot.client,
    summoners,
    matches,
    log: deps.log.child({ module: 'ingestion' }),
  });
  const crawler = createCrawler({
    riot: deps.riot.client,
    ingestion,
    crawl: createCrawlerRepository(db),
    log: deps.log.child({ job: 'crawler' }),
  });
  return { summoners, matches, ingestion, crawler };
}
