import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify.ts';
import { errorResponse, requestsTo } from '../../test/render.tsx';
import {
  API,
  jsonBodiesSentTo,
  renderProfile,
  requestsWithBody,
  sampleUser,
  stubProfileApi,
} from './test/profile-test-setup.tsx';

vi.mock('../../lib/notify.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.input(field(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const settingsForm = async (path = '/en/profile/settings') => {
  const view = await renderProfile(path);
  await screen.findByRole('heading', { level: 1 });
  return view;
};

/** A 429 whose Retry-After says how long the password checks of this address must wait. */
const waitResponse = (seconds: number) =>
  new Response(JSON.stringify({ message: 'Too many wrong passwords; try again later' }), {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': String(seconds) },
  });

const fieldErrorResponse = (errors: Record<string, string[]>) =>
  new Response(JSON.stringify({ message: 'The given data was invalid', errors }), {
    status: 422,
    headers: { 'content-type': 'application/json' },
  });

describe('SettingsPage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.mocked(notify.error).mockClear();
    vi.mocked(notify.success).mockClear();
  });

  it('starts from the saved email and language', async () => {
    stubProfileApi({ me: () => sampleUser({ language: 'tr' }) });
    await settingsForm();

    expect(field('Email').value).toBe('ward@example.com');
    expect(field('Email').type).toBe('email');
    expect((screen.getByLabelText('Interface language') as HTMLSelectElement).value).toBe('tr');
    expect(field('Current password').value).toBe('');
  });

  it('saves nothing and reports no success while only one password is filled in', async () => {
    const fetchMock = stubProfileApi();
    await settingsForm();

    type('Current password', 'old-secret');
    save();
    const note = 'To change the password, fill in both the current and the new password.';
    expect(await screen.findByText(note)).toBeTruthy();
    expect(field('New password').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('New password')));
    expect(requestsTo(fetchMock, API.settings)).toHaveLength(0);
    expect(notify.success).not.toHaveBeenCalled();

    type('New password', 'new-secret-1');
    save();
    await waitFor(() => expect(requestsTo(fetchMock, API.settings)).toHaveLength(1));

    expect(jsonBodiesSentTo(fetchMock, API.settings)).toEqual([
      {
        email: 'ward@example.com',
        language: 'en',
        password: 'old-secret',
        new_password: 'new-secret-1',
      },
    ]);
    await waitFor(() =>
      expect(notify.success).toHaveBeenLastCalledWith(
        'Settings saved. Your password is changed and your other devices are signed out.',
      ),
    );
    expect(screen.queryByText(note)).toBeNull();
    expect(field('Current password').value).toBe('');
    expect(field('New password').value).toBe('');
  });

  it('switches the interface to a newly chosen language under its prefix', async () => {
    const fetchMock = stubProfileApi({
      settings: () => sampleUser({ language: 'ru' }),
    });
    const { router } = await settingsForm('/en/profile/settings?tab=1');

    fireEvent.change(screen.getByLabelText('Interface language'), { target: { value: 'ru' } });
    save();

    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/profile/settings'));
    expect(router.state.location.search).toBe('?tab=1');
    expect(window.localStorage.getItem('lang')).toBe('ru');
    expect(await screen.findByRole('heading', { level: 1, name: 'Настройки' })).toBeTruthy();
    expect(jsonBodiesSentTo(fetchMock, API.settings)).toEqual([
      { email: 'ward@example.com', language: 'ru' },
    ]);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Настройки сохранены'));
  });

  it('asks for the current password before it saves a new email', async () => {
    const fetchMock = stubProfileApi();
    await settingsForm();

    type('Email', 'new@example.com');
    save();
    expect(
      await screen.findByText('Enter your current password to change the email.'),
    ).toBeTruthy();
    expect(field('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(fetchMock, API.settings)).toHaveLength(0);

    type('Current password', 'old-secret');
    save();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Settings saved'));
    expect(jsonBodiesSentTo(fetchMock, API.settings)).toEqual([
      { email: 'new@example.com', language: 'en', password: 'old-secret' },
    ]);
  });

  it('says a common new password is too common', async () => {
    stubProfileApi({
      settings: () =>
        fieldErrorResponse({ new_password: ['This password is too common; choose another'] }),
    });
    await settingsForm();

    type('Current password', 'old-secret');
    type('New password', 'password1');
    save();

    expect(
      await screen.findByText('This password is too common. Choose one that is harder to guess.'),
    ).toBeTruthy();
    expect(field('New password').getAttribute('aria-invalid')).toBe('true');
  });

  it('stays on the page language when the saved language did not change', async () => {
    stubProfileApi();
    const { router } = await settingsForm();

    type('Email', 'new@example.com');
    type('Current password', 'old-secret');
    save();

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Settings saved'));
    expect(router.state.location.pathname).toBe('/en/profile/settings');
    expect(window.localStorage.getItem('lang')).toBeNull();
  });

  it('shows the server field errors under their fields in the page language', async () => {
    stubProfileApi({
      settings: () =>
        fieldErrorResponse({
          email: ['This email is already registered'],
          password: ['The current password is incorrect'],
        }),
    });
    await settingsForm('/ru/profile/settings');

    fireEvent.input(field('Текущий пароль'), { target: { value: 'wrong' } });
    fireEvent.input(field('Новый пароль'), { target: { value: 'new-secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    const emailError = await screen.findByText(
      'Укажите действующий адрес электронной почты, который не занят другим аккаунтом.',
    );
    const email = field('Электронная почта');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(emailError.id);
    expect(document.activeElement).toBe(email);
    const password = field('Текущий пароль');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Текущий пароль указан неверно.');
    expect(screen.queryByText('This email is already registered')).toBeNull();
    expect(notify.error).not.toHaveBeenCalled();

    fireEvent.input(email, { target: { value: 'other@example.com' } });
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(password.getAttribute('aria-invalid')).toBe('true');
  });

  it('explains a failed save in a toast', async () => {
    stubProfileApi({ settings: () => errorResponse(500) });
    await settingsForm();

    save();

    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith("Couldn't save the settings. Try again later."),
    );
  });

  it('says how long to wait after too many wrong current passwords', async () => {
    stubProfileApi({ settings: () => waitResponse(4) });
    await settingsForm();

    save();

    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Too many attempts. Try again in 4 seconds.'),
    );
  });

  it('ends the session when the server no longer accepts it', async () => {
    let isRevoked = false;
    stubProfileApi({
      me: () => (isRevoked ? errorResponse(401) : sampleUser()),
      settings: () => {
        isRevoked = true;
        return errorResponse(401);
      },
    });
    await settingsForm();

    save();

    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Your session has ended. Please log in again.'),
    );
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
  });

  describe('deleting the account', () => {
    const openDialog = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete account…' }));
      return screen.findByRole('dialog', { name: 'Delete your account?' });
    };

    it('deletes nothing until the password is confirmed in the dialog', async () => {
      const fetchMock = stubProfileApi();
      await settingsForm();

      const dialog = await openDialog();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(requestsTo(fetchMock, API.account)).toHaveLength(0);
    });

    it('says a wrong password is wrong and keeps the account', async () => {
      stubProfileApi({ account: () => fieldErrorResponse({ password: ['wrong'] }) });
      await settingsForm();

      const dialog = await openDialog();
      fireEvent.input(within(dialog).getByLabelText('Password'), {
        target: { value: 'not-mine' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));

      expect(await within(dialog).findByText('The password is incorrect.')).toBeTruthy();
      expect(window.localStorage.getItem('token')).not.toBeNull();
    });

    it('says how long to wait after too many wrong passwords', async () => {
      stubProfileApi({ account: () => waitResponse(120) });
      await settingsForm();

      const dialog = await openDialog();
      fireEvent.input(within(dialog).getByLabelText('Password'), {
        target: { value: 'guess' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));

      expect(
        await within(dialog).findByText('Too many attempts. Try again in 2 minutes.'),
      ).toBeTruthy();
    });

    it('deletes the account with the password, signs out and goes home', async () => {
      const fetchMock = stubProfileApi();
      const { router } = await settingsForm();

      const dialog = await openDialog();
      fireEvent.input(within(dialog).getByLabelText('Password'), {
        target: { value: 'my-secret' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
      expect(notify.success).toHaveBeenCalledWith('Your account has been deleted.');
      expect(window.localStorage.getItem('token')).toBeNull();
      expect(requestsWithBody(fetchMock, API.account)).toEqual([
        { method: 'POST', body: JSON.stringify({ password: 'my-secret' }) },
      ]);
    });
  });
});
