import type { Database } from '../../db/client.ts';
import { processImage } from '../uploads/image-upload.ts';
import { type Storage, storageUrl } from '../uploads/storage.ts';
import type { GuideRecord, GuidesRepository } from './guides.repository.ts';

/**
 * The guide editor's images (docs/guides.md, Images and text): uploads in a storage folder of
 * their own (`guides`, never the news editor's), kept while a guide body shows them.
 */

/** Longest side of a stored guide image, as a news editor image's. */
export const GUIDE_IMAGE_MAX_SIDE = 1600;

/** The file name of each guide image a body shows. */
const GUIDE_IMAGE_SRC = new RegExp(`${storageUrl('guides', '')}([0-9a-f-]{36}\\.[a-z]{3,4})`, 'g');

/** The guide image files the bodies of `record` show, in any language. */
export function imagesShownBy(record: Pick<GuideRecord, 'translations'>): Set<string> {
  const names = new Set<string>();
  for (const { body } of record.translations) {
    for (const [, name] of body.matchAll(GUIDE_IMAGE_SRC)) if (name) names.add(name);
  }
  return names;
}

/** Checks an upload by its content, stores it re-encoded and returns the address to insert. */
export async function storeGuideImage(
  storage: Storage,
  upload: Buffer,
): Promise<{ location: string }> {
  const image = await processImage(upload, { maxSide: GUIDE_IMAGE_MAX_SIDE }, 'file');
  const name = await storage.save('guides', image.data, image.extension);
  return { location: storageUrl('guides', name) };
}

/**
 * The guide images among `names` that no guide shows any longer. Run under the slug lock, which
 * every guide write holds: a save that shows one of them again has committed before the check,
 * or waits until the check's transaction ends.
 */
export async function unusedGuideImages(
  guides: GuidesRepository,
  tx: Database,
  names: Iterable<string>,
): Promise<string[]> {
  const candidates = [...names];
  const inUse = await guides.fileNamesInBodies(candidates, tx);
  return candidates.filter((name) => !inUse.has(name));
}

export async function removeGuideImages(storage: Storage, names: readonly string[]) {
  for (const name of names) await storage.remove('guides', name);
}

/**
 * Removes guide images written before `cutoff` that no guide shows: uploads whose guide was
 * never saved, or was saved without them. Returns how many went.
 */
export async function collectGuideImages(
  deps: { db: Database; guides: GuidesRepository; storage: Storage },
  cutoff: Date,
): Promise<number> {
  const { db, guides, storage } = deps;
  const stale = (await storage.list('guides'))
    .filter((file) => file.modifiedAt < cutoff)
    .map((file) => file.name);
  if (stale.length === 0) return 0;
  return db.transaction(async (tx) => {
    await guides.lockSlugs(tx);
    const unused = await unusedGuideImages(guides, tx, stale);
    await removeGuideImages(storage, unused);
    return unused.length;
  });
}
