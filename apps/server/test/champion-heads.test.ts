import { LANGUAGES, META_TEXTS } from '@riftscope/contracts';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases.ts';
import { readHead } from './seo-pages.ts';
import { useTestApp } from './test-app.ts';

const SITE = 'http://localhost:8080';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
  </head>
  <body>
    <div id="root"><!--app-body--></div>
  </body>
</html>
`;

/**
 * The head of a champion page whose render failed (or that is served without the web app's
 * renderer, as here): from its address and Data Dragon alone. A rendered page names its own, with
 * the newest patch of its data (e2e/server-rendering.test.ts, e2e/champion-pages.test.ts).
 */
describe.each(TEST_DATABASES)(
  'champion page heads from the address, and the sitemap, on $name',
  (db) => {
    const t = useTestApp(db, { webFiles: { 'index.html': INDEX_HTML } });

    const page = (url: string) =>
      t.request({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });

    it("names the champion from Data Dragon, with every language's address", async () => {
      const res = await page('/en/champions/ahri');
      expect(res.statusCode).toBe(200);
      const head = readHead(res.body);
      expect(head.lang).toBe('en');
      expect(head.title).toBe('Ahri build, runes and counters — RiftScope');
      expect(head.description).toContain('Ahri build for Ranked Solo/Duo, Emerald+, all regions:');
      expect(head.canonical).toBe(`${SITE}/en/champions/ahri`);
      expect(head.alternates).toEqual({
        en: `${SITE}/en/champions/ahri`,
        ru: `${SITE}/ru/champions/ahri`,
        tr: `${SITE}/tr/champions/ahri`,
        'x-default': `${SITE}/en/champions/ahri`,
      });
      expect(head.robots).toBeNull();
    });

    it('names the role of the address and leaves default filters out of the canonical address', async () => {
      const res = await page(
        '/ru/champions/MonkeyKing?role=jungle&queue=solo&tier=emerald_plus&patch=15.10',
      );
      expect(res.statusCode).toBe(200);
      const head = readHead(res.body);
      expect(head.lang).toBe('ru');
      // Which patch is the newest is stored data: the address's patch stays in the head.
      expect(head.title).toBe('Wukong, лес: сборка, руны и контрпики (патч 15.10) — RiftScope');
      expect(head.description).toContain('патч 15.10');
      expect(head.canonical).toBe(`${SITE}/ru/champions/monkeyking?role=JUNGLE&patch=15.10`);
      expect(head.alternates.tr).toBe(`${SITE}/tr/champions/monkeyking?role=JUNGLE&patch=15.10`);
    });

    it('keeps the filters that are not the default in the title and the canonical address', async () => {
      const head = readHead(
        (await page('/en/champions/ahri?tier=diamond_plus&region=KR&queue=flex&role=MIDDLE')).body,
      );
      expect(head.title).toBe(
        'Ahri Mid build, runes and counters (Ranked Flex, Diamond+, KR) — RiftScope',
      );
      expect(head.description).toContain('build for Ranked Flex, Diamond+, KR:');
      expect(head.canonical).toBe(
        `${SITE}/en/champions/ahri?role=MIDDLE&queue=flex&region=kr&tier=diamond_plus`,
      );

      const older = readHead((await page('/tr/champions/ahri?patch=15.9')).body);
      expect(older.title).toBe(
        `${META_TEXTS.tr.champion.title.replace('{{champion}}', 'Ahri')} (yama 15.9) — RiftScope`,
      );
      expect(older.canonical).toBe(`${SITE}/tr/champions/ahri?patch=15.9`);
    });

    it('gives an ARAM champion page its own address, and ARAM pages under /champions that address as canonical', async () => {
      const res = await page('/en/aram/Ahri?role=MIDDLE&tier=gold_plus&queue=flex&region=KR');
      expect(res.statusCode).toBe(200);
      const head = readHead(res.body);
      expect(head.title).toBe('Ahri build, runes and counters (ARAM, KR) — RiftScope');
      expect(head.description).toContain('Ahri build for ARAM, all ranks, KR:');
      expect(head.canonical).toBe(`${SITE}/en/aram/ahri?region=kr`);
      expect(head.alternates.ru).toBe(`${SITE}/ru/aram/ahri?region=kr`);

      const same = readHead((await page('/en/champions/ahri?queue=aram&role=TOP')).body);
      expect(same.canonical).toBe(`${SITE}/en/aram/ahri`);

      for (const url of ['/en/aram/nosuchchampion', '/en/aram/ahri/x']) {
        expect((await page(url)).statusCode, url).toBe(404);
      }
    });

    it('ignores filters it does not know, as the page does', async () => {
      const head = readHead((await page('/en/champions/ahri?role=ADC&queue=9&tier=wood&x=1')).body);
      expect(head.title).toBe('Ahri build, runes and counters — RiftScope');
      expect(head.canonical).toBe(`${SITE}/en/champions/ahri`);
    });

    it('gives the champions list one address for every role', async () => {
      const res = await page('/tr/champions?role=TOP&tier=all');
      expect(res.statusCode).toBe(200);
      const head = readHead(res.body);
      expect(head.lang).toBe('tr');
      expect(head.title).toBe(`${META_TEXTS.tr.champions.title} (tüm dereceler) — RiftScope`);
      expect(head.canonical).toBe(`${SITE}/tr/champions?tier=all`);

      const plain = readHead((await page('/en/champions/')).body);
      expect(plain.title).toBe(`${META_TEXTS.en.champions.title} — RiftScope`);
      expect(plain.description).toContain('(Ranked Solo/Duo, Emerald+, all regions)');
      expect(plain.canonical).toBe(`${SITE}/en/champions`);
    });

    it('answers 404 and noindex for a champion Data Dragon does not know', async () => {
      for (const url of [
        '/en/champions/nosuchchampion',
        '/en/champions/103',
        '/ru/champions/ahri/x',
      ]) {
        const res = await page(url);
        expect(res.statusCode, url).toBe(404);
        const head = readHead(res.body);
        expect(head.robots, url).toBe('noindex');
        expect(head.canonical, url).toBeNull();
      }
    });

    it('lists the champions list and each champion page and ARAM page once per language, without filters', async () => {
      const xml = (await t.request({ method: 'GET', url: '/sitemap.xml' })).body;
      const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
      const champions = t.riot.ddragon.champions.length;
      for (const lang of LANGUAGES) {
        expect(locs.filter((loc) => loc === `${SITE}/${lang}/champions`)).toHaveLength(1);
        expect(locs.filter((loc) => loc === `${SITE}/${lang}/champions/ahri`)).toHaveLength(1);
        expect(locs).toContain(`${SITE}/${lang}/champions/monkeyking`);
        expect(locs.filter((loc) => loc.startsWith(`${SITE}/${lang}/champions/`))).toHaveLength(
          champions,
        );
      }
      for (const lang of LANGUAGES) {
        expect(locs.filter((loc) => loc === `${SITE}/${lang}/aram/ahri`)).toHaveLength(1);
        expect(locs.filter((loc) => loc.startsWith(`${SITE}/${lang}/aram/`))).toHaveLength(
          champions,
        );
      }
      expect(locs.filter((loc) => loc.includes('/champions') && loc.includes('?'))).toEqual([]);
      expect(locs.filter((loc) => loc.includes('/aram/') && loc.includes('?'))).toEqual([]);
      const entry = xml
        .split('<url>')
        .find((u) => u.includes(`<loc>${SITE}/ru/champions/ahri</loc>`));
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/en/champions/ahri"/>`,
      );
    });
  },
);
