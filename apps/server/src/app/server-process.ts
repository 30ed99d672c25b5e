import { itemClasses } from '@riftscope/riot/ddragon';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { createDemoSeeds } from '../db/demo-seeds.ts';
import { inBackground } from '../db/statement-gate.ts';
import {
  PAGE_VIEW_ROLLUP_INTERVAL_MS,
  startPageViewRollup,
} from '../modules/analytics/page-view-rollup.ts';
import { seedDemoGuides } from '../modules/guides/demo-guides.ts';
import { startAfterGameRefresh } from '../modules/ingestion/after-game-refresh.ts';
import {
  CRAWL_MATCHES_PER_REGION,
  type CrawlSchedule,
  startCrawlSchedule,
} from '../modules/ingestion/crawl-schedule.ts';
import { pickDemoPlayers, runDemoCrawl } from '../modules/ingestion/demo-crawl.ts';
import { recordDemoRankHistory } from '../modules/ingestion/demo-rank-history.ts';
import { startLadderSchedule } from '../modules/ladders/ladder-reader.ts';
import { keepDemoPlayerInGame } from '../modules/live/demo-live-game.ts';
import { seedDemoNews } from '../modules/news/demo-news.ts';
import {
  EDITOR_IMAGE_COLLECTION_INTERVAL_MS,
  EDITOR_IMAGE_MAX_AGE_MS,
  startEditorImageCollection,
} from '../modules/news/editor-image-collection.ts';
import { backfillLaneFigures } from '../modules/riot-data/lane-figures.repository.ts';
import {
  backfillChampionFacets,
  backfillMatchStats,
} from '../modules/riot-data/match-stats-rebuild.ts';
import { ensureAdmin } from '../modules/users/bootstrap-admin.ts';
import type { Config } from '../platform/config.ts';
import type { SharedState } from '../platform/redis/shared-state.ts';
import { openSharedState } from '../platform/redis/shared-state.ts';
import type { RiotDeps } from '../platform/riot.ts';
import { createRiotDeps } from '../platform/riot.ts';
import {
  exitUnlessSharedDatabase,
  loadConfigOrExit,
  openConfiguredDatabase,
  rootLogger,
} from '../platform/startup.ts';
import { createApp } from './build-app.ts';
import type { Services } from './services.ts';

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
  if (riot.sim) printSimulatorAddress(riot.sim);
  const { app, services } = await createApp({ config, database, riot, shared });
  await prepareStoredData({ app, services, config });
  const server: RunningServer = {
    app,
    database,
    riot,
    shared,
    housekeeping: startHousekeeping(app, services),
    stopCrawl: new AbortController(),
    crawl: Promise.resolve(),
    statsBackfill: Promise.resolve(),
    stopDemoLive: () => {},
    schedule: undefined,
    isClosing: false,
  };
  process.once('SIGINT', () => void shutdown(server, 'SIGINT'));
  process.once('SIGTERM', () => void shutdown(server, 'SIGTERM'));

  await app.listen({ port: config.http.port, host: config.http.host });
  app.log.info(
    { url: config.http.publicUrl, database: database.kind, redis: shared !== null },
    'RiftScope is running',
  );
  server.statsBackfill = startStatsBackfill(server);
  if (riot.sim) startDemo(server, { sim: riot.sim, services });
  scheduleCrawls(server, { config, services });
  // The apex ladders, read from the start (the demo's too), beside the crawl; workers read them with Redis.
  if (!shared && config.crawl.intervalMs > 0)
    server.housekeeping.push(
      inBackground(() =>
        startLadderSchedule({
          reader: services.ladderReader,
          log: app.log.child({ job: 'ladders' }),
        }),
      ),
    );
  // Followed players' new ranked games, for LP per game; workers check them with Redis.
  if (!shared && config.crawl.intervalMs > 0)
    server.housekeeping.push(inBackground(() => startAfterGameRefresh(services.afterGame)));
}

/** What the process runs and holds until it shuts down; its background work is set as it starts. */
interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  riot: RiotDeps;
  shared: SharedState | null;
  /** Periodic passes started with the server (editor images, the page view rollup). */
  housekeeping: { stop(): Promise<void> }[];
  /** Stops the crawls and the backfill of derived numbers. */
  stopCrawl: AbortController;
  /** The demo crawl and then the crawl schedule's start. */
  crawl: Promise<unknown>;
  statsBackfill: Promise<void>;
  stopDemoLive: () => void;
  schedule: CrawlSchedule | undefined;
  isClosing: boolean;
}

type Simulator = NonNullable<RiotDeps['sim']>;

function printSimulatorAddress(sim: Simulator): void {
  const [first] = sim.world.samplePlayers;
  process.stdout.write(
    `Riot API: simulator at ${sim.baseUrlTemplate}${first ? ` (try ${first.gameName}#${first.tagLine} in ${first.platform})` : ''}\n`,
  );
}

/** Before serving: the configured admin account, the demo's news and the offline demo's guides. */
async function prepareStoredData({
  app,
  services,
  config,
}: {
  app: FastifyInstance;
  services: Services;
  config: Config;
}): Promise<void> {
  await ensureAdmin({
    users: services.repositories.users,
    log: app.log,
    email: config.admin.email,
    password: config.admin.password,
  });
  await seedDemoNews({ news: services.news, log: app.log.child({ job: 'demo-news' }) });
  // The demo guides speak of the simulator's world: only the offline demo has it.
  if (config.riot.isSimulatorInProcess) {
    await seedDemoGuides({
      guides: services.guidesAdmin,
      log: app.log.child({ job: 'demo-guides' }),
    });
  }
}

/** The periodic passes of every server: unused editor images (news and guides) and the page view rollup. */
function startHousekeeping(app: FastifyInstance, services: Services) {
  const editorImages = startEditorImageCollection({
    news: services.news,
    log: app.log.child({ job: 'editor-images' }),
    intervalMs: EDITOR_IMAGE_COLLECTION_INTERVAL_MS,
    maxAgeMs: EDITOR_IMAGE_MAX_AGE_MS,
  });
  // The guide editor's uploads no guide shows, the same way (docs/guides.md).
  const guideImages = startEditorImageCollection({
    news: { collectEditorImages: services.guidesAdmin.collectImages },
    log: app.log.child({ job: 'guide-images' }),
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
  return [editorImages, guideImages, pageViewRollup];
}

/**
 * Matches stored before their derived numbers existed get them, and timelines stored before the
 * lane figures existed write them, while visitors are served.
 */
function startStatsBackfill({ app, database, riot, stopCrawl }: RunningServer): Promise<void> {
  const items = itemClasses(riot.ddragon.items);
  // Background work: on the embedded database its statements give way to visitors' and are paced.
  return inBackground(() =>
    backfillMatchStats(database.db, app.log.child({ job: 'match-stats' }), stopCrawl.signal, items),
  )
    .then(() =>
      inBackground(() =>
        backfillChampionFacets(database.db, items, app.log.child({ job: 'rollups' })),
      ),
    )
    .then(() =>
      inBackground(() =>
        backfillLaneFigures(database.db, app.log.child({ job: 'lane-figures' }), stopCrawl.signal),
      ),
    );
}

/** The offline demo: a player always in a live game, and sample players stored in the background. */
function startDemo(
  server: RunningServer,
  { sim, services }: { sim: Simulator; services: Services },
): void {
  const { app, database } = server;
  const live = keepDemoPlayerInGame(sim.world);
  server.stopDemoLive = live.stop;
  if (live.player) {
    app.log.info(
      { player: `${live.player.gameName}#${live.player.tagLine}`, region: live.player.platform },
      'demo: this example player is always in a live game',
    );
  }
  // Store sample players and their circles in the background so that search, profiles and
  // friends have data; visitors are served meanwhile.
  // Then the rank history the site would have recorded had it watched those players all season.
  server.crawl = inBackground(async () => {
    const crawled = await runDemoCrawl({
      world: sim.world,
      ingestion: services.ingestion,
      seeds: createDemoSeeds(database.db),
      log: app.log.child({ job: 'demo-crawl' }),
      signal: server.stopCrawl.signal,
    });
    if (crawled.status === 'stopped') return;
    await recordDemoRankHistory({
      world: sim.world,
      db: database.db,
      log: app.log.child({ job: 'demo-rank-history' }),
      players: pickDemoPlayers(sim.world),
    });
  }).catch((err: unknown) => app.log.error({ err }, 'demo crawl failed'));
}

/**
 * The tier list's crawler: after the demo crawl, one pass over every region, then every
 * CRAWL_INTERVAL_MINUTES. With Redis the workers run it.
 */
function scheduleCrawls(
  server: RunningServer,
  { config, services }: { config: Config; services: Services },
): void {
  server.crawl = server.crawl.then(() => {
    if (server.isClosing || server.shared || config.crawl.intervalMs === 0) return;
    server.schedule = inBackground(() =>
      startCrawlSchedule({
        crawler: services.crawler,
        log: server.app.log.child({ job: 'crawler' }),
        matchesPerRegion: CRAWL_MATCHES_PER_REGION,
        intervalMs: config.crawl.intervalMs,
      }),
    );
  });
}

/** Stops the work in order, within SHUTDOWN_GRACE_MS, and exits. */
async function shutdown(server: RunningServer, signal: string): Promise<void> {
  if (server.isClosing) return;
  server.isClosing = true;
  const { app } = server;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  timer.unref();
  server.stopCrawl.abort();
  server.stopDemoLive();
  for (const pass of server.housekeeping) await pass.stop();
  await app.close();
  // Crawls under way finish before the simulator and the database go away.
  await server.crawl;
  await server.statsBackfill;
  await server.schedule?.stop();
  await server.riot.close();
  await server.shared?.close();
  await server.database.close();
  process.exit(0);
}
