import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { describeInBrowser, e2e, openPage, settle, useBrowser } from './browser.ts';
import { LANGUAGES, TEXTS } from './texts.ts';

const WIDTHS = [390, 1280] as const;
const HEIGHT = 900;

/** The search form's and the suggestion list's boxes, left and right edges in CSS pixels. */
const edges = (page: Page, listName: string) =>
  page.evaluate((name) => {
    const list = document.querySelector(`[role="listbox"][aria-label="${name}"]`);
    const form = list?.closest('form');
    if (!list || !form) throw new Error('no suggestion list in a form');
    const box = (element: Element) => {
      const { left, right } = element.getBoundingClientRect();
      return { left: Math.round(left), right: Math.round(right) };
    };
    return { list: box(list), form: box(form) };
  }, listName);

describeInBrowser('the search suggestions at 390 and 1280 px', () => {
  const browser = useBrowser();

  for (const lang of LANGUAGES) {
    const { home } = TEXTS[lang];

    test(`in ${lang}: a suggestion shows the region label, level and solo rank, and the list spans the bar on phones`, async () => {
      const { page } = await openPage(browser(), { storage: { cookie_accepted: 'true', lang } });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.goto(`/${lang}`);
        await settle(page);
        await page.getByRole('combobox', { name: home.search.riot_id }).fill('Baron');
        const list = page.getByRole('listbox', { name: home.search.suggestions });
        const option = list.getByRole('option').filter({ hasText: 'Baron Stealer' });
        await option.waitFor();

        // The region as players write it, the level, and the tier beside its emblem.
        expect(await option.getByText('EUW', { exact: true }).count()).toBe(1);
        expect(await option.getByText('EUW1', { exact: true }).count()).toBe(0);
        const level = home.search.level.replace('{{level}}', '');
        expect(await option.getByText(level.trim()).count()).toBe(1);
        expect(await option.locator('svg[aria-hidden="true"]').count()).toBe(1);
        // The tag is one piece, on one line.
        const tagLines = await option
          .getByText('#EUW', { exact: true })
          .evaluate((tag) => tag.getClientRects().length);
        expect(tagLines).toBe(1);

        const { list: listBox, form } = await edges(page, home.search.suggestions);
        if (width < 640) expect(listBox).toEqual(form);
        else expect(listBox.right - listBox.left).toBeLessThan(form.right - form.left);

        await page.screenshot({
          path: join(
            e2e.rootDir,
            'test-results',
            'screenshots',
            `h4-suggestions-${lang}-${width}.png`,
          ),
          animations: 'disabled',
        });
      }
    });
  }
});
