import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AuthLimits } from '../src/platform/config.ts';
import { TEST_DATABASES, type TestDatabase } from './databases.ts';
import { startTestApp, type TestAppOptions, uniqueEmail, useTestApp } from './test-app.ts';

const { REDIS_URL } = process.env;

/** Each database, with failures counted in this process and, with REDIS_URL, in Redis. */
const VARIANTS = TEST_DATABASES.flatMap((db) => [
  { name: `${db.name}, counted in memory`, db, redisUrl: undefined },
  ...(REDIS_URL ? [{ name: `${db.name}, counted in Redis`, db, redisUrl: REDIS_URL }] : []),
]);

const LIMITS: Partial<AuthLimits> = {
  freeFailuresPerAccountAtAddress: 3,
  freeFailuresPerAddress: 8,
  accountUnderAttackAfter: 6,
  firstDelayMs: 2_000,
  maxDelayMs: 60_000,
  failureMemoryMs: 10 * 60_000,
};

const ATTACKER = '198.51.100.66';
const OWNER = '203.0.113.10';

type Variant = { db: TestDatabase; redisUrl: string | undefined };

/** The app's options for `variant`, on a clock of its own that `advance` moves on. */
function appOptions(variant: Variant, extra: TestAppOptions = {}) {
  let now = Date.UTC(2026, 10, 25, 12);
  const options: TestAppOptions = {
    auth: LIMITS,
    clock: () => now,
    ...(variant.redisUrl ? { redis: { url: variant.redisUrl, worker: false } } : {}),
    ...extra,
  };
  return { options, advance: (ms: number) => (now += ms) };
}

async function startApp(variant: Variant, extra: TestAppOptions = {}) {
  const { options, advance } = appOptions(variant, extra);
  return { t: await startTestApp(variant.db, options), advance };
}

describe.each(VARIANTS)('sign-in throttling ($name)', (variant) => {
  const { options, advance } = appOptions(variant);
  const t = useTestApp(variant.db, options);

  const signIn = (email: string, password: string, remoteAddress: string) =>
    t.request({ method: 'POST', url: '/api/login', remoteAddress, payload: { email, password } });

  it('lets the right password in from another address however often one address fails', async () => {
    const { user } = await t.createUser({ password: 'the real one' });
    const attacker: number[] = [];
    for (let i = 0; i < 30; i++) {
      attacker.push((await signIn(user.email, `guess ${i} guess`, ATTACKER)).statusCode);
      if (i % 5 === 4) {
        const owner = await signIn(user.email, 'the real one', OWNER);
        expect(owner.statusCode).toBe(200);
      }
      advance(1_000);
    }
    expect(attacker.slice(0, 3)).toEqual([401, 401, 401]);
    expect(attacker).toContain(429);
  });

  it('makes a failing address wait, says how long in Retry-After, and lets it in after the wait', async () => {
    const { user } = await t.createUser({ password: 'the real one' });
    const address = '198.51.100.7';
    for (let i = 0; i < 3; i++) {
      expect((await signIn(user.email, 'wrong password', address)).statusCode).toBe(401);
    }
    const refused = await signIn(user.email, 'the real one', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toEqual({ message: 'Too many wrong passwords; try again later' });

    advance(2_000);
    expect((await signIn(user.email, 'the real one', address)).statusCode).toBe(200);
  });

  it('makes an address wait twice as long after each further failure', async () => {
    const { user } = await t.createUser({ password: 'the real one' });
    const address = '198.51.100.8';
    for (let i = 0; i < 3; i++) await signIn(user.email, 'wrong password', address);
    expect((await signIn(user.email, 'the real one', address)).headers['retry-after']).toBe('2');
    advance(2_000);
    expect((await signIn(user.email, 'wrong again', address)).statusCode).toBe(401);
    expect((await signIn(user.email, 'the real one', address)).headers['retry-after']).toBe('4');
  });

  it('slows an address that fails on many accounts, and only that address', async () => {
    const address = '198.51.100.9';
    for (let i = 0; i < 8; i++) {
      const res = await signIn(uniqueEmail('sprayed'), 'password1', address);
      expect(res.statusCode).toBe(401);
    }
    const { user } = await t.createUser({ password: 'the real one' });
    expect((await signIn(user.email, 'the real one', address)).statusCode).toBe(429);
    expect((await signIn(user.email, 'the real one', '198.51.100.10')).statusCode).toBe(200);
  });

  it('slows other failing addresses from their first failure while an account is under attack', async () => {
    const { user } = await t.createUser({ password: 'the real one' });
    for (let i = 0; i < 6; i++) {
      const address = `192.0.2.${i + 1}`;
      expect((await signIn(user.email, 'wrong password', address)).statusCode).toBe(401);
    }
    const typo = '192.0.2.50';
    expect((await signIn(user.email, 'the reel one', typo)).statusCode).toBe(401);
    expect((await signIn(user.email, 'the real one', typo)).statusCode).toBe(429);
    expect((await signIn(user.email, 'the real one', '192.0.2.51')).statusCode).toBe(200);
  });

  it('lets wrong passwords sent at once from one address make only the free guesses', async () => {
    const { user } = await t.createUser({ password: 'the real one' });
    const address = '198.51.100.14';
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        return (await signIn(user.email, `guess ${i} at once`, address)).statusCode;
      }),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      LIMITS.freeFailuresPerAccountAtAddress ?? 0,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      10 - (LIMITS.freeFailuresPerAccountAtAddress ?? 0),
    );
    expect((await signIn(user.email, 'the real one', address)).statusCode).toBe(429);
  });

  it('gives each of 20 addresses guessing at once on an account under attack one guess', async () => {
    const { user } = await t.createUser({ password: 'the real one' });
    for (let i = 0; i < (LIMITS.accountUnderAttackAfter ?? 0); i++) {
      expect((await signIn(user.email, 'wrong password', `192.0.2.${100 + i}`)).statusCode).toBe(
        401,
      );
    }
    const addresses = Array.from({ length: 20 }, (_, i) => `203.0.113.${100 + i}`);
    const tries = addresses.flatMap((address) =>
      Array.from({ length: 5 }, (_, i) => ({ address, password: `guess ${i} from ${address}` })),
    );
    const answers = await Promise.all(
      tries.map(async ({ address, password }) => ({
        address,
        status: (await signIn(user.email, password, address)).statusCode,
      })),
    );
    const guessed = answers.filter((answer) => answer.status === 401);
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([401, 429]));
    expect(guessed.map((answer) => answer.address).sort()).toEqual([...addresses].sort());
    expect((await signIn(user.email, 'the real one', OWNER)).statusCode).toBe(200);
  });

  it('forgets the failures of an address once it has not failed for a while', async () => {
    const { user } = await t.createUser({ password: 'the real one' });
    const address = '198.51.100.11';
    for (let i = 0; i < 3; i++) await signIn(user.email, 'wrong password', address);
    expect((await signIn(user.email, 'the real one', address)).statusCode).toBe(429);
    advance(10 * 60_000);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await signIn(user.email, 'wrong password', address)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('makes a signed-in session guessing the current password wait as a failing sign-in would', async () => {
    const { user, token } = await t.createUser({ password: 'the real one' });
    const address = '198.51.100.13';
    const settings = (password: string) =>
      t.request({
        method: 'PUT',
        url: '/api/profile/settings',
        token,
        remoteAddress: address,
        payload: { email: user.email, password, new_password: 'a brand new secret' },
      });
    const remove = (password: string) =>
      t.request({
        method: 'POST',
        url: '/api/profile/delete',
        token,
        remoteAddress: address,
        payload: { password },
      });
    expect((await settings('guess one')).statusCode).toBe(422);
    expect((await remove('guess two')).statusCode).toBe(422);
    expect((await settings('guess three')).statusCode).toBe(422);
    const refused = await remove('the real one');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('2');
    // The sign-in form from that address waits too, and the owner elsewhere does not.
    expect((await signIn(user.email, 'the real one', address)).statusCode).toBe(429);
    expect((await signIn(user.email, 'the real one', OWNER)).statusCode).toBe(200);
    advance(2_000);
    expect((await settings('the real one')).statusCode).toBe(200);
  });

  it.skipIf(!variant.redisUrl)('keeps no email in Redis keys, only its SHA-256', async () => {
    const email = uniqueEmail('secret.person');
    await t.createUser({ email, password: 'the real one' });
    await signIn(email, 'wrong password', '198.51.100.12');
    const redis = t.shared?.redis;
    if (!redis) throw new Error('the app runs with Redis');
    const keys = await redis.keys(`${t.shared?.target.keyPrefix}:*`);
    expect(keys.some((key) => key.includes('secret.person') || key.includes('@'))).toBe(false);
    const digest = createHash('sha256').update(email).digest('hex');
    expect(keys.some((key) => key.includes(digest))).toBe(true);
  });
});

describe.each(TEST_DATABASES)('per-address limits on $name', (db) => {
  const variant = { db, redisUrl: undefined };

  it('does not count registrations refused as invalid against the per-address limit', async () => {
    const { t } = await startApp(variant, { auth: { registerPerIpPerHour: 2 } });
    try {
      const register = (payload: Record<string, unknown>) =>
        t.request({ method: 'POST', url: '/api/register', remoteAddress: '203.0.113.8', payload });
      const valid = () => ({
        name: 'Limit',
        email: uniqueEmail(),
        password: 'register pw 1',
        password_confirmation: 'register pw 1',
      });
      for (let i = 0; i < 5; i++) {
        expect((await register({ ...valid(), email: 'not an email' })).statusCode).toBe(422);
      }
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await register(valid())).statusCode);
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await t.close();
    }
  });

  const behindProxy = async (env: Record<string, string>) => {
    const { t } = await startApp(variant, { env });
    const { user } = await t.createUser({ password: 'the real one' });
    const signIn = (password: string, forwardedFor: string) =>
      t.request({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: user.email, password },
      });
    try {
      for (let i = 0; i < 3; i++) await signIn('wrong password', '198.51.100.20');
      return (await signIn('the real one', '198.51.100.21')).statusCode;
    } finally {
      await t.close();
    }
  };

  it('ignores X-Forwarded-For without TRUST_PROXY: every visitor is the proxy', async () => {
    expect(await behindProxy({})).toBe(429);
  });

  it.each([['1'], ['10.0.0.0/8']])(
    'tells visitors apart by X-Forwarded-For with TRUST_PROXY=%s',
    async (trustProxy) => {
      expect(await behindProxy({ TRUST_PROXY: trustProxy })).toBe(200);
    },
  );

  it('does not trust X-Forwarded-For from an address outside TRUST_PROXY', async () => {
    expect(await behindProxy({ TRUST_PROXY: '192.168.0.0/16' })).toBe(429);
  });
});
