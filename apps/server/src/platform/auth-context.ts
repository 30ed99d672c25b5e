import type { Access } from '@riftscope/contracts';
import type { FastifyRequest } from 'fastify';
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
 * anonymous caller gets 401 whatever it sends.
 */
export function createAccessGuard(tokens: TokensRepository) {
  return (access: Access) =>
    async (req: FastifyRequest): Promise<void> => {
      const token = bearerToken(req.headers.authorization);
      const hash = token ? tokenHash(token) : null;
      const user = hash ? await tokens.findUser(hash) : null;
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
