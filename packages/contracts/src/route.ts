import type { z } from 'zod/mini';

/**
 * Who may call a route; the server enforces it and the authorisation tests enumerate it.
 * `staff`: administrators and moderators (the guides' authors).
 */
export type Access = 'public' | 'user' | 'staff' | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A complete description of one API route, shared by the server and the web client. */
export interface RouteContract {
  method: HttpMethod;
  /** Fastify-style path: `/api/summoners/:gameName/:tagLine/:region`. */
  path: string;
  access: Access;
  /**
   * The answer carries a token or someone's account data although anyone may call the route
   * (sign-in, registration). Such answers, and every answer of a route that is not public, are
   * never stored by a cache: see `isPrivateAnswer`.
   */
  isPrivate?: true;
  summary: string;
  tag: string;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  /** A JSON body. */
  body?: z.ZodMiniType;
  /** The text fields of a multipart/form-data body (files are read by the handler). */
  multipart?: z.ZodMiniType;
  /** Success status. */
  status: 200 | 201 | 202 | 204;
  /** Success body, or null for 204. */
  response: z.ZodMiniType | null;
}

/** Whether the route's answers, errors included, are sent with `Cache-Control: no-store`. */
export function isPrivateAnswer(route: Pick<RouteContract, 'access' | 'isPrivate'>): boolean {
  return route.access !== 'public' || route.isPrivate === true;
}

/** The method and path of a route: its entry in `API_ROUTES`. */
export interface RouteAddress {
  readonly method: HttpMethod;
  readonly path: string;
}

/**
 * Declares the contract of the route at `address`, keeping its literal types. Free of side
 * effects, so a bundle that uses no schema drops every contract (ADR 0005).
 */
// @__NO_SIDE_EFFECTS__
export function defineRoute<
  const A extends RouteAddress,
  const R extends Omit<RouteContract, keyof RouteAddress>,
>(address: A, route: R): A & R {
  return { ...address, ...route };
}

type InputOf<R, K extends keyof RouteContract> =
  R extends Record<K, infer S extends z.ZodMiniType> ? z.input<S> : undefined;

export type ParamsInput<R extends RouteContract> = InputOf<R, 'params'>;
export type QueryInput<R extends RouteContract> = InputOf<R, 'query'>;
export type BodyInput<R extends RouteContract> = InputOf<R, 'body'>;
export type ResponseOf<R extends RouteContract> = R['response'] extends z.ZodMiniType
  ? z.output<R['response']>
  : undefined;

/** Fills `:name` segments of a route path with URL-encoded values. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
