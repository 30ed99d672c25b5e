import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { summoners } from '../../db/schema.ts';
import type { SummonerRow } from './player-rows.ts';

/** A page opened is written at most this often per player (and per process, by the caller). */
export const VIEW_MARK_EVERY_MS = 3_600_000;

/**
 * Players someone follows: whose page was opened lately (`summoners.viewed_at`) or who are in
 * someone's favourites. The "after a game" refresh (ingestion/after-game-refresh.ts) looks for
 * their new ranked games.
 */
export function createWatchedPlayersRepository(db: Database) {
  return {
    /** Records that the player's page was opened, unless it was within the last hour. */
    async markViewed(player: { region: string; puuid: string }, at: Date): Promise<void> {
      const before = new Date(at.getTime() - VIEW_MARK_EVERY_MS);
      await db.execute(sql`
        update summoners set viewed_at = ${at}
        where region = ${player.region} and puuid = ${player.puuid}
          and (viewed_at is null or viewed_at < ${before})`);
    },

    /**
     * Fetched players of a region viewed since `viewedSince` or in a favourite, whose data and
     * last check are both older than `checkedBefore`: the ones checked longest ago first.
     */
    async due(
      region: string,
      {
        viewedSince,
        checkedBefore,
        limit,
      }: { viewedSince: Date; checkedBefore: Date; limit: number },
    ): Promise<SummonerRow[]> {
      const { rows } = (await db.execute(sql`
        select s.id from summoners s
        where s.id in (
            -- The region's viewed players (a partial index holds only those ever viewed) and
            -- the favourites: a few rows each, never a pass over the region's players.
            select v.id from summoners v where v.region = ${region} and v.viewed_at >= ${viewedSince}
            union all
            select f.summoner_id from favorites f
          )
          and s.region = ${region} and s.fetched_at is not null
          and s.fetched_at < ${checkedBefore}
          and (s.refresh_claimed_at is null or s.refresh_claimed_at < ${checkedBefore})
        order by greatest(s.fetched_at, s.refresh_claimed_at)
        limit ${limit}`)) as unknown as { rows: { id: number }[] };
      if (rows.length === 0) return [];
      return db
        .select()
        .from(summoners)
        .where(
          sql`${summoners.id} in (${sql.join(
            rows.map((r) => sql`${r.id}`),
            sql`, `,
          )})`,
        );
    },

    /**
     * Claims the check of a player (the same claim a visit's background refresh takes, so the
     * two never run at once): true for the one caller, in any process, that takes it.
     */
    async claimCheck(id: number, at: Date, checkedBefore: Date): Promise<boolean> {
      const { rows } = (await db.execute(sql`
        update summoners set refresh_claimed_at = ${at}
        where id = ${id}
          and (refresh_claimed_at is null or refresh_claimed_at < ${checkedBefore})
        returning id`)) as unknown as { rows: unknown[] };
      return rows.length > 0;
    },
  };
}

export type WatchedPlayersRepository = ReturnType<typeof createWatchedPlayersRepository>;
