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
