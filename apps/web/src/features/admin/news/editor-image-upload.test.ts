import { createInstance } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/admin.json';
import ru from '../../../locales/ru/admin.json';
import tr from '../../../locales/tr/admin.json';
import {
  EditorImageUploadError,
  type EditorUploadFailure,
  uploadEditorImage,
  uploadFailureText,
} from './editor-image-upload.ts';

const UPLOAD = '/api/admin/news/upload-editor-image';
const image = () => new File(['gif'], 'ward.gif', { type: 'image/gif' });

function stubUpload(reply: () => Response | Promise<Response>) {
  const mock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => reply());
  vi.stubGlobal('fetch', mock);
  return mock;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The failure the upload ended with, or null when it succeeded. */
async function failureOf(upload: Promise<string>): Promise<EditorUploadFailure | null> {
  try {
    await upload;
    return null;
  } catch (error) {
    if (error instanceof EditorImageUploadError) return error.failure;
    throw error;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadEditorImage', () => {
  it('posts the image as the multipart field "file" and returns its location', async () => {
    const mock = stubUpload(() => json({ location: '/storage/editor/ward.webp' }));

    await expect(uploadEditorImage(image())).resolves.toBe('/storage/editor/ward.webp');
    const [input, init] = mock.mock.calls[0] ?? [];
    expect(String(input)).toBe(UPLOAD);
    expect(init?.method).toBe('POST');
    const body = init?.body;
    expect(body instanceof FormData && (body.get('file') as File).name).toBe('ward.gif');
  });

  it("posts a guide's image to the guides' upload route", async () => {
    const mock = stubUpload(() => json({ location: '/storage/editor/ward.webp' }));

    await expect(uploadEditorImage(image(), 'adminUploadGuideImage')).resolves.toBe(
      '/storage/editor/ward.webp',
    );
    expect(String(mock.mock.calls[0]?.[0])).toBe('/api/admin/guides/upload-editor-image');
  });

  it('fails with the HTTP status of a non-2xx answer', async () => {
    stubUpload(() => json({ message: 'Too large' }, 413));
    expect(await failureOf(uploadEditorImage(image()))).toEqual({ kind: 'http', status: 413 });
  });

  it('fails as invalid JSON when the answer has no string location', async () => {
    stubUpload(() => json({ location: 42 }));
    expect(await failureOf(uploadEditorImage(image()))).toEqual({ kind: 'invalid_json' });
    stubUpload(() => json({ url: '/storage/editor/ward.webp' }));
    expect(await failureOf(uploadEditorImage(image()))).toEqual({ kind: 'invalid_json' });
    stubUpload(() => json(null));
    expect(await failureOf(uploadEditorImage(image()))).toEqual({ kind: 'invalid_json' });
  });

  it('fails as invalid JSON when a 2xx answer is not JSON at all', async () => {
    stubUpload(() => new Response('<html>proxy</html>', { status: 200 }));
    expect(await failureOf(uploadEditorImage(image()))).toEqual({ kind: 'invalid_json' });
  });

  it('fails as a network failure when no answer arrives', async () => {
    stubUpload(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failureOf(uploadEditorImage(image()))).toEqual({ kind: 'network' });
  });
});

describe('uploadFailureText', () => {
  async function translator(language: 'en' | 'ru' | 'tr') {
    const i18n = createInstance();
    await i18n.init({
      lng: language,
      resources: { en: { admin: en }, ru: { admin: ru }, tr: { admin: tr } },
    });
    return i18n.getFixedT(language, 'admin');
  }

  it('words the failures as docs/product.md, Validation does in English', async () => {
    const t = await translator('en');
    expect(uploadFailureText(t, { kind: 'http', status: 500 })).toBe('HTTP Error: 500');
    expect(uploadFailureText(t, { kind: 'invalid_json' })).toBe('Invalid JSON');
    expect(uploadFailureText(t, { kind: 'network' })).toBe('Image upload failed');
  });

  it('translates them into Russian and Turkish with the status kept', async () => {
    const ruT = await translator('ru');
    expect(uploadFailureText(ruT, { kind: 'http', status: 502 })).toBe('Ошибка HTTP: 502');
    expect(uploadFailureText(ruT, { kind: 'network' })).toBe('Не удалось загрузить изображение');
    const trT = await translator('tr');
    expect(uploadFailureText(trT, { kind: 'http', status: 502 })).toBe('HTTP Hatası: 502');
    expect(uploadFailureText(trT, { kind: 'invalid_json' })).toBe('Geçersiz JSON');
  });
});
