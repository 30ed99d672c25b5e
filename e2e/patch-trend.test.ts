import type { ChampionPage, ChampionRow, ChampionsMeta } from '@riftscope/contracts';
import { expect, test } from 'vitest';
import enFilters from '../apps/web/src/locales/en/champion-filters.json' with { type: 'json' };
import enChampions from '../apps/web/src/locales/en/champions.json' with { type: 'json' };
import enTierList from '../apps/web/src/locales/en/tier-list.json' with { type: 'json' };
import ruChampions from '../apps/web/src/locales/ru/champions.json' with { type: 'json' };
import trChampions from '../apps/web/src/locales/tr/champions.json' with { type: 'json' };
import { baseUrl, describeInBrowser, screenshot, settle, useBrowser } from './browser.ts';
import { JOURNEY_MS, openJourneyPage, POLL } from './journey.ts';
import { LANGUAGES } from './texts.ts';

const CHAMPIONS = { en: enChampions, ru: ruChampions, tr: trChampions } as const;
/** The demo's crawl is still storing matches: rows with 20 games on both patches come with it. */
const CRAWL_POLL = { timeout: JOURNEY_MS - 60_000, interval: 1_000 } as const;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The simulated world's two Solo/Duo patches, newest first, once the crawl has stored both. */
async function bothPatches(): Promise<string[]> {
  let patches: string[] = [];
  await expect
    .poll(async () => {
      const meta = await api<ChampionsMeta>('/api/champions/meta');
      patches = meta.queues.find((q) => q.queue === 420)?.patches ?? [];
      return patches.length;
    }, CRAWL_POLL)
    .toBe(2);
  return patches;
}

/** A row of the all-ranks tier list with a change against the previous patch, once there is one. */
async function changedRow(): Promise<ChampionRow & { key: string }> {
  let found: ChampionRow | undefined;
  await expect
    .poll(async () => {
      const list = await api<{ data: ChampionRow[] }>('/api/champions?tier=all&per_page=1000');
      found = list.data.find((row) => row.win_rate_change !== null && row.key && row.role);
      return found !== undefined;
    }, CRAWL_POLL)
    .toBe(true);
  return found as ChampionRow & { key: string };
}

describeInBrowser('the patch trend over the simulated patches', () => {
  const browser = useBrowser();

  test("the tier list's patch menu lists both patches and its Change column holds values", {
    timeout: JOURNEY_MS,
  }, async () => {
    const [current, previous] = await bothPatches();
    const row = await changedRow();
    const { page } = await openJourneyPage(browser(), { storage: { cookie_accepted: 'true' } });
    await page.goto('/en/tier-list?tier=all&small=1&sort=win_rate_change');
    const patch = page.getByRole('combobox', { name: enFilters.patch.label });
    const options = await patch.locator('option').allInnerTexts();
    expect(options).toEqual([
      enFilters.patch.current.replace('{{patch}}', current ?? ''),
      enFilters.patch.previous.replace('{{patch}}', previous ?? ''),
    ]);
    const table = page.getByRole('table', { name: enTierList.table.label, exact: true });
    await table.getByRole('row').nth(1).waitFor();
    await settle(page);
    // Sorted by the change, biggest first: the first row has one, up, down or none.
    const said = [enTierList.change.up, enTierList.change.down, enTierList.change.same];
    const first = await table.locator('tbody tr').first().innerText();
    expect(said.some((word) => first.includes(word)) || /[▲▼]/.test(first), first).toBe(true);
    expect(row.win_rate_change).not.toBeNull();
    await screenshot(page, 'en-tier-list-change-1280');

    // The previous patch's own list, chosen from the menu, has no change: it is the oldest.
    await patch.selectOption(previous ?? '');
    await page.waitForURL(new RegExp(`patch=${previous?.replace('.', '\\.')}`));
    const older = await api<{ data: ChampionRow[] }>(
      `/api/champions?tier=all&per_page=1000&patch=${previous}`,
    );
    expect(older.data.every((r) => r.win_rate_change === null)).toBe(true);
  });

  for (const lang of LANGUAGES) {
    test(`in ${lang}, a champion page draws its trend over both patches at 1280 and 390 px`, {
      timeout: JOURNEY_MS,
    }, async () => {
      const [current, previous] = await bothPatches();
      const row = await changedRow();
      const texts = CHAMPIONS[lang].trend;
      const answer = await api<ChampionPage>(
        `/api/champions/${row.key}?role=${row.role}&tier=all&lang=${lang}`,
      );
      expect(answer.trend.map((p) => p.patch)).toEqual([previous, current]);
      expect(answer.trend.every((p) => p.games >= 20)).toBe(true);

      const { page } = await openJourneyPage(browser(), {
        storage: { cookie_accepted: 'true', lang },
      });
      await page.goto(`/${lang}/champions/${row.key}?role=${row.role}&tier=all`);
      const panel = page.getByRole('region', { name: texts.title, exact: true });
      await panel.waitFor();
      const chart = panel.getByRole('img', {
        name: texts.chart_label
          .replace('{{champion}}', answer.champion.name)
          .replace('{{first}}', previous ?? '')
          .replace('{{last}}', current ?? ''),
      });
      await chart.waitFor();
      // Screen readers get every patch as a table row: the patch, rates and games.
      const rows = await panel.locator('table tbody tr th').allTextContents();
      expect(rows).toEqual([previous, current]);

      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await panel.scrollIntoViewIfNeeded();
        await settle(page);
        // Hovering a patch shows its card with its games and interval (hovered again should a
        // resize have moved the pointer off it first).
        const target = chart.locator(`.trend-target[data-patch="${previous}"]`);
        const card = panel.locator('.trend-readout');
        let shown = '';
        await expect
          .poll(async () => {
            await target.hover();
            shown = (await card.allInnerTexts()).join(' ');
            return shown;
          }, POLL)
          .toContain(texts.patch_name.replace('{{patch}}', previous ?? ''));
        expect(shown).toMatch(/\d/);
        const cardBox = await card.boundingBox();
        expect(cardBox && cardBox.x + cardBox.width, `card at ${width} px`).toBeLessThanOrEqual(
          width,
        );
        await screenshot(page, `${lang}-champion-trend-${width}`);
        const box = await panel.boundingBox();
        expect(box && box.x + box.width, `trend panel at ${width} px`).toBeLessThanOrEqual(width);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `page scrolls sideways at ${width} px`).toBe(0);
      }
    });
  }
});
