import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { baseUrl, describeInBrowser, openPage, useBrowser } from './browser.ts';
import { publicPage, waitForPage } from './site.ts';
import { LANGUAGES, TEXTS } from './texts.ts';

const accepted = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('cookie_accepted'));

describeInBrowser('cookie notice', () => {
  const browser = useBrowser();

  test('shows on every page until accepted, then cookie_accepted is true and it stays hidden after a reload', async () => {
    const { page } = await openPage(browser());
    const { common } = TEXTS.en;
    const notice = page.getByRole('region', { name: common.cookie_notice.label, exact: true });

    await page.goto('/en');
    await waitForPage(page, await publicPage('en', 'home'));
    await notice.getByText(common.cookie_notice.text, { exact: true }).waitFor();
    expect(await accepted(page)).toBeNull();

    await page
      .getByRole('banner')
      .getByRole('link', { name: common.nav.news, exact: true })
      .click();
    await page.waitForURL(`${baseUrl}/en/news`);
    await notice.waitFor();

    await notice.getByRole('button', { name: common.cookie_notice.accept, exact: true }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await accepted(page)).toBe('true');

    await page.reload();
    await waitForPage(page, await publicPage('en', 'news'));
    await page.getByRole('contentinfo').waitFor();
    expect(await notice.count()).toBe(0);
  });

  test("is painted with the page as sent, in the page's language, before the app's code runs, and not once accepted", async () => {
    const { page } = await openPage(browser(), {
      viewport: { width: 390, height: 844 },
      awaitsApp: false,
    });
    // The app's code answers empty: what shows is the page as the server sent it.
    await page.route(/\/assets\/.+\.js$/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    const noticeIn = (lang: (typeof LANGUAGES)[number]) =>
      page.getByRole('region', { name: TEXTS[lang].common.cookie_notice.label, exact: true });
    for (const [lang, path] of [
      ['en', '/en'],
      ['ru', '/ru/news'],
      ['tr', '/tr/summoner/euw1/Someone/EUW'],
    ] as const) {
      await page.goto(path);
      const notice = noticeIn(lang);
      await notice.getByText(TEXTS[lang].common.cookie_notice.text, { exact: true }).waitFor();
      // At the bottom of the window, where the app keeps it.
      const box = await notice.boundingBox();
      expect(box && box.y + box.height, path).toBeGreaterThan(844 - 40);
    }

    await page.evaluate(() => window.localStorage.setItem('cookie_accepted', 'true'));
    await page.reload();
    await page.getByRole('banner').waitFor();
    // The head script ran (the policy allows it) and hid the notice the page carries.
    expect(await page.evaluate(() => document.documentElement.className)).toBe('cookies-accepted');
    expect(await page.locator('section[aria-label]').count()).toBe(1);
    expect(await noticeIn('tr').count()).toBe(0);
  });

  for (const lang of LANGUAGES) {
    test(`its details link in ${lang} opens the cookie policy`, async () => {
      const { page } = await openPage(browser());
      const { common, pages } = TEXTS[lang];
      await page.goto(`/${lang}/about`);
      await waitForPage(page, await publicPage(lang, 'about'));
      const notice = page.getByRole('region', { name: common.cookie_notice.label, exact: true });
      await notice.getByRole('link', { name: common.cookie_notice.details, exact: true }).click();
      await page.waitForURL(`${baseUrl}/${lang}/cookies`);
      await page
        .getByRole('heading', { level: 1, name: pages.cookies.title, exact: true })
        .waitFor();
      expect(await accepted(page)).toBeNull();
    });
  }
});
