import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { baseUrl, describeInBrowser, e2e, openPage, useBrowser } from './browser.ts';
import { HOME_JS_BUDGET_KB, scriptBytes } from './script-bytes.ts';

/** Pages a visitor sees without opening a match timeline or the admin area. */
const PUBLIC_PATHS = [
  '/en',
  '/en/news',
  '/en/about',
  '/en/tier-list',
  '/en/summoner/euw1/Baron%20Stealer/EUW',
  '/en/live/na1/Turret%20Hugger/NA1',
];

/**
 * Libraries kept off the public pages, each with a string its code carries: zod nowhere in the
 * browser (ADR 0005), Recharts only in the timeline tab and the admin dashboard (the summoner
 * page's LP graph is drawn without it), the rich-text editor only in the admin area's news forms.
 */
const LAZY_LIBRARIES: readonly (readonly [string, RegExp])[] = [
  ['zod', /\$ZodType|ZodMini/],
  ['Recharts', /recharts-wrapper/],
  ['the news editor (TipTap)', /ProseMirror/],
];

describeInBrowser('bundle budget', () => {
  const browser = useBrowser();

  test(`the home route loads at most ${HOME_JS_BUDGET_KB} KB of JavaScript, gzip`, async () => {
    const { page } = await openPage(browser());
    const { gzip, files } = await scriptBytes(page, `${baseUrl}/en`);
    expect(files.length).toBeGreaterThan(0);
    expect(gzip / 1024, files.join(', ')).toBeLessThanOrEqual(HOME_JS_BUDGET_KB);
  });

  for (const [library, signature] of LAZY_LIBRARIES) {
    test(`no public page loads ${library}`, async () => {
      // The signature is in the build, so its absence below means something.
      const assets = join(e2e.rootDir, 'apps/web/dist/assets');
      const built = readdirSync(assets).filter((file) => file.endsWith('.js'));
      expect(built.some((file) => signature.test(readFileSync(join(assets, file), 'utf8')))).toBe(
        library !== 'zod',
      );

      const { page } = await openPage(browser(), { storage: { cookie_accepted: 'true' } });
      for (const path of PUBLIC_PATHS) {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        const sources = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.js'))
            .map((entry) => entry.name),
        );
        for (const source of sources) {
          const body = await (await fetch(source)).text();
          expect(signature.test(body), `${path} loaded ${source}`).toBe(false);
        }
      }
    });
  }
});
