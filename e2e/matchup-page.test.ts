import AxeBuilder from '@axe-core/playwright';
import type { ChampionPage, ChampionRow, MatchupPage } from '@riftscope/contracts';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import enChampions from '../apps/web/src/locales/en/champions.json' with { type: 'json' };
import enMatchups from '../apps/web/src/locales/en/matchups.json' with { type: 'json' };
import ruMatchups from '../apps/web/src/locales/ru/matchups.json' with { type: 'json' };
import trMatchups from '../apps/web/src/locales/tr/matchups.json' with { type: 'json' };
import { baseUrl, describeInBrowser, screenshot, settle, useBrowser } from './browser.ts';
import { JOURNEY_MS, openJourneyPage } from './journey.ts';
import { LANGUAGES, TEXTS } from './texts.ts';

const MATCHUPS = { en: enMatchups, ru: ruMatchups, tr: trMatchups } as const;
const WIDTHS = [1280, 390] as const;
/** The demo's crawl is still storing matches and timelines while the tests start. */
const CRAWL_POLL = { timeout: JOURNEY_MS - 60_000, interval: 1_000 } as const;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** A champion, role and enemy laner of the all-ranks slice whose matchup has lane figures. */
interface Pair {
  key: string;
  role: string;
  enemy: string;
}

/** The most played matchup of a tier-list row that has lane figures at 15 minutes, once one has. */
async function pairWithLane(): Promise<Pair> {
  let found: Pair | null = null;
  await expect
    .poll(async () => {
      const list = await api<{ data: ChampionRow[] }>('/api/champions?tier=all&per_page=30');
      for (const row of list.data) {
        if (!row.key || !row.role) continue;
        const page = await api<ChampionPage>(`/api/champions/${row.key}?role=${row.role}&tier=all`);
        const [top] = page.matchups;
        if (!top?.champion.key) continue;
        const pair = { key: row.key, role: row.role, enemy: top.champion.key };
        const matchup = await api<MatchupPage>(
          `/api/champions/${pair.key}/vs/${pair.enemy}?role=${pair.role}&tier=all`,
        );
        if (matchup.lane.games > 0 && matchup.core_builds.length > 0) {
          found = pair;
          return true;
        }
      }
      return false;
    }, CRAWL_POLL)
    .toBe(true);
  if (!found) throw new Error('no matchup with lane figures');
  return found;
}

async function blockingAxe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describeInBrowser('the matchup page', () => {
  const browser = useBrowser();

  for (const lang of LANGUAGES) {
    test(`in ${lang}, shows the record, the lane at 15 minutes and the builds at 1280 and 390 px`, {
      timeout: JOURNEY_MS,
    }, async () => {
      const pair = await pairWithLane();
      const texts = MATCHUPS[lang];
      const path = `/${lang}/champions/${pair.key}/vs/${pair.enemy}?role=${pair.role}&tier=all`;
      const answer = await api<MatchupPage>(
        `/api/champions/${pair.key}/vs/${pair.enemy}?role=${pair.role}&tier=all&lang=${lang}`,
      );
      const { page } = await openJourneyPage(browser(), {
        storage: { cookie_accepted: 'true', lang },
      });
      await page.goto(path);
      const title = texts.title
        .replace('{{champion}}', answer.champion.name)
        .replace('{{enemy}}', answer.enemy.name);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      const lane = page.getByRole('region', { name: texts.lane_title, exact: true });
      await lane.waitFor();
      const builds = page.getByRole('region', { name: texts.builds_title, exact: true });
      expect(await builds.getByRole('listitem').count()).toBe(answer.core_builds.length);
      expect(await page.title()).toContain(answer.enemy.name);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await settle(page);
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(pageWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
        await screenshot(page, `${lang}-matchup-${width}`);
      }
      expect(await blockingAxe(page), `axe on ${path}`).toEqual([]);
    });
  }

  test('is reached from the champion page’s matchups, in the same role and slice', {
    timeout: JOURNEY_MS,
  }, async () => {
    const pair = await pairWithLane();
    const { page } = await openJourneyPage(browser(), { storage: { cookie_accepted: 'true' } });
    await page.goto(`/en/champions/${pair.key}?role=${pair.role}&tier=all`);
    const matchups = page.getByRole('region', { name: enChampions.matchups.title, exact: true });
    const target = `/en/champions/${pair.key}/vs/${pair.enemy}?role=${pair.role}&tier=all`;
    const link = matchups.locator(`a[href="${target}"]`).first();
    if (!(await link.isVisible())) {
      await matchups.getByRole('button', { expanded: false }).first().click();
    }
    await link.click();
    await page.waitForURL(`${baseUrl}${target}`);
    await page.getByRole('region', { name: enMatchups.lane_title, exact: true }).waitFor();
  });

  test('shows the not-found page for a champion against itself and an unknown enemy', async () => {
    const { page, allowFailedRequest } = await openJourneyPage(browser(), {
      storage: { cookie_accepted: 'true' },
    });
    for (const path of ['/en/champions/ahri/vs/ahri', '/en/champions/ahri/vs/notachampion']) {
      allowFailedRequest(404, path.replace('/en/', '/api/'));
      allowFailedRequest(404, path);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await page
        .getByRole('main')
        .getByText(TEXTS.en.common.not_found.hint, { exact: true })
        .waitFor();
    }
    await screenshot(page, 'en-matchup-not-found-1280');
  });
});
