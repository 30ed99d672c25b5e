import type { ChampionRow } from '@riftscope/contracts';
import { expect, test } from 'vitest';
import enFilters from '../apps/web/src/locales/en/champion-filters.json' with { type: 'json' };
import enChampions from '../apps/web/src/locales/en/champions.json' with { type: 'json' };
import ruFilters from '../apps/web/src/locales/ru/champion-filters.json' with { type: 'json' };
import ruChampions from '../apps/web/src/locales/ru/champions.json' with { type: 'json' };
import trFilters from '../apps/web/src/locales/tr/champion-filters.json' with { type: 'json' };
import trChampions from '../apps/web/src/locales/tr/champions.json' with { type: 'json' };
import { baseUrl, describeInBrowser, screenshot, settle, useBrowser } from './browser.ts';
import { JOURNEY_MS, openJourneyPage } from './journey.ts';
import { LANGUAGES, TEXTS } from './texts.ts';

const CHAMPIONS = { en: enChampions, ru: ruChampions, tr: trChampions } as const;
const FILTERS = { en: enFilters, ru: ruFilters, tr: trFilters } as const;

/** The demo's ARAM list as the page asks for it: every row at once. */
async function aramList(lang: string): Promise<{ data: ChampionRow[] }> {
  const response = await fetch(
    `${baseUrl}/api/champions?queue=450&page=1&per_page=1000&lang=${lang}`,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { data: ChampionRow[] };
}

describeInBrowser('ARAM tier list', () => {
  const browser = useBrowser();

  for (const lang of LANGUAGES) {
    test(`in ${lang}, the header leads to ARAM's own list, server-rendered, at 1280 and 390 px`, {
      timeout: JOURNEY_MS,
    }, async () => {
      const texts = TEXTS[lang];
      const list = await aramList(lang);
      const first = list.data[0];
      if (!first) throw new Error('the demo has no ARAM games');

      // Without JavaScript: the rows are in the page as it arrives.
      const served = await fetch(`${baseUrl}/${lang}/aram?small=1`, {
        headers: { accept: 'text/html' },
      });
      expect(served.status).toBe(200);
      const html = await served.text();
      expect(html).toContain(texts.tierList.aram.title);
      expect(html).toContain(first.name.replaceAll("'", '&#x27;'));

      const { page } = await openJourneyPage(browser(), {
        storage: { cookie_accepted: 'true', lang },
      });
      await page.goto(`/${lang}/tier-list`);
      const nav = page.getByRole('navigation', { name: texts.common.nav.label }).first();
      await nav.getByRole('link', { name: texts.common.nav.aram, exact: true }).click();
      await page.waitForURL(`${baseUrl}/${lang}/aram`);
      await page
        .getByRole('heading', { level: 1, name: texts.tierList.aram.title, exact: true })
        .waitFor();
      await page.goto(`/${lang}/aram?small=1`);
      const table = page.getByRole('table', { name: texts.tierList.table.label, exact: true });
      await table.getByRole('row').nth(1).waitFor();
      await settle(page);

      // The rows are the API's ARAM list, with no role, ban rate or counters columns.
      expect(await table.locator('tbody tr').count()).toBe(list.data.length);
      const heads = await table.locator('thead th').allInnerTexts();
      expect(heads.join('|')).not.toContain(texts.tierList.table.role);
      expect(heads.join('|')).not.toContain(texts.tierList.table.ban_rate);
      expect(heads.join('|')).not.toContain(texts.tierList.table.counters);
      const href = await table.locator('tbody tr').first().locator('th a').getAttribute('href');
      expect(href).toBe(`/${lang}/aram/${first.key}`);
      await screenshot(page, `${lang}-aram-1280`);

      await page.setViewportSize({ width: 390, height: 844 });
      await settle(page);
      await screenshot(page, `${lang}-aram-390`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'page scrolls sideways at 390 px').toBe(0);
    });
  }

  for (const lang of LANGUAGES) {
    test(`in ${lang}, an ARAM row leads to the champion's ARAM page: server-rendered, the enemy teams in place of lanes, at 1280 and 390 px`, {
      timeout: JOURNEY_MS,
    }, async () => {
      const champions = CHAMPIONS[lang];
      const filters = FILTERS[lang];
      const first = (await aramList(lang)).data[0];
      if (!first?.key) throw new Error('the demo has no ARAM games');
      const path = `/${lang}/aram/${first.key}`;

      // Without JavaScript: the page arrives with its figures and its own canonical address.
      const served = await fetch(`${baseUrl}${path}?role=TOP&tier=gold_plus`, {
        headers: { accept: 'text/html' },
      });
      expect(served.status).toBe(200);
      const html = await served.text();
      expect(html).toContain(champions.enemies.title);
      expect(html).toContain(`<link rel="canonical" href="`);
      expect(html).toMatch(new RegExp(`rel="canonical" href="[^"]*${path}"`));

      const { page } = await openJourneyPage(browser(), {
        storage: { cookie_accepted: 'true', lang },
      });
      await page.goto(`/${lang}/aram?small=1`);
      const table = page.getByRole('table', {
        name: TEXTS[lang].tierList.table.label,
        exact: true,
      });
      await table.locator('tbody tr').first().locator('th a').click();
      await page.waitForURL(`${baseUrl}${path}`);
      const enemies = page.getByRole('region', { name: champions.enemies.title, exact: true });
      await enemies.waitFor();
      await settle(page);
      // Every enemy the API counts, or the honest line that none has the sample yet.
      const answer = (await (
        await fetch(`${baseUrl}/api/champions/${first.key}?queue=450&lang=${lang}`)
      ).json()) as { enemies: { best: unknown[]; worst: unknown[] } | null };
      expect(answer.enemies).not.toBeNull();
      const listed = (answer.enemies?.best.length ?? 0) + (answer.enemies?.worst.length ?? 0);
      expect(await enemies.getByRole('row').count()).toBe(listed);
      expect(
        await page.getByRole('region', { name: champions.matchups.title, exact: true }).count(),
      ).toBe(0);
      // Patch and region only: ARAM has no queue to choose, no role and no rank.
      expect(await page.getByRole('combobox', { name: filters.queue.label }).count()).toBe(0);
      expect(await page.getByRole('combobox', { name: filters.tier.label }).count()).toBe(0);
      await page.getByRole('combobox', { name: filters.patch.label }).waitFor();
      await screenshot(page, `${lang}-aram-champion-1280`);

      await page.setViewportSize({ width: 390, height: 844 });
      await settle(page);
      await screenshot(page, `${lang}-aram-champion-390`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'page scrolls sideways at 390 px').toBe(0);
    });
  }
});
