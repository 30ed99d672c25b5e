import type { ChampionPage, GameItem } from '@riftscope/contracts';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import enChampions from '../apps/web/src/locales/en/champions.json' with { type: 'json' };
import ruChampions from '../apps/web/src/locales/ru/champions.json' with { type: 'json' };
import { baseUrl, describeInBrowser, e2e, openPage, settle, useBrowser } from './browser.ts';
import { POLL } from './journey.ts';
import { type Language, TEXTS } from './texts.ts';

/** English name → Russian name of the champions the site's ru_RU champion.json renames. */
const RUSSIAN = e2e.russianChampionNames;
const ENGLISH = new Map(Object.entries(RUSSIAN).map(([english, russian]) => [russian, english]));
const NAMES: Record<'en' | 'ru', ReadonlySet<string>> = {
  en: new Set(Object.keys(RUSSIAN)),
  ru: new Set(ENGLISH.keys()),
};
const CHAMPIONS = { en: enChampions, ru: ruChampions } as const;

/** A renamed champion as the page in `lang` shows it, and its name in the other language. */
interface Shown {
  name: string;
  english: string;
  russian: string;
}

/**
 * The first of `names` (the champions' names in a list or table, once it has settled) that the
 * ru_RU file renames, in `lang`; fails listing what is shown when there is none.
 */
async function firstRenamed(names: Locator, lang: 'en' | 'ru'): Promise<Shown> {
  await names.first().waitFor();
  const shown = (await names.allInnerTexts()).map((text) => text.trim());
  const name = shown.find((text) => NAMES[lang].has(text));
  expect(name, `no renamed champion among the ${lang} names: ${shown.join(', ')}`).toBeDefined();
  const found = name ?? '';
  const english = lang === 'en' ? found : (ENGLISH.get(found) ?? '');
  return { name: found, english, russian: RUSSIAN[english] ?? '' };
}

/** Everything a row says, to a reader or a screen reader: its text and its labels. */
const everythingSaid = (row: Locator) =>
  row.evaluate((element) =>
    [
      (element as HTMLElement).innerText,
      ...[...element.querySelectorAll('[alt], [title], [aria-label]')].flatMap((child) =>
        ['alt', 'title', 'aria-label'].map((attribute) => child.getAttribute(attribute) ?? ''),
      ),
    ].join('\n'),
  );

/** The tier list's champion names: the name beside each row's picture. */
const tierListNames = (page: Page, lang: Language) =>
  page
    .getByRole('table', { name: TEXTS[lang].tierList.table.label, exact: true })
    .locator('tbody th > :first-child > span');

/** Text that is `text` and nothing more. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The rows of the tier list that show `name`. */
const tierListRows = (page: Page, lang: Language, name: string) =>
  page
    .getByRole('table', { name: TEXTS[lang].tierList.table.label, exact: true })
    .locator('tbody tr')
    .filter({ has: page.locator('th > :first-child > span', { hasText: exactly(name) }) });

/** Which of `names` are renamed champions' names in `lang`. */
const shownIn = (names: readonly string[], lang: 'en' | 'ru') =>
  names.map((name) => name.trim()).filter((name) => NAMES[lang].has(name));

/** The champions list: one card per champion, its name first. */
const championCards = (page: Page, lang: 'en' | 'ru') =>
  page.getByRole('list', { name: CHAMPIONS[lang].list.label, exact: true }).locator(':scope > li');

/** The champions list's names: the first part of each card, beside the picture. */
const championNames = (page: Page, lang: 'en' | 'ru') =>
  championCards(page, lang).locator(':scope > :first-child');

/** The card of the champion called `name`. */
const championCard = (page: Page, lang: 'en' | 'ru', name: string) =>
  championCards(page, lang)
    .filter({ has: page.locator('span', { hasText: exactly(name) }) })
    .first();

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Items of a champion page that are shown once each under their own name (core, boots). */
const singleItems = (page: ChampionPage): GameItem[] =>
  [...page.builds.core, ...page.builds.boots].flatMap((entry) => entry.items);

describeInBrowser('game names in the language of the page', () => {
  const browser = useBrowser();

  test('the ru tier list names renamed champions in Russian, and the en one in English', async () => {
    const { page } = await openPage(browser(), {
      storage: { cookie_accepted: 'true', lang: 'ru' },
    });
    // Small samples shown: the demo's rows are mostly under the tier letter's minimum.
    await page.goto('/ru/tier-list?small=1');
    await settle(page);
    const champion = await firstRenamed(tierListNames(page, 'ru'), 'ru');
    const row = tierListRows(page, 'ru', champion.russian).first();
    await row.waitFor();
    expect(await everythingSaid(row)).not.toContain(champion.english);
    expect(shownIn(await tierListNames(page, 'ru').allInnerTexts(), 'en')).toEqual([]);

    // The rows' order moves while the demo's crawl still adds games, so the en list is checked
    // on its own: renamed champions by their English names, no Russian name anywhere.
    await page.goto('/en/tier-list?small=1');
    await settle(page);
    const english = await firstRenamed(tierListNames(page, 'en'), 'en');
    const englishRow = tierListRows(page, 'en', english.english).first();
    await englishRow.waitFor();
    expect(await everythingSaid(englishRow)).not.toContain(english.russian);
    expect(shownIn(await tierListNames(page, 'en').allInnerTexts(), 'ru')).toEqual([]);
  });

  test('the ru champions list names a renamed champion in Russian, and the en one in English', async () => {
    const { page } = await openPage(browser(), {
      storage: { cookie_accepted: 'true', lang: 'ru' },
    });
    await page.goto('/ru/champions');
    await settle(page);
    const champion = await firstRenamed(championNames(page, 'ru'), 'ru');
    const card = championCard(page, 'ru', champion.russian);
    await card.waitFor();
    expect(await everythingSaid(card)).not.toContain(champion.english);
    expect(shownIn(await championNames(page, 'ru').allInnerTexts(), 'en')).toEqual([]);

    // The list holds every champion with games, so the same one is in the en list.
    await page.goto('/en/champions');
    await settle(page);
    const englishCard = championCard(page, 'en', champion.english);
    await englishCard.waitFor();
    expect(await everythingSaid(englishCard)).not.toContain(champion.russian);
    expect(shownIn(await championNames(page, 'en').allInnerTexts(), 'ru')).toEqual([]);
  });

  test('a champion page is named in Russian in ru and in English in en; its items stay English', async () => {
    const { page } = await openPage(browser(), {
      storage: { cookie_accepted: 'true', lang: 'ru' },
    });
    await page.goto('/ru/tier-list?tier=all&small=1');
    await settle(page);
    const champion = await firstRenamed(tierListNames(page, 'ru'), 'ru');
    const href = await tierListRows(page, 'ru', champion.russian)
      .first()
      .locator('th a')
      .getAttribute('href');
    const key = href?.match(/^\/ru\/champions\/([^/?]+)/)?.[1];
    expect(key, `the row of ${champion.russian} links ${href}`).toBeDefined();

    await page.goto(`/ru/champions/${key}?tier=all`);
    await page.getByRole('heading', { level: 1, name: champion.russian, exact: true }).waitFor();
    const build = page.getByRole('region', { name: ruChampions.build.title });
    await build.waitFor();
    await settle(page);

    // ru_RU has no item.json: the page's items are named as in English.
    const [russianPage, englishPage] = await Promise.all([
      api<ChampionPage>(`/api/champions/${key}?tier=all&lang=ru`),
      api<ChampionPage>(`/api/champions/${key}?tier=all&lang=en`),
    ]);
    const item = singleItems(russianPage)[0];
    expect(item, `${key} has no core items or boots to look at`).toBeDefined();
    const englishItem = singleItems(englishPage).find((other) => other.id === item?.id);
    expect(item?.name).toBe(englishItem?.name);
    // The core's items are in the core builds, the boots in the items.
    await page
      .getByRole('main')
      .getByRole('img', { name: item?.name ?? '', exact: true })
      .first()
      .waitFor();

    await page.goto(`/en/champions/${key}?tier=all`);
    await page.getByRole('heading', { level: 1, name: champion.english, exact: true }).waitFor();
  });

  test('the language switcher turns English names into Russian ones without reloading', async () => {
    const { page } = await openPage(browser(), { storage: { cookie_accepted: 'true' } });
    await page.goto('/en/tier-list?small=1');
    await settle(page);
    await firstRenamed(tierListNames(page, 'en'), 'en');
    // A reload would start a new document without this mark.
    await page.evaluate(() => {
      document.documentElement.dataset.e2eSameDocument = 'yes';
    });

    await page
      .getByRole('banner')
      .getByRole('button', { name: TEXTS.en.common.language_switcher.ru.short, exact: true })
      .click();
    await page.waitForURL(`${baseUrl}/ru/tier-list?small=1`);
    await page
      .getByRole('table', { name: TEXTS.ru.tierList.table.label, exact: true })
      .getByRole('row')
      .nth(1)
      .waitFor();
    // Until the Russian answer is in, the English rows stay; then no English name is left.
    await expect
      .poll(async () => {
        const names = await tierListNames(page, 'ru').allInnerTexts();
        return { russian: shownIn(names, 'ru').length > 0, english: shownIn(names, 'en') };
      }, POLL)
      .toEqual({ russian: true, english: [] });
    expect(
      await page.evaluate(() => document.documentElement.dataset.e2eSameDocument),
      'the page was reloaded',
    ).toBe('yes');
  });
});
