import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PlayerMastery } from '@riftscope/contracts';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import enMastery from '../apps/web/src/locales/en/mastery.json' with { type: 'json' };
import ruMastery from '../apps/web/src/locales/ru/mastery.json' with { type: 'json' };
import trMastery from '../apps/web/src/locales/tr/mastery.json' with { type: 'json' };
import { baseUrl, describeInBrowser, e2e, openPage, settle, useBrowser } from './browser.ts';
import { POLL } from './journey.ts';
import { LANGUAGES } from './texts.ts';

const MASTERY_TEXTS = { en: enMastery, ru: ruMastery, tr: trMastery };

/** The demo's euw1 sample player (packages/riot-sim, SAMPLES). */
const PLAYER_PATH = 'summoner/euw1/Baron%20Stealer/EUW';
const MASTERY_API = '/api/summoners/euw1/Baron%20Stealer/EUW/mastery';
const WIDTHS = [390, 1280] as const;
const HEIGHT = 900;
const SHOTS_DIR = join(e2e.rootDir, 'test-results', 'screenshots');

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function storedMastery(lang: string): Promise<PlayerMastery> {
  const response = await fetch(`${baseUrl}${MASTERY_API}?lang=${lang}`);
  if (!response.ok) throw new Error(`GET ${MASTERY_API}: ${response.status}`);
  return (await response.json()) as PlayerMastery;
}

describeInBrowser('champion mastery', () => {
  const browser = useBrowser();

  for (const lang of LANGUAGES) {
    const texts = MASTERY_TEXTS[lang];

    test(`in ${lang}: the Mastery tab lists every champion Riot gave, sorts by a column, at 390 and 1280 px, and the profile card shows the top three beside it at 1280 px`, async () => {
      const { page } = await openPage(browser(), { storage: { cookie_accepted: 'true', lang } });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.goto(`/${lang}/${PLAYER_PATH}?tab=mastery`);
        const table = page.getByRole('table', { name: texts.tab.title });
        await table.waitFor();
        await settle(page);

        const answer = await storedMastery(lang);
        expect(answer.data.length).toBeGreaterThan(0);
        expect(await table.getByRole('row').count()).toBe(answer.data.length + 1);
        const names = () => table.getByRole('rowheader').allTextContents();
        expect(await names()).toEqual(answer.data.map((m) => m.champion_name));

        // The profile card's top three from a tablet up; on phones the card stays compact so that
        // the games come first (docs/player-page.md, On a phone), and this tab lists them.
        const top = page.getByRole('list', { name: texts.top.title });
        const shown = width >= 640 ? Math.min(3, answer.data.length) : 0;
        expect(await top.getByRole('listitem').count()).toBe(shown);

        await table.getByRole('button', { name: texts.columns.level }).click();
        const levels = async () =>
          (await table.locator('tbody tr td:nth-of-type(1)').allTextContents()).map(Number);
        const byLevel = answer.data.map((m) => m.level).sort((a, b) => b - a);
        await expect.poll(levels, POLL).toEqual(byLevel);

        expect(await pageOverflow(page), `page at ${width} px`).toBeLessThanOrEqual(0);
        const box = await table.boundingBox();
        expect(box && box.x >= 0, `table at ${width} px`).toBe(true);
        mkdirSync(SHOTS_DIR, { recursive: true });
        await page.screenshot({
          path: join(SHOTS_DIR, `mastery-tab-${lang}-${width}.png`),
          fullPage: true,
          animations: 'disabled',
        });
      }
    });
  }
});
