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
