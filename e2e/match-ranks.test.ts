import { META_TEXTS, RANKED_TIERS } from '@riftscope/contracts';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { describeInBrowser, openPage, screenshot, settle, useBrowser } from './browser.ts';
import { type Language, TEXTS } from './texts.ts';

const WIDTHS = [1280, 390] as const;
const HEIGHT = 900;
const PLAYER_PATH = 'summoner/euw1/Baron%20Stealer/EUW';
/** How long the scoreboard may take to show ranks read from the simulator in the background. */
const READ_TIMEOUT_MS = 30_000;

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describeInBrowser("everyone's rank in a match at 1280 and 390 px", () => {
  const browser = useBrowser();

  for (const lang of ['en', 'ru', 'tr'] as const satisfies readonly Language[]) {
    const { summoner } = TEXTS[lang];
    const tierNames = RANKED_TIERS.map((tier) => META_TEXTS[lang].tiers[tier]);

    test(`in ${lang}: the scoreboard shows each player's tier as last seen, and the card the game's average`, async () => {
      const { page } = await openPage(browser(), { storage: { cookie_accepted: 'true', lang } });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.goto(`/${lang}/${PLAYER_PATH}`);
        const history = page.getByRole('region', { name: summoner.matches.title });
        const card = history.getByRole('article').first();
        await card.waitFor();
        await settle(page);
        await card.getByRole('button', { expanded: false }).click();
        await card.getByRole('table', { name: summoner.details.blue_team }).waitFor();

        // Unknown ranks are read in the background; the scoreboard shows them once they land.
        const ranks = card.getByTestId('participant-rank');
        await expect
          .poll(() => ranks.count(), { timeout: READ_TIMEOUT_MS })
          .toBeGreaterThanOrEqual(10);
        await expect
          .poll(() => ranks.filter({ hasText: summoner.match_ranks.unknown }).count(), {
            timeout: READ_TIMEOUT_MS,
          })
          .toBe(0);
        const texts = await ranks.allTextContents();
        for (const text of texts) {
          const isTier = tierNames.some((name) => text.startsWith(name));
          expect(isTier || text.startsWith(summoner.match_ranks.unranked), text).toBe(true);
        }
        // Each shows the date it was seen on hover.
        const titles = await ranks
          .locator('[title]')
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('title') ?? ''));
        expect(titles).toHaveLength(texts.length);
        const seen = summoner.match_ranks.seen.split('{{date}}')[0] ?? '';
        for (const title of titles) expect(title.startsWith(seen), title).toBe(true);
        expect(await pageOverflow(page), `details at ${width} px`).toBeLessThanOrEqual(0);
        await card.scrollIntoViewIfNeeded();
        await screenshot(page, `${lang}-match-ranks-${width}`);
      }

      // The list read again carries the average of the ranks now held, its sample on hover.
      const sample = new RegExp(
        summoner.match_ranks.average_sample.replace('{{players}}', '\\d+').replace('{{of}}', '10'),
      );
      await expect
        .poll(
          async () => {
            await page.goto(`/${lang}/${PLAYER_PATH}`);
            const card = page
              .getByRole('region', { name: summoner.matches.title })
              .getByRole('article')
              .first();
            await card.waitFor();
            return card.getByTitle(sample).count();
          },
          { timeout: READ_TIMEOUT_MS, interval: 2_000 },
        )
        .toBe(1);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `${lang}-match-card-average-${page.viewportSize()?.width ?? 0}`);
    });
  }
});
