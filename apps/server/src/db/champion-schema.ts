import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The champion aggregates (docs/champion-analytics.md): the tier list's rollups, the champion
 * pages' facets and the matchup pages' tables, each written in the statement that stores a
 * match or its timeline. Re-exported by schema.ts, which drizzle-kit reads.
 */

/**
 * Champion × role rollups per queue, patch and platform, updated in the same statement as each
 * stored match, so the tier list reads a few thousand rows however many matches are stored.
 * `role` is TOP, JUNGLE, MIDDLE, CARRY, SUPPORT, or '' when Riot gave none. This table and the
 * three below also hold every row summed over all platforms, under platform '' (all regions).
 */
export const championStats = pgTable(
  'champion_stats',
  {
    queueId: integer('queue_id').notNull(),
    patch: varchar('patch', { length: 8 }).notNull(),
    platform: varchar('platform', { length: 8 }).notNull(),
    /** The matches' rank bracket (matches.bracket). */
    bracket: varchar('bracket', { length: 12 }).notNull(),
    championId: integer('champion_id').notNull(),
    role: varchar('role', { length: 8 }).notNull(),
    games: integer('games').notNull(),
    wins: integer('wins').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.queueId, t.patch, t.platform, t.bracket, t.championId, t.role] }),
  ],
);

/** Bans per champion, queue, patch and platform. */
export const championBans = pgTable(
  'champion_bans',
  {
    queueId: integer('queue_id').notNull(),
    patch: varchar('patch', { length: 8 }).notNull(),
    platform: varchar('platform', { length: 8 }).notNull(),
    bracket: varchar('bracket', { length: 12 }).notNull(),
    championId: integer('champion_id').notNull(),
    bans: integer('bans').notNull(),
  },
  (t) => [primaryKey({ columns: [t.queueId, t.patch, t.platform, t.bracket, t.championId] })],
);

/** Stored matches per queue, patch and platform: the denominator of pick and ban rates. */
export const matchTotals = pgTable(
  'match_totals',
  {
    queueId: integer('queue_id').notNull(),
    patch: varchar('patch', { length: 8 }).notNull(),
    platform: varchar('platform', { length: 8 }).notNull(),
    bracket: varchar('bracket', { length: 12 }).notNull(),
    matches: integer('matches').notNull(),
  },
  (t) => [primaryKey({ columns: [t.queueId, t.patch, t.platform, t.bracket] })],
);

/**
 * What a champion's page shows beyond games and wins, per queue, patch, platform, bracket,
 * champion and role: one row per facet value (the build, rune page, spell pair, skill order,
 * enemy laner or game-length bucket), with the games and wins of the champion's players who
 * chose it. Facets read from the match are added with the match, those read from its timeline
 * when the timeline is stored; docs/champion-analytics.md lists every facet and its value.
 */
export const championFacets = pgTable(
  'champion_facets',
  {
    queueId: integer('queue_id').notNull(),
    patch: varchar('patch', { length: 8 }).notNull(),
    platform: varchar('platform', { length: 8 }).notNull(),
    bracket: varchar('bracket', { length: 12 }).notNull(),
    championId: integer('champion_id').notNull(),
    role: varchar('role', { length: 8 }).notNull(),
    facet: varchar('facet', { length: 12 }).notNull(),
    value: varchar('value', { length: 96 }).notNull(),
    games: integer('games').notNull(),
    wins: integer('wins').notNull(),
  },
  (t) => [
    // Champion first, then its slice: a champion page reads one platform (or '', all regions)
    // in a few brackets, each a contiguous range of every facet of the champion and role.
    primaryKey({
      columns: [t.championId, t.queueId, t.patch, t.role, t.platform, t.bracket, t.facet, t.value],
    }),
    // The tier list's counters read every champion's matchups of a slice: one range per bracket.
    // Keys only, no games or wins (docs/champion-analytics.md, Read costs): an indexed column
    // that ingest updates would make every facet update leave a dead index entry (no HOT update).
    index('champion_facets_matchup_idx')
      .on(t.queueId, t.patch, t.platform, t.bracket, t.role, t.championId, t.value)
      .where(sql`${t.facet} = 'matchup'`),
  ],
);

/**
 * What a champion's players in a role chose against one enemy laner (docs/champion-analytics.md,
 * Matchups): champion_facets' key with the enemy before the slice, so a matchup page reads one
 * range per bracket and the champion page's ranges hold none of these rows.
 */
export const championMatchupFacets = pgTable(
  'champion_matchup_facets',
  {
    queueId: integer('queue_id').notNull(),
    patch: varchar('patch', { length: 8 }).notNull(),
    platform: varchar('platform', { length: 8 }).notNull(),
    bracket: varchar('bracket', { length: 12 }).notNull(),
    championId: integer('champion_id').notNull(),
    role: varchar('role', { length: 8 }).notNull(),
    enemyId: integer('enemy_id').notNull(),
    facet: varchar('facet', { length: 12 }).notNull(),
    value: varchar('value', { length: 96 }).notNull(),
    games: integer('games').notNull(),
    wins: integer('wins').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [
        t.championId,
        t.queueId,
        t.patch,
        t.role,
        t.enemyId,
        t.platform,
        t.bracket,
        t.facet,
        t.value,
      ],
    }),
  ],
);

/**
 * The lane phase of a matchup: games whose timeline reaches 15 minutes with the enemy laner in
 * it, and the gold, CS and XP differences to that laner at 15 minutes, summed.
 */
export const championMatchupLanes = pgTable(
  'champion_matchup_lanes',
  {
    queueId: integer('queue_id').notNull(),
    patch: varchar('patch', { length: 8 }).notNull(),
    platform: varchar('platform', { length: 8 }).notNull(),
    bracket: varchar('bracket', { length: 12 }).notNull(),
    championId: integer('champion_id').notNull(),
    role: varchar('role', { length: 8 }).notNull(),
    enemyId: integer('enemy_id').notNull(),
    games: integer('games').notNull(),
    goldDiffSum: integer('gold_diff_sum').notNull(),
    csDiffSum: integer('cs_diff_sum').notNull(),
    xpDiffSum: integer('xp_diff_sum').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.championId, t.queueId, t.patch, t.role, t.enemyId, t.platform, t.bracket],
    }),
  ],
);

/**
 * The tier list's rows and counters and the rune, item and Arena pages' figures of a slice
 * (docs/champion-analytics.md, Kept copies): added up from the aggregates when the slice is first
 * asked for, and kept with
 * the slice's match count at that time, so that later reads, in any process, answer this copy
 * and a refresh computes it again in the background. A copy, not an aggregate: nothing is added
 * to it when a match is stored.
 */
export const keptSliceFigures = pgTable(
  'kept_slice_figures',
  {
    /** `tier`, `counters`, `runes`, `items`, `arena` or `arena_x` (KeptKind). */
    kind: varchar('kind', { length: 8 }).notNull(),
    queueId: integer('queue_id').notNull(),
    patch: varchar('patch', { length: 8 }).notNull(),
    platform: varchar('platform', { length: 8 }).notNull(),
    /** The bracket filter (BRACKET_FILTERS). */
    tier: varchar('tier', { length: 16 }).notNull(),
    matches: integer('matches').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    figures: jsonb('figures').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.queueId, t.patch, t.platform, t.tier] })],
);
