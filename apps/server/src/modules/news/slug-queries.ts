import type { Language } from '@riftscope/contracts';
import { and, eq, like, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';

/**
 * The slug queries of a kind of article (news, guides): a lock every write of that kind takes,
 * so that two editors never pick the same slug, and the slugs of a language starting with a base,
 * each with the article it names. `lockKey` names the kind's lock; the columns are its slug table's.
 */
export function slugQueriesOf(of: {
  lockKey: string;
  table: PgTable;
  language: PgColumn;
  slug: PgColumn;
  articleId: PgColumn;
}) {
  return {
    /** Serialises every write of the kind until the transaction ends. */
    async lockSlugs(tx: Database): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${of.lockKey}))`);
    },

    /** The slugs of a language that start with `base`, and the articles they name. */
    async slugsStartingWith(
      language: Language,
      base: string,
      tx: Database,
    ): Promise<Map<string, number>> {
      const rows = await tx
        .select({ slug: of.slug, articleId: of.articleId })
        .from(of.table)
        .where(and(eq(of.language, language), or(eq(of.slug, base), like(of.slug, `${base}-%`))));
      return new Map(rows.map((r) => [String(r.slug), Number(r.articleId)]));
    },
  };
}
