import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PAGEVIEWS_PER_IP_PER_MINUTE } from '../src/modules/analytics/analytics.routes.ts';
import { TEST_DATABASES } from './databases.ts';
import { uniqueEmail, useTestApp } from './test-app.ts';

const { REDIS_URL } = process.env;

/** Each database, with limits counted in this process and, with REDIS_URL, in Redis. */
const VARIANTS = TEST_DATABASES.flatMap((db) => [
  { name: `${db.name}, counted in memory`, db, redisUrl: undefined },
  ...(REDIS_URL ? [{ name: `${db.name}, counted in Redis`, db, redisUrl: REDIS_URL }] : []),
]);

const LOOKUPS = 12;
const NEW_PLAYERS = 5;
const REGISTRATIONS = 4;
const SIGN_INS = 6;
const FREE_FAILURES = 3;

/** A /64 of its own for each test, so that tests sharing an app share no limits. */
let networks = 0;
/** 40 addresses of one /64, each written differently, and one address of the /64 next to it. */
function network() {
  const n = (++networks).toString(16);
  const addresses = Array.from({ length: 40 }, (_, i) =>
    i % 2 === 0 ? `2001:db8:${n}:1::${(i + 1).toString(16)}` : `2001:db8:${n}:1:${i}:0:ab:cd`,
  );
  return { addresses, neighbour: `2001:db8:${n}:2::1` };
}

const madeUp = (name: string) => `/api/summoners/${encodeURIComponent(name)}/FAKE/euw1`;

describe.each(VARIANTS)('an IPv6 /64 counted as one client ($name)', (variant) => {
  const t = useTestApp(variant.db, {
    riotSpend: { lookupsPerIpPerMinute: LOOKUPS, coldLookupsPerIp: NEW_PLAYERS },
    auth: {
      registerPerIpPerHour: REGISTRATIONS,
      loginPerIpPerMinute: SIGN_INS,
      freeFailuresPerAccountAtAddress: FREE_FAILURES,
    },
    ...(variant.redisUrl ? { redis: { url: variant.redisUrl, worker: true } } : {}),
  });

  type Call = Omit<InjectOptions, 'remoteAddress'>;
  /** Sends `count` calls, each from the next of the addresses in turn, and their statuses. */
  async function spread(addresses: string[], count: number, call: (i: number) => Call) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const remoteAddress = addresses[i % addresses.length];
      statuses.push((await t.request({ ...call(i), remoteAddress })).statusCode);
    }
    return statuses;
  }

  // Requests each limit counts, whether or not they succeed: an unknown region is a 422.
  it.each([
    ['profile lookups', LOOKUPS, () => ({ method: 'GET', url: '/api/summoners/A/B/xx1' })],
    ['live games', LOOKUPS, () => ({ method: 'GET', url: '/api/summoners/xx1/A/B/live' })],
    ['multi-search columns', LOOKUPS, () => ({ method: 'GET', url: '/api/multisearch/xx1/A/B' })],
    [
      'page views',
      PAGEVIEWS_PER_IP_PER_MINUTE,
      () => ({ method: 'POST', url: '/api/analytics/pageview', payload: { path: '/en' } }),
    ],
    [
      'registrations',
      REGISTRATIONS,
      () => ({
        method: 'POST',
        url: '/api/register',
        payload: {
          name: 'Neighbour',
          email: uniqueEmail('v6'),
          password: 'register pw 1',
          password_confirmation: 'register pw 1',
        },
      }),
    ],
    [
      'password reset requests',
      REGISTRATIONS,
      () => ({ method: 'POST', url: '/api/password-reset', payload: { email: uniqueEmail('v6') } }),
    ],
    [
      'sign-ins',
      SIGN_INS,
      () => ({
        method: 'POST',
        url: '/api/login',
        payload: { email: uniqueEmail('v6'), password: 'no such account' },
      }),
    ],
  ] as const)('counts %s from every address of one /64 together', async (_, max, call) => {
    const { addresses, neighbour } = network();
    const statuses = await spread(addresses, Math.max(max + 1, 40), call as () => Call);
    expect(statuses.slice(0, max)).not.toContain(429);
    expect(statuses.slice(max)).toEqual(statuses.slice(max).map(() => 429));
    const next = await t.request({ ...(call as () => Call)(), remoteAddress: neighbour });
    expect(next.statusCode).not.toBe(429);
  });

  it('counts the players new to the site that one /64 looks up against one quota', async () => {
    const { addresses, neighbour } = network();
    const statuses = await spread(addresses, 40, (i) => ({
      method: 'GET',
      url: madeUp(`Nobody ${networks} ${i}`),
    }));
    expect(statuses.slice(0, NEW_PLAYERS)).toEqual(Array(NEW_PLAYERS).fill(404));
    expect(new Set(statuses.slice(NEW_PLAYERS))).toEqual(new Set([429]));
    const next = await t.request({
      method: 'GET',
      url: madeUp('Nobody else'),
      remoteAddress: neighbour,
    });
    expect(next.statusCode).toBe(404);
  });

  it('makes every address of a /64 that fails on an account wait, and not the /64 next to it', async () => {
    const { addresses, neighbour } = network();
    const { user } = await t.createUser({ password: 'the real one' });
    const statuses = await spread(addresses.slice(0, FREE_FAILURES + 1), FREE_FAILURES + 1, () => ({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'wrong password' },
    }));
    expect(statuses).toEqual([...Array(FREE_FAILURES).fill(401), 429]);
    const signIn = (remoteAddress: string) =>
      t.request({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        payload: { email: user.email, password: 'the real one' },
      });
    expect((await signIn(addresses[39] ?? '')).statusCode).toBe(429);
    expect((await signIn(neighbour)).statusCode).toBe(200);
  });
});
