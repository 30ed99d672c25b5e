import type * as contracts from '@riftscope/contracts';
import {
  type BodyInput,
  buildPath,
  type ParamsInput,
  PUBLIC_API_ROUTES,
  type QueryInput,
  type ResponseOf,
  type RouteAddress,
  type RouteContract,
  type RouteName,
} from '@riftscope/contracts';
import { readToken } from './auth-token.ts';

/** The contract of the route called `name` (its export name in `@riftscope/contracts`). */
export type ContractOf<N extends RouteName> = (typeof contracts)[N] extends infer R extends
  RouteContract
  ? R
  : never;

/**
 * A failed call: the HTTP status (0 when the network failed), the server's field errors, and
 * for a 429 or 503 the seconds its Retry-After asks to wait, when it says.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    message: string,
    errors: Record<string, string[]> = {},
    retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Retry-After in whole seconds: it is either a number of seconds or an HTTP date (RFC 9110). */
export function parseRetryAfter(header: string | null, nowMs = Date.now()): number | null {
  if (!header) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - nowMs) / 1000));
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

/** The server's error body `{message, errors?}`, read defensively: a proxy may answer with anything. */
function errorBody(value: unknown): { message?: string; errors: Record<string, string[]> } {
  if (typeof value !== 'object' || value === null) return { errors: {} };
  const { message, errors } = value as { message?: unknown; errors?: unknown };
  const fieldErrors: Record<string, string[]> = {};
  if (typeof errors === 'object' && errors !== null) {
    for (const [field, texts] of Object.entries(errors)) {
      if (Array.isArray(texts)) fieldErrors[field] = texts.filter((t) => typeof t === 'string');
    }
  }
  return { message: typeof message === 'string' ? message : undefined, errors: fieldErrors };
}

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
 * The routes the client can call: the public ones, and those of a table a lazily loaded part of
 * the app registers when it loads (the admin area's, ADMIN_API_ROUTES), so that the public pages'
 * bundle never carries them.
 */
const routes: Record<string, RouteAddress> = { ...PUBLIC_API_ROUTES };

/** Lets `call` reach the routes of `table` (idempotent). */
export const registerApiRoutes = (table: Readonly<Record<string, RouteAddress>>) =>
  Object.assign(routes, table);

/** How a call reaches the API: the browser's fetch, or the server's own when it renders a page. */
export type ApiTransport = (name: RouteName, url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (_name, url, init) => fetch(url, init);

/** Sends every later call through `next` (the server render's entry sets it once). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/**
 * Calls the API route named `name`: builds the URL from the route table, sends the bearer token
 * and cookies, and returns the reply typed by the route's contract. The reply is not parsed again
 * here: the server checks every reply against the same contract before sending it (ADR 0005).
 */
export async function call<N extends RouteName>(
  name: N,
  input: CallInput<ContractOf<N>> = {} as CallInput<ContractOf<N>>,
): Promise<ResponseOf<ContractOf<N>>> {
  type Reply = ResponseOf<ContractOf<N>>;
  // Undefined only for an admin route called before the admin area's chunk loaded: a bug.
  const route = routes[name] as RouteAddress;
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
    response = await transport(name, `${buildPath(route.path, params)}${queryString(query)}`, {
      method: route.method,
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
    const { message, errors } = errorBody(await response.json().catch(() => null));
    throw new ApiError(
      response.status,
      message ?? response.statusText,
      errors,
      parseRetryAfter(response.headers.get('retry-after')),
    );
  }
  if (response.status === 204) return undefined as Reply;
  return (await response.json()) as Reply;
}
