import { fireEvent, screen, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify.ts';
import { AuthProvider } from '../../shared/session/auth-context.tsx';
import { jsonResponse, renderRoutes, stubFetch } from '../../test/render.tsx';
import { AuthDialogs } from './auth-dialogs.tsx';
import { Openers } from './test/auth-test-setup.tsx';

vi.mock('../../lib/notify.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

function renderDialogs() {
  return renderRoutes(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
            <AuthDialogs />
          </AuthProvider>
        ),
        children: [{ path: '/:lang', element: <Openers /> }],
      },
    ],
    '/en',
  );
}

describe('sign-in and registration feedback', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.mocked(notify.error).mockClear();
  });

  it('explains a wrong password inside the dialog only, without a toast on top', async () => {
    stubFetch(() => jsonResponse(401, { message: 'Invalid credentials' }));
    await renderDialogs();
    fireEvent.click(await screen.findByRole('button', { name: 'open login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    fireEvent.change(within(dialog).getByLabelText('Email'), {
      target: { value: 'ward@example.com' },
    });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The email or password is incorrect.',
    );
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('marks a rejected registration field inside the dialog only, without a toast on top', async () => {
    stubFetch(() =>
      jsonResponse(422, {
        message: 'Invalid',
        errors: { email: ['The email has already been taken.'] },
      }),
    );
    await renderDialogs();
    fireEvent.click(await screen.findByRole('button', { name: 'open register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));

    expect(
      await within(dialog).findByText("Enter a valid email address that isn't registered yet."),
    ).toBeTruthy();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('shows the password rules before anything is sent, tied to the password field', async () => {
    stubFetch(() => jsonResponse(401, {}));
    await renderDialogs();
    fireEvent.click(await screen.findByRole('button', { name: 'open register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' });

    const rules = within(dialog).getByText(
      'At least 8 characters, and not a common password that is easy to guess.',
    );
    const password = within(dialog).getByLabelText('Password');
    expect(password.getAttribute('aria-describedby')).toBe(rules.id);
  });

  it('checks the fields itself instead of the browser, and answers in the page language', async () => {
    stubFetch(() =>
      jsonResponse(422, { message: 'Invalid', errors: { email: ['Invalid email address'] } }),
    );
    await renderDialogs();
    fireEvent.click(await screen.findByRole('button', { name: 'open register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
    const form = dialog.querySelector('form') as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));

    const error = await within(dialog).findByText(
      "Enter a valid email address that isn't registered yet.",
    );
    expect(within(dialog).getByLabelText('Email').getAttribute('aria-describedby')).toBe(error.id);
  });
});
