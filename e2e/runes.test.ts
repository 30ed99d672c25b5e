import type { Language, RuneDetail, RuneStats, RunesList } from '@riftscope/contracts';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { baseUrl, describeInBrowser, settle, useBrowser } from './browser.ts';
import { JOURNEY_MS } from './journey.ts';
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

/** The keystone most taken in an answer, with its tree's name. */
function topKeystone(list: RunesList): { rune: RuneStats; tree: string } {
  const keystones = list.trees.flatMap((tree) =>
    tree.runes.filter((rune) => rune.slot === 0).map((rune) => ({ rune, tree: tree.name })),
  );
  const [top] = keystones.sort((a, b) => b.rune.games - a.rune.games);
  if (!top || top.rune.games === 0) throw new Error('the demo has no keystone taken');
  return top;
}

/**
 * The list of the tested slice as the server sends it, before any script runs (the slice's first
 * read, once the crawl has stored matches): its trees, the top keystone's link (a keystone that
 * names champions) and canonical.
 */
async function expectServedList(lang: Language): Promise<void> {
  const { status, html } = await served(`/${lang}/runes?tier=${TESTED_TIER}&role=TOP`);
  expect(status).toBe(200);
  const list = await api<RunesList>(`/api/runes?tier=${TESTED_TIER}&lang=${lang}`);
  const { rune, tree } = topKeystone(list);
  const detail = await api<RuneDetail>(`/api/runes/${rune.id}?tier=${TESTED_TIER}&lang=${lang}`);
  expect(detail.champions.length).toBeGreaterThan(0);
  expect(html).toContain(TEXTS[lang].runes.title);
  expect(html).toContain(inHtml(tree));
  expect(html).toContain(`href="/${lang}/runes/${rune.id}?tier=${TESTED_TIER}"`);
  expect(html).toMatch(
    new RegExp(`rel="canonical" href="[^"]*/${lang}/runes\\?tier=${TESTED_TIER}"`),
  );
}

/**
 * The top keystone's row of the list shown holds the answer's pick rate, win rate with its
 * interval, and games, and the small-sample mark exactly when it has fewer games than the
 * minimum. Returns the row.
 */
async function expectListedKeystone(page: Page, lang: Language, list: RunesList) {
  const texts = TEXTS[lang].runes;
  const { rune, tree } = topKeystone(list);
  const table = page.getByRole('table', {
    name: texts.tree.table.replace('{{tree}}', tree),
    exact: true,
  });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: rune.name, exact: true }) });
  await row.waitFor();
  await expectRecordRow(row, lang, rune, list.min_sample);
  return { rune, row };
}

describeInBrowser('rune pages', () => {
  const browser = useBrowser();

  for (const lang of LANGUAGES) {
    test(`in ${lang}, the rune list is server-rendered, shows the API's figures, and a keystone leads to its page`, {
      timeout: JOURNEY_MS,
    }, async () => {
      const texts = TEXTS[lang].runes;
      await waitForCrawl('matches');
      await expectServedList(lang);

      // Reached from the header, then all ranks: the browser asks for the list itself.
      const { page } = await reachFromHeader<RunesList>(browser(), lang, 'runes');
      const list = await chooseTestedTier<RunesList>(page, lang, 'runes');
      const { rune, row } = await expectListedKeystone(page, lang, list);
      await atBothWidths(page, `${lang}-runes`);

      // The keystone's page: the champions that take it, the first as the API lists it.
      const detailed = answerOf(page, `/api/runes/${rune.id}`);
      await row.getByRole('link', { name: rune.name, exact: true }).click();
      await page.waitForURL(`${baseUrl}/${lang}/runes/${rune.id}?tier=${TESTED_TIER}`);
      const detail = (await (await detailed).json()) as RuneDetail;
      await page.getByRole('heading', { level: 1, name: rune.name, exact: true }).waitFor();
      await settle(page);
      await expectTopChampion(
        page,
        lang,
        texts.champions.label.replace('{{rune}}', detail.rune.name),
        detail.champions,
      );
      await atBothWidths(page, `${lang}-rune`);

      // Without JavaScript, the rune's page too, with its own canonical address.
      const path = `/${lang}/runes/${rune.id}?tier=${TESTED_TIER}`;
      const { html: runeHtml } = await served(path);
      expect(runeHtml).toContain(inHtml(texts.champions.title));
      expect(runeHtml).toMatch(
        new RegExp(`rel="canonical" href="[^"]*${path.replace('?', '\\?')}"`),
      );
    });
  }

  test('a rune id that names no rune is the not-found page', async () => {
    const { status, html } = await served('/en/runes/5008');
    expect(status).toBe(404);
    expect(html).toContain(inHtml(TEXTS.en.common.not_found.title));
  });
});
