import { expect, test } from 'vitest';
import { baseUrl, describeInBrowser, openPage, useBrowser } from './browser.ts';
import { firstArticle, publicPage, waitForPage } from './site.ts';
import { documentTitle, LANGUAGES, TEXTS } from './texts.ts';

const UNKNOWN_SLUG = 'no-such-article-e2e';

describeInBrowser('news', () => {
  const browser = useBrowser();

  for (const lang of LANGUAGES) {
    test(`in ${lang}, the first card of the list opens its article, and Back returns to the list`, async () => {
      const { page, pageviews } = await openPage(browser(), {
        storage: { cookie_accepted: 'true' },
      });
      const { news } = TEXTS[lang];
      const { slug, title } = (await firstArticle(lang)).translations[lang];

      await page.goto(`/${lang}/news`);
      expect(await waitForPage(page, await publicPage(lang, 'news'))).toBe(news.title);
      const firstCard = page
        .getByRole('list', { name: news.list.label, exact: true })
        .getByRole('listitem')
        .first();
      const link = firstCard.getByRole('link');
      expect((await link.innerText()).trim()).toBe(title);

      await link.click();
      await page.waitForURL(`${baseUrl}/${lang}/news/${slug}`);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      await expect.poll(() => page.title()).toBe(documentTitle(lang, title));

      await page.getByRole('link', { name: news.article.back }).first().click();
      await page.waitForURL(`${baseUrl}/${lang}/news`);
      await page.getByRole('heading', { level: 1, name: news.title, exact: true }).waitFor();
      // SPEC.md §1: a page view on each route change.
      await expect
        .poll(() => pageviews)
        .toEqual([`/${lang}/news`, `/${lang}/news/${slug}`, `/${lang}/news`]);
    });

    test(`in ${lang}, an unknown slug shows "${TEXTS[lang].news.article.not_found}"`, async () => {
      const { page, allowFailedRequest } = await openPage(browser(), {
        storage: { cookie_accepted: 'true' },
      });
      allowFailedRequest(404, UNKNOWN_SLUG);
      const response = await page.goto(`/${lang}/news/${UNKNOWN_SLUG}`);
      expect(response?.status()).toBe(404);
      const { article } = TEXTS[lang].news;
      const notFound = page.getByRole('main').getByRole('alert');
      await notFound.getByText(article.not_found, { exact: true }).waitFor();
      await notFound.getByRole('link', { name: article.back }).waitFor();
    });
  }
});
