import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The accounts, apart from the other tables so that every schema file that refers to them
 * (schema.ts, guide-schema.ts) imports them without a circle. Re-exported by schema.ts.
 */

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
    /** When the current block began; null while not blocked (the dashboard's activity). */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
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
