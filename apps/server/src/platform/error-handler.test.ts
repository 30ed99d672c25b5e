import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler.ts';
import { HttpError, UPSTREAM_RETRY_AFTER_S, upstreamUnavailable } from './errors.ts';

async function answerTo(error: Error) {
  const app = Fastify({ logger: false });
  app.setErrorHandler(errorHandler);
  app.get('/', async () => {
    throw error;
  });
  try {
    return await app.inject({ method: 'GET', url: '/' });
  } finally {
    await app.close();
  }
}

describe('503 answers', () => {
  it('carry the Retry-After they were given', async () => {
    const res = await answerTo(upstreamUnavailable(undefined, 42.2));
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('43');
    expect(res.json()).toEqual({ message: 'The Riot API is temporarily unavailable' });
  });

  it('carry a default Retry-After when whatever raised them named none', async () => {
    const res = await answerTo(new HttpError(503, 'Down for a moment'));
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(UPSTREAM_RETRY_AFTER_S));
  });
});
