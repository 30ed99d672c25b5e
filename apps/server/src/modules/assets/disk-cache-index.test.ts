import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskCacheIndex } from './disk-cache-index.ts';

const HOUR_MS = 60 * 60 * 1000;

describe('disk cache index', () => {
  let dir: string;
  const now = Date.parse('2026-11-28T12:00:00Z');
  const index = (maxBytes: number) =>
    createDiskCacheIndex({ dir, maxBytes, log: pino({ level: 'silent' }), now: () => now });
  /** Writes `bytes` bytes at `path` below the folder, last modified `ago` ms before now. */
  const file = async (path: string, bytes: number, ago: number) => {
    const full = join(dir, path);
    await mkdir(join(full, '..'), { recursive: true });
    await writeFile(full, Buffer.alloc(bytes, 1));
    const at = new Date(now - ago);
    await utimes(full, at, at);
  };
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'riftscope-disk-cache-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('reads the folder at start and removes the least recently modified files beyond the bound', async () => {
    await file('15.22.1/img/champion/Old.png', 100, 3_000);
    await file('15.22.1/img/champion/Mid.png', 100, 2_000);
    await file('img/perk-images/Styles/New.png', 100, 1_000);
    const cache = index(250);
    await cache.ready();
    expect(existsSync(join(dir, '15.22.1/img/champion/Old.png'))).toBe(false);
    expect(existsSync(join(dir, '15.22.1/img/champion/Mid.png'))).toBe(true);
    expect(cache.size()).toBe(200);

    // Using Mid makes New the least recently used.
    await cache.use('15.22.1/img/champion/Mid.png', 100);
    await file('15.22.1/img/item/1001.png', 100, 0);
    await cache.use('15.22.1/img/item/1001.png', 100);
    expect(existsSync(join(dir, 'img/perk-images/Styles/New.png'))).toBe(false);
    expect(existsSync(join(dir, '15.22.1/img/champion/Mid.png'))).toBe(true);
    expect(cache.size()).toBe(200);

    // Touching a file that has left the folder counts nothing; touching Mid keeps it longest.
    cache.touch('img/perk-images/Styles/New.png');
    cache.touch('15.22.1/img/champion/Mid.png');
    expect(cache.size()).toBe(200);
    await file('15.22.1/img/item/1002.png', 100, 0);
    await cache.use('15.22.1/img/item/1002.png', 100);
    expect(existsSync(join(dir, '15.22.1/img/item/1001.png'))).toBe(false);
    expect(existsSync(join(dir, '15.22.1/img/champion/Mid.png'))).toBe(true);
  });

  it('removes a temporary file a crash left an hour ago, and leaves one being written', async () => {
    await file('15.22.1/img/champion/Ahri.png.1.tmp', 10, HOUR_MS + 1_000);
    await file('15.22.1/img/champion/Jinx.png.2.tmp', 10, 1_000);
    const cache = index(1_000);
    await cache.ready();
    expect(existsSync(join(dir, '15.22.1/img/champion/Ahri.png.1.tmp'))).toBe(false);
    expect(existsSync(join(dir, '15.22.1/img/champion/Jinx.png.2.tmp'))).toBe(true);
    expect(cache.size()).toBe(0);
  });

  it('starts empty when the folder does not exist yet', async () => {
    const cache = createDiskCacheIndex({
      dir: join(dir, 'not-yet'),
      maxBytes: 100,
      log: pino({ level: 'silent' }),
    });
    await cache.ready();
    expect(cache.size()).toBe(0);
  });
});
