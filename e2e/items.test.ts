import type { ItemDetail, ItemStats, ItemsList, Language } from '@riftscope/contracts';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { baseUrl, describeInBrowser, settle, useBrowser } from './browser.ts';
import { JOURNEY_MS, openJourneyPage } from './journey.ts';
import {
  answerOf,
  api,
  atBothWidths,
  chooseTestedTier,
  expectRecordRow,
  expectTopChampion,
  inHtml,
  reachFromHeader,
  served,
  TESTED_TIER,
  waitForCrawl,
} from './slice-pages.ts';
import { LANGUAGES, TEXTS } from './texts.ts';

/** Stealth Ward: a trinket, which the build statistics do not count. */
const TRINKET = 3340;

/** The legendary item completed most in an answer. */
function topLegendary(list: ItemsList): ItemStats {
  const top = list.items.find((item) => item.class === 'legendary');
  if (!top) throw new Error('the demo has no legendary item completed');
  return top;
}

/**
 * The list of the tested slice as the server sends it, before any script runs (the slice's first
 * read, once the crawl has stored timelines): its items, the top legendary's link (a legendary
 * that names champions) and canonical.
 */
async function expectServedList(lang: Language): Promise<void> {
  const { status, html } = await served(`/${lang}/items?tier=${TESTED_TIER}&role=TOP`);
  expect(status).toBe(200);
  const list = await api<ItemsList>(`/api/items?tier=${TESTED_TIER}&lang=${lang}`);
  const top = topLegendary(list);
  const detail = await api<ItemDetail>(`/api/items/${top.id}?tier=${TESTED_TIER}&lang=${lang}`);
  expect(detail.champions.length).toBeGreaterThan(0);
  expect(html).toContain(TEXTS[lang].items.title);
  expect(html).toContain(inHtml(top.name));
  expect(html).toContain(`href="/${lang}/items/${top.id}?tier=${TESTED_TIER}"`);
  expect(html).toMatch(
    new RegExp(`rel="canonical" href="[^"]*/${lang}/items\\?tier=${TESTED_TIER}"`),
  );
}

/** The item table of the list shown. */
const itemTable = (page: Page, lang: Language) =>
  page.getByRole('table', { name: TEXTS[lang].items.table.label, exact: true });

/** The row of `item` in the list shown, once it is there, checked against the answer. */
async function listedItem(page: Page, lang: Language, list: ItemsList, item: ItemStats) {
  const row = itemTable(page, lang)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: item.name, exact: true }) });
  await row.waitFor();
  await expectRecordRow(row, lang, item, list.min_sample);
  return row;
}

/** Typing part of an item's name narrows the list to the items whose names hold it. */
async function expectSearchNarrows(page: Page, lang: Language, list: ItemsList, item: ItemStats) {
  const search = page.getByRole('searchbox', { name: TEXTS[lang].items.search_label, exact: true });
  const rows = itemTable(page, lang).locator('tbody tr');
  await search.fill(item.name.slice(0, 6).toUpperCase());
  await expect.poll(() => rows.count()).toBeLessThan(list.items.length);
  const names = await itemTable(page, lang)
    .getByRole('rowheader')
    .getByRole('link')
    .allInnerTexts();
  expect(names).toContain(item.name);
  await search.fill('');
  await expect.poll(() => rows.count()).toBe(list.items.length);
}

describeInBrowser('item pages', () => {
  const browser = useBrowser();

  for (const lang of LANGUAGES) {
    test(`in ${lang}, the item list is server-rendered, shows the API's figures, narrows by search, and an item leads to its page`, {
      timeout: JOURNEY_MS,
    }, async () => {
      const texts = TEXTS[lang].items;
      await waitForCrawl('timelines');
      await expectServedList(lang);

      // Reached from the header, then all ranks: the browser asks for the list itself.
      const { page } = await reachFromHeader<ItemsList>(browser(), lang, 'items');
      const list = await chooseTestedTier<ItemsList>(page, lang, 'items');
      const [first] = list.items;
      if (!first) throw new Error('the list is empty');
      await listedItem(page, lang, list, first);
      const legendary = topLegendary(list);
      const row = await listedItem(page, lang, list, legendary);
      await expectSearchNarrows(page, lang, list, legendary);
      await atBothWidths(page, `${lang}-items`);

      // The legendary's page: the champions that build it, the first as the API lists it.
      const detailed = answerOf(page, `/api/items/${legendary.id}`);
      await row.getByRole('link', { name: legendary.name, exact: true }).click();
      await page.waitForURL(`${baseUrl}/${lang}/items/${legendary.id}?tier=${TESTED_TIER}`);
      const detail = (await (await detailed).json()) as ItemDetail;
      await page.getByRole('heading', { level: 1, name: legendary.name, exact: true }).waitFor();
      await settle(page);
      await expectTopChampion(
        page,
        lang,
        texts.champions.label.replace('{{item}}', legendary.name),
        detail.champions,
      );
      // When it is completed: the median step the API names, in words.
      const median = detail.completed?.median;
      if (!median) throw new Error(`${legendary.name} has no timed completion`);
      const from = String(median.from);
      const step =
        median.to === null
          ? texts.minutes.step_open.replace('{{from}}', from)
          : texts.minutes.step.replace('{{from}}', from).replace('{{to}}', String(median.to));
      await page
        .getByText(texts.minutes.median.replace('{{step}}', step), { exact: true })
        .waitFor();
      await atBothWidths(page, `${lang}-item`);

      // Without JavaScript, the item's page too, with its own canonical address.
      const path = `/${lang}/items/${legendary.id}?tier=${TESTED_TIER}`;
      const { html } = await served(path);
      expect(html).toContain(inHtml(texts.champions.title));
      expect(html).toContain(inHtml(texts.places.title));
      expect(html).toContain(inHtml(texts.minutes.title));
      expect(html).toMatch(new RegExp(`rel="canonical" href="[^"]*${path.replace('?', '\\?')}"`));
    });

    test(`in ${lang}, a trinket's page says what it is and that no statistics are kept for it`, async () => {
      const texts = TEXTS[lang].items;
      const detail = await api<ItemDetail>(`/api/items/${TRINKET}?lang=${lang}`);
      expect(detail.item.class).toBe('trinket');
      expect(detail.stats).toBeNull();
      const what = texts.item.what.trinket.replace('{{item}}', detail.item.name);

      const { status, html } = await served(`/${lang}/items/${TRINKET}`);
      expect(status).toBe(200);
      expect(html).toContain(inHtml(what));
      expect(html).toContain(inHtml(texts.item.no_stats));
      expect(html).not.toContain('<table');

      const { page } = await openJourneyPage(browser(), {
        storage: { cookie_accepted: 'true', lang },
      });
      await page.goto(`/${lang}/items/${TRINKET}`);
      await page.getByRole('heading', { level: 1, name: detail.item.name, exact: true }).waitFor();
      await page.getByText(what, { exact: true }).waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
      await atBothWidths(page, `${lang}-item-trinket`);
    });
  }

  test('an item id that names no item is the not-found page', async () => {
    const { status, html } = await served('/en/items/999999');
    expect(status).toBe(404);
    expect(html).toContain(inHtml(TEXTS.en.common.not_found.title));
  });
});
