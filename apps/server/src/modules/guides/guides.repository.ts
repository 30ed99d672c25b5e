import { type AdminGuide, type GuideBuildInput, LANGUAGES } from '@riftscope/contracts';
import { and, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { guides, guideTranslations, users } from '../../db/schema.ts';
import { slugQueriesOf } from '../news/slug-queries.ts';
import type { GameDataMapper } from '../riot-data/game-data.mapper.ts';

/**
 * Guides as their editors read and write them (docs/guides.md, Authoring): the guide rows with
 * their translations and author, the slug lock every write holds, and the mapping to the admin
 * answer. The public reads are the reading module's own.
 */

export type GuideRow = typeof guides.$inferSelect;
export type GuideTranslationRow = typeof guideTranslations.$inferSelect;
export type GuideTranslationValues = Omit<GuideTranslationRow, 'guideId'>;
export type GuideRole = GuideRow['role'];

/** What an edit writes to the guide row. */
export interface GuideValues {
  championId: number;
  role: AdminGuide['role'];
  patch: string;
  difficulty: GuideRow['difficulty'];
  build: GuideBuildInput;
}

/** A guide with its languages (en, ru, tr order) and its author's name (null once deleted). */
export interface GuideRecord {
  row: GuideRow;
  translations: GuideTranslationRow[];
  authorName: string | null;
}

/** Who reads or writes a guide in the admin area. */
export interface GuideEditor {
  id: number;
  role: 'user' | 'mod' | 'admin';
}

export interface AdminGuideFilter {
  page: number;
  perPage: number;
  status?: GuideRow['status'] | undefined;
  championId?: number | undefined;
  role?: AdminGuide['role'] | undefined;
  authorId?: number | undefined;
}

/**
 * Whether `editor` may edit a guide: an administrator any, its author while it is not
 * published (docs/guides.md, Roles).
 */
export function canEditGuide(row: Pick<GuideRow, 'authorId' | 'status'>, editor: GuideEditor) {
  if (editor.role === 'admin') return true;
  return editor.role === 'mod' && row.authorId === editor.id && row.status !== 'published';
}

/** A guide as its editors see it; champion names from `games` (the caller's language). */
export function toAdminGuide(
  { row, translations, authorName }: GuideRecord,
  { games, editor }: { games: GameDataMapper; editor: GuideEditor },
): AdminGuide {
  const written = LANGUAGES.filter((l) => translations.some((t) => t.language === l));
  return {
    id: row.id,
    status: row.status,
    champion: games.championRef(row.championId),
    role: row.role as AdminGuide['role'],
    patch: row.patch,
    difficulty: row.difficulty,
    // A deleted account's guide stays, by nobody the answer can name: the web says so itself.
    author: { id: row.authorId, name: authorName ?? '' },
    languages: written,
    translations: Object.fromEntries(
      translations.map((t) => [
        t.language,
        { title: t.title, summary: t.summary, body: t.body, slug: t.slug },
      ]),
    ),
    build: row.build as GuideBuildInput,
    helpful_count: row.helpfulCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
    can_edit: canEditGuide(row, editor),
  };
}

const languageOrder = (t: GuideTranslationRow) => LANGUAGES.indexOf(t.language);

/** The guides of `rows` with their translations and authors' names, read with `tx`. */
async function withDetails(tx: Database, rows: GuideRow[]): Promise<GuideRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const authorIds = rows.flatMap((r) => (r.authorId === null ? [] : [r.authorId]));
  const [translations, authors] = await Promise.all([
    tx.select().from(guideTranslations).where(inArray(guideTranslations.guideId, ids)),
    authorIds.length === 0
      ? Promise.resolve([])
      : tx
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, authorIds)),
  ]);
  const nameOf = new Map(authors.map((a) => [a.id, a.name]));
  return rows.map((row) => ({
    row,
    translations: translations
      .filter((t) => t.guideId === row.id)
      .sort((a, b) => languageOrder(a) - languageOrder(b)),
    authorName: row.authorId === null ? null : (nameOf.get(row.authorId) ?? null),
  }));
}

function filterCondition(filter: AdminGuideFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(guides.status, filter.status));
  if (filter.championId !== undefined) conditions.push(eq(guides.championId, filter.championId));
  if (filter.role) conditions.push(eq(guides.role, filter.role));
  if (filter.authorId !== undefined) conditions.push(eq(guides.authorId, filter.authorId));
  return conditions.length ? and(...conditions) : undefined;
}

/** The admin list and one guide. */
function guideReads(db: Database) {
  return {
    /** A page of guides, last updated first, and how many match in all. */
    async page(filter: AdminGuideFilter): Promise<{ records: GuideRecord[]; total: number }> {
      const where = filterCondition(filter);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(guides)
          .where(where)
          .orderBy(desc(guides.updatedAt), desc(guides.id))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        db.select({ total: count() }).from(guides).where(where),
      ]);
      return { records: await withDetails(db, rows), total: totals[0]?.total ?? 0 };
    },

    async find(id: number, tx: Database = db): Promise<GuideRecord | null> {
      const [row] = await tx.select().from(guides).where(eq(guides.id, id));
      if (!row) return null;
      const [record] = await withDetails(tx, [row]);
      return record ?? null;
    },
  };
}

/** The slugs an edit picks from, under one lock for every guide write. */
const guideSlugQueries = slugQueriesOf({
  lockKey: 'guide_slugs',
  table: guideTranslations,
  language: guideTranslations.language,
  slug: guideTranslations.slug,
  articleId: guideTranslations.guideId,
});

/**
 * An edit's writes, each in the caller's transaction: the guide locked, stored, its status, its
 * translations, or deleted.
 */
const guideWrites = {
  /** Reads and locks a guide for the rest of the transaction. */
  async lock(id: number, tx: Database): Promise<GuideRecord | null> {
    const [row] = await tx.select().from(guides).where(eq(guides.id, id)).for('update');
    if (!row) return null;
    const [record] = await withDetails(tx, [row]);
    return record ?? null;
  },

  async insert(
    values: GuideValues &
      Partial<Pick<GuideRow, 'status' | 'createdAt' | 'updatedAt' | 'publishedAt'>> & {
        authorId: number;
      },
    tx: Database,
  ): Promise<GuideRow> {
    const [row] = await tx.insert(guides).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /** Writes an edit or a change of status; the guide was locked. */
  async update(
    id: number,
    values: Partial<GuideValues> &
      Partial<Pick<GuideRow, 'status' | 'submittedAt' | 'publishedAt'>>,
    tx: Database,
  ): Promise<GuideRow> {
    const [row] = await tx
      .update(guides)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(guides.id, id))
      .returning();
    if (!row) throw new Error('locked guide vanished');
    return row;
  },

  /** Writes the languages given and drops those left out. */
  async saveTranslations(
    guideId: number,
    translations: GuideTranslationValues[],
    tx: Database,
  ): Promise<void> {
    const kept = translations.map((t) => t.language);
    await tx
      .delete(guideTranslations)
      .where(
        and(
          eq(guideTranslations.guideId, guideId),
          kept.length ? notInArray(guideTranslations.language, kept) : undefined,
        ),
      );
    for (const t of translations) {
      await tx
        .insert(guideTranslations)
        .values({ guideId, ...t })
        .onConflictDoUpdate({
          target: [guideTranslations.guideId, guideTranslations.language],
          set: { title: t.title, summary: t.summary, slug: t.slug, body: t.body },
        });
    }
  },

  /** Deletes a guide with its translations and helpful marks (the keys cascade). */
  async delete(id: number, tx: Database): Promise<void> {
    await tx.delete(guides).where(eq(guides.id, id));
  },
};

/**
 * The file names among `names` that some guide body shows, in any language and any status.
 * A name is unique (a UUID), so finding it anywhere in a body counts.
 */
async function fileNamesInBodies(tx: Database, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const { rows } = (await tx.execute(sql`
    select v.name from jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) as v(name)
    where exists (
      select 1 from ${guideTranslations} where strpos(${guideTranslations.body}, v.name) > 0
    )`)) as { rows: { name: string }[] };
  return new Set(rows.map((r) => r.name));
}

export function createGuidesRepository(db: Database) {
  return {
    ...guideReads(db),
    ...guideSlugQueries,
    ...guideWrites,
    fileNamesInBodies: (names: readonly string[], tx: Database = db) =>
      fileNamesInBodies(tx, names),
  };
}

export type GuidesRepository = ReturnType<typeof createGuidesRepository>;
