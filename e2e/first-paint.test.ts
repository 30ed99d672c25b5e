import { expect, test } from 'vitest';
import { baseUrl, describeInBrowser, openPage, settle, useBrowser } from './browser.ts';
import { LANGUAGES, TEXTS } from './texts.ts';

/** The heading and lede of the page, and the classes of every element from `<main>` down to them. */
function heroOf() {
  const heading = document.querySelector('main h1');
  const lede = heading?.nextElementSibling;
  const chain: string[] = [];
  for (
    let node = heading?.parentElement;
    node && node.tagName !== 'BODY';
    node = node.parentElement
  ) {
    chain.push(`${node.tagName.toLowerCase()}.${node.getAttribute('class') ?? ''}`);
    if (node.tagName === 'MAIN') break;
  }
  return { heading: heading?.outerHTML, lede: lede?.outerHTML, chain };
}

describeInBrowser('first paint', () => {
  const browser = useBrowser();

  for (const lang of LANGUAGES) {
    test(`in ${lang}, the served home page holds the hero the app renders, before any code runs`, async () => {
      const served = await (
        await fetch(`${baseUrl}/${lang}`, { headers: { accept: 'text/html' } })
      ).text();
      const { page } = await openPage(browser());

      // As served, without JavaScript: the title is there.
      await page.setContent(served.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''));
      const before = await page.evaluate(heroOf);
      expect(before).toMatchObject({ heading: expect.stringContaining(TEXTS[lang].home.title) });

      // Once the app has rendered over it: the same elements, classes and texts.
      await page.goto(`/${lang}`);
      await page.getByRole('heading', { level: 1, name: TEXTS[lang].home.title }).waitFor();
      // The served heading is found before the app has run: wait for the app to have loaded its
      // code and data, and read again while a render may be replacing the tree.
      await settle(page);
      await expect.poll(() => page.evaluate(heroOf), { timeout: 30_000 }).toEqual(before);
    });
  }
});
