import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import {
  baseUrl,
  describeInBrowser,
  screenshot,
  servedAsFrame,
  settle,
  useBrowser,
} from './browser.ts';
import { openJourneyPage, POLL } from './journey.ts';
import { TEXTS } from './texts.ts';

/** An example player of the demo, stored by its start-up crawl, with games in several queues. */
const PLAYER_PATH = '/en/summoner/euw1/Baron%20Stealer/EUW';
const { summoner } = TEXTS.en;
const WIDTHS = [390, 1280] as const;

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The queue name each listed match card shows, once the list has cards. */
async function listedQueues(page: Page): Promise<string[]> {
  const cards = page.getByRole('region', { name: summoner.matches.title }).getByRole('article');
  await cards.first().waitFor();
  const queueNames = Object.values(summoner.queues);
  return (await cards.allTextContents()).map(
    (text) => queueNames.find((name) => text.includes(name)) ?? text,
  );
}

const championOrder = (table: Locator) => table.getByRole('rowheader').allTextContents();

/** axe-core's serious and critical findings (WCAG 2 A and AA) on the page as it is now. */
async function axeBlocking(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describeInBrowser('player page: queue tabs and the champions tab', () => {
  const browser = useBrowser();

  test('Ranked Solo lists only solo games and survives a reload; the champions table sorts', async () => {
    const { page } = await openJourneyPage(browser(), { storage: { cookie_accepted: 'true' } });
    await page.goto(PLAYER_PATH);
    const queueTabs = page.getByRole('navigation', { name: summoner.queue_tabs.label });
    const soloTab = queueTabs.getByRole('link', { name: summoner.queue_tabs.solo, exact: true });

    // All first: the player has games of other queues, so the filter has something to leave out.
    expect(
      new Set(await listedQueues(page)).size,
      'the example player plays more than one queue',
    ).toBeGreaterThan(1);
    await settle(page);

    await soloTab.click();
    await page.waitForURL(`${baseUrl}${PLAYER_PATH}?queue=solo`);
    await expect.poll(() => soloTab.getAttribute('aria-current'), POLL).toBe('page');
    await settle(page);
    await expect
      .poll(async () => [...new Set(await listedQueues(page))], POLL)
      .toEqual([summoner.queues.RANKED_SOLO]);
    await page.getByRole('region', { name: summoner.recent.title }).waitFor();
    expect(await axeBlocking(page), 'overview').toEqual([]);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await pageOverflow(page), `overview at ${width} px`).toBeLessThanOrEqual(0);
      await screenshot(page, `en-player-overview-solo-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.reload();
    expect(page.url()).toBe(`${baseUrl}${PLAYER_PATH}?queue=solo`);
    expect(await soloTab.getAttribute('aria-current')).toBe('page');
    expect([...new Set(await listedQueues(page))]).toEqual([summoner.queues.RANKED_SOLO]);

    await page
      .getByRole('navigation', { name: summoner.page_tabs.label })
      .getByRole('link', { name: summoner.page_tabs.champions })
      .click();
    await page.waitForURL(`${baseUrl}${PLAYER_PATH}?queue=solo&tab=champions`);
    const table = page.getByRole('table', { name: summoner.champions_tab.title });
    await table.getByRole('rowheader').first().waitFor();
    await settle(page);
    expect(await axeBlocking(page), 'champions').toEqual([]);
    const shown = await championOrder(table);
    expect(shown.length, 'the player has played more than one champion').toBeGreaterThan(1);

    const byName = table.getByRole('columnheader', {
      name: summoner.champions_tab.columns.champion,
    });
    await byName.getByRole('button').click();
    const alphabetical = [...shown].sort((a, b) => a.localeCompare(b));
    await expect.poll(() => championOrder(table), POLL).toEqual(alphabetical);
    expect(await byName.getAttribute('aria-sort')).toBe('ascending');
    await byName.getByRole('button').click();
    await expect.poll(() => championOrder(table), POLL).toEqual([...alphabetical].reverse());
    expect(await byName.getAttribute('aria-sort')).toBe('descending');

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await pageOverflow(page), `champions at ${width} px`).toBeLessThanOrEqual(0);
      await screenshot(page, `en-player-champions-solo-${width}`);
    }
  });

  for (const lang of ['ru', 'tr'] as const) {
    const texts = TEXTS[lang].summoner;
    test(`in ${lang}: top champions say what they count, and that older games are being imported until they are`, async () => {
      const { page } = await openJourneyPage(browser(), {
        storage: { cookie_accepted: 'true', lang },
      });
      // The first answer of each visit says an import is running, whatever this run's server has
      // imported already; the answers after it are the server's own.
      let isFirst = true;
      await page.route(
        (url) => url.pathname.endsWith('/top-champions/panel'),
        async (route) => {
          const response = await route.fetch();
          const answer = await response.json();
          await route.fulfill({
            response,
            json: isFirst ? { ...answer, is_importing: true } : answer,
          });
          isFirst = false;
        },
      );
      // The page arrives without its data, so that the browser asks for top champions itself.
      await servedAsFrame(page, `**${PLAYER_PATH.replace('/en/', `/${lang}/`)}`);
      const scope = new RegExp(texts.top_champions.scope.replace('{{season}}', '\\d{4}'));
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        isFirst = true;
        await page.goto(PLAYER_PATH.replace('/en/', `/${lang}/`));
        const panel = page.getByRole('region', { name: texts.top_champions.title, exact: true });
        await panel.getByText(scope).waitFor();
        const note = panel.getByRole('status');
        expect(await note.textContent()).toBe(texts.top_champions.importing);
        await panel.scrollIntoViewIfNeeded();
        await screenshot(page, `${lang}-player-top-champions-importing-${width}`);
        // Asked again until the server says the import is done; the note then goes.
        await note.waitFor({ state: 'detached', timeout: 60_000 });
        await panel.getByRole('listitem').first().waitFor();
        expect(await pageOverflow(page), `page at ${width} px`).toBeLessThanOrEqual(0);
        await screenshot(page, `${lang}-player-top-champions-${width}`);
      }
    });
  }
});
