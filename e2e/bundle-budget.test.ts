import { expect, test } from 'vitest';
import { baseUrl, describeInBrowser, openPage, useBrowser } from './browser.ts';
import { HOME_JS_BUDGET_KB, scriptBytes } from './script-bytes.ts';

describeInBrowser('bundle budget', () => {
  const browser = useBrowser();

  test(`the home route loads at most ${HOME_JS_BUDGET_KB} KB of JavaScript, gzip`, async () => {
    const { page } = await openPage(browser());
    const { gzip, files } = await scriptBytes(page, `${baseUrl}/en`);
    expect(files.length).toBeGreaterThan(0);
    expect(gzip / 1024, files.join(', ')).toBeLessThanOrEqual(HOME_JS_BUDGET_KB);
  });

  test('no page of the public site loads the schema library', async () => {
    const { page } = await openPage(browser());
    await page.goto(`${baseUrl}/en`, { waitUntil: 'networkidle' });
    const sources = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.name),
    );
    const bodies = await Promise.all(sources.map(async (src) => (await fetch(src)).text()));
    for (const body of bodies) expect(body).not.toMatch(/\$ZodType|ZodMini/);
  });
});
