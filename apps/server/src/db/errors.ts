/** True when a database error (as thrown by either driver, possibly wrapped by Drizzle) is a unique violation. */
export function isUniqueViolation(err: unknown): boolean {
  return sqlState(err) === '23505';
}

/** True when the statement was cancelled, such as by statement_timeout. */
export function isQueryCanceled(err: unknown): boolean {
  return sqlState(err) === '57014';
}

function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Node's codes for a connection that could not be made. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * What kept the database from being reached or entered, as its driver said it, or null for any
 * other error: no server at the address, an unknown host, a database that does not exist
 * (3D000), a login refused (class 28) or a server that takes no connections (class 08, 57P03).
 */
export function connectionFailure(err: unknown): string | null {
  if (err instanceof AggregateError) {
    for (const each of err.errors) {
      const failure = connectionFailure(each);
      if (failure !== null) return failure;
    }
    return null;
  }
  if (!(err instanceof Error)) return null;
  const code = (err as { code?: unknown }).code;
  const state = sqlState(err);
  const isFailure =
    (typeof code === 'string' && UNREACHABLE.has(code)) ||
    state === '3D000' ||
    state === '57P03' ||
    state?.startsWith('28') === true ||
    state?.startsWith('08') === true;
  if (isFailure) return err.message || String(code);
  return err.cause === undefined ? null : connectionFailure(err.cause);
}
