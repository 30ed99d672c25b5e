import AxeBuilder from '@axe-core/playwright';
import type { ChampionPage, ChampionRow } from '@riftscope/contracts';
import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { z } from 'zod/mini';
import enFilters from '../apps/web/src/locales/en/champion-filters.json' with { type: 'json' };
import enChampions from '../apps/web/src/locales/en/champions.json' with { type: 'json' };
import ruChampions from '../apps/web/src/locales/ru/champions.json' with { type: 'json' };
import trChampions from '../apps/web/src/locales/tr/champions.json' with { type: 'json' };
import { baseUrl, describeInBrowser, openPage, screenshot, settle, useBrowser } from './browser.ts';
import { JOURNEY_MS, openJourneyPage, POLL, STEP_MS } from './journey.ts';
import { LANGUAGES, type Language, TEXTS } from './texts.ts';

const CHAMPIONS = { en: enChampions, ru: ruChampions, tr: trChampions } as const;
const WIDTHS = [1280, 390] as const;
/** The lazy chunk of the champion page (Vite names it after champion-page.tsx). */
const SCREEN_CHUNK = /\/champion-page-[^/]*\.js$/;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** A champion page in the journey: its key, tier-list role and another role with a matchup to open. */
interface Route {
  row: ChampionRow & { key: string };
  other: { role: string; matchup: { key: string; name: string } };
}

/**
 * A champion on the first page of the all-ranks tier list with a second role whose page links a
 * matchup: the journey clicks through it. The demo's start-up crawl is still filling the
 * aggregates, so this waits until one exists.
 */
async function journeyRoute(): Promise<Route> {
  let found: Route | null = null;
  await expect
    .poll(async () => {
      const list = await api<{ data: ChampionRow[] }>('/api/champions?tier=all&per_page=20');
      for (const row of list.data) {
        if (!row.key || !row.role) continue;
        const page = await api<ChampionPage>(`/api/champions/${row.key}?role=${row.role}&tier=all`);
        for (const { role } of page.roles) {
          if (!role || role === row.role) continue;
          const other = await api<ChampionPage>(`/api/champions/${row.key}?role=${role}&tier=all`);
          const matchup = other.matchups.find((m) => m.champion.key && m.champion.key !== row.key);
          if (matchup?.champion.key) {
            found = {
              row: row as Route['row'],
              other: { role, matchup: { key: matchup.champion.key, name: matchup.champion.name } },
            };
            return true;
          }
        }
      }
      return false;
    }, POLL)
    .toBe(true);
  if (!found) throw new Error('no champion to walk through');
  return found;
}

/** A champion with games in every rank, for the pages that only need one. */
/** A champion of the tier list, with its name in `lang` (en by default). */
async function someChampion(lang: Language = 'en'): Promise<{ key: string; name: string }> {
  const list = await api<{ data: ChampionRow[] }>(
    `/api/champions?tier=all&per_page=5&lang=${lang}`,
  );
  const row = list.data.find((r) => r.key);
  if (!row?.key) throw new Error('the tier list has no champion yet');
  return { key: row.key, name: row.name };
}

/** A champion page of the all-ranks slice with core builds and a skill path: the depth to check. */
async function championWithDepth(lang: Language): Promise<ChampionPage & { path: string }> {
  let found: (ChampionPage & { path: string }) | null = null;
  await expect
    .poll(async () => {
      const list = await api<{ data: ChampionRow[] }>(
        `/api/champions?tier=all&per_page=20&lang=${lang}`,
      );
      for (const row of list.data) {
        if (!row.key || !row.role) continue;
        const query = `?role=${row.role}&tier=all`;
        const page = await api<ChampionPage>(`/api/champions/${row.key}${query}&lang=${lang}`);
        if (page.core_builds.length > 0 && page.skill_paths.length > 0) {
          found = { ...page, path: `/${lang}/champions/${row.key}${query}` };
          return true;
        }
      }
      return false;
    }, POLL)
    .toBe(true);
  if (!found) throw new Error('no champion page with core builds and a skill path');
  return found;
}

/** The League client's item-set file (packages/contracts/src/item-set.ts), nothing more. */
const ItemSetFileSchema = z.strictObject({
  title: z.string().check(z.minLength(1)),
  type: z.literal('custom'),
  map: z.enum(['SR', 'HA']),
  mode: z.literal('any'),
  priority: z.literal(false),
  sortrank: z.literal(0),
  associatedMaps: z.array(z.int()),
  associatedChampions: z.array(z.int()),
  blocks: z.array(
    z.strictObject({
      type: z.string().check(z.minLength(1)),
      items: z
        .array(
          z.strictObject({
            id: z.string().check(z.regex(/^\d+$/)),
            count: z.int().check(z.minimum(1)),
          }),
        )
        .check(z.minLength(1)),
    }),
  ),
});

async function blockingAxe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Screenshots at 1280 and 390 px; at neither may the page scroll sideways. */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The `<title>` the server renders for a path, before any script runs. */
async function serverTitle(path: string): Promise<string> {
  const html = await (
    await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } })
  ).text();
  return (html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '').replaceAll('&amp;', '&');
}

describeInBrowser('champion pages', () => {
  const browser = useBrowser();

  test('tier list → a rank filter → a champion page → another role → a matchup’s champion', {
    timeout: JOURNEY_MS,
  }, async () => {
    const route = await journeyRoute();
    const { row, other } = route;
    const texts = CHAMPIONS.en;
    const { page } = await openJourneyPage(browser(), { storage: { cookie_accepted: 'true' } });

    // The demo's champions have fewer games than a letter needs: the list shows them on asking.
    await page.goto('/en/tier-list?small=1');
    const table = page.getByRole('table', { name: TEXTS.en.tierList.table.label, exact: true });
    await table.getByRole('row').nth(1).waitFor();
    await page.getByRole('combobox', { name: enFilters.tier.label }).selectOption('all');
    await page.waitForURL(`${baseUrl}/en/tier-list?small=1&tier=all`);

    // The row of the champion in its role leads to its page in that role and slice.
    const first = `/en/champions/${row.key}?role=${row.role}&tier=all`;
    await table.locator(`tbody a[href="${first}"]`).click();
    await page.waitForURL(`${baseUrl}${first}`);
    await page.getByRole('heading', { level: 1, name: row.name, exact: true }).waitFor();
    const roles = page.getByRole('navigation', { name: `Roles of ${row.name}` });
    await expect
      .poll(() => roles.locator('[aria-current="page"]').getAttribute('href'), POLL)
      .toBe(first);
    await page.getByRole('region', { name: texts.runes.title }).waitFor();
    await page.getByRole('region', { name: texts.build.title }).waitFor();
    await page
      .getByText(/Builds and skill orders from [\d,]+ games? with timelines\./)
      .first()
      .waitFor();
    await settle(page);
    expect(await page.title()).toBe(await serverTitle(first));
    expect(await blockingAxe(page), `axe on ${first}`).toEqual([]);

    // Another role of the same champion, in the same slice.
    const second = `/en/champions/${row.key}?role=${other.role}&tier=all`;
    await roles.locator(`a[href="${second}"]`).click();
    await page.waitForURL(`${baseUrl}${second}`);
    await expect
      .poll(() => roles.locator('[aria-current="page"]').getAttribute('href'), POLL)
      .toBe(second);
    await settle(page);

    // A matchup's champion, in the role and slice shown.
    const matchups = page.getByRole('region', { name: texts.matchups.title });
    const third = `/en/champions/${other.matchup.key}?role=${other.role}&tier=all`;
    const link = matchups.locator(`a[href="${third}"]`).first();
    // A long list shows its first matchups; the rest are a click away.
    if (!(await link.isVisible())) {
      await matchups.getByRole('button', { expanded: false }).first().click();
    }
    await link.click();
    await page.waitForURL(`${baseUrl}${third}`);
    await page
      .getByRole('heading', { level: 1, name: other.matchup.name, exact: true })
      .waitFor({ timeout: STEP_MS });
    await settle(page);
    expect(await page.title()).toContain(other.matchup.name);
    expect(await blockingAxe(page), `axe on ${third}`).toEqual([]);
  });

  test('opened from the champions list, the champion page asks for its answer while its code is still loading', async () => {
    const champion = await someChampion();
    const { page } = await openPage(browser(), { storage: { cookie_accepted: 'true' } });
    const answerPath = `/api/champions/${champion.key}`;
    let markAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => {
      markAsked = resolve;
    });
    page.on('request', (request: Request) => {
      if (new URL(request.url()).pathname === answerPath) markAsked();
    });
    let wasAskedFirst: (value: boolean) => void = () => undefined;
    const released = new Promise<boolean>((resolve) => {
      wasAskedFirst = resolve;
    });
    await page.route(SCREEN_CHUNK, async (chunk) => {
      let timer: NodeJS.Timeout | undefined;
      const isAsked = await Promise.race([
        asked.then(() => true),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), 5_000);
        }),
      ]);
      clearTimeout(timer);
      wasAskedFirst(isAsked);
      await chunk.continue();
    });

    // Opened first, the page arrives with its answer in the HTML; opened from another page of the
    // site, its loader asks for the answer while the screen's code loads.
    await page.goto('/en/champions');
    await settle(page);
    await page.locator(`main a[href^="/en/champions/${champion.key}"]`).first().click();
    expect(await released, 'the answer was asked for while the screen code was held').toBe(true);
    await page.getByRole('heading', { level: 1, name: champion.name, exact: true }).waitFor();
  });

  test("an unknown champion is the site's not-found page, with a 404 and noindex", async () => {
    const { page, allowFailedRequest } = await openPage(browser(), {
      storage: { cookie_accepted: 'true' },
    });
    allowFailedRequest(404, '/champions/nosuchchampion');
    const response = await page.goto('/en/champions/nosuchchampion');
    expect(response?.status()).toBe(404);
    await page
      .getByRole('heading', { level: 1, name: TEXTS.en.common.not_found.title, exact: true })
      .waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });

  describe('depth', () => {
    for (const lang of LANGUAGES as readonly Language[]) {
      test(`in ${lang}, a champion page shows its core builds and skill path grid at 1280 and 390 px, and downloads its item set`, {
        timeout: JOURNEY_MS,
      }, async () => {
        const answer = await championWithDepth(lang);
        const texts = CHAMPIONS[lang];
        const { page } = await openJourneyPage(browser(), {
          storage: { cookie_accepted: 'true', lang },
        });
        await page.goto(answer.path);
        await page
          .getByRole('heading', { level: 1, name: answer.champion.name, exact: true })
          .waitFor();
        const core = page.getByRole('region', { name: texts.core.title, exact: true });
        const grid = page.getByRole('table', { name: texts.skills.path_caption, exact: true });
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await settle(page);
          await core.locator('button[aria-pressed]').first().waitFor();
          expect(await core.locator('button[aria-pressed]').count()).toBe(
            answer.core_builds.length,
          );
          await grid.scrollIntoViewIfNeeded();
          expect(await grid.isVisible()).toBe(true);
          expect(await grid.getByRole('columnheader').count()).toBe(19);
          const gridBox = await grid.boundingBox();
          expect(
            gridBox && gridBox.x + gridBox.width,
            `the grid at ${width} px`,
          ).toBeLessThanOrEqual(width);
          const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(pageWidth, `the page at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
          await screenshot(page, `champion-depth-${lang}-${width}`);
        }
        expect(await blockingAxe(page), `axe on the ${lang} champion page`).toEqual([]);

        const downloading = page.waitForEvent('download');
        await core.getByRole('button', { name: texts.export.download, exact: true }).click();
        const download = await downloading;
        const role = answer.role === '' ? 'aram' : answer.role.toLowerCase();
        expect(download.suggestedFilename()).toMatch(
          new RegExp(`^RiftScope_[A-Za-z0-9]+_${role}\\.json$`),
        );
        const file = await download.createReadStream().then(async (stream) => {
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
        });
        const parsed = ItemSetFileSchema.safeParse(file);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        const set = parsed.data;
        expect(set?.associatedChampions).toEqual([answer.champion.id]);
        expect(set?.map).toBe(answer.slice.queue === 450 ? 'HA' : 'SR');
        const coreBlock = set?.blocks.find((block) => block.type === texts.build.core);
        expect(coreBlock?.items).toEqual(
          answer.core_builds[0]?.items.map((item) => ({ id: String(item.id), count: 1 })),
        );
      });
    }
  });

  describe('screenshots', () => {
    for (const lang of LANGUAGES as readonly Language[]) {
      test(`in ${lang}, the champions list and a champion page fit 1280 and 390 px`, {
        timeout: JOURNEY_MS,
      }, async () => {
        const champion = await someChampion(lang);
        const texts = CHAMPIONS[lang];
        const { page } = await openJourneyPage(browser(), {
          storage: { cookie_accepted: 'true', lang },
        });

        await page.goto(`/${lang}/champions?tier=all`);
        await page.getByRole('list', { name: texts.list.label, exact: true }).waitFor();
        await page.getByRole('searchbox', { name: texts.list.search_label }).fill(champion.name);
        await page.getByRole('link', { name: champion.name, exact: true }).waitFor();
        await page.getByRole('searchbox', { name: texts.list.search_label }).fill('');
        await settle(page);
        expect(await blockingAxe(page), `axe on the ${lang} champions list`).toEqual([]);
        await screenshots(page, `champions-list-${lang}`);

        await page.goto(`/${lang}/champions/${champion.key}?tier=all`);
        await page.getByRole('heading', { level: 1, name: champion.name, exact: true }).waitFor();
        await page.getByRole('region', { name: texts.runes.title }).waitFor();
        await settle(page);
        expect(await blockingAxe(page), `axe on the ${lang} champion page`).toEqual([]);
        await screenshots(page, `champion-page-${lang}`);
      });
    }
  });
});
