import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { health, NEWS_SLUG_MAX, UPLOAD_MAX_BYTES } from '@riftscope/contracts';
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
import { registerAuthRoutes } from '../modules/auth/auth.routes.ts';
import { createAuthService } from '../modules/auth/auth.service.ts';
import { createMemoryFailureCounter } from '../modules/auth/failure-counter.ts';
import { registerPasswordResetRoutes } from '../modules/auth/password-reset.routes.ts';
import { createPasswordResetService } from '../modules/auth/password-reset.service.ts';
import { createPasswordResetsRepository } from '../modules/auth/password-resets.repository.ts';
import { createThrottledPasswordCheck } from '../modules/auth/sign-in-throttle.ts';
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
import { guardLookups } from '../modules/summoners/lookup-guard.ts';
import { createMemoryLookupQuota } from '../modules/summoners/lookup-quota.ts';
import { registerSummonerRoutes } from '../modules/summoners/summoners.routes.ts';
import { createSummonersService } from '../modules/summoners/summoners.service.ts';
import { createStorage } from '../modules/uploads/storage.ts';
import { createAccountRemoval } from '../modules/users/account-removal.ts';
import { createUsersRepository } from '../modules/users/users.repository.ts';
import { memoryAnswerCache } from './answer-cache.ts';
import { createAccessGuard } from './auth-context.ts';
import { clientErrorHandler } from './client-errors.ts';
import type { Config, TrustProxy } from './config.ts';
import { errorHandler } from './error-handler.ts';
import { rateLimited } from './errors.ts';
import { createQueuedJobs } from './jobs/ingestion-queue.ts';
import { loggerOptions } from './logger.ts';
import { createMailer } from './mailer.ts';
import { redisFailureCounter } from './redis/failure-counter.ts';
import { redisLookupQuota } from './redis/lookup-quota.ts';
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

/** TRUST_PROXY for Fastify, whose types omit the hop count it accepts: trust the nearest hops. */
function trustProxyOption(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  riot: RiotDeps;
  /** Redis: answers cached for every process, and lookups and Updates run by workers. */
  shared?: SharedState | null;
  /** Milliseconds since the epoch for session lifetimes and sign-in waits; tests pass a fake. */
  clock?: () => number;
}

/** Builds the HTTP application; the caller owns the database and closes it after the app. */
export async function buildApp({
  config,
  database,
  riot,
  shared,
  clock = Date.now,
}: AppOptions): Promise<FastifyInstance> {
  // Every answer carries these, including those no route sends (router and parser errors).
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
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: trustProxyOption(config.http.trustProxy),
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    // Errors the router raises before any route runs (and before any onRequest hook) get the
    // same headers and body as every other error.
    frameworkErrors: (error, _req, reply: FastifyReply) => {
      const message =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'The address is too long' : 'Malformed address';
      reply
        .code(error.statusCode ?? 400)
        .headers(headers)
        .send({ message });
    },
    // Node's parser refuses oversized headers (431) and slow requests (408) before Fastify.
    clientErrorHandler: clientErrorHandler(headers),
    // The longest parameter is a news slug: new ones are capped shorter, older ones fill the
    // column, and all of them must reach the route rather than a 414.
    routerOptions: { maxParamLength: NEWS_SLUG_MAX },
    // A client must send its whole request within this time (slow-body attacks hold a socket
    // and a parser otherwise); the default leaves a 9 MB news form 75 s at 1 Mbit/s. It ends
    // when the body has arrived, so slow handlers are not affected.
    requestTimeout: config.http.requestTimeoutMs,
    // A socket with no traffic either way this long is dropped (a client that stops reading
    // its answer). Longer than the request timeout, so that a slow body gets its 408 first,
    // and than a handler's longest Riot wait (60 s budget per call).
    connectionTimeout: config.http.requestTimeoutMs + 60_000,
    http: {
      headersTimeout: Math.min(60_000, config.http.requestTimeoutMs),
      // Node checks for timed-out requests on this interval (30 s by default).
      connectionsCheckingInterval: Math.min(30_000, config.http.requestTimeoutMs / 4),
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
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 2, fields: 20, fieldSize: 1024 * 1024, parts: 25 },
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
  const guard = createAccessGuard({ tokens, clock });
  app.decorateRequest('auth', null);
  app.decorate('boundContracts', []);

  const failureMemory = { memoryMs: config.auth.failureMemoryMs };
  const failedLogins = shared
    ? redisFailureCounter(
        shared.redis,
        app.log,
        `${shared.target.keyPrefix}:failed-logins:`,
        failureMemory,
      )
    : createMemoryFailureCounter(failureMemory);
  const checkPassword = createThrottledPasswordCheck({ failedLogins, limits: config.auth, clock });
  registerAuthRoutes(app, guard, {
    auth: createAuthService({ db, users, tokens, checkPassword, clock }),
    limits: config.auth,
  });
  registerPasswordResetRoutes(app, guard, {
    passwordReset: createPasswordResetService({
      db,
      users,
      resets: createPasswordResetsRepository(db),
      tokens,
      mailer: createMailer({
        smtpUrl: config.mail.smtpUrl,
        from: config.mail.from,
        outbox: join(config.dataDir, 'mail'),
        log: app.log.child({ module: 'mail' }),
      }),
      publicUrl: config.http.publicUrl,
      log: app.log.child({ module: 'password-reset' }),
      now: () => new Date(clock()),
    }),
    limits: config.auth,
  });
  const removeAccount = createAccountRemoval({ db, users, storage });
  registerProfileRoutes(app, guard, {
    profile: createProfileService({ db, users, tokens, storage, removeAccount, checkPassword }),
    uploadsPerUserPerMinute: config.uploads.perUserPerMinute,
  });
  registerFavoriteRoutes(app, guard, {
    favorites: createFavoritesService({ favorites: createFavoritesRepository(db) }),
  });
  registerAdminUserRoutes(app, guard, {
    adminUsers: createAdminUsersService({ db, users, tokens, removeAccount }),
  });

  const newsRepository = createNewsRepository(db);
  const newsService = createNewsService({ db, news: newsRepository, storage });
  app.decorate('news', newsService);
  registerNewsRoutes(app, guard, {
    news: newsService,
    uploadsPerUserPerMinute: config.uploads.perUserPerMinute,
  });
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
  const coldLookups = {
    max: config.riotSpend.coldLookupsPerIp,
    windowMs: config.riotSpend.coldLookupWindowMs,
    now: clock,
  };
  const jobs = guardLookups({
    jobs: queued ?? inProcessJobs(ingestion),
    summoners,
    cache: shared?.answerCache ?? memoryAnswerCache,
    quota: shared
      ? redisLookupQuota(
          shared.redis,
          app.log,
          `${shared.target.keyPrefix}:cold-lookups:`,
          coldLookups,
        )
      : createMemoryLookupQuota(coldLookups),
    now: clock,
  });
  registerSummonerRoutes(app, guard, {
    summoners: createSummonersService({
      ingestion,
      jobs,
      summoners,
      game,
      cache: shared?.answerCache,
    }),
    limits: config.riotSpend,
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
      cache: shared?.answerCache,
      now: clock,
    }),
    limits: config.riotSpend,
  });
  registerMatchRoutes(app, guard, {
    matches: createMatchesService({
      riot: riot.client,
      matches,
      game,
      log: app.log.child({ module: 'matches' }),
    }),
    limits: config.riotSpend,
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
