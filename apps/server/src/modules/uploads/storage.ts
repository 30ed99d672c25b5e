import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { STORAGE_PREFIX } from '@riftscope/contracts';

export const STORAGE_KINDS = ['avatars', 'news', 'editor', 'guides'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

const GENERATED_NAME = /^[0-9a-f-]{36}\.[a-z]{3,4}$/;

export function storageUrl(kind: StorageKind, fileName: string): string {
  return `${STORAGE_PREFIX}/${kind}/${fileName}`;
}

/** Files saved under generated names in `<root>/<kind>/`; nothing user-supplied becomes a path. */
export function createStorage(root: string) {
  return {
    root,
    async save(kind: StorageKind, data: Buffer, extension: string): Promise<string> {
      const name = `${randomUUID()}.${extension}`;
      const dir = join(root, kind);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), data, { flag: 'wx' });
      return name;
    },
    /** The files of a kind this storage generated, with when each was last written. */
    async list(kind: StorageKind): Promise<{ name: string; modifiedAt: Date }[]> {
      const dir = join(root, kind);
      const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [];
        throw err;
      });
      const files = [];
      for (const name of names.filter((n) => GENERATED_NAME.test(n))) {
        // A file removed meanwhile (by another process) is simply not listed.
        const info = await stat(join(dir, name)).catch(() => null);
        if (info?.isFile()) files.push({ name, modifiedAt: info.mtime });
      }
      return files;
    },
    /** Removes a stored file; quietly ignores names this storage did not generate. */
    async remove(kind: StorageKind, fileName: string): Promise<void> {
      if (!GENERATED_NAME.test(fileName)) return;
      await rm(join(root, kind, fileName), { force: true });
    },
  };
}

export type Storage = ReturnType<typeof createStorage>;
