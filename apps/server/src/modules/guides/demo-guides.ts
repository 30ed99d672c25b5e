import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { HttpError } from '../../platform/errors.ts';
import { hashPassword } from '../users/passwords.ts';
import { DEMO_GUIDES } from './demo-guides-content.ts';
import type { DemoGuide, GuidesAdminService } from './guides-admin.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEMO_GUIDES_SEED = 'guides-v1';

/**
 * The demo guides' author: a moderator account no one can sign in to (its password is random
 * and never shown), made with the guides when it does not exist yet.
 */
export const DEMO_GUIDE_AUTHOR = { email: 'guides@riftscope.local', name: 'RiftScope Guides' };

/**
 * The demo guides as the editor would send them, written for `patch` (the current Data
 * Dragon's, which the demo's world plays) and published back from `now`.
 */
export function demoGuideItems(now: Date, patch: string): DemoGuide[] {
  return DEMO_GUIDES.map((guide) => ({
    input: {
      champion: guide.champion,
      role: guide.role,
      patch,
      difficulty: guide.difficulty,
      build: guide.build,
      translations: guide.translations,
    },
    publishedAt: new Date(now.getTime() - guide.ageDays * DAY_MS),
  }));
}

/** The demo author's id, the account made in `tx` when there is none. */
async function demoAuthor(tx: Database): Promise<number> {
  const { email, name } = DEMO_GUIDE_AUTHOR;
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) return existing.id;
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const [row] = await tx
    .insert(users)
    .values({ name, email, passwordHash, role: 'mod' })
    .returning({ id: users.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * Publishes the demo guides on the first start of the offline demo, so that the guide pages
 * are not empty; once done (or deleted by an admin) they never come back. A Data Dragon in
 * which their builds do not check (another version) leaves them out, with a warning.
 * Returns whether this call published them.
 */
export async function seedDemoGuides(deps: {
  guides: Pick<GuidesAdminService, 'isSeeded' | 'seed' | 'catalog'>;
  log: FastifyBaseLogger;
  now?: Date;
}): Promise<boolean> {
  if (await deps.guides.isSeeded(DEMO_GUIDES_SEED)) return false;
  const items = demoGuideItems(deps.now ?? new Date(), deps.guides.catalog('en').patch);
  try {
    const isPublished = await deps.guides.seed(DEMO_GUIDES_SEED, items, demoAuthor);
    if (isPublished) deps.log.info({ guides: items.length }, 'demo guides published');
    return isPublished;
  } catch (err) {
    if (!(err instanceof HttpError && err.statusCode === 422)) throw err;
    deps.log.warn(
      { errors: err.errors },
      'demo guides left out: their builds do not fit this Data Dragon',
    );
    return false;
  }
}
