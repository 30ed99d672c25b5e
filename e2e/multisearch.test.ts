import AxeBuilder from '@axe-core/playwright';
import type { Friend } from '@riftscope/contracts';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { baseUrl, describeInBrowser, screenshot, settle, useBrowser } from './browser.ts';
import { JOURNEY_MS, openJourneyPage, POLL } from './journey.ts';
import { escapeRegExp, fill, plural, spokenRecord } from './scouting.ts';
import { documentTitle, LANGUAGES, type Language, metaTitle, TEXTS } from './texts.ts';

/** The home page's euw1 example player: the demo's examples are the simulator's sample players (app/services.ts). */
const EXAMPLE = { region: 'euw1', gameName: 'Baron Stealer', tagLine: 'EUW' } as const;
/** A valid Riot ID that no player of the simulated world has. */
const UNKNOWN = { gameName: 'No Such Player', tagLine: 'E2E' } as const;
/** A lobby line whose name has no tag: not a Riot ID. */
const NOT_A_RIOT_ID = 'no tag here';
const WIDTHS = [1280, 390] as const;

/** How the League client says that a player joined the lobby, in each language of the site. */
const JOINED: Record<Language, string> = {
  en: 'joined the lobby',
  ru: 'присоединился к лобби',
  tr: 'lobiye katıldı',
};

const riotIdPath = (p: { region: string; gameName: string; tagLine: string }) =>
  `${p.region}/${encodeURIComponent(p.gameName)}/${encodeURIComponent(p.tagLine)}`;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * A frequent euw1 teammate of the example player: a second player who exists in the simulated
 * world (stored already, or fetched by the multi-search's own request).
 */
async function teammate(): Promise<Friend> {
  await api(`/api/summoners/${encodeURIComponent(EXAMPLE.gameName)}/${EXAMPLE.tagLine}/euw1`);
  const friends = await api<Friend[]>(`/api/summoners/${riotIdPath(EXAMPLE)}/friends`);
  const friend = friends.find((f) => f.region === 'euw1');
  if (!friend) throw new Error(`${EXAMPLE.gameName} has no frequent euw1 teammate`);
  return friend;
}

/** axe-core's serious and critical findings on the page as it is now. */
async function axeBlocking(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A paste as the browser sends it: the clipboard's text, line breaks and all. */
async function paste(box: Locator, text: string): Promise<void> {
  await box.evaluate((input, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** The columns' left edges at the current width: one per distinct column position. */
const columnLefts = (list: Locator) =>
  list
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));

/** Pastes a lobby into the home search and lands on its multi-search, the lobby in its box. */
async function pasteLobby(page: Page, lang: Language, friend: Friend): Promise<void> {
  const { home, multisearch } = TEXTS[lang];
  await page.goto(`/${lang}`);
  await settle(page);
  const lobby = [
    `${EXAMPLE.gameName}#${EXAMPLE.tagLine}`,
    `${friend.game_name}#${friend.tag_line}`,
    `${UNKNOWN.gameName}#${UNKNOWN.tagLine}`,
    NOT_A_RIOT_ID,
  ]
    .map((name) => `${name} ${JOINED[lang]}`)
    .join('\n');
  await paste(page.getByRole('combobox', { name: home.search.riot_id }), lobby);

  await page.waitForURL(`${baseUrl}/${lang}/multisearch/euw1?${new URLSearchParams({ q: lobby })}`);
  await page.getByRole('heading', { level: 1, name: multisearch.title }).waitFor();
  const box = page.getByRole('textbox', { name: multisearch.form.label });
  expect(await box.inputValue()).toBe(lobby);
}

/** One column a name, in the pasted order; each fills in by itself. */
async function expectColumnsInOrder(page: Page, lang: Language, friend: Friend) {
  const { multisearch } = TEXTS[lang];
  const columns = page.getByRole('list', { name: multisearch.players, exact: true });
  const exampleName = `${EXAMPLE.gameName}#${EXAMPLE.tagLine}`;
  const exampleLink = columns.getByRole('link', { name: exampleName, exact: true });
  await exampleLink.waitFor();
  await columns
    .getByRole('link', { name: `${friend.game_name}#${friend.tag_line}`, exact: true })
    .waitFor();
  const notFound = multisearch.column.not_found.replace('{{region}}', 'EUW');
  await columns.getByText(notFound, { exact: true }).waitFor();
  // The text that is not a Riot ID is named above the board and takes no column.
  const invalid = page.locator('p').filter({
    has: page.getByText(multisearch.invalid.label_one, { exact: true }),
  });
  expect(await invalid.locator('bdi').allInnerTexts()).toEqual([NOT_A_RIOT_ID]);
  await expect
    .poll(
      () =>
        columns
          .getByRole('heading', { level: 2 })
          .evaluateAll((headings) => headings.map((h) => h.textContent)),
      POLL,
    )
    .toEqual([
      `${EXAMPLE.gameName}#${EXAMPLE.tagLine}`,
      `${friend.game_name}#${friend.tag_line}`,
      `${UNKNOWN.gameName}#${UNKNOWN.tagLine}`,
    ]);
  return { columns, exampleName, exampleLink };
}

/**
 * The example player's column: the rank block, and the Solo/Duo results strip (the board's
 * default queue) with a cell a game, named by its record.
 */
async function expectExampleColumn(
  page: Page,
  lang: Language,
  shown: { columns: Locator; exampleName: string },
) {
  const { multisearch, scouting } = TEXTS[lang];
  const example = shown.columns.getByRole('article').filter({
    has: page.getByRole('link', { name: shown.exampleName, exact: true }),
  });
  await example.getByText(multisearch.rank.title, { exact: true }).waitFor();
  const [label = ''] = scouting.form.results.split('{{summary}}');
  const strip = example.getByRole('list', { name: new RegExp(`^${escapeRegExp(label)}`) });
  const cells = await strip.getByRole('img').count();
  expect(cells).toBeGreaterThan(0);
  const wins = await strip.getByRole('img', { name: scouting.form.win, exact: true }).count();
  expect(await strip.getAttribute('aria-label')).toBe(
    fill(scouting.form.results, { summary: spokenRecord(lang, wins, cells - wins) }),
  );
  // "Solo/Duo · last N games" names the strip's queue and sample.
  const sample = fill(plural(multisearch.recent, 'sample', lang, cells), {
    count: cells,
    queue: multisearch.queue.solo,
  });
  await example.getByText(sample, { exact: true }).waitFor();
}

/** Five across from 1280 px, stacked cards on a phone; the page never scrolls sideways. */
async function checkWidths(page: Page, lang: Language, columns: Locator) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `multi-search at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
    const lefts = await columnLefts(columns);
    expect(new Set(lefts).size, `columns side by side at ${width} px`).toBe(
      width >= 1280 ? lefts.length : 1,
    );
    if (width >= 1280) {
      // Three players take wider columns than a fifth of the row: each Riot ID fits one line.
      const wrapped = await columns.getByRole('heading', { level: 2 }).evaluateAll((headings) =>
        headings
          .filter((h) => {
            const lineHeight = Number.parseFloat(getComputedStyle(h).lineHeight);
            return h.getBoundingClientRect().height > 1.5 * lineHeight;
          })
          .map((h) => h.textContent),
      );
      expect(wrapped, 'Riot IDs wrapped at 1280 px').toEqual([]);
    }
    await screenshot(page, `${lang}-multisearch-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describeInBrowser('multi-search', () => {
  const browser = useBrowser();

  for (const lang of LANGUAGES) {
    test(`in ${lang}: lobby pasted into the home search → a column per player → a player's page`, {
      timeout: JOURNEY_MS,
    }, async () => {
      const friend = await teammate();
      const { page, allowFailedRequest } = await openJourneyPage(browser(), {
        storage: { cookie_accepted: 'true', lang },
      });
      // The unknown player's column asks for it, and the server answers 404.
      allowFailedRequest(404, encodeURIComponent(UNKNOWN.gameName));

      await pasteLobby(page, lang, friend);
      const { columns, exampleName, exampleLink } = await expectColumnsInOrder(page, lang, friend);
      await expectExampleColumn(page, lang, { columns, exampleName });

      await settle(page);
      await expect
        .poll(() => page.title(), POLL)
        .toBe(documentTitle(lang, metaTitle(lang, 'multisearch')));
      expect(await axeBlocking(page), 'axe on the multi-search').toEqual([]);

      await checkWidths(page, lang, columns);

      // A Riot ID leads to that player's page.
      await exampleLink.click();
      await page.waitForURL(`${baseUrl}/${lang}/summoner/${riotIdPath(EXAMPLE)}`);
      await page.getByRole('heading', { name: `${EXAMPLE.gameName}#${EXAMPLE.tagLine}` }).waitFor();
    });
  }
});
