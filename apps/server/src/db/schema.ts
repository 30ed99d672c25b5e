import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 32 }).notNull(),
    /** Stored lower-cased; unique. */
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'mod', 'admin'] })
      .notNull()
      .default('user'),
    plan: text('plan', { enum: ['free', 'premium'] })
      .notNull()
      .default('free'),
    language: text('language', { enum: ['en', 'ru', 'tr'] })
      .notNull()
      .default('en'),
    /** File name under the avatars storage folder. */
    avatar: text('avatar'),
    isBlocked: boolean('is_blocked').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} in ('user', 'mod', 'admin')`),
    check('users_plan_check', sql`${t.plan} in ('free', 'premium')`),
    check('users_language_check', sql`${t.language} in ('en', 'ru', 'tr')`),
  ],
);

/** Opaque bearer tokens, stored only as SHA-256 hashes. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_key').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId),
  ],
);

/** A League account on one platform. Extended by player-data ingestion. */
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('summoners_region_puuid_key').on(t.region, t.puuid)],
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
