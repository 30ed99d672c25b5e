import type { ExamplePlayer } from '@riftscope/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, renderRoutes, stubFetch } from '../../test/render.tsx';
import { homeKeys } from './api/home-api.ts';
import { HomePage } from './home-page.tsx';

const NO_NEWS = { data: [], current_page: 1, last_page: 1, per_page: 3, total: 0 };

function stubExamples(answer: { data: ExamplePlayer[] } | Response) {
  return stubFetch((url) => (url.pathname === '/api/summoners/examples' ? answer : NO_NEWS));
}

const renderHome = () => renderRoutes([{ path: '/:lang', element: <HomePage /> }], '/en');

describe('home example players', () => {
  it("links a button to each example player the server names, in the server's order", async () => {
    stubExamples({
      data: [
        { region: 'kr', game_name: 'Hide on bush', tag_line: 'KR1' },
        { region: 'na1', game_name: 'Doublelift', tag_line: 'NA1' },
      ],
    });
    await renderHome();
    const section = await screen.findByRole('region', { name: 'Try an example' });
    const links = await within(section).findAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/en/summoner/kr/Hide%20on%20bush/KR1',
      '/en/summoner/na1/Doublelift/NA1',
    ]);
    expect(links.map((a) => a.textContent)).toEqual(['KRHide on bush#KR1', 'NADoublelift#NA1']);
  });

  it('leaves the examples out when the server names none, or cannot answer', async () => {
    for (const answer of [{ data: [] }, errorResponse(500)]) {
      stubExamples(answer);
      const { queryClient, unmount } = await renderHome();
      await waitFor(() =>
        expect(queryClient.getQueryState(homeKeys.examplePlayers())?.status).not.toBe('pending'),
      );
      expect(screen.queryByText('Try an example')).toBeNull();
      expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
      unmount();
    }
  });
});
