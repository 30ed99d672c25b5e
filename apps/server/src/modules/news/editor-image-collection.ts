import type { FastifyBaseLogger } from 'fastify';
import type { NewsService } from './news.service.ts';

/** How long an editor upload may wait for its article to be saved before it counts as unused. */
export const EDITOR_IMAGE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** How often unused editor images are looked for. */
export const EDITOR_IMAGE_COLLECTION_INTERVAL_MS = 60 * 60 * 1000;

export interface EditorImageCollection {
  /** Stops the schedule and waits for a running pass to end. */
  stop(): Promise<void>;
}

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
}): EditorImageCollection {
  const { news, log, intervalMs, maxAgeMs } = options;
  let isStopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const pass = async () => {
    try {
      const removed = await news.collectEditorImages(new Date(Date.now() - maxAgeMs));
      if (removed > 0) log.info({ removed }, 'unused editor images removed');
    } catch (err) {
      log.warn({ err }, 'editor image collection failed');
    }
  };
  const schedule = () => {
    running = pass().finally(() => {
      if (!isStopped) timer = setTimeout(schedule, intervalMs);
    });
  };
  schedule();

  return {
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
