import type { Language } from '@riftscope/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from '../../shared/session/auth-context.tsx';
import { renderRoutes, stubFetch } from '../../test/render.tsx';
import { AuthDialogs } from './auth-dialogs.tsx';

vi.mock('../../lib/notify.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const tooMany = (headers: Record<string, string>) =>
  new Response(JSON.stringify({ message: 'Too many wrong passwords; try again later' }), {
    status: 429,
    headers: { 'content-type': 'application/json', ...headers },
  });

function Opener() {
  const { openLogin } = useAuth();
  return (
    <button type="button" onClick={openLogin}>
      open login
    </button>
  );
}

/** Signs in against a server that answers `reply`, and returns the dialog's failure text. */
async function failureAfterSignIn(reply: Response, language: Language = 'en') {
  stubFetch(() => reply);
  await renderRoutes(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
            <AuthDialogs />
          </AuthProvider>
        ),
        children: [{ path: '/:lang', element: <Opener /> }],
      },
    ],
    `/${language}`,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'open login' }));
  const dialog = await screen.findByRole('dialog');
  const form = dialog.querySelector('form');
  if (!form) throw new Error('the dialog has a form');
  fireEvent.submit(form);
  return (await within(dialog).findByRole('alert')).textContent;
}

describe('the sign-in dialog after too many attempts', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it.each([
    ['1', 'Too many attempts. Try again in 1 second.'],
    ['45', 'Too many attempts. Try again in 45 seconds.'],
    ['60', 'Too many attempts. Try again in 1 minute.'],
    ['61', 'Too many attempts. Try again in 2 minutes.'],
    ['900', 'Too many attempts. Try again in 15 minutes.'],
  ])('says to wait what Retry-After: %s says', async (retryAfter, text) => {
    expect(await failureAfterSignIn(tooMany({ 'retry-after': retryAfter }))).toBe(text);
  });

  it('reads a Retry-After given as a date', async () => {
    const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString();
    expect(await failureAfterSignIn(tooMany({ 'retry-after': inTwoMinutes }))).toMatch(
      /^Too many attempts\. Try again in [12] minutes?\.$/,
    );
  });

  it('asks to wait a while when the answer says not how long', async () => {
    expect(await failureAfterSignIn(tooMany({}))).toBe(
      'Too many attempts. Wait a minute and try again.',
    );
  });

  it.each([
    ['ru', '1', 'Слишком много попыток. Попробуйте снова через 1 секунду.'],
    ['ru', '3', 'Слишком много попыток. Попробуйте снова через 3 секунды.'],
    ['ru', '25', 'Слишком много попыток. Попробуйте снова через 25 секунд.'],
    ['ru', '300', 'Слишком много попыток. Попробуйте снова через 5 минут.'],
    ['ru', '1260', 'Слишком много попыток. Попробуйте снова через 21 минуту.'],
    ['tr', '30', 'Çok fazla deneme yapıldı. Lütfen 30 saniye sonra tekrar deneyin.'],
    ['tr', '120', 'Çok fazla deneme yapıldı. Lütfen 2 dakika sonra tekrar deneyin.'],
  ] as const)(
    'says the wait in %s with the right plural (Retry-After: %s)',
    async (language, retryAfter, text) => {
      expect(await failureAfterSignIn(tooMany({ 'retry-after': retryAfter }), language)).toBe(text);
    },
  );
});

describe('the sign-in dialog when the server cannot take sign-ins', () => {
  it('says the fault is ours, not the form’s, when sign-in is unavailable (503)', async () => {
    const unavailable = new Response(
      JSON.stringify({ message: 'Signing in is unavailable for a moment; try again shortly' }),
      { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '10' } },
    );
    expect(await failureAfterSignIn(unavailable)).toBe(
      'Something went wrong on our side. Reload the page or try again later.',
    );
  });
});
