import type { ErrorBody } from '@riftscope/contracts';

/** An error whose status and message may be shown to the client as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: ErrorBody['errors'];
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    options: { errors?: ErrorBody['errors']; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }

  toBody(): ErrorBody {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export const badRequest = (message = 'Malformed request') => new HttpError(400, message);
export const unauthorized = (message = 'Sign in to continue') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);

/** Seconds a 503 asks the client to wait when nothing better is known. */
export const UPSTREAM_RETRY_AFTER_S = 10;

/** Whether `err` is the 503 of Riot or the queue being unavailable for now (upstreamUnavailable). */
export const isUnavailable = (err: unknown): err is HttpError =>
  err instanceof HttpError && err.statusCode === 503;

/** What `task` gives, or `fallback` when it fails as unavailable (a 503); other failures are thrown. */
export async function unlessUnavailable<T, F>(task: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await task;
  } catch (err) {
    if (isUnavailable(err)) return fallback;
    throw err;
  }
}

/** 503 with a Retry-After header in whole seconds, so that clients back off instead of hammering. */
export const upstreamUnavailable = (
  message = 'The Riot API is temporarily unavailable',
  retryAfterSeconds = UPSTREAM_RETRY_AFTER_S,
) =>
  new HttpError(503, message, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });

/** 422 with per-field messages. */
export const invalid = (errors: Record<string, string[]>, message = 'The given data was invalid') =>
  new HttpError(422, message, { errors });

/** 429 with a Retry-After header in whole seconds. */
export const rateLimited = (retryAfterSeconds: number, message = 'Too many requests') =>
  new HttpError(429, message, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
