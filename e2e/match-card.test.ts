import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { describeInBrowser, e2e, openPage, screenshot, settle, useBrowser } from './browser.ts';
import { type Language, TEXTS } from './texts.ts';

const WIDTHS = [390, 1280] as const;
const HEIGHT = 900;
const PLAYER_PATH = 'summoner/euw1/Baron%20Stealer/EUW';

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Whether the element is drawn, with all of it inside the viewport's width. */
function isWithinWidth(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.left >= 0 && box.right <= window.innerWidth;
  });
}

/** The card alone, beside the full-page shots: a phone's page is too tall to judge the card in. */
async function cardShot(card: Locator, name: string): Promise<void> {
  await card.screenshot({
    path: join(e2e.rootDir, 'test-results', 'screenshots', `${name}.png`),
    animations: 'disabled',
  });
}

describeInBrowser('the match card and its tabs at 390 and 1280 px', () => {
  const browser = useBrowser();

  for (const lang of ['en', 'ru', 'tr'] as const satisfies readonly Language[]) {
    const { summoner, timeline } = TEXTS[lang];

    test(`in ${lang}: a match shows its items, and its details, build and timeline tabs fit the page`, async () => {
      const { page } = await openPage(browser(), { storage: { cookie_accepted: 'true', lang } });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.goto(`/${lang}/${PLAYER_PATH}`);
        const history = page.getByRole('region', { name: summoner.matches.title });
        const card = history.getByRole('article').first();
        await card.waitFor();
        await settle(page);
        const items = card.getByRole('list', { name: summoner.matches.items, exact: true }).first();
        expect(await isWithinWidth(items), `items at ${width} px`).toBe(true);
        expect(await pageOverflow(page), `collapsed at ${width} px`).toBeLessThanOrEqual(0);
        await screenshot(page, `${lang}-match-cards-${width}`);
        await cardShot(card, `${lang}-match-card-${width}`);

        await card.getByRole('button', { expanded: false }).click();
        await card.getByRole('table', { name: summoner.details.blue_team }).waitFor();
        await settle(page);
        expect(await pageOverflow(page), `details at ${width} px`).toBeLessThanOrEqual(0);
        // Every column header is read whole ("Оценка" was cut short on phones).
        const cutHeaders = await card
          .locator('thead th')
          .evaluateAll((cells) =>
            cells
              .filter((cell) => cell.scrollWidth > cell.clientWidth)
              .map((cell) => cell.textContent),
          );
        expect(cutHeaders, `headers cut at ${width} px`).toEqual([]);
        await card.scrollIntoViewIfNeeded();
        await screenshot(page, `${lang}-match-details-${width}`);
        await cardShot(card, `${lang}-match-card-details-${width}`);

        await card.getByRole('tab', { name: summoner.matches.build, exact: true }).click();
        await card.getByRole('heading', { name: timeline.build.runes_title }).waitFor();
        await settle(page);
        expect(await pageOverflow(page), `build at ${width} px`).toBeLessThanOrEqual(0);
        await screenshot(page, `${lang}-match-build-${width}`);
        await cardShot(card, `${lang}-match-card-build-${width}`);

        await card.getByRole('tab', { name: summoner.matches.timeline, exact: true }).click();
        await card.getByRole('heading', { name: timeline.kill_map.title }).waitFor();
        await settle(page);
        expect(await pageOverflow(page), `timeline at ${width} px`).toBeLessThanOrEqual(0);
        await screenshot(page, `${lang}-match-timeline-${width}`);
        await cardShot(card, `${lang}-match-card-timeline-${width}`);
      }
    });
  }
});
