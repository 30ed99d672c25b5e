import { mkdir } from 'node:fs/promises';
import { health } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { registerAdminStatsRoutes } from '../modules/admin-stats/admin-stats.routes.ts';
import { registerAdminUserRoutes } from '../modules/admin-users/admin-users.routes.ts';
import { registerAnalyticsRoutes } from '../modules/analytics/analytics.routes.ts';
import { registerAssetRoutes } from '../modules/assets/assets.routes.ts';
import { registerAuthRoutes } from '../modules/auth/auth.routes.ts';
import { registerPasswordResetRoutes } from '../modules/auth/password-reset.routes.ts';
import { registerChampionRoutes } from '../modules/champions/champions.routes.ts';
import { registerExamplePlayerRoutes } from '../modules/example-players/example-players.routes.ts';
import { registerFavoriteRoutes } from '../modules/favorites/favorites.routes.ts';
import { registerGuidesAdminRoutes } from '../modules/guides/guides-admin.routes.ts';
import { registerGuidesPublicRoutes } from '../modules/guides/guides-public.routes.ts';
import { registerLadderRoutes } from '../modules/ladders/ladders.routes.ts';
import { registerLiveRoutes } from '../modules/live/live.routes.ts';
import { registerMatchAnalysisRoutes } from '../modules/matches/match-analysis.routes.ts';
import { registerMatchRankRoutes } from '../modules/matches/match-ranks.routes.ts';
import { registerMatchRoutes } from '../modules/matches/matches.routes.ts';
import { registerMultiSearchRoutes } from '../modules/multisearch/multisearch.routes.ts';
import { registerNewsRoutes } from '../modules/news/news.routes.ts';
import { registerProfileRoutes } from '../modules/profile/profile.routes.ts';
import { registerSearchRoutes } from '../modules/search/search.routes.ts';
import { registerSeoRoutes } from '../modules/seo/seo.routes.ts';
import { registerPlayerMasteryRoutes } from '../modules/summoners/player-mastery.routes.ts';
import { registerPlayerStatsRoutes } from '../modules/summoners/player-stats.routes.ts';
import { registerSummonerRoutes } from '../modules/summoners/summoners.routes.ts';
import type { Config } from '../platform/config.ts';
import type { SharedState } from '../platform/redis/shared-state.ts';
import type { RiotDeps } from '../platform/riot.ts';
import { bindRoute } from '../platform/route.ts';
import { createHttpServer } from './http-server.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerCors } from './plugins/cors.ts';
import { registerMultipart } from './plugins/multipart.ts';
import { registerDocsRoute, registerOpenApi } from './plugins/openapi.ts';
import { registerRateLimits } from './plugins/rate-limit.ts';
import { addSecurityHeaders, securityHeadersOf } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { createServices, type Services } from './services.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  riot: RiotDeps;
  /** Redis: answers cached for every process, and lookups and Updates run by workers. */
  shared?: SharedState | null;
  /** Milliseconds since the epoch for session lifetimes and sign-in waits; tests pass a fake. */
  clock?: () => number;
}

/**
 * Builds the HTTP application and its services, which log through the app's logger; closing the
 * app lets go of them. The caller owns the database and closes it after the app.
 */
export async function createApp(
  options: AppOptions,
): Promise<{ app: FastifyInstance; services: Services }> {
  const { config, database, shared } = options;
  // Every answer carries these, including those no route sends (router and parser errors).
  const headers = securityHeadersOf(config);
  const app = createHttpServer(config, headers);
  addSecurityHeaders(app, headers);
  await registerCompression(app);
  await registerCors(app, config);
  await registerRateLimits(app, shared);
  await registerMultipart(app);
  await registerOpenApi(app);

  const services = createServices({ ...options, log: app.log });
  app.addHook('onClose', () => services.close());
  await mkdir(services.storage.root, { recursive: true });
  app.decorateRequest('auth', null);
  app.decorate('boundContracts', []);
  registerRoutes(app, services, config);

  bindRoute(app, services.guard, health, async () => {
    await database.ping();
    await shared?.check();
    return { status: 'ok' as const };
  });
  registerDocsRoute(app);
  registerAssetRoutes(app, { images: services.ddragonImages });
  registerSeoRoutes(app, {
    seo: services.seo,
    riotVerificationCode: config.riotVerificationCode,
  });
  await registerWebApp(app, {
    webDistDir: config.webDistDir,
    pageRenderBudgetMs: config.pageRenderBudgetMs,
    pageDataVersion: services.pageDataVersion,
    storageRoot: services.storage.root,
    site: services.seo.site,
    renderedHead: (head) => services.seo.renderedHead(head),
    pageHead: (url) => services.seo.pageHead(url),
  });
  return { app, services };
}

/** Builds the HTTP application; the caller owns the database and closes it after the app. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  return (await createApp(options)).app;
}

/** Each module's routes over its services. */
function registerRoutes(app: FastifyInstance, s: Services, config: Config): void {
  const { guard } = s;
  const uploadsPerUserPerMinute = config.uploads.perUserPerMinute;
  registerAuthRoutes(app, guard, { auth: s.auth, limits: config.auth });
  registerPasswordResetRoutes(app, guard, { passwordReset: s.passwordReset, limits: config.auth });
  registerProfileRoutes(app, guard, { profile: s.profile, uploadsPerUserPerMinute });
  registerFavoriteRoutes(app, guard, { favorites: s.favorites });
  registerAdminUserRoutes(app, guard, { adminUsers: s.adminUsers });
  registerNewsRoutes(app, guard, { news: s.news, uploadsPerUserPerMinute });
  registerGuidesAdminRoutes(app, guard, { guidesAdmin: s.guidesAdmin, uploadsPerUserPerMinute });
  registerGuidesPublicRoutes(app, guard, { guides: s.guides });
  registerAnalyticsRoutes(app, guard, { analytics: s.analytics });
  registerAdminStatsRoutes(app, guard, { stats: s.adminStats });
  registerSummonerRoutes(app, guard, {
    summoners: s.summoners,
    rankHistory: s.rankHistory,
    limits: config.riotSpend,
  });
  registerPlayerStatsRoutes(app, guard, { playerStats: s.playerStats });
  registerPlayerMasteryRoutes(app, guard, { playerMastery: s.playerMastery });
  registerSearchRoutes(app, guard, { search: s.search });
  registerExamplePlayerRoutes(app, guard, { examplePlayers: s.examplePlayers });
  registerLiveRoutes(app, guard, { live: s.live, limits: config.riotSpend });
  registerMultiSearchRoutes(app, guard, { multiSearch: s.multiSearch, limits: config.riotSpend });
  registerMatchRoutes(app, guard, { matches: s.matches, limits: config.riotSpend });
  registerMatchRankRoutes(app, guard, { matchRanks: s.matchRanks, limits: config.riotSpend });
  registerMatchAnalysisRoutes(app, guard, { analysis: s.matchAnalysis });
  registerChampionRoutes(app, guard, {
    champions: s.champions,
    matchups: s.matchups,
    buildPages: s.buildPages,
    arena: s.arena,
  });
  registerLadderRoutes(app, guard, { ladders: s.ladders });
}
