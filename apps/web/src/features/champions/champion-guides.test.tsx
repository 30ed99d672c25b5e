import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { championsMeta } from '../../shared/champion-filters/test/champions-meta-fixtures.ts';
import { errorResponse, renderRoutes, requestsTo, stubFetch } from '../../test/render.tsx';
import { AramChampionPage, ChampionPage } from './champion-page.tsx';
import { ahriAramPage, ahriGuide, championPage, guidesOf } from './test/champion-fixtures.ts';

const noBestPlayers = { season: 2025, min_games: 5, newest_game_at: null, data: [] };

function stubApi(guides: () => unknown, page = championPage()) {
  return stubFetch((url) => {
    if (url.pathname === '/api/champions/meta') return championsMeta();
    if (url.pathname.endsWith('/best-players')) return noBestPlayers;
    if (url.pathname === '/api/guides') return guides();
    return page;
  });
}

const renderPage = (path: string) =>
  renderRoutes(
    [
      {
        path: '/:lang/champions/:championKey',
        element: <ChampionPage notFound={<p>Not found page</p>} />,
      },
      {
        path: '/:lang/aram/:championKey',
        element: <AramChampionPage notFound={<p>Not found page</p>} />,
      },
    ],
    path,
  );

describe("The champion page's guides", () => {
  it('lists the published guides for the champion in the role shown, most helpful first, and links to all of them', async () => {
    const fetchMock = stubApi(() =>
      guidesOf(
        [
          ahriGuide(1, { helpful_count: 9 }),
          ahriGuide(2, { author: 'Mid Main' }),
          ahriGuide(3, { author: '' }),
        ],
        5,
      ),
    );
    await renderPage('/en/champions/ahri');

    const panel = await screen.findByRole('region', { name: 'Guides' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All guides (5)', '/en/guides?champion=ahri&role=MIDDLE'],
      ['Ahri mid guide 1', '/en/guides/ahri-mid-guide-1'],
      ['Ahri mid guide 2', '/en/guides/ahri-mid-guide-2'],
      ['Ahri mid guide 3', '/en/guides/ahri-mid-guide-3'],
    ]);
    expect(panel.textContent).toContain('by Mod Writer · Patch 15.22 · 9 found it helpful');
    expect(panel.textContent).toContain('by Mid Main');
    expect(panel.textContent).toContain('by a former author · Patch 15.22');
    // The role the page shows (the answer's, the most played), in the page's language.
    const [request] = requestsTo(fetchMock, '/api/guides');
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      champion: 'ahri',
      role: 'MIDDLE',
      lang: 'en',
      sort: 'helpful',
      per_page: '3',
    });
  });

  it('speaks the language of the page', async () => {
    stubApi(() => guidesOf([ahriGuide(1, { title: 'Гайд по Ари' })]));
    await renderPage('/ru/champions/ahri');

    const panel = await screen.findByRole('region', { name: 'Гайды' });
    expect(within(panel).getByRole('link', { name: 'Все гайды (1)' }).getAttribute('href')).toBe(
      '/ru/guides?champion=ahri&role=MIDDLE',
    );
    expect(panel.textContent).toContain('автор: Mod Writer · патч 15.22');
  });

  it('shows nothing when no guide is written for the champion in that role', async () => {
    stubApi(() => guidesOf([]));
    await renderPage('/en/champions/ahri');

    await screen.findByRole('heading', { level: 1, name: 'Ahri' });
    await screen.findByRole('region', { name: 'Best players on this champion' }).catch(() => null);
    expect(screen.queryByRole('region', { name: 'Guides' })).toBeNull();
  });

  it('shows nothing when the guides cannot be loaded, and the figures stay', async () => {
    stubApi(() => errorResponse(503));
    await renderPage('/en/champions/ahri');

    await screen.findByRole('heading', { level: 1, name: 'Ahri' });
    expect(screen.queryByRole('region', { name: 'Guides' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Runes' })).toBeTruthy();
  });

  it('asks for no guides on an ARAM page, which has no roles', async () => {
    const fetchMock = stubApi(() => guidesOf([ahriGuide(1)]), ahriAramPage());
    await renderPage('/en/aram/ahri');

    await screen.findByRole('heading', { level: 1, name: 'Ahri' });
    expect(requestsTo(fetchMock, '/api/guides')).toEqual([]);
  });
});
