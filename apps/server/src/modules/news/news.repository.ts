import type { Language } from '@riftscope/contracts';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { news, newsSlugs, newsTranslations } from '../../db/schema.ts';
import { slugQueriesOf } from './slug-queries.ts';

export type NewsRow = typeof news.$inferSelect;
export type NewsValues = Pick<NewsRow, 'game' | 'category' | 'status'>;
export type TranslationRow = typeof newsTranslations.$inferSelect;
export type TranslationValues = Omit<TranslationRow, 'newsId'>;

export interface NewsRecord {
  row: NewsRow;
  translations: TranslationRow[];
}

export interface NewsFilter {
  page: number;
  perPage: number;
  isPublishedOnly: boolean;
  /** Matched against titles, in `language` when given, else in any language. */
  search?: string | undefined;
  language?: Language | undefined;
  category?: NewsRow['category'] | undefined;
  game?: NewsRow['game'] | undefined;
}

/** The items with their translations, read with `tx`. */
async function withTranslations(tx: Database, rows: NewsRow[]): Promise<NewsRecord[]> {
  if (rows.length === 0) return [];
  const translations = await tx
    .select()
    .from(newsTranslations)
    .where(
      inArray(
        newsTranslations.newsId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((row) => ({
    row,
    translations: translations.filter((t) => t.newsId === row.id),
  }));
}

/** The items a filter keeps: published only, category, game, and a title search. */
function pageCondition(filter: NewsFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.isPublishedOnly) conditions.push(eq(news.status, 'published'));
  if (filter.category) conditions.push(eq(news.category, filter.category));
  if (filter.game) conditions.push(eq(news.game, filter.game));
  if (filter.search) {
    const titleMatches = and(
      eq(newsTranslations.newsId, news.id),
      sql`${newsTranslations.title} ilike ${containsPattern(filter.search)}`,
      filter.language ? eq(newsTranslations.language, filter.language) : undefined,
    );
    conditions.push(sql`exists (select 1 from ${newsTranslations} where ${titleMatches})`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** What readers and the admin's list read: a page of items, an article by its slug. */
function newsReads(db: Database) {
  return {
    /** A page of items, newest first, and how many match in all. */
    async page(filter: NewsFilter): Promise<{ records: NewsRecord[]; total: number }> {
      const where = pageCondition(filter);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(news)
          .where(where)
          .orderBy(desc(news.createdAt), desc(news.id))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        db.select({ total: count() }).from(news).where(where),
      ]);
      return { records: await withTranslations(db, rows), total: totals[0]?.total ?? 0 };
    },

    /**
     * The published item a slug has ever named: in `language` first, then in any language, so
     * that a link keeps working after a title change or a language switch.
     */
    async findPublishedBySlug(slug: string, language: Language): Promise<NewsRecord | null> {
      // PostgreSQL text cannot hold U+0000, so no slug has one; asking would be an error.
      if (slug.includes('\u0000')) return null;
      const [row] = await db
        .select({ news })
        .from(newsSlugs)
        .innerJoin(news, eq(news.id, newsSlugs.newsId))
        .where(and(eq(newsSlugs.slug, slug), eq(news.status, 'published')))
        .orderBy(sql`${newsSlugs.language} = ${language} desc`, newsSlugs.language)
        .limit(1);
      if (!row) return null;
      const [record] = await withTranslations(db, [row.news]);
      return record ?? null;
    },
  };
}

/** The slugs an edit picks from, under one lock for every news write. */
const newsSlugQueries = slugQueriesOf({
  lockKey: 'news_slugs',
  table: newsSlugs,
  language: newsSlugs.language,
  slug: newsSlugs.slug,
  articleId: newsSlugs.newsId,
});

/** An edit's writes: the item locked, stored, its translations and slugs, or deleted. */
function newsWrites(db: Database) {
  return {
    /** Reads and locks an item for the rest of the transaction. */
    async lock(id: number, tx: Database): Promise<NewsRecord | null> {
      const [row] = await tx.select().from(news).where(eq(news.id, id)).for('update');
      if (!row) return null;
      const [record] = await withTranslations(tx, [row]);
      return record ?? null;
    },

    async insert(
      values: NewsValues & { image: string | null; createdAt?: Date; updatedAt?: Date },
      tx: Database,
    ): Promise<NewsRow> {
      const [row] = await tx.insert(news).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async update(
      id: number,
      values: NewsValues & { image?: string | null },
      tx: Database,
    ): Promise<NewsRow> {
      const [row] = await tx
        .update(news)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(news.id, id))
        .returning();
      if (!row) throw new Error('locked news item vanished');
      return row;
    },

    /** Writes the translations and records their slugs for good. */
    async saveTranslations(
      newsId: number,
      translations: TranslationValues[],
      tx: Database,
    ): Promise<void> {
      for (const t of translations) {
        await tx
          .insert(newsTranslations)
          .values({ newsId, ...t })
          .onConflictDoUpdate({
            target: [newsTranslations.newsId, newsTranslations.language],
            set: { title: t.title, slug: t.slug, body: t.body },
          });
      }
      // Under the slug lock a slug is either free or already this item's (kept as it is).
      await tx
        .insert(newsSlugs)
        .values(translations.map((t) => ({ language: t.language, slug: t.slug, newsId })))
        .onConflictDoNothing();
    },

    /** Deletes an item with its translations and slugs; returns it, or null if there was none. */
    async delete(id: number, tx: Database = db): Promise<NewsRow | null> {
      const [row] = await tx.delete(news).where(eq(news.id, id)).returning();
      return row ?? null;
    },
  };
}

/**
 * The file names among `names` that some article body shows, in any language and drafts
 * included. A name is unique (a UUID), so finding it anywhere in a body counts.
 */
async function fileNamesInBodies(tx: Database, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const { rows } = (await tx.execute(sql`
    select v.name from jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) as v(name)
    where exists (
      select 1 from ${newsTranslations} where strpos(${newsTranslations.body}, v.name) > 0
    )`)) as { rows: { name: string }[] };
  return new Set(rows.map((r) => r.name));
}

export function createNewsRepository(db: Database) {
  return {
    ...newsReads(db),
    ...newsSlugQueries,
    ...newsWrites(db),
    fileNamesInBodies: (names: readonly string[], tx: Database = db) =>
      fileNamesInBodies(tx, names),
  };
}

export type NewsRepository = ReturnType<typeof createNewsRepository>;
