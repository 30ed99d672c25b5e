import {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  type Language,
  RankedTierSchema,
  SOLO_QUEUE,
} from '@riftscope/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { matchTotals, news, newsTranslations } from '../../db/schema.ts';
import type { GameDataCatalog } from '../matches/game-data.mapper.ts';
import type { NewsRepository } from '../news/news.repository.ts';
import type { SummonersRepository } from '../summoners/summoners.repository.ts';
import { storageUrl } from '../uploads/storage.ts';
import type { ArticleHead, ChampionHead, PageHeadLookups, SummonerHead } from './page-head.ts';
import type { SitemapArticle } from './sitemap.ts';

/** A sitemap holds at most 50,000 addresses; three per article leaves room for the static pages. */
export const SITEMAP_MAX_ARTICLES = 16_000;

/** `15.10` after `15.9`: patches compare part by part as numbers. */
function comparePatches(a: string, b: string): number {
  const [majorA = 0, minorA = 0] = a.split('.').map(Number);
  const [majorB = 0, minorB = 0] = b.split('.').map(Number);
  return majorA - majorB || minorA - minorB;
}

/** Read-only views of stored news, players and champions for page heads and the sitemap. */
export function createSeoRepository(deps: {
  db: Database;
  news: NewsRepository;
  summoners: SummonersRepository;
  games: GameDataCatalog;
}) {
  const { db, games } = deps;

  const lookups: PageHeadLookups = {
    async findArticle(slug, lang): Promise<ArticleHead | null> {
      const record = await deps.news.findPublishedBySlug(slug, lang);
      if (!record) return null;
      const entries = LANGUAGES.map((l) => [l, record.translations.find((t) => t.language === l)]);
      // Every item is written with all three languages in one transaction.
      if (entries.some(([, t]) => !t)) return null;
      return {
        translations: Object.fromEntries(entries) as ArticleHead['translations'],
        image: record.row.image ? storageUrl('news', record.row.image) : null,
      };
    },

    async findSummoner(region, gameName, tagLine): Promise<SummonerHead | null> {
      const row = await deps.summoners.findByRiotId(region, gameName, tagLine);
      if (!row?.fetchedAt) return null;
      const solo = (await deps.summoners.ranked(row.id)).find((r) => r.queueType === SOLO_QUEUE);
      const tier = RankedTierSchema.safeParse(solo?.tier);
      return {
        gameName: row.gameName,
        tagLine: row.tagLine,
        solo:
          solo && tier.success
            ? { tier: tier.data, rank: solo.rank, leaguePoints: solo.leaguePoints }
            : null,
      };
    },

    findChampion(key, lang): ChampionHead | null {
      const champion = games.in(lang).championOfKey(key);
      return champion ? { key: champion.key, name: champion.name } : null;
    },

    async newestPatch(queue): Promise<string | null> {
      // The match totals hold a few rows per patch, where the champion rollups hold thousands.
      const rows = await db
        .selectDistinct({ patch: matchTotals.patch })
        .from(matchTotals)
        .where(eq(matchTotals.queueId, queue));
      return (
        rows
          .map((r) => r.patch)
          .sort(comparePatches)
          .at(-1) ?? null
      );
    },
  };

  return {
    lookups,

    /** Every champion page's key, from Data Dragon, in alphabetical order. */
    sitemapChampionKeys(): string[] {
      // Keys are Data Dragon's ids, the same in every language.
      return games.in(FALLBACK_LANGUAGE).championKeys();
    },

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
