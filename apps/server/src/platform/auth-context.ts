import type { Access } from '@riftscope/contracts';
import type { FastifyRequest } from 'fastify';
import {
  SESSION_LIFETIMES,
  type SessionLifetimes,
  sessionStatus,
} from '../modules/auth/sessions.ts';
import type { TokensRepository } from '../modules/auth/tokens.repository.ts';
import { bearerToken, tokenHash } from '../modules/auth/tokens.ts';
import type { UserRow } from '../modules/users/users.repository.ts';
import { forbidden, unauthorized } from './errors.ts';

/** The caller behind a valid bearer token. */
export interface Auth {
  user: UserRow;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
}

/**
 * Resolves the bearer token and enforces a route's access rule before the body is read, so an
 * anonymous caller gets 401 whatever it sends. An expired token is deleted and counts as none.
 */
export function createAccessGuard(deps: {
  tokens: TokensRepository;
  clock: () => number;
  lifetimes?: SessionLifetimes;
}) {
  const { tokens, clock, lifetimes = SESSION_LIFETIMES } = deps;

  const resolve = async (hash: string): Promise<UserRow | null> => {
    const session = await tokens.findSession(hash);
    if (!session) return null;
    const now = clock();
    const status = sessionStatus(session.times, now, lifetimes);
    if (status === 'expired') {
      await tokens.delete(hash);
      return null;
    }
    if (status === 'renew') await tokens.touch(hash, new Date(now));
    return session.user;
  };

  return (access: Access) =>
    async (req: FastifyRequest): Promise<void> => {
      const token = bearerToken(req.headers.authorization);
      const hash = token ? tokenHash(token) : null;
      const user = hash ? await resolve(hash) : null;
      req.auth = user && hash ? { user, tokenHash: hash } : null;

      if (access === 'public') return;
      if (!req.auth) {
        throw unauthorized(
          req.headers.authorization
            ? 'Your session has expired; sign in again'
            : 'Sign in to continue',
        );
      }
      if (req.auth.user.isBlocked) throw forbidden('This account is blocked');
      if (access === 'admin' && req.auth.user.role !== 'admin') {
        throw forbidden('Only administrators may do this');
      }
    };
}

export type AccessGuard = ReturnType<typeof createAccessGuard>;
