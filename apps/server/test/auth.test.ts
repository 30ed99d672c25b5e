import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokens, users } from '../src/db/schema.ts';
import { TEST_DATABASES } from './databases.ts';
import { type TestApp, uniqueEmail, useTestApp } from './test-app.ts';

describe.each(TEST_DATABASES)('accounts on $name', (db) => {
  const t = useTestApp(db);

  const registerBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Faker Fan',
    email: uniqueEmail(),
    password: 'correct horse',
    password_confirmation: 'correct horse',
    ...overrides,
  });

  describe('register', () => {
    it('creates an account, signs it in and returns 201 with token and user', async () => {
      const body = registerBody({ email: uniqueEmail('Mixed.Case').replace('mixed', 'Mixed') });
      const res = await t.request({ method: 'POST', url: '/api/register', payload: body });
      expect(res.statusCode).toBe(201);
      const { token, user } = res.json();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(user).toEqual({
        id: expect.any(Number),
        name: 'Faker Fan',
        email: body.email.toLowerCase(),
        role: 'user',
        plan: 'free',
        avatar: null,
        language: 'en',
      });
      const me = await t.request({ method: 'GET', url: '/api/me', token });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual(user);
    });

    it('stores the password as an argon2id hash and the token only as a hash', async () => {
      const { token, user } = await t.register({ password: 'plain text pw' });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      const stored = await t.database.db
        .select()
        .from(apiTokens)
        .where(eq(apiTokens.userId, user.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]?.tokenHash).not.toContain(token);
      expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('answers 422 with errors.email for an email already registered, in any letter case', async () => {
      const email = uniqueEmail();
      await t.register({ email });
      const res = await t.request({
        method: 'POST',
        url: '/api/register',
        payload: registerBody({ email: email.toUpperCase() }),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.email).toEqual(['This email is already registered']);
    });

    it('leaves exactly one account when the same email registers twice at once', async () => {
      const email = uniqueEmail('race');
      const results = await Promise.all(
        [1, 2, 3].map(() =>
          t.request({ method: 'POST', url: '/api/register', payload: registerBody({ email }) }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
      const [row] = await t.database.db
        .select({ n: count() })
        .from(users)
        .where(eq(users.email, email));
      expect(row?.n).toBe(1);
    });

    it.each([
      ['a missing name', { name: undefined }, 'name'],
      ['an empty name', { name: '   ' }, 'name'],
      ['a 33-character name', { name: 'x'.repeat(33) }, 'name'],
      ['an invalid email', { email: 'not-an-email' }, 'email'],
      ['a 255-character email', { email: `${'a'.repeat(243)}@example.com` }, 'email'],
      [
        'a 7-character password',
        { password: 'short12', password_confirmation: 'short12' },
        'password',
      ],
      [
        'a 129-character password',
        { password: 'p'.repeat(129), password_confirmation: 'p'.repeat(129) },
        'password',
      ],
      [
        'a confirmation that differs',
        { password_confirmation: 'something else' },
        'password_confirmation',
      ],
      ['a number for a name', { name: 42 }, 'name'],
      ['an unknown field', { role: 'admin' }, 'role'],
    ])('answers 422 naming the field for %s', async (_, overrides, field) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/register',
        payload: registerBody(overrides),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: expect.any(String),
        errors: expect.objectContaining({ [field]: expect.any(Array) }),
      });
    });

    it('accepts a 32-character name, a 254-character email and 8- and 128-character passwords', async () => {
      for (const password of ['p'.repeat(8), 'p'.repeat(128)]) {
        const email = `${'a'.repeat(254 - '@example.com'.length - 4)}${String(++lengthCounter).padStart(4, '0')}@example.com`;
        const res = await t.request({
          method: 'POST',
          url: '/api/register',
          payload: registerBody({
            name: 'n'.repeat(32),
            email,
            password,
            password_confirmation: password,
          }),
        });
        expect(res.statusCode, res.body).toBe(201);
      }
    });
    let lengthCounter = 0;

    it('never lets a client choose its role: unknown fields are refused and nothing is written', async () => {
      const email = uniqueEmail('sneaky');
      const res = await t.request({
        method: 'POST',
        url: '/api/register',
        payload: registerBody({ email, role: 'admin', plan: 'premium' }),
      });
      expect(res.statusCode).toBe(422);
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    });
  });

  describe('malformed requests', () => {
    it('answers 400 for a body that is not JSON', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The body is not valid JSON' });
    });

    it('answers 415 for a body that is not JSON by content type', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'text/plain' },
        payload: 'email=a',
      });
      expect(res.statusCode).toBe(415);
    });

    it('answers 413 for a body over 1 MB', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/register',
        payload: registerBody({ name: 'x'.repeat(1_100_000) }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBeTypeOf('string');
    });

    it('answers 422 for a JSON array or a missing body', async () => {
      for (const payload of ['[]', 'null']) {
        const res = await t.request({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode).toBe(422);
      }
      expect((await t.request({ method: 'POST', url: '/api/login' })).statusCode).toBe(422);
    });
  });

  describe('login', () => {
    it('returns a new token that works alongside the old one', async () => {
      const email = uniqueEmail();
      const first = await t.register({ email, password: 'my password' });
      const res = await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: email.toUpperCase(), password: 'my password' },
      });
      expect(res.statusCode).toBe(200);
      const second = res.json();
      expect(second.user).toEqual(first.user);
      expect(second.token).not.toBe(first.token);
      for (const token of [first.token, second.token]) {
        expect((await t.request({ method: 'GET', url: '/api/me', token })).statusCode).toBe(200);
      }
    });

    it('answers 401 with one message for a wrong password and for an unknown email', async () => {
      const email = uniqueEmail();
      await t.register({ email });
      const wrongPassword = await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'not it at all' },
      });
      const unknown = await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: uniqueEmail('ghost'), password: 'whatever123' },
      });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual(unknown.json());
    });

    it('answers 403 for a blocked user with the right password', async () => {
      const { user } = await t.createUser({ isBlocked: true, password: 'blocked pw 1' });
      const res = await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: 'blocked pw 1' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'This account is blocked' });
    });
  });

  describe('logout and tokens', () => {
    it('answers 204 and the token stops working; other sessions stay', async () => {
      const email = uniqueEmail();
      const { token } = await t.register({ email, password: 'logout pw 1' });
      const other = await t.login(email, 'logout pw 1');
      const res = await t.request({ method: 'POST', url: '/api/logout', token });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      const after = await t.request({ method: 'GET', url: '/api/me', token });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ message: 'Your session has expired; sign in again' });
      expect((await t.request({ method: 'GET', url: '/api/me', token: other })).statusCode).toBe(
        200,
      );
    });

    it('answers 401 for a missing, malformed or unknown bearer token', async () => {
      for (const authorization of [
        undefined,
        'Bearer',
        'Basic abc',
        'Bearer short',
        `Bearer ${'A'.repeat(43)}`,
      ]) {
        const res = await t.request({
          method: 'GET',
          url: '/api/me',
          headers: authorization ? { authorization } : {},
        });
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBeTypeOf('string');
      }
    });
  });
});

describe.each(TEST_DATABASES)('sign-in limits on $name', (db) => {
  const t = useTestApp(db, {
    auth: { loginPerIpPerMinute: 6, registerPerIpPerHour: 2 },
  });

  it('limits login attempts per IP with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<TestApp['request']>> | undefined;
    for (let i = 0; i < 7; i++) {
      last = await t.request({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '203.0.113.7',
        payload: { email: uniqueEmail(), password: 'whatever123' },
      });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.json()).toEqual({ message: 'Too many requests; try again later' });
  });

  it('limits registrations per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const password = 'register pw 1';
      const res = await t.request({
        method: 'POST',
        url: '/api/register',
        remoteAddress: '203.0.113.8',
        payload: { name: 'Limit', email: uniqueEmail(), password, password_confirmation: password },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
