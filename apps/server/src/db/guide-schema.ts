import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './user-schema.ts';

/**
 * Champion guides (docs/guides.md): a guide's champion, role, build and status, its text in one
 * `guide_translations` row per language written, and the accounts that marked it helpful.
 * Re-exported by schema.ts, which drizzle-kit reads.
 */

/** A guide; `build` holds its build blocks by Data Dragon id (contracts' GuideBuildInput). */
export const guides = pgTable(
  'guides',
  {
    id: serial('id').primaryKey(),
    championId: integer('champion_id').notNull(),
    role: varchar('role', { length: 8 }).notNull(),
    patch: varchar('patch', { length: 8 }).notNull(),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }).notNull(),
    status: text('status', { enum: ['draft', 'review', 'published'] })
      .notNull()
      .default('draft'),
    /** Null once the author's account is deleted: the guide stays, by a former member. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    build: jsonb('build').notNull(),
    /** The marks in guide_helpful, counted with them in one statement. */
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its author last submitted it for review (the dashboard's activity); null if never. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When it was last published; null while it never was or is not now. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('guides_listing_idx').on(t.status, t.championId, t.role, t.publishedAt),
    index('guides_author_idx').on(t.authorId),
    check('guides_status_check', sql`${t.status} in ('draft', 'review', 'published')`),
    check('guides_difficulty_check', sql`${t.difficulty} in ('easy', 'medium', 'hard')`),
    check('guides_role_check', sql`${t.role} in ('TOP', 'JUNGLE', 'MIDDLE', 'SUPPORT', 'CARRY')`),
  ],
);

/** One language of a guide: title, summary, sanitised body and the slug it is read under. */
export const guideTranslations = pgTable(
  'guide_translations',
  {
    guideId: integer('guide_id')
      .notNull()
      .references(() => guides.id, { onDelete: 'cascade' }),
    language: text('language', { enum: ['en', 'ru', 'tr'] }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    slug: varchar('slug', { length: 160 }).notNull(),
    /** Sanitised HTML. */
    body: text('body').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.guideId, t.language] }),
    uniqueIndex('guide_translations_slug_key').on(t.language, t.slug),
    check('guide_translations_language_check', sql`${t.language} in ('en', 'ru', 'tr')`),
  ],
);

/** An account's mark that a guide helped: one per account and guide. */
export const guideHelpful = pgTable(
  'guide_helpful',
  {
    guideId: integer('guide_id')
      .notNull()
      .references(() => guides.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.guideId, t.userId] }),
    index('guide_helpful_user_idx').on(t.userId),
  ],
);
