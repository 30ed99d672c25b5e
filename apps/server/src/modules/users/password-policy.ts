import { PASSWORD_TOO_COMMON } from '@riftscope/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { invalid } from '../../platform/errors.ts';

/**
 * About 49,000 passwords seen most often in breaches (zxcvbn-ts's common list), compared
 * without case or surrounding spaces so that "Password1 " counts as "password1".
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

/** Refuses a new password from the common list with a 422 on `field` (ASVS 6.2.4). */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw invalid({ [field]: [PASSWORD_TOO_COMMON] });
}
