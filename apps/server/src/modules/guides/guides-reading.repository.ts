import type { GuideSort, Language, TierRole } from '@riftscope/contracts';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { championFacets, guideHelpful, guides, guideTranslations, users } from '../../db/schema.ts';
import type { FacetTotal } from '../riot-data/champions.repository.ts';
import { ALL_PLATFORMS } from '../riot-data/rollups.ts';
import type { GuideStatsSlice } from './guide-stats.ts';

/** A published guide as a list shows it, in one language. */
export interface ListedGuide {
  id: number;
  championId: number;
  role: TierRole;
  patch: string;
  difficulty: 'easy' | 'medium' | 'hard';
  helpfulCount: number;
  publishedAt: Date | null;
  updatedAt: Date;
  /** The author's display name; null once their account is deleted. */
  authorName: string | null;
  slug: string;
  title: string;
  summary: string;
}

/** A published guide as its page shows it, in one language. */
export interface ReadGuide extends ListedGuide {
  language: Language;
  body: string;
  /** Its build by Data Dragon id, as stored (contracts' GuideBuildInput). */
  build: unknown;
  /** Its slug in each language it is written in. */
  slugs: Partial<Record<Language, string>>;
}

export interface GuideListFilter {
  language: Language;
  championId?: number | undefined;
  role?: TierRole | undefined;
  sort: GuideSort;
  page: number;
  perPage: number;
}

/** The columns of a listed guide: the guide, its translation in the language, its author. */
const listed = {
  id: guides.id,
  championId: guides.championId,
  role: sql<TierRole>`${guides.role}`,
  patch: guides.patch,
  difficulty: guides.difficulty,
  helpfulCount: guides.helpfulCount,
  publishedAt: guides.publishedAt,
  updatedAt: guides.updatedAt,
  authorName: users.name,
  slug: guideTranslations.slug,
  title: guideTranslations.title,
  summary: guideTranslations.summary,
};

/** Published guides with a translation in `language` (joined as guide_translations). */
const publishedIn = (language: Language) =>
  and(eq(guides.status, 'published'), eq(guideTranslations.language, language));

const newestFirst = [sql`${guides.publishedAt} desc nulls last`, desc(guides.id)];

/** The order of a sort: newest published first, or most marked helpful first, then newest. */
const orderOf = (sort: GuideSort): SQL[] =>
  sort === 'helpful' ? [desc(guides.helpfulCount), ...newestFirst] : newestFirst;

/** A page of published guides written in a language, and how many there are in all. */
async function page(
  db: Database,
  filter: GuideListFilter,
): Promise<{ rows: ListedGuide[]; total: number }> {
  const where = and(
    publishedIn(filter.language),
    filter.championId === undefined ? undefined : eq(guides.championId, filter.championId),
    filter.role === undefined ? undefined : eq(guides.role, filter.role),
  );
  const joined = eq(guideTranslations.guideId, guides.id);
  const [rows, totals] = await Promise.all([
    db
      .select(listed)
      .from(guides)
      .innerJoin(guideTranslations, joined)
      .leftJoin(users, eq(users.id, guides.authorId))
      .where(where)
      .orderBy(...orderOf(filter.sort))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ total: count() }).from(guides).innerJoin(guideTranslations, joined).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The published guide whose slug in `language` is `slug`, with its slugs in every language. */
async function findPublishedBySlug(
  db: Database,
  slug: string,
  language: Language,
): Promise<ReadGuide | null> {
  // PostgreSQL text cannot hold U+0000, so no slug has one; asking would be an error.
  if (slug.includes('\u0000')) return null;
  const t = guideTranslations;
  const [row] = await db
    .select({
      ...listed,
      language: t.language,
      body: t.body,
      build: guides.build,
      slugs: sql<Record<string, string> | string>`(
        select json_object_agg(s.language, s.slug) from ${t} s where s.guide_id = ${guides.id}
      )`,
    })
    .from(guides)
    .innerJoin(t, eq(t.guideId, guides.id))
    .leftJoin(users, eq(users.id, guides.authorId))
    .where(and(publishedIn(language), eq(t.slug, slug)))
    .limit(1);
  if (!row) return null;
  const slugs = typeof row.slugs === 'string' ? JSON.parse(row.slugs) : row.slugs;
  return { ...row, slugs: slugs ?? {} };
}

/** Whether the account marked the guide helpful. */
async function isMarkedHelpful(db: Database, guideId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ guideId: guideHelpful.guideId })
    .from(guideHelpful)
    .where(and(eq(guideHelpful.guideId, guideId), eq(guideHelpful.userId, userId)));
  return row !== undefined;
}

/**
 * Marks a published guide helpful for an account, once: the mark and the count change in one
 * transaction, the count only when this call inserted the mark (a second mark, even a
 * concurrent one, finds the first and changes nothing). The guide's count and whether this call
 * counted; null when no published guide has the id.
 */
async function markHelpful(
  db: Database,
  guideId: number,
  userId: number,
): Promise<{ helpfulCount: number; isCounted: boolean } | null> {
  return db.transaction(async (tx) => {
    const isPublished = and(eq(guides.id, guideId), eq(guides.status, 'published'));
    const [guide] = await tx.select({ id: guides.id }).from(guides).where(isPublished);
    if (!guide) return null;
    const inserted = await tx
      .insert(guideHelpful)
      .values({ guideId, userId })
      .onConflictDoNothing()
      .returning({ guideId: guideHelpful.guideId });
    const isCounted = inserted.length > 0;
    const [row] = isCounted
      ? await tx
          .update(guides)
          .set({ helpfulCount: sql`${guides.helpfulCount} + 1` })
          .where(eq(guides.id, guideId))
          .returning({ helpfulCount: guides.helpfulCount })
      : await tx
          .select({ helpfulCount: guides.helpfulCount })
          .from(guides)
          .where(eq(guides.id, guideId));
    return row ? { helpfulCount: row.helpfulCount, isCounted } : null;
  });
}

/**
 * The rows of champion_facets a guide's figures rest on, summed over the slice's brackets: one
 * statement whose every condition is a column of the primary key (champion, queue, patch, role,
 * platform '' for all regions, bracket, facet, value), so it reads the asked values' rows in a
 * few short ranges and nothing of the champion's other facets.
 */
async function blockFacets(db: Database, slice: GuideStatsSlice): Promise<FacetTotal[]> {
  const f = championFacets;
  const rows = await db
    .select({
      facet: f.facet,
      value: f.value,
      games: sql<number>`sum(${f.games})::int`,
      wins: sql<number>`sum(${f.wins})::int`,
    })
    .from(f)
    .where(
      and(
        eq(f.championId, slice.championId),
        eq(f.queueId, slice.queueId),
        eq(f.patch, slice.patch),
        eq(f.role, slice.role),
        eq(f.platform, ALL_PLATFORMS),
        inArray(f.bracket, [...slice.brackets]),
        inArray(f.facet, [...slice.facets]),
        inArray(f.value, [...slice.values]),
      ),
    )
    .groupBy(f.facet, f.value);
  return rows.map((r) => ({ ...r, games: Number(r.games), wins: Number(r.wins) }));
}

/** What the guide pages read: published guides, helpful marks, and the figures of their builds. */
export function createGuidesReadingRepository(db: Database) {
  return {
    page: (filter: GuideListFilter) => page(db, filter),
    findPublishedBySlug: (slug: string, language: Language) =>
      findPublishedBySlug(db, slug, language),
    isMarkedHelpful: (guideId: number, userId: number) => isMarkedHelpful(db, guideId, userId),
    markHelpful: (guideId: number, userId: number) => markHelpful(db, guideId, userId),
    blockFacets: (slice: GuideStatsSlice) => blockFacets(db, slice),
  };
}

export type GuidesReadingRepository = ReturnType<typeof createGuidesReadingRepository>;
