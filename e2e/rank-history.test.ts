import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type RankHistory, type RankSnapshot, seasonOf, seasonRange } from '@riftscope/contracts';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { baseUrl, describeInBrowser, e2e, openPage, settle, useBrowser } from './browser.ts';
import { LANGUAGES, TEXTS } from './texts.ts';

/** The demo's euw1 sample player, ranked in Solo Queue (packages/riot-sim, SAMPLES). */
const PLAYER_PATH = 'summoner/euw1/Baron%20Stealer/EUW';
const HISTORY_API = '/api/summoners/euw1/Baron%20Stealer/EUW/rank-history';
const WIDTHS = [390, 1280] as const;
const HEIGHT = 900;
const SHOT_HEIGHT = 2000;
const SHOTS_DIR = join(e2e.rootDir, 'test-results', 'screenshots');
/** The fewest snapshots of the season the demo's history gives the sample player. */
const MIN_POINTS = 10;
/** How long the demo's start-up crawl and history may take on a busy machine. */
const DEMO_HISTORY_TIMEOUT_MS = 240_000;
/** The wait for the demo's history and the test after it. */
const TEST_TIMEOUT_MS = DEMO_HISTORY_TIMEOUT_MS + 120_000;

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

/** The snapshots the graph draws: those of the answer's season, from its first day on. */
function seasonSnapshots(history: RankHistory): RankSnapshot[] {
  const latest = history.data.at(-1);
  const season = history.season ?? seasonOf(latest ? Date.parse(latest.at) : Date.now());
  const start = history.season_start ? Date.parse(history.season_start) : seasonRange(season).from;
  return history.data.filter((s) => Date.parse(s.at) >= start);
}

/**
 * The sample's history once the demo has written its season (after the start-up crawl looked the
 * player up; docs/player-page.md, The demo's rank history): many snapshots, not the lookup's one.
 */
async function demoHistory(): Promise<RankHistory> {
  await expect
    .poll(async () => seasonSnapshots(await storedHistory()).length, {
      timeout: DEMO_HISTORY_TIMEOUT_MS,
      interval: 500,
    })
    .toBeGreaterThanOrEqual(MIN_POINTS);
  return storedHistory();
}

describeInBrowser('the LP graph', () => {
  const browser = useBrowser();

  test(
    "a ranked player of the demo shows the season's snapshots RiftScope took, one a change, the season peak and where the history starts",
    async () => {
      const texts = TEXTS.en.summoner.rank_history;
      const stored = await demoHistory();
      const season = seasonSnapshots(stored);
      // Each snapshot is a change, and the season's games only add wins and losses.
      for (const [i, snapshot] of season.entries()) {
        const before = season[i - 1];
        if (!before) continue;
        expect(Date.parse(snapshot.at)).toBeGreaterThan(Date.parse(before.at));
        expect(snapshot).not.toEqual({ ...before, at: snapshot.at });
        expect(snapshot.wins + snapshot.losses).toBeGreaterThan(before.wins + before.losses);
      }
      const { page } = await openPage(browser(), { storage: { cookie_accepted: 'true' } });
      await page.goto(`/en/${PLAYER_PATH}`);
      const graph = page.getByRole('region', { name: texts.title });
      await graph.scrollIntoViewIfNeeded();
      await graph
        .locator('.rank-history-point')
        .nth(MIN_POINTS - 1)
        .waitFor();
      await settle(page);

      expect(await graph.locator('.rank-history-point').count()).toBe(season.length);
      expect(await graph.locator('.rank-history-peak').count()).toBe(1);
      await graph.getByText(new RegExp(texts.peak.replace('{{season}}', '\\d{4}'))).waitFor();
      await graph.getByText(texts.since.replace('{{date}}', '')).waitFor();
      const table = graph.getByRole('table', {
        name: texts.table_caption.replace('{{queue}}', texts.queues.solo),
      });
      expect(await table.getByRole('row').count()).toBe(season.length + 1);
    },
    TEST_TIMEOUT_MS,
  );

  for (const lang of LANGUAGES) {
    const { summoner } = TEXTS[lang];
    const texts = summoner.rank_history;

    test(
      `in ${lang}: the season's snapshots are drawn on the tier bands with the peak ringed, and the side column fits at 390 and 1280 px`,
      async () => {
        const { page } = await openPage(browser(), { storage: { cookie_accepted: 'true', lang } });
        const points = seasonSnapshots(await demoHistory()).length;

        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: HEIGHT });
          await page.goto(`/${lang}/${PLAYER_PATH}`);
          const graph = page.getByRole('region', { name: texts.title });
          await graph.scrollIntoViewIfNeeded();
          await graph
            .locator('.rank-history-point')
            .nth(points - 1)
            .waitFor();
          await settle(page);

          expect(await graph.locator('.rank-history-point').count()).toBe(points);
          expect(await graph.locator('.rank-history-band').count()).toBeGreaterThan(0);
          expect(await graph.locator('.rank-history-peak').count()).toBe(1);
          expect(await pageOverflow(page), `page at ${width} px`).toBeLessThanOrEqual(0);
          const box = await graph.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= width, `graph at ${width} px`).toBe(
            true,
          );
          // A viewport taller than the column, so the sticky header does not cover its top.
          await page.setViewportSize({ width, height: SHOT_HEIGHT });
          await page.evaluate(() => window.scrollTo(0, 0));
          await elementShot(sideColumn(page, texts.title), `h4-side-column-${lang}-${width}`);
        }
      },
      TEST_TIMEOUT_MS,
    );
  }
});
