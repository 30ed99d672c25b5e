import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset } from './reset-password-api.ts';

/** Asks for a reset mail for an email address. */
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
