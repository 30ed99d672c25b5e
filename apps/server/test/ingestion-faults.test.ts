import { setTimeout } from 'node:timers/promises';
import type { Player } from '@riftscope/riot-sim';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases.ts';
import {
  lookUpWithMatches,
  matchesUrl,
  matchStorageProblems,
  storedMatchIds,
  summonerUrl,
} from './riot-players.ts';
import { type TestApp, useTestApp } from './test-app.ts';

/** `count` non-sample world players, taken from every platform in turn. */
function playersAcrossPlatforms(t: TestApp, count: number): Player[] {
  const samples = new Set(t.sim.world.samplePlayers.map((p) => p.puuid));
  const byPlatform = new Map<string, Player[]>();
  for (const p of t.sim.world.players) {
    if (samples.has(p.puuid)) continue;
    byPlatform.set(p.platform, [...(byPlatform.get(p.platform) ?? []), p]);
  }
  const queues = [...byPlatform.values()];
  const picked: Player[] = [];
  for (let i = 0; picked.length < count; i++) {
    const next = queues[i % queues.length]?.shift();
    if (next) picked.push(next);
  }
  return picked;
}

/** A lookup ends either with the player or with a clean "Riot unavailable". */
function expectAnsweredOrUnavailable(res: LightMyRequestResponse, what: string) {
  expect([200, 503], `${what}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
  expect(res.headers['content-type'], what).toContain('application/json');
  if (res.statusCode === 503) expect(res.json().message, what).toEqual(expect.any(String));
}

/** The database holds every match once and whole. */
async function expectMatchesWhole(t: TestApp) {
  const problems = await matchStorageProblems(t.database.db);
  expect(problems.halfWritten).toEqual([]);
  expect(problems.orphanParticipants).toBe(0);
  expect(problems.repeatedPlayers).toEqual([]);
}

/** Every player answers 200 and has its whole first page of matches stored. */
async function expectAllLookedUp(
  t: TestApp,
  players: readonly Player[],
  mode: 'together' | 'one by one',
) {
  const lookUp = (p: Player) => lookUpWithMatches(t.request, p);
  /**
   * One by one, a player asks again after a 503 (up to three times), as the page tells them to:
   * with the hang test's 250 ms timeouts, a call can miss on a busy machine though Riot answers.
   */
  const lookUpAgain = async (p: Player) => {
    let res = await lookUp(p);
    for (let again = 0; again < 3 && res.statusCode === 503; again++) res = await lookUp(p);
    return res;
  };
  const answers: LightMyRequestResponse[] = [];
  if (mode === 'together') answers.push(...(await Promise.all(players.map(lookUp))));
  else for (const p of players) answers.push(await lookUpAgain(p));
  for (const [i, res] of answers.entries()) {
    const p = players[i] as Player;
    expect(res.statusCode, `${p.gameName}#${p.tagLine}@${p.platform}: ${res.body}`).toBe(200);
    expect(res.json().puuid).toBe(p.puuid);
    const firstPage = t.sim.world
      .matchesOf(p)
      .slice(0, 10)
      .map((m) => m.matchId);
    expect(await storedMatchIds(t.database.db, firstPage)).toEqual(new Set(firstPage));
  }
}

describe.each(TEST_DATABASES)('ingestion under Riot faults on $name', (db) => {
  describe('10 % 5xx and periodic 429 bursts', () => {
    const t = useTestApp(db, { clearFaults: true });

    it('ends every concurrent lookup with 200 or 503, and completes them all once Riot recovers', async () => {
      const players = playersAcrossPlatforms(t, 25);
      expect(new Set(players.map((p) => p.platform)).size).toBe(11);
      t.sim.setFaults({
        errorRate: 0.1,
        rateLimitBurst: { durationMs: 200, periodMs: 1000 },
        seed: 3,
      });

      // Overlapping lookups started over about 1.5 s, so that bursts meet them at every stage.
      // Half go through the profile, half through the match list: both start an ingestion.
      const answers = await Promise.all(
        players.map(async (p, i) => {
          await setTimeout(i * 60);
          return t.request({ method: 'GET', url: i % 2 === 0 ? summonerUrl(p) : matchesUrl(p) });
        }),
      );
      for (const [i, res] of answers.entries()) {
        const p = players[i] as Player;
        expectAnsweredOrUnavailable(res, `${p.gameName}#${p.tagLine}@${p.platform}`);
      }
      const stats = t.sim.stats();
      // The faults really happened.
      expect((stats.byStatus[500] ?? 0) + (stats.byStatus[503] ?? 0)).toBeGreaterThan(0);
      expect(stats.rateLimited.service).toBeGreaterThan(0);
      await expectMatchesWhole(t);

      t.sim.setFaults({});
      await expectAllLookedUp(t, players, 'together');
      await expectMatchesWhole(t);
      expect((await matchStorageProblems(t.database.db)).matches).toBeGreaterThanOrEqual(200);
    });
  });

  describe('requests that are never answered', () => {
    const t = useTestApp(db, {
      clearFaults: true,
      riot: { timeoutMs: 250, maxRetries: 2, maxWaitMs: 2_000 },
    });

    it('ends every lookup with 200 or 503 when 30 % of Riot calls hang', async () => {
      const players = playersAcrossPlatforms(t, 12);
      t.sim.setFaults({ hangRate: 0.3, seed: 5 });
      const started = Date.now();
      const answers = await Promise.all(
        players.map((p) => t.request({ method: 'GET', url: summonerUrl(p) })),
      );
      for (const [i, res] of answers.entries()) {
        const p = players[i] as Player;
        expectAnsweredOrUnavailable(res, `${p.gameName}#${p.tagLine}@${p.platform}`);
      }
      expect(t.sim.stats().hung).toBeGreaterThan(0);
      expect(Date.now() - started).toBeLessThan(20_000);
      await expectMatchesWhole(t);

      // One by one: with timeouts this short, a busy event loop alone could make a call miss.
      t.sim.setFaults({});
      await expectAllLookedUp(t, players, 'one by one');
      await expectMatchesWhole(t);
    });
  });
});
