import type { CallOptions, RiotClient } from '@riftscope/riot';
import { isNotNull, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crawlPlayers, matches } from '../src/db/schema.ts';
import type { CrawlerRepository } from '../src/modules/ingestion/crawler.repository.ts';
import { createCrawler } from '../src/modules/ingestion/crawler.ts';
import type { IngestionService } from '../src/modules/ingestion/ingestion.service.ts';
import { TEST_DATABASES } from './databases.ts';
import { startTestApp, type TestApp } from './test-app.ts';

describe.each(TEST_DATABASES)('tier-list crawler on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db);
  });
  afterAll(() => t.close());
  beforeEach(() => t.sim.resetStats());

  it('discovers apex players and stores their ranked matches, each fetched once', async () => {
    const result = await t.services.crawler.run('euw1', 30);
    expect(result.matchesStored).toBeGreaterThanOrEqual(30);
    expect(result.failures).toBe(0);
    const stats = t.sim.stats().byMethod;
    expect(stats['league-v4.getChallengerLeague']).toBe(1);
    expect(stats['match-v5.getMatch']).toBe(result.matchesStored);
    const stored = await t.database.db.select({ queueId: matches.queueId }).from(matches);
    expect(stored.length).toBe(result.matchesStored);
    expect(new Set(stored.map((m) => m.queueId))).toEqual(new Set([420]));
    const crawled = await t.database.db
      .select()
      .from(crawlPlayers)
      .where(isNotNull(crawlPlayers.crawledAt));
    expect(crawled.length).toBe(result.playersVisited);
  });

  it('resumes with players not visited yet and never fetches a stored match again', async () => {
    const before = await t.database.db.select({ id: matches.matchId }).from(matches);
    const visitedBefore = await t.database.db
      .select()
      .from(crawlPlayers)
      .where(isNotNull(crawlPlayers.crawledAt));
    const result = await t.services.crawler.run('euw1', 20);
    const stats = t.sim.stats().byMethod;
    expect(stats['league-v4.getChallengerLeague']).toBeUndefined();
    expect(stats['match-v5.getMatch'] ?? 0).toBe(result.matchesStored);
    const after = await t.database.db.select({ id: matches.matchId }).from(matches);
    expect(after.length).toBe(before.length + result.matchesStored);
    const visitedAfter = await t.database.db
      .select()
      .from(crawlPlayers)
      .where(isNotNull(crawlPlayers.crawledAt));
    expect(visitedAfter.length).toBe(visitedBefore.length + result.playersVisited);
  });

  it('feeds the tier list: crawled matches reach /api/champions through the rollups', async () => {
    const participants = await t.database.db.execute(
      sql`select count(*)::int as n from match_participants p join matches m using (match_id)
          where m.queue_id = 420 and m.platform = 'euw1'`,
    );
    const rollup = await t.database.db.execute(
      sql`select coalesce(sum(games), 0)::int as n from champion_stats where queue_id = 420 and platform = 'euw1'`,
    );
    const count = (r: unknown) => (r as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    expect(count(participants)).toBeGreaterThan(0);
    expect(count(rollup)).toBe(count(participants));

    let games = 0;
    for (let page = 1, last = 1; page <= last; page++) {
      const res = await t.request({
        method: 'GET',
        url: `/api/champions?platform=euw1&per_page=100&page=${page}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      last = body.last_page;
      games += body.data.reduce((sum: number, row: { games: number }) => sum + row.games, 0);
      for (const row of body.data)
        expect(['TOP', 'JUNGLE', 'MIDDLE', 'CARRY', 'SUPPORT', '']).toContain(row.role);
    }
    expect(games).toBe(count(participants));
  });

  it('stops at once when aborted', async () => {
    const stop = new AbortController();
    stop.abort();
    const result = await t.services.crawler.run('kr', 1000, stop.signal);
    expect(result.playersVisited).toBe(0);
    expect(result.matchesStored).toBe(0);
  });
});

describe('tier-list crawler stopped mid-call', () => {
  it('logs no failure when the signal cuts a Riot call short', async () => {
    const stop = new AbortController();
    const warnings: unknown[] = [];
    const log = pino({ level: 'silent' });
    log.warn = ((...args: unknown[]) => void warnings.push(args)) as typeof log.warn;
    const riot = {
      match: {
        async idsByPuuid(_r: unknown, _p: unknown, _q: unknown, options: CallOptions) {
          stop.abort();
          throw options.signal?.reason ?? new Error('aborted');
        },
      },
    } as unknown as RiotClient;
    const crawl = {
      count: async () => 1,
      due: async () => ['a', 'b', 'c'],
      discover: async () => {},
      discoverFromMatches: async () => {},
      markCrawled: async () => {},
    } as unknown as CrawlerRepository;
    const crawler = createCrawler({
      riot,
      ingestion: {} as IngestionService,
      crawl,
      ranks: { recordMany: async () => {} },
      log,
    });
    const result = await crawler.run('euw1', 100, stop.signal);
    expect(result).toMatchObject({ failures: 0, matchesStored: 0 });
    expect(warnings).toEqual([]);
  });
});
