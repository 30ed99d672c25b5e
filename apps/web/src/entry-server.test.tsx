// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { type RenderOptions, render } from './entry-server.tsx';

const TITLE = 'Patch notes of the week';

const article = {
  id: 1,
  game: 'league-of-legends',
  category: 'Patch Notes',
  status: 'published',
  image: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  translations: Object.fromEntries(
    ['en', 'ru', 'tr'].map((lang) => [
      lang,
      { slug: `patch-notes-${lang}`, title: TITLE, body: '<p>Body</p>' },
    ]),
  ),
};

const newsPage = { data: [article], current_page: 1, last_page: 1, per_page: 10, total: 1 };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The API of a render: the news list and article, answered after `delayMs`; a player as not
 * stored yet (what a render is told instead of a lookup at Riot); anything else 404.
 */
function api(delayMs = 0) {
  return vi.fn(async (url: string) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const { pathname } = new URL(url, 'http://api.local');
    if (pathname === '/api/news') return json(newsPage);
    if (pathname === '/api/news/patch-notes-en') return json(article);
    if (pathname.startsWith('/api/summoners/')) return json({ message: 'Not stored yet' }, 409);
    return json({ message: 'Not found' }, 404);
  });
}

const options = (url: string, fetch: RenderOptions['fetch'], dataBudgetMs = 5000) => ({
  url,
  fetch,
  dataBudgetMs,
  site: 'https://riftscope.example',
  sanitizeArticleHtml: (html: string) => html,
  onError: (err: unknown) => {
    throw err;
  },
});

async function page(url: string, fetch: RenderOptions['fetch'], dataBudgetMs?: number) {
  const result = await render(options(url, fetch, dataBudgetMs));
  if (result.kind !== 'page') throw new Error(`${url} redirected`);
  return result;
}

describe('the server render', () => {
  it('draws a page with the answers that arrived within its budget, and sends them beside it', async () => {
    const { status, html, dataScript } = await page('/en/news', api(0));
    expect(status).toBe(200);
    expect(html).toContain(TITLE);
    expect(dataScript).toContain(TITLE);
  });

  it("names the page's head from the page drawn: its title, canonical and alternates under the site", async () => {
    const { head } = await page('/ru/news/patch-notes-en', api());
    expect(head?.lang).toBe('ru');
    expect(head?.tags).toContain(`<title>${TITLE}`);
    expect(head?.tags).toContain(
      '<link rel="canonical" href="https://riftscope.example/ru/news/patch-notes-ru">',
    );
    expect(head?.tags).toContain(
      'hreflang="tr" href="https://riftscope.example/tr/news/patch-notes-tr"',
    );
    const missing = await page('/en/news/nothing-here', api());
    expect(missing.head?.tags).toContain('<meta name="robots" content="noindex">');
  });

  it('sends the frame without data when an answer is late, for the browser to draw over', async () => {
    const { status, html, dataScript } = await page('/en/news', api(300), 20);
    expect(status).toBe(200);
    expect(html).not.toContain(TITLE);
    expect(html).toContain('aria-busy="true"');
    // A frame: the browser draws the page over it, asking for its data as it loads.
    expect(dataScript).toBe('');
  });

  it('answers 404 for an article the API does not know, and for an unknown address', async () => {
    const missing = await page('/en/news/nothing-here', api());
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('News not found');
    const unknown = await page('/xx/nothing', api());
    expect(unknown.status).toBe(404);
  });

  it('draws a player not stored yet as the frame the browser fills, and never asks for a live game', async () => {
    const fetch = api();
    const player = await page('/en/summoner/kr/Hide%20on%20bush/KR1', fetch);
    expect(player.status).toBe(200);
    expect(player.html).toContain('aria-busy="true"');
    expect(player.dataScript).toBe('');
    expect(fetch).toHaveBeenCalledWith(
      expect.stringContaining('/api/summoners/Hide%20on%20bush/KR1/kr'),
      expect.anything(),
    );

    const live = api();
    const game = await page('/en/live/kr/Hide%20on%20bush/KR1', live);
    expect(game.status).toBe(200);
    expect(game.dataScript).toBe('');
    expect(live).not.toHaveBeenCalled();
  });

  it('keeps a hostile address inert in the HTML and in the page data', async () => {
    const hostile = encodeURIComponent('</script><script>alert(1)</script>');
    for (const url of [`/en/news/${hostile}`, `/en/news?search=${hostile}&category=${hostile}`]) {
      const { html, dataScript } = await page(url, api());
      expect(html, url).not.toContain('<script>alert(1)');
      expect(dataScript.indexOf('</script>'), url).toBe(dataScript.length - '</script>'.length);
    }
  });

  it('keeps nothing of one render for the next', async () => {
    await page('/en/news', api(0));
    const fetch = api(0);
    await page('/en/news', fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
