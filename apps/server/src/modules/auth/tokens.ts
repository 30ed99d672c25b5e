import { createHash, randomBytes } from 'node:crypto';

/** A new opaque bearer token: 256 random bits, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The token of an `Authorization: Bearer …` header, or null when absent or malformed. */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  const token = match?.[1];
  return token && TOKEN_SHAPE.test(token) ? token : null;
}
