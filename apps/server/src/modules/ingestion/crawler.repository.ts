import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { crawlPlayers } from '../../db/schema.ts';

export function createCrawlerRepository(db: Database) {
  return {
    /** Adds players found in a league; players already known keep their crawl time. */
    async discover(
      region: string,
      players: readonly { puuid: string; source: string }[],
    ): Promise<void> {
      if (players.length === 0) return;
      const rows = [...players]
        .sort((a, b) => (a.puuid < b.puuid ? -1 : a.puuid > b.puuid ? 1 : 0))
        .map((p) => ({ region, puuid: p.puuid, source: p.source }));
      for (let i = 0; i < rows.length; i += 1000) {
        await db
          .insert(crawlPlayers)
          .values(rows.slice(i, i + 1000))
          .onConflictDoNothing();
      }
    },

    /** Queues the other players of these stored matches, so the crawl widens past the apex. */
    async discoverFromMatches(region: string, matchIds: readonly string[]): Promise<void> {
      if (matchIds.length === 0) return;
      await db.execute(sql`
        insert into crawl_players (region, puuid, source)
        select distinct ${region}, puuid, 'match' from match_participants
        where match_id in (${sql.join(
          matchIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by 2
        on conflict do nothing`);
    },

    async count(region: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(crawlPlayers)
        .where(eq(crawlPlayers.region, region));
      return row?.n ?? 0;
    },

    /** Players never crawled first, then those crawled longest ago. */
    async due(region: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ puuid: crawlPlayers.puuid })
        .from(crawlPlayers)
        .where(eq(crawlPlayers.region, region))
        .orderBy(sql`${crawlPlayers.crawledAt} asc nulls first`, asc(crawlPlayers.puuid))
        .limit(limit);
      return rows.map((r) => r.puuid);
    },

    async markCrawled(region: string, puuid: string, at: Date): Promise<void> {
      await db
        .update(crawlPlayers)
        .set({ crawledAt: at })
        .where(and(eq(crawlPlayers.region, region), eq(crawlPlayers.puuid, puuid)));
    },
  };
}

export type CrawlerRepository = ReturnType<typeof createCrawlerRepository>;
