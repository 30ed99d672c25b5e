import type { RouteContract } from '@riftscope/contracts';
import { isPrivateAnswer } from '@riftscope/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { UserRow } from '../src/modules/users/users.repository.ts';
import { TEST_DATABASES } from './databases.ts';
import { useTestApp } from './test-app.ts';

/** Fields whose presence in an answer makes it someone's: a token or an address to write to. */
const PERSONAL_FIELDS = new Set(['token', 'email']);

/** Every property name anywhere in a JSON Schema. */
function propertyNames(schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) propertyNames(item, into);
  else if (typeof schema === 'object' && schema !== null) {
    const { properties } = schema as { properties?: Record<string, unknown> };
    if (properties) for (const name of Object.keys(properties)) into.add(name);
    for (const value of Object.values(schema)) propertyNames(value, into);
  }
  return into;
}

const urlOf = (contract: RouteContract, id: number) =>
  contract.path.replace(/:[A-Za-z]+/g, String(id));

describe.each(TEST_DATABASES)('private answers on $name', (db) => {
  let target: UserRow;

  const t = useTestApp(db);
  beforeAll(async () => {
    target = (await t.createUser({ role: 'user' })).user;
  });

  it('marks private every route whose answer carries a token or an email', () => {
    const carriers = t.app.boundContracts.filter(
      (c) =>
        c.response !== null &&
        [
          ...propertyNames(z.toJSONSchema(c.response, { io: 'output', unrepresentable: 'any' })),
        ].some((name) => PERSONAL_FIELDS.has(name)),
    );
    expect(carriers.map((c) => c.path)).toEqual(
      expect.arrayContaining(['/api/login', '/api/register', '/api/me', '/api/admin/users']),
    );
    for (const c of carriers) expect(isPrivateAnswer(c), `${c.method} ${c.path}`).toBe(true);
  });

  it('sends no-store and no entity tag with every answer of every private route, errors included', async () => {
    const privateRoutes = t.app.boundContracts.filter(isPrivateAnswer);
    expect(privateRoutes.length).toBeGreaterThanOrEqual(20);
    const statuses = new Set<number>();
    for (const contract of privateRoutes) {
      // Anonymous (401 or, on the public ones, whatever the empty body earns), then an admin,
      // who may call all of them.
      for (const token of [undefined, (await t.createUser({ role: 'admin' })).token]) {
        const res = await t.request({
          method: contract.method,
          url: urlOf(contract, target.id),
          headers: { 'if-none-match': '*' },
          ...(token ? { token } : {}),
          ...(contract.body ? { payload: {} } : {}),
        });
        const label = `${contract.method} ${contract.path} → ${res.statusCode}`;
        statuses.add(res.statusCode);
        expect(res.headers['cache-control'], label).toBe('no-store');
        expect(res.headers.etag, label).toBeUndefined();
        expect(res.statusCode, label).not.toBe(304);
      }
    }
    // Both the answers themselves and their errors were seen.
    expect([...statuses].some((s) => s < 300)).toBe(true);
    expect(statuses).toContain(401);
    expect(statuses).toContain(422);
  });

  it('sends no-store with a signed-in user and their token', async () => {
    const email = 'keeper@example.com';
    const password = 'correct horse battery';
    await t.createUser({ email, password });
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String) });
    expect(res.headers['cache-control']).toBe('no-store');
    const me = await t.request({ method: 'GET', url: '/api/me', token: res.json().token });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
  });
});

describe.each(TEST_DATABASES)('private answers refused by a limit on $name', (db) => {
  const t = useTestApp(db, { auth: { loginPerIpPerMinute: 1 } });

  it('sends no-store with the 429 of a sign-in over its limit', async () => {
    const signIn = () =>
      t.request({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '203.0.113.70',
        payload: { email: 'nobody@example.com', password: 'whatever123' },
      });
    expect((await signIn()).statusCode).toBe(401);
    const refused = await signIn();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
