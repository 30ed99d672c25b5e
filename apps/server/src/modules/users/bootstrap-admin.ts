import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../db/errors.ts';
import { hashPassword } from './passwords.ts';
import type { UsersRepository } from './users.repository.ts';

export const GENERATED_ADMIN_EMAIL = 'admin@riftscope.local';

/**
 * Makes sure an admin exists on first start: from ADMIN_EMAIL/ADMIN_PASSWORD when given,
 * otherwise with a generated password that is logged once and never stored in clear.
 */
export async function ensureAdmin(deps: {
  users: UsersRepository;
  log: FastifyBaseLogger;
  email: string | undefined;
  password: string | undefined;
}): Promise<void> {
  const { users, log } = deps;
  if (await users.findAnyAdmin()) return;

  const email = deps.email ?? GENERATED_ADMIN_EMAIL;
  const password = deps.password ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const existing = await users.findByEmail(email);
  if (existing) {
    await users.update(existing.id, { role: 'admin', passwordHash, isBlocked: false });
  } else {
    try {
      await users.insert({ name: 'Admin', email, passwordHash, role: 'admin' });
    } catch (err) {
      // Another process starting at the same moment created it first.
      if (isUniqueViolation(err)) return;
      throw err;
    }
  }
  if (deps.password) log.info({ email }, 'admin account created');
  else
    log.warn(
      { email, generatedPassword: password },
      'admin account created with a generated password; change it after signing in',
    );
}
