import { itemClasses } from '@riftscope/riot/ddragon';
import { createDemoSeeds } from '../db/demo-seeds.ts';
import { inBackground } from '../db/statement-gate.ts';
import {
  PAGE_VIEW_ROLLUP_INTERVAL_MS,
  startPageViewRollup,
} from '../modules/analytics/page-view-rollup.ts';
import {
  CRAWL_MATCHES_PER_REGION,
  type CrawlSchedule,
  startCrawlSchedule,
} from '../modules/ingestion/crawl-schedule.ts';
import { runDemoCrawl } from '../modules/ingestion/demo-crawl.ts';
import { keepDemoPlayerInGame } from '../modules/live/demo-live-game.ts';
import { seedDemoNews } from '../modules/news/demo-news.ts';
import {
  EDITOR_IMAGE_COLLECTION_INTERVAL_MS,
  EDITOR_IMAGE_MAX_AGE_MS,
  startEditorImageCollection,
} from '../modules/news/editor-image-collection.ts';
import {
  backfillChampionFacets,
  backfillMatchStats,
} from '../modules/riot-data/match-stats-rebuild.ts';
import { ensureAdmin } from '../modules/users/bootstrap-admin.ts';
import { openSharedState } from '../platform/redis/shared-state.ts';
import { createRiotDeps } from '../platform/riot.ts';
import {
  exitUnlessSharedDatabase,
  loadConfigOrExit,
  openConfiguredDatabase,
  rootLogger,
} from '../platform/startup.ts';
import { createApp } from './build-app.ts';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * `npm start`: the API server, with the offline demo when there is no Riot API key, and the
 * crawl schedule when there is no Redis (the workers crawl then).
 */
export async function runServer(): Promise<void> {
  const config = loadConfigOrExit();
  exitUnlessSharedDatabase(config);
  const log = rootLogger(config);
  const database = await openConfiguredDatabase(config, log);
  // With REDIS_URL, workers (`npm run worker`) fetch players and crawl; this process serves.
  const shared = openSharedState(config, log);
  const riot = await createRiotDeps(config, log.child({ module: 'riot' }), {
    store: shared?.rateLimitStore,
  });
  if (riot.sim) {
    const [first] = riot.sim.world.samplePlayers;
    process.stdout.write(
      `Riot API: simulator at ${riot.sim.baseUrlTemplate}${first ? ` (try ${first.gameName}#${first.tagLine} in ${first.platform})` : ''}\n`,
    );
  }
  const { app, services } = await createApp({ config, database, riot, shared });
  await ensureAdmin({
    users: services.repositories.users,
    log: app.log,
    email: config.admin.email,
    password: config.admin.password,
  });
  await seedDemoNews({ news: services.news, log: app.log.child({ job: 'demo-news' }) });
  const editorImages = startEditorImageCollection({
    news: services.news,
    log: app.log.child({ job: 'editor-images' }),
    intervalMs: EDITOR_IMAGE_COLLECTION_INTERVAL_MS,
    maxAgeMs: EDITOR_IMAGE_MAX_AGE_MS,
  });
  // Background work: its passes' statements wait for visitors' on the embedded database.
  const pageViewRollup = inBackground(() =>
    startPageViewRollup({
      analytics: services.analytics,
      log: app.log.child({ job: 'page-view-rollup' }),
      intervalMs: PAGE_VIEW_ROLLUP_INTERVAL_MS,
    }),
  );

  const stopCrawl = new AbortController();
  let crawl: Promise<unknown> = Promise.resolve();
  let statsBackfill: Promise<void> = Promise.resolve();
  let stopDemoLive = () => {};
  let schedule: CrawlSchedule | undefined;
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    stopCrawl.abort();
    stopDemoLive();
    await editorImages.stop();
    await pageViewRollup.stop();
    await app.close();
    // Crawls under way finish before the simulator and the database go away.
    await crawl;
    await statsBackfill;
    await schedule?.stop();
    await riot.close();
    await shared?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.http.port, host: config.http.host });
  app.log.info(
    { url: config.http.publicUrl, database: database.kind, redis: shared !== null },
    'RiftScope is running',
  );
  // Matches stored before their derived numbers existed get them while visitors are served.
  const items = itemClasses(riot.ddragon.items);
  // Background work: on the embedded database its statements give way to visitors' and are paced.
  statsBackfill = inBackground(() =>
    backfillMatchStats(database.db, app.log.child({ job: 'match-stats' }), stopCrawl.signal, items),
  ).then(() =>
    inBackground(() =>
      backfillChampionFacets(database.db, items, app.log.child({ job: 'rollups' })),
    ),
  );
  if (riot.sim) {
    const live = keepDemoPlayerInGame(riot.sim.world);
    stopDemoLive = live.stop;
    if (live.player) {
      app.log.info(
        { player: `${live.player.gameName}#${live.player.tagLine}`, region: live.player.platform },
        'demo: this example player is always in a live game',
      );
    }
    // The offline demo: store sample players and their circles in the background so that
    // search, profiles and friends have data; visitors are served meanwhile.
    const { world } = riot.sim;
    crawl = inBackground(() =>
      runDemoCrawl({
        world,
        ingestion: services.ingestion,
        seeds: createDemoSeeds(database.db),
        log: app.log.child({ job: 'demo-crawl' }),
        signal: stopCrawl.signal,
      }),
    ).catch((err: unknown) => app.log.error({ err }, 'demo crawl failed'));
  }
  // The tier list's crawler: after the demo crawl, one pass over every region, then every
  // CRAWL_INTERVAL_MINUTES. With Redis the workers run it.
  crawl = crawl.then(() => {
    if (isClosing || shared || config.crawl.intervalMs === 0) return;
    schedule = inBackground(() =>
      startCrawlSchedule({
        crawler: services.crawler,
        log: app.log.child({ job: 'crawler' }),
        matchesPerRegion: CRAWL_MATCHES_PER_REGION,
        intervalMs: config.crawl.intervalMs,
      }),
    );
  });
}
