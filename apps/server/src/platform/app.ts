import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { health } from '@riftscope/contracts';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { config as configureZod, locales } from 'zod/mini';
import type { DatabaseHandle } from '../db/client.ts';
import { createAdminStatsRepository } from '../modules/admin-stats/admin-stats.repository.ts';
import { registerAdminStatsRoutes } from '../modules/admin-stats/admin-stats.routes.ts';
import { createAdminStatsService } from '../modules/admin-stats/admin-stats.service.ts';
import { registerAdminUserRoutes } from '../modules/admin-users/admin-users.routes.ts';
import { createAdminUsersService } from '../modules/admin-users/admin-users.service.ts';
import { createAnalyticsRepository } from '../modules/analytics/analytics.repository.ts';
import { registerAnalyticsRoutes } from '../modules/analytics/analytics.routes.ts';
import { createAnalyticsService } from '../modules/analytics/analytics.service.ts';
import { createMemoryAttemptLimiter } from '../modules/auth/attempt-limiter.ts';
import { registerAuthRoutes } from '../modules/auth/auth.routes.ts';
import { createAuthService } from '../modules/auth/auth.service.ts';
import { createTokensRepository } from '../modules/auth/tokens.repository.ts';
import { createChampionsRepository } from '../modules/champions/champions.repository.ts';
import { registerChampionRoutes } from '../modules/champions/champions.routes.ts';
import { createChampionsService } from '../modules/champions/champions.service.ts';
import type { Crawler } from '../modules/champions/crawler.ts';
import { createFavoritesRepository } from '../modules/favorites/favorites.repository.ts';
import { registerFavoriteRoutes } from '../modules/favorites/favorites.routes.ts';
import { createFavoritesService } from '../modules/favorites/favorites.service.ts';
import { createLiveRepository } from '../modules/live/live.repository.ts';
import { registerLiveRoutes } from '../modules/live/live.routes.ts';
import { createLiveService } from '../modules/live/live.service.ts';
import { createGameDataMapper } from '../modules/matches/game-data.mapper.ts';
import { registerMatchRoutes } from '../modules/matches/matches.routes.ts';
import { createMatchesService } from '../modules/matches/matches.service.ts';
import { createNewsRepository } from '../modules/news/news.repository.ts';
import { registerNewsRoutes } from '../modules/news/news.routes.ts';
import { createNewsService, type NewsService } from '../modules/news/news.service.ts';
import { registerProfileRoutes } from '../modules/profile/profile.routes.ts';
import { createProfileService } from '../modules/profile/profile.service.ts';
import { createSearchRepository } from '../modules/search/search.repository.ts';
import { registerSearchRoutes } from '../modules/search/search.routes.ts';
import { createSearchService } from '../modules/search/search.service.ts';
import { createSeoRepository } from '../modules/seo/seo.repository.ts';
import { registerSeoRoutes } from '../modules/seo/seo.routes.ts';
import { createSeoService } from '../modules/seo/seo.service.ts';
import type { IngestionService } from '../modules/summoners/ingestion.service.ts';
import { inProcessJobs } from '../modules/summoners/ingestion-jobs.ts';
import { registerSummonerRoutes } from '../modules/summoners/summoners.routes.ts';
import { createSummonersService } from '../modules/summoners/summoners.service.ts';
import { MAX_UPLOAD_BYTES } from '../modules/uploads/image-upload.ts';
import { createStorage } from '../modules/uploads/storage.ts';
import { createUsersRepository } from '../modules/users/users.repository.ts';
import { createAccessGuard } from './auth-context.ts';
import type { Config } from './config.ts';
import { errorHandler } from './error-handler.ts';
import { rateLimited } from './errors.ts';
import { createQueuedJobs } from './jobs/ingestion-queue.ts';
import { loggerOptions } from './logger.ts';
import { redisAttemptLimiter } from './redis/attempt-limiter.ts';
import type { SharedState } from './redis/shared-state.ts';
import type { RiotDeps } from './riot.ts';
import { bindRoute } from './route.ts';
import { securityHeaders } from './security-headers.ts';
import { serializerCompiler } from './serializer.ts';
import { createIngestionServices } from './services.ts';
import { registerWebApp } from './web-app.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Where gtag.js comes from and where it sends hits (Google's CSP guide for GA4). */
const GOOGLE_TAG_SCRIPTS = ['https://www.googletagmanager.com'];
const GOOGLE_ANALYTICS_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];

declare module 'fastify' {
  interface FastifyInstance {
    /** The one ingestion service of this app, shared with jobs started beside it (demo crawl). */
    ingestion: IngestionService;
    /** The tier-list crawler of this app, run on a schedule beside it. */
    crawler: Crawler;
    /** The news of this app, for the demo content put in place on first start. */
    news: NewsService;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  riot: RiotDeps;
  /** Redis: answers cached for every process, and lookups and Updates run by workers. */
  shared?: SharedState | null;
}

/** Builds the HTTP application; the caller owns the database and closes it after the app. */
export async function buildApp({
  config,
  database,
  riot,
  shared,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    // Errors the router raises before any route runs get the same body as every other error.
    frameworkErrors: (error, _req, reply: FastifyReply) => {
      const message =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'The address is too long' : 'Malformed address';
      reply.code(error.statusCode ?? 400).send({ message });
    },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  // The contracts use zod/mini, which loads no locale: field errors are sent in English.
  configureZod(locales.en());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // The API speaks JSON and multipart only; a text/plain body is a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  // Google Analytics widens the policy only when it is configured.
  const ga = config.analytics.gaMeasurementId !== undefined;
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(ga ? GOOGLE_TAG_SCRIPTS : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(ga ? GOOGLE_ANALYTICS_HOSTS : [])],
        connectSrc: ["'self'", ...(ga ? GOOGLE_ANALYTICS_HOSTS : [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.http.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  // API answers and pages compressed on the fly (cheap brotli); the web build's files are
  // precompressed at build time and served as they are.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cors, { origin: config.http.publicUrl, credentials: true });
  await app.register(rateLimit, {
    global: false,
    // Per-address limits hold across processes when they count in Redis.
    ...(shared
      ? {
          redis: shared.redis,
          nameSpace: `${shared.target.keyPrefix}:http-limit:`,
          skipOnError: true,
        }
      : {}),
    errorResponseBuilder: (_req, context) =>
      rateLimited(context.ttl / 1000, 'Too many requests; try again later'),
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 20, fieldSize: 1024 * 1024, parts: 25 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'RiftScope API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });

  const { db } = database;
  const storageRoot = join(config.dataDir, 'uploads');
  await mkdir(storageRoot, { recursive: true });
  const storage = createStorage(storageRoot);
  const users = createUsersRepository(db);
  const tokens = createTokensRepository(db);
  const guard = createAccessGuard(tokens);
  app.decorateRequest('auth', null);
  app.decorate('boundContracts', []);

  const loginLimits = {
    maxFailures: config.auth.failedLoginsPerAccount,
    windowMs: config.auth.failedLoginWindowMs,
  };
  const failedLogins = shared
    ? redisAttemptLimiter(
        shared.redis,
        app.log,
        `${shared.target.keyPrefix}:failed-logins:`,
        loginLimits,
      )
    : createMemoryAttemptLimiter(loginLimits);
  registerAuthRoutes(app, guard, {
    auth: createAuthService({ db, users, tokens, failedLogins }),
    limits: config.auth,
  });
  registerProfileRoutes(app, guard, {
    profile: createProfileService({ db, users, tokens, storage }),
  });
  registerFavoriteRoutes(app, guard, {
    favorites: createFavoritesService({ favorites: createFavoritesRepository(db) }),
  });
  registerAdminUserRoutes(app, guard, {
    adminUsers: createAdminUsersService({ db, users, tokens }),
  });

  const newsRepository = createNewsRepository(db);
  const newsService = createNewsService({ db, news: newsRepository, storage });
  app.decorate('news', newsService);
  registerNewsRoutes(app, guard, { news: newsService });
  registerAnalyticsRoutes(app, guard, {
    analytics: createAnalyticsService({
      analytics: createAnalyticsRepository(db),
      publicUrl: config.http.publicUrl,
    }),
  });
  registerAdminStatsRoutes(app, guard, {
    stats: createAdminStatsService({ stats: createAdminStatsRepository(db) }),
  });

  const { summoners, matches, ingestion, crawler } = createIngestionServices({
    database,
    riot,
    log: app.log,
  });
  const game = createGameDataMapper(riot.ddragon);
  app.decorate('ingestion', ingestion);
  app.decorate('crawler', crawler);
  const queued = shared
    ? createQueuedJobs({ redis: shared.target, log: app.log, ingestion, summoners })
    : undefined;
  if (queued) app.addHook('onClose', () => queued.close());
  const jobs = queued ?? inProcessJobs(ingestion);
  registerSummonerRoutes(app, guard, {
    summoners: createSummonersService({
      ingestion,
      jobs,
      summoners,
      game,
      cache: shared?.answerCache,
    }),
  });
  registerSearchRoutes(app, guard, {
    search: createSearchService({
      search: createSearchRepository(db),
      log: app.log.child({ module: 'search' }),
    }),
  });
  registerLiveRoutes(app, guard, {
    live: createLiveService({
      riot: riot.client,
      live: createLiveRepository(db),
      jobs,
      game,
      log: app.log.child({ module: 'live' }),
    }),
  });
  registerMatchRoutes(app, guard, {
    matches: createMatchesService({
      riot: riot.client,
      matches,
      game,
      log: app.log.child({ module: 'matches' }),
    }),
  });
  registerChampionRoutes(app, guard, {
    champions: createChampionsService({ champions: createChampionsRepository(db), game }),
  });

  bindRoute(app, guard, health, async () => {
    await database.ping();
    return { status: 'ok' as const };
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  const seo = createSeoService({
    site: config.http.publicUrl,
    seo: createSeoRepository({ db, news: newsRepository, summoners }),
    log: app.log.child({ module: 'seo' }),
    gaMeasurementId: config.analytics.gaMeasurementId,
  });
  registerSeoRoutes(app, { seo });
  await registerWebApp(app, {
    webDistDir: config.webDistDir,
    storageRoot,
    pageHead: (url) => seo.pageHead(url),
  });
  return app;
}
