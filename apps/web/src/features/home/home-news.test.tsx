import type { NewsItem } from '@riftscope/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, renderRoutes, stubFetch } from '../../test/render.tsx';
import { homeKeys } from './api/home-api.ts';
import { HomePage } from './home-page.tsx';

const LONG_TITLE = 'Worlds 2025 is coming to Europe: dates, venues and how to get tickets';

function item(id: number): NewsItem {
  const translation = (lang: string) => ({
    slug: `${lang}-news-${id}`,
    title: id === 1 ? LONG_TITLE : `News ${id} in ${lang}`,
    body: `<p>${'Long body text. '.repeat(20)}</p>`,
  });
  return {
    id,
    game: 'league-of-legends',
    category: 'Announcement',
    status: 'published',
    image: id === 2 ? null : `/storage/news/${id}.webp`,
    created_at: '2025-05-10T12:00:00.000Z',
    updated_at: '2025-05-10T12:00:00.000Z',
    translations: { en: translation('en'), ru: translation('ru'), tr: translation('tr') },
  };
}

/** The example players' request, which the home page makes beside the news'. */
const EXAMPLES_PATH = '/api/summoners/examples';

const renderHome = () => renderRoutes([{ path: '/:lang', element: <HomePage /> }], '/en');

describe('home news', () => {
  it('shows the three latest news and a link to all news', async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname === EXAMPLES_PATH
        ? { data: [] }
        : {
            data: [item(1), item(2), item(3)],
            current_page: 1,
            last_page: 3,
            per_page: 3,
            total: 7,
          },
    );
    await renderHome();

    const section = await screen.findByRole('region', { name: 'Latest news' });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'Worlds 2025 is coming to Europe: dates, venues and…',
      'News 2 in en',
      'News 3 in en',
    ]);
    expect(screen.getByRole('link', { name: titles[0] ?? '' }).getAttribute('href')).toBe(
      '/en/news/en-news-1',
    );
    expect(screen.getByRole('link', { name: /All news/ }).getAttribute('href')).toBe('/en/news');
    const request = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname !== EXAMPLES_PATH);
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      lang: 'en',
      page: '1',
      per_page: '3',
    });
  });

  it('hides the news section when the news fail to load', async () => {
    stubFetch(() => errorResponse(500));
    const { queryClient } = await renderHome();

    await waitFor(() =>
      expect(queryClient.getQueryState(homeKeys.latestNews('en'))?.status).toBe('error'),
    );
    expect(screen.queryByRole('heading', { name: 'Latest news' })).toBeNull();
    expect(screen.queryByRole('link', { name: /All news/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'League of Legends player stats',
    );
  });
});
