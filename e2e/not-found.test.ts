import { expect, test } from 'vitest';
import { baseUrl, describeInBrowser, openPage, useBrowser } from './browser.ts';
import { publicPage, UNKNOWN_PATH, waitForPage } from './site.ts';
import { LANGUAGES, TEXTS } from './texts.ts';

describeInBrowser('not-found page', () => {
  const browser = useBrowser();

  for (const lang of LANGUAGES) {
    test(`"${TEXTS[lang].common.not_found.to_main}" on /${lang}${UNKNOWN_PATH} goes to the ${lang} home page`, async () => {
      const { page, allowFailedRequest } = await openPage(browser(), {
        storage: { cookie_accepted: 'true' },
      });
      allowFailedRequest(404, UNKNOWN_PATH);
      await page.goto(`/${lang}${UNKNOWN_PATH}`);
      const { not_found } = TEXTS[lang].common;
      await page.getByRole('main').getByText(not_found.hint, { exact: true }).waitFor();

      await page.getByRole('main').getByRole('link', { name: not_found.to_main }).click();
      await page.waitForURL(`${baseUrl}/${lang}`);
      expect(await waitForPage(page, await publicPage(lang, 'home'))).toBe(TEXTS[lang].home.title);
    });
  }
});
