import { isApiError } from '../../lib/api-client.ts';
import { AVATAR_TYPES } from './profile-api.ts';

/** The server's upload limits (modules/uploads/image-upload.ts), checked here before sending. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MAX_PIXELS = 40_000_000;

export type AvatarFailure =
  | 'too_large'
  | 'too_many_pixels'
  | 'not_image'
  | 'unreadable'
  | 'network'
  | 'failed';

/** The values the texts of each failure name. */
export const AVATAR_LIMITS = {
  too_large: { max: AVATAR_MAX_BYTES / 1024 / 1024 },
  too_many_pixels: { max: AVATAR_MAX_PIXELS / 1e6 },
} as const;

/**
 * Why the server would refuse `file`, found in the browser so that nothing is uploaded in vain:
 * its type, its size in bytes, then its size in pixels, which the browser reads by decoding it.
 * Null when it looks fine, or when this browser cannot decode images off screen.
 */
export async function avatarProblem(file: File): Promise<AvatarFailure | null> {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'not_image';
  if (file.size > AVATAR_MAX_BYTES) return 'too_large';
  if (typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return 'unreadable';
  }
  const pixels = bitmap.width * bitmap.height;
  bitmap.close();
  return pixels > AVATAR_MAX_PIXELS ? 'too_many_pixels' : null;
}

/**
 * Why an upload failed, from the server's answer: 413 is too many bytes, 415 not an image, and
 * a 422 on `avatar` either too many pixels (its message names megapixels) or an unreadable file.
 */
export function avatarFailure(error: unknown): AvatarFailure {
  if (isApiError(error, 413)) return 'too_large';
  if (isApiError(error, 415)) return 'not_image';
  if (isApiError(error, 422)) {
    const messages = error.errors.avatar ?? [];
    return messages.some((m) => /megapixel|pixels/i.test(m)) ? 'too_many_pixels' : 'unreadable';
  }
  if (isApiError(error, 0)) return 'network';
  return 'failed';
}
