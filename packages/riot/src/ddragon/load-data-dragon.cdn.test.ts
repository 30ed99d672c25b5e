import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DDRAGON_SNAPSHOT_DIR } from '@riftscope/riot-snapshots';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DataDragonUnavailableError, DDRAGON_CDN, loadDataDragon } from './index.ts';

const SNAPSHOT_DIR = DDRAGON_SNAPSHOT_DIR;

/** What a test CDN does: 'files' serves the copy, 'fail' answers 500, 'hang' never answers. */
type Mode = 'files' | 'fail' | 'hang';

interface TestCdn {
  url: string;
  requests: string[];
  mode: Mode;
  /** Bodies to serve instead of the files, by request path. */
  overrides: Map<string, string>;
  close(): Promise<void>;
}

async function startCdn(root: string): Promise<TestCdn> {
  const server: Server = createServer(async (req, res) => {
    const path = req.url ?? '/';
    cdn.requests.push(path);
    if (cdn.mode === 'hang') return;
    if (cdn.mode === 'fail') {
      res.writeHead(500).end('Internal Server Error');
      return;
    }
    const override = cdn.overrides.get(path);
    if (override !== undefined) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(override);
      return;
    }
    if (path === '/api/versions.json') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(['15.22.1', '15.4.1', 'lolpatch_3.7']));
      return;
    }
    const [, version, locale, file] =
      /^\/cdn\/([\d.]+)\/data\/([a-z]{2}_[A-Z]{2})\/(\w+)\.json$/.exec(path) ?? [];
    const body =
      version && locale && file
        ? await readFile(join(root, version, locale, `${file}.json`)).catch(() => null)
        : null;
    if (!body) {
      // Like the real CDN, which answers 403 for a file it does not have.
      res.writeHead(403).end('AccessDenied');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const cdn: TestCdn = {
    url: `http://127.0.0.1:${port}`,
    requests: [],
    mode: 'files',
    overrides: new Map(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return cdn;
}

describe(`Data Dragon from a CDN serving part of ${SNAPSHOT_DIR}`, () => {
  let root: string;
  let cacheDir: string;
  let cdn: TestCdn;

  beforeAll(async () => {
    // A complete 15.22.1 en_US as the real CDN has it, built from the partial snapshot.
    root = await mkdtemp(join(tmpdir(), 'ddragon-cdn-root-'));
    const target = join(root, '15.22.1', 'en_US');
    await mkdir(target, { recursive: true });
    for (const file of ['champion', 'item', 'runesReforged']) {
      await copyFile(
        join(SNAPSHOT_DIR, '15.22.1', 'en_US', `${file}.json`),
        join(target, `${file}.json`),
      );
    }
    await copyFile(
      join(SNAPSHOT_DIR, '14.10.1', 'en_US', 'summoner.json'),
      join(target, 'summoner.json'),
    );
    await writeFile(
      join(target, 'profileicon.json'),
      JSON.stringify({ data: { '29': { id: 29, image: { full: '29.png' } } } }),
    );
    return () => rm(root, { recursive: true, force: true });
  });

  beforeEach(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'ddragon-cache-'));
    cdn = await startCdn(root);
  });

  afterEach(async () => {
    await cdn.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('downloads the newest version and caches every file', async () => {
    const dd = await loadDataDragon({ cdnBaseUrl: cdn.url, cacheDir });
    expect(dd.version).toBe('15.22.1');
    expect(dd.champion('aatrox')?.key).toBe(266);
    expect(dd.summonerSpell(4)?.name).toBe('Flash');
    expect(dd.profileIconIds?.has(29)).toBe(true);
    expect(dd.sources.item?.origin).toBe(`${cdn.url}/cdn/15.22.1/data/en_US/item.json`);
    expect(dd.championImage(266).image_url).toBe(
      `${DDRAGON_CDN}/cdn/15.22.1/img/champion/Aatrox.png`,
    );
    expect(cdn.requests).toContain('/api/versions.json');
    for (const file of ['champion', 'item', 'summoner', 'runesReforged', 'profileicon']) {
      expect(existsSync(join(cacheDir, '15.22.1', 'en_US', `${file}.json`))).toBe(true);
    }
    expect(JSON.parse(await readFile(join(cacheDir, 'versions.json'), 'utf8'))[0]).toBe('15.22.1');
  });

  it('serves a second load from the cache with the server stopped', async () => {
    await loadDataDragon({ cdnBaseUrl: cdn.url, cacheDir });
    await cdn.close();
    const dd = await loadDataDragon({ cdnBaseUrl: cdn.url, cacheDir });
    expect(dd.version).toBe('15.22.1');
    expect(dd.item(1001)?.name).toBe('Boots');
    expect(dd.sources.champion?.origin).toBe(join(cacheDir, '15.22.1', 'en_US', 'champion.json'));
  });

  it('asks for versions.json again after an hour, and uses the old list when offline', async () => {
    await loadDataDragon({ cdnBaseUrl: cdn.url, cacheDir });
    const hoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(join(cacheDir, 'versions.json'), hoursAgo, hoursAgo);
    cdn.requests.length = 0;
    await loadDataDragon({ cdnBaseUrl: cdn.url, cacheDir });
    expect(cdn.requests).toEqual(['/api/versions.json']);

    await utimes(join(cacheDir, 'versions.json'), hoursAgo, hoursAgo);
    cdn.mode = 'fail';
    const dd = await loadDataDragon({ cdnBaseUrl: cdn.url, cacheDir });
    expect(dd.version).toBe('15.22.1');
  });

  it('falls back to en_US for a locale the CDN does not have', async () => {
    const dd = await loadDataDragon({ cdnBaseUrl: cdn.url, cacheDir, locale: 'ru_RU' });
    expect(dd.locale).toBe('ru_RU');
    expect(dd.sources.champion?.locale).toBe('en_US');
    expect(cdn.requests).toContain('/cdn/15.22.1/data/ru_RU/champion.json');
    expect(cdn.requests).toContain('/cdn/15.22.1/data/en_US/champion.json');
  });

  it('skips versions.json for a pinned version and uses the given fetch', async () => {
    const fetched: string[] = [];
    const countingFetch: typeof fetch = (input, init) => {
      fetched.push(String(input));
      return fetch(input, init);
    };
    const dd = await loadDataDragon({
      cdnBaseUrl: cdn.url,
      cacheDir,
      version: '15.22.1',
      fetch: countingFetch,
    });
    expect(dd.version).toBe('15.22.1');
    expect(fetched).toHaveLength(5);
    expect(cdn.requests).not.toContain('/api/versions.json');
  });

  it('names the URL when the CDN answers 500 and nothing is cached', async () => {
    cdn.mode = 'fail';
    const load = loadDataDragon({ cdnBaseUrl: cdn.url, cacheDir });
    await expect(load).rejects.toThrow(DataDragonUnavailableError);
    await expect(load).rejects.toThrow(`${cdn.url}/api/versions.json failed: HTTP 500`);
    await expect(load).rejects.toThrow(/DDRAGON_DIR/);
  });

  it('names the URL when a file download fails', async () => {
    await loadDataDragon({ cdnBaseUrl: cdn.url, cacheDir, version: '15.22.1' });
    await rm(join(cacheDir, '15.22.1', 'en_US', 'summoner.json'));
    cdn.mode = 'fail';
    await expect(
      loadDataDragon({ cdnBaseUrl: cdn.url, cacheDir, version: '15.22.1' }),
    ).rejects.toThrow(`${cdn.url}/cdn/15.22.1/data/en_US/summoner.json failed: HTTP 500`);
  });

  it('gives up on a request after the timeout', async () => {
    cdn.mode = 'hang';
    const load = loadDataDragon({ cdnBaseUrl: cdn.url, cacheDir, timeoutMs: 100 });
    await expect(load).rejects.toThrow(/timed out after 100 ms/);
  });

  it('names the file when the CDN serves malformed JSON, and does not cache it', async () => {
    cdn.overrides.set('/cdn/15.22.1/data/en_US/item.json', '{"data": {"1001": ');
    const load = loadDataDragon({ cdnBaseUrl: cdn.url, cacheDir });
    await expect(load).rejects.toThrow(DataDragonUnavailableError);
    await expect(load).rejects.toThrow(/item\.json.*not valid JSON/);
    expect(existsSync(join(cacheDir, '15.22.1', 'en_US', 'item.json'))).toBe(false);
  });
});

describe('Data Dragon without any source', () => {
  it('names the CDN URL and DDRAGON_DIR when the CDN cannot be reached', async () => {
    const cdn = await startCdn(tmpdir());
    await cdn.close();
    const load = loadDataDragon({ cdnBaseUrl: cdn.url });
    await expect(load).rejects.toThrow(DataDragonUnavailableError);
    await expect(load).rejects.toThrow(`GET ${cdn.url}/api/versions.json failed`);
    await expect(load).rejects.toThrow(/DDRAGON_DIR/);
  });
});
