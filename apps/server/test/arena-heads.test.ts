import { LANGUAGES, META_TEXTS } from '@riftscope/contracts';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases.ts';
import { INDEX_HTML, readHead, SITE } from './seo-pages.ts';
import { useTestApp } from './test-app.ts';

/**
 * The heads of Arena's pages from the address and Data Dragon alone (a rendered page names its
 * own: e2e/arena.test.ts), and their place in the sitemap.
 */
describe.each(TEST_DATABASES)('Arena page heads and the sitemap on $name', (db) => {
  const t = useTestApp(db, {
    webFiles: { 'index.html': INDEX_HTML, 'assets/index-test.css': 'html{color:red}' },
  });

  const page = (url: string) =>
    t.request({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });

  it('names the champion in its language, keeping valid filters in the canonical address', async () => {
    const res = await page('/ru/arena/MonkeyKing?patch=15.5&region=na1&tier=gold_plus');
    expect(res.statusCode).toBe(200);
    const head = readHead(res.body);
    // The snapshot's game names are English in every language.
    expect(head.title).toContain('Wukong');
    expect(head.canonical).toBe(`${SITE}/ru/arena/monkeyking?patch=15.5&region=na1`);
    expect(head.alternates.en).toBe(`${SITE}/en/arena/monkeyking?patch=15.5&region=na1`);
  });

  it('drops filters the pages would refuse from the canonical address', async () => {
    const head = readHead((await page('/en/arena?patch=latest&region=mars')).body);
    expect(head.title).toBe(`${META_TEXTS.en.arena.title} — RiftScope`);
    expect(head.canonical).toBe(`${SITE}/en/arena`);
  });

  it('gives the augment list its head, and an augment without a loaded name its id', async () => {
    expect(readHead((await page('/tr/arena/augments')).body).title).toBe(
      `${META_TEXTS.tr.arena_augments.title} — RiftScope`,
    );
    const head = readHead((await page('/en/arena/augments/87')).body);
    expect(head.title).toContain('#87');
    expect(head.canonical).toBe(`${SITE}/en/arena/augments/87`);
  });

  it.each([
    ['an unknown champion', '/en/arena/nosuchchampion'],
    ['an augment id that is a word', '/en/arena/augments/tank'],
    ['a deeper path', '/en/arena/ahri/x'],
    ['a deeper augment path', '/en/arena/augments/87/x'],
  ])('answers 404 and noindex for %s', async (_what, url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(404);
    expect(readHead(res.body).robots).toBe('noindex');
  });

  it('lists the Arena list, the augment list and every champion’s Arena page once per language', async () => {
    const xml = (await t.request({ method: 'GET', url: '/sitemap.xml' })).body;
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
    const champions = locs.filter((loc) => /\/en\/arena\/(?!augments)[a-z]+$/.test(loc));
    expect(champions.length).toBe(
      locs.filter((loc) => /\/en\/champions\/[a-z]+$/.test(loc)).length,
    );
    for (const lang of LANGUAGES) {
      expect(locs.filter((loc) => loc === `${SITE}/${lang}/arena`)).toHaveLength(1);
      expect(locs.filter((loc) => loc === `${SITE}/${lang}/arena/augments`)).toHaveLength(1);
      expect(locs.filter((loc) => loc === `${SITE}/${lang}/arena/ahri`)).toHaveLength(1);
    }
  });
});
