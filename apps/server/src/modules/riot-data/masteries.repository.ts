import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowSet } from '../../db/row-set.ts';
import { championMasteries, masteryReads } from '../../db/schema.ts';

/** A player's mastery of one champion, as champion-mastery-v4 said at the last read. */
export interface MasteryInput {
  championId: number;
  level: number;
  points: number;
  /** Epoch ms, as Riot sends it. */
  lastPlayTime: number;
}

/** A player's stored mastery of one champion, with the date of its read. */
export interface MasteryOnChampion extends MasteryInput {
  puuid: string;
  fetchedAt: Date;
}

/** A player's stored masteries, most points first, and when they were read; null without a read. */
export interface StoredMasteries {
  fetchedAt: Date;
  rows: MasteryInput[];
  /** When the player's newest stored game began (epoch ms); null with none stored. */
  newestGame: number | null;
}

const MASTERY = rowSet(championMasteries, [
  'region',
  'puuid',
  'championId',
  'level',
  'points',
  'lastPlayTime',
]);

/** When the player's newest stored game began (the history index's first entry). */
const newestGameOf = (puuid: string) =>
  sql<
    string | null
  >`(select max(p.game_creation) from match_participants p where p.puuid = ${puuid})`;

/** Most points first; the lower champion id among equals, so the order never varies. */
const BEST_FIRST = [desc(championMasteries.points), asc(championMasteries.championId)];

/**
 * The player's stored masteries, their read and the start of the player's newest stored game
 * (which tells whether the read is older than a game), in one query; null when never read.
 */
async function findMasteries(
  db: Database,
  region: string,
  puuid: string,
): Promise<StoredMasteries | null> {
  const rows = await db
    .select({
      fetchedAt: masteryReads.fetchedAt,
      newestGame: newestGameOf(puuid),
      championId: championMasteries.championId,
      level: championMasteries.level,
      points: championMasteries.points,
      lastPlayTime: championMasteries.lastPlayTime,
    })
    .from(masteryReads)
    .leftJoin(
      championMasteries,
      and(
        eq(championMasteries.region, masteryReads.region),
        eq(championMasteries.puuid, masteryReads.puuid),
      ),
    )
    .where(and(eq(masteryReads.region, region), eq(masteryReads.puuid, puuid)))
    .orderBy(...BEST_FIRST);
  const [first] = rows;
  if (!first) return null;
  return {
    fetchedAt: first.fetchedAt,
    newestGame: first.newestGame === null ? null : Number(first.newestGame),
    rows: rows.flatMap((r) =>
      r.championId === null || r.level === null || r.points === null || r.lastPlayTime === null
        ? []
        : [
            {
              championId: r.championId,
              level: r.level,
              points: r.points,
              lastPlayTime: r.lastPlayTime,
            },
          ],
    ),
  };
}

/**
 * The stored masteries of several players of a region on the given champions, read at or
 * after `since`, in one query (a live game's players on the champion each plays, a lobby's
 * on their top champions). A pick with no such row has none.
 */
async function masteriesOnChampions(
  db: Database,
  region: string,
  picks: readonly { puuid: string; championId: number }[],
  since: Date,
): Promise<MasteryOnChampion[]> {
  if (picks.length === 0) return [];
  const rows = await db
    .select({
      puuid: championMasteries.puuid,
      championId: championMasteries.championId,
      level: championMasteries.level,
      points: championMasteries.points,
      lastPlayTime: championMasteries.lastPlayTime,
      fetchedAt: masteryReads.fetchedAt,
    })
    .from(championMasteries)
    .innerJoin(
      masteryReads,
      and(
        eq(masteryReads.region, championMasteries.region),
        eq(masteryReads.puuid, championMasteries.puuid),
      ),
    )
    .where(
      and(
        eq(championMasteries.region, region),
        inArray(championMasteries.puuid, [...new Set(picks.map((p) => p.puuid))]),
        inArray(championMasteries.championId, [...new Set(picks.map((p) => p.championId))]),
        gte(masteryReads.fetchedAt, since),
      ),
    );
  const wanted = new Set(picks.map((p) => `${p.puuid}:${p.championId}`));
  return rows.filter((r) => wanted.has(`${r.puuid}:${r.championId}`));
}

export function createMasteriesRepository(db: Database) {
  return {
    /**
     * Replaces the player's masteries with `masteries` and records the read at `at`, in one
     * statement: the champions no longer listed are deleted, the others written over, so a
     * failure leaves the previous read whole and a reader never sees half of one.
     */
    async store(
      region: string,
      puuid: string,
      masteries: readonly MasteryInput[],
      at: Date,
    ): Promise<void> {
      const rows = masteries.map((m) => ({ region, puuid, ...m }));
      await db.execute(sql`
        with listed as (select * from ${MASTERY.recordset(rows, 'e')}),
        dropped as (
          delete from champion_masteries m
          where m.region = ${region} and m.puuid = ${puuid}
            and not exists (select 1 from listed l where l.champion_id = m.champion_id)
        ),
        written as (
          insert into champion_masteries (${MASTERY.columns})
          select ${MASTERY.columnsOf('listed')} from listed
          on conflict (region, puuid, champion_id) do update
          set level = excluded.level, points = excluded.points,
            last_play_time = excluded.last_play_time
        )
        insert into mastery_reads (region, puuid, fetched_at)
        values (${region}, ${puuid}, ${at})
        on conflict (region, puuid) do update set fetched_at = excluded.fetched_at`);
    },

    /** The player's stored masteries, their read and their newest stored game; null when never read. */
    find: (region: string, puuid: string) => findMasteries(db, region, puuid),

    /** Stored masteries of several players on given champions, read at or after `since`. */
    onChampions: (
      region: string,
      picks: readonly { puuid: string; championId: number }[],
      since: Date,
    ) => masteriesOnChampions(db, region, picks, since),
  };
}

export type MasteriesRepository = ReturnType<typeof createMasteriesRepository>;
