import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Why a piece of art could not be had; logged, never shown. */
export type ImageRefusal =
  | 'missing'
  /** The CDN answered that it has no such file (404, or 403 as a storage bucket says it). */
  | 'not-found'
  | 'status'
  | 'not-an-image'
  | 'too-big'
  | 'timeout'
  | 'unreachable';

export type ImageBytes = { ok: true; bytes: Buffer } | { ok: false; reason: ImageRefusal };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

/**
 * Whether `bytes` begin like a PNG, JPEG or WebP file. A CDN's error page or a hijacked answer
 * labelled image/* must not be stored and served from our origin as if it were art.
 */
export function hasImageSignature(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, PNG) ||
    startsWith(bytes, JPEG) ||
    (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8))
  );
}

/**
 * Downloads one image: only a 200 with an image/* type, at most `maxBytes` (the body is read
 * as a stream and the download cut off beyond the limit) and with an image's first bytes; the
 * whole download, body included, must finish within `timeoutMs`. Redirects are refused: the
 * URL was built from checked parts and must not lead elsewhere.
 */
export async function downloadImage(
  url: string,
  options: { fetch: typeof fetch; timeoutMs: number; maxBytes: number },
): Promise<ImageBytes> {
  const cutOff = new AbortController();
  const signal = AbortSignal.any([cutOff.signal, AbortSignal.timeout(options.timeoutMs)]);
  try {
    const res = await options.fetch(url, { signal, redirect: 'error' });
    const refusal = refusalOf(res, options.maxBytes);
    if (refusal !== null || res.body === null) {
      cutOff.abort();
      return { ok: false, reason: refusal ?? 'not-an-image' };
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of res.body) {
      size += chunk.byteLength;
      if (size > options.maxBytes) {
        cutOff.abort();
        return { ok: false, reason: 'too-big' };
      }
      chunks.push(chunk);
    }
    return checked(Buffer.concat(chunks));
  } catch (err) {
    const isTimeout = err instanceof Error && err.name === 'TimeoutError';
    return { ok: false, reason: isTimeout ? 'timeout' : 'unreachable' };
  }
}

/** An image from a local Data Dragon snapshot, held to the same rules as a download. */
export async function readImageFile(path: string, maxBytes: number): Promise<ImageBytes> {
  const handle = await open(path).catch(() => null);
  if (handle === null) return { ok: false, reason: 'missing' };
  try {
    const info = await handle.stat();
    if (!info.isFile()) return { ok: false, reason: 'missing' };
    if (info.size > maxBytes) return { ok: false, reason: 'too-big' };
    return checked(await handle.readFile());
  } finally {
    await handle.close();
  }
}

/**
 * Writes `bytes` to `path` through a temporary file and a rename, so that a reader (another
 * request, another process sharing DATA_DIR) sees the whole file or none of it.
 */
export async function writeFileAtomically(path: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, bytes, { flag: 'wx' });
    await rename(temporary, path);
  } catch (err) {
    await rm(temporary, { force: true });
    throw err;
  }
}

function refusalOf(res: Response, maxBytes: number): ImageRefusal | null {
  if (res.status === 404 || res.status === 403) return 'not-found';
  if (res.status !== 200) return 'status';
  if (!/^image\//i.test(res.headers.get('content-type') ?? '')) return 'not-an-image';
  const declared = Number(res.headers.get('content-length') ?? 0);
  return declared > maxBytes ? 'too-big' : null;
}

function checked(bytes: Buffer): ImageBytes {
  return hasImageSignature(bytes) ? { ok: true, bytes } : { ok: false, reason: 'not-an-image' };
}
