import { describe, expect, it } from 'vitest';
import { settingsRequest } from './settings-request.ts';

const values = {
  email: 'ward@example.com',
  password: '',
  newPassword: '',
  language: 'en' as const,
};

describe('settingsRequest', () => {
  it('sends email and language without passwords when both are empty', () => {
    expect(settingsRequest(values)).toEqual({
      body: { email: 'ward@example.com', language: 'en' },
      isPasswordChange: false,
      missingPassword: null,
    });
  });

  it('sends both passwords when both are filled in', () => {
    const request = settingsRequest({
      ...values,
      password: 'old-secret',
      newPassword: 'new-secret',
    });
    expect(request.body).toEqual({
      email: 'ward@example.com',
      language: 'en',
      password: 'old-secret',
      new_password: 'new-secret',
    });
    expect(request.isPasswordChange).toBe(true);
  });

  it('sends no password and names the empty field when only one is filled in', () => {
    const onlyCurrent = settingsRequest({ ...values, password: 'old-secret' });
    expect(onlyCurrent.body).toEqual({ email: 'ward@example.com', language: 'en' });
    expect(onlyCurrent.missingPassword).toBe('new_password');

    const onlyNew = settingsRequest({ ...values, newPassword: 'new-secret' });
    expect(onlyNew.body).toEqual({ email: 'ward@example.com', language: 'en' });
    expect(onlyNew.missingPassword).toBe('password');
  });
});
