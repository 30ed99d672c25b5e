import { beforeAll, describe, expect, it } from 'vitest';
import type { NewUserRow, UserRow } from '../src/modules/users/users.repository.ts';
import { TEST_DATABASES } from './databases.ts';
import { uniqueEmail, useTestApp } from './test-app.ts';

const ADMIN_USER_FIELDS = [
  'avatar',
  'created_at',
  'email',
  'id',
  'is_blocked',
  'language',
  'name',
  'plan',
  'role',
];

let markerSequence = 0;
/** A short text that only the users of one test carry, so that searches see only them. */
const newMarker = () => `q${Date.now().toString(36)}${++markerSequence}`;

describe.each(TEST_DATABASES)('admin users on $name', (db) => {
  let admin: { user: UserRow; token: string };
  const t = useTestApp(db);
  beforeAll(async () => {
    admin = await t.createUser({ role: 'admin', name: 'The Admin' });
  });

  const listUsers = (query: Record<string, string | number>, token = admin.token) =>
    t.request({
      method: 'GET',
      url: '/api/admin/users',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      token,
    });
  const updateUser = (id: number | string, payload: Record<string, unknown>, token = admin.token) =>
    t.request({ method: 'PUT', url: `/api/admin/users/${id}`, token, payload });
  const toggleBlock = (id: number | string, token = admin.token) =>
    t.request({ method: 'PATCH', url: `/api/admin/users/${id}/toggle-block`, token });
  const loginStatus = async (email: string, password = 'correct horse') =>
    (await t.request({ method: 'POST', url: '/api/login', payload: { email, password } }))
      .statusCode;
  const meStatus = async (token: string) =>
    (await t.request({ method: 'GET', url: '/api/me', token })).statusCode;

  /** Creates users one after another (so that creation order is id order), each named with the marker. */
  const createMarked = async (marker: string, rows: Partial<NewUserRow>[]) => {
    const created: UserRow[] = [];
    for (const [i, values] of rows.entries()) {
      created.push((await t.createUser({ name: `${marker} ${i}`, ...values })).user);
    }
    return created;
  };
  const editBody = (user: UserRow, overrides: Record<string, unknown> = {}) => ({
    name: user.name,
    email: user.email,
    role: user.role,
    plan: user.plan,
    is_blocked: user.isBlocked ? 1 : 0,
    ...overrides,
  });

  describe('list', () => {
    it('pages 20 users by default, newest first', async () => {
      const marker = newMarker();
      const created = await createMarked(
        marker,
        Array.from({ length: 25 }, () => ({})),
      );
      const newestFirst = created.map((u) => u.id).reverse();

      const first = await listUsers({ search: marker });
      expect(first.statusCode).toBe(200);
      const page = first.json();
      expect({ ...page, data: undefined }).toEqual({
        data: undefined,
        current_page: 1,
        last_page: 2,
        per_page: 20,
        total: 25,
      });
      expect(page.data.map((u: { id: number }) => u.id)).toEqual(newestFirst.slice(0, 20));

      const second = (await listUsers({ search: marker, page: 2 })).json();
      expect(second.current_page).toBe(2);
      expect(second.data.map((u: { id: number }) => u.id)).toEqual(newestFirst.slice(20));
    });

    it.each([10, 20, 50, 100])('accepts a page size of %i', async (perPage) => {
      const marker = newMarker();
      await createMarked(
        marker,
        Array.from({ length: 12 }, () => ({})),
      );
      const res = await listUsers({ search: marker, perPage });
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.per_page).toBe(perPage);
      expect(page.data).toHaveLength(Math.min(perPage, 12));
      expect(page.last_page).toBe(Math.ceil(12 / perPage));
    });

    it.each([
      ['a page size of 7', { perPage: 7 }, 'perPage'],
      ['a page size of 0', { perPage: 0 }, 'perPage'],
      ['a page size of 1000', { perPage: 1000 }, 'perPage'],
      ['a page size that is not a number', { perPage: 'abc' }, 'perPage'],
      ['page 0', { page: 0 }, 'page'],
      ['a page that is not a number', { page: 'two' }, 'page'],
      ['an unknown role', { role: 'owner' }, 'role'],
      ['an unknown plan', { plan: 'gold' }, 'plan'],
      ['a 255-character search', { search: 's'.repeat(255) }, 'search'],
      ['an unknown parameter', { per_page: 10 }, 'per_page'],
    ])('answers 422 naming the parameter for %s', async (_, query, field) => {
      const res = await listUsers(query);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: expect.any(String),
        errors: expect.objectContaining({ [field]: expect.any(Array) }),
      });
    });

    it('answers an empty page with the right last page and total past the end', async () => {
      const marker = newMarker();
      await createMarked(marker, [{}, {}, {}]);
      const res = await listUsers({ search: marker, page: 9, perPage: 10 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: [],
        current_page: 9,
        last_page: 1,
        per_page: 10,
        total: 3,
      });
    });

    it('answers one empty page when nothing matches', async () => {
      const res = await listUsers({ search: newMarker() });
      expect(res.json()).toEqual({
        data: [],
        current_page: 1,
        last_page: 1,
        per_page: 20,
        total: 0,
      });
    });

    it('searches names and emails, ignoring letter case', async () => {
      const marker = newMarker();
      const byName = (await t.createUser({ name: `Mid ${marker} Main` })).user;
      const byEmail = (
        await t.createUser({ name: 'Someone Else', email: `${marker}.${Date.now()}@example.com` })
      ).user;
      await t.createUser({ name: 'Unrelated' });
      for (const search of [marker, marker.toUpperCase(), `  ${marker}  `]) {
        const page = (await listUsers({ search })).json();
        expect(page.data.map((u: { id: number }) => u.id)).toEqual([byEmail.id, byName.id]);
        expect(page.total).toBe(2);
      }
    });

    it.each([
      ['%', 'a%b', 'axb'],
      ['_', 'a_b', 'axb'],
      ['\\', 'a\\b', 'axb'],
    ])('matches %s in the search literally', async (_, literal, lookalike) => {
      const marker = newMarker();
      const [withLiteral] = await createMarked(marker, [
        { name: `${marker}${literal}` },
        { name: `${marker}${lookalike}` },
      ]);
      const page = (await listUsers({ search: `${marker}${literal}` })).json();
      expect(page.data.map((u: { id: number }) => u.id)).toEqual([withLiteral?.id]);
      expect(page.total).toBe(1);
    });

    it('filters by role and by plan, together with the search', async () => {
      const marker = newMarker();
      const [userFree, modPremium, adminFree, userPremium] = await createMarked(marker, [
        { role: 'user', plan: 'free' },
        { role: 'mod', plan: 'premium' },
        { role: 'admin', plan: 'free' },
        { role: 'user', plan: 'premium' },
      ]);
      const ids = async (query: Record<string, string>) =>
        (await listUsers({ search: marker, ...query }))
          .json()
          .data.map((u: { id: number }) => u.id);
      expect(await ids({ role: 'mod' })).toEqual([modPremium?.id]);
      expect(await ids({ role: 'admin' })).toEqual([adminFree?.id]);
      expect(await ids({ role: 'user' })).toEqual([userPremium?.id, userFree?.id]);
      expect(await ids({ plan: 'premium' })).toEqual([userPremium?.id, modPremium?.id]);
      expect(await ids({ role: 'user', plan: 'free' })).toEqual([userFree?.id]);
      expect(await ids({ role: 'mod', plan: 'free' })).toEqual([]);
    });

    it('shows each user with exactly the admin fields and never a password hash', async () => {
      const marker = newMarker();
      const [active, blocked] = await createMarked(marker, [
        { plan: 'premium', language: 'tr' },
        { isBlocked: true },
      ]);
      const res = await listUsers({ search: marker });
      expect(res.body).not.toMatch(/argon2|password/i);
      const rows = res.json().data;
      for (const row of rows) expect(Object.keys(row).sort()).toEqual(ADMIN_USER_FIELDS);
      expect(rows).toEqual([
        {
          id: blocked?.id,
          name: `${marker} 1`,
          email: blocked?.email,
          role: 'user',
          plan: 'free',
          avatar: null,
          language: 'en',
          is_blocked: 1,
          created_at: blocked?.createdAt.toISOString(),
        },
        {
          id: active?.id,
          name: `${marker} 0`,
          email: active?.email,
          role: 'user',
          plan: 'premium',
          avatar: null,
          language: 'tr',
          is_blocked: 0,
          created_at: active?.createdAt.toISOString(),
        },
      ]);
    });

    it('answers 403 to a moderator and 401 to an anonymous caller', async () => {
      const mod = await t.createUser({ role: 'mod' });
      expect((await listUsers({}, mod.token)).statusCode).toBe(403);
      expect((await t.request({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
    });
  });

  describe('edit', () => {
    it('changes name, email (lower-cased), role, plan and blocked status and returns the user', async () => {
      const { user } = await t.createUser();
      const email = uniqueEmail('Edited').replace('edited', 'EDITED');
      const res = await updateUser(user.id, {
        name: 'New Nick',
        email,
        role: 'mod',
        plan: 'premium',
        is_blocked: 1,
      });
      expect(res.statusCode, res.body).toBe(200);
      const expected = {
        id: user.id,
        name: 'New Nick',
        email: email.toLowerCase(),
        role: 'mod',
        plan: 'premium',
        avatar: null,
        language: 'en',
        is_blocked: 1,
        created_at: user.createdAt.toISOString(),
      };
      expect(res.json()).toEqual(expected);
      expect((await listUsers({ search: email })).json().data).toEqual([expected]);
    });

    it('accepts true and false for is_blocked', async () => {
      const { user } = await t.createUser();
      const blocked = await updateUser(user.id, editBody(user, { is_blocked: true }));
      expect(blocked.statusCode).toBe(200);
      expect(blocked.json().is_blocked).toBe(1);
      const unblocked = await updateUser(user.id, editBody(user, { is_blocked: false }));
      expect(unblocked.statusCode).toBe(200);
      expect(unblocked.json().is_blocked).toBe(0);
    });

    it('answers 422 with errors.email for another user’s email, in any letter case, and changes nothing', async () => {
      const { user: other } = await t.createUser();
      const { user } = await t.createUser({ name: 'Before' });
      const res = await updateUser(
        user.id,
        editBody(user, { name: 'After', email: other.email.toUpperCase() }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ email: ['This email is already registered'] });
      const [row] = (await listUsers({ search: user.email })).json().data;
      expect(row).toMatchObject({ name: 'Before', email: user.email });
    });

    it.each([
      ['a missing name', { name: undefined }, 'name'],
      ['a missing email', { email: undefined }, 'email'],
      ['a missing role', { role: undefined }, 'role'],
      ['a missing plan', { plan: undefined }, 'plan'],
      ['a missing blocked flag', { is_blocked: undefined }, 'is_blocked'],
      ['a 33-character name', { name: 'x'.repeat(33) }, 'name'],
      ['an invalid email', { email: 'nope' }, 'email'],
      ['an unknown role', { role: 'owner' }, 'role'],
      ['an unknown plan', { plan: 'gold' }, 'plan'],
      ['a blocked flag of 2', { is_blocked: 2 }, 'is_blocked'],
      ['a blocked flag of "1"', { is_blocked: '1' }, 'is_blocked'],
      ['a password field', { password: 'admin sets this' }, 'password'],
    ])('answers 422 naming the field for %s and changes nothing', async (_, overrides, field) => {
      const { user } = await t.createUser({ name: 'Unchanged' });
      const res = await updateUser(user.id, editBody(user, { name: 'Changed', ...overrides }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual(expect.objectContaining({ [field]: expect.any(Array) }));
      expect((await listUsers({ search: user.email })).json().data[0].name).toBe('Unchanged');
    });

    it.each(['2000000000', 'abc', '0', '99999999999'])(
      'answers 404 for the user id %s',
      async (id) => {
        const { user } = await t.createUser();
        const res = await updateUser(id, editBody(user, { email: uniqueEmail() }));
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: expect.any(String) });
      },
    );

    it('refuses with 422 an admin demoting or blocking themselves, and changes nothing', async () => {
      const self = await t.createUser({ role: 'admin', name: 'Self Admin' });
      const cases = [
        [{ role: 'user' }, { role: [expect.any(String)] }],
        [{ role: 'mod' }, { role: [expect.any(String)] }],
        [{ is_blocked: 1 }, { is_blocked: [expect.any(String)] }],
        [{ is_blocked: true }, { is_blocked: [expect.any(String)] }],
        [
          { role: 'user', is_blocked: 1 },
          { role: [expect.any(String)], is_blocked: [expect.any(String)] },
        ],
      ] as const;
      for (const [overrides, errors] of cases) {
        const res = await updateUser(
          self.user.id,
          editBody(self.user, { name: 'Renamed', ...overrides }),
          self.token,
        );
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual(errors);
      }
      expect(await meStatus(self.token)).toBe(200);
      const [row] = (await listUsers({ search: self.user.email })).json().data;
      expect(row).toMatchObject({ name: 'Self Admin', role: 'admin', is_blocked: 0 });
    });

    it('lets an admin edit their own other fields', async () => {
      const self = await t.createUser({ role: 'admin' });
      const res = await updateUser(
        self.user.id,
        editBody(self.user, { name: 'Still Admin', plan: 'premium' }),
        self.token,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Still Admin',
        plan: 'premium',
        role: 'admin',
        is_blocked: 0,
      });
      expect(await meStatus(self.token)).toBe(200);
    });
  });

  describe('blocking', () => {
    /** A user signed in twice: once with a created token and once through login. */
    const signedInTwice = async () => {
      const { user, token } = await t.createUser({ password: 'blockable pw' });
      const res = await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: 'blockable pw' },
      });
      expect(res.statusCode).toBe(200);
      return { user, tokens: [token, res.json().token as string] };
    };

    it('blocking through the edit form ends every session and refuses sign-in; unblocking allows it again', async () => {
      const { user, tokens } = await signedInTwice();
      const blocked = await updateUser(user.id, editBody(user, { is_blocked: true }));
      expect(blocked.json().is_blocked).toBe(1);
      for (const token of tokens) {
        const res = await t.request({ method: 'GET', url: '/api/me', token });
        expect(res.statusCode).toBe(401);
      }
      expect(await loginStatus(user.email, 'blockable pw')).toBe(403);

      const unblocked = await updateUser(user.id, editBody(user, { is_blocked: false }));
      expect(unblocked.json().is_blocked).toBe(0);
      expect(await loginStatus(user.email, 'blockable pw')).toBe(200);
      // Revoked tokens stay revoked.
      for (const token of tokens) expect(await meStatus(token)).toBe(401);
    });

    it('editing a user without blocking them keeps their sessions', async () => {
      const { user, tokens } = await signedInTwice();
      const res = await updateUser(user.id, editBody(user, { plan: 'premium' }));
      expect(res.statusCode).toBe(200);
      for (const token of tokens) expect(await meStatus(token)).toBe(200);
    });

    it('toggle-block flips the flag, returns the user, ends every session while blocked', async () => {
      const { user, tokens } = await signedInTwice();
      const first = await toggleBlock(user.id);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        plan: user.plan,
        avatar: null,
        language: user.language,
        is_blocked: 1,
        created_at: user.createdAt.toISOString(),
      });
      for (const token of tokens) expect(await meStatus(token)).toBe(401);
      expect(await loginStatus(user.email, 'blockable pw')).toBe(403);

      const second = await toggleBlock(user.id);
      expect(second.statusCode).toBe(200);
      expect(second.json().is_blocked).toBe(0);
      expect(await loginStatus(user.email, 'blockable pw')).toBe(200);
    });

    it('toggle-block answers 409 for the admin themselves and leaves them unblocked', async () => {
      const self = await t.createUser({ role: 'admin' });
      const res = await toggleBlock(self.user.id, self.token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: expect.any(String) });
      expect(await meStatus(self.token)).toBe(200);
    });

    it.each(['2000000000', 'abc', '0', '-1', '99999999999'])(
      'toggle-block answers 404 for the user id %s',
      async (id) => {
        const res = await toggleBlock(id);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: expect.any(String) });
      },
    );

    it('one admin can block another, whose sessions end', async () => {
      const other = await t.createUser({ role: 'admin' });
      const res = await toggleBlock(other.user.id);
      expect(res.statusCode).toBe(200);
      expect(await meStatus(other.token)).toBe(401);
    });
  });
});
