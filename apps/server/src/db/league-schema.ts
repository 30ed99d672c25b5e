import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Riot's league and mastery data read beside the player rows (schema.ts): when ranks of players
 * without a profile were read, champion masteries and when they were read, and the apex ladders.
 * Re-exported by schema.ts, which drizzle-kit reads.
 */

/**
 * When RiftScope last read a player's league entries from league-v4 by puuid, for players it
 * holds no profile of (a match's participants): their ranks are read at most once a day
 * (docs/player-page.md, Everyone's rank). What was read is in `rank_snapshots`.
 */
export const rankReads = pgTable(
  'rank_reads',
  {
    region: varchar('region', { length: 8 }).notNull(),
    puuid: varchar('puuid', { length: 100 }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.region, t.puuid] })],
);

/** A player's champion mastery (champion-mastery-v4), as last read. */
export const championMasteries = pgTable(
  'champion_masteries',
  {
    region: varchar('region', { length: 8 }).notNull(),
    puuid: varchar('puuid', { length: 100 }).notNull(),
    championId: integer('champion_id').notNull(),
    level: smallint('level').notNull(),
    points: integer('points').notNull(),
    /** Epoch ms, as Riot sends it. */
    lastPlayTime: bigint('last_play_time', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.region, t.puuid, t.championId] })],
);

/** When a player's masteries were last read: a player with none has a read and no rows. */
export const masteryReads = pgTable(
  'mastery_reads',
  {
    region: varchar('region', { length: 8 }).notNull(),
    puuid: varchar('puuid', { length: 100 }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.region, t.puuid] })],
);

/**
 * The apex ladder of a ranked queue on a platform (Challenger, Grandmaster and Master from
 * league-v4), as last read: position 1 is the highest LP. Replaced whole at each read.
 */
export const ladderEntries = pgTable(
  'ladder_entries',
  {
    region: varchar('region', { length: 8 }).notNull(),
    queueType: varchar('queue_type', { length: 32 }).notNull(),
    position: integer('position').notNull(),
    puuid: varchar('puuid', { length: 100 }).notNull(),
    tier: varchar('tier', { length: 16 }).notNull(),
    leaguePoints: integer('league_points').notNull(),
    wins: integer('wins').notNull(),
    losses: integer('losses').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.region, t.queueType, t.position] }),
    index('ladder_entries_player_idx').on(t.region, t.puuid),
  ],
);

/** When each ladder was last read, and how many players each of its parts held. */
export const ladderReads = pgTable(
  'ladder_reads',
  {
    region: varchar('region', { length: 8 }).notNull(),
    queueType: varchar('queue_type', { length: 32 }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    challengers: integer('challengers').notNull(),
    grandmasters: integer('grandmasters').notNull(),
    masters: integer('masters').notNull(),
  },
  (t) => [primaryKey({ columns: [t.region, t.queueType] })],
);
