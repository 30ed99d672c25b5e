import { RiotApiError } from '@riftscope/riot';
import type { FastifyBaseLogger } from 'fastify';
import { upstreamUnavailable } from './errors.ts';

/**
 * Runs a Riot call for a visitor. The client has already retried what may pass, so a
 * RiotApiError left over means Riot is unavailable for now: 503, and the client tries later,
 * when the budget opens again if that is what ran out.
 */
export async function visitorRiotCall<T>(
  log: FastifyBaseLogger,
  task: () => Promise<T>,
): Promise<T> {
  try {
    return await task();
  } catch (err) {
    if (err instanceof RiotApiError) {
      log.warn(
        { err, endpoint: err.endpoint, kind: err.kind, status: err.status },
        'riot call failed',
      );
      throw upstreamUnavailable(
        undefined,
        err.retryAfterMs === null ? undefined : err.retryAfterMs / 1000,
      );
    }
    throw err;
  }
}
