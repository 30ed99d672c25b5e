import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify.ts';
import { AuthProvider } from '../../shared/session/auth-context.tsx';
import { jsonResponse, renderRoutes, stubFetch } from '../../test/render.tsx';
import { AuthDialogs } from './auth-dialogs.tsx';
import { Openers } from './test/auth-test-setup.tsx';

vi.mock('../../lib/notify.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const russianUser = {
  id: 5,
  name: 'Ward Keeper',
  email: 'ward@example.com',
  role: 'user',
  plan: 'free',
  avatar: null,
  language: 'ru',
};

const renderDialogs = (path = '/en/news') =>
  renderRoutes(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
            <AuthDialogs />
          </AuthProvider>
        ),
        children: [{ path: '/:lang/news', element: <Openers /> }],
      },
    ],
    path,
  );

const openLogin = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'open login' }));
  return screen.findByRole('dialog', { name: 'Log in' });
};

describe('signing in with an account', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.mocked(notify.success).mockClear();
  });

  it('switches the interface to the account language after sign-in', async () => {
    stubFetch((url) =>
      url.pathname === '/api/login' ? { token: 't'.repeat(43), user: russianUser } : russianUser,
    );
    const { router } = await renderDialogs();
    const dialog = await openLogin();
    fireEvent.change(within(dialog).getByLabelText('Email'), {
      target: { value: 'ward@example.com' },
    });
    fireEvent.change(within(dialog).getByLabelText('Password'), {
      target: { value: 'my secret 1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/news'));
    expect(window.localStorage.getItem('lang')).toBe('ru');
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('С возвращением!'));
  });

  it('leads from the sign-in dialog to the password reset page', async () => {
    stubFetch(() => jsonResponse(401, { message: 'Sign in' }));
    const { router } = await renderDialogs();
    const dialog = await openLogin();

    fireEvent.click(within(dialog).getByRole('link', { name: 'Forgot password?' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/reset-password'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends the interface language with a registration', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(422, { message: 'Invalid', errors: { name: ['x'] } }),
    );
    await renderDialogs('/tr/news');
    fireEvent.click(await screen.findByRole('button', { name: 'open register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hesap oluştur' });
    fireEvent.submit(within(dialog).getByLabelText('Takma ad').closest('form') as HTMLFormElement);

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init[1].body))).toMatchObject({ language: 'tr' });
  });

  it('says a common password is too common when registering', async () => {
    stubFetch(() =>
      jsonResponse(422, {
        message: 'Invalid',
        errors: { password: ['This password is too common; choose another'] },
      }),
    );
    await renderDialogs();
    fireEvent.click(await screen.findByRole('button', { name: 'open register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));

    expect(
      await within(dialog).findByText(
        'This password is too common. Choose one that is harder to guess.',
      ),
    ).toBeTruthy();
  });
});
