import { describe, expect, test } from 'vitest';
import { baseUrl, describeInBrowser, openPage, screenshot, settle, useBrowser } from './browser.ts';
import { PUBLIC_PAGE_NAMES, publicPage, readHead, waitForPage } from './site.ts';
import { documentTitle, LANGUAGES, TEXTS } from './texts.ts';

describeInBrowser('public pages', () => {
  const browser = useBrowser();

  for (const lang of LANGUAGES) {
    describe(`/${lang}`, () => {
      for (const name of PUBLIC_PAGE_NAMES) {
        test(`${name} renders its heading under <html lang="${lang}"> without console errors, at 1280 and 390 px`, async () => {
          const target = await publicPage(lang, name);
          const { page, allowFailedRequest } = await openPage(browser(), {
            viewport: { width: 1280, height: 900 },
            // The screenshots show the page itself; cookie-notice.test.ts covers the notice.
            storage: { cookie_accepted: 'true' },
          });
          if (target.isNotFound) allowFailedRequest(404, target.path);

          const response = await page.goto(target.path);
          expect(response?.status()).toBe(target.isNotFound ? 404 : 200);
          expect(await waitForPage(page, target)).toBe(target.heading);
          expect(await page.locator('html').getAttribute('lang')).toBe(lang);
          // Riot's legal notice is on every page (docs/riot-policies.md).
          await expect
            .poll(() => page.getByRole('contentinfo').innerText())
            .toContain(TEXTS[lang].common.footer.disclaimer);

          await settle(page);
          await screenshot(page, `${lang}-${name}-1280`);
          await page.setViewportSize({ width: 390, height: 844 });
          await screenshot(page, `${lang}-${name}-390`);
        });

        test(`${name} is served with its language, title and canonical link in the head`, async () => {
          const target = await publicPage(lang, name);
          const response = await fetch(`${baseUrl}${target.path}`);
          expect(response.status).toBe(target.isNotFound ? 404 : 200);
          const head = readHead(await response.text());

          expect(head.lang).toBe(lang);
          expect(head.titles).toEqual([documentTitle(lang, target.title)]);
          expect(head.canonical).toBe(
            target.canonicalPath === null ? null : `${baseUrl}${target.canonicalPath}`,
          );
          const alternates = Object.entries(target.alternatePaths).map(([hreflang, path]) => [
            hreflang,
            `${baseUrl}${path}`,
          ]);
          if (target.alternatePaths.en) {
            alternates.push(['x-default', `${baseUrl}${target.alternatePaths.en}`]);
          }
          expect(head.alternates).toEqual(Object.fromEntries(alternates));
          expect(head.isNoIndex).toBe(target.isNotFound);
        });
      }
    });
  }
});
