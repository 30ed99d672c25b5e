import type { SettingsBodySchema } from '@riftscope/contracts';
import type { z } from 'zod/mini';
import { call } from '../../../lib/api-client.ts';

export type SettingsInput = z.input<typeof SettingsBodySchema>;

/** The image types the server accepts as an avatar. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Sends `file` as the avatar; the server reads the multipart field `avatar`. */
export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('avatar', file);
  return call('uploadAvatar', { form });
}

export const updateSettings = (body: SettingsInput) => call('updateSettings', { body });

export const deleteAccount = (body: { password: string }) => call('deleteAccount', { body });
