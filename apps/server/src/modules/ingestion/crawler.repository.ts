import { type MatchBracket, RANKED_TIERS } from '@riftscope/contracts';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { crawlPlayers } from '../../db/schema.ts';
import { toBracket } from './bracket.ts';

/** A player waiting in the crawl queue and the bracket its matches are stored in. */
export interface DuePlayer {
  puuid: string;
  bracket: MatchBracket;
}

/** Brackets never visited are taken highest first, unknown last. */
const BRACKET_TURNS = [...[...RANKED_TIERS].reverse(), ''];

/** Filling the queue: players from leagues and from the matches crawled. */
function crawlDiscovery(db: Database) {
  return {
    /**
     * Adds players found in a league with the bracket their standing puts them in. A player
     * known already takes the league's bracket (a standing says more than a match met in)
     * and keeps its crawl time.
     */
    async discover(
      region: string,
      players: readonly { puuid: string; source: string; bracket: MatchBracket }[],
    ): Promise<void> {
      if (players.length === 0) return;
      // One row per player (the last listed wins), in one lock order for every statement.
      const unique = new Map(players.map((p) => [p.puuid, p]));
      const rows = [...unique.values()]
        .sort((a, b) => (a.puuid < b.puuid ? -1 : a.puuid > b.puuid ? 1 : 0))
        .map((p) => ({ region, puuid: p.puuid, source: p.source, bracket: p.bracket }));
      for (let i = 0; i < rows.length; i += 1000) {
        await db
          .insert(crawlPlayers)
          .values(rows.slice(i, i + 1000))
          .onConflictDoUpdate({
            target: [crawlPlayers.region, crawlPlayers.puuid],
            set: { source: sql`excluded.source`, bracket: sql`excluded.bracket` },
          });
      }
    },

    /**
     * Queues the other players of these stored matches, so the crawl widens past the leagues.
     * Each inherits the bracket of the newest of these matches it played in; a player known
     * without a bracket takes one, a known bracket stays.
     */
    async discoverFromMatches(region: string, matchIds: readonly string[]): Promise<void> {
      if (matchIds.length === 0) return;
      await db.execute(sql`
        insert into crawl_players (region, puuid, source, bracket)
        select distinct on (p.puuid) ${region}, p.puuid, 'match', m.bracket
        from match_participants p join matches m on m.match_id = p.match_id
        where p.match_id in (${sql.join(
          matchIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by p.puuid, m.game_creation desc
        on conflict (region, puuid) do update set bracket = excluded.bracket
          where crawl_players.bracket = '' and excluded.bracket <> ''`);
    },

    /** Players of the region whose bracket is known: none means its leagues were not walked. */
    async countWithBracket(region: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(crawlPlayers)
        .where(and(eq(crawlPlayers.region, region), ne(crawlPlayers.bracket, '')));
      return row?.n ?? 0;
    },
  };
}

/** Taking players off the queue, brackets in turn, and marking them crawled. */
function crawlTurns(db: Database) {
  return {
    /**
     * Up to `limit` players to crawl next, brackets taking turns: each bracket's next player
     * (never crawled first, then crawled longest ago), then each bracket's second, and so on.
     * Within a turn the bracket visited least recently goes first (never visited first, highest
     * first among those), so a bracket with many players cannot crowd out the others, in one
     * run or over many short ones, and every bracket's view fills as the crawl goes.
     */
    async due(region: string, limit: number): Promise<DuePlayer[]> {
      const turns = sql.join(
        BRACKET_TURNS.map((b) => sql`${b}`),
        sql`, `,
      );
      const result = (await db.execute(sql`
        select puuid, bracket from (
          select puuid, bracket,
            row_number() over (
              partition by bracket order by crawled_at asc nulls first, puuid
            ) as turn,
            max(crawled_at) over (partition by bracket) as bracket_visited
          from crawl_players
          where region = ${region}
        ) q
        order by turn, bracket_visited asc nulls first,
          array_position(array[${turns}]::varchar[], bracket::varchar), puuid
        limit ${limit}`)) as unknown as { rows: { puuid: string; bracket: string }[] };
      return result.rows.map((r) => ({ puuid: r.puuid, bracket: toBracket(r.bracket) }));
    },

    /**
     * Players of the region crawled at least once: where a process starts the region's rotation
     * of crawl queues (crawler.ts, crawlQueueAt), so that it goes on about where the last left it.
     */
    async countCrawled(region: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(crawlPlayers)
        .where(and(eq(crawlPlayers.region, region), isNotNull(crawlPlayers.crawledAt)));
      return row?.n ?? 0;
    },

    async markCrawled(region: string, puuid: string, at: Date): Promise<void> {
      await db
        .update(crawlPlayers)
        .set({ crawledAt: at })
        .where(and(eq(crawlPlayers.region, region), eq(crawlPlayers.puuid, puuid)));
    },
  };
}

export function createCrawlerRepository(db: Database) {
  return { ...crawlDiscovery(db), ...crawlTurns(db) };
}

export type CrawlerRepository = ReturnType<typeof createCrawlerRepository>;
