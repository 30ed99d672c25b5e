import type { NewsItem } from '@riftscope/contracts';
import { expect, test } from 'vitest';
import { baseUrl, describeInBrowser, openPage, useBrowser } from './browser.ts';
import { POLL } from './journey.ts';
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
      // No excerpt runs an article's heading into the sentence under it.
      const response = await fetch(`${baseUrl}/api/news?lang=${lang}`);
      const articles = ((await response.json()) as { data: NewsItem[] }).data;
      const headings = articles.flatMap((item) =>
        [...item.translations[lang].body.matchAll(/<h[1-6][^>]*>([^<]+)<\/h[1-6]>/g)].map(
          (match) => match[1]?.trim() ?? '',
        ),
      );
      expect(headings.length).toBeGreaterThan(0);
      const cards = await page
        .getByRole('list', { name: news.list.label, exact: true })
        .getByRole('listitem')
        .allInnerTexts();
      const excerpts = cards.join('\n');
      // A heading that ends a sentence ("What can you see?") needs only the space after it.
      const runOn = headings.filter(
        (heading) => !/[.!?…:;]$/u.test(heading) && excerpts.includes(`${heading} `),
      );
      expect(runOn.filter((heading) => !excerpts.includes(`${heading} · `))).toEqual([]);
      expect(headings.some((heading) => excerpts.includes(`${heading} · `))).toBe(true);

      await link.click();
      await page.waitForURL(`${baseUrl}/${lang}/news/${slug}`);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      await expect.poll(() => page.title(), POLL).toBe(documentTitle(lang, title));

      await page.getByRole('link', { name: news.article.back }).first().click();
      await page.waitForURL(`${baseUrl}/${lang}/news`);
      await page.getByRole('heading', { level: 1, name: news.title, exact: true }).waitFor();
      // docs/product.md, Overview: a page view on each route change.
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
