import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RankHistory, RankSnapshot } from '@riftscope/contracts';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import {
  baseUrl,
  describeInBrowser,
  e2e,
  openPage,
  servedAsFrame,
  settle,
  useBrowser,
} from './browser.ts';
import { LANGUAGES, TEXTS } from './texts.ts';

/** The demo's euw1 sample player, ranked in Solo Queue (packages/riot-sim, SAMPLES). */
const PLAYER_PATH = 'summoner/euw1/Baron%20Stealer/EUW';
const HISTORY_API = '/api/summoners/euw1/Baron%20Stealer/EUW/rank-history';
const WIDTHS = [390, 1280] as const;
const HEIGHT = 900;
const SHOT_HEIGHT = 2000;
const DAY_MS = 86_400_000;
const SHOTS_DIR = join(e2e.rootDir, 'test-results', 'screenshots');

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The side column of the summoner page: profile card, ranks and the LP graph. */
const sideColumn = (page: Page, lpHistoryTitle: string) =>
  page.locator('div', { has: page.getByRole('region', { name: lpHistoryTitle }) }).last();

async function elementShot(locator: Locator, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await locator.screenshot({ path: join(SHOTS_DIR, `${name}.png`), animations: 'disabled' });
}

async function storedHistory(): Promise<RankHistory> {
  const response = await fetch(`${baseUrl}${HISTORY_API}?queue=solo`);
  if (!response.ok) throw new Error(`GET ${HISTORY_API}: ${response.status}`);
  return (await response.json()) as RankHistory;
}

/**
 * A climb of three snapshots that ends on the stored one: two earlier points a division and a
 * tier's worth of LP lower. The demo's simulator keeps every player's league entry fixed, so
 * the site itself only ever stores one snapshot a queue (docs/player-page.md: a new point only
 * when the entry changes).
 */
function climbTo(last: RankSnapshot): RankHistory {
  const at = Date.parse(last.at);
  const earlier = (days: number, changes: Partial<RankSnapshot>): RankSnapshot => ({
    ...last,
    ...changes,
    at: new Date(at - days * DAY_MS).toISOString(),
  });
  const data = [
    earlier(6, { league_points: 10, wins: last.wins - 8, losses: last.losses - 2 }),
    earlier(3, { league_points: Math.min(99, last.league_points + 40), wins: last.wins - 3 }),
    last,
  ];
  return { data, peak: data[1] ?? last };
}

describeInBrowser('the LP graph', () => {
  const browser = useBrowser();

  test('a looked-up ranked player shows the snapshot RiftScope took, the season peak and where the history starts', async () => {
    const texts = TEXTS.en.summoner.rank_history;
    const { page } = await openPage(browser(), { storage: { cookie_accepted: 'true' } });
    await page.goto(`/en/${PLAYER_PATH}`);
    const graph = page.getByRole('region', { name: texts.title });
    await graph.scrollIntoViewIfNeeded();
    await graph.locator('.rank-history-point').first().waitFor();
    await settle(page);

    const stored = await storedHistory();
    expect(stored.data.length).toBeGreaterThan(0);
    expect(await graph.locator('.rank-history-point').count()).toBe(stored.data.length);
    expect(await graph.locator('.rank-history-peak').count()).toBe(1);
    await graph.getByText(new RegExp(texts.peak.replace('{{season}}', '\\d{4}'))).waitFor();
    await graph.getByText(texts.since.replace('{{date}}', '')).waitFor();
    const table = graph.getByRole('table', {
      name: texts.table_caption.replace('{{queue}}', texts.queues.solo),
    });
    expect(await table.getByRole('row').count()).toBe(stored.data.length + 1);
  });

  for (const lang of LANGUAGES) {
    const { summoner } = TEXTS[lang];
    const texts = summoner.rank_history;

    test(`in ${lang}: several snapshots are drawn on the tier bands with the peak ringed, and the side column fits at 390 and 1280 px`, async () => {
      const { page } = await openPage(browser(), { storage: { cookie_accepted: 'true', lang } });
      const stored = await storedHistory();
      const last = stored.data.at(-1);
      if (!last) throw new Error('the sample player has no stored rank snapshot');
      const climb = climbTo(last);
      // The browser gets a longer history than the simulator can give (see climbTo). The page
      // arrives without the data the server drew it from (as a frame does), so that the browser
      // asks for the history itself.
      await page.route(`**${HISTORY_API}?queue=solo`, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', json: climb }),
      );
      await servedAsFrame(page, `**/${lang}/${PLAYER_PATH}`);

      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.goto(`/${lang}/${PLAYER_PATH}`);
        const graph = page.getByRole('region', { name: texts.title });
        await graph.scrollIntoViewIfNeeded();
        await graph.locator('.rank-history-point').nth(2).waitFor();
        await settle(page);

        expect(await graph.locator('.rank-history-point').count()).toBe(3);
        expect(await graph.locator('.rank-history-band').count()).toBeGreaterThan(0);
        expect(await graph.locator('.rank-history-peak').count()).toBe(1);
        expect(await pageOverflow(page), `page at ${width} px`).toBeLessThanOrEqual(0);
        const box = await graph.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, `graph at ${width} px`).toBe(true);
        // A viewport taller than the column, so the sticky header does not cover its top.
        await page.setViewportSize({ width, height: SHOT_HEIGHT });
        await page.evaluate(() => window.scrollTo(0, 0));
        await elementShot(sideColumn(page, texts.title), `h4-side-column-${lang}-${width}`);
      }
    });
  }
});
