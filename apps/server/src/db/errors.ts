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
