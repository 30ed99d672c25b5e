import { createHash } from 'node:crypto';
import { clientAddressKey } from '../../platform/client-address.ts';
import type { AuthLimits } from '../../platform/config.ts';
import { rateLimited } from '../../platform/errors.ts';
import { type FailureCount, type FailureCounter, NO_FAILURES } from './failure-counter.ts';

/**
 * Failed sign-ins counted three ways: by the address they come from (whatever the account), by
 * that address and the account together, and by the account from anywhere.
 */
export interface SignInCounts {
  address: FailureCount;
  pair: FailureCount;
  account: FailureCount;
}

export type ThrottleLimits = Pick<
  AuthLimits,
  | 'freeFailuresPerAccountAtAddress'
  | 'freeFailuresPerAddress'
  | 'accountUnderAttackAfter'
  | 'firstDelayMs'
  | 'maxDelayMs'
>;

/**
 * The counter keys of a sign-in. The account is named by the SHA-256 of its email, so neither
 * memory dumps nor Redis hold the addresses people sign in with.
 */
export function throttleKeys(ip: string, email: string) {
  const client = clientAddressKey(ip);
  const account = createHash('sha256').update(email).digest('hex');
  return {
    address: `address:${client}`,
    pair: `pair:${client}:${account}`,
    account: `account:${account}`,
  };
}

export type ThrottleKeys = ReturnType<typeof throttleKeys>;

/** After `free` failures each further one doubles the wait, from the first delay up to the cap. */
function waitAfter(count: FailureCount, free: number, limits: ThrottleLimits, now: number) {
  if (count.failures < free) return 0;
  const delay = Math.min(limits.firstDelayMs * 2 ** (count.failures - free), limits.maxDelayMs);
  return Math.max(0, count.lastFailureAt + delay - now);
}

/**
 * How long a sign-in must wait, in ms (OWASP ASVS 6.3.1: anti-automation without malicious
 * lockout). Only an address's own failures slow it down, so a correct password from an address
 * that has not been failing is never refused. Failures on an account from many addresses (a
 * distributed guess) only make each of those failing addresses wait from its first failure.
 */
export function signInWaitMs(counts: SignInCounts, limits: ThrottleLimits, now: number): number {
  const isUnderAttack = counts.account.failures >= limits.accountUnderAttackAfter;
  const freePerPair = isUnderAttack ? 1 : limits.freeFailuresPerAccountAtAddress;
  return Math.max(
    waitAfter(counts.address, limits.freeFailuresPerAddress, limits, now),
    counts.pair.failures > 0 ? waitAfter(counts.pair, freePerPair, limits, now) : 0,
  );
}

/**
 * Checks a password for an account from an address under the sign-in throttle: the sign-in
 * itself, and the current password that settings and account deletion ask for, so that a stolen
 * session cannot be used to guess the password faster than the sign-in form allows. The attempt
 * is counted before the password is checked, in one step with reading the counts, so attempts
 * sent at once each see the others as failures until they end. Answers 429 while the address
 * must wait (the attempt then counts nothing); a wrong password stays counted against the
 * address, the pair and the account; a right one counts nothing and forgets only this address's
 * failures on this account.
 */
export function createThrottledPasswordCheck(deps: {
  failedLogins: FailureCounter;
  limits: ThrottleLimits;
  clock: () => number;
}) {
  const { failedLogins, limits, clock } = deps;
  return async function check(
    address: string,
    email: string,
    verify: () => Promise<boolean>,
  ): Promise<boolean> {
    const keys = throttleKeys(address, email);
    const all = [keys.address, keys.pair, keys.account];
    const startedAt = clock();
    const [addressCount = NO_FAILURES, pair = NO_FAILURES, account = NO_FAILURES] =
      await failedLogins.begin(all, startedAt);
    const wait = signInWaitMs({ address: addressCount, pair, account }, limits, startedAt);
    if (wait > 0) {
      await failedLogins.release(all);
      throw rateLimited(wait / 1000, 'Too many wrong passwords; try again later');
    }
    let isValid: boolean;
    try {
      isValid = await verify();
    } catch (err) {
      await failedLogins.release(all);
      throw err;
    }
    if (!isValid) {
      await failedLogins.fail(all, clock());
      return false;
    }
    await failedLogins.release(all);
    await failedLogins.reset([keys.pair]);
    return true;
  };
}

export type ThrottledPasswordCheck = ReturnType<typeof createThrottledPasswordCheck>;
