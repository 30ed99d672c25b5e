import type { Access } from '@riftscope/contracts';
import type { FastifyRequest } from 'fastify';
import type { users } from '../db/schema.ts';
import { forbidden, unauthorized } from './errors.ts';

/** The caller behind a valid bearer token. */
export interface Auth {
  user: typeof users.$inferSelect;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
}

/**
 * The caller an `Authorization` header stands for, or null for none (absent, malformed or
 * expired). The auth module implements it over sessions and tokens.
 */
export type Authenticate = (authorization: string | undefined) => Promise<Auth | null>;

/**
 * Resolves the caller and enforces a route's access rule before the body is read, so an
 * anonymous caller gets 401 whatever it sends.
 */
export function createAccessGuard(authenticate: Authenticate) {
  return (access: Access) =>
    async (req: FastifyRequest): Promise<void> => {
      req.auth = await authenticate(req.headers.authorization);

      if (access === 'public') return;
      if (!req.auth) {
        throw unauthorized(
          req.headers.authorization
            ? 'Your session has expired; sign in again'
            : 'Sign in to continue',
        );
      }
      if (req.auth.user.isBlocked) throw forbidden('This account is blocked');
      const { role } = req.auth.user;
      if (access === 'admin' && role !== 'admin') {
        throw forbidden('Only administrators may do this');
      }
      if (access === 'staff' && role !== 'admin' && role !== 'mod') {
        throw forbidden('Only administrators and moderators may do this');
      }
    };
}

export type AccessGuard = ReturnType<typeof createAccessGuard>;
