import { RiotApiError } from '@riftscope/riot';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { HttpError, UPSTREAM_RETRY_AFTER_S } from './errors.ts';
import { visitorRiotCall } from './riot-calls.ts';

const log = pino({ level: 'silent' });

const failWith = (error: RiotApiError) =>
  visitorRiotCall(log, () => Promise.reject(error)).catch((err: HttpError) => err);

describe('a Riot call for a visitor', () => {
  it('answers 503 asking to come back when the Riot budget opens again', async () => {
    const err = await failWith(
      new RiotApiError({
        kind: 'budget',
        endpoint: 'account-v1.getByRiotId',
        retryAfterMs: 95_500,
        message: 'out',
      }),
    );
    expect(err).toBeInstanceOf(HttpError);
    expect(err.statusCode).toBe(503);
    expect(err.headers['retry-after']).toBe('96');
  });

  it('answers 503 with the default wait when Riot named none', async () => {
    const err = await failWith(
      new RiotApiError({
        kind: 'http',
        endpoint: 'match-v5.getMatch',
        status: 500,
        message: 'HTTP 500',
      }),
    );
    expect(err.statusCode).toBe(503);
    expect(err.headers['retry-after']).toBe(String(UPSTREAM_RETRY_AFTER_S));
  });
});
