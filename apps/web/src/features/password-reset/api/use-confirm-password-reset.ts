import { useMutation } from '@tanstack/react-query';
import { confirmPasswordReset } from './reset-password-api.ts';

/** Sets a new password with the token of a reset mail. */
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
