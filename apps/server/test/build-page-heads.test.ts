import { LANGUAGES, META_TEXTS } from '@riftscope/contracts';
import { itemClasses } from '@riftscope/riot/ddragon';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases.ts';
import { INDEX_HTML, readHead, SITE } from './seo-pages.ts';
import { useTestApp } from './test-app.ts';

const CONQUEROR = 8010;

const TRINITY_FORCE = 3078;

/**
 * The heads of the rune and item pages from the address and Data Dragon alone (a rendered page
 * names its own: e2e/runes.test.ts, e2e/items.test.ts), and their place in the sitemap.
 */
describe.each(TEST_DATABASES)('rune and item page heads and the sitemap on $name', (db) => {
  const t = useTestApp(db, {
    webFiles: { 'index.html': INDEX_HTML, 'assets/index-test.css': 'html{color:red}' },
  });

  const page = (url: string) =>
    t.request({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });

  it('names the rune and its tree, with the slice of the address in the canonical address', async () => {
    const res = await page(`/en/runes/${CONQUEROR}?queue=flex&role=TOP&tier=all`);
    expect(res.statusCode).toBe(200);
    const head = readHead(res.body);
    expect(head.title).toBe('Conqueror: win rate, champions and rune pages — RiftScope');
    expect(head.description).toContain('Conqueror (Precision): pick rate');
    // Runes have no role: the address's role is left out.
    expect(head.canonical).toBe(`${SITE}/en/runes/${CONQUEROR}?queue=flex&tier=all`);
    expect(head.alternates.tr).toBe(`${SITE}/tr/runes/${CONQUEROR}?queue=flex&tier=all`);
    expect(head.robots).toBeNull();
  });

  it('gives the rune list its own head', async () => {
    const head = readHead((await page('/ru/runes')).body);
    expect(head.title).toBe(`${META_TEXTS.ru.runes.title} — RiftScope`);
    expect(head.canonical).toBe(`${SITE}/ru/runes`);
  });

  it.each([
    ['a rune tree', '8000'],
    ['a stat shard', '5008'],
    ['an unknown id', '99999'],
    ['a word', 'conqueror'],
    ['a deeper path', `${CONQUEROR}/x`],
  ])('answers 404 and noindex for %s', async (_what, id) => {
    const res = await page(`/en/runes/${id}`);
    expect(res.statusCode).toBe(404);
    expect(readHead(res.body).robots).toBe('noindex');
  });

  it('lists the rune list and every rune page once per language, without filters', async () => {
    const xml = (await t.request({ method: 'GET', url: '/sitemap.xml' })).body;
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
    const runes = t.riot.ddragon.runes.length;
    expect(runes).toBeGreaterThan(50);
    for (const lang of LANGUAGES) {
      expect(locs.filter((loc) => loc === `${SITE}/${lang}/runes`)).toHaveLength(1);
      expect(locs.filter((loc) => loc === `${SITE}/${lang}/runes/${CONQUEROR}`)).toHaveLength(1);
      expect(locs.filter((loc) => loc.startsWith(`${SITE}/${lang}/runes/`))).toHaveLength(runes);
    }
    // No tree or shard has a page.
    expect(locs.filter((loc) => /\/runes\/(8000|5008)$/.test(loc))).toEqual([]);
  });

  it('names the item, with the slice of the address in the canonical address', async () => {
    const res = await page(`/tr/items/${TRINITY_FORCE}?role=TOP&region=euw1`);
    expect(res.statusCode).toBe(200);
    const head = readHead(res.body);
    expect(head.title).toBe(
      'Trinity Force: kazanma oranı, yapım sırası ve şampiyonlar — RiftScope',
    );
    expect(head.canonical).toBe(`${SITE}/tr/items/${TRINITY_FORCE}?region=euw1`);
    expect(readHead((await page('/en/items')).body).title).toBe(
      `${META_TEXTS.en.items.title} — RiftScope`,
    );
  });

  it.each([
    ['an id Data Dragon does not list', '999999'],
    ['a word', 'trinity'],
    ['a deeper path', `${TRINITY_FORCE}/x`],
  ])('answers 404 and noindex for an item page of %s', async (_what, id) => {
    const res = await page(`/en/items/${id}`);
    expect(res.statusCode).toBe(404);
    expect(readHead(res.body).robots).toBe('noindex');
  });

  it('lists every legendary item and tier-two boots once per language, and no trinket', async () => {
    const xml = (await t.request({ method: 'GET', url: '/sitemap.xml' })).body;
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
    const classes = itemClasses(t.riot.ddragon.items);
    const counted = t.riot.ddragon.items.filter((i) =>
      ['legendary', 'boots'].includes(classes.classOf(i.id)),
    ).length;
    expect(counted).toBeGreaterThan(60);
    for (const lang of LANGUAGES) {
      expect(locs.filter((loc) => loc === `${SITE}/${lang}/items`)).toHaveLength(1);
      expect(locs.filter((loc) => loc.startsWith(`${SITE}/${lang}/items/`))).toHaveLength(counted);
      expect(locs).toContain(`${SITE}/${lang}/items/${TRINITY_FORCE}`);
      expect(locs).not.toContain(`${SITE}/${lang}/items/3340`);
    }
  });
});
