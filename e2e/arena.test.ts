import type {
  ArenaAugment,
  ArenaAugmentRef,
  ArenaChampion,
  ArenaRecord,
  ArenaTierList,
  Language,
} from '@riftscope/contracts';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { baseUrl, describeInBrowser, settle, useBrowser } from './browser.ts';
import { JOURNEY_MS, POLL } from './journey.ts';
import {
  answerOf,
  api,
  atBothWidths,
  formats,
  inHtml,
  reachFromHeader,
  served,
} from './slice-pages.ts';
import { LANGUAGES, TEXTS } from './texts.ts';

/*
 * The Arena pages (docs/product.md, Arena): the tier list, a champion's page and an augment's,
 * reached by following their links, each checked against the answer the page itself asked for,
 * server-rendered, and without sideways scrolling at 1280 and 390 px.
 */

/** An augment's name as the pages write it: Community Dragon's, or "Augment 1205". */
const augmentName = (lang: Language, augment: ArenaAugmentRef) =>
  augment.name ?? TEXTS[lang].arena.augment_placeholder.replace('{{id}}', String(augment.id));

/**
 * Waits until the crawl has stored Arena matches, and the list's first champion's page names
 * augments and duo partners.
 */
async function waitForArena(): Promise<void> {
  await expect
    .poll(
      async () => {
        const list = await api<ArenaTierList>('/api/arena');
        const [first] = list.champions;
        if (list.matches === 0 || !first?.champion.key) return false;
        const detail = await api<ArenaChampion>(`/api/arena/${first.champion.key}`);
        return detail.augments.length > 0 && detail.partners.length > 0;
      },
      { timeout: 180_000, interval: 2_000 },
    )
    .toBe(true);
}

/**
 * A row of an Arena table holds the record's games, pick rate, average place and top-four rate
 * (each with its interval, read to screen readers) and first-place rate, in its cells in that
 * order, and the small-sample mark exactly when it has fewer games than the minimum.
 */
async function expectArenaRow(
  row: Locator,
  lang: Language,
  record: ArenaRecord,
  minSample: number,
): Promise<void> {
  const format = formats(lang);
  const missing = TEXTS[lang].common.figures.missing;
  const or = (value: number | null, write: (value: number) => string) =>
    value === null ? missing : write(value);
  const placeInterval =
    record.average_place_low === null || record.average_place_high === null
      ? ''
      : format.interval(record.average_place_low, record.average_place_high, format.place);
  const topFourInterval =
    record.top_four_low === null || record.top_four_high === null
      ? ''
      : format.interval(record.top_four_low, record.top_four_high, format.percent);
  await expect
    .poll(async () => {
      const [games, pickRate, place, topFour, first] = await row.getByRole('cell').allInnerTexts();
      return {
        games,
        pickRate,
        place: place?.startsWith(or(record.average_place, format.place)) ?? false,
        placeInterval: place?.includes(placeInterval) ?? false,
        topFour: topFour?.startsWith(or(record.top_four_rate, format.percent)) ?? false,
        topFourInterval: topFour?.includes(topFourInterval) ?? false,
        first,
      };
    }, POLL)
    .toEqual({
      games: format.count(record.games),
      pickRate: or(record.pick_rate, format.percent),
      place: true,
      placeInterval: true,
      topFour: true,
      topFourInterval: true,
      first: or(record.first_rate, format.percent),
    });
  expect(await row.locator('[data-small-sample]').count()).toBe(record.games < minSample ? 1 : 0);
}

/** The row of the table called `table` whose head links to `name`. */
const rowOf = (page: Page, table: string, name: string) =>
  page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
    .first();

/**
 * The tier list as the server sends it, before any script runs: its title, how Arena is counted,
 * a champion of the API's answer linked to its Arena page, and its canonical address.
 */
async function expectServedList(lang: Language): Promise<void> {
  const texts = TEXTS[lang].arena;
  await expect
    .poll(async () => {
      const list = await api<ArenaTierList>(`/api/arena?lang=${lang}`);
      const { status, html } = await served(`/${lang}/arena`);
      const first = list.champions[0]?.champion;
      return (
        status === 200 &&
        html.includes(inHtml(texts.title)) &&
        html.includes(inHtml(texts.how_counted)) &&
        first !== undefined &&
        html.includes(inHtml(first.name)) &&
        html.includes(`href="/${lang}/arena/${first.key}"`) &&
        new RegExp(`rel="canonical" href="[^"]*/${lang}/arena"`).test(html)
      );
    }, POLL)
    .toBe(true);
}

/** An Arena page as the server sends it: `texts` in it, and its canonical address. */
async function expectServedPage(path: string, texts: readonly string[]): Promise<void> {
  const { status, html } = await served(path);
  expect(status, path).toBe(200);
  for (const text of texts) expect(html, `${path}: ${text}`).toContain(inHtml(text));
  expect(html).toMatch(new RegExp(`rel="canonical" href="[^"]*${path}"`));
}

/** Follows a link of the page to an Arena entry; returns the answer its page asked for. */
async function follow<T>(page: Page, link: Locator, route: string, path: string): Promise<T> {
  const answered = answerOf(page, route);
  await link.click();
  await page.waitForURL(`${baseUrl}${path}`);
  const answer = (await (await answered).json()) as T;
  await settle(page);
  return answer;
}

/** The champion's page shows its record and its first augment as the answer has them. */
async function expectChampionPage(page: Page, lang: Language, detail: ArenaChampion) {
  const texts = TEXTS[lang].arena;
  const format = formats(lang);
  const { champion, stats } = detail;
  await page.getByRole('heading', { level: 1, name: champion.name, exact: true }).waitFor();
  const cards = page.getByLabel(texts.champion.stats.replace('{{champion}}', champion.name), {
    exact: true,
  });
  expect(await cards.innerText()).toContain(format.count(stats.games));
  await page.getByText(texts.champion.shares_note, { exact: true }).waitFor();
  const places = page.getByRole('table', {
    name: texts.places.label.replace('{{champion}}', champion.name),
    exact: true,
  });
  expect(await places.locator('tbody tr').count()).toBe(8);
  const [augment] = detail.augments;
  if (!augment) throw new Error(`${champion.name}: no augment`);
  const name = augmentName(lang, augment.augment);
  const augments = texts.augments.label.replace('{{champion}}', champion.name);
  await expectArenaRow(rowOf(page, augments, name), lang, augment, detail.min_sample);
  return { augment, name, table: augments };
}

describeInBrowser('Arena pages', () => {
  const browser = useBrowser();

  for (const lang of LANGUAGES) {
    test(`in ${lang}, the Arena tier list, a champion and an augment are server-rendered, show the API's figures and fit at 1280 and 390 px`, {
      timeout: JOURNEY_MS,
    }, async () => {
      const texts = TEXTS[lang].arena;
      await waitForArena();
      await expectServedList(lang);

      // Reached from the header: the browser asks for the list itself.
      const { page, list } = await reachFromHeader<ArenaTierList>(browser(), lang, 'arena');
      const [first] = list.champions;
      if (!first?.champion.key) throw new Error('the Arena list is empty');
      await page.getByText(texts.how_counted, { exact: false }).waitFor();
      const row = rowOf(page, texts.table.label, first.champion.name);
      await expectArenaRow(row, lang, first, list.min_sample);
      await atBothWidths(page, `${lang}-arena`);

      // The champion's page: its record, places and augments, as the API has them.
      const championPath = `/${lang}/arena/${first.champion.key}`;
      const detail = await follow<ArenaChampion>(
        page,
        row.getByRole('link', { name: first.champion.name, exact: true }),
        `/api/arena/${first.champion.key}`,
        championPath,
      );
      const { augment, name, table } = await expectChampionPage(page, lang, detail);
      await atBothWidths(page, `${lang}-arena-champion`);
      await expectServedPage(championPath, [detail.champion.name, texts.places.title]);

      // The augment's page: the champions that take it most, the first as the API lists it.
      const augmentPath = `/${lang}/arena/augments/${augment.augment.id}`;
      const augmentDetail = await follow<ArenaAugment>(
        page,
        rowOf(page, table, name).getByRole('link', { name, exact: true }),
        `/api/arena/augments/${augment.augment.id}`,
        augmentPath,
      );
      await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
      const [top] = augmentDetail.champions;
      if (!top) throw new Error(`${name}: no champion`);
      await expectArenaRow(
        rowOf(page, texts.augment_champions.label.replace('{{augment}}', name), top.champion.name),
        lang,
        top,
        augmentDetail.min_sample,
      );
      await atBothWidths(page, `${lang}-arena-augment`);
      await expectServedPage(augmentPath, [name, texts.augment_champions.title]);
    });
  }

  test('the augment list is server-rendered with its augments', async () => {
    const list = await api<{ augments: { augment: ArenaAugmentRef }[] }>('/api/arena/augments');
    const [first] = list.augments;
    if (!first) throw new Error('no augment taken');
    await expectServedPage('/en/arena/augments', [
      TEXTS.en.arena.augment_list.title,
      augmentName('en', first.augment),
    ]);
  });

  test('an unknown champion key or augment id is the not-found page', async () => {
    for (const path of ['/en/arena/no-such-champion', '/ru/arena/augments/987654321']) {
      const { status, html } = await served(path);
      expect(status, path).toBe(404);
      const lang = path.startsWith('/ru') ? 'ru' : 'en';
      expect(html, path).toContain(inHtml(TEXTS[lang].common.not_found.title));
    }
  });
});
