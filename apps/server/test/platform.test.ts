import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { NEWS_SLUG_MAX } from '@riftscope/contracts';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { ensureAdmin, GENERATED_ADMIN_EMAIL } from '../src/modules/users/bootstrap-admin.ts';
import { verifyPassword } from '../src/modules/users/passwords.ts';
import { createUsersRepository } from '../src/modules/users/users.repository.ts';
import { TEST_DATABASES } from './databases.ts';
import { useTestApp } from './test-app.ts';

describe.each(TEST_DATABASES)('platform on $name', (db) => {
  const t = useTestApp(db, {
    webFiles: {
      'index.html': '<!doctype html><title>RiftScope shell</title>',
      'assets/app-abc123.js': 'export {};',
      // The build writes brotli and gzip twins of its text assets (apps/web/vite.config.ts).
      'assets/app-abc123.js.br': brotliCompressSync('export {};'),
      'assets/app-abc123.js.gz': gzipSync('export {};'),
    },
  });

  it('answers the health check once the database answers', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('publishes an OpenAPI document with every bound route', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const contract of t.app.boundContracts) {
      const path = contract.path.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(
        doc.paths[path]?.[contract.method.toLowerCase()],
        `${contract.method} ${path}`,
      ).toBeDefined();
    }
    expect(
      doc.paths['/api/register'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('password_confirmation');
  });

  it('echoes a sane x-request-id and replaces one that is not', async () => {
    const kept = await t.request({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await t.request({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers on API and page responses', async () => {
    for (const url of ['/api/health', '/en']) {
      const res = await t.request({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('allows cross-origin calls only from PUBLIC_URL', async () => {
    const preflight = (origin: string) =>
      t.request({
        method: 'OPTIONS',
        url: '/api/me',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    const own = await preflight('http://localhost:8080');
    expect(own.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(own.headers['access-control-allow-credentials']).toBe('true');
    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).not.toBe('https://evil.example');
  });

  it('answers an over-long path parameter and a malformed address in the error format', async () => {
    const long = await t.request({
      method: 'GET',
      url: `/api/summoners/${'a'.repeat(NEWS_SLUG_MAX + 1)}/EUW/euw1`,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'The address is too long' });
    const bad = await t.request({ method: 'GET', url: '/api/summoners/%E0%A4%A/EUW/euw1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Malformed address' });
  });

  it('sends security headers on the answers the router gives before any route runs', async () => {
    for (const url of [`/api/news/${'a'.repeat(NEWS_SLUG_MAX + 1)}`, '/api/news/%E0%A4%A']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.request({
        method,
        url: '/api/does-not-exist',
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
  });

  it('serves index.html for page routes and hashed assets with long cache headers', async () => {
    for (const url of ['/', '/en', '/ru/summoner/euw1/Faker/KR1', '/admin/users', '/tr/news?x=1']) {
      const res = await t.request({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('RiftScope shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // An unknown page is still the web app, which shows its not-found screen.
    const unknown = await t.request({
      method: 'GET',
      url: '/tr/no-such-page',
      headers: { accept: 'text/html' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('RiftScope shell');
    const asset = await t.request({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers a news page whose slug holds a NUL character with the not-found page', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/en/news/a%00b',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('RiftScope shell');
  });

  it('sends the precompressed twin from the build to browsers that accept it, never on its own', async () => {
    const br = await t.request({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('export {};');
    const plain = await t.request({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('export {};');
    expect((await t.request({ method: 'GET', url: '/assets/app-abc123.js.br' })).statusCode).toBe(
      404,
    );
  });

  it('compresses API answers for clients that accept it', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/docs',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toHaveProperty('openapi');
  });

  it('does not serve files outside the web build or the storage folder', async () => {
    for (const url of [
      '/../package.json',
      '/assets/../../package.json',
      '/storage/../pglite',
      '/storage/%2e%2e/x',
    ]) {
      const res = await t.request({ method: 'GET', url, headers: { accept: 'application/json' } });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('answers 500 with a generic message that reveals nothing for a bug', async () => {
    const res = await (async () => {
      const { buildApp } = await import('../src/app/build-app.ts');
      const app = await buildApp({ config: t.config, database: t.database, riot: t.riot });
      app.get('/api/boom', async () => {
        throw new Error('secret internal detail');
      });
      const reply = await app.inject({ method: 'GET', url: '/api/boom' });
      await app.close();
      return reply;
    })();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error' });
    expect(res.body).not.toContain('secret');
  });

  describe('bootstrap admin', () => {
    const silent = pino({ level: 'silent' });

    it('creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD once', async () => {
      const repo = createUsersRepository(t.database.db);
      await t.database.db.delete(users).where(eq(users.role, 'admin'));
      await ensureAdmin({
        users: repo,
        log: silent,
        email: 'boss@example.com',
        password: 'boss password',
      });
      const admin = await repo.findByEmail('boss@example.com');
      expect(admin?.role).toBe('admin');
      expect(await verifyPassword(admin?.passwordHash ?? '', 'boss password')).toBe(true);
      await ensureAdmin({
        users: repo,
        log: silent,
        email: 'other@example.com',
        password: 'other password',
      });
      expect(await repo.findByEmail('other@example.com')).toBeNull();
    });

    it('creates one admin when two processes start at the same moment', async () => {
      const repo = createUsersRepository(t.database.db);
      await t.database.db.delete(users).where(eq(users.role, 'admin'));
      const start = () =>
        ensureAdmin({
          users: repo,
          log: silent,
          email: 'twin@example.com',
          password: 'twin password',
        });
      await Promise.all([start(), start()]);
      const admins = await t.database.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins.map((a) => a.email)).toEqual(['twin@example.com']);
    });

    it('generates a password and logs it once when none is configured', async () => {
      const repo = createUsersRepository(t.database.db);
      await t.database.db.delete(users).where(eq(users.role, 'admin'));
      const lines: string[] = [];
      const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
      await ensureAdmin({ users: repo, log, email: undefined, password: undefined });
      const entry = JSON.parse(lines.find((l) => l.includes('generatedPassword')) ?? '{}');
      expect(entry.email).toBe(GENERATED_ADMIN_EMAIL);
      const admin = await repo.findByEmail(GENERATED_ADMIN_EMAIL);
      expect(await verifyPassword(admin?.passwordHash ?? '', entry.generatedPassword)).toBe(true);
      lines.length = 0;
      await ensureAdmin({ users: repo, log, email: undefined, password: undefined });
      expect(lines.join('')).not.toContain('generatedPassword');
    });
  });
});
