import { describe, expect, it } from 'vitest';
import { type SignInCounts, signInWaitMs, throttleKeys } from './sign-in-throttle.ts';

const limits = {
  freeFailuresPerAccountAtAddress: 3,
  freeFailuresPerAddress: 10,
  accountUnderAttackAfter: 20,
  firstDelayMs: 1_000,
  maxDelayMs: 60_000,
};
const T0 = 1_000_000;
const none = { failures: 0, lastFailureAt: 0 };
const counts = (overrides: Partial<SignInCounts>): SignInCounts => ({
  address: none,
  pair: none,
  account: none,
  ...overrides,
});

describe('signInWaitMs', () => {
  it('lets an address that has not failed in at once, however much the account was attacked', () => {
    const attacked = { failures: 10_000, lastFailureAt: T0 };
    expect(signInWaitMs(counts({ account: attacked }), limits, T0)).toBe(0);
  });

  it('lets an address fail an account a few times freely, then doubles the wait up to the cap', () => {
    const waits = [1, 2, 3, 4, 5, 6, 9, 50].map((failures) =>
      signInWaitMs(counts({ pair: { failures, lastFailureAt: T0 } }), limits, T0),
    );
    expect(waits).toEqual([0, 0, 1_000, 2_000, 4_000, 8_000, 60_000, 60_000]);
  });

  it('counts the wait from the last failure', () => {
    const pair = { failures: 5, lastFailureAt: T0 };
    expect(signInWaitMs(counts({ pair }), limits, T0 + 3_000)).toBe(1_000);
    expect(signInWaitMs(counts({ pair }), limits, T0 + 4_000)).toBe(0);
  });

  it('slows an address that fails on many accounts', () => {
    const address = { failures: 10, lastFailureAt: T0 };
    expect(signInWaitMs(counts({ address }), limits, T0)).toBe(1_000);
    expect(signInWaitMs(counts({ address: { ...address, failures: 9 } }), limits, T0)).toBe(0);
  });

  it('waits the longer of the address’s and the account-at-address’s waits', () => {
    const waited = counts({
      address: { failures: 12, lastFailureAt: T0 },
      pair: { failures: 3, lastFailureAt: T0 },
    });
    expect(signInWaitMs(waited, limits, T0)).toBe(4_000);
  });

  it('slows an address from its first failure on an account under attack, and no other', () => {
    const account = { failures: 20, lastFailureAt: T0 };
    const failedOnce = counts({ account, pair: { failures: 1, lastFailureAt: T0 } });
    expect(signInWaitMs(failedOnce, limits, T0)).toBe(1_000);
    const failedThrice = counts({ account, pair: { failures: 3, lastFailureAt: T0 } });
    expect(signInWaitMs(failedThrice, limits, T0)).toBe(4_000);
    expect(signInWaitMs(counts({ account }), limits, T0)).toBe(0);
  });
});

describe('throttleKeys', () => {
  it('names the account by the SHA-256 of its email, never the email', () => {
    const digest = '46b06dcd1ce7d8bdf29ce2677575bd21fd7b3879416d5b810dcc78b77e932b02';
    expect(throttleKeys('203.0.113.5', 'player@example.com')).toEqual({
      address: 'address:203.0.113.5',
      pair: `pair:203.0.113.5:${digest}`,
      account: `account:${digest}`,
    });
  });

  it('counts an IPv6 visitor by its /64, as one host is usually given a whole /64', () => {
    const addressOf = (ip: string) => throttleKeys(ip, 'player@example.com').address;
    for (const ip of ['2001:db8:1:2::1', '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff']) {
      expect(addressOf(ip), ip).toBe('address:2001:db8:1:2::/64');
    }
    expect(addressOf('::1')).toBe('address:0:0:0:0::/64');
    expect(addressOf('fe80::1:2:3:4')).toBe('address:fe80:0:0:0::/64');
    expect(addressOf('2001:db8:1:3::1')).toBe('address:2001:db8:1:3::/64');
  });

  it('counts an IPv4 address written as IPv6 as that IPv4 address', () => {
    expect(throttleKeys('::ffff:203.0.113.5', 'player@example.com').address).toBe(
      'address:203.0.113.5',
    );
  });
});
