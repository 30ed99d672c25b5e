import type { TFunction } from 'i18next';
import { call, isApiError } from '../../../lib/api-client.ts';

/** Why an editor image did not upload; each has its own text (docs/product.md, Validation). */
export type EditorUploadFailure =
  | { kind: 'http'; status: number }
  | { kind: 'invalid_json' }
  | { kind: 'network' };

export class EditorImageUploadError extends Error {
  readonly failure: EditorUploadFailure;

  constructor(failure: EditorUploadFailure) {
    super(`Editor image upload failed: ${failure.kind}`);
    this.name = 'EditorImageUploadError';
    this.failure = failure;
  }
}

/**
 * The failure behind an error of the upload call: a network failure (status 0), a non-2xx answer,
 * or a 2xx answer whose body is not JSON (the client's parse error).
 */
export function uploadFailureOf(error: unknown): EditorUploadFailure {
  if (isApiError(error)) {
    return error.status === 0 ? { kind: 'network' } : { kind: 'http', status: error.status };
  }
  return { kind: 'invalid_json' };
}

/** The `location` of an upload's answer, which the client passes on unchecked. */
function locationOf(reply: unknown): string | null {
  if (typeof reply !== 'object' || reply === null) return null;
  const { location } = reply as { location?: unknown };
  return typeof location === 'string' ? location : null;
}

/** Uploads an image for an article body and returns the address to insert. */
export async function uploadEditorImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  let reply: unknown;
  try {
    reply = await call('adminUploadEditorImage', { form });
  } catch (error) {
    throw new EditorImageUploadError(uploadFailureOf(error));
  }
  const location = locationOf(reply);
  if (location === null) throw new EditorImageUploadError({ kind: 'invalid_json' });
  return location;
}

/** The toast text of a failed upload (docs/product.md, Validation), in the interface language. */
export function uploadFailureText(t: TFunction<'admin'>, failure: EditorUploadFailure): string {
  switch (failure.kind) {
    case 'http':
      return t('news.editor.upload_errors.http', { status: failure.status });
    case 'invalid_json':
      return t('news.editor.upload_errors.invalid_json');
    case 'network':
      return t('news.editor.upload_errors.network');
  }
}
