import type { Language } from '@riftscope/contracts';
import type { SettingsInput } from './profile-api.ts';

export interface SettingsValues {
  email: string;
  password: string;
  newPassword: string;
  language: Language;
}

export type PasswordField = 'password' | 'new_password';

export interface SettingsRequest {
  body: SettingsInput;
  isPasswordChange: boolean;
  /** The empty password field when only the other one is filled in. */
  missingPassword: PasswordField | null;
}

/**
 * The request of the settings form: email and language always, the passwords only when both
 * the current and the new one are filled in (SPEC.md §5).
 */
export function settingsRequest(values: SettingsValues): SettingsRequest {
  const hasPassword = values.password !== '';
  const hasNewPassword = values.newPassword !== '';
  const body: SettingsInput = { email: values.email, language: values.language };
  if (hasPassword && hasNewPassword) {
    return {
      body: { ...body, password: values.password, new_password: values.newPassword },
      isPasswordChange: true,
      missingPassword: null,
    };
  }
  return {
    body,
    isPasswordChange: false,
    missingPassword: hasPassword ? 'new_password' : hasNewPassword ? 'password' : null,
  };
}
