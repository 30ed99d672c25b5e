import type { ArticleImageFolder } from '@riftscope/contracts';
import type { TFunction } from 'i18next';
import { call, isApiError } from '../../../lib/api-client.ts';
import '../api/admin-routes.ts';

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

/** The upload routes of the rich-text editors: the news articles' and the guides'. */
export type EditorImageRoute = 'adminUploadEditorImage' | 'adminUploadGuideImage';

/** The storage folder of each route's uploads, whose images its editor's bodies may show. */
export const EDITOR_IMAGE_FOLDERS: Record<EditorImageRoute, ArticleImageFolder> = {
  adminUploadEditorImage: 'editor',
  adminUploadGuideImage: 'guides',
};

/** Uploads an image for a rich-text body through `route` and returns the address to insert. */
export async function uploadEditorImage(
  file: File,
  route: EditorImageRoute = 'adminUploadEditorImage',
): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  let reply: unknown;
  try {
    reply = await call(route, { form });
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
