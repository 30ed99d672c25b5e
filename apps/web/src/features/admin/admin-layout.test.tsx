import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { writeToken } from '../../lib/auth-token.ts';
import { renderAdminArea } from '../../test/areas.tsx';
import { stubFetch } from '../../test/render.tsx';
import { adminStats, usersPage } from './test/admin-fixtures.ts';
import { adminGuidesPage, guideCatalog, MODERATOR } from './test/admin-guides-fixtures.ts';

const renderAdmin = (path: string) => renderAdminArea(path, 'en');

const sidebar = () => screen.getByRole('navigation', { name: 'Admin sections' });

describe('AdminLayout', () => {
  afterEach(() => {
    document.title = '';
    writeToken(null);
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
    stubFetch((url) =>
      url.pathname === '/api/admin/guides/catalog' ? guideCatalog() : adminGuidesPage([]),
    );
    await renderAdminArea('/admin/guides', 'ru');

    expect(await screen.findByRole('heading', { level: 1, name: 'Гайды' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Разделы админ-панели' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ru');
  });

  describe('for a moderator', () => {
    /** A moderator signed in; the guides section's calls answered. */
    const stubModerator = () => {
      writeToken('token-mod');
      return stubFetch((url) => {
        if (url.pathname === '/api/me') return MODERATOR;
        if (url.pathname === '/api/admin/guides/catalog') return guideCatalog();
        if (url.pathname === '/api/admin/guides') return adminGuidesPage([]);
        return adminStats();
      });
    };

    it('shows Guides alone in the sidebar', async () => {
      stubModerator();
      await renderAdmin('/admin/guides');

      expect(await screen.findByRole('heading', { level: 1, name: 'Guides' })).toBeTruthy();
      await waitFor(() =>
        expect(
          within(sidebar())
            .getAllByRole('link')
            .map((link) => link.textContent),
        ).toEqual(['Guides']),
      );
    });

    it.each(['/admin', '/admin/users', '/admin/news', '/admin/nowhere'])(
      'sends a moderator from %s to the guides',
      async (path) => {
        const fetchMock = stubModerator();
        const { router } = await renderAdmin(path);

        expect(await screen.findByRole('heading', { level: 1, name: 'Guides' })).toBeTruthy();
        expect(router.state.location.pathname).toBe('/admin/guides');
        const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x'));
        expect(asked.map((url) => url.pathname)).not.toContain('/api/admin/users');
      },
    );
  });
});
