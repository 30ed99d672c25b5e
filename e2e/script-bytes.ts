import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** docs/product.md, Web app: the home route loads at most this much JavaScript, gzip, with React. */
export const HOME_JS_BUDGET_KB = 150;

export interface ScriptBytes {
  /** The scripts' gzip size at level 9, the budget's measure. */
  gzip: number;
  /** The bytes that crossed the wire (the server sends the build's brotli twins). */
  transferred: number;
  /** The file name of every script loaded. */
  files: string[];
}

/** Every script `page` loads while it opens `url` and until the network is idle. */
export async function scriptBytes(page: Page, url: string): Promise<ScriptBytes> {
  const sizes: Promise<{ gzip: number; transferred: number; file: string }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    sizes.push(
      (async () => {
        const file = new URL(request.url()).pathname.split('/').pop() ?? '';
        const response = await request.response();
        const body = response ? await response.body() : Buffer.alloc(0);
        const { responseBodySize } = await request.sizes();
        return { gzip: gzipSync(body, { level: 9 }).length, transferred: responseBodySize, file };
      })().catch(() => ({ gzip: 0, transferred: 0, file: '' })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const all = await Promise.all(sizes);
  return {
    gzip: all.reduce((sum, s) => sum + s.gzip, 0),
    transferred: all.reduce((sum, s) => sum + s.transferred, 0),
    files: all.map((s) => s.file),
  };
}
