import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../platform/errors.ts';
import { assertUncommonPassword, isCommonPassword } from './password-policy.ts';

describe('password policy', () => {
  it('checks against a list of at least 3,000 common passwords (ASVS 6.2.4)', () => {
    expect(dictionary['passwords-common'].length).toBeGreaterThanOrEqual(3_000);
  });

  it.each(['password1', 'qwertyuiop', 'iloveyou', ' Password1 ', 'QWERTYUIOP'])(
    'counts %j as common, whatever its letter case and surrounding spaces',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['correct horse', 'a fresh secret 2', 'pppppppp'])('accepts %j', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('refuses a common password with a 422 on the named field', () => {
    expect(() => assertUncommonPassword('iloveyou', 'new_password')).toThrow(HttpError);
    try {
      assertUncommonPassword('iloveyou', 'new_password');
    } catch (err) {
      expect((err as HttpError).statusCode).toBe(422);
      expect((err as HttpError).errors).toEqual({
        new_password: ['This password is too common; choose another'],
      });
    }
  });
});
