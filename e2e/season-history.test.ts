import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RankHistory, RankSnapshot, SeasonHistory } from '@riftscope/contracts';
import type { Page } from 'playwright-core';
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
const API = '/api/summoners/euw1/Baron%20Stealer/EUW';
const WIDTHS = [390, 1280] as const;
const HEIGHT = 900;
const SHOT_HEIGHT = 2000;
const DAY_MS = 86_400_000;
const SHOTS_DIR = join(e2e.rootDir, 'test-results', 'screenshots');

async function stored<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${API}${path}`);
  if (!response.ok) throw new Error(`GET ${API}${path}: ${response.status}`);
  return (await response.json()) as T;
}

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The snapshots the graph draws: those from the season's first day on. */
const seasonSnapshots = (history: RankHistory) =>
  history.data.filter(
    (snapshot) => Date.parse(snapshot.at) >= Date.parse(history.season_start ?? ''),
  );

/**
 * A climb of three snapshots in the season that ends on the stored one, and a Diamond III entry
 * of the season before: the demo's simulator keeps every player's league entry fixed, so the
 * site itself stores one snapshot a queue, all in the current season.
 */
function climbTo(history: RankHistory, last: RankSnapshot): RankHistory {
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
  return { ...history, data, peak: data[1] ?? last };
}

function lastSeasonSeen(seasons: SeasonHistory): SeasonHistory {
  const season = seasons.current_season - 1;
  return {
    ...seasons,
    queues: [
      {
        queue: 'solo',
        seasons: [
          {
            season,
            tier: 'DIAMOND',
            rank: 'III',
            league_points: 49,
            wins: 120,
            losses: 101,
            seen_at: `${season}-11-20T10:00:00.000Z`,
          },
        ],
      },
      { queue: 'flex', seasons: [] },
    ],
    not_seen: seasons.not_seen.filter((s) => s !== season),
  };
}

/** The past seasons' entries as the badges show them: newest first, Solo before Flex. */
const pastEntriesOf = (seasons: SeasonHistory) =>
  seasons.queues.flatMap((queue) => queue.seasons).sort((a, b) => b.season - a.season);

describeInBrowser("the season's climb and past seasons", () => {
  const browser = useBrowser();

  test("the server's page draws the stored season and says which past seasons it saw and did not", async () => {
    const texts = TEXTS.en.summoner;
    const { page } = await openPage(browser(), { storage: { cookie_accepted: 'true' } });
    const graph = page.getByRole('region', { name: texts.rank_history.title });
    /** What the page shows against what the answers hold, read right after the page. */
    const shownAndStored = async () => {
      await page.goto(`/en/${PLAYER_PATH}`);
      await settle(page);
      const history = await stored<RankHistory>('/rank-history?queue=solo');
      const seasons = await stored<SeasonHistory>('/seasons');
      return {
        history,
        seasons,
        shown: {
          points: await graph.locator('.rank-history-point').count(),
          badges: await page.locator('.season-badge').count(),
        },
        stored: {
          points: seasonSnapshots(history).length,
          badges: seasons.queues.flatMap((queue) => queue.seasons).length,
        },
      };
    };
    // The demo may still be storing the player's history: the page and the answers read after it
    // agree once nothing changes between the two.
    let read = await shownAndStored();
    await expect
      .poll(
        async () => {
          read = await shownAndStored();
          return JSON.stringify(read.shown) === JSON.stringify(read.stored);
        },
        { timeout: 240_000, interval: 1_000 },
      )
      .toBe(true);
    expect(read.shown).toEqual(read.stored);
    const { history, seasons } = read;
    if (read.shown.points > 0) {
      expect(await graph.locator('.rank-history-mark').textContent()).toBe(`S${history.season}`);
    }
    if (seasons.not_seen.length > 0) {
      const line = texts.season_history.not_seen.replace(
        '{{seasons}}',
        seasons.not_seen.map((season) => `S${season}`).join(', '),
      );
      await page.getByText(line).waitFor();
    }
  }, 360_000);

  for (const lang of LANGUAGES) {
    const texts = TEXTS[lang].summoner;

    test(`in ${lang}: a season graph of several points with its start and peak marked, and a past-season badge, fit at 390 and 1280 px`, async () => {
      const { page } = await openPage(browser(), { storage: { cookie_accepted: 'true', lang } });
      const storedHistory = await stored<RankHistory>('/rank-history?queue=solo');
      const last = storedHistory.data.at(-1);
      if (!last) throw new Error('the sample player has no stored rank snapshot');
      const storedSeasons = await stored<SeasonHistory>('/seasons');
      // The demo's own answers where they have several points this season and a past season
      // (docs/player-page.md, Past seasons); otherwise answers built on them (climbTo,
      // lastSeasonSeen), for which the page arrives without the data the server drew it from,
      // so that the browser asks for them itself.
      const isClimbStored = seasonSnapshots(storedHistory).length >= 3;
      const isPastStored = pastEntriesOf(storedSeasons).length > 0;
      const history = isClimbStored ? storedHistory : climbTo(storedHistory, last);
      const seasons = isPastStored ? storedSeasons : lastSeasonSeen(storedSeasons);
      if (!isClimbStored) {
        await page.route(`**${API}/rank-history?queue=solo`, (route) =>
          route.fulfill({ status: 200, json: history }),
        );
      }
      if (!isPastStored) {
        await page.route(`**${API}/seasons`, (route) =>
          route.fulfill({ status: 200, json: seasons }),
        );
      }
      if (!isClimbStored || !isPastStored) await servedAsFrame(page, `**/${lang}/${PLAYER_PATH}`);
      const points = seasonSnapshots(history).length;
      const past = pastEntriesOf(seasons);
      const newest = past[0];
      if (!newest) throw new Error('no past season to show');

      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.goto(`/${lang}/${PLAYER_PATH}`);
        const graph = page.getByRole('region', { name: texts.rank_history.title });
        await graph.scrollIntoViewIfNeeded();
        await graph.locator('.rank-history-point').nth(2).waitFor();
        await settle(page);

        expect(await graph.locator('.rank-history-point').count()).toBe(points);
        expect(await graph.locator('.rank-history-mark').textContent()).toBe(
          texts.rank_history.season_mark.replace('{{season}}', String(history.season)),
        );
        expect(await graph.locator('.rank-history-peak-label').textContent()).toBe(
          texts.rank_history.peak_mark,
        );
        const badges = page.getByRole('region', { name: texts.season_history.title });
        const badge = badges.locator('.season-badge');
        expect(await badge.count()).toBe(past.length);
        // Newest first; the day it was seen, on hover.
        expect(await badge.first().getAttribute('title')).toContain(newest.seen_at.slice(0, 4));
        expect(await badge.first().textContent()).toContain(`S${newest.season}`);
        // LP under a thousand is written without separators in every language.
        if (newest.league_points < 1000) {
          expect(await badge.first().textContent()).toContain(`${newest.league_points} LP`);
        }
        expect(await pageOverflow(page), `page at ${width} px`).toBeLessThanOrEqual(0);
        for (const region of [graph, badges]) {
          const box = await region.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= width, `at ${width} px`).toBe(true);
        }
        await page.setViewportSize({ width, height: SHOT_HEIGHT });
        await page.evaluate(() => window.scrollTo(0, 0));
        mkdirSync(SHOTS_DIR, { recursive: true });
        await page.screenshot({
          path: join(SHOTS_DIR, `season-history-${lang}-${width}.png`),
          animations: 'disabled',
        });
      }
    });
  }
});
