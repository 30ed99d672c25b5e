import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, Response } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import enFilters from '../apps/web/src/locales/en/champion-filters.json' with { type: 'json' };
import ruFilters from '../apps/web/src/locales/ru/champion-filters.json' with { type: 'json' };
import trFilters from '../apps/web/src/locales/tr/champion-filters.json' with { type: 'json' };
import { baseUrl, describeInBrowser, screenshot, settle, useBrowser } from './browser.ts';
import { JOURNEY_MS, openJourneyPage, POLL } from './journey.ts';
import { LANGUAGES, TEXTS } from './texts.ts';

const tierList = TEXTS.en.tierList;
const FILTER_TEXTS = { en: enFilters, ru: ruFilters, tr: trFilters };

/** Name and games of each shown row: what a new slice or order changes. */
const rowTexts = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map(
        (row) =>
          `${row.querySelector('th a, th span')?.textContent} ${row.querySelector('td:last-child')?.textContent}`,
      ),
    );

/** The games of the shown rows in order (never missing, unlike rates while data is thin). */
const games = (table: Locator) =>
  table
    .locator('tbody tr td:last-child')
    .allInnerTexts()
    .then((texts) => texts.map((text) => Number(text.replace(/\D/g, ''))));

/** The next tier list answer whose query has these parameters. */
function listAnswer(page: Page, params: Record<string, string>): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/api/champions' &&
      Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value)
    );
  });
}

const isSorted = (values: number[], order: 'asc' | 'desc') =>
  values.every((value, index) => {
    const previous = values[index - 1];
    if (previous === undefined) return true;
    return order === 'desc' ? previous >= value : previous <= value;
  });

async function blockingAxe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes[0]?.target}`);
}

describeInBrowser('tier list filters and sorting', () => {
  const browser = useBrowser();

  test('a rank filter and a column sort go into the address, reach the API and change the rows', {
    timeout: JOURNEY_MS,
  }, async () => {
    const { page } = await openJourneyPage(browser(), { storage: { cookie_accepted: 'true' } });
    await page.goto('/en/tier-list');
    const table = page.getByRole('table', { name: tierList.table.label, exact: true });
    await table.getByRole('row').nth(1).waitFor();
    await settle(page);
    const emeraldRows = await rowTexts(table);
    expect(emeraldRows.length).toBeGreaterThan(0);

    // The rank bracket: every match instead of Emerald and higher.
    const allRanks = listAnswer(page, { tier: 'all' });
    await page.getByRole('combobox', { name: enFilters.tier.label }).selectOption('all');
    await page.waitForURL(`${baseUrl}/en/tier-list?tier=all`);
    expect((await allRanks).status()).toBe(200);
    await page.getByText(enFilters.tier_note.all).waitFor();
    await expect
      .poll(async () => {
        const rows = await rowTexts(table);
        return rows.length > 0 && rows.join() !== emeraldRows.join();
      }, POLL)
      .toBe(true);

    // Games, most first; pressed again, fewest first. The server sorts every page.
    const gamesHead = table.getByRole('columnheader', { name: tierList.table.matches });
    const mostGames = listAnswer(page, { tier: 'all', sort: 'games' });
    await gamesHead.getByRole('button').click();
    await page.waitForURL(`${baseUrl}/en/tier-list?tier=all&sort=games`);
    expect((await mostGames).status()).toBe(200);
    await expect.poll(() => gamesHead.getAttribute('aria-sort'), POLL).toBe('descending');
    await settle(page);
    const most = await games(table);
    expect(most.length).toBeGreaterThan(1);
    expect(isSorted(most, 'desc'), most.join(' ')).toBe(true);

    const fewestGames = listAnswer(page, { tier: 'all', sort: 'games', order: 'asc' });
    await gamesHead.getByRole('button').click();
    await page.waitForURL(`${baseUrl}/en/tier-list?tier=all&sort=games&order=asc`);
    expect((await fewestGames).status()).toBe(200);
    await expect.poll(() => gamesHead.getAttribute('aria-sort'), POLL).toBe('ascending');
    await settle(page);
    const fewest = await games(table);
    expect(isSorted(fewest, 'asc'), fewest.join(' ')).toBe(true);
    expect(fewest[0]).toBeLessThanOrEqual(most[0] ?? 0);

    // Each row opens its champion page in its role, in the same slice.
    const href = await table.locator('tbody tr').first().locator('th a').getAttribute('href');
    expect(href).toMatch(/^\/en\/champions\/[a-z0-9]+\?(role=[A-Z]+&)?tier=all$/);

    expect(await blockingAxe(page), 'axe on the filtered tier list').toEqual([]);
  });

  describe('screenshots', () => {
    for (const lang of LANGUAGES) {
      test(`in ${lang}, a filtered and sorted tier list fits 1280 and 390 px`, async () => {
        const { page } = await openJourneyPage(browser(), {
          storage: { cookie_accepted: 'true', lang },
        });
        const texts = TEXTS[lang].tierList;
        await page.goto(`/${lang}/tier-list?tier=all&sort=ban_rate`);
        const table = page.getByRole('table', { name: texts.table.label, exact: true });
        await table.getByRole('row').nth(1).waitFor();
        await settle(page);
        await screenshot(page, `${lang}-tier-list-filtered-1280`);

        await page.setViewportSize({ width: 390, height: 844 });
        await settle(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'page scrolls sideways at 390 px').toBeLessThanOrEqual(0);
        const frameOverflow = await table.evaluate((element) => {
          const frame = element.parentElement;
          return frame ? frame.scrollWidth - frame.clientWidth : 0;
        });
        expect(frameOverflow, 'table scrolls sideways at 390 px').toBeLessThanOrEqual(0);
        // The role chips that do not fit fade out at the edge, and the other edge once scrolled.
        const chips = page.getByRole('group', { name: texts.filters.label, exact: true });
        const fade = () => chips.evaluate((row) => getComputedStyle(row).maskImage);
        expect(await fade(), 'role chips fade at 390 px').toContain('gradient');
        await chips.evaluate((row) => row.scrollTo({ left: row.scrollWidth }));
        await expect.poll(() => chips.getAttribute('data-hidden-chips')).toBe('start');
        await chips.evaluate((row) => row.scrollTo({ left: 0 }));
        await screenshot(page, `${lang}-tier-list-filtered-390`);

        // ARAM has no ranks: its rank filter is off, and says why.
        await page.goto(`/${lang}/tier-list?queue=aram&tier=master_plus`);
        const rank = page.getByRole('combobox', { name: FILTER_TEXTS[lang].tier.label });
        await rank.waitFor();
        expect(await rank.isDisabled()).toBe(true);
        const reason = await rank.evaluate(
          (select) =>
            document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent,
        );
        expect(reason).toContain(FILTER_TEXTS[lang].no_ranks_note.replace('{{queue}}', 'ARAM'));
        await screenshot(page, `${lang}-tier-list-aram-390`);
      });
    }
  });
});
