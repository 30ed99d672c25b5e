import {
  type BodyInput,
  buildPath,
  ErrorBodySchema,
  type ParamsInput,
  type QueryInput,
  type ResponseOf,
  type RouteContract,
} from '@riftscope/contracts';
import { config as configureZod } from 'zod/mini';
import { readToken } from './auth-token.ts';

// Our CSP has no 'unsafe-eval': zod must not try to compile parsers with `new Function`.
configureZod({ jitless: true });

/** A failed call: the HTTP status (0 when the network failed) and the server's field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;

  constructor(status: number, message: string, errors: Record<string, string[]> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

type Optional<K extends string, T> = T extends undefined ? { [P in K]?: T } : { [P in K]: T };

export type CallInput<R extends RouteContract> = Optional<'params', ParamsInput<R>> &
  Optional<'query', QueryInput<R>> &
  Optional<'body', BodyInput<R>> & {
    /** A multipart form, for contracts that take one. */
    form?: FormData;
    signal?: AbortSignal;
    /** A token to send instead of the stored one (a sign-in checks its new token first). */
    token?: string;
  };

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls an API route described by its contract: builds the URL, sends the bearer token and
 * cookies, and parses the reply with the contract's schema, so both sides agree on every field.
 */
export async function call<R extends RouteContract>(
  contract: R,
  input: CallInput<R> = {} as CallInput<R>,
): Promise<ResponseOf<R>> {
  const {
    params,
    query,
    body,
    form,
    signal,
    token: tokenOverride,
  } = input as {
    params?: Record<string, string | number>;
    query?: unknown;
    body?: unknown;
    form?: FormData;
    signal?: AbortSignal;
    token?: string;
  };
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = tokenOverride ?? readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${buildPath(contract.path, params)}${queryString(query)}`, {
      method: contract.method,
      headers,
      credentials: 'include',
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, 'Network error');
  }

  if (!response.ok) {
    const parsed = ErrorBodySchema.safeParse(await response.json().catch(() => null));
    throw new ApiError(
      response.status,
      parsed.success ? parsed.data.message : response.statusText,
      parsed.success ? parsed.data.errors : {},
    );
  }
  if (contract.response === null || response.status === 204) return undefined as ResponseOf<R>;
  return contract.response.parse(await response.json()) as ResponseOf<R>;
}
