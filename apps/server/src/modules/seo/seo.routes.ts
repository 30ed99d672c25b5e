import type { FastifyInstance } from 'fastify';
import type { SeoService } from './seo.service.ts';

const HOUR_SECONDS = 60 * 60;

/** /sitemap.xml and /robots.txt; they work whether or not the web app is built. */
export function registerSeoRoutes(app: FastifyInstance, deps: { seo: SeoService }) {
  const { seo } = deps;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${HOUR_SECONDS}`)
      .send(await seo.sitemap()),
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${24 * HOUR_SECONDS}`)
      .send(seo.robots()),
  );
}
