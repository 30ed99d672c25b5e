import type { Language } from '@riftscope/contracts';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, screenshot, settle } from './browser.ts';
import { openJourneyPage, POLL } from './journey.ts';
import { TEXTS } from './texts.ts';

/*
 * What the browser tests of the pages over a slice of the crawled matches (the runes, the items)
 * share: the API's answers, the figures as the pages write them, and the checks at both widths.
 */

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

/** The figures as the pages write them (apps/web's format-number.ts). */
export const formats = (lang: Language) => ({
  percent: (value: number) =>
    new Intl.NumberFormat(lang, {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(value / 100),
  count: (value: number) => new Intl.NumberFormat(lang).format(Math.round(value)),
  /** An average place: two decimals. */
  place: (value: number) =>
    new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      value,
    ),
  /** A 95 % interval in words, its bounds written by `format`. */
  interval: (low: number, high: number, format: (value: number) => string) =>
    TEXTS[lang].common.interval.label
      .replace('{{low}}', format(low))
      .replace('{{high}}', format(high)),
});

/** A name as the server writes it into HTML. */
export const inHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');

/** The API's answer at `path`. */
export async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The page as a crawler that runs no JavaScript gets it. */
export async function served(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

/** The next answer of the API whose path is `pathname`. */
export const answerOf = (page: Page, pathname: string): Promise<Response> =>
  page.waitForResponse((response) => new URL(response.url()).pathname === pathname);

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Checks that nothing scrolls sideways at 1280 and 390 px, with a screenshot of each. */
export async function atBothWidths(page: Page, name: string): Promise<void> {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await settle(page);
    expect(await sideways(page), `${name} scrolls sideways at ${viewport.width} px`).toBe(0);
    await screenshot(page, `${name}-${viewport.width}`);
  }
  await page.setViewportSize(DESKTOP);
}

/** A record as the slice answers carry it. */
interface SliceRecord {
  games: number;
  win_rate: number | null;
  win_rate_low: number | null;
  win_rate_high: number | null;
  pick_rate: number | null;
}

/**
 * A list's row of an entry holds the answer's pick rate, win rate with its interval, and games
 * in its first three cells, and the small-sample mark exactly when it has fewer games than the
 * minimum.
 */
export async function expectRecordRow(
  row: Locator,
  lang: Language,
  record: SliceRecord,
  minSample: number,
): Promise<void> {
  const format = formats(lang);
  const interval =
    record.win_rate_low !== null && record.win_rate_high !== null
      ? format.interval(record.win_rate_low, record.win_rate_high, format.percent)
      : '';
  // A list of other filters stays shown, marked busy, until the answer asked for is drawn: the
  // whole row is awaited, as another slice's row may share one of its figures.
  await expect
    .poll(async () => {
      const [pickRate, winRate, games] = await row.getByRole('cell').allInnerTexts();
      return {
        pickRate,
        winRate: winRate?.includes(format.percent(record.win_rate ?? 0)) ?? false,
        interval: winRate?.includes(interval) ?? false,
        games,
      };
    }, POLL)
    .toEqual({
      pickRate: format.percent(record.pick_rate ?? 0),
      winRate: true,
      interval: true,
      games: format.count(record.games),
    });
  expect(await row.locator('[data-small-sample]').count()).toBe(record.games < minSample ? 1 : 0);
}

/**
 * The first row of the champions table named `table` is the answer's first champion, linked to
 * its page in its role and the tested slice, with its role, games, share and win rate.
 */
export async function expectTopChampion(
  page: Page,
  lang: Language,
  table: string,
  champions: readonly (SliceRecord & {
    champion: { name: string; key: string | null };
    role: string;
  })[],
): Promise<void> {
  const format = formats(lang);
  const top = champions[0];
  if (!top) throw new Error(`${table}: no champion`);
  const firstRow = page
    .getByRole('table', { name: table, exact: true })
    .locator('tbody tr')
    .first();
  const champion = firstRow.getByRole('link', { name: top.champion.name, exact: true });
  const search = top.role ? `role=${top.role}&tier=${TESTED_TIER}` : `tier=${TESTED_TIER}`;
  expect(await champion.getAttribute('href')).toBe(
    `/${lang}/champions/${top.champion.key}?${search}`,
  );
  const cells = await firstRow.getByRole('cell').allInnerTexts();
  const [role, games, share, winRate] = top.role ? cells : ['', ...cells];
  const roles: Record<string, string> = TEXTS[lang].championFilters.champions_table.roles;
  if (top.role) expect(role).toBe(roles[top.role]);
  expect(games).toBe(format.count(top.games));
  expect(share).toBe(format.percent(top.pick_rate ?? 0));
  expect(winRate).toContain(format.percent(top.win_rate ?? 0));
}

/**
 * Opens the tier list in `lang` and follows the header's link to a list over the slice (`area`:
 * `runes`, `items` or `arena`, as the navigation's texts and the address name it): the browser
 * asks for the list itself. Returns the page, once it shows its heading, and the answer it asked
 * for.
 */
export async function reachFromHeader<T>(
  browser: Browser,
  lang: Language,
  area: 'runes' | 'items' | 'arena',
): Promise<{ page: Page; list: T }> {
  const { page } = await openJourneyPage(browser, { storage: { cookie_accepted: 'true', lang } });
  await page.goto(`/${lang}/tier-list`);
  const listed = answerOf(page, `/api/${area}`);
  const { nav } = TEXTS[lang].common;
  const header = page.getByRole('navigation', { name: nav.label }).first();
  await header.getByRole('link', { name: nav[area], exact: true }).click();
  await page.waitForURL(`${baseUrl}/${lang}/${area}`);
  const list = (await (await listed).json()) as T;
  const title = TEXTS[lang][area].title;
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  await settle(page);
  return { page, list };
}

/**
 * The slice these tests read: all ranks of the default queue and patch. The rune and item pages
 * answer a copy of a slice's figures kept for up to ten minutes after its first read
 * (docs/champion-analytics.md, Rune and item figures kept), and other tests read the default
 * slice's pages while the demo's crawl is still storing matches; no test reads this one before
 * `waitForCrawl` has seen what these tests look for.
 */
export const TESTED_TIER = 'all';

/** A champion page of the tested slice, as far as these waits read it. */
interface ChampionPageBuilds {
  builds: { timeline_games: number; core: unknown[] };
}

/**
 * Waits until the crawl has stored, in the tested slice, a champion's games (`'matches'`) or also
 * its timelines with a core build (`'timelines'`), reading only the champion pages (which answer
 * what is stored), so that the first read of the rune or item pages of that slice counts them.
 */
export async function waitForCrawl(what: 'matches' | 'timelines'): Promise<void> {
  await expect
    .poll(
      async () => {
        const list = await api<{ data: { key: string | null; role: string; games: number }[] }>(
          `/api/champions?tier=${TESTED_TIER}&per_page=20`,
        );
        const rows = list.data.filter((row) => row.key && row.role && row.games > 0);
        if (what === 'matches') return rows.length > 0;
        for (const row of rows) {
          const page = await api<ChampionPageBuilds>(
            `/api/champions/${row.key}?role=${row.role}&tier=${TESTED_TIER}`,
          );
          if (page.builds.timeline_games > 0 && page.builds.core.length > 0) return true;
        }
        return false;
      },
      { timeout: 180_000, interval: 2_000 },
    )
    .toBe(true);
}

/**
 * Chooses the tested rank in the filters of the list shown (`area`: `runes` or `items`) and
 * returns the answer the page asked for, once the page shows it.
 */
export async function chooseTestedTier<T>(
  page: Page,
  lang: Language,
  area: 'runes' | 'items',
): Promise<T> {
  const listed = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === `/api/${area}` && url.searchParams.get('tier') === TESTED_TIER;
  });
  const rank = TEXTS[lang].championFilters.tier.label;
  await page.getByRole('combobox', { name: rank, exact: true }).selectOption(TESTED_TIER);
  await page.waitForURL(`${baseUrl}/${lang}/${area}?tier=${TESTED_TIER}`);
  const list = (await (await listed).json()) as T;
  await settle(page);
  return list;
}
