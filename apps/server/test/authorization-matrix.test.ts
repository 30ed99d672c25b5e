import type { AdminGuide, RouteContract } from '@riftscope/contracts';
import * as contracts from '@riftscope/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../src/modules/users/users.repository.ts';
import { TEST_DATABASES } from './databases.ts';
import { editInput, guideInput } from './guide-forms.ts';
import { useTestApp } from './test-app.ts';

type Caller = 'anonymous' | 'user' | 'blocked user' | 'moderator' | 'admin';

/**
 * What each caller must get from a route of each access level: staff routes are the
 * administrators' and moderators' (role `mod`), admin routes the administrators' alone.
 */
function expected(access: RouteContract['access'], caller: Caller): 'allowed' | 401 | 403 {
  if (caller === 'anonymous') return 401;
  if (caller === 'blocked user') return 403;
  if (access === 'admin' && caller !== 'admin') return 403;
  if (access === 'staff' && caller === 'user') return 403;
  return 'allowed';
}

/** A concrete URL for a contract path; ids point at a row that exists. */
const urlOf = (contract: RouteContract, id: number) =>
  contract.path.replace(/:[A-Za-z]+/g, String(id));

const isContract = (value: unknown): value is RouteContract =>
  typeof value === 'object' &&
  value !== null &&
  'access' in value &&
  'path' in value &&
  'method' in value;

describe.each(TEST_DATABASES)('authorisation matrix on $name', (db) => {
  let target: UserRow;
  const tokens = {} as Record<Exclude<Caller, 'anonymous'>, () => Promise<string>>;

  const t = useTestApp(db);
  beforeAll(async () => {
    const user = await t.createUser({ role: 'user' });
    // A blocked user with a live token, as if blocked by a path that did not revoke it: the
    // guard must refuse it on its own.
    const blocked = await t.createUser({ role: 'user', isBlocked: true });
    const admin = await t.createUser({ role: 'admin' });
    const moderator = await t.createUser({ role: 'mod' });
    target = (await t.createUser({ role: 'user' })).user;
    // Fresh tokens per request, so that logout or a ban in one cell cannot affect another.
    tokens.user = () => t.issueToken(user.user.id);
    tokens['blocked user'] = () => t.issueToken(blocked.user.id);
    tokens.admin = () => t.issueToken(admin.user.id);
    tokens.moderator = () => t.issueToken(moderator.user.id);
  });

  it('binds every route of the contracts', () => {
    const bound = new Set(t.app.boundContracts);
    const exported = (Object.values(contracts) as unknown[]).filter(isContract);
    for (const route of exported) expect(bound.has(route), route.path).toBe(true);
  });

  it('lists only real contracts as bound, each once', () => {
    const exported = new Set((Object.values(contracts) as unknown[]).filter(isContract));
    for (const route of t.app.boundContracts) expect(exported.has(route), route.path).toBe(true);
    expect(new Set(t.app.boundContracts).size).toBe(t.app.boundContracts.length);
  });

  const callers: Caller[] = ['anonymous', 'user', 'blocked user', 'moderator', 'admin'];

  it.each(callers)('enforces every protected route for the %s', async (caller) => {
    const protectedRoutes = t.app.boundContracts.filter((c) => c.access !== 'public');
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(10);
    for (const contract of protectedRoutes) {
      const token = caller === 'anonymous' ? undefined : await tokens[caller]();
      const res = await t.request({
        method: contract.method,
        url: urlOf(contract, target.id),
        ...(token ? { token } : {}),
        ...(contract.body ? { payload: {} } : {}),
      });
      const want = expected(contract.access, caller);
      const label = `${caller} ${contract.method} ${contract.path} → ${res.statusCode} ${res.body}`;
      if (want === 'allowed') {
        expect([401, 403], label).not.toContain(res.statusCode);
        expect(res.statusCode, label).toBeLessThan(500);
      } else {
        expect(res.statusCode, label).toBe(want);
        expect(res.json(), label).toEqual({ message: expect.any(String) });
      }
    }
  });

  it("lets a moderator work on their own guide, never another's, and leaves publishing and deleting to administrators", async () => {
    const token = await tokens.moderator();
    const write = async (payload: object, method = 'POST', url = '/api/admin/guides') =>
      t.request({ method: method as 'POST', url, token, payload });
    const own: AdminGuide = (await write(guideInput())).json();
    const other = await t.createUser({ role: 'mod' });
    const others: AdminGuide = (
      await t.request({
        method: 'POST',
        url: '/api/admin/guides',
        token: other.token,
        payload: guideInput(),
      })
    ).json();
    const call = (method: 'POST' | 'DELETE', url: string) => t.request({ method, url, token });
    const base = '/api/admin/guides';

    expect((await write(editInput(own), 'PUT', `${base}/${own.id}`)).statusCode).toBe(200);
    expect((await write(editInput(others), 'PUT', `${base}/${others.id}`)).statusCode).toBe(403);
    expect((await call('POST', `${base}/${others.id}/submit`)).statusCode).toBe(403);
    expect((await call('POST', `${base}/${own.id}/submit`)).statusCode).toBe(200);
    expect((await call('POST', `${base}/${own.id}/publish`)).statusCode).toBe(403);
    expect((await call('POST', `${base}/${others.id}/publish`)).statusCode).toBe(403);
    expect((await call('DELETE', `${base}/${own.id}`)).statusCode).toBe(403);
    expect((await call('DELETE', `${base}/${others.id}`)).statusCode).toBe(403);
  });

  it('refuses a blocked user before reading the request body', async () => {
    const token = await tokens['blocked user']();
    const res = await t.request({
      method: 'PUT',
      url: '/api/profile/settings',
      token,
      payload: 'not json',
    });
    expect(res.statusCode).toBe(403);
  });
});
