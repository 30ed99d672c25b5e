import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROFILE_ICON_VERSION } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app/build-app.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import {
  createDdragonImages,
  DEFAULT_FETCHES_PER_ADDRESS,
} from '../src/modules/assets/ddragon-images.service.ts';
import { createImageLabels } from '../src/modules/assets/image-labels.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createRiotDeps, type RiotDeps } from '../src/platform/riot.ts';
import { TEST_DATABASES } from './databases.ts';
import { type RussianDataDragon, writeRussianDataDragon } from './russian-ddragon.ts';
import { useTestApp } from './test-app.ts';

type Answer = 'png' | 'not-found' | 'html' | 'html-as-png' | 'huge' | 'hang' | 'down';

/**
 * Data Dragon's CDN on loopback: PNG bytes by default, or the answer set for a path; it counts
 * what it is asked and can hold its answers until released.
 */
async function startFakeCdn(png: Buffer) {
  const hits = new Map<string, number>();
  const answers = new Map<string, Answer>();
  const waiting: (() => void)[] = [];
  let held: Promise<void> | null = null;
  let release = () => {};
  const server: Server = createServer(async (req, res) => {
    const path = req.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    for (const wake of waiting.splice(0)) wake();
    if (held) await held;
    switch (answers.get(path) ?? 'png') {
      case 'png':
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
        res.end(png);
        return;
      case 'not-found':
        res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
        return;
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html' }).end('<script>alert(1)</script>');
        return;
      case 'html-as-png':
        res.writeHead(200, { 'content-type': 'image/png' }).end('<script>alert(1)</script>');
        return;
      case 'huge': {
        // A PNG's first bytes, then 3 MB, sent without a length so only counting can stop it.
        res.writeHead(200, { 'content-type': 'image/png' });
        res.write(png.subarray(0, 8));
        for (let i = 0; i < 48 && !res.destroyed; i++) res.write(Buffer.alloc(64 * 1024, 1));
        res.end();
        return;
      }
      case 'hang':
        return;
      case 'down':
        // As a CDN that is down or blocked: the connection drops with no answer.
        req.socket.destroy();
        return;
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: (path: string) => hits.get(path) ?? 0,
    total: () => [...hits.values()].reduce((a, b) => a + b, 0),
    answer: (path: string, answer: Answer) => answers.set(path, answer),
    reset() {
      hits.clear();
      answers.clear();
    },
    hold() {
      held = new Promise((resolve) => {
        release = resolve;
      });
    },
    release() {
      held = null;
      release();
    },
    /** Resolves once the CDN has been asked for anything (from now on). */
    nextHit: () => new Promise<void>((resolve) => waiting.push(resolve)),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** Every file below `dir`, relative to it; none when it does not exist. */
async function filesBelow(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

/** A GET sent over a real socket with the path exactly as written (inject would normalise it). */
function rawGet(origin: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    get({ hostname, port, path, headers: { accept: 'image/avif,image/webp,*/*' } }, (res) => {
      collect(res).then((body) => resolve({ status: res.statusCode ?? 0, body }), reject);
    }).on('error', reject);
  });
}

async function collect(res: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Every image URL in an answer: the values of `image_url` and `icon` fields, at any depth. */
function imageUrlsOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) imageUrlsOf(v, found);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if ((key === 'image_url' || key === 'icon') && typeof v === 'string') found.push(v);
      else imageUrlsOf(v, found);
    }
  }
  return found;
}

const png = await sharp({
  create: { width: 120, height: 120, channels: 3, background: '#2a6' },
})
  .png()
  .toBuffer();

const AHRI = '/cdn/ddragon/15.22.1/img/champion/Ahri.png';
const UPSTREAM_AHRI = '/cdn/15.22.1/img/champion/Ahri.png';

/** The name a placeholder SVG gives itself and the letters it draws. */
function placeholderText(svg: string) {
  return {
    title: svg.match(/<title>([^<]*)<\/title>/)?.[1],
    text: svg.match(/<text[^>]*>([^<]*)<\/text>/)?.[1],
  };
}

describe.each(TEST_DATABASES)('Data Dragon images from our own origin on $name', (db) => {
  let cdn: Awaited<ReturnType<typeof startFakeCdn>>;
  let russian: RussianDataDragon;
  let origin: string;
  let cacheDir: string;
  beforeAll(async () => {
    cdn = await startFakeCdn(png);
    // Russian names for some champions, spells and runes; tr_TR has no file and reads en_US.
    russian = await writeRussianDataDragon();
  });
  afterAll(async () => {
    await cdn?.close();
    await russian?.remove();
  });
  const t = useTestApp(db, () => ({
    env: {
      DDRAGON_CDN_URL: cdn.url,
      DDRAGON_DIR: russian.dir,
      DDRAGON_LOCALES: 'en_US,ru_RU,tr_TR',
    },
  }));
  beforeAll(async () => {
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    cacheDir = join(t.config.dataDir, 'ddragon-img');
  });

  /** A second image service over the app's DATA_DIR, with nothing in memory: another process. */
  const imageServiceOnDisk = (options: { timeoutMs?: number } = {}) =>
    createDdragonImages({
      versions: ['15.22.1'],
      cacheDir,
      snapshotDir: undefined,
      cdnBaseUrl: cdn.url,
      labels: createImageLabels(t.riot.ddragonByLanguage),
      log: pino({ level: 'silent' }),
      ...options,
    });

  beforeEach(() => {
    cdn.release();
    cdn.reset();
  });

  it('fetches a champion once for ten concurrent first requests, stores it, then serves it from disk', async () => {
    cdn.hold();
    const asked = cdn.nextHit();
    const first = Array.from({ length: 10 }, () => t.request({ method: 'GET', url: AHRI }));
    await asked;
    cdn.release();
    const answers = await Promise.all(first);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(png)).toBe(true);
    }
    expect(cdn.hits(UPSTREAM_AHRI)).toBe(1);
    expect(await readFile(join(cacheDir, '15.22.1/img/champion/Ahri.png'))).toEqual(png);

    const again = await t.request({ method: 'GET', url: AHRI });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(png)).toBe(true);
    expect(cdn.total()).toBe(1);

    // Another process over the same DATA_DIR, with nothing in memory, reads it from disk.
    const restarted = imageServiceOnDisk();
    const request = restarted.parse(AHRI);
    if (request === null) throw new Error('refused');
    expect(await restarted.get(request, '127.0.0.1')).toEqual({ kind: 'bytes', bytes: png });
    expect(cdn.total()).toBe(1);
  });

  it('serves a stored image with immutable caching, its content type and length', async () => {
    await t.request({ method: 'GET', url: AHRI });
    const res = await t.request({ method: 'GET', url: AHRI });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(png.length));
    const head = await t.request({ method: 'HEAD', url: AHRI });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(png.length));
  });

  it('serves items, spells and profile icons at the known versions, and runes without one', async () => {
    const paths = [
      '/15.22.1/img/item/1001.png',
      '/15.22.1/img/spell/SummonerFlash.png',
      `/${PROFILE_ICON_VERSION}/img/profileicon/4568.png`,
      '/img/perk-images/Styles/Precision/PressTheAttack/PressTheAttack.png',
      '/img/perk-images/StatMods/StatModsMagicResIcon.MagicResist_Fix.png',
    ];
    for (const path of paths) {
      const res = await t.request({ method: 'GET', url: `/cdn/ddragon${path}` });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type'], path).toBe('image/png');
      expect(cdn.hits(`/cdn${path}`), path).toBe(1);
      expect(existsSync(join(cacheDir, path)), path).toBe(true);
    }
  });

  it('answers 404 to every path that is not Data Dragon art, asks the CDN nothing and writes nothing', async () => {
    const before = await filesBelow(t.config.dataDir);
    const refused = [
      '/cdn/ddragon/15.22.1/img/champion/../../../../secret.png',
      '/cdn/ddragon/15.22.1/img/champion/..%2F..%2F..%2Fsecret.png',
      '/cdn/ddragon/15.22.1/img/champion/..%2f..%2fsecret.png',
      '/cdn/ddragon/15.22.1/img/champion/%2e%2e/%2e%2e/secret.png',
      '/cdn/ddragon/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/cdn/ddragon/15.22.1/img/champion/..%5C..%5Csecret.png',
      '/cdn/ddragon/15.22.1/img/champion/..\\..\\secret.png',
      '/cdn/ddragon/img/perk-images/Styles/../../../../secret.png',
      '/cdn/ddragon/img/perk-images/Styles/%2e%2e/%2e%2e/secret.png',
      '/cdn/ddragon/img/perk-images//Styles/Domination.png',
      '/cdn/ddragon/15.22.1/img/champion//Ahri.png',
      '/cdn/ddragon/15.22.1/img/champion/.png',
      '/cdn/ddragon/15.22.1/img/champion/.hidden.png',
      '/cdn/ddragon/1.0.0/img/champion/Ahri.png',
      '/cdn/ddragon/latest/img/champion/Ahri.png',
      '/cdn/ddragon/15.22.1/img/splash/Ahri_0.jpg',
      '/cdn/ddragon/15.22.1/data/en_US/champion.json',
      '/cdn/ddragon/15.22.1/img/champion/Ahri.svg',
      '/cdn/ddragon/15.22.1/img/champion/Ahri.js',
      '/cdn/ddragon/15.22.1/img/champion/Ahri.png.js',
      '/cdn/ddragon/15.22.1/img/champion/Ahri.png%00.svg',
      '/cdn/ddragon/15.22.1/img/item/Ahri.png',
      '/cdn/ddragon/15.22.1/img/champion/Ahri.png?url=http://evil.example/x.png',
      '/cdn/ddragon/15.22.1/img/champion/Ahri.png?',
      '/cdn/ddragon/15.22.1/img/champion/Ahri.png?foo=1',
      '/cdn/ddragon/15.22.1/img/champion/Ahri.png?lang=xx',
      '/cdn/ddragon/15.22.1/img/champion/Ahri.png?lang=',
      '/cdn/ddragon/15.22.1/img/champion/Ahri.png?lang=ru&foo=1',
      '/cdn/ddragon/15.22.1/img/champion/Ahri.png?lang=ru&lang=ru',
      '/cdn/ddragon/15.22.1/img/champion/Ahri.png?lang=ru_RU',
      '/cdn/ddragon/15.22.1/img/champion/../../../../secret.png?lang=ru',
      '/cdn/ddragon/15.22.1/img/champion/%3Furl=http:%2F%2Fevil.example%2Fx.png',
      '/cdn/ddragon/http://evil.example/x.png',
      '/cdn/ddragon/%68ttp:%2F%2Fevil.example/x.png',
      '/cdn/ddragon/img/champion/Ahri.png',
      '/cdn/ddragon/img/perk-images/Styles/A/B/C/D/E/x.png',
      '/cdn/ddragon/',
      '/cdn/ddragon/15.22.1',
    ];
    for (const path of refused) {
      const res = await rawGet(origin, path);
      expect(res.status, path).toBe(404);
      expect(JSON.parse(res.body), path).toEqual({ message: 'Not found' });
    }
    // Malformed percent-encoding never reaches the route: the router answers 400 itself.
    const malformed = await rawGet(origin, '/cdn/ddragon/15.22.1/img/champion/%E0%A4%A.png');
    expect(malformed.status).toBe(400);
    expect(cdn.total()).toBe(0);
    expect(await filesBelow(t.config.dataDir)).toEqual(before);
  });

  it('answers a placeholder and stores nothing when the CDN sends no image, a fake one or one over 2 MB', async () => {
    const cases: [string, Answer][] = [
      ['/15.22.1/img/champion/Annie.png', 'html'],
      ['/15.22.1/img/champion/Ashe.png', 'html-as-png'],
      ['/15.22.1/img/champion/Brand.png', 'huge'],
      ['/15.22.1/img/champion/Caitlyn.png', 'not-found'],
    ];
    for (const [path, answer] of cases) {
      cdn.answer(`/cdn${path}`, answer);
      const res = await t.request({ method: 'GET', url: `/cdn/ddragon${path}` });
      expect(res.statusCode, answer).toBe(200);
      expect(res.headers['content-type'], answer).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control'], answer).toBe('public, max-age=300');
      expect(res.body, answer).toMatch(/^<svg[\s>]/);
      expect(res.body, answer).not.toContain('<script');
      expect(existsSync(join(cacheDir, path)), answer).toBe(false);
    }
    expect(await filesBelow(cacheDir)).not.toContainEqual(expect.stringMatching(/\.tmp$/));
  });

  it('answers a placeholder naming the champion, item, spell, rune or icon when the CDN is down', async () => {
    const named = [
      ['/15.22.1/img/champion/MissFortune.png', 'Miss Fortune'],
      ['/15.22.1/img/item/3031.png', 'Infinity Edge'],
      ['/15.22.1/img/spell/SummonerDot.png', 'Ignite'],
      ['/img/perk-images/Styles/Domination/Electrocute/Electrocute.png', 'Electrocute'],
      [`/${PROFILE_ICON_VERSION}/img/profileicon/29.png`, 'Profile icon 29'],
      ['/15.22.1/img/champion/NotAChampion.png', 'NotAChampion'],
    ];
    for (const [path] of named) cdn.answer(`/cdn${path}`, 'down');
    for (const [path, name] of named) {
      const res = await t.request({ method: 'GET', url: `/cdn/ddragon${path}` });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type'], path).toMatch(/^image\/svg\+xml/);
      expect(res.body, path).toContain(`<title>${name}</title>`);
      expect(existsSync(join(cacheDir, path ?? '')), path).toBe(false);
    }
  });

  it('labels placeholders in Russian for ?lang=ru, in English without it, at the same short cache age', async () => {
    const named = [
      ['/15.22.1/img/champion/MasterYi.png', 'Мастер Йи', 'МЙ', 'Master Yi', 'MY'],
      ['/15.22.1/img/spell/SummonerHeal.png', 'Исцеление', 'Ис', 'Heal', 'He'],
      [
        '/img/perk-images/Styles/Precision/Conqueror/Conqueror.png',
        'Завоеватель',
        'За',
        'Conqueror',
        'Co',
      ],
      // ru_RU has no item.json: its items are named in English.
      ['/15.22.1/img/item/6672.png', 'Kraken Slayer', 'KS', 'Kraken Slayer', 'KS'],
    ] as const;
    for (const [path] of named) cdn.answer(`/cdn${path}`, 'down');
    for (const [path, ruTitle, ruText, enTitle, enText] of named) {
      const ru = await t.request({ method: 'GET', url: `/cdn/ddragon${path}?lang=ru` });
      const en = await t.request({ method: 'GET', url: `/cdn/ddragon${path}` });
      // tr_TR has no files of its own: Turkish pages read the English names.
      const tr = await t.request({ method: 'GET', url: `/cdn/ddragon${path}?lang=tr` });
      for (const res of [ru, en, tr]) {
        expect(res.statusCode, path).toBe(200);
        expect(res.headers['content-type'], path).toMatch(/^image\/svg\+xml/);
        expect(res.headers['cache-control'], path).toBe('public, max-age=300');
      }
      expect(placeholderText(ru.body), path).toEqual({ title: ruTitle, text: ruText });
      expect(placeholderText(en.body), path).toEqual({ title: enTitle, text: enText });
      expect(tr.body, path).toBe(en.body);
      // The failure is the file's, whichever language asked first.
      expect(cdn.hits(`/cdn${path}`), path).toBe(1);
    }
  });

  it('draws a profile icon it cannot get as a head and shoulders, with no digits', async () => {
    const path = `/cdn/ddragon/${PROFILE_ICON_VERSION}/img/profileicon/27.png`;
    cdn.answer(path.replace('/ddragon', ''), 'down');
    const res = await t.request({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(placeholderText(res.body)).toEqual({ title: 'Profile icon 27', text: undefined });
    expect(res.body).toMatch(/<circle[^>]*fill="#fff"\/><path[^>]*fill="#fff"\/><\/svg>$/);
    const ru = await t.request({ method: 'GET', url: `${path}?lang=ru` });
    expect(ru.body).toBe(res.body);
  });

  it('downloads a real image once for ?lang=ru and the plain URL together, and serves both the same bytes for a year', async () => {
    const path = '/15.22.1/img/champion/Jinx.png';
    cdn.hold();
    const asked = cdn.nextHit();
    const answers = [
      t.request({ method: 'GET', url: `/cdn/ddragon${path}?lang=ru` }),
      t.request({ method: 'GET', url: `/cdn/ddragon${path}` }),
      t.request({ method: 'GET', url: `/cdn/ddragon${path}?lang=tr` }),
    ];
    await asked;
    cdn.release();
    for (const res of await Promise.all(answers)) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals(png)).toBe(true);
    }
    const again = await t.request({ method: 'GET', url: `/cdn/ddragon${path}?lang=ru` });
    expect(again.rawPayload.equals(png)).toBe(true);
    expect(cdn.hits(`/cdn${path}`)).toBe(1);
    expect(cdn.total()).toBe(1);
    // One file on disk, named by its path alone.
    expect(await filesBelow(join(cacheDir, '15.22.1/img/champion'))).toContain('Jinx.png');
    expect(await filesBelow(cacheDir)).not.toContainEqual(expect.stringContaining('lang'));
  });

  it('gives up on a CDN that does not answer within the timeout and answers a placeholder', async () => {
    const path = '/15.22.1/img/champion/Zed.png';
    cdn.answer(`/cdn${path}`, 'hang');
    const images = imageServiceOnDisk({ timeoutMs: 50 });
    const request = images.parse(`/cdn/ddragon${path}`);
    if (request === null) throw new Error(`${path} was refused`);
    const answer = await images.get(request, '127.0.0.1');
    expect(answer).toEqual({
      kind: 'placeholder',
      svg: expect.stringContaining('<title>Zed</title>'),
    });
    expect(cdn.hits(`/cdn${path}`)).toBe(1);
    expect(existsSync(join(cacheDir, path))).toBe(false);
  });

  it('asks the CDN at most its allowance for a flood of made-up names from one /64, once each, and keeps serving everyone else', async () => {
    // Every request from another address of one IPv6 /64: one client (clientAddressKey).
    const flooder = (i: number) => `2001:db8:7:7::${(i + 1).toString(16)}`;
    const names = Array.from(
      { length: DEFAULT_FETCHES_PER_ADDRESS + 50 },
      (_, i) => `/15.22.1/img/champion/Made${i}.png`,
    );
    for (const path of names) cdn.answer(`/cdn${path}`, 'not-found');
    const flood = [];
    for (const [i, path] of names.entries()) {
      flood.push(
        await t.request({ method: 'GET', url: `/cdn/ddragon${path}`, remoteAddress: flooder(i) }),
      );
    }
    for (const res of flood) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    const kept = flood.filter((res) => res.headers['cache-control'] === 'public, max-age=300');
    const notKept = flood.filter((res) => res.headers['cache-control'] === 'no-store');
    expect(kept).toHaveLength(DEFAULT_FETCHES_PER_ADDRESS);
    expect(notKept).toHaveLength(50);
    expect(cdn.total()).toBe(DEFAULT_FETCHES_PER_ADDRESS);

    // The same names again: each miss is remembered, the CDN is asked nothing more.
    for (const path of names.slice(0, DEFAULT_FETCHES_PER_ADDRESS)) {
      await t.request({ method: 'GET', url: `/cdn/ddragon${path}`, remoteAddress: flooder(0) });
    }
    expect(cdn.total()).toBe(DEFAULT_FETCHES_PER_ADDRESS);

    // Another visitor's new art is fetched and served as usual.
    const other = await t.request({
      method: 'GET',
      url: '/cdn/ddragon/15.22.1/img/champion/Lux.png',
      remoteAddress: '203.0.113.20',
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-type']).toBe('image/png');
    expect(other.rawPayload.equals(png)).toBe(true);
  });

  it('keeps img-src to our own origin and data URLs in the CSP, with no https: wildcard', async () => {
    const res = await t.request({ method: 'GET', url: AHRI });
    const csp = String(res.headers['content-security-policy']);
    const imgSrc = csp.split(';').find((d) => d.trim().startsWith('img-src'));
    expect(imgSrc?.trim().split(/\s+/)).toEqual(['img-src', "'self'", 'data:', 'blob:']);
  });
});

describe.each(TEST_DATABASES)('image URLs in answers on $name', (db) => {
  let cdn: Awaited<ReturnType<typeof startFakeCdn>>;
  let russian: RussianDataDragon;
  let dataDir: string;
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let riot: RiotDeps;
  let app: FastifyInstance;
  beforeAll(async () => {
    cdn = await startFakeCdn(png);
    russian = await writeRussianDataDragon();
    dataDir = await mkdtemp(join(tmpdir(), 'riftscope-art-'));
    // Configured as a deployment is (riot.ts loads Data Dragon in every locale), not through the
    // test riot. tr_TR has no files in the folder.
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DDRAGON_DIR: russian.dir,
      DDRAGON_CDN_URL: cdn.url,
      SIM_PLAYERS: '50',
    });
    ({ handle: database, drop } = await db.create());
    riot = await createRiotDeps(config, pino({ level: 'silent' }));
    ({ app } = await createApp({ config, database, riot }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await riot?.close();
    await drop?.();
    await cdn?.close();
    await russian?.remove();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Every image URL of a sample player's profile and matches, in `lang` when given. */
  async function playerImageUrls(lang?: string): Promise<string[]> {
    const [s] = riot.sim?.world.samplePlayers ?? [];
    if (!s) throw new Error('the simulated world has no sample player');
    const name = encodeURIComponent(s.gameName);
    const query = lang ? `?lang=${lang}` : '';
    const profile = await app.inject({
      method: 'GET',
      url: `/api/summoners/${name}/${encodeURIComponent(s.tagLine)}/${s.platform}${query}`,
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const matches = await app.inject({
      method: 'GET',
      url: `/api/summoners/${name}/${encodeURIComponent(s.tagLine)}/matches?region=${s.platform}${lang ? `&lang=${lang}` : ''}`,
    });
    expect(matches.statusCode, matches.body).toBe(200);
    return [...new Set(imageUrlsOf([profile.json(), matches.json()]))];
  }

  it("points every image URL of a player's matches at /cdn/ddragon/, where each one is served", async () => {
    const urls = await playerImageUrls();
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) expect(url).toMatch(/^\/cdn\/ddragon\/\S+\.png$/);
    expect(urls.some((u) => u.startsWith('/cdn/ddragon/img/perk-images/'))).toBe(true);

    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('image/png');
    }
  });

  it('names Russian in the image URLs of a Russian answer, and serves each the same file as the plain URL', async () => {
    const plain = await playerImageUrls();
    const russianUrls = await playerImageUrls('ru');
    expect(russianUrls.length).toBe(plain.length);
    for (const url of russianUrls) expect(url).toMatch(/^\/cdn\/ddragon\/\S+\.png\?lang=ru$/);
    expect(russianUrls.map((url) => url.replace(/\?lang=ru$/, '')).sort()).toEqual(plain.sort());
    for (const url of russianUrls) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('image/png');
      expect(res.rawPayload.equals(png), url).toBe(true);
      // Asked once, by whichever of the two URLs came first.
      const upstream = url.replace('/cdn/ddragon/', '/cdn/').replace(/\?lang=ru$/, '');
      expect(cdn.hits(upstream), url).toBe(1);
    }
  });

  it('keeps plain image URLs in English answers and in Turkish ones, which read the English files', async () => {
    const plain = await playerImageUrls('en');
    expect(plain).toEqual(await playerImageUrls());
    expect(await playerImageUrls('tr')).toEqual(plain);
    for (const url of plain) expect(url).toMatch(/^\/cdn\/ddragon\/\S+\.png$/);
  });
});
