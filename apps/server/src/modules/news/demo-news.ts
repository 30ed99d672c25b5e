import type { FastifyBaseLogger } from 'fastify';
import { renderDemoCover } from './demo-covers.ts';
import { DEMO_NEWS } from './demo-news-content.ts';
import type { DemoItem, NewsService } from './news.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEMO_NEWS_SEED = 'news-v1';

/** The demo articles as create-form input with generated covers, dated back from `now`. */
export async function demoNewsItems(now: Date): Promise<DemoItem[]> {
  return Promise.all(
    DEMO_NEWS.map(async (article) => ({
      fields: {
        game: 'league-of-legends' as const,
        category: article.category,
        status: 'published' as const,
        translations: article.translations,
      },
      cover: await renderDemoCover(article.key, article.cover),
      createdAt: new Date(now.getTime() - article.ageDays * DAY_MS),
    })),
  );
}

/**
 * Publishes the demo news on the first start of a database so that the home page and the news
 * list are not empty; once done (or deleted by an admin) it never comes back. A later start asks
 * first, and draws no covers: drawing them takes libvips about 40 MB that the process keeps.
 * Returns whether this call published them.
 */
export async function seedDemoNews(deps: {
  news: Pick<NewsService, 'isSeeded' | 'seed'>;
  log: FastifyBaseLogger;
  now?: Date;
}): Promise<boolean> {
  if (await deps.news.isSeeded(DEMO_NEWS_SEED)) return false;
  const items = await demoNewsItems(deps.now ?? new Date());
  const isPublished = await deps.news.seed(DEMO_NEWS_SEED, items);
  if (isPublished) deps.log.info({ items: items.length }, 'demo news published');
  return isPublished;
}
