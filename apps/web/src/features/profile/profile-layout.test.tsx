import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestsTo } from '../../test/render.tsx';
import {
  API,
  renderProfile,
  requestsWithBody,
  stubProfileApi,
} from './test/profile-test-setup.tsx';

const menu = () => screen.getByRole('navigation', { name: 'Profile menu' });

describe('ProfileLayout', () => {
  beforeEach(() => window.localStorage.clear());

  it('marks the page shown in the menu as the current one', async () => {
    stubProfileApi();
    await renderProfile('/en/profile/favorites');

    expect(await screen.findByRole('heading', { level: 1, name: 'Favorites' })).toBeTruthy();
    const favorites = screen.getByRole('link', { name: 'Favorites' });
    expect(favorites.getAttribute('aria-current')).toBe('page');
    expect(favorites.getAttribute('href')).toBe('/en/profile/favorites');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBeNull();
    expect(menu()).toBeTruthy();
  });

  it('marks Profile on the profile home only', async () => {
    stubProfileApi();
    await renderProfile('/en/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Favorites' }).getAttribute('aria-current')).toBeNull();
  });

  it('sends an unknown sub-path to the profile home', async () => {
    stubProfileApi();
    const { router } = await renderProfile('/en/profile/nowhere');

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/profile');
  });

  for (const [path, title] of [
    ['/ru/profile', 'Мой профиль — RiftScope'],
    ['/ru/profile/favorites', 'Избранные призыватели — RiftScope'],
    ['/ru/profile/settings', 'Настройки аккаунта — RiftScope'],
  ] as const) {
    it(`titles ${path} "${title}"`, async () => {
      stubProfileApi();
      await renderProfile(path);

      await waitFor(() => expect(document.title).toBe(title));
    });
  }

  it('logs out and goes to the home page of the current language', async () => {
    const fetchMock = stubProfileApi();
    await renderProfile('/ru/profile/settings');

    fireEvent.click(await screen.findByRole('button', { name: 'Выйти' }));

    expect((await screen.findByTestId('location')).textContent).toBe('/ru');
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    expect(requestsWithBody(fetchMock, API.logout).map(({ method }) => method)).toEqual(['POST']);
    expect(requestsTo(fetchMock, API.me)).toHaveLength(1);
  });
});
