import { describe, expect, it } from 'vitest';
import { analyticsSalts, pageViews } from '../src/db/schema.ts';
import { PAGEVIEWS_PER_IP_PER_MINUTE } from '../src/modules/analytics/analytics.routes.ts';
import { pathOnly, referrerHost } from '../src/modules/analytics/analytics.service.ts';
import { TEST_DATABASES } from './databases.ts';
import { startTestApp, useTestApp } from './test-app.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('page view rules', () => {
  it('keeps the path without query or fragment', () => {
    expect(pathOnly('/en/summoner/euw1/Name/TAG?email=a@b.c#top')).toBe(
      '/en/summoner/euw1/Name/TAG',
    );
    expect(pathOnly('/')).toBe('/');
  });

  it('keeps only the host of another site as the referrer', () => {
    expect(
      referrerHost('https://www.reddit.com/r/leagueoflegends/comments/x', 'localhost:8080'),
    ).toBe('www.reddit.com');
    expect(referrerHost('http://localhost:8080/en/news', 'localhost:8080')).toBeNull();
    expect(referrerHost('', 'localhost:8080')).toBeNull();
    expect(referrerHost('not a url', 'localhost:8080')).toBeNull();
    expect(referrerHost('javascript:alert(1)', 'localhost:8080')).toBeNull();
  });
});

describe.each(TEST_DATABASES)('page views on $name', (db) => {
  const t = useTestApp(db);

  const view = (
    payload: Record<string, unknown>,
    headers: Record<string, string> = { 'user-agent': FIREFOX },
    remoteAddress = '127.0.0.1',
  ) =>
    t.request({ method: 'POST', url: '/api/analytics/pageview', payload, headers, remoteAddress });
  const rows = () => t.database.db.select().from(pageViews);

  it('answers 204 and stores the path, the other site and a hash, and nothing else', async () => {
    const before = (await rows()).length;
    const res = await view({
      path: '/ru/news?utm_source=x',
      referrer: 'https://www.google.com/search?q=riftscope',
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const stored = (await rows()).slice(before);
    expect(stored).toHaveLength(1);
    const [row] = stored;
    expect(row).toMatchObject({ path: '/ru/news', referrerHost: 'www.google.com' });
    expect(row?.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.day).toBe(new Date().toISOString().slice(0, 10));
    expect(JSON.stringify(row)).not.toContain('127.0.0.1');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('gives one visitor one hash a day and another browser another', async () => {
    const before = (await rows()).length;
    await view({ path: '/en' });
    await view({ path: '/en/news' });
    await view({ path: '/en' }, { 'user-agent': CHROME });
    const [a, b, c] = (await rows()).slice(before);
    expect(a?.visitorHash).toBe(b?.visitorHash);
    expect(c?.visitorHash).not.toBe(a?.visitorHash);
  });

  it('deletes the salts of past days, so their hashes can no longer be linked', async () => {
    // A new app has no salt in memory and asks the database for today's.
    const other = await startTestApp(db);
    try {
      await other.database.db.insert(analyticsSalts).values({ day: '2020-01-01', salt: 'old' });
      await other.request({
        method: 'POST',
        url: '/api/analytics/pageview',
        payload: { path: '/' },
        headers: { 'user-agent': FIREFOX },
      });
      const salts = await other.database.db.select().from(analyticsSalts);
      expect(salts.map((s) => s.day)).toEqual([new Date().toISOString().slice(0, 10)]);
    } finally {
      await other.close();
    }
  });

  it.each([
    [
      'a crawler',
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    ],
    ['a script', { 'user-agent': 'curl/8.5.0' }],
    ['no user agent', {}],
    ['Do Not Track', { 'user-agent': FIREFOX, dnt: '1' }],
    ['Global Privacy Control', { 'user-agent': FIREFOX, 'sec-gpc': '1' }],
  ])('answers 204 but counts nothing for %s', async (_, headers) => {
    const before = (await rows()).length;
    const res = await view({ path: '/en' }, headers as Record<string, string>);
    expect(res.statusCode).toBe(204);
    expect(await rows()).toHaveLength(before);
  });

  it("stores a view of each of the site's pages, a player's by its encoded Riot ID", async () => {
    const before = (await rows()).length;
    const paths = [
      '/en',
      '/tr/tier-list',
      '/ru/summoner/ru/%D0%98%D0%BC%D1%8F/RU1',
      '/en/champions/ahri',
      `/en/news/${'a'.repeat(503)}`,
      '/admin/news',
    ];
    for (const path of paths) expect((await view({ path })).statusCode, path).toBe(204);
    expect((await rows()).slice(before).map((r) => r.path)).toEqual(paths);
  });

  it.each([
    ['a path without a leading slash', { path: 'en/news' }, 'path'],
    ['no path', { referrer: 'https://x.example' }, 'path'],
    ['a path over 2048 characters', { path: `/${'a'.repeat(2048)}` }, 'path'],
    ['a path naming no page of the site', { path: '/en/wp-login.php' }, 'path'],
    ['an API path', { path: '/api/admin/stats' }, 'path'],
    ['a news path over 512 characters', { path: `/en/news/${'a'.repeat(504)}` }, 'path'],
    ['an unknown field', { path: '/', email: 'a@b.c' }, 'email'],
  ])('422 for %s', async (_, payload, field) => {
    const res = await view(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty([field]);
  });

  it(`429 after ${PAGEVIEWS_PER_IP_PER_MINUTE} views a minute from one address`, async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < PAGEVIEWS_PER_IP_PER_MINUTE; i++) {
      expect((await view({ path: `/en/news/${i}` }, undefined, address)).statusCode).toBe(204);
    }
    const refused = await view({ path: '/en' }, undefined, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await view({ path: '/en' }, undefined, '203.0.113.8')).statusCode).toBe(204);
  });
});
