import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import enSummoner from '../apps/web/src/locales/en/summoner.json' with { type: 'json' };
import ruSummoner from '../apps/web/src/locales/ru/summoner.json' with { type: 'json' };
import trSummoner from '../apps/web/src/locales/tr/summoner.json' with { type: 'json' };
import { describeInBrowser, openPage, screenshot, settle, useBrowser } from './browser.ts';
import { LANGUAGES } from './texts.ts';

const SUMMONER_TEXTS = { en: enSummoner, ru: ruSummoner, tr: trSummoner };

/** The demo's euw1 sample player (packages/riot-sim, SAMPLES): ranked, with a season of LP. */
const PLAYER_PATH = 'summoner/euw1/Baron%20Stealer/EUW';
const PHONE = { width: 390, height: 900 };

/** Where a heading begins from the page's top, in CSS pixels. */
const headingTop = (page: Page, name: string) =>
  page
    .getByRole('heading', { name, exact: true })
    .first()
    .evaluate((e) => e.getBoundingClientRect().top + window.scrollY);

describeInBrowser('the player page on a phone', () => {
  const browser = useBrowser();

  for (const lang of LANGUAGES) {
    test(`in ${lang}: the first match card begins within the first 900 px at 390 px, the LP graph and the summary below the games`, async () => {
      const { page } = await openPage(browser(), {
        storage: { cookie_accepted: 'true', lang },
        viewport: PHONE,
      });
      await page.goto(`/${lang}/${PLAYER_PATH}`);
      const firstCard = page
        .locator('section article')
        .filter({ has: page.locator('button[aria-expanded]') })
        .first();
      await firstCard.waitFor();
      await settle(page);

      const cardTop = await firstCard.evaluate(
        (e) => e.getBoundingClientRect().top + window.scrollY,
      );
      expect(cardTop, `first match card at ${cardTop} px`).toBeLessThan(PHONE.height);
      // The LP graph and the recent summary are on the page, below the games.
      const lastCardTop = await page
        .locator('section article')
        .filter({ has: page.locator('button[aria-expanded]') })
        .last()
        .evaluate((e) => e.getBoundingClientRect().top + window.scrollY);
      const texts = SUMMONER_TEXTS[lang];
      expect(await headingTop(page, texts.recent.title)).toBeGreaterThan(lastCardTop);
      expect(await headingTop(page, texts.rank_history.title)).toBeGreaterThan(lastCardTop);
      await screenshot(page, `player-phone-${lang}`);
    });
  }
});
