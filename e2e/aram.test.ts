import type { ChampionRow } from '@riftscope/contracts';
import { expect, test } from 'vitest';
import { baseUrl, describeInBrowser, screenshot, settle, useBrowser } from './browser.ts';
import { JOURNEY_MS, openJourneyPage } from './journey.ts';
import { LANGUAGES, TEXTS } from './texts.ts';

/** The demo's ARAM list as the page asks for it: every row at once. */
async function aramList(lang: string): Promise<{ data: ChampionRow[] }> {
  const response = await fetch(
    `${baseUrl}/api/champions?queue=450&page=1&per_page=1000&lang=${lang}`,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { data: ChampionRow[] };
}

describeInBrowser('ARAM tier list', () => {
  const browser = useBrowser();

  for (const lang of LANGUAGES) {
    test(`in ${lang}, the header leads to ARAM's own list, server-rendered, at 1280 and 390 px`, {
      timeout: JOURNEY_MS,
    }, async () => {
      const texts = TEXTS[lang];
      const list = await aramList(lang);
      const first = list.data[0];
      if (!first) throw new Error('the demo has no ARAM games');

      // Without JavaScript: the rows are in the page as it arrives.
      const served = await fetch(`${baseUrl}/${lang}/aram?small=1`, {
        headers: { accept: 'text/html' },
      });
      expect(served.status).toBe(200);
      const html = await served.text();
      expect(html).toContain(texts.tierList.aram.title);
      expect(html).toContain(first.name.replaceAll("'", '&#x27;'));

      const { page } = await openJourneyPage(browser(), {
        storage: { cookie_accepted: 'true', lang },
      });
      await page.goto(`/${lang}/tier-list`);
      const nav = page.getByRole('navigation', { name: texts.common.nav.label }).first();
      await nav.getByRole('link', { name: texts.common.nav.aram, exact: true }).click();
      await page.waitForURL(`${baseUrl}/${lang}/aram`);
      await page
        .getByRole('heading', { level: 1, name: texts.tierList.aram.title, exact: true })
        .waitFor();
      await page.goto(`/${lang}/aram?small=1`);
      const table = page.getByRole('table', { name: texts.tierList.table.label, exact: true });
      await table.getByRole('row').nth(1).waitFor();
      await settle(page);

      // The rows are the API's ARAM list, with no role, ban rate or counters columns.
      expect(await table.locator('tbody tr').count()).toBe(list.data.length);
      const heads = await table.locator('thead th').allInnerTexts();
      expect(heads.join('|')).not.toContain(texts.tierList.table.role);
      expect(heads.join('|')).not.toContain(texts.tierList.table.ban_rate);
      expect(heads.join('|')).not.toContain(texts.tierList.table.counters);
      const href = await table.locator('tbody tr').first().locator('th a').getAttribute('href');
      expect(href).toBe(`/${lang}/champions/${first.key}?queue=aram`);
      await screenshot(page, `${lang}-aram-1280`);

      await page.setViewportSize({ width: 390, height: 844 });
      await settle(page);
      await screenshot(page, `${lang}-aram-390`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'page scrolls sideways at 390 px').toBe(0);
    });
  }
});
