import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { baseUrl, describeInBrowser, e2e, openPage, settle, useBrowser } from './browser.ts';
import { LANGUAGES, TEXTS } from './texts.ts';

const WIDTHS = [390, 1280] as const;
const HEIGHT = 900;

/** The search form's and the suggestion list's boxes, left and right edges in CSS pixels. */
const edges = (page: Page, listName: string) =>
  page.evaluate((name) => {
    const list = document.querySelector(`[role="listbox"][aria-label="${name}"]`);
    const form = list?.closest('form');
    if (!list || !form) throw new Error('no suggestion list in a form');
    const box = (element: Element) => {
      const { left, right } = element.getBoundingClientRect();
      return { left: Math.round(left), right: Math.round(right) };
    };
    return { list: box(list), form: box(form) };
  }, listName);

interface Suggestion {
  game_name: string;
  tag_line: string;
  region: string;
  summoner_level: number | null;
  last_seen_at: number | null;
}

/** A stored player seen only in matches (no level or rank known), found through the API. */
async function playerSeenOnlyInMatches(): Promise<Suggestion> {
  for (const letter of 'bstjamcd') {
    const response = await fetch(`${baseUrl}/api/summoners/search?query=${letter}`);
    const { data } = (await response.json()) as { data: Suggestion[] };
    const stub = data.find((s) => s.summoner_level === null && s.last_seen_at !== null);
    if (stub) return stub;
  }
  throw new Error('no player seen only in matches among the suggestions');
}

/** Whether the element's text is shown whole, not cut or hidden, inside the search box. */
const isReadableInBox = (page: Page, text: string) =>
  page.evaluate((wanted) => {
    const hint = [...document.querySelectorAll('span')].find((s) => s.textContent === wanted);
    const input = document.querySelector('input[role="combobox"]');
    if (!hint || !input) return false;
    const h = hint.getBoundingClientRect();
    const i = input.getBoundingClientRect();
    return (
      hint.scrollWidth <= hint.clientWidth &&
      h.left >= i.left &&
      h.right <= i.right &&
      h.top >= i.top &&
      h.bottom <= i.bottom
    );
  }, text);

describeInBrowser('the search suggestions at 390 and 1280 px', () => {
  const browser = useBrowser();

  for (const lang of LANGUAGES) {
    const { home } = TEXTS[lang];

    test(`in ${lang}: a suggestion shows the region label, level and solo rank, and the list spans the bar on phones`, async () => {
      const { page } = await openPage(browser(), { storage: { cookie_accepted: 'true', lang } });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.goto(`/${lang}`);
        await settle(page);
        await page.getByRole('combobox', { name: home.search.riot_id }).fill('Baron');
        const list = page.getByRole('listbox', { name: home.search.suggestions });
        const option = list.getByRole('option').filter({ hasText: 'Baron Stealer' });
        await option.waitFor();

        // The region as players write it, the level, and the tier beside its emblem.
        expect(await option.getByText('EUW', { exact: true }).count()).toBe(1);
        expect(await option.getByText('EUW1', { exact: true }).count()).toBe(0);
        const level = home.search.level.replace('{{level}}', '');
        expect(await option.getByText(level.trim()).count()).toBe(1);
        expect(await option.locator('svg[aria-hidden="true"]').count()).toBe(1);
        // The tag is one piece, on one line.
        const tagLines = await option
          .getByText('#EUW', { exact: true })
          .evaluate((tag) => tag.getClientRects().length);
        expect(tagLines).toBe(1);

        const { list: listBox, form } = await edges(page, home.search.suggestions);
        if (width < 640) expect(listBox).toEqual(form);
        else expect(listBox.right - listBox.left).toBeLessThan(form.right - form.left);
        // A name without its tag: the box says what it still needs, whole and inside it.
        expect(await isReadableInBox(page, home.search.add_tag)).toBe(true);

        await page.screenshot({
          path: join(
            e2e.rootDir,
            'test-results',
            'screenshots',
            `h4-suggestions-${lang}-${width}.png`,
          ),
          animations: 'disabled',
        });

        // Enter takes the first suggestion of a name without a tag and opens the player, whose
        // page then lists the search as a recent one.
        const box = page.getByRole('combobox', { name: home.search.riot_id });
        await box.fill('Baron Stealer');
        await list.getByRole('option').filter({ hasText: 'Baron Stealer' }).waitFor();
        await page.evaluate(() => localStorage.removeItem('recent_searches'));
        await box.press('Enter');
        await page.waitForURL(`${baseUrl}/${lang}/summoner/euw1/Baron%20Stealer/EUW`);
        const recent = page.getByRole('region', { name: home.recent.title });
        await recent.getByRole('link', { name: /Baron Stealer/ }).waitFor();
      }
    });

    test(`in ${lang}: a player seen only in matches is suggested with region and last seen, never "Level 0"`, async () => {
      const stub = await playerSeenOnlyInMatches();
      const { page } = await openPage(browser(), { storage: { cookie_accepted: 'true', lang } });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.goto(`/${lang}`);
        await settle(page);
        await page
          .getByRole('combobox', { name: home.search.riot_id })
          .fill(`${stub.game_name}#${stub.tag_line}`);
        const list = page.getByRole('listbox', { name: home.search.suggestions });
        const option = list.getByRole('option').first();
        await option.getByText(home.search.last_seen.split('{{time}}')[0] ?? '').waitFor();
        const text = (await option.textContent()) ?? '';
        expect(text).toContain(stub.game_name);
        expect(text).not.toContain(home.search.level.replace('{{level}}', '').trim());
        expect(text).not.toContain(TEXTS[lang].common.unranked);
        await page.screenshot({
          path: join(
            e2e.rootDir,
            'test-results',
            'screenshots',
            `search-stub-suggestion-${lang}-${width}.png`,
          ),
          animations: 'disabled',
        });
      }
    });

    test(`in ${lang}: a Riot ID not in the region says so and links the regions where it is`, async () => {
      const { summoner } = TEXTS[lang];
      const { page, allowFailedRequest } = await openPage(browser(), {
        storage: { cookie_accepted: 'true', lang },
      });
      allowFailedRequest(404, 'Silent%20Brush');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        // The kr example player, looked up in EUW.
        await page.goto(`/${lang}/summoner/euw1/Silent%20Brush/KR1`);
        const alert = page.getByRole('alert');
        await alert.getByText(summoner.not_found.title, { exact: true }).waitFor();
        const hint = summoner.not_found.no_such_id
          .replace('{{riotId}}', 'Silent Brush#KR1')
          .replace('{{region}}', 'EUW');
        await alert.getByText(hint, { exact: true }).waitFor();
        const other = alert.getByRole('link', {
          name: summoner.not_found.in_region
            .replace('{{riotId}}', 'Silent Brush#KR1')
            .replace('{{region}}', 'KR'),
        });
        await other.waitFor();
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(pageWidth).toBeLessThanOrEqual(width);
        await page.screenshot({
          path: join(
            e2e.rootDir,
            'test-results',
            'screenshots',
            `search-not-in-region-${lang}-${width}.png`,
          ),
          animations: 'disabled',
        });
        // The failed lookup is not a recent search.
        expect(await page.evaluate(() => localStorage.getItem('recent_searches'))).toBeNull();
        await other.click();
        await page.waitForURL(`${baseUrl}/${lang}/summoner/kr/Silent%20Brush/KR1`);
        // Found there, it is.
        await page
          .getByRole('region', { name: TEXTS[lang].home.recent.title })
          .getByRole('link', { name: /Silent Brush/ })
          .waitFor();
        await page.evaluate(() => localStorage.removeItem('recent_searches'));
      }
    });
  }
});
