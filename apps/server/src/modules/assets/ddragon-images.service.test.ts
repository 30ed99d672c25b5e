import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDataDragon } from '@riftscope/riot/ddragon';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RussianDataDragon, writeRussianDataDragon } from '../../../test/russian-ddragon.ts';
import { TEST_DDRAGON_DIR } from '../../../test/test-riot.ts';
import {
  createDdragonImages,
  type DdragonImagesDeps,
  type ImageAnswer,
  MISS_MEMORY_MS,
  memoryUpstreamAllowance,
  UPSTREAM_FETCH_WINDOW_MS,
} from './ddragon-images.service.ts';
import { createImageLabels, type ImageLabels } from './image-labels.ts';

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(100, 7)]);

/** A CDN as a fetch function: counts calls and answers PNG bytes unless told otherwise. */
function fakeFetch() {
  const calls: string[] = [];
  let answer: () => Promise<Response> = async () =>
    new Response(PNG, { headers: { 'content-type': 'image/png' } });
  const fetch = (async (input: string | URL | Request) => {
    calls.push(String(input));
    return answer();
  }) as typeof globalThis.fetch;
  return {
    fetch,
    calls,
    answerWith: (next: () => Promise<Response>) => {
      answer = next;
    },
  };
}

async function bodyOf(answer: ImageAnswer): Promise<Buffer | string> {
  if (answer.kind === 'placeholder' || answer.kind === 'limited') return answer.svg;
  if (answer.kind === 'bytes') return answer.bytes;
  const bytes = await answer.handle.readFile();
  await answer.handle.close();
  return bytes;
}

let labels: ImageLabels;
let russian: RussianDataDragon;
beforeAll(async () => {
  russian = await writeRussianDataDragon();
  const [en, ru] = await Promise.all([
    loadDataDragon({ dir: TEST_DDRAGON_DIR }),
    loadDataDragon({ dir: russian.dir, locale: 'ru_RU' }),
  ]);
  labels = createImageLabels({ en, ru, tr: en });
});
afterAll(() => russian?.remove());

describe('Data Dragon images', () => {
  let dir: string;
  let cdn: ReturnType<typeof fakeFetch>;
  let now: number;
  const images = (deps: Partial<DdragonImagesDeps> = {}) =>
    createDdragonImages({
      versions: ['15.22.1'],
      cacheDir: join(dir, 'cache'),
      snapshotDir: join(dir, 'snapshot'),
      cdnBaseUrl: 'https://cdn.example',
      labels,
      log: pino({ level: 'silent' }),
      fetch: cdn.fetch,
      clock: () => now,
      ...deps,
    });
  const get = async (service: ReturnType<typeof images>, url: string, address = '127.0.0.1') => {
    const image = service.parse(url);
    if (image === null) throw new Error(`${url} was refused`);
    return service.get(image, address);
  };
  const champion = (name: string) => `/cdn/ddragon/15.22.1/img/champion/${name}.png`;
  /** The files in the cache folder's champion folder. */
  const championFiles = async () =>
    (await readdir(join(dir, 'cache/15.22.1/img/champion')).catch(() => [])).sort();
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'riftscope-images-'));
    cdn = fakeFetch();
    now = 1_000_000;
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('downloads once for concurrent first requests and serves the stored file after', async () => {
    const service = images();
    const url = '/cdn/ddragon/15.22.1/img/champion/Ahri.png';
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(service, url)));
    for (const answer of answers) expect(await bodyOf(answer)).toEqual(PNG);
    expect(cdn.calls).toEqual(['https://cdn.example/cdn/15.22.1/img/champion/Ahri.png']);
    expect(await bodyOf(await get(service, url))).toEqual(PNG);
    expect(cdn.calls).toHaveLength(1);
  });

  it('streams a stored file too large to keep in memory from disk', async () => {
    const large = Buffer.concat([PNG, Buffer.alloc(300 * 1024, 1)]);
    cdn.answerWith(async () => new Response(large, { headers: { 'content-type': 'image/png' } }));
    const answer = await get(images(), '/cdn/ddragon/15.22.1/img/champion/Ahri.png');
    expect(answer).toMatchObject({ kind: 'file', size: large.length });
    expect(await bodyOf(answer)).toEqual(large);
  });

  it("copies art from the snapshot's versioned and rune folders without asking the CDN", async () => {
    const versioned = join(dir, 'snapshot/15.22.1/img/item/1001.png');
    const rune = join(dir, 'snapshot/img/perk-images/Styles/7200_Domination.png');
    for (const path of [versioned, rune]) {
      await mkdir(join(path, '..'), { recursive: true });
      await writeFile(path, PNG);
    }
    const service = images();
    expect(await bodyOf(await get(service, '/cdn/ddragon/15.22.1/img/item/1001.png'))).toEqual(PNG);
    const domination = '/cdn/ddragon/img/perk-images/Styles/7200_Domination.png';
    expect(await bodyOf(await get(service, domination))).toEqual(PNG);
    expect(cdn.calls).toEqual([]);
    expect(await readFile(join(dir, 'cache/img/perk-images/Styles/7200_Domination.png'))).toEqual(
      PNG,
    );
  });

  it("fetches an augment's icon from Community Dragon's game folder, never from the snapshot", async () => {
    const icon = 'assets/ux/cherry/augments/icons/tankengine_large.png';
    await mkdir(join(dir, 'snapshot/cdragon', icon, '..'), { recursive: true });
    await writeFile(join(dir, 'snapshot/cdragon', icon), '<html>');
    const service = images({
      augments: { icons: (id) => (id === 87 ? icon : null), cdragonUrl: 'https://cd.example' },
    });
    expect(await bodyOf(await get(service, '/cdn/cdragon/augments/87.png'))).toEqual(PNG);
    expect(await bodyOf(await get(service, '/cdn/cdragon/augments/87.png?lang=ru'))).toEqual(PNG);
    expect(cdn.calls).toEqual([`https://cd.example/latest/game/${icon}`]);
    expect(await readFile(join(dir, 'cache/cdragon', icon))).toEqual(PNG);
    expect(service.parse('/cdn/cdragon/augments/88.png')).toBeNull();
    expect(images().parse('/cdn/cdragon/augments/87.png')).toBeNull();
  });

  it('asks the CDN for a snapshot file that is not an image', async () => {
    const fake = join(dir, 'snapshot/15.22.1/img/champion/Ahri.png');
    await mkdir(join(fake, '..'), { recursive: true });
    await writeFile(fake, '<html>');
    const answer = await get(images(), '/cdn/ddragon/15.22.1/img/champion/Ahri.png');
    expect(await bodyOf(answer)).toEqual(PNG);
    expect(cdn.calls).toHaveLength(1);
  });

  it('answers a sized, named placeholder and remembers the failure for a minute, then tries again', async () => {
    cdn.answerWith(async () => new Response('nope', { status: 503 }));
    const service = images();
    const url = '/cdn/ddragon/15.22.1/img/champion/MissFortune.png';
    const first = await get(service, url);
    expect(first.kind).toBe('placeholder');
    expect(await bodyOf(first)).toMatch(/width="120".*<title>Miss Fortune<\/title>/);
    now += 59_000;
    expect((await get(service, url)).kind).toBe('placeholder');
    expect(cdn.calls).toHaveLength(1);

    cdn.answerWith(async () => new Response(PNG, { headers: { 'content-type': 'image/png' } }));
    now += 2_000;
    expect(await bodyOf(await get(service, url))).toEqual(PNG);
    expect(cdn.calls).toHaveLength(2);
  });

  it('remembers a file the CDN does not have for an hour, then asks again', async () => {
    cdn.answerWith(async () => new Response('<h1>Not Found</h1>', { status: 404 }));
    const service = images();
    const url = champion('NotAChampion');
    expect((await get(service, url)).kind).toBe('placeholder');
    now += MISS_MEMORY_MS - 60_000;
    expect((await get(service, url, '203.0.113.9')).kind).toBe('placeholder');
    expect(cdn.calls).toHaveLength(1);
    now += 120_000;
    expect((await get(service, url)).kind).toBe('placeholder');
    expect(cdn.calls).toHaveLength(2);
    // A storage bucket's "access denied" is a miss too.
    cdn.answerWith(async () => new Response('AccessDenied', { status: 403 }));
    await get(service, champion('Made_Up'));
    now += MISS_MEMORY_MS - 60_000;
    await get(service, champion('Made_Up'));
    expect(cdn.calls).toHaveLength(3);
  });

  it("fetches at most an address's allowance of new files a window, answers the rest a placeholder not to keep, and serves stored art meanwhile", async () => {
    const service = images({
      allowance: memoryUpstreamAllowance({ perAddress: 3, inTotal: 100, now: () => now }),
    });
    expect(await bodyOf(await get(service, champion('Ahri'), 'a'))).toEqual(PNG);
    const names = ['N1', 'N2', 'N3', 'N4', 'N5'];
    const answers = [];
    for (const name of names) answers.push(await get(service, champion(name), 'a'));
    expect(answers.map((a) => a.kind)).toEqual(['bytes', 'bytes', 'limited', 'limited', 'limited']);
    expect(await bodyOf(answers[2] as ImageAnswer)).toContain('<title>N3</title>');
    expect(cdn.calls).toHaveLength(3);
    // Stored art needs no fetch; another address has an allowance of its own.
    expect(await bodyOf(await get(service, champion('Ahri'), 'a'))).toEqual(PNG);
    expect(await bodyOf(await get(service, champion('N3'), 'b'))).toEqual(PNG);
    expect(cdn.calls).toHaveLength(4);
    // A file refused for the allowance is not remembered as missing: the next window fetches it.
    now += UPSTREAM_FETCH_WINDOW_MS;
    expect(await bodyOf(await get(service, champion('N4'), 'a'))).toEqual(PNG);
    expect(cdn.calls).toHaveLength(5);
  });

  it('fetches at most the allowance of the whole site a window, whatever the number of addresses', async () => {
    const service = images({
      allowance: memoryUpstreamAllowance({ perAddress: 100, inTotal: 4, now: () => now }),
    });
    const kinds = [];
    for (let i = 0; i < 10; i++)
      kinds.push((await get(service, champion(`N${i}`), `203.0.113.${i}`)).kind);
    expect(kinds.filter((kind) => kind === 'bytes')).toHaveLength(4);
    expect(kinds.filter((kind) => kind === 'limited')).toHaveLength(6);
    expect(cdn.calls).toHaveLength(4);
  });

  it('keeps the cache folder within its bound by removing the least recently used files, also after a restart', async () => {
    const service = images({ cacheBytes: 3 * PNG.length });
    for (const name of ['A', 'B', 'C']) {
      await get(service, champion(name));
      now += 1_000;
    }
    // A is used again (from memory), so B is now the least recently used.
    await get(service, champion('A'));
    await get(service, champion('D'));
    expect(await championFiles()).toEqual(['A.png', 'C.png', 'D.png']);

    // A restart over the same folder with a smaller bound keeps the files read last.
    now += 1_000;
    const restarted = images({ cacheBytes: 2 * PNG.length });
    await restarted.ready();
    expect(await championFiles()).toEqual(['C.png', 'D.png']);
    // What it removed is fetched again when asked for.
    expect(await bodyOf(await get(restarted, champion('A')))).toEqual(PNG);
    expect(existsSync(join(dir, 'cache/15.22.1/img/champion/A.png'))).toBe(true);
    expect(await championFiles()).toHaveLength(2);
  });

  it('labels a placeholder in the language the URL asks for, and the next English one in English', async () => {
    cdn.answerWith(async () => new Response('nope', { status: 503 }));
    const service = images();
    const url = '/cdn/ddragon/15.22.1/img/champion/MissFortune.png';
    const ru = await bodyOf(await get(service, `${url}?lang=ru`));
    expect(ru).toContain('<title>Мисс Фортуна</title>');
    expect(ru).toContain('>МФ</text>');
    const en = await bodyOf(await get(service, url));
    expect(en).toContain('<title>Miss Fortune</title>');
    expect(en).toContain('>MF</text>');
    expect(await bodyOf(await get(service, `${url}?lang=en`))).toBe(en);
    expect(await bodyOf(await get(service, `${url}?lang=ru`))).toBe(ru);
    // One failure is remembered for the file, whichever language asked.
    expect(cdn.calls).toHaveLength(1);
  });

  it('downloads a file once for every language and answers each the same bytes', async () => {
    const service = images();
    const url = '/cdn/ddragon/15.22.1/img/champion/Ahri.png';
    const answers = await Promise.all(
      [url, `${url}?lang=ru`, `${url}?lang=tr`, `${url}?lang=ru`].map((u) => get(service, u)),
    );
    for (const answer of answers) expect(await bodyOf(answer)).toEqual(PNG);
    expect(await bodyOf(await get(service, `${url}?lang=ru`))).toEqual(PNG);
    expect(cdn.calls).toEqual(['https://cdn.example/cdn/15.22.1/img/champion/Ahri.png']);
  });

  it('refuses a URL with any other query, or a language it does not have', () => {
    const service = images();
    const url = '/cdn/ddragon/15.22.1/img/champion/Ahri.png';
    expect(service.parse(`${url}?foo=1`)).toBeNull();
    expect(service.parse(`${url}?lang=xx`)).toBeNull();
    expect(service.parse(`${url}?lang=ru&v=2`)).toBeNull();
  });

  it('draws a profile icon that cannot be had as a silhouette, in no language of its own', async () => {
    cdn.answerWith(async () => new Response('nope', { status: 503 }));
    const service = images({ versions: ['15.22.1', '15.9.1'] });
    const en = await bodyOf(await get(service, '/cdn/ddragon/15.9.1/img/profileicon/27.png'));
    expect(en).toMatch(/width="128".*<title>Profile icon 27<\/title>/);
    expect(en).toContain('<path');
    expect(en).not.toContain('<text');
    const ru = '/cdn/ddragon/15.9.1/img/profileicon/27.png?lang=ru';
    expect(await bodyOf(await get(service, ru))).toBe(en);
  });

  it('names runes in round placeholders and items by their id', async () => {
    cdn.answerWith(async () => {
      throw new TypeError('fetch failed');
    });
    const service = images();
    const rune = await bodyOf(
      await get(
        service,
        '/cdn/ddragon/img/perk-images/Styles/Domination/Electrocute/Electrocute.png',
      ),
    );
    expect(rune).toContain('<title>Electrocute</title>');
    expect(rune).toContain('<circle');
    const item = await bodyOf(await get(service, '/cdn/ddragon/15.22.1/img/item/3031.png'));
    expect(item).toMatch(/width="64".*<title>Infinity Edge<\/title>/);
  });
});
