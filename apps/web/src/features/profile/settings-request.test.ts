import { describe, expect, it } from 'vitest';
import { settingsRequest } from './settings-request.ts';

const SAVED_EMAIL = 'ward@example.com';
const values = {
  email: SAVED_EMAIL,
  password: '',
  newPassword: '',
  language: 'en' as const,
};

describe('settingsRequest', () => {
  it('sends email and language without passwords when both are empty', () => {
    expect(settingsRequest(values, SAVED_EMAIL)).toEqual({
      body: { email: 'ward@example.com', language: 'en' },
      isPasswordChange: false,
      missing: null,
    });
  });

  it('sends both passwords when both are filled in', () => {
    const request = settingsRequest(
      { ...values, password: 'old-secret', newPassword: 'new-secret' },
      SAVED_EMAIL,
    );
    expect(request.body).toEqual({
      email: 'ward@example.com',
      language: 'en',
      password: 'old-secret',
      new_password: 'new-secret',
    });
    expect(request.isPasswordChange).toBe(true);
    expect(request.missing).toBeNull();
  });

  it('names the empty field, so that nothing is sent, when only one password is filled in', () => {
    const onlyCurrent = settingsRequest({ ...values, password: 'old-secret' }, SAVED_EMAIL);
    expect(onlyCurrent.missing).toEqual({ field: 'new_password', reason: 'both_passwords' });

    const onlyNew = settingsRequest({ ...values, newPassword: 'new-secret' }, SAVED_EMAIL);
    expect(onlyNew.missing).toEqual({ field: 'password', reason: 'both_passwords' });
  });

  it('asks for the current password when the email changes', () => {
    const request = settingsRequest({ ...values, email: 'new@example.com' }, SAVED_EMAIL);
    expect(request.missing).toEqual({ field: 'password', reason: 'email_needs_password' });
  });

  it('sends the current password alone to confirm a new email', () => {
    const request = settingsRequest(
      { ...values, email: ' New@Example.com ', password: 'old-secret' },
      SAVED_EMAIL,
    );
    expect(request).toEqual({
      body: { email: ' New@Example.com ', language: 'en', password: 'old-secret' },
      isPasswordChange: false,
      missing: null,
    });
  });

  it('treats the saved email in other letter case or with spaces as unchanged', () => {
    const request = settingsRequest({ ...values, email: ' WARD@example.com ' }, SAVED_EMAIL);
    expect(request.missing).toBeNull();
  });
});
