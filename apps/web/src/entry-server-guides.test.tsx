// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { type RenderOptions, render } from './entry-server.tsx';
import { ahriGuide, championPage, guidesOf } from './features/champions/test/champion-fixtures.ts';
import { guide, guideSummary, guidesPage } from './features/guides/test/guide-fixtures.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API of a render: the guides, a champion page with its guides; anything else 404. */
function api() {
  return vi.fn(async (url: string, init: RequestInit) => {
    const { pathname, searchParams } = new URL(url, 'http://api.local');
    const headers = (init.headers ?? {}) as Record<string, string>;
    if (headers.authorization) return json({ message: 'A render has no session' }, 500);
    if (pathname === '/api/guides' && searchParams.get('champion') === 'ahri') {
      return json(guidesOf([ahriGuide(7, { title: 'Ahri from the champion page' })]));
    }
    if (pathname === '/api/guides') return json(guidesPage([guideSummary(1, 'ru')]));
    if (pathname === '/api/guides/ahri-mid-guide-1') {
      return json(guide(1, 'en', { slugs: { en: 'ahri-mid-guide-1', tr: 'ahri-orta-rehberi-1' } }));
    }
    if (pathname === '/api/champions/ahri') return json(championPage());
    return json({ message: 'Not found' }, 404);
  });
}

const sanitizer = vi.fn((html: string, _imageFolder: string) => html);

const options = (url: string, fetch: RenderOptions['fetch']) => ({
  url,
  fetch,
  dataBudgetMs: 5000,
  site: 'https://riftscope.example',
  sanitizeArticleHtml: sanitizer,
  onError: (err: unknown) => {
    throw err;
  },
});

async function page(url: string) {
  const result = await render(options(url, api()));
  if (result.kind !== 'page') throw new Error(`${url} redirected`);
  return result;
}

describe('the server render of the guides', () => {
  it('draws a guide whole: title, facts, build with its figures and body, with its data', async () => {
    const { status, html, dataScript, head } = await page('/en/guides/ahri-mid-guide-1');
    expect(status).toBe(200);
    for (const text of [
      'Ahri mid guide 1',
      'Mod Writer',
      'Core items, in order',
      'Luden&#x27;s Companion',
      'No recent games with this build',
      '55.0%',
      'Push the wave',
      '4 people found it helpful',
      'Sign in to mark it helpful',
    ]) {
      expect(html).toContain(text);
    }
    expect(dataScript).toContain('ahri-mid-guide-1');
    // The body is cleaned again with the guide editor's images allowed.
    expect(sanitizer).toHaveBeenCalledWith(guide(1).body, 'guides');
    expect(head?.tags).toContain('<title>Ahri mid guide 1 — RiftScope</title>');
    expect(head?.tags).toContain(
      '<link rel="canonical" href="https://riftscope.example/en/guides/ahri-mid-guide-1">',
    );
    expect(head?.tags).toContain(
      'hreflang="tr" href="https://riftscope.example/tr/guides/ahri-orta-rehberi-1"',
    );
    expect(head?.tags).not.toContain('hreflang="ru"');
  });

  it('answers 404 with the not-found page for a guide the API does not know', async () => {
    const { status, head } = await page('/en/guides/nothing-here');
    expect(status).toBe(404);
    expect(head?.tags).toContain('<meta name="robots" content="noindex">');
  });

  it('draws the guide list with its guides in the language of the address', async () => {
    const { status, html, head } = await page('/ru/guides');
    expect(status).toBe(200);
    expect(html).toContain('Гайд по Ари 1');
    expect(html).toContain('Гайды по чемпионам');
    expect(head?.tags).toContain(
      '<link rel="canonical" href="https://riftscope.example/ru/guides">',
    );
  });

  it('draws a champion page with the guides of the role its address names', async () => {
    const { html } = await page('/en/champions/ahri?role=MIDDLE');
    expect(html).toContain('Ahri from the champion page');
    expect(html).toContain('href="/en/guides?champion=ahri&amp;role=MIDDLE"');
  });

  it('sends a champion page whose role only its answer names whole, its guides left to the browser', async () => {
    const { html, dataScript } = await page('/en/champions/ahri');
    expect(dataScript).not.toBe('');
    expect(html).not.toContain('Ahri from the champion page');
  });
});
