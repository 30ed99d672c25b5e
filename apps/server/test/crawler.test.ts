import { ARENA_QUEUE, RANKED_TIERS } from '@riftscope/contracts';
import type { CallOptions, RiotClient } from '@riftscope/riot';
import { MatchDtoSchema } from '@riftscope/riot/schemas';
import { eq, gte, isNotNull, sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIngestionServices } from '../src/app/services.ts';
import { crawlPlayers, matches, matchTimelines } from '../src/db/schema.ts';
import {
  type CrawlerRepository,
  createCrawlerRepository,
} from '../src/modules/ingestion/crawler.repository.ts';
import {
  CRAWL_QUEUE,
  CRAWL_QUEUES,
  CRAWL_ROTATION,
  type CrawlResult,
  crawlQueueAt,
  createCrawler,
} from '../src/modules/ingestion/crawler.ts';
import type { IngestionService } from '../src/modules/ingestion/ingestion.service.ts';
import { createMatchesRepository } from '../src/modules/riot-data/matches.repository.ts';
import { TEST_DATABASES } from './databases.ts';
import { useTestApp } from './test-app.ts';

interface RecordedCall {
  method: string;
  priority: CallOptions['priority'];
  args: unknown[];
}

/**
 * A Riot client that records every call it is asked for, with its arguments and the priority it
 * was asked at: `calls` since the last test began, `all` since the client was made.
 */
function recordingClient(client: RiotClient) {
  const calls: RecordedCall[] = [];
  const all: RecordedCall[] = [];
  const groups = Object.fromEntries(
    Object.entries(client).map(([group, value]) => {
      if (typeof value !== 'object' || value === null) return [group, value];
      const methods = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([name, fn]) => [
          name,
          (...args: unknown[]) => {
            const options = args.find(
              (a): a is CallOptions => typeof a === 'object' && a !== null && 'priority' in a,
            );
            const call = { method: `${group}.${name}`, priority: options?.priority, args };
            calls.push(call);
            all.push(call);
            return (fn as (...a: unknown[]) => unknown)(...args);
          },
        ]),
      );
      return [group, methods];
    }),
  ) as unknown as RiotClient;
  return { client: groups, calls, all };
}

/** The queue asked for in each match-id list call recorded: one per player visited, in order. */
const queuesAsked = (calls: readonly RecordedCall[]) =>
  calls
    .filter((c) => c.method === 'match.idsByPuuid')
    .map((c) => (c.args[2] as { queue?: number }).queue);

const count = (r: unknown) => (r as { rows: { n: number }[] }).rows[0]?.n ?? 0;

describe.each(TEST_DATABASES)('tier-list crawler on $name', (db) => {
  let recorded: ReturnType<typeof recordingClient>;
  let crawler: ReturnType<typeof createCrawler>;
  let first: CrawlResult;
  const t = useTestApp(db, { freshRiotStats: true });
  beforeAll(async () => {
    recorded = recordingClient(t.riot.client);
    ({ crawler } = createIngestionServices({
      database: t.database,
      riot: { ...t.riot, client: recorded.client },
      log: pino({ level: 'silent' }),
    }));
    await t.resetRiotStats();
    first = await crawler.run('euw1', 120);
  }, 300_000);
  beforeEach(() => {
    recorded.calls.length = 0;
  });

  const soloTierOf = (puuid: string) => t.sim.world.playerByPuuid(puuid)?.solo?.tier;

  it('walks every tier and division of Solo/Duo and the apex leagues, recording each player in its tier', async () => {
    expect(first.failures).toBe(0);
    const leaguePlayers = await t.database.db
      .select()
      .from(crawlPlayers)
      .where(sql`${crawlPlayers.source} <> 'match'`);
    const expected = t.sim.world.players.filter((p) => p.platform === 'euw1' && p.solo);
    expect(leaguePlayers.length).toBe(expected.length);
    for (const row of leaguePlayers) {
      expect(row.region).toBe('euw1');
      expect(row.bracket, row.puuid).toBe(soloTierOf(row.puuid));
      const apex = ['challenger', 'grandmaster', 'master'];
      expect(row.source).toBe(
        apex.includes(row.bracket.toLowerCase()) ? row.bracket.toLowerCase() : 'league',
      );
    }
    // Every bracket, Iron to Challenger, has players to crawl.
    expect(new Set(leaguePlayers.map((p) => p.bracket))).toEqual(new Set(RANKED_TIERS));
  });

  it('stores each match in the bracket of the crawled player it was found through', async () => {
    const stored = await t.database.db
      .select({ id: matches.matchId, bracket: matches.bracket, raw: matches.raw })
      .from(matches);
    expect(stored.length).toBe(first.matchesStored);
    const crawled = new Map(
      (
        await t.database.db.select().from(crawlPlayers).where(isNotNull(crawlPlayers.crawledAt))
      ).map((p) => [p.puuid, p.bracket]),
    );
    for (const m of stored) {
      const players = (m.raw as { metadata: { participants: string[] } }).metadata.participants;
      const through = players.filter((puuid) => crawled.get(puuid) === m.bracket);
      expect(through.length, `${m.id} in ${m.bracket}`).toBeGreaterThan(0);
    }
    const byBracket: Record<string, number> = {};
    for (const m of stored) byBracket[m.bracket] = (byBracket[m.bracket] ?? 0) + 1;
    expect(byBracket).toEqual(first.matchesByBracket);
  });

  it('lets brackets take turns over short runs, so low brackets get matches as well as high ones', {
    timeout: 120_000,
  }, async () => {
    const brackets = new Set(Object.keys(first.matchesByBracket));
    for (let run = 0; run < 6; run++) {
      const result = await crawler.run('euw1', 5);
      for (const [bracket, n] of Object.entries(result.matchesByBracket))
        if (n > 0) brackets.add(bracket);
    }
    expect(brackets.size).toBeGreaterThanOrEqual(7);
    // A bracket's turn may fall on an ARAM or Arena visit of a player with none to store.
    expect([...brackets]).toEqual(expect.arrayContaining(['CHALLENGER', 'EMERALD', 'IRON']));
  });

  it('hands out the next player of each bracket in turn, the bracket visited least recently first', async () => {
    const repo = createCrawlerRepository(t.database.db);
    await repo.discover('la2', [
      { puuid: 'la2-gold-1', source: 'league', bracket: 'GOLD' },
      { puuid: 'la2-gold-2', source: 'league', bracket: 'GOLD' },
      { puuid: 'la2-gold-3', source: 'league', bracket: 'GOLD' },
      { puuid: 'la2-master-1', source: 'master', bracket: 'MASTER' },
      { puuid: 'la2-iron-1', source: 'league', bracket: 'IRON' },
      { puuid: 'la2-iron-2', source: 'league', bracket: 'IRON' },
    ]);
    await repo.markCrawled('la2', 'la2-gold-1', new Date(Date.now() - 60_000));
    // Gold was visited a minute ago: Master and Iron, never visited, go first in each turn.
    expect((await repo.due('la2', 10)).map((p) => `${p.puuid} ${p.bracket}`)).toEqual([
      'la2-master-1 MASTER',
      'la2-iron-1 IRON',
      'la2-gold-2 GOLD',
      'la2-iron-2 IRON',
      'la2-gold-3 GOLD',
      'la2-gold-1 GOLD',
    ]);
    await repo.markCrawled('la2', 'la2-master-1', new Date());
    await repo.markCrawled('la2', 'la2-iron-1', new Date(Date.now() - 30_000));
    expect((await repo.due('la2', 3)).map((p) => p.puuid)).toEqual([
      'la2-gold-2',
      'la2-iron-2',
      'la2-master-1',
    ]);
  });

  it('queues the players met in crawled matches in the bracket of the newest such match, keeping known brackets', async () => {
    const store = createMatchesRepository(t.database.db);
    const repo = createCrawlerRepository(t.database.db);
    const [older, newer] = t.sim.world.matches
      .filter((m) => m.platform === 'la1' && m.queueId === 420)
      .slice(0, 2);
    if (!older || !newer) throw new Error('no la1 matches');
    const doc = (m: typeof older) => MatchDtoSchema.parse(t.sim.world.matchDocument(m));
    await store.store(doc(older), { bracket: 'GOLD' });
    await store.store(doc(newer), { bracket: 'PLATINUM' });
    const inOlder = doc(older).metadata.participants;
    const [known, unknown] = inOlder;
    if (!known || !unknown) throw new Error('no players');
    await repo.discover('la1', [
      { puuid: known, source: 'league', bracket: 'IRON' },
      { puuid: unknown, source: 'league', bracket: '' },
    ]);
    await repo.discoverFromMatches('la1', [older.matchId, newer.matchId]);
    const rows = new Map(
      (await t.database.db.select().from(crawlPlayers).where(eq(crawlPlayers.region, 'la1'))).map(
        (r) => [r.puuid, r],
      ),
    );
    expect(newer.creation).toBeGreaterThan(older.creation);
    const inNewer = new Set(doc(newer).metadata.participants);
    for (const puuid of new Set([...inOlder, ...inNewer])) {
      if (puuid === known) continue;
      expect(rows.get(puuid)?.bracket, puuid).toBe(inNewer.has(puuid) ? 'PLATINUM' : 'GOLD');
    }
    expect(rows.get(known)).toMatchObject({ bracket: 'IRON', source: 'league' });
    expect(rows.get(unknown)?.source).toBe('league');
  });

  it("fetches the timeline of every match it stores but Arena's, at low priority like every crawl call, and reports calls per match", {
    timeout: 120_000,
  }, async () => {
    const result = await crawler.run('euw1', 25);
    expect(result.failures).toBe(0);
    const stats = t.sim.stats();
    const withTimelines = result.matchesStored - (result.matchesByQueue[ARENA_QUEUE] ?? 0);
    expect(stats.byMethod['match-v5.getTimeline'] ?? 0).toBe(withTimelines);
    expect(result.timelinesStored).toBe(withTimelines);
    expect(stats.byMethod['match-v5.getMatchIdsByPUUID']).toBe(result.playersVisited);
    expect(stats.byMethod['match-v5.getMatch']).toBe(result.matchesStored);
    // Every crawled match but Arena's has its timeline, ARAM's included.
    const [missing] = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(matches)
      .leftJoin(matchTimelines, eq(matchTimelines.matchId, matches.matchId))
      .where(
        sql`${matches.platform} = 'euw1' and ${matches.queueId} <> ${ARENA_QUEUE} and ${matchTimelines.matchId} is null`,
      );
    expect(missing?.n).toBe(0);
    // The timeline's facets reached the champion pages' aggregates.
    const facets = await t.database.db.execute(
      sql`select count(*)::int as n from champion_facets where facet = 'timeline'`,
    );
    expect(count(facets)).toBeGreaterThan(0);

    expect(recorded.calls.length).toBeGreaterThan(0);
    expect(recorded.calls.filter((c) => c.priority !== 'low')).toEqual([]);
    // No faults: every call the crawler counts is one request the simulator answered.
    expect(result.riotCalls).toBe(stats.total);
    expect(result.riotCalls).toBe(recorded.calls.length);
    expect(result.callsPerMatch).toBe(
      Math.round((result.riotCalls / result.matchesStored) * 100) / 100,
    );
    // A match and its timeline (none for Arena), and a share of a player's id list.
    expect(result.callsPerMatch).toBeGreaterThan(1);
    expect(result.callsPerMatch).toBeLessThan(3);
  });

  it('resumes with players not visited yet and never fetches a stored match again', {
    timeout: 120_000,
  }, async () => {
    const before = await t.database.db.select({ id: matches.matchId }).from(matches);
    const visitedBefore = await t.database.db
      .select()
      .from(crawlPlayers)
      .where(isNotNull(crawlPlayers.crawledAt));
    const started = new Date();
    const result = await crawler.run('euw1', 20);
    const stats = t.sim.stats().byMethod;
    expect(stats['league-v4.getChallengerLeague']).toBeUndefined();
    expect(stats['league-v4.getLeagueEntries']).toBeUndefined();
    expect(stats['match-v5.getMatch'] ?? 0).toBe(result.matchesStored);
    const after = await t.database.db.select({ id: matches.matchId }).from(matches);
    expect(after.length).toBe(before.length + result.matchesStored);
    // Each visit of the run marked its player; players of small brackets may come round again.
    const visitedNow = await t.database.db
      .select()
      .from(crawlPlayers)
      .where(gte(crawlPlayers.crawledAt, started));
    expect(visitedNow.length).toBe(result.playersVisited);
    const visitedAfter = await t.database.db
      .select()
      .from(crawlPlayers)
      .where(isNotNull(crawlPlayers.crawledAt));
    expect(visitedAfter.length).toBeGreaterThan(visitedBefore.length);
  });

  it('asks each visited player for one queue, in turn: Solo/Duo 8 visits of 10, ARAM 1 and Arena 1', {
    timeout: 120_000,
  }, async () => {
    // Short runs go on with the rotation where the run before left it.
    for (let run = 0; run < 20 && queuesAsked(recorded.all).length < 20; run++)
      await crawler.run('euw1', 5);
    const asked = queuesAsked(recorded.all);
    expect(asked.length).toBeGreaterThanOrEqual(20);
    // The crawler's first visit of the region was its first player ever crawled: position 0.
    expect(asked).toEqual(asked.map((_, at) => crawlQueueAt(at).queue));
    const firstTwenty = asked.slice(0, 20);
    for (const { queue, share } of CRAWL_QUEUES)
      expect(firstTwenty.filter((q) => q === queue).length, `queue ${queue}`).toBe(2 * share);

    // What was stored: the three queues, nothing else, Arena without a timeline ever asked.
    const stored = await t.database.db
      .select({ id: matches.matchId, queue: matches.queueId })
      .from(matches)
      .where(eq(matches.platform, 'euw1'));
    const byQueue: Record<number, number> = {};
    for (const m of stored) byQueue[m.queue] = (byQueue[m.queue] ?? 0) + 1;
    expect(
      Object.keys(byQueue)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([420, 450, ARENA_QUEUE]);
    expect(byQueue[420]).toBeGreaterThan((byQueue[450] ?? 0) + (byQueue[ARENA_QUEUE] ?? 0));
    const arena = new Set(stored.filter((m) => m.queue === ARENA_QUEUE).map((m) => m.id));
    const timelinesAsked = recorded.all
      .filter((c) => c.method === 'match.timeline')
      .map((c) => c.args[1] as string);
    expect(timelinesAsked.filter((id) => arena.has(id))).toEqual([]);
    expect(timelinesAsked.length).toBe(stored.length - arena.size);
  });

  it('keeps the ranked figures to ranked matches, and queues no player met only in ARAM or Arena', async () => {
    const totals = await t.database.db.execute(
      sql`select queue_id as queue, sum(matches)::int as n from match_totals
          where platform = 'euw1' group by queue_id order by queue_id`,
    );
    const counted = await t.database.db.execute(
      sql`select queue_id as queue, count(*)::int as n from matches
          where platform = 'euw1' and is_remake is not true group by queue_id order by queue_id`,
    );
    expect((totals as unknown as { rows: unknown[] }).rows).toEqual(
      (counted as unknown as { rows: unknown[] }).rows,
    );
    // The modes' matchmaking is not by Solo/Duo rank: their players would bring a wrong bracket.
    const onlyInModes = await t.database.db.execute(
      sql`select count(*)::int as n from crawl_players c
          where c.region = 'euw1' and c.source = 'match' and not exists (
            select 1 from match_participants p join matches m using (match_id)
            where p.puuid = c.puuid and m.queue_id = ${CRAWL_QUEUE})`,
    );
    expect(count(onlyInModes)).toBe(0);
  });

  it('feeds the tier list: crawled matches reach /api/champions through the rollups', async () => {
    const participants = await t.database.db.execute(
      sql`select count(*)::int as n from match_participants p join matches m using (match_id)
          where m.queue_id = 420 and m.platform = 'euw1'`,
    );
    const rollup = await t.database.db.execute(
      sql`select coalesce(sum(games), 0)::int as n from champion_stats where queue_id = 420 and platform = 'euw1'`,
    );
    expect(count(participants)).toBeGreaterThan(0);
    expect(count(rollup)).toBe(count(participants));

    // The simulated world has two patches: every crawled match is on one of them.
    const meta = await t.request({ method: 'GET', url: '/api/champions/meta' });
    const patches: string[] = meta
      .json()
      .queues.find((q: { queue: number }) => q.queue === 420).patches;
    expect(patches).toHaveLength(2);
    let games = 0;
    for (const patch of patches) {
      games += await tierListGames(patch);
    }
    expect(games).toBe(count(participants));
  });

  /** Games summed over every row of a patch's Solo/Duo tier list on euw1, all brackets. */
  async function tierListGames(patch: string): Promise<number> {
    let games = 0;
    for (let page = 1, last = 1; page <= last; page++) {
      const res = await t.request({
        method: 'GET',
        url: `/api/champions?region=euw1&tier=all&patch=${patch}&per_page=100&page=${page}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      last = body.last_page;
      games += body.data.reduce((sum: number, row: { games: number }) => sum + row.games, 0);
      for (const row of body.data)
        expect(['TOP', 'JUNGLE', 'MIDDLE', 'CARRY', 'SUPPORT', '']).toContain(row.role);
    }
    return games;
  }

  it('stops at once when aborted', async () => {
    const stop = new AbortController();
    stop.abort();
    const result = await t.services.crawler.run('kr', 1000, stop.signal);
    expect(result.playersVisited).toBe(0);
    expect(result.matchesStored).toBe(0);
    expect(t.sim.stats().total).toBe(0);
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
      countWithBracket: async () => 1,
      countCrawled: async () => 0,
      due: async () => ['a', 'b', 'c'].map((puuid) => ({ puuid, bracket: 'GOLD' })),
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

describe('the crawl rotation', () => {
  const queues = (from: number, n: number) =>
    Array.from({ length: n }, (_, at) => crawlQueueAt(from + at).queue);

  it('spreads the shares over a turn of ten visits, Solo/Duo first', () => {
    expect(CRAWL_QUEUES.map((q) => [q.queue, q.share])).toEqual([
      [420, 8],
      [450, 1],
      [ARENA_QUEUE, 1],
    ]);
    expect(CRAWL_ROTATION.map((q) => q.queue)).toEqual([
      420, 420, 420, 450, 420, 420, 1700, 420, 420, 420,
    ]);
    // A run that visits a single player stays on Solo/Duo.
    expect(crawlQueueAt(0).queue).toBe(CRAWL_QUEUE);
  });

  it('gives every ten visits in a row, wherever they start, 8 Solo/Duo, 1 ARAM and 1 Arena', () => {
    for (const from of [0, 1, 3, 6, 9, 10, 11, 10 ** 12 + 7, Number.MAX_SAFE_INTEGER - 10]) {
      const turn = queues(from, 10);
      expect(
        turn.filter((q) => q === 420),
        `from ${from}`,
      ).toHaveLength(8);
      expect(
        turn.filter((q) => q === 450),
        `from ${from}`,
      ).toHaveLength(1);
      expect(
        turn.filter((q) => q === ARENA_QUEUE),
        `from ${from}`,
      ).toHaveLength(1);
    }
  });

  it('wraps after the last position of a turn', () => {
    expect(crawlQueueAt(9).queue).toBe(420);
    expect(crawlQueueAt(10)).toBe(crawlQueueAt(0));
    expect(crawlQueueAt(13).queue).toBe(450);
    expect(crawlQueueAt(16).queue).toBe(ARENA_QUEUE);
    expect(queues(10 ** 12, 10)).toEqual(queues(0, 10));
  });

  it('starts a process at the count of players ever crawled and goes on across its runs', async () => {
    const asked: number[] = [];
    const riot = {
      match: {
        async idsByPuuid(_r: unknown, _p: unknown, query: { queue: number }) {
          asked.push(query.queue);
          return [];
        },
      },
    } as unknown as RiotClient;
    let due = 0;
    const crawl = {
      countWithBracket: async () => 1,
      countCrawled: async () => 3,
      // Two players a run, then none.
      due: async () =>
        due++ % 2 === 0 ? ['a', 'b'].map((puuid) => ({ puuid, bracket: 'GOLD' })) : [],
      discoverFromMatches: async () => {},
      markCrawled: async () => {},
    } as unknown as CrawlerRepository;
    const ingestion = {
      storeMatches: async () => ({ ids: [], calls: 0 }),
      storeTimelines: async () => ({ stored: 0, calls: 0 }),
    } as unknown as IngestionService;
    const crawler = createCrawler({
      riot,
      ingestion,
      crawl,
      ranks: { recordMany: async () => {} },
      log: pino({ level: 'silent' }),
    });
    for (let run = 0; run < 3; run++) await crawler.run('euw1', 10);
    expect(asked).toEqual(queues(3, 6));
    expect(asked).toEqual([450, 420, 420, ARENA_QUEUE, 420, 420]);
  });

  it('asks Arena for no timeline and queues no player met in ARAM or Arena', () => {
    const by = new Map(CRAWL_QUEUES.map((q) => [q.queue, q]));
    expect(by.get(420)).toMatchObject({ hasTimelines: true, queuesPlayersMet: true });
    expect(by.get(450)).toMatchObject({ hasTimelines: true, queuesPlayersMet: false });
    expect(by.get(ARENA_QUEUE)).toMatchObject({ hasTimelines: false, queuesPlayersMet: false });
  });
});
