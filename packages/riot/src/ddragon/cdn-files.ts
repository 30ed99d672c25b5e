/**
 * Files fetched from the game's data CDNs (Data Dragon, Community Dragon) and kept on disk: one
 * way to download with a timeout, and to read and write the cache.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** A short reason for a failed read or request; fetch hides the useful part in `cause`. */
export function reasonOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? err.cause : undefined;
  const code = (err as { code?: unknown }).code ?? (cause as { code?: unknown } | undefined)?.code;
  const detail = typeof code === 'string' ? code : cause?.message;
  return detail && !err.message.includes(detail) ? `${err.message} (${detail})` : err.message;
}

export type Download =
  | { ok: true; text: string }
  | { ok: false; isMissing: boolean; reason: string };

/** A file from the CDN, or why there is none: missing there, or the request failed. */
export async function download(
  cdn: { fetch: typeof fetch; timeoutMs: number },
  url: string,
): Promise<Download> {
  try {
    const res = await cdn.fetch(url, { signal: AbortSignal.timeout(cdn.timeoutMs) });
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      // The CDN answers 403 (S3 AccessDenied) rather than 404 for a file it does not have.
      return {
        ok: false,
        isMissing: res.status === 403 || res.status === 404,
        reason: `HTTP ${res.status}`,
      };
    }
    return { ok: true, text: await res.text() };
  } catch (err) {
    const reason =
      err instanceof Error && err.name === 'TimeoutError'
        ? `timed out after ${cdn.timeoutMs} ms`
        : reasonOf(err);
    return { ok: false, isMissing: false, reason };
  }
}

/** A cached file's JSON, or undefined when it is absent or unreadable (then it is fetched again). */
export async function readCache(
  path: string,
): Promise<{ json: unknown; mtimeMs: number } | undefined> {
  try {
    const [text, info] = await Promise.all([readFile(path, 'utf8'), stat(path)]);
    return { json: JSON.parse(text), mtimeMs: info.mtimeMs };
  } catch {
    return undefined;
  }
}

/**
 * Writes through a temporary file and a rename so that another process never reads half a file.
 * A cache that cannot be written only costs a download next time, so failures are ignored.
 */
export async function writeCache(path: string, text: string): Promise<void> {
  const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(tmp, text);
    await rename(tmp, path);
  } catch {
    await unlink(tmp).catch(() => undefined);
  }
}
