import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The header by which the server's page renderer (app/plugins/page-render.ts) marks the API
 * requests it makes for a page. Routes that may ask Riot answer such a request from stored data
 * alone: a page is drawn from what is stored, and never waits for Riot (ADR 0015).
 */
export const PAGE_RENDER_HEADER = 'x-riftscope-page-render';

/** Known only to this process, so that no request from outside can pass for the renderer's. */
export const PAGE_RENDER_KEY = randomBytes(24).toString('base64url');
const KEY_BYTES = Buffer.from(PAGE_RENDER_KEY);

/** Whether `req` is one of the page renderer's own API requests. */
export function isPageRenderRequest(req: FastifyRequest): boolean {
  const value = req.headers[PAGE_RENDER_HEADER];
  if (typeof value !== 'string') return false;
  const given = Buffer.from(value);
  return given.length === KEY_BYTES.length && timingSafeEqual(given, KEY_BYTES);
}
