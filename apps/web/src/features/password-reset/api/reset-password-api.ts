import { call } from '../../../lib/api-client.ts';

/** Asks for a reset mail; the answer is the same whether or not the address has an account. */
export const requestPasswordReset = (email: string) =>
  call('requestPasswordReset', { body: { email } });

export const confirmPasswordReset = (body: {
  token: string;
  password: string;
  password_confirmation: string;
}) => call('confirmPasswordReset', { body });
