import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { demoSeeds } from './schema.ts';

/**
 * Marks a piece of demo content as put in place; false when it already was (by this process
 * earlier, or by another one now). Call it inside the transaction that writes the content.
 */
export async function claimDemoSeed(tx: Database, name: string): Promise<boolean> {
  const rows = await tx.insert(demoSeeds).values({ name }).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** Whether a piece of demo content was put in place. */
export async function isDemoSeeded(db: Database, name: string): Promise<boolean> {
  const rows = await db
    .select({ name: demoSeeds.name })
    .from(demoSeeds)
    .where(eq(demoSeeds.name, name));
  return rows.length > 0;
}

/** The demo seeds of one database, for jobs that record their progress there. */
export function createDemoSeeds(db: Database) {
  return {
    has: (name: string) => isDemoSeeded(db, name),
    claim: (name: string) => claimDemoSeed(db, name),
  };
}
