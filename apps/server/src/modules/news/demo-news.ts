import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { ProcessedImage } from '../uploads/image-upload.ts';
import { DEMO_NEWS } from './demo-news-content.ts';
import type { DemoItem, NewsService } from './news.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEMO_NEWS_SEED = 'news-v1';

const DEMO_COVERS_PROCESS = fileURLToPath(new URL('./demo-covers-process.ts', import.meta.url));

/**
 * The demo articles' covers, drawn by a process of their own: libvips keeps about 60 MB of
 * threads and buffers in a process that has drawn them, which the server would carry for good.
 */
export function drawDemoCoversApart(): Promise<ProcessedImage[]> {
  return new Promise((resolve, reject) => {
    const child = fork(DEMO_COVERS_PROCESS, {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let covers: ProcessedImage[] | undefined;
    child.on('message', (message) => {
      // Under restart on change (npm run dev) Node has the process report the files it imports
      // over the same channel: the covers are the one array.
      if (covers || !Array.isArray(message)) return;
      covers = (message as ProcessedImage[]).map((cover) => ({
        ...cover,
        data: Buffer.from(cover.data.buffer, cover.data.byteOffset, cover.data.byteLength),
      }));
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (covers?.length === DEMO_NEWS.length) resolve(covers);
      else reject(new Error(`Drawing the demo covers ended (${signal ?? code}) without them`));
    });
  });
}

/** The demo articles as create-form input with generated covers, dated back from `now`. */
export async function demoNewsItems(now: Date): Promise<DemoItem[]> {
  const covers = await drawDemoCoversApart();
  return DEMO_NEWS.map((article, i) => ({
    fields: {
      game: 'league-of-legends' as const,
      category: article.category,
      status: 'published' as const,
      translations: article.translations,
    },
    cover: covers[i] as ProcessedImage,
    createdAt: new Date(now.getTime() - article.ageDays * DAY_MS),
  }));
}

/**
 * Publishes the demo news on the first start of a database so that the home page and the news
 * list are not empty; once done (or deleted by an admin) it never comes back. A later start asks
 * first, and draws no covers.
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
