import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { jsonText } from './json-text.ts';
import { users } from './user-schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Opaque bearer tokens, stored only as SHA-256 hashes. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** When the user signed in; a session ends a fixed time after it (ADR 0007). */
    createdAt: createdAt(),
    /** Renewed at most every few minutes; a session ends after a while unused. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_key').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId),
  ],
);

/** Password-reset links: only a hash of the token is kept; a row is deleted when used. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_hash_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/**
 * A League account on one platform. A row with `fetchedAt` null is a player seen only in
 * other players' matches: it has a name for search and friends, but no profile of its own yet.
 */
export const summoners = pgTable(
  'summoners',
  {
    id: serial('id').primaryKey(),
    puuid: varchar('puuid', { length: 100 }).notNull(),
    region: varchar('region', { length: 8 }).notNull(),
    gameName: varchar('game_name', { length: 32 }).notNull(),
    tagLine: varchar('tag_line', { length: 8 }).notNull(),
    profileIconId: integer('profile_icon_id').notNull().default(0),
    summonerLevel: integer('summoner_level').notNull().default(0),
    /** Last refresh of profile, ranks and newest matches from Riot; null for a stub. */
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    /** Riot has no matches older than the oldest one stored. */
    isHistoryComplete: boolean('is_history_complete').notNull().default(false),
    /**
     * From this game start (ms) up to `fetchedAt`, every match of the player is stored; older
     * pages ask Riot for matches before it. Null until the first page is stored.
     */
    historyStoredFrom: bigint('history_stored_from', { mode: 'number' }),
    /**
     * When a background refresh of a stale profile was last claimed: one visitor's request, in
     * any process, claims it, and the others see it taken until the refresh age has passed.
     */
    refreshClaimedAt: timestamp('refresh_claimed_at', { withTimezone: true }),
    /**
     * When someone last opened the player's page (written at most once an hour): players opened
     * in the last days get the low-priority "after a game" refresh (docs/player-page.md).
     */
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('summoners_region_puuid_key').on(t.region, t.puuid),
    // Riot IDs are case-insensitive; the prefix index serves lookups and search suggestions.
    index('summoners_riot_id_idx').using(
      'btree',
      sql`lower(${t.gameName}) text_pattern_ops`,
      sql`lower(${t.tagLine}) text_pattern_ops`,
    ),
    // Search lists fetched players first; this keeps finding them a bounded index scan however
    // many stubs share their prefix.
    index('summoners_fetched_riot_id_idx')
      .using(
        'btree',
        sql`lower(${t.gameName}) text_pattern_ops`,
        sql`lower(${t.tagLine}) text_pattern_ops`,
      )
      .where(sql`${t.fetchedAt} is not null`),
    // The "after a game" refresh's players viewed lately: only the few ever viewed are held.
    index('summoners_viewed_idx').on(t.region, t.viewedAt).where(sql`${t.viewedAt} is not null`),
  ],
);

/** A player's current standing in each ranked queue. */
export const rankedEntries = pgTable(
  'ranked_entries',
  {
    summonerId: integer('summoner_id')
      .notNull()
      .references(() => summoners.id, { onDelete: 'cascade' }),
    queueType: varchar('queue_type', { length: 32 }).notNull(),
    tier: varchar('tier', { length: 16 }).notNull(),
    rank: varchar('rank', { length: 4 }).notNull(),
    leaguePoints: integer('league_points').notNull(),
    wins: integer('wins').notNull(),
    losses: integer('losses').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.summonerId, t.queueType] })],
);

/**
 * A player's league entry in a ranked queue as RiftScope saw it at `at`, stored only when it
 * differs from the latest one of that queue (rank-history.repository.ts). Keyed by Riot's puuid
 * rather than the summoner row, so apex players the crawler finds have a history before anyone
 * looks them up.
 */
export const rankSnapshots = pgTable(
  'rank_snapshots',
  {
    region: varchar('region', { length: 8 }).notNull(),
    puuid: varchar('puuid', { length: 100 }).notNull(),
    queueType: varchar('queue_type', { length: 32 }).notNull(),
    /**
     * 1, 2, 3… per player and queue in the order recorded. Two records that read the same latest
     * snapshot at once both take its number + 1, and the key lets only the first in.
     */
    seq: integer('seq').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    tier: varchar('tier', { length: 16 }).notNull(),
    rank: varchar('rank', { length: 4 }).notNull(),
    leaguePoints: integer('league_points').notNull(),
    wins: integer('wins').notNull(),
    losses: integer('losses').notNull(),
  },
  (t) => [primaryKey({ columns: [t.region, t.puuid, t.queueType, t.seq] })],
);

/** One row per match; the raw match-v5 document is kept, as its text, for anything not extracted. */
export const matches = pgTable(
  'matches',
  {
    matchId: varchar('match_id', { length: 40 }).primaryKey(),
    platform: varchar('platform', { length: 8 }).notNull(),
    queueId: integer('queue_id').notNull(),
    gameMode: varchar('game_mode', { length: 32 }).notNull(),
    gameVersion: varchar('game_version', { length: 32 }).notNull(),
    /** Milliseconds since the epoch, as Riot sends it. */
    gameCreation: bigint('game_creation', { mode: 'number' }).notNull(),
    /** Seconds. */
    gameDuration: integer('game_duration').notNull(),
    raw: jsonText('raw').notNull(),
    ingestedAt: timestamp('ingested_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * An early surrender or remake (isRemake in contracts): counted in no statistic. Null, like
     * every derived column of the match's participants, until the derived numbers of a match
     * stored before they existed are computed (match-stats-rebuild.ts).
     */
    isRemake: boolean('is_remake'),
    /** Riot's mapId (11 Summoner's Rift, 12 Howling Abyss, 30 Arena); null until derived. */
    mapId: integer('map_id'),
    /**
     * The rank bracket the match counts in (MatchBracket in contracts): the Solo/Duo tier of the
     * player it was found through, '' when unknown (docs/champion-analytics.md).
     */
    bracket: varchar('bracket', { length: 12 }).notNull().default(''),
  },
  (t) => [
    index('matches_creation_idx').on(t.gameCreation),
    // Finds the matches whose derived numbers are still missing; empty once they are computed.
    index('matches_stats_pending_idx').on(t.matchId).where(sql`${t.isRemake} is null`),
  ],
);

/** One row per player of a match: everything the match list, scoreboard and aggregates read. */
export const matchParticipants = pgTable(
  'match_participants',
  {
    matchId: varchar('match_id', { length: 40 })
      .notNull()
      .references(() => matches.matchId, { onDelete: 'cascade' }),
    participantId: smallint('participant_id').notNull(),
    puuid: varchar('puuid', { length: 100 }).notNull(),
    /** Copied from the match so a player's history is one index scan. */
    gameCreation: bigint('game_creation', { mode: 'number' }).notNull(),
    queueId: integer('queue_id').notNull(),
    riotIdGameName: varchar('riot_id_game_name', { length: 32 }).notNull(),
    riotIdTagline: varchar('riot_id_tagline', { length: 8 }).notNull(),
    profileIconId: integer('profile_icon_id').notNull(),
    teamId: smallint('team_id').notNull(),
    teamPosition: varchar('team_position', { length: 16 }).notNull(),
    win: boolean('win').notNull(),
    championId: integer('champion_id').notNull(),
    championName: varchar('champion_name', { length: 32 }).notNull(),
    champLevel: smallint('champ_level').notNull(),
    kills: smallint('kills').notNull(),
    deaths: smallint('deaths').notNull(),
    assists: smallint('assists').notNull(),
    /** Lane minions plus neutral monsters: the CS a scoreboard shows. */
    creepScore: integer('creep_score').notNull(),
    goldEarned: integer('gold_earned').notNull(),
    totalDamage: integer('total_damage').notNull(),
    visionScore: integer('vision_score').notNull(),
    items: integer('items').array().notNull(),
    summoner1Id: integer('summoner1_id').notNull(),
    summoner2Id: integer('summoner2_id').notNull(),
    keystoneId: integer('keystone_id').notNull(),
    primaryStyleId: integer('primary_style_id').notNull(),
    subStyleId: integer('sub_style_id').notNull(),
    pentaKills: smallint('penta_kills').notNull(),
    // Derived at ingestion from the match document (match-stats.ts); every one is null until
    // derived for a match stored before they existed, and `isRemake` says which rows are.
    /** Copied from the match, so a player's statistics skip remakes without a join. */
    isRemake: boolean('is_remake'),
    /** The tier list's role of teamPosition; null where the mode has none (ARAM, Arena). */
    role: varchar('role', { length: 8 }),
    csPerMin: doublePrecision('cs_per_min'),
    /** Percent of the team's kills (Arena: the duo's). */
    killParticipation: doublePrecision('kill_participation'),
    damageShare: doublePrecision('damage_share'),
    goldShare: doublePrecision('gold_share'),
    visionScorePerMin: doublePrecision('vision_score_per_min'),
    wardsPlaced: integer('wards_placed'),
    wardsKilled: integer('wards_killed'),
    /** visionWardsBoughtInGame. */
    controlWards: integer('control_wards'),
    largestMultikill: smallint('largest_multikill'),
    doubleKills: smallint('double_kills'),
    tripleKills: smallint('triple_kills'),
    quadraKills: smallint('quadra_kills'),
    /** firstBloodKill: the kill, not an assist. */
    firstBlood: boolean('first_blood'),
    objectiveDamage: integer('objective_damage'),
    /** 0–10 with one decimal (docs/performance-score.md); null in a remake. */
    score: doublePrecision('score'),
    badge: varchar('badge', { length: 3 }),
    /** Arena only. */
    placement: smallint('placement'),
    subteamId: smallint('subteam_id'),
    /**
     * Gold, CS and XP minus the lane opponent's at 10 and 15 minutes (lane-figures.ts), written
     * when the match's timeline is stored; null without a timeline, an opponent or that minute.
     */
    goldDiff10: integer('gold_diff_10'),
    csDiff10: smallint('cs_diff_10'),
    xpDiff10: integer('xp_diff_10'),
    goldDiff15: integer('gold_diff_15'),
    csDiff15: smallint('cs_diff_15'),
    xpDiff15: integer('xp_diff_15'),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.participantId] }),
    // A player's history, newest first; the trailing columns let LP per game and the match
    // list's queue filter read a player's games from the index alone, without a heap page each.
    index('match_participants_history_idx').on(
      t.puuid,
      t.gameCreation.desc(),
      t.queueId,
      t.win,
      t.isRemake,
      t.matchId,
    ),
  ],
);

/**
 * Timelines, fetched the first time someone opens one (or by the crawler, for the facets), then
 * kept as their JSON text like match documents (json-text.ts).
 */
export const matchTimelines = pgTable('match_timelines', {
  matchId: varchar('match_id', { length: 40 })
    .primaryKey()
    .references(() => matches.matchId, { onDelete: 'cascade' }),
  raw: jsonText('raw').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Whether the lane figures of the match's players were written from this timeline (with it,
   * or later by the start-up pass for timelines stored before the figures existed).
   */
  lanesWritten: boolean('lanes_written').notNull().default(false),
  /**
   * The part of the timeline the aggregates read (aggregatePart in matchup-facets.ts: its
   * participants, item and skill events and the frame of minute 15), written with it, so that a
   * rebuild reads tens of kB a match instead of the whole document. Null for timelines stored
   * before it existed, which a rebuild reads whole.
   */
  aggregatePart: jsonText('aggregate_part'),
});

/** Live games answered recently, so polling browsers do not each cost a Riot call. */
export const liveGames = pgTable(
  'live_games',
  {
    region: varchar('region', { length: 8 }).notNull(),
    puuid: varchar('puuid', { length: 100 }).notNull(),
    /** The spectator-v5 game, or null when the player was not in one. */
    game: jsonb('game'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.region, t.puuid] })],
);

export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    summonerId: integer('summoner_id')
      .notNull()
      .references(() => summoners.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favorites_user_summoner_key').on(t.userId, t.summonerId)],
);

/** Players the crawler found in apex leagues, and when it last walked their matches. */
export const crawlPlayers = pgTable(
  'crawl_players',
  {
    region: varchar('region', { length: 8 }).notNull(),
    puuid: varchar('puuid', { length: 100 }).notNull(),
    /** Where it was found: challenger, grandmaster, master, a league (tier and division), match. */
    source: varchar('source', { length: 16 }).notNull(),
    /**
     * The rank bracket its matches count in: its Solo/Duo tier when found in a league, the
     * bracket of the match it was met in otherwise ('' when unknown).
     */
    bracket: varchar('bracket', { length: 12 }).notNull().default(''),
    discoveredAt: timestamp('discovered_at', { withTimezone: true }).notNull().defaultNow(),
    crawledAt: timestamp('crawled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.region, t.puuid] }),
    index('crawl_players_due_idx').on(t.region, t.crawledAt),
  ],
);

/** A news item; its text lives in one `news_translations` row per language. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    game: text('game', { enum: ['league-of-legends', 'valorant', 'teamfight-tactics'] }).notNull(),
    category: text('category', {
      enum: ['Patch Notes', 'Announcement', 'Meta', 'Tournament', 'Dev Blog'],
    }).notNull(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    /** File name of the cover under the news storage folder. */
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('news_listing_idx').on(t.status, t.createdAt),
    check(
      'news_game_check',
      sql`${t.game} in ('league-of-legends', 'valorant', 'teamfight-tactics')`,
    ),
    check(
      'news_category_check',
      sql`${t.category} in ('Patch Notes', 'Announcement', 'Meta', 'Tournament', 'Dev Blog')`,
    ),
    check('news_status_check', sql`${t.status} in ('draft', 'published')`),
  ],
);

export const newsTranslations = pgTable(
  'news_translations',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    language: text('language', { enum: ['en', 'ru', 'tr'] }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 255 }).notNull(),
    /** Sanitised HTML. */
    body: text('body').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.newsId, t.language] }),
    uniqueIndex('news_translations_slug_key').on(t.language, t.slug),
    check('news_translations_language_check', sql`${t.language} in ('en', 'ru', 'tr')`),
  ],
);

/**
 * Every slug a translation has had, current ones included, so that links shared before a
 * title changed still find the article. A slug belongs to one item for good.
 */
export const newsSlugs = pgTable(
  'news_slugs',
  {
    language: text('language', { enum: ['en', 'ru', 'tr'] }).notNull(),
    slug: varchar('slug', { length: 255 }).notNull(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.language, t.slug] }), index('news_slugs_news_idx').on(t.newsId)],
);

/** One row per counted page view: no IP, no cookie, no user id (docs/product.md, API). */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
    /** UTC day of the view; the visitor hash is only comparable within it. */
    day: date('day', { mode: 'string' }).notNull(),
    /** Path without query or fragment. */
    path: varchar('path', { length: 2048 }).notNull(),
    /** Host of the referring page when it is another site. */
    referrerHost: varchar('referrer_host', { length: 255 }),
    /** SHA-256 of the day's secret salt, the address and the user agent. */
    visitorHash: varchar('visitor_hash', { length: 64 }).notNull(),
  },
  (t) => [index('page_views_day_idx').on(t.day, t.visitorHash)],
);

/**
 * Page views of each finished UTC day, summed from `page_views` by the rollup
 * (modules/analytics/page-view-rollup.ts) before that day's rows are deleted: the dashboard's
 * figures for days whose rows are gone (docs/architecture.md, page views).
 */
export const pageViewDays = pgTable('page_view_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  views: integer('views').notNull(),
  /** Distinct visitor hashes of the day: a visitor counts once a day, whatever they opened. */
  visitors: integer('visitors').notNull(),
});

/** The secret salt of each day's visitor hashes; a day's salt is deleted once the day is over. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: varchar('salt', { length: 64 }).notNull(),
});

/** Demo content already put in place once, so that deleting it does not bring it back. */
export const demoSeeds = pgTable('demo_seeds', {
  name: varchar('name', { length: 64 }).primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

// Riot's league and mastery data read beside the player rows: ladders, masteries, rank reads.
export * from './champion-schema.ts';
export * from './guide-schema.ts';
export * from './league-schema.ts';
export * from './user-schema.ts';
