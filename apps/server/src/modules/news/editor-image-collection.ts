import type { FastifyBaseLogger } from 'fastify';
import { type PeriodicTask, startPeriodicTask } from '../../platform/periodic-task.ts';
import type { NewsService } from './news.service.ts';

/** How long an editor upload may wait for its article to be saved before it counts as unused. */
export const EDITOR_IMAGE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** How often unused editor images are looked for. */
export const EDITOR_IMAGE_COLLECTION_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes editor images that no article shows and that are older than `maxAgeMs`, right away
 * and then every `intervalMs`. Saves and deletes remove the images they drop themselves; this
 * catches uploads whose article was never saved.
 */
export function startEditorImageCollection(options: {
  news: Pick<NewsService, 'collectEditorImages'>;
  log: FastifyBaseLogger;
  intervalMs: number;
  maxAgeMs: number;
}): PeriodicTask {
  const { news, log, intervalMs, maxAgeMs } = options;
  return startPeriodicTask({
    intervalMs,
    log,
    failure: 'editor image collection failed',
    async pass() {
      const removed = await news.collectEditorImages(new Date(Date.now() - maxAgeMs));
      if (removed > 0) log.info({ removed }, 'unused editor images removed');
    },
  });
}
