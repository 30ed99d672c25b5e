import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AUGMENTS_MAX_AGE_MS,
  isAugmentIconPath,
  loadArenaAugments,
  parseAugmentsFile,
} from './arena-augments.ts';

/** Community Dragon's file for a locale, with the fields it really has beside the ones read. */
function augmentsFile(names: Record<number, string>): string {
  return JSON.stringify({
    augments: Object.entries(names).map(([id, name]) => ({
      apiName: `Augment${id}`,
      calculations: {},
      dataValues: { Damage: 10 },
      desc: 'Does something.',
      iconLarge: `assets/ux/cherry/augments/icons/augment${id}_large.png`,
      iconSmall: `assets/ux/cherry/augments/icons/augment${id}_small.png`,
      id: Number(id),
      name,
      rarity: 1,
      tooltip: '<scaleAD>10</scaleAD>',
    })),
  });
}

const ENGLISH = augmentsFile({ 1: 'ADAPt', 7: 'Back to Basics', 205: 'Quest: Wooglet’s Witchcap' });
const RUSSIAN = augmentsFile({ 1: 'АДАПТ', 7: 'Назад к основам' });

/** What the fake does: serve its files, answer 500, or never answer. */
type Mode = 'files' | 'fail' | 'hang';

interface FakeCdn {
  url: string;
  requests: string[];
  mode: Mode;
  files: Map<string, string>;
  close(): Promise<void>;
}

async function startFakeCdn(): Promise<FakeCdn> {
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    cdn.requests.push(path);
    if (cdn.mode === 'hang') return;
    const body = cdn.mode === 'files' ? cdn.files.get(path) : undefined;
    if (body === undefined) {
      res.writeHead(cdn.mode === 'fail' ? 500 : 404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const cdn: FakeCdn = {
    url: `http://127.0.0.1:${port}`,
    requests: [],
    mode: 'files',
    files: new Map([
      ['/latest/cdragon/arena/en_us.json', ENGLISH],
      ['/latest/cdragon/arena/ru_ru.json', RUSSIAN],
    ]),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return cdn;
}

describe('Arena augments from Community Dragon', () => {
  let cdn: FakeCdn;
  let cacheDir: string;
  let warnings: string[];

  beforeEach(async () => {
    cdn = await startFakeCdn();
    cacheDir = await mkdtemp(join(tmpdir(), 'riftscope-cdragon-'));
    warnings = [];
  });
  afterEach(async () => {
    await cdn.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  const load = (locales = ['en_US', 'ru_RU'], extra: { timeoutMs?: number } = {}) =>
    loadArenaAugments({
      locales,
      baseUrl: `${cdn.url}/`,
      cacheDir,
      warn: (message) => warnings.push(message),
      ...extra,
    });

  const cachePath = (file: string) => join(cacheDir, 'cdragon', 'arena', file);

  it('names each augment in the locale, in English where the locale lacks it, with its icon', async () => {
    const augments = await load();
    expect(augments.get(7, 'ru_RU')).toEqual({
      id: 7,
      name: 'Назад к основам',
      icon: 'assets/ux/cherry/augments/icons/augment7_large.png',
    });
    expect(augments.get(205, 'ru_RU')?.name).toBe('Quest: Wooglet’s Witchcap');
    expect(augments.get(7, 'tr_TR')?.name).toBe('Back to Basics');
    expect(augments.get(999, 'en_US')).toBeNull();
    expect(augments.ids()).toEqual([1, 7, 205]);
    expect(augments.origins).toEqual({ en_US: 'cdn', ru_RU: 'cdn' });
    expect(warnings).toEqual([]);
    expect(await readFile(cachePath('ru_ru.json'), 'utf8')).toBe(RUSSIAN);
  });

  it('answers from its copy for a day without asking Community Dragon, then asks again', async () => {
    await load();
    cdn.requests = [];
    const again = await load();
    expect(cdn.requests).toEqual([]);
    expect(again.origins).toEqual({ en_US: 'cache', ru_RU: 'cache' });

    const dayAgo = new Date(Date.now() - AUGMENTS_MAX_AGE_MS - 1000);
    await utimes(cachePath('en_us.json'), dayAgo, dayAgo);
    cdn.files.set('/latest/cdragon/arena/en_us.json', augmentsFile({ 1: 'ADAPt', 9: 'New One' }));
    const later = await load();
    expect(cdn.requests).toEqual(['/latest/cdragon/arena/en_us.json']);
    expect(later.get(9, 'en_US')?.name).toBe('New One');
    expect(later.origins).toEqual({ en_US: 'cdn', ru_RU: 'cache' });
  });

  it('uses its old copy, and says so, when Community Dragon fails', async () => {
    await load();
    const dayAgo = new Date(Date.now() - AUGMENTS_MAX_AGE_MS - 1000);
    await utimes(cachePath('en_us.json'), dayAgo, dayAgo);
    cdn.mode = 'fail';
    const augments = await load();
    expect(augments.get(1, 'en_US')?.name).toBe('ADAPt');
    expect(augments.origins.en_US).toBe('stale cache');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/en_US.*HTTP 500; the copy of \d{4}-.* is used/);
  });

  it('loads nothing, never fails and warns once a locale when Community Dragon is unreachable', async () => {
    await cdn.close();
    const augments = await load(['en_US', 'tr_TR']);
    expect(augments.get(1, 'en_US')).toBeNull();
    expect(augments.ids()).toEqual([]);
    expect(augments.origins).toEqual({ en_US: 'none', tr_TR: 'none' });
    expect(warnings).toHaveLength(2);
    expect(warnings.every((w) => w.endsWith('augments show their ids'))).toBe(true);
  });

  it('gives up on a Community Dragon that does not answer', async () => {
    cdn.mode = 'hang';
    const augments = await load(['en_US'], { timeoutMs: 200 });
    expect(augments.origins).toEqual({ en_US: 'none' });
    expect(warnings[0]).toMatch(/timed out after 200 ms/);
  });

  it.each([
    ['an HTML error page', '<html>Bad gateway</html>', /is not valid JSON/],
    ['another kind of file', JSON.stringify({ items: [] }), /is not augment data/],
    [
      'a list of nothing usable',
      JSON.stringify({ augments: [{ id: -1, name: 'x' }] }),
      /names no augment/,
    ],
  ])('neither keeps nor uses %s, and says what it got', async (_what, body, problem) => {
    cdn.files.set('/latest/cdragon/arena/en_us.json', body);
    const augments = await load(['en_US']);
    expect(augments.ids()).toEqual([]);
    expect(warnings[0]).toMatch(problem);
    await expect(readFile(cachePath('en_us.json'), 'utf8')).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('asks Community Dragon again when its copy is not augment data', async () => {
    await mkdir(join(cacheDir, 'cdragon', 'arena'), { recursive: true });
    await writeFile(cachePath('en_us.json'), '{"augments": "garbage"}');
    const augments = await load(['en_US']);
    expect(augments.origins).toEqual({ en_US: 'cdn' });
    expect(augments.get(7, 'en_US')?.name).toBe('Back to Basics');
  });

  it('works without a cache dir', async () => {
    const augments = await loadArenaAugments({ locales: ['en_US'], baseUrl: cdn.url });
    expect(augments.get(1, 'en_US')?.name).toBe('ADAPt');
  });

  it('refuses a locale that is not one', async () => {
    await expect(load(['ru'])).rejects.toThrow('"ru" is not a locale like en_US');
  });
});

describe('reading an augments file', () => {
  it('skips entries without a usable id or name, and the second of two with one id', () => {
    const parsed = parseAugmentsFile({
      augments: [
        { id: 3, name: '  Trimmed  ' },
        { id: 3, name: 'Second' },
        { id: 0, name: 'Zero' },
        { id: 1.5, name: 'Fraction' },
        { id: '4', name: 'String id' },
        { id: 5, name: '   ' },
        { id: 6, name: 'x'.repeat(101) },
        null,
        'text',
      ],
    });
    expect(parsed).toEqual(new Map([[3, { id: 3, name: 'Trimmed', icon: null }]]));
  });

  it('keeps only icon paths that stay inside Community Dragon’s game folder', () => {
    const iconOf = (iconLarge: unknown, iconSmall?: unknown) => {
      const parsed = parseAugmentsFile({ augments: [{ id: 1, name: 'A', iconLarge, iconSmall }] });
      return parsed instanceof Map ? parsed.get(1)?.icon : parsed;
    };
    expect(iconOf('ASSETS/UX/Cherry/Augments/Icons/A_Large.png')).toBe(
      'assets/ux/cherry/augments/icons/a_large.png',
    );
    expect(iconOf('assets/../../etc/passwd.png')).toBeNull();
    expect(iconOf('https://evil.example/a.png')).toBeNull();
    expect(iconOf('/assets/a.png')).toBeNull();
    expect(iconOf('assets/a.svg')).toBeNull();
    expect(iconOf(42, 'assets/ux/a_small.png')).toBe('assets/ux/a_small.png');
    expect(iconOf(undefined)).toBeNull();
    // Community Dragon's real names carry dots inside a file name; a segment never starts with one.
    expect(iconOf('assets/ux/a_large.2v2_mode_fighters.png')).toBe(
      'assets/ux/a_large.2v2_mode_fighters.png',
    );
    expect(iconOf('assets/ux//a.png')).toBeNull();
    expect(iconOf('assets/./a.png')).toBeNull();
    expect(iconOf('assets/ux/.png')).toBeNull();
    expect(iconOf('assets/a.png/')).toBeNull();
  });

  it('tells a path it would keep from one it would not', () => {
    expect(isAugmentIconPath('assets/ux/cherry/augments/icons/a_large.png')).toBe(true);
    expect(isAugmentIconPath('assets/ux/../a.png')).toBe(false);
    expect(isAugmentIconPath('assets/ux/A.png')).toBe(false);
    expect(isAugmentIconPath('assets/ux/a.png?x=1')).toBe(false);
  });
});
