import { RiotApiError } from '@riftscope/riot';
import type { FastifyBaseLogger } from 'fastify';
import { type HttpError, upstreamUnavailable } from './errors.ts';

/**
 * A failed Riot call as a visitor is answered: the client has already retried what may pass, so
 * a RiotApiError left over means Riot is unavailable for now: 503, and the client tries later,
 * when the budget opens again if that is what ran out.
 */
export function visitorRiotError(log: FastifyBaseLogger, err: RiotApiError): HttpError {
  log.warn({ err, endpoint: err.endpoint, kind: err.kind, status: err.status }, 'riot call failed');
  return upstreamUnavailable(
    undefined,
    err.retryAfterMs === null ? undefined : err.retryAfterMs / 1000,
  );
}

/** Runs a Riot call for a visitor; a RiotApiError becomes its 503 (visitorRiotError). */
export async function visitorRiotCall<T>(
  log: FastifyBaseLogger,
  task: () => Promise<T>,
): Promise<T> {
  try {
    return await task();
  } catch (err) {
    if (err instanceof RiotApiError) throw visitorRiotError(log, err);
    throw err;
  }
}
