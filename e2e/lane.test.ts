import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import enLane from '../apps/web/src/locales/en/lane.json' with { type: 'json' };
import ruLane from '../apps/web/src/locales/ru/lane.json' with { type: 'json' };
import trLane from '../apps/web/src/locales/tr/lane.json' with { type: 'json' };
import { describeInBrowser, openPage, screenshot, settle, useBrowser } from './browser.ts';
import { type Language, TEXTS } from './texts.ts';

const LANE_TEXTS = { en: enLane, ru: ruLane, tr: trLane } as const;
const WIDTHS = [1280, 390] as const;
const HEIGHT = 900;
/** The sample player's ranked solo games: Summoner's Rift, every player in a lane. */
const PLAYER_PATH = 'summoner/euw1/Baron%20Stealer/EUW?queue=solo';

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not drawn');
  return box;
};

describeInBrowser('the lane and the team analysis at 1280 and 390 px', () => {
  const browser = useBrowser();

  for (const lang of ['en', 'ru', 'tr'] as const satisfies readonly Language[]) {
    const { summoner, timeline } = TEXTS[lang];
    const { lane, team } = LANE_TEXTS[lang];
    const at = (time: string) => lane.at.replace('{{time}}', time);

    for (const width of WIDTHS) {
      test(`in ${lang} at ${width} px: the details show the lane against the opponent once the timeline is stored, and the team analysis compares the players`, async () => {
        const { page } = await openPage(browser(), {
          storage: { cookie_accepted: 'true', lang },
          viewport: { width, height: HEIGHT },
        });
        await page.goto(`/${lang}/${PLAYER_PATH}`);
        const history = page.getByRole('region', { name: summoner.matches.title });
        const card = history.getByRole('article').first();
        await card.waitFor();
        await settle(page);
        await card.getByRole('button', { expanded: false }).click();
        await card.getByRole('table', { name: summoner.details.blue_team }).waitFor();
        // All four tabs are drawn inside the card, none cut off at its edge.
        const cardBox = await boxOf(card);
        for (const tab of await card.getByRole('tab').all()) {
          const box = await boxOf(tab);
          expect(
            box.x + box.width,
            `${await tab.textContent()} at ${width} px`,
          ).toBeLessThanOrEqual(cardBox.x + cardBox.width);
        }

        // Opening the timeline stores it; the details then show the figures at 10 and 15.
        await card.getByRole('tab', { name: summoner.matches.timeline, exact: true }).click();
        await card.getByRole('heading', { name: timeline.kill_map.title }).waitFor();
        await card.getByRole('tab', { name: summoner.matches.details, exact: true }).click();
        const laneRegion = card.getByRole('region', { name: lane.title, exact: true });
        await laneRegion.getByRole('columnheader', { name: at('10:00') }).waitFor();
        await laneRegion.getByRole('columnheader', { name: at('15:00') }).waitFor();
        const rows = laneRegion.getByRole('row');
        expect(await rows.count()).toBe(4);
        expect(await laneRegion.getByRole('rowheader', { name: lane.gold }).count()).toBe(1);
        await settle(page);
        expect(await pageOverflow(page), `lane at ${width} px`).toBeLessThanOrEqual(0);
        await laneRegion.scrollIntoViewIfNeeded();
        await screenshot(page, `${lang}-match-lane-${width}`);

        await card.getByRole('tab', { name: summoner.matches.team, exact: true }).click();
        const blue = card.getByRole('region', {
          name: `${summoner.details.blue_team}: ${team.damage_dealt}`,
        });
        const red = card.getByRole('region', {
          name: `${summoner.details.red_team}: ${team.damage_dealt}`,
        });
        await blue.waitFor();
        expect(await blue.getByRole('listitem').count()).toBe(5);
        expect(await red.getByRole('listitem').count()).toBe(5);
        const [blueBox, redBox] = [await boxOf(blue), await boxOf(red)];
        // The viewed player's team comes first, on either side or on top.
        const [upper, lower] = blueBox.y <= redBox.y ? [blueBox, redBox] : [redBox, blueBox];
        if (width === 390) {
          expect(lower.y, 'teams stacked').toBeGreaterThanOrEqual(upper.y + upper.height);
        } else expect(lower.y, 'teams side by side').toBe(upper.y);

        const taken = card.getByRole('button', { name: team.damage_taken, exact: true });
        await taken.click();
        await card
          .getByRole('region', { name: `${summoner.details.blue_team}: ${team.damage_taken}` })
          .waitFor();
        expect(await taken.getAttribute('aria-pressed')).toBe('true');
        await settle(page);
        expect(await pageOverflow(page), `team analysis at ${width} px`).toBeLessThanOrEqual(0);
        await card.scrollIntoViewIfNeeded();
        await screenshot(page, `${lang}-match-team-analysis-${width}`);
      });
    }
  }
});
