/**
 * The app the ingestion tests share, over the simulator, and the helpers they read players
 * and matches with.
 */
import type { Player } from '@riftscope/riot-sim';
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { summoners } from '../src/db/schema.ts';
import { UPDATE_COOLDOWN_MS } from '../src/modules/ingestion/ingestion.service.ts';
import type { TestDatabase } from './databases.ts';
import { lookUpWithMatches, playerPicker } from './riot-players.ts';
import { useTestApp } from './test-app.ts';

/** A test app whose Riot calls and faults start afresh each test, and the ingestion helpers. */
export function useIngestionApp(db: TestDatabase) {
  const t = useTestApp(db, { freshRiotStats: true, clearFaults: true });
  let picker: ReturnType<typeof playerPicker>;
  beforeAll(() => {
    picker = playerPicker(t.sim);
  });
  /** A world player no test took yet, matching `filter`. */
  const pick: ReturnType<typeof playerPicker> = (filter) => picker(filter);

  /** The first page of the player's match ids at Riot, newest first. */
  const firstPageIds = (p: Player) =>
    t.sim.world
      .matchesOf(p)
      .slice(0, 10)
      .map((m) => m.matchId);

  /** Pretends the player's last refresh from Riot happened at `at`. */
  const refreshedAt = (p: Player, at: number) =>
    t.database.db
      .update(summoners)
      .set({ fetchedAt: new Date(at) })
      .where(eq(summoners.puuid, p.puuid));

  /** Pretends the player's last refresh was longer ago than the Update cooldown. */
  const endCooldown = (p: Player) => refreshedAt(p, Date.now() - UPDATE_COOLDOWN_MS - 1_000);

  const lookUp = async (p: Player) => {
    const res = await lookUpWithMatches(t.request, p);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  return { t, pick, firstPageIds, refreshedAt, endCooldown, lookUp };
}
