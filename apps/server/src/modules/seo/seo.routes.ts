import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors.ts';
import type { SeoService } from './seo.service.ts';

const HOUR_SECONDS = 60 * 60;

/**
 * /sitemap.xml, /robots.txt and /riot.txt; they work whether or not the web app is built.
 * `riotVerificationCode`: the code Riot asks a production key's site to serve at /riot.txt
 * (docs/riot-policies.md); without one the file does not exist.
 */
export function registerSeoRoutes(
  app: FastifyInstance,
  deps: { seo: SeoService; riotVerificationCode: string | undefined },
) {
  const { seo, riotVerificationCode } = deps;

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

  app.get('/riot.txt', { schema: { hide: true } }, async (_req, reply) => {
    if (riotVerificationCode === undefined) throw notFound('No Riot verification code is set');
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${HOUR_SECONDS}`)
      .send(riotVerificationCode);
  });
}
