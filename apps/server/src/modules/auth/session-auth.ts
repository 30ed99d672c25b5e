import type { Auth, Authenticate } from '../../platform/auth-context.ts';
import { SESSION_LIFETIMES, type SessionLifetimes, sessionStatus } from './sessions.ts';
import type { TokensRepository } from './tokens.repository.ts';
import { bearerToken, tokenHash } from './tokens.ts';

/**
 * The caller of a bearer token through its stored session. An expired session is deleted and
 * counts as none; a session in use has its last use renewed now and then.
 */
export function createSessionAuthentication(deps: {
  tokens: TokensRepository;
  clock: () => number;
  lifetimes?: SessionLifetimes;
}): Authenticate {
  const { tokens, clock, lifetimes = SESSION_LIFETIMES } = deps;

  const resolve = async (hash: string): Promise<Auth['user'] | null> => {
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

  return async (authorization) => {
    const token = bearerToken(authorization);
    const hash = token ? tokenHash(token) : null;
    const user = hash ? await resolve(hash) : null;
    return user && hash ? { user, tokenHash: hash } : null;
  };
}
