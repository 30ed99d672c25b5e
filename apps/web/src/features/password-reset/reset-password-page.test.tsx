import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AuthProvider } from '../../shared/session/auth-context.tsx';
import { jsonResponse, renderRoutes, stubFetch } from '../../test/render.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

const TOKEN = 'A'.repeat(43);

const empty = (status: number) => new Response(null, { status });

const renderPage = (path: string) =>
  renderRoutes(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [{ path: '/:lang/reset-password', element: <ResetPasswordPage /> }],
      },
    ],
    path,
  );

/** The JSON bodies posted to `pathname`. */
const bodiesSentTo = (mock: ReturnType<typeof stubFetch>, pathname: string) =>
  mock.mock.calls
    .map((args) => args as unknown as [string, RequestInit | undefined])
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === pathname)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('ResetPasswordPage', () => {
  beforeEach(() => window.localStorage.clear());

  it('asks for the email and says a link is on its way, whatever the address', async () => {
    const fetchMock = stubFetch(() => jsonResponse(202, { expires_in_minutes: 30 }));
    await renderPage('/en/reset-password');

    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Reset your password — RiftScope'));
    type('Email', 'ward@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'If an account uses ward@example.com, a link is on its way; it works for 30 minutes. Check your inbox, and the spam folder too.',
    );
    expect(bodiesSentTo(fetchMock, '/api/password-reset')).toEqual([{ email: 'ward@example.com' }]);
  });

  it('says when an address asked too often', async () => {
    stubFetch(() => jsonResponse(429, { message: 'Too many' }));
    await renderPage('/en/reset-password');

    type('Email', 'ward@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Send the link' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests for this address. Try again later.',
    );
  });

  it('refuses a new password shorter than 8 characters without its spaces, before sending', async () => {
    const fetchMock = stubFetch(() => empty(204));
    await renderPage(`/en/reset-password?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    type('New password', '  short12  ');
    type('Repeat the new password', '  short12  ');
    fireEvent.click(screen.getByRole('button', { name: 'Set the password' }));

    expect(await screen.findByText('The password needs 8 to 128 characters.')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, '/api/password-reset/confirm')).toEqual([]);
  });

  it('sets the new password with the token of the link and offers to sign in', async () => {
    const fetchMock = stubFetch(() => empty(204));
    await renderPage(`/en/reset-password?token=${TOKEN}`);

    type('New password', 'a fresh secret 2');
    type('Repeat the new password', 'a fresh secret 2');
    fireEvent.click(await screen.findByRole('button', { name: 'Set the password' }));

    expect((await screen.findByRole('status')).textContent).toContain('Your password is changed');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(bodiesSentTo(fetchMock, '/api/password-reset/confirm')).toEqual([
      { token: TOKEN, password: 'a fresh secret 2', password_confirmation: 'a fresh secret 2' },
    ]);
  });

  it('says a common password is too common', async () => {
    stubFetch(() =>
      jsonResponse(422, {
        message: 'Invalid',
        errors: { password: ['This password is too common; choose another'] },
      }),
    );
    await renderPage(`/en/reset-password?token=${TOKEN}`);

    type('New password', 'password1');
    type('Repeat the new password', 'password1');
    fireEvent.click(await screen.findByRole('button', { name: 'Set the password' }));

    expect(
      await screen.findByText('This password is too common. Choose one that is harder to guess.'),
    ).toBeTruthy();
  });

  it('explains a used or expired link and leads to a new request', async () => {
    stubFetch(() => jsonResponse(422, { message: 'Invalid', errors: { token: ['expired'] } }));
    const { router } = await renderPage(`/en/reset-password?token=${TOKEN}`);

    type('New password', 'a fresh secret 2');
    type('Repeat the new password', 'a fresh secret 2');
    fireEvent.click(await screen.findByRole('button', { name: 'Set the password' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is invalid, already used or expired. Ask for a new one.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('button', { name: 'Send the link' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });
});
