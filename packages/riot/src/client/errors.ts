/** Why a Riot call failed. */
export type RiotErrorKind =
  | 'http' // Riot answered with a status we do not retry, or retries ran out
  | 'network' // the connection failed
  | 'timeout' // no answer in time
  | 'malformed' // the body was not the JSON it should be
  | 'schema' // the JSON did not match Riot's wire format
  | 'rate-limited' // Riot asked us to wait longer than the call may wait
  | 'budget' // our own limiter could not fit the call in before its deadline
  | 'store' // the rate-limit store (Redis, shared by processes) did not answer
  | 'config' // the call cannot be made (unknown platform)
  | 'aborted'; // the caller's AbortSignal fired

/** A failed Riot API call; the service that made it decides what it means for the user. */
export class RiotApiError extends Error {
  readonly kind: RiotErrorKind;
  /** Riot's method id, such as 'match-v5.getMatch'. */
  readonly endpoint: string;
  /** HTTP status, or null when there was no response. */
  readonly status: number | null;
  /** How long Riot asked us to wait, when it did. */
  readonly retryAfterMs: number | null;
  readonly attempts: number;
  /** The message without the endpoint prefix. */
  readonly detail: string;

  constructor(options: {
    kind: RiotErrorKind;
    endpoint: string;
    status?: number | null;
    retryAfterMs?: number | null;
    attempts?: number;
    message: string;
    cause?: unknown;
  }) {
    super(`${options.endpoint}: ${options.message}`, { cause: options.cause });
    this.name = 'RiotApiError';
    this.kind = options.kind;
    this.endpoint = options.endpoint;
    this.status = options.status ?? null;
    this.retryAfterMs = options.retryAfterMs ?? null;
    this.attempts = options.attempts ?? 0;
    this.detail = options.message;
  }

  /** The same error, counting the attempts made. */
  withAttempts(attempts: number): RiotApiError {
    return new RiotApiError({
      kind: this.kind,
      endpoint: this.endpoint,
      status: this.status,
      retryAfterMs: this.retryAfterMs,
      attempts,
      message: this.detail,
      cause: this.cause,
    });
  }
}
