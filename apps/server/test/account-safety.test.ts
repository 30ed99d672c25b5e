import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PASSWORD_TOO_COMMON } from '@riftscope/contracts';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiTokens, favorites, passwordResets, summoners, users } from '../src/db/schema.ts';
import { TEST_DATABASES } from './databases.ts';
import { multipartBody } from './multipart.ts';
import { uniqueEmail, useTestApp } from './test-app.ts';

const REDIS_URL = process.env.REDIS_URL;

const variants = [
  ...TEST_DATABASES.map((db) => ({ name: db.name, db, redis: undefined })),
  ...(REDIS_URL
    ? TEST_DATABASES.map((db) => ({ name: `${db.name} with Redis`, db, redis: REDIS_URL }))
    : []),
];

describe.each(variants)('account safety on $name', ({ db, redis }) => {
  /** How far the app's clock runs ahead of the real one. */
  let clockAhead = 0;
  const t = useTestApp(db, {
    clock: () => Date.now() + clockAhead,
    ...(redis ? { redis: { url: redis, worker: false } } : {}),
  });
  afterEach(() => {
    clockAhead = 0;
  });

  const post = (url: string, payload: Record<string, unknown>, token?: string) =>
    t.request({ method: 'POST', url, payload, ...(token ? { token } : {}) });
  const loginStatus = async (email: string, password: string) =>
    (await post('/api/login', { email, password })).statusCode;
  const meStatus = async (token: string) =>
    (await t.request({ method: 'GET', url: '/api/me', token })).statusCode;
  const settings = (token: string, payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: '/api/profile/settings', token, payload });

  const mailDir = () => join(t.config.dataDir, 'mail');
  const mailFiles = async () =>
    (await readdir(mailDir()).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  /** The text of the one new mail to `to`, once it has been written. */
  const mailTo = async (to: string, seen: Set<string> = new Set()) =>
    vi.waitFor(
      async () => {
        for (const file of await mailFiles()) {
          if (seen.has(file)) continue;
          const text = await readFile(join(mailDir(), file), 'utf8');
          if (text.includes(`To: ${to}`)) return text;
        }
        throw new Error(`no mail to ${to} yet`);
      },
      { timeout: 10_000, interval: 20 },
    );
  // Quoted-printable mail bodies may wrap the link with soft line breaks.
  const tokenIn = (mail: string) => {
    const unwrapped = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const match = unwrapped.match(/\/reset-password\?token=([A-Za-z0-9_-]{43})/);
    if (!match?.[1]) throw new Error(`no reset link in ${mail}`);
    return match[1];
  };
  const requestReset = (email: string) => post('/api/password-reset', { email });
  const confirmReset = (token: string, password: string) =>
    post('/api/password-reset/confirm', { token, password, password_confirmation: password });

  describe('password rules', () => {
    it.each([
      ['a password from the common list', 'password1'],
      ['a common password in capitals with spaces around it', '  PASSWORD1 '],
    ])('registration refuses %s with a field error on password', async (_, password) => {
      const res = await post('/api/register', {
        name: 'Common',
        email: uniqueEmail(),
        password,
        password_confirmation: password,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ password: [PASSWORD_TOO_COMMON] });
    });

    it('registration refuses a password of 7 characters once its surrounding spaces are trimmed', async () => {
      const password = '   short12   ';
      const res = await post('/api/register', {
        name: 'Short',
        email: uniqueEmail(),
        password,
        password_confirmation: password,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ password: [expect.any(String)] });
    });

    it('a password change refuses a common new password and keeps the old one', async () => {
      const { token, user } = await t.register({ password: 'my own words 1' });
      const res = await settings(token, {
        email: user.email,
        password: 'my own words 1',
        new_password: 'iloveyou',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ new_password: [PASSWORD_TOO_COMMON] });
      expect(await loginStatus(user.email, 'my own words 1')).toBe(200);
    });
  });

  describe('email change', () => {
    it('answers 422 on password when the email changes without the current password, and changes nothing', async () => {
      const { token, user } = await t.register({ password: 'email guard 1' });
      const res = await settings(token, { email: uniqueEmail('moved') });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ password: [expect.any(String)] });
      expect(await loginStatus(user.email, 'email guard 1')).toBe(200);
    });

    it('answers 422 on password for a wrong current password, and changes nothing', async () => {
      const { token, user } = await t.register({ password: 'email guard 1' });
      const res = await settings(token, { email: uniqueEmail('moved'), password: 'not mine 12' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ password: ['The current password is incorrect'] });
      expect(await loginStatus(user.email, 'email guard 1')).toBe(200);
    });

    it('changes the email with the current password and keeps the password', async () => {
      const { token } = await t.register({ password: 'email guard 1' });
      const email = uniqueEmail('moved');
      const res = await settings(token, { email, password: 'email guard 1' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().email).toBe(email);
      expect(await loginStatus(email, 'email guard 1')).toBe(200);
    });
  });

  describe('password reset', () => {
    it('mails a link to DATA_DIR/mail that sets a new password once and ends every session', async () => {
      const email = uniqueEmail('reset');
      const { token: session } = await t.register({ email, password: 'forgotten pw 1' });
      const seen = new Set(await mailFiles());

      const res = await requestReset(email.toUpperCase());
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ expires_in_minutes: 30 });
      const mail = await mailTo(email, seen);
      expect(mail).toContain('/en/reset-password?token=');
      const token = tokenIn(mail);

      expect((await confirmReset(token, 'a fresh secret 2')).statusCode).toBe(204);
      expect(await loginStatus(email, 'a fresh secret 2')).toBe(200);
      expect(await loginStatus(email, 'forgotten pw 1')).toBe(401);
      expect(await meStatus(session)).toBe(401);

      const again = await confirmReset(token, 'another secret 3');
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({ token: [expect.any(String)] });
      expect(await loginStatus(email, 'a fresh secret 2')).toBe(200);
    });

    it('answers 202 for an address without an account and mails nothing to it', async () => {
      const unknown = uniqueEmail('nobody');
      const known = uniqueEmail('somebody');
      await t.register({ email: known });
      const seen = new Set(await mailFiles());

      const [toUnknown, toKnown] = [await requestReset(unknown), await requestReset(known)];
      expect(toUnknown.statusCode).toBe(202);
      expect(toUnknown.body).toBe(toKnown.body);
      expect(toUnknown.headers['content-length']).toBe(toKnown.headers['content-length']);
      await mailTo(known, seen);
      const fresh = (await mailFiles()).filter((f) => !seen.has(f));
      const texts = await Promise.all(fresh.map((f) => readFile(join(mailDir(), f), 'utf8')));
      expect(texts.some((text) => text.includes(unknown))).toBe(false);
    });

    it('refuses a link once 30 minutes have passed', async () => {
      const email = uniqueEmail('late');
      await t.register({ email, password: 'before expiry 1' });
      const seen = new Set(await mailFiles());
      await requestReset(email);
      const token = tokenIn(await mailTo(email, seen));

      clockAhead = 30 * 60_000 + 1_000;
      const res = await confirmReset(token, 'after expiry 22');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ token: [expect.any(String)] });
      expect(await loginStatus(email, 'before expiry 1')).toBe(200);
    });

    it('deletes expired links at the next reset request', async () => {
      const email = uniqueEmail('stale');
      const { user } = await t.register({ email });
      await requestReset(email);
      const linksOf = async () =>
        (
          await t.database.db
            .select({ n: count() })
            .from(passwordResets)
            .where(eq(passwordResets.userId, user.id))
        )[0]?.n;
      expect(await linksOf()).toBe(1);

      clockAhead = 30 * 60_000 + 1_000;
      await requestReset(uniqueEmail('anyone'));
      expect(await linksOf()).toBe(0);
    });

    it('refuses a common password and leaves the link usable', async () => {
      const email = uniqueEmail('weak');
      await t.register({ email });
      const seen = new Set(await mailFiles());
      await requestReset(email);
      const token = tokenIn(await mailTo(email, seen));

      const weak = await confirmReset(token, 'qwertyuiop');
      expect(weak.statusCode).toBe(422);
      expect(weak.json().errors).toEqual({ password: [PASSWORD_TOO_COMMON] });
      expect((await confirmReset(token, 'strong enough 4')).statusCode).toBe(204);
    });

    it('answers 429 after three requests for one address in an hour, known or not', async () => {
      const email = uniqueEmail('flood');
      for (let i = 0; i < 3; i++) expect((await requestReset(email)).statusCode).toBe(202);
      const res = await requestReset(email);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect((await requestReset(uniqueEmail('other'))).statusCode).toBe(202);
    });

    it('answers 422 for a token that was never issued', async () => {
      const res = await confirmReset(randomBytes(32).toString('base64url'), 'whatever pw 55');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ token: [expect.any(String)] });
    });
  });

  describe('account deletion', () => {
    let summonerCount = 0;
    /** A user with a favourite, two sessions and an avatar file. */
    const fullAccount = async (password = 'delete me 123') => {
      const email = uniqueEmail('gone');
      const { token, user } = await t.register({ email, password });
      const second = await t.login(email, password);
      const [summoner] = await t.database.db
        .insert(summoners)
        .values({
          puuid: randomBytes(39).toString('base64url'),
          region: 'euw1',
          gameName: `Deleted ${++summonerCount}`,
          tagLine: 'DEL',
          profileIconId: 1,
        })
        .returning();
      if (!summoner) throw new Error('no summoner');
      await t.request({ method: 'POST', url: `/api/favorites/${summoner.id}/toggle`, token });
      const image = await sharp({
        create: { width: 64, height: 64, channels: 3, background: '#36c' },
      })
        .png()
        .toBuffer();
      const upload = multipartBody({}, [
        { field: 'avatar', filename: 'me.png', contentType: 'image/png', data: image },
      ]);
      const res = await t.request({
        method: 'POST',
        url: '/api/profile/avatar',
        token,
        headers: upload.headers,
        payload: upload.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      const avatar = (res.json().avatar as string).split('/').pop() ?? '';
      return { email, password, token, second, userId: user.id, avatar };
    };
    const avatarFiles = () =>
      readdir(join(t.config.dataDir, 'uploads', 'avatars')).catch(() => [] as string[]);
    const rowsLeft = async (userId: number) => {
      const db = t.database.db;
      const [u] = await db.select({ n: count() }).from(users).where(eq(users.id, userId));
      const [f] = await db
        .select({ n: count() })
        .from(favorites)
        .where(eq(favorites.userId, userId));
      const [k] = await db
        .select({ n: count() })
        .from(apiTokens)
        .where(eq(apiTokens.userId, userId));
      return { users: u?.n, favorites: f?.n, tokens: k?.n };
    };

    it('refuses to delete the account with a wrong password and keeps everything', async () => {
      const account = await fullAccount();
      const res = await t.request({
        method: 'POST',
        url: '/api/profile/delete',
        token: account.token,
        payload: { password: 'not the one 1' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ password: [expect.any(String)] });
      expect(await rowsLeft(account.userId)).toEqual({ users: 1, favorites: 1, tokens: 2 });
      expect(await avatarFiles()).toContain(account.avatar);
    });

    it('deletes the account with its favourites, sessions and avatar file when the password is right', async () => {
      const account = await fullAccount();
      const res = await t.request({
        method: 'POST',
        url: '/api/profile/delete',
        token: account.token,
        payload: { password: account.password },
      });
      expect(res.statusCode, res.body).toBe(204);
      expect(await rowsLeft(account.userId)).toEqual({ users: 0, favorites: 0, tokens: 0 });
      expect(await avatarFiles()).not.toContain(account.avatar);
      expect(await meStatus(account.second)).toBe(401);
      expect(await loginStatus(account.email, account.password)).toBe(401);
    });

    it('lets an admin delete a user with their favourites, sessions and avatar file', async () => {
      const admin = await t.createUser({ role: 'admin' });
      const account = await fullAccount();
      const res = await t.request({
        method: 'DELETE',
        url: `/api/admin/users/${account.userId}`,
        token: admin.token,
      });
      expect(res.statusCode, res.body).toBe(204);
      expect(await rowsLeft(account.userId)).toEqual({ users: 0, favorites: 0, tokens: 0 });
      expect(await avatarFiles()).not.toContain(account.avatar);

      const gone = await t.request({
        method: 'DELETE',
        url: `/api/admin/users/${account.userId}`,
        token: admin.token,
      });
      expect(gone.statusCode).toBe(404);
    });

    it('does not let an admin delete their own account from the users table', async () => {
      const admin = await t.createUser({ role: 'admin' });
      const res = await t.request({
        method: 'DELETE',
        url: `/api/admin/users/${admin.user.id}`,
        token: admin.token,
      });
      expect(res.statusCode).toBe(409);
      expect(await meStatus(admin.token)).toBe(200);
    });
  });
});
