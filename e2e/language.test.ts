import { expect, test } from 'vitest';
import { baseUrl, describeInBrowser, openPage, useBrowser } from './browser.ts';
import { publicPage, waitForPage } from './site.ts';
import { TEXTS } from './texts.ts';

const storedLanguage = (page: import('playwright-core').Page) =>
  page.evaluate(() => window.localStorage.getItem('lang'));

describeInBrowser('language prefix and redirect', () => {
  const browser = useBrowser();

  test('/ redirects to /en for an English browser with nothing stored', async () => {
    const { page } = await openPage(browser(), { locale: 'en-US' });
    await page.goto('/');
    await page.waitForURL(`${baseUrl}/en`);
    expect(await waitForPage(page, await publicPage('en', 'home'))).toBe(TEXTS.en.home.title);
  });

  test('/ redirects to /ru for a Russian browser', async () => {
    const { page } = await openPage(browser(), { locale: 'ru-RU' });
    await page.goto('/');
    await page.waitForURL(`${baseUrl}/ru`);
    expect(await waitForPage(page, await publicPage('ru', 'home'))).toBe(TEXTS.ru.home.title);
  });

  test('/ redirects to the stored lang before the browser language', async () => {
    const { page } = await openPage(browser(), { locale: 'ru-RU' });
    await page.goto('/en/about');
    await page.evaluate(() => window.localStorage.setItem('lang', 'tr'));
    await page.goto('/');
    await page.waitForURL(`${baseUrl}/tr`);
    expect(await waitForPage(page, await publicPage('tr', 'home'))).toBe(TEXTS.tr.home.title);
  });

  test('a first segment that is not a language shows the not-found page in English', async () => {
    const { page, allowFailedRequest } = await openPage(browser());
    allowFailedRequest(404, '/xx/news');
    const response = await page.goto('/xx/news');
    expect(response?.status()).toBe(404);
    const { not_found } = TEXTS.en.common;
    await page.getByRole('main').getByText(not_found.title, { exact: true }).waitFor();
    await page.getByRole('link', { name: not_found.to_main }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });
});

describeInBrowser('language switcher', () => {
  const browser = useBrowser();

  test('swaps the first path segment, stores lang and translates the interface', async () => {
    const { page } = await openPage(browser(), { storage: { cookie_accepted: 'true' } });
    await page.goto('/en/news');
    expect(await waitForPage(page, await publicPage('en', 'news'))).toBe(TEXTS.en.news.title);
    expect(await storedLanguage(page)).toBeNull();
    const header = page.getByRole('banner');

    for (const lang of ['ru', 'tr'] as const) {
      const { common, news } = TEXTS[lang];
      const choice = header.getByRole('button', {
        name: common.language_switcher[lang].short,
        exact: true,
      });
      await choice.click();
      await page.waitForURL(`${baseUrl}/${lang}/news`);
      await page.getByRole('heading', { level: 1, name: news.title, exact: true }).waitFor();
      expect(await storedLanguage(page)).toBe(lang);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      await header
        .getByRole('button', {
          name: common.language_switcher[lang].short,
          exact: true,
          pressed: true,
        })
        .waitFor();
      await header.getByRole('link', { name: common.nav.news, exact: true }).waitFor();
      await header.getByRole('button', { name: common.auth.login, exact: true }).waitFor();
    }
  });

  test('works from the burger menu on a phone and keeps the page', async () => {
    const { page } = await openPage(browser(), {
      viewport: { width: 390, height: 844 },
      storage: { cookie_accepted: 'true' },
    });
    await page.goto('/ru/about');
    expect(await waitForPage(page, await publicPage('ru', 'about'))).toBe(
      TEXTS.ru.pages.about.title,
    );
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: TEXTS.ru.common.nav.open_menu }).click();
    await header
      .getByRole('button', { name: TEXTS.ru.common.language_switcher.en.short, exact: true })
      .click();
    await page.waitForURL(`${baseUrl}/en/about`);
    await page
      .getByRole('heading', { level: 1, name: TEXTS.en.pages.about.title, exact: true })
      .waitFor();
    expect(await storedLanguage(page)).toBe('en');
  });
});
