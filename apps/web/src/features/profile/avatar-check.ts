import { UPLOAD_MAX_BYTES, uploadMaxSide } from '@riftscope/contracts';
import { isApiError } from '../../lib/api-client.ts';
import { AVATAR_TYPES } from './api/profile-api.ts';

export type AvatarFailure =
  | 'too_large'
  | 'too_many_pixels'
  | 'not_image'
  | 'unreadable'
  | 'network'
  | 'failed';

/** The values the text of a failure names: the server's limits for a file of this type. */
export function avatarFailureValues(failure: AvatarFailure, type: string) {
  if (failure === 'too_large') return { max: UPLOAD_MAX_BYTES / 1024 / 1024 };
  if (failure === 'too_many_pixels') return { side: uploadMaxSide(type) };
  return {};
}

/**
 * Why the server would refuse `file`, found in the browser so that nothing is uploaded in vain:
 * its type, its size in bytes, then its size in pixels, which the browser reads by decoding it.
 * Null when it looks fine, or when this browser cannot decode images off screen.
 */
export async function avatarProblem(file: File): Promise<AvatarFailure | null> {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'not_image';
  if (file.size > UPLOAD_MAX_BYTES) return 'too_large';
  if (typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return 'unreadable';
  }
  const pixels = bitmap.width * bitmap.height;
  bitmap.close();
  const side = uploadMaxSide(file.type);
  return pixels > side * side ? 'too_many_pixels' : null;
}

/**
 * Why an upload failed, from the server's answer: 413 is too many bytes, 415 not an image, and
 * a 422 on `avatar` either too many pixels (its message names pixels) or an unreadable file.
 */
export function avatarFailure(error: unknown): AvatarFailure {
  if (isApiError(error, 413)) return 'too_large';
  if (isApiError(error, 415)) return 'not_image';
  if (isApiError(error, 422)) {
    const messages = error.errors.avatar ?? [];
    return messages.some((m) => /pixels/i.test(m)) ? 'too_many_pixels' : 'unreadable';
  }
  if (isApiError(error, 0)) return 'network';
  return 'failed';
}
