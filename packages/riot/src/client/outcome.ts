import type { z } from 'zod';
import { backoffDelay } from './backoff.ts';
import type { Endpoint } from './endpoints.ts';
import { RiotApiError } from './errors.ts';
import type { LimitType } from './stats.ts';

/** Riot's answer to one attempt, with what its headers said about waiting. */
export interface AttemptResponse {
  status: number;
  body: string;
  /** From `Retry-After`; read on answers that are not 2xx only. */
  retryAfterMs: number | null;
  /** From `X-Rate-Limit-Type` on a 429; null on other answers. */
  limitType: LimitType | null;
}

/** What one attempt brought back: an answer, or the error that stands in for one. */
export type AttemptOutcome = AttemptResponse | RiotApiError;

/** How one call judges its attempts. */
export interface CallPolicy<S extends z.ZodType = z.ZodType> {
  endpoint: Pick<Endpoint<S>, 'id' | 'schema' | 'isNullOn404'>;
  /** When the call must be over: no wait may end after it. */
  deadline: number;
  now: () => number;
  /** Retries after the first attempt. */
  maxRetries: number;
  backoff: { baseMs: number; capMs: number; random: () => number };
}

/** What to do after an attempt. */
export type Verdict<T> =
  | { kind: 'ok'; value: T | null }
  | { kind: 'retry'; waitMs: number; error: RiotApiError }
  | { kind: 'fail'; error: RiotApiError; reason: FailReason };

/**
 * Why a call ends in an error: the error is one that another attempt would not change, the
 * retries are spent, or the wait before the next attempt would end after the deadline.
 */
export type FailReason = 'final' | 'no-retries-left' | 'deadline';

const RETRYABLE_STATUS = new Set([429, 500, 502, 503, 504]);

/**
 * Judges the outcome of attempt number `attempt` (1 for the first): the parsed answer (null for
 * a 404 that means "none"), a retry after a wait, or the error the call fails with.
 */
export function classifyOutcome<S extends z.ZodType>(
  outcome: AttemptOutcome,
  attempt: number,
  policy: CallPolicy<S>,
): Verdict<z.output<S>> {
  const { endpoint } = policy;
  if (outcome instanceof RiotApiError) {
    const error = outcome.withAttempts(attempt);
    if (outcome.kind === 'aborted') return { kind: 'fail', error, reason: 'final' };
    return retryOrGiveUp(error, attempt, policy);
  }

  const { status, body, retryAfterMs } = outcome;
  if (status === 404 && endpoint.isNullOn404) return { kind: 'ok', value: null };
  if (status >= 200 && status < 300) {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch (err) {
      // A cut-off body is usually a dropped connection; another attempt may get all of it.
      const error = new RiotApiError({
        kind: 'malformed',
        endpoint: endpoint.id,
        status,
        attempts: attempt,
        message: `response is not JSON (${body.length} bytes)`,
        cause: err,
      });
      return retryOrGiveUp(error, attempt, policy);
    }
    const parsed = endpoint.schema.safeParse(json);
    if (!parsed.success) {
      const error = new RiotApiError({
        kind: 'schema',
        endpoint: endpoint.id,
        status,
        attempts: attempt,
        message: `response does not match Riot's wire format: ${parsed.error.issues
          .slice(0, 3)
          .map((i) => `${i.path.join('.')} ${i.message}`)
          .join('; ')}`,
        cause: parsed.error,
      });
      return { kind: 'fail', error, reason: 'final' };
    }
    return { kind: 'ok', value: parsed.data };
  }

  if (status === 429 && retryAfterMs !== null && policy.now() + retryAfterMs > policy.deadline) {
    const error = new RiotApiError({
      kind: 'rate-limited',
      endpoint: endpoint.id,
      status: 429,
      retryAfterMs,
      attempts: attempt,
      message: `Riot asked to wait ${Math.ceil(retryAfterMs / 1000)} s (${outcome.limitType ?? 'unknown'} limit)`,
    });
    return { kind: 'fail', error, reason: 'final' };
  }
  const error = new RiotApiError({
    kind: 'http',
    endpoint: endpoint.id,
    status,
    retryAfterMs,
    attempts: attempt,
    message: `HTTP ${status}${describeBody(body)}`,
  });
  if (!RETRYABLE_STATUS.has(status)) return { kind: 'fail', error, reason: 'final' };
  return retryOrGiveUp(error, attempt, policy);
}

/**
 * A retry after the longer of Riot's Retry-After and the backoff for this attempt, unless the
 * retries are spent or that wait would end after the deadline.
 */
function retryOrGiveUp(
  error: RiotApiError,
  attempt: number,
  policy: CallPolicy<z.ZodType>,
): Verdict<never> {
  if (attempt > policy.maxRetries) return { kind: 'fail', error, reason: 'no-retries-left' };
  const waitMs = Math.max(error.retryAfterMs ?? 0, backoffDelay(attempt - 1, policy.backoff));
  if (policy.now() + waitMs > policy.deadline) return { kind: 'fail', error, reason: 'deadline' };
  return { kind: 'retry', waitMs, error };
}

/** A short, safe summary of an error body for messages (Riot's JSON message, or nothing). */
function describeBody(body: string): string {
  try {
    const message = (JSON.parse(body) as { status?: { message?: unknown } }).status?.message;
    return typeof message === 'string' ? `: ${message.slice(0, 200)}` : '';
  } catch {
    return '';
  }
}
