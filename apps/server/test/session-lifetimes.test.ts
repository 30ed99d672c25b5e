import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokens, users } from '../src/db/schema.ts';
import { tokenHash } from '../src/modules/auth/tokens.ts';
import { TEST_DATABASES } from './databases.ts';
import { type TestApp, useTestApp } from './test-app.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(TEST_DATABASES)('session lifetimes on $name', (db) => {
  let now = Date.UTC(2026, 10, 25, 12);
  const t = useTestApp(db, { clock: () => now });

  const me = (token: string) => t.request({ method: 'GET', url: '/api/me', token });
  const rowsOf = (userId: number) =>
    t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, userId));
  const rowOf = async (token: string) =>
    (
      await t.database.db
        .select()
        .from(apiTokens)
        .where(eq(apiTokens.tokenHash, tokenHash(token)))
    )[0] ?? null;
  const signIn = async () => {
    const { user } = await t.createUser({ password: 'session pw 1' });
    return { user, token: await t.login(user.email, 'session pw 1') };
  };

  it('ends a session unused for 30 days with 401 and deletes its token', async () => {
    const { token } = await signIn();
    now += 30 * DAY - 1;
    expect((await me(token)).statusCode).toBe(200);
    now += 30 * DAY;
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Your session has expired; sign in again' });
    expect(await rowOf(token)).toBeNull();
  });

  it('ends a session 90 days after sign-in however often it is used', async () => {
    const { token } = await signIn();
    for (let day = 20; day < 90; day += 20) {
      now += 20 * DAY;
      expect((await me(token)).statusCode, `day ${day}`).toBe(200);
    }
    now += 10 * DAY;
    expect((await me(token)).statusCode).toBe(401);
    expect(await rowOf(token)).toBeNull();
  });

  it('records the last use at most once every 5 minutes', async () => {
    const { token } = await signIn();
    const lastUsed = async () => (await rowOf(token))?.lastUsedAt.getTime();
    const signedInAt = await lastUsed();
    expect(signedInAt).toBe(now);
    now += 4 * MINUTE;
    await me(token);
    expect(await lastUsed()).toBe(signedInAt);
    now += 2 * MINUTE;
    await me(token);
    expect(await lastUsed()).toBe(now);
  });

  it('deletes a user’s expired tokens when they sign in again', async () => {
    const { user } = await t.createUser({ password: 'session pw 1' });
    const old = await t.login(user.email, 'session pw 1');
    now += 31 * DAY;
    const fresh = await t.login(user.email, 'session pw 1');
    expect((await rowsOf(user.id)).map((row) => row.tokenHash)).toEqual([tokenHash(fresh)]);
    expect((await me(old)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
  });
});

describe.each(TEST_DATABASES.filter((db) => db.name === 'postgres'))(
  'blocking while a sign-in is under way on $name',
  (db) => {
    const t = useTestApp(db);

    it('leaves no token that works once the user is unblocked', async () => {
      const { user } = await t.createUser({ password: 'racing pw 1' });
      const { token: admin } = await t.createUser({ role: 'admin' });

      // The block as the admin service writes it, held open while the sign-in runs.
      let release = () => {};
      let blockWritten = () => {};
      const written = new Promise<void>((resolve) => {
        blockWritten = resolve;
      });
      const block = t.database.db.transaction(async (tx) => {
        await tx.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
        await tx.delete(apiTokens).where(eq(apiTokens.userId, user.id));
        blockWritten();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await written;

      let isAnswered = false;
      const login = t
        .request({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password: 'racing pw 1' },
        })
        .finally(() => {
          isAnswered = true;
        });
      // Either the sign-in finishes beside the open block, or it waits for the block's lock.
      await expect
        .poll(async () => isAnswered || (await waitsForLock(t)), { timeout: 10_000 })
        .toBe(true);
      release();
      await block;

      const res = await login;
      expect(res.statusCode).toBe(403);
      const unblock = await t.request({
        method: 'PATCH',
        url: `/api/admin/users/${user.id}/toggle-block`,
        token: admin,
      });
      expect(unblock.json().is_blocked).toBe(0);
      expect(
        await t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id)),
      ).toEqual([]);
    });
  },
);

/** Whether a query of this database waits for a lock another transaction holds. */
async function waitsForLock(t: TestApp): Promise<boolean> {
  // node-postgres answers with its own result: this runs on PostgreSQL only.
  const result = (await t.database.db.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  )) as unknown as { rows: { n: number }[] };
  return (result.rows[0]?.n ?? 0) > 0;
}
