import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIMES, sessionStatus } from './sessions.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const T0 = Date.UTC(2026, 10, 25, 12);
const at = (createdMs: number, lastUsedMs: number) => ({
  createdAt: new Date(createdMs),
  lastUsedAt: new Date(lastUsedMs),
});

describe('sessionStatus', () => {
  it('keeps a session used within the last 5 minutes as it is', () => {
    expect(sessionStatus(at(T0, T0), T0 + 5 * MINUTE - 1)).toBe('fresh');
  });

  it('renews the last use of a session unused for 5 minutes or more', () => {
    expect(sessionStatus(at(T0, T0), T0 + 5 * MINUTE)).toBe('renew');
    expect(sessionStatus(at(T0, T0), T0 + 30 * DAY - 1)).toBe('renew');
  });

  it('ends a session unused for 30 days', () => {
    expect(sessionStatus(at(T0, T0), T0 + 30 * DAY)).toBe('expired');
  });

  it('ends a session 90 days after its sign-in even if used a minute ago', () => {
    const signedIn = T0 - 90 * DAY;
    expect(sessionStatus(at(signedIn, T0 - MINUTE), T0 - 1)).toBe('fresh');
    expect(sessionStatus(at(signedIn, T0 - MINUTE), T0)).toBe('expired');
  });

  it('reads its lifetimes from the given settings', () => {
    const short = { ...SESSION_LIFETIMES, idleMs: MINUTE };
    expect(sessionStatus(at(T0, T0), T0 + MINUTE, short)).toBe('expired');
  });
});
