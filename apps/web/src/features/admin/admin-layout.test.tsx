import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdminArea } from '../../test/areas.tsx';
import { stubFetch } from '../../test/render.tsx';
import { adminStats, usersPage } from './test/admin-fixtures.ts';

const renderAdmin = (path: string) => renderAdminArea(path, 'en');

const sidebar = () => screen.getByRole('navigation', { name: 'Admin sections' });

describe('AdminLayout', () => {
  afterEach(() => {
    document.title = '';
  });

  it('marks the page shown in the sidebar', async () => {
    stubFetch((url) => (url.pathname === '/api/admin/users' ? usersPage([]) : adminStats()));
    await renderAdmin('/admin/users');

    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Users', '/admin/users'],
      ['News', '/admin/news'],
      ['Guides', '/admin/guides'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([
      null,
      'page',
      null,
      null,
    ]);
  });

  it('marks Dashboard on /admin and titles the page after the section', async () => {
    stubFetch(() => adminStats());
    await renderAdmin('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(
      within(sidebar()).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
    ).toBe('page');
    // The title is set by an effect after the page draws.
    await waitFor(() => expect(document.title).toBe('Dashboard · Admin — RiftScope'));
  });

  it('shows the dashboard for an unknown admin path', async () => {
    stubFetch(() => adminStats());
    const { router } = await renderAdmin('/admin/nowhere');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('speaks the interface language without a language prefix', async () => {
    stubFetch(() => adminStats());
    await renderAdminArea('/admin/guides', 'ru');

    expect(await screen.findByRole('heading', { level: 1, name: 'Гайды' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Разделы админ-панели' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ru');
  });
});
