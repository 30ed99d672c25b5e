import type { Player } from '@riftscope/riot-sim';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { matches, summoners } from '../src/db/schema.ts';
import { AFTER_GAME, runAfterGamePass } from '../src/modules/ingestion/after-game-refresh.ts';
import { TEST_DATABASES } from './databases.ts';
import { lookUpWithMatches, playerPicker } from './riot-players.ts';
import { useTestApp } from './test-app.ts';

const IDS = 'match-v5.getMatchIdsByPUUID';

describe.each(TEST_DATABASES)('the "after a game" refresh on $name', (db) => {
  let now = 0;
  const t = useTestApp(db, { freshRiotStats: true, clock: () => now });
  let pick: ReturnType<typeof playerPicker>;
  beforeAll(() => {
    pick = playerPicker(t.sim);
  });
  beforeEach(async () => {
    // Only the players a test follows are followed.
    await t.database.db.execute(sql`update summoners set viewed_at = null`);
  });

  /** The player's newest ranked game in the simulated world. */
  const newestRanked = (p: Player) => {
    const game = t.sim.world.matchesOf(p).find((m) => m.queueId === 420 || m.queueId === 440);
    if (!game) throw new Error('the player has no ranked game');
    return game;
  };

  /**
   * Looks the player up a minute before its newest ranked game began, so that game is what it
   * played after the lookup: forgotten again, as if Riot had not had it yet.
   */
  async function lookUpBeforeItsLastGame(p: Player) {
    const game = newestRanked(p);
    now = game.creation - 60_000;
    const res = await lookUpWithMatches(t.request, p);
    expect(res.statusCode, res.body).toBe(200);
    await t.services.ingestion.settled();
    await t.database.db.delete(matches).where(eq(matches.matchId, game.matchId));
    return game;
  }

  const follow = (p: Player) =>
    t.database.db
      .update(summoners)
      .set({ viewedAt: new Date(now) })
      .where(and(eq(summoners.region, p.platform), eq(summoners.puuid, p.puuid)));

  const isStored = async (matchId: string) =>
    (await t.database.db.select().from(matches).where(eq(matches.matchId, matchId))).length > 0;

  it("stores a followed player's new ranked game and reads its league entry again after it", async () => {
    const p = pick((x) => x.solo !== null && t.sim.world.matchesOf(x).length > 20);
    const game = await lookUpBeforeItsLastGame(p);
    await follow(p);
    now = game.creation + 2 * 3_600_000;
    await t.resetRiotStats();

    const pass = await runAfterGamePass(t.services.afterGame);
    expect(pass).toMatchObject({ checked: 1, refreshed: 1, calls: 1 });
    await vi.waitFor(async () => expect(await isStored(game.matchId)).toBe(true), {
      timeout: 30_000,
    });
    // The refresh read the league entry after the game: the rank snapshot just after it.
    await vi.waitFor(async () => {
      const [row] = await t.database.db
        .select({ fetchedAt: summoners.fetchedAt })
        .from(summoners)
        .where(and(eq(summoners.region, p.platform), eq(summoners.puuid, p.puuid)));
      expect(row?.fetchedAt?.getTime()).toBe(now);
    });
    expect(t.sim.stats().byMethod['league-v4.getLeagueEntriesByPUUID']).toBe(1);
  });

  it('checks a followed player once in its interval, with one call when nothing is new', async () => {
    const p = pick((x) => x.solo !== null);
    now = Date.now();
    const res = await lookUpWithMatches(t.request, p);
    expect(res.statusCode, res.body).toBe(200);
    await t.services.ingestion.settled();
    await follow(p);
    now += AFTER_GAME.checkEveryMs + 1_000;
    await t.resetRiotStats();

    expect(await runAfterGamePass(t.services.afterGame)).toMatchObject({
      checked: 1,
      refreshed: 0,
    });
    expect(t.sim.stats().byMethod).toEqual({ [IDS]: 1 });
    // Checked a moment ago: not again until the interval has passed.
    expect(await runAfterGamePass(t.services.afterGame)).toMatchObject({ checked: 0 });
    now += AFTER_GAME.checkEveryMs + 1_000;
    expect(await runAfterGamePass(t.services.afterGame)).toMatchObject({ checked: 1 });
  });

  it('leaves alone players nobody follows, and the ones opened too long ago', async () => {
    const p = pick((x) => x.solo !== null);
    now = Date.now();
    const res = await lookUpWithMatches(t.request, p);
    expect(res.statusCode, res.body).toBe(200);
    await t.services.ingestion.settled();
    await t.database.db.execute(sql`update summoners set viewed_at = null`);
    now += AFTER_GAME.checkEveryMs + 1_000;
    await t.resetRiotStats();
    expect(await runAfterGamePass(t.services.afterGame)).toMatchObject({ checked: 0 });

    await follow(p);
    now += AFTER_GAME.viewedWithinMs + 1_000;
    expect(await runAfterGamePass(t.services.afterGame)).toMatchObject({ checked: 0 });
    expect(t.sim.stats().total).toBe(0);
  });

  it('records that a page was opened when its profile is answered', async () => {
    const p = pick((x) => x.solo !== null);
    now = Date.now();
    const res = await lookUpWithMatches(t.request, p);
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(async () => {
      const [row] = await t.database.db
        .select({ viewedAt: summoners.viewedAt })
        .from(summoners)
        .where(and(eq(summoners.region, p.platform), eq(summoners.puuid, p.puuid)));
      expect(row?.viewedAt?.getTime()).toBe(now);
    });
  });
});
