import { createHash } from 'node:crypto';
import { COOKIE_STATE_SCRIPT } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config.ts';
import { securityHeaders } from '../../platform/security-headers.ts';

/** Where gtag.js comes from and where it sends hits (Google's CSP guide for GA4). */
const GOOGLE_TAG_SCRIPTS = ['https://www.googletagmanager.com'];
const GOOGLE_ANALYTICS_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];

/** The CSP source of the one inline script of the pages (web-app.ts). */
const COOKIE_STATE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(COOKIE_STATE_SCRIPT).digest('base64')}'`;

/**
 * The security headers of every answer, Content Security Policy included. Game art comes from
 * our own origin (the Data Dragon image proxy), or from ASSET_BASE_URL's CDN in front of it;
 * Google Analytics widens the policy only when it is configured.
 */
export function securityHeadersOf(config: Config): Record<string, string> {
  const ga = config.analytics.gaMeasurementId !== undefined;
  const assetOrigin = config.assets.baseUrl;
  return securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", COOKIE_STATE_SCRIPT_SOURCE, ...(ga ? GOOGLE_TAG_SCRIPTS : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(assetOrigin ? [assetOrigin] : []),
          ...(ga ? GOOGLE_ANALYTICS_HOSTS : []),
        ],
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
}

/** Sends `headers` with every answer, including those no route sends. */
export function addSecurityHeaders(
  app: FastifyInstance,
  headers: Readonly<Record<string, string>>,
): void {
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
