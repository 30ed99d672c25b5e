import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify.ts';
import { errorResponse, requestsTo } from '../../test/render.tsx';
import {
  API,
  renderProfile,
  requestsWithBody,
  sampleFavorite,
  stubProfileApi,
} from './test/profile-test-setup.tsx';

vi.mock('../../lib/notify.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const FAKER = sampleFavorite(9, {
  region: 'kr',
  game_name: 'Hide on bush',
  tag_line: 'KR1',
  profile_icon_id: 6,
});

describe('FavoritesPage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.mocked(notify.error).mockClear();
  });

  it('shows each favourite with icon, Riot ID and region, linking to the player page', async () => {
    stubProfileApi({ favorites: () => [sampleFavorite(7), FAKER] });
    await renderProfile('/ru/profile/favorites');

    const link = await screen.findByRole('link', { name: /Hide on bush ?#KR1/ });
    expect(link.getAttribute('href')).toBe('/ru/summoner/kr/Hide%20on%20bush/KR1');
    expect(within(link).getByText('KR')).toBeTruthy();
    expect(link.querySelector('img')?.getAttribute('src')).toMatch(/\/img\/profileicon\/6\.png$/);
    expect(screen.getByRole('link', { name: /Baron Stealer ?#EUW/ }).getAttribute('href')).toBe(
      '/ru/summoner/euw1/Baron%20Stealer/EUW',
    );
    // Each favourite's stored Solo/Duo standing (the builder's is Gold II).
    expect(within(link).getByText(/Золото II/)).toBeTruthy();
    const grid = screen.getByRole('list', { name: 'Избранное' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
  });

  it('deletes a favourite and shows the refreshed list', async () => {
    let favorites = [sampleFavorite(7), FAKER];
    const fetchMock = stubProfileApi({
      favorites: () => favorites,
      deleteFavorite: () => {
        favorites = [sampleFavorite(7)];
        return new Response(null, { status: 204 });
      },
    });
    await renderProfile('/en/profile/favorites');

    fireEvent.click(
      await screen.findByRole('button', { name: 'Remove Hide on bush#KR1 from favorites' }),
    );

    await waitFor(() => expect(screen.queryByRole('link', { name: /Hide on bush/ })).toBeNull());
    expect(requestsWithBody(fetchMock, '/api/favorites/9')).toEqual([
      { method: 'DELETE', body: undefined },
    ]);
    expect(requestsTo(fetchMock, API.favorites)).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Baron Stealer/ })).toBeTruthy();
  });

  it('says so in a toast when a favourite cannot be deleted', async () => {
    stubProfileApi({ favorites: () => [FAKER], deleteFavorite: () => errorResponse(500) });
    await renderProfile('/en/profile/favorites');

    fireEvent.click(
      await screen.findByRole('button', { name: 'Remove Hide on bush#KR1 from favorites' }),
    );

    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        "Couldn't remove Hide on bush#KR1 from favorites. Try again.",
      ),
    );
    expect(screen.getByRole('link', { name: /Hide on bush/ })).toBeTruthy();
  });

  it('shows the empty state with a hint about the star', async () => {
    stubProfileApi({ favorites: () => [] });
    await renderProfile('/en/profile/favorites');

    const title = await screen.findByText('No favorites yet');
    const empty = title.closest<HTMLElement>('[role="status"]');
    if (!empty) throw new Error('the empty state is not a status');
    expect(within(empty).getByText(/press the star/)).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Find a player' }).getAttribute('href')).toBe(
      '/en',
    );
  });

  it('shows a skeleton while loading and an error with a retry when the list fails', async () => {
    let attempts = 0;
    stubProfileApi({
      favorites: () => {
        attempts += 1;
        return attempts === 1 ? errorResponse(500) : [FAKER];
      },
    });
    await renderProfile('/en/profile/favorites');

    expect(await screen.findByText('Loading your favorites…')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load your favorites')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: /Hide on bush/ })).toBeTruthy();
  });
});
