import { fireEvent, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AuthProvider, useAuth } from '../shared/session/auth-context.tsx';
import { errorResponse, LocationProbe, renderRoutes, stubFetch } from '../test/render.tsx';
import { RequireStaff, RequireUser } from './guards.tsx';

/** Where the guard sent the visitor and which sign-in dialog is open there. */
function HomeProbe() {
  const { dialog } = useAuth();
  return (
    <>
      <LocationProbe />
      <p data-testid="dialog">{String(dialog)}</p>
    </>
  );
}

const sampleUser = (role: 'user' | 'mod' | 'admin') => ({
  id: 1,
  name: 'Ward Keeper',
  email: 'ward@example.com',
  role,
  plan: 'free',
  avatar: null,
  language: 'en',
});

/** The guarded page, with a way to sign out on it. */
function ProfileContent() {
  const { logout } = useAuth();
  return (
    <>
      <p>profile content</p>
      <button type="button" onClick={() => void logout()}>
        sign out
      </button>
    </>
  );
}

function renderGuarded(path: string) {
  return renderRoutes(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [
          { path: '/:lang', element: <HomeProbe /> },
          {
            path: '/:lang/profile/*',
            element: (
              <RequireUser>
                <ProfileContent />
              </RequireUser>
            ),
          },
          { path: '/admin/*', element: <RequireStaff>admin content</RequireStaff> },
        ],
      },
    ],
    path,
  );
}

describe('guards', () => {
  beforeEach(() => window.localStorage.clear());

  for (const lang of ['en', 'ru', 'tr'] as const) {
    it(`sends a signed-out visitor of /${lang}/profile to /${lang} with the sign-in dialog open`, async () => {
      stubFetch(() => errorResponse(401));
      await renderGuarded(`/${lang}/profile/settings`);

      expect((await screen.findByTestId('location')).textContent).toBe(`/${lang}`);
      expect(screen.getByTestId('dialog').textContent).toBe('login');
      expect(screen.queryByText('profile content')).toBeNull();
    });
  }

  it('sends a signed-out visitor of the admin area to the home page of their stored language to sign in', async () => {
    window.localStorage.setItem('lang', 'ru');
    stubFetch(() => errorResponse(401));
    await renderGuarded('/admin/users');

    expect((await screen.findByTestId('location')).textContent).toBe('/ru');
    expect(screen.getByTestId('dialog').textContent).toBe('login');
  });

  it('lets administrators and moderators into the admin area', async () => {
    window.localStorage.setItem('token', 'token-1');
    for (const role of ['admin', 'mod'] as const) {
      stubFetch(() => sampleUser(role));
      const { unmount } = await renderGuarded('/admin/guides');
      expect(await screen.findByText('admin content')).toBeTruthy();
      unmount();
    }
  });

  it('sends a signed-in user who is neither an admin nor a moderator home without asking them to sign in', async () => {
    window.localStorage.setItem('lang', 'tr');
    window.localStorage.setItem('token', 'token-1');
    stubFetch(() => sampleUser('user'));
    await renderGuarded('/admin');

    expect((await screen.findByTestId('location')).textContent).toBe('/tr');
    expect(screen.getByTestId('dialog').textContent).toBe('null');
  });

  it('shows the profile to a signed-in user', async () => {
    window.localStorage.setItem('token', 'token-1');
    stubFetch(() => sampleUser('user'));
    await renderGuarded('/ru/profile');

    expect(await screen.findByText('profile content')).toBeTruthy();
  });

  it('sends a user who signs out on the profile home without asking them to sign in again', async () => {
    window.localStorage.setItem('token', 'token-1');
    stubFetch((url) =>
      url.pathname === '/api/logout' ? new Response(null, { status: 204 }) : sampleUser('user'),
    );
    await renderGuarded('/tr/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'sign out' }));

    expect((await screen.findByTestId('location')).textContent).toBe('/tr');
    expect(screen.getByTestId('dialog').textContent).toBe('null');
  });
});
