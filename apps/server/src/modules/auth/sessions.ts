const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How long a signed-in session lasts (docs/adr/0009-sign-in-throttling-and-session-lifetimes.md). */
export interface SessionLifetimes {
  /** A session unused this long ends. */
  idleMs: number;
  /** A session ends this long after its sign-in, however often it is used. */
  absoluteMs: number;
  /** The last use is written at most this often, so that reading is not a write per request. */
  renewEveryMs: number;
}

export const SESSION_LIFETIMES: SessionLifetimes = Object.freeze({
  idleMs: 30 * DAY,
  absoluteMs: 90 * DAY,
  renewEveryMs: 5 * MINUTE,
});

export interface SessionTimes {
  createdAt: Date;
  lastUsedAt: Date;
}

/** What a request at `now` does with a session: refuse it, renew its last use, or neither. */
export function sessionStatus(
  session: SessionTimes,
  now: number,
  lifetimes: SessionLifetimes = SESSION_LIFETIMES,
): 'expired' | 'renew' | 'fresh' {
  const unusedFor = now - session.lastUsedAt.getTime();
  if (unusedFor >= lifetimes.idleMs || now - session.createdAt.getTime() >= lifetimes.absoluteMs) {
    return 'expired';
  }
  return unusedFor >= lifetimes.renewEveryMs ? 'renew' : 'fresh';
}

/** The instants at or before which a session's sign-in or last use means it has ended. */
export function expiryCutoffs(now: number, lifetimes: SessionLifetimes = SESSION_LIFETIMES) {
  return {
    signedInBefore: new Date(now - lifetimes.absoluteMs),
    lastUsedBefore: new Date(now - lifetimes.idleMs),
  };
}
