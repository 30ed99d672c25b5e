import AxeBuilder from '@axe-core/playwright';
import { type ChampionRow, TIER_LETTER_MIN_GAMES } from '@riftscope/contracts';
import type { Locator, Page, Response } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import enFilters from '../apps/web/src/locales/en/champion-filters.json' with { type: 'json' };
import ruFilters from '../apps/web/src/locales/ru/champion-filters.json' with { type: 'json' };
import trFilters from '../apps/web/src/locales/tr/champion-filters.json' with { type: 'json' };
import {
  baseUrl,
  describeInBrowser,
  screenshot,
  servedAsFrame,
  settle,
  useBrowser,
} from './browser.ts';
import { JOURNEY_MS, openJourneyPage, POLL } from './journey.ts';
import { LANGUAGES, type Language, TEXTS } from './texts.ts';

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

/**
 * Elements that reach past the window's right edge outside any box that scrolls or clips them
 * (the role chips scroll in theirs), for a message when the page scrolls sideways.
 */
const pastTheEdge = (page: Page) =>
  page.evaluate(() => {
    const isInScroller = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter(
        (element) =>
          element.getBoundingClientRect().right > window.innerWidth + 0.5 && !isInScroller(element),
      )
      .slice(0, 3)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class')}">${element.textContent?.slice(0, 40)}`,
      );
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
    // Small samples shown: the demo's rows are mostly under the tier letter's minimum.
    await page.goto('/en/tier-list?small=1');
    const table = page.getByRole('table', { name: tierList.table.label, exact: true });
    await table.getByRole('row').nth(1).waitFor();
    await settle(page);
    const emeraldRows = await rowTexts(table);
    expect(emeraldRows.length).toBeGreaterThan(0);

    // The rank bracket: every match instead of Emerald and higher.
    const allRanks = listAnswer(page, { tier: 'all' });
    await page.getByRole('combobox', { name: enFilters.tier.label }).selectOption('all');
    await page.waitForURL(`${baseUrl}/en/tier-list?small=1&tier=all`);
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
    await page.waitForURL(`${baseUrl}/en/tier-list?small=1&tier=all&sort=games`);
    expect((await mostGames).status()).toBe(200);
    await expect.poll(() => gamesHead.getAttribute('aria-sort'), POLL).toBe('descending');
    await settle(page);
    const most = await games(table);
    expect(most.length).toBeGreaterThan(1);
    expect(isSorted(most, 'desc'), most.join(' ')).toBe(true);

    const fewestGames = listAnswer(page, { tier: 'all', sort: 'games', order: 'asc' });
    await gamesHead.getByRole('button').click();
    await page.waitForURL(`${baseUrl}/en/tier-list?small=1&tier=all&sort=games&order=asc`);
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
        // Small samples shown: the demo's rows are mostly under the tier letter's minimum.
        await page.goto(`/${lang}/tier-list?tier=all&sort=ban_rate&small=1`);
        const table = page.getByRole('table', { name: texts.table.label, exact: true });
        await table.getByRole('row').nth(1).waitFor();
        await settle(page);
        await screenshot(page, `${lang}-tier-list-filtered-1280`);

        await page.setViewportSize({ width: 390, height: 844 });
        await settle(page);
        await screenshot(page, `${lang}-tier-list-filtered-390`);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `page scrolls sideways at 390 px: ${await pastTheEdge(page)}`).toBe(0);
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

/** The whole list of a slice as the API answers it to the page. */
interface WholeList {
  data: ChampionRow[];
  last_page: number;
  total: number;
}

/** Games and the tier cell's text of each shown row. */
const gamesAndTiers = (table: Locator) =>
  table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = row.querySelectorAll('td');
      return {
        games: Number(cells[cells.length - 1]?.textContent?.replace(/\D/g, '')),
        tier: cells[2]?.firstElementChild?.firstElementChild?.textContent ?? '',
        isSmall: cells[2]?.querySelector('[data-small-sample]') !== null,
      };
    }),
  );

/** The tier list of `lang`, its texts and counts written in that language. */
function tierListView(page: Page, lang: Language) {
  const texts = TEXTS[lang].tierList;
  const count = (value: number) => new Intl.NumberFormat(lang).format(value);
  return {
    lang,
    texts,
    count,
    min: count(TIER_LETTER_MIN_GAMES),
    table: page.getByRole('table', { name: texts.table.label, exact: true }),
  };
}
type TierListView = ReturnType<typeof tierListView>;

/**
 * Opens `?tier=all` served without the data it was drawn from, so that the page asks for it
 * itself: its rows must be those of that one answer (the demo stores matches all along, so a
 * later answer may hold more). Returns the answer.
 */
async function openWholeList(page: Page, lang: Language): Promise<WholeList> {
  // A fresh demo's first rows have too few games for a win rate: wait for one that has it.
  await expect
    .poll(
      async () => {
        const early = await page.request.get(`/api/champions?tier=all&per_page=1000&lang=${lang}`);
        return ((await early.json()) as WholeList).data.some((row) => row.win_rate_low !== null);
      },
      { timeout: 180_000, interval: 2_000 },
    )
    .toBe(true);
  await servedAsFrame(page, `**/${lang}/tier-list?tier=all`);
  const whole = listAnswer(page, { tier: 'all', per_page: '1000', lang });
  await page.goto(`/${lang}/tier-list?tier=all`);
  const answer = (await (await whole).json()) as WholeList;
  expect(answer.last_page).toBe(1);
  expect(answer.data).toHaveLength(answer.total);
  await settle(page);
  return answer;
}

/**
 * The default view: rows under the minimum hidden behind the switch that counts them, with the
 * note that says how many, or the all-small state; no Load more.
 */
async function expectSmallSamplesHidden(page: Page, view: TierListView, answer: WholeList) {
  const { texts, count, min, lang } = view;
  const small = answer.data.filter((row) => row.games < TIER_LETTER_MIN_GAMES).length;
  expect(small, 'the demo has small samples to hide').toBeGreaterThan(0);
  const toggle = page.getByRole('switch', {
    name: texts.small.switch.replace('{{formatted}}', count(small)),
    exact: true,
  });
  await toggle.waitFor();
  expect(await toggle.isChecked()).toBe(false);
  if (small < answer.total) {
    expect(await view.table.locator('tbody tr').count()).toBe(answer.total - small);
    const hidden = (texts.small as Record<string, string>)[
      `hidden_${new Intl.PluralRules(lang).select(small)}`
    ];
    const note = (hidden ?? '').replace('{{formatted}}', count(small)).replace('{{min}}', min);
    await page.getByText(note, { exact: true }).waitFor();
  } else {
    await page.getByText(texts.small.all_title.replace('{{min}}', min), { exact: true }).waitFor();
  }
  const loadMore = page.getByRole('button', { name: TEXTS[lang].common.actions.load_more });
  expect(await loadMore.count()).toBe(0);
  return toggle;
}

/** Every row shown, none under the minimum with a letter; the server draws the same. */
async function expectSmallSamplesShown(page: Page, view: TierListView, answer: WholeList) {
  await expect.poll(() => view.table.locator('tbody tr').count(), POLL).toBe(answer.total);
  for (const row of await gamesAndTiers(view.table)) {
    if (row.games < TIER_LETTER_MIN_GAMES) {
      expect(row, 'a small sample shows — and its mark').toMatchObject({
        tier: view.texts.small.letter,
        isSmall: true,
      });
    } else {
      expect(row.isSmall).toBe(false);
    }
  }
  // The server draws the rows the address asks for: small samples only with the switch.
  const drawn = async (search: string) =>
    (await (await page.request.get(`/${view.lang}/tier-list${search}`)).text()).match(
      /data-small-sample/g,
    )?.length ?? 0;
  expect(await drawn('?tier=all&small=1')).toBeGreaterThan(0);
  expect(await drawn('?tier=all')).toBe(0);
}

/** A win rate's range shows on keyboard focus. */
async function expectIntervalOnFocus(view: TierListView) {
  const rate = view.table.locator('[data-interval]').first();
  await rate.focus();
  await expect.poll(() => rate.locator('[aria-hidden="true"]').last().isVisible(), POLL).toBe(true);
  expect(await rate.textContent()).toContain(
    TEXTS[view.lang].common.interval.label.split('{{low}}')[0]?.trim(),
  );
  await rate.blur();
}

/** Neither the page nor the table scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, table: Locator) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `page scrolls sideways: ${await pastTheEdge(page)}`).toBe(0);
  const frameOverflow = await table.evaluate((element) => {
    const frame = element.parentElement;
    return frame ? frame.scrollWidth - frame.clientWidth : 0;
  });
  expect(frameOverflow, 'table scrolls sideways').toBeLessThanOrEqual(0);
}

/** The phone's sort menu sorts most reliably strong first, still the whole list. */
async function sortMostReliablyStrong(page: Page, view: TierListView) {
  const sorted = listAnswer(page, { sort: 'win_rate_low', per_page: '1000' });
  await page
    .getByRole('combobox', { name: view.texts.sort.label, exact: true })
    .selectOption({ label: view.texts.sort.win_rate_low });
  await page.waitForURL(`${baseUrl}/${view.lang}/tier-list?tier=all&small=1&sort=win_rate_low`);
  const byLowerBound = (await (await sorted).json()) as WholeList;
  const lows = byLowerBound.data.flatMap((row) =>
    row.win_rate_low === null ? [] : [row.win_rate_low],
  );
  expect(isSorted(lows, 'desc'), lows.join(' ')).toBe(true);
  await expect.poll(() => view.table.locator('tbody tr').count(), POLL).toBe(byLowerBound.total);
}

describeInBrowser('the whole tier list', () => {
  const browser = useBrowser();

  for (const lang of LANGUAGES) {
    test(`in ${lang}, every row of the slice shows at 1280 and 390 px, small samples behind the switch`, {
      timeout: JOURNEY_MS,
    }, async () => {
      const { page } = await openJourneyPage(browser(), {
        storage: { cookie_accepted: 'true', lang },
      });
      const view = tierListView(page, lang);
      const answer = await openWholeList(page, lang);
      const toggle = await expectSmallSamplesHidden(page, view, answer);

      await toggle.click();
      await page.waitForURL(`${baseUrl}/${lang}/tier-list?tier=all&small=1`);
      await expectSmallSamplesShown(page, view, answer);
      await expectIntervalOnFocus(view);
      await screenshot(page, `${lang}-tier-list-whole-1280`);

      await page.setViewportSize({ width: 390, height: 844 });
      await settle(page);
      await screenshot(page, `${lang}-tier-list-whole-390`);
      await expectNoSidewaysScroll(page, view.table);

      await sortMostReliablyStrong(page, view);
      await screenshot(page, `${lang}-tier-list-reliable-390`);
    });
  }
});

/** The demo's whole list of `tier=all` once some row has counters (the crawl adds matches all along). */
async function listWithCounters(page: Page, lang: string): Promise<ChampionRow[]> {
  let rows: ChampionRow[] = [];
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/champions?tier=all&per_page=1000&lang=${lang}`);
        rows = ((await answer.json()) as WholeList).data;
        return rows.some((row) => row.counters.length > 0);
      },
      { timeout: 180_000, interval: 2_000 },
    )
    .toBe(true);
  return rows;
}

/** The first table row naming counters, and the answer's row it shows. */
async function rowWithCounters(table: Locator, rows: ChampionRow[]) {
  const shown = table
    .locator('tbody tr')
    .filter({ has: table.page().locator('td ul[data-counters]') });
  await shown.first().waitFor();
  const name = await shown.first().locator('th a, th span').first().textContent();
  const row = rows.find((r) => r.name === name && r.counters.length > 0);
  if (!row) throw new Error(`no row of ${name} with counters in the answer`);
  return { tr: shown.first(), row };
}

/** A phone's folded counters of `row`: closed, then opened by a press to a link of each. */
async function openFoldedCounters(tr: Locator, row: ChampionRow, label: string) {
  const folded = tr.getByRole('button', {
    name: label.replace('{{name}}', row.name),
    exact: true,
  });
  expect(await folded.getAttribute('aria-expanded')).toBe('false');
  await folded.click();
  await expect.poll(() => folded.getAttribute('aria-expanded'), POLL).toBe('true');
  const opened = tr.locator(`[id="${await folded.getAttribute('aria-controls')}"]`);
  expect(await opened.getByRole('link').allInnerTexts()).toEqual(
    row.counters.map((c) => c.champion.name),
  );
}

describeInBrowser("the tier list's hardest matchups", () => {
  const browser = useBrowser();

  for (const lang of LANGUAGES) {
    test(`in ${lang}, rows name their hardest matchups: a column at 1280 px, folded at 390 px`, {
      timeout: JOURNEY_MS,
    }, async () => {
      const { page } = await openJourneyPage(browser(), {
        storage: { cookie_accepted: 'true', lang },
      });
      const texts = TEXTS[lang].tierList;
      const rows = await listWithCounters(page, lang);
      await page.goto(`/${lang}/tier-list?tier=all&small=1`);
      await settle(page);
      const table = page.getByRole('table', { name: texts.table.label, exact: true });
      await table.getByRole('columnheader', { name: texts.table.counters, exact: true }).waitFor();
      const { tr, row } = await rowWithCounters(table, rows);

      // Icons hardest first, each linking to the enemy's page in the row's role and slice.
      const cell = tr.getByRole('list', {
        name: texts.counters.label.replace('{{name}}', row.name),
        exact: true,
      });
      const links = cell.getByRole('link');
      expect(await links.count()).toBe(row.counters.length);
      const [hardest] = row.counters;
      if (!hardest) throw new Error('no counter');
      expect(await links.first().getAttribute('href')).toBe(
        `/${lang}/champions/${hardest.champion.key}?role=${row.role}&tier=all`,
      );
      const label = (await links.first().getAttribute('aria-label')) ?? '';
      expect(label).toContain(hardest.champion.name);
      expect(label).toContain(new Intl.NumberFormat(lang).format(hardest.games));
      // The figures show on hover and on keyboard focus, with the rate's interval.
      const tooltip = cell.locator('li').first().locator(':scope > [aria-hidden="true"]');
      await links.first().hover();
      await expect.poll(() => tooltip.isVisible(), POLL).toBe(true);
      if (row.win_rate !== null) {
        // Only the hovered one: the row's own interval stays hidden.
        const own = tr
          .locator('td [data-interval]')
          .first()
          .locator(':scope > [aria-hidden="true"]');
        expect(await own.last().isVisible(), "the row's own interval on hover").toBe(false);
      }
      expect(await tooltip.locator('[data-interval]').getAttribute('data-interval')).toBe(
        `${hardest.win_rate_low}-${hardest.win_rate_high}`,
      );
      await page.mouse.move(0, 0);
      await links.first().focus();
      await expect.poll(() => tooltip.isVisible(), POLL).toBe(true);
      await screenshot(page, `${lang}-tier-list-counters-1280`);
      await links.first().blur();
      expect(await blockingAxe(page), 'axe on the tier list with counters').toEqual([]);

      // On a phone: icons only under the name; a tap opens them with their figures and links.
      await page.setViewportSize({ width: 390, height: 844 });
      await settle(page);
      expect(await cell.isVisible()).toBe(false);
      await openFoldedCounters(tr, row, texts.counters.label);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `page scrolls sideways at 390 px: ${await pastTheEdge(page)}`).toBe(0);
      await tr.scrollIntoViewIfNeeded();
      await screenshot(page, `${lang}-tier-list-counters-390`);
    });
  }
});
