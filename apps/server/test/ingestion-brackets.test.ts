import type { Player } from '@riftscope/riot-sim';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { matches, summoners } from '../src/db/schema.ts';
import { TEST_DATABASES } from './databases.ts';
import {
  lookUpWithMatches,
  matchesUrl,
  playerPicker,
  storedMatchIds,
  updateUrl,
} from './riot-players.ts';
import { useTestApp } from './test-app.ts';

describe.each(TEST_DATABASES)('rank bracket of looked-up matches on $name', (db) => {
  let pick: ReturnType<typeof playerPicker>;
  const t = useTestApp(db);
  beforeAll(async () => {
    pick = playerPicker(t.sim);
  });

  const firstPageIds = (p: Player) =>
    t.sim.world
      .matchesOf(p)
      .slice(0, 10)
      .map((m) => m.matchId);

  const bracketsOf = async (ids: readonly string[]) => {
    if (ids.length === 0) return new Map<string, string>();
    const rows = await t.database.db
      .select({ id: matches.matchId, bracket: matches.bracket })
      .from(matches)
      .where(inArray(matches.matchId, [...ids]));
    return new Map(rows.map((r) => [r.id, r.bracket]));
  };

  /** Looks the player up and returns the brackets of the first-page matches it stored. */
  const lookUpAndRead = async (p: Player) => {
    const before = await storedMatchIds(t.database.db, firstPageIds(p));
    const res = await lookUpWithMatches(t.request, p);
    expect(res.statusCode, res.body).toBe(200);
    const stored = firstPageIds(p).filter((id) => !before.has(id));
    expect(stored.length).toBeGreaterThan(0);
    const brackets = await bracketsOf(stored);
    return stored.map((id) => brackets.get(id));
  };

  it("stores a lookup's new matches in the player's Solo/Duo tier, every queue alike", async () => {
    const p = pick((x) => x.solo?.tier === 'PLATINUM');
    expect(new Set(await lookUpAndRead(p))).toEqual(new Set(['PLATINUM']));
    const apex = pick((x) => x.solo?.tier === 'MASTER');
    expect(new Set(await lookUpAndRead(apex))).toEqual(new Set(['MASTER']));
  });

  it('stores them with no bracket when the player has no Solo/Duo rank, even with a Flex one', async () => {
    const flexOnly = pick((x) => !x.solo && x.flex !== null);
    expect(new Set(await lookUpAndRead(flexOnly))).toEqual(new Set(['']));
    const unranked = pick((x) => !x.solo && !x.flex);
    expect(new Set(await lookUpAndRead(unranked))).toEqual(new Set(['']));
  });

  it("stores an Update's new matches in the bracket of the entries it read", async () => {
    const p = pick((x) => x.solo?.tier === 'SILVER');
    await lookUpAndRead(p);
    const [first, second, third] = t.sim.world.matchesOf(p);
    if (!first || !second || !third) throw new Error('short history');
    // As if two matches were played after the last refresh.
    await t.database.db
      .delete(matches)
      .where(inArray(matches.matchId, [first.matchId, second.matchId]));
    await t.database.db
      .update(summoners)
      .set({ fetchedAt: new Date(third.creation + 60_000) })
      .where(eq(summoners.puuid, p.puuid));
    const res = await t.request({ method: 'POST', url: updateUrl(p) });
    expect(res.statusCode, res.body).toBe(202);
    const brackets = await bracketsOf([first.matchId, second.matchId]);
    expect([...brackets.values()]).toEqual(['SILVER', 'SILVER']);
  });

  it('fetches a first page that Riot failed once the match list asks, in the Solo/Duo tier; 503 while it fails', async () => {
    const p = pick((x) => x.solo?.tier === 'GOLD');
    await lookUpAndRead(p);
    // As a lookup leaves a player whose first page Riot failed: the profile, and no history.
    const ids = firstPageIds(p);
    await t.database.db.delete(matches).where(inArray(matches.matchId, ids));
    await t.database.db
      .update(summoners)
      .set({ historyStoredFrom: null, isHistoryComplete: false })
      .where(eq(summoners.puuid, p.puuid));

    // In other languages than the page the lookup read, whose answer the cache keeps a while.
    t.sim.setFaults({ errorRate: 1 });
    try {
      const failed = await t.request({ method: 'GET', url: matchesUrl(p, { lang: 'ru' }) });
      expect(failed.statusCode, failed.body).toBe(503);
      expect(failed.json().message).toEqual(expect.any(String));
    } finally {
      t.sim.setFaults({});
    }
    const page = await t.request({ method: 'GET', url: matchesUrl(p, { lang: 'tr' }) });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.map((m: { match_id: string }) => m.match_id)).toEqual(ids);
    expect(new Set((await bracketsOf(ids)).values())).toEqual(new Set(['GOLD']));
  });
});
