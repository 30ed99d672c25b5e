import type { Language } from '@riftscope/contracts';
import type { SettingsInput } from './api/profile-api.ts';

export interface SettingsValues {
  email: string;
  password: string;
  newPassword: string;
  language: Language;
}

export type PasswordField = 'password' | 'new_password';

/** Why the form cannot be sent yet, and which field has to be filled in. */
export interface MissingPassword {
  field: PasswordField;
  reason: 'both_passwords' | 'email_needs_password';
}

export interface SettingsRequest {
  body: SettingsInput;
  isPasswordChange: boolean;
  /** Set when a password field must be filled in first; nothing is sent then. */
  missing: MissingPassword | null;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The request of the settings form: email and language always; both passwords to change the
 * password (docs/product.md, Validation); the current password alone to confirm a new email, as the server asks.
 */
export function settingsRequest(values: SettingsValues, savedEmail: string): SettingsRequest {
  const hasPassword = values.password !== '';
  const hasNewPassword = values.newPassword !== '';
  const isEmailChange = !sameEmail(values.email, savedEmail);
  const body: SettingsInput = { email: values.email, language: values.language };
  const missing = (field: PasswordField, reason: MissingPassword['reason']): SettingsRequest => ({
    body,
    isPasswordChange: false,
    missing: { field, reason },
  });

  if (hasNewPassword && !hasPassword) return missing('password', 'both_passwords');
  if (hasPassword && hasNewPassword) {
    return {
      body: { ...body, password: values.password, new_password: values.newPassword },
      isPasswordChange: true,
      missing: null,
    };
  }
  if (isEmailChange && !hasPassword) return missing('password', 'email_needs_password');
  if (hasPassword && !isEmailChange) return missing('new_password', 'both_passwords');
  return {
    body: hasPassword ? { ...body, password: values.password } : body,
    isPasswordChange: false,
    missing: null,
  };
}
