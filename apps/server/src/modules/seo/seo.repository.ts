import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@riftscope/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { guides, guideTranslations, news, newsTranslations } from '../../db/schema.ts';
import type { AugmentNames } from '../champions/arena-answers.ts';
import type { GameDataCatalog } from '../riot-data/game-data.mapper.ts';
import type { ChampionHead, GuideHead, PageHeadLookups, RuneHead } from './page-head.ts';
import type { SitemapArticle, SitemapGuide } from './sitemap.ts';

/** A sitemap holds at most 50,000 addresses; three per article leaves room for the static pages. */
export const SITEMAP_MAX_ARTICLES = 16_000;

/** The newest guides the sitemap lists: hand-written, so far fewer than this in practice. */
export const SITEMAP_MAX_GUIDES = 1_000;

/** Each language's slug of the guide in `guides`' row, as one JSON object. */
const slugsOfGuide = sql<Record<string, string> | string>`(
  select json_object_agg(s.language, s.slug) from ${guideTranslations} s
  where s.guide_id = ${guides.id}
)`;

/** Slugs by language from the JSON aggregate (parsed by the driver, or its text). */
function slugsOf(value: Record<string, string> | string | null): Partial<Record<Language, string>> {
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) ?? {};
  return Object.fromEntries(LANGUAGES.flatMap((l) => (parsed[l] ? [[l, parsed[l]]] : [])));
}

/** A published guide's head by its slug in `lang`; null when no published guide has it there. */
async function guideHead(db: Database, slug: string, lang: Language): Promise<GuideHead | null> {
  const [row] = await db
    .select({
      title: guideTranslations.title,
      summary: guideTranslations.summary,
      slugs: slugsOfGuide,
    })
    .from(guides)
    .innerJoin(guideTranslations, eq(guideTranslations.guideId, guides.id))
    .where(
      and(
        eq(guides.status, 'published'),
        eq(guideTranslations.language, lang),
        eq(guideTranslations.slug, slug),
      ),
    )
    .limit(1);
  return row ? { title: row.title, summary: row.summary, slugs: slugsOf(row.slugs) } : null;
}

/** Published guides, newest first, with their slug in each language they are written in. */
async function sitemapGuides(db: Database): Promise<SitemapGuide[]> {
  const rows = await db
    .select({ updatedAt: guides.updatedAt, slugs: slugsOfGuide })
    .from(guides)
    .where(eq(guides.status, 'published'))
    .orderBy(sql`${guides.publishedAt} desc nulls last`, desc(guides.id))
    .limit(SITEMAP_MAX_GUIDES);
  return rows.map((row) => ({ updatedAt: row.updatedAt, slugs: slugsOf(row.slugs) }));
}

/**
 * Data Dragon's champions and runes for page heads and the sitemap, stored articles for the
 * sitemap, and published guides for both.
 */
export function createSeoRepository(deps: {
  db: Database;
  games: GameDataCatalog;
  augments: Pick<AugmentNames, 'ref'>;
}) {
  const { db, games, augments } = deps;

  const lookups: PageHeadLookups = {
    findChampion(key, lang): ChampionHead | null {
      const champion = games.in(lang).championOfKey(key);
      return champion ? { key: champion.key, name: champion.name } : null;
    },
    findItem(id, lang) {
      const item = games.in(lang).itemInfo(id);
      return item ? { id: item.id, name: item.name } : null;
    },
    augmentName: (id, lang) => augments.ref(id, lang).name,
    findGuide: (slug, lang) => guideHead(db, slug, lang),
    findRune(id, lang): RuneHead | null {
      const rune = games.in(lang).runeInfo(id);
      return rune ? { id: rune.id, name: rune.name, tree: rune.tree.name } : null;
    },
  };

  return {
    lookups,

    /** Every champion page's key, from Data Dragon, in alphabetical order. */
    sitemapChampionKeys(): string[] {
      // Keys are Data Dragon's ids, the same in every language.
      return games.in(FALLBACK_LANGUAGE).championKeys();
    },

    /** Every rune page's id: Data Dragon's runes, tree by tree, row by row. */
    sitemapRuneIds(): number[] {
      return games
        .in(FALLBACK_LANGUAGE)
        .runeTrees()
        .flatMap((tree) => tree.slots.flatMap((row) => row.map((rune) => rune.id)));
    },

    /** Every item page with figures: Data Dragon's legendary items and tier-two boots. */
    sitemapItemIds(): number[] {
      return games
        .in(FALLBACK_LANGUAGE)
        .countedItems()
        .map((item) => item.id);
    },

    sitemapGuides: () => sitemapGuides(db),

    /** Published articles, newest first, with their current slug in each language. */
    async sitemapArticles(): Promise<SitemapArticle[]> {
      const rows = await db
        .select({
          id: news.id,
          updatedAt: news.updatedAt,
          language: newsTranslations.language,
          slug: newsTranslations.slug,
        })
        .from(news)
        .innerJoin(newsTranslations, eq(newsTranslations.newsId, news.id))
        .where(eq(news.status, 'published'))
        .orderBy(desc(news.createdAt), desc(news.id))
        .limit(SITEMAP_MAX_ARTICLES * LANGUAGES.length);
      const byId = new Map<number, { updatedAt: Date; slugs: Partial<Record<Language, string>> }>();
      for (const row of rows) {
        const entry = byId.get(row.id) ?? { updatedAt: row.updatedAt, slugs: {} };
        entry.slugs[row.language] = row.slug;
        byId.set(row.id, entry);
      }
      return [...byId.values()].flatMap(({ updatedAt, slugs }) =>
        LANGUAGES.every((l) => slugs[l] !== undefined)
          ? [{ updatedAt, slugs: slugs as Record<Language, string> }]
          : [],
      );
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
