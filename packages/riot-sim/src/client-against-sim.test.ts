import { createRiotClient, RiotApiError, type RiotClientOptions } from '@riftscope/riot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RiotSim } from './sim.ts';
import { TEST_API_KEY, testSim } from './test-support.ts';
import type { World } from './world/world.ts';

/** The client of packages/riot against the simulator over real HTTP on loopback. */
describe('Riot client against the simulator', () => {
  let world: World;
  let sim: RiotSim;

  beforeAll(async () => {
    sim = await testSim();
    world = sim.world;
  });
  afterAll(() => sim.close());
  beforeEach(() => {
    sim.setFaults({});
    sim.setLimits(null);
    sim.resetStats();
  });

  const client = (options: Partial<RiotClientOptions> = {}) =>
    createRiotClient({
      apiKey: TEST_API_KEY,
      baseUrl: sim.baseUrlTemplate,
      backoff: { baseMs: 20, capMs: 200 },
      timeoutMs: 2_000,
      ...options,
    });

  it('walks a sample player from Riot ID to match timeline', async () => {
    const riot = client();
    for (const sample of world.samplePlayers) {
      const account = await riot.account.byRiotId(sample.platform, sample.gameName, sample.tagLine);
      expect(account?.puuid).toBe(sample.puuid);
      const summoner = await riot.summoner.byPuuid(sample.platform, sample.puuid);
      expect(summoner?.puuid).toBe(sample.puuid);
      const entries = await riot.league.entriesByPuuid(sample.platform, sample.puuid);
      expect(entries.every((e) => e.puuid === sample.puuid)).toBe(true);
      const ids = await riot.match.idsByPuuid(sample.platform, sample.puuid, { count: 5 });
      expect(ids).toHaveLength(5);
      const match = await riot.match.byId(sample.platform, ids[0] ?? '');
      expect(match?.metadata.participants).toContain(sample.puuid);
      // Arena matches have no timeline (Riot's 404, null here): the newest other one is read.
      const withTimeline = ids.find((id) => {
        const header = world.matchById(id);
        return header !== undefined && world.hasTimeline(header);
      });
      const timeline = await riot.match.timeline(sample.platform, withTimeline ?? '');
      expect(timeline?.info.participants.map((p) => p.puuid)).toContain(sample.puuid);
      const masteries = await riot.mastery.top(sample.platform, sample.puuid, 3);
      expect(masteries.length).toBeLessThanOrEqual(3);
      const all = await riot.mastery.all(sample.platform, sample.puuid);
      expect(all.slice(0, masteries.length)).toEqual(masteries);
    }
  });

  it('reads the players of a tier and division, page by page', async () => {
    const riot = client();
    const page = await riot.league.entries('euw1', 'RANKED_SOLO_5x5', 'EMERALD', 'III');
    expect(page.length).toBeGreaterThan(0);
    expect(page.every((e) => e.tier === 'EMERALD' && e.rank === 'III')).toBe(true);
    expect(await riot.league.entries('euw1', 'RANKED_SOLO_5x5', 'EMERALD', 'III', 2)).toEqual([]);
    expect(sim.stats().byMethod['league-v4.getLeagueEntries']).toBe(2);
  });

  it('answers null for an unknown Riot ID and for a player not in a game, and the game when in one', async () => {
    const riot = client();
    const [sample] = world.samplePlayers;
    if (!sample) throw new Error('no sample players');
    expect(await riot.account.byRiotId('euw1', 'Nobody Here', 'ZZZZ')).toBeNull();
    const player = world.players.find(
      (p) => p.platform === 'euw1' && !world.liveGame(p, Date.now()),
    );
    if (!player) throw new Error('everyone is in game');
    expect(await riot.spectator.activeGame('euw1', player.puuid)).toBeNull();
    sim.forceLiveGame(player.puuid);
    const game = await riot.spectator.activeGame('euw1', player.puuid);
    expect(game?.participants.map((p) => p.puuid)).toContain(player.puuid);
  });

  it('keeps within learned limits: 40 concurrent callers, zero 429s from the simulator', async () => {
    sim.setLimits({ app: '10:1,25:3' });
    const riot = client({ maxWaitMs: 30_000 });
    const [sample] = world.samplePlayers;
    if (!sample) throw new Error('no sample players');
    await Promise.all(
      Array.from({ length: 40 }, () => riot.summoner.byPuuid(sample.platform, sample.puuid)),
    );
    const stats = sim.stats();
    expect(stats.rateLimited).toEqual({ application: 0, method: 0, service: 0 });
    expect(stats.byStatus['200']).toBe(40);
    expect(riot.stats().rateLimited.application).toBe(0);
  });

  it('keeps within the limits when a request reaches Riot after the window it was counted in', async () => {
    sim.setLimits({ app: '5:1', methods: { 'summoner-v4.getByPUUID': null } });
    // Two requests leave 1.2 s late (a busy process): each lands in Riot's next window.
    let sent = 0;
    const lateFetch: typeof fetch = async (input, init) => {
      sent += 1;
      if (sent === 5 || sent === 13) await new Promise((resolve) => setTimeout(resolve, 1_200));
      return fetch(input, init);
    };
    const riot = client({ fetch: lateFetch, maxWaitMs: 60_000, timeoutMs: 5_000 });
    const [sample] = world.samplePlayers;
    if (!sample) throw new Error('no sample players');
    await Promise.all(
      Array.from({ length: 20 }, () => riot.summoner.byPuuid(sample.platform, sample.puuid)),
    );
    expect(sim.stats().rateLimited).toEqual({ application: 0, method: 0, service: 0 });
    expect(sim.stats().byStatus['200']).toBe(20);
  });

  it('rides out a burst of service 429s', async () => {
    sim.setFaults({ rateLimitBurst: { durationMs: 300 } });
    const riot = client({ backoff: { baseMs: 100, capMs: 400 }, maxRetries: 6 });
    const [sample] = world.samplePlayers;
    if (!sample) throw new Error('no sample players');
    expect(await riot.summoner.byPuuid(sample.platform, sample.puuid)).not.toBeNull();
    expect(sim.stats().rateLimited.service).toBeGreaterThan(0);
  });

  it('under 30 % errors, HTML 502s and cut-off bodies every call succeeds or fails with a typed error', async () => {
    sim.setFaults({ errorRate: 0.15, htmlErrorRate: 0.1, truncateRate: 0.1, seed: 7 });
    const riot = client({ maxRetries: 4 });
    const players = world.players.slice(0, 60);
    const results = await Promise.allSettled(
      players.map((p) => riot.summoner.byPuuid(p.platform, p.puuid)),
    );
    const failures = results.filter((r) => r.status === 'rejected');
    for (const f of failures)
      expect((f as PromiseRejectedResult).reason).toBeInstanceOf(RiotApiError);
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThan(50);
    expect(riot.stats().retries).toBeGreaterThan(0);
  });

  it('gives up on hanging requests with a timeout error', async () => {
    sim.setFaults({ hangRate: 1 });
    const riot = client({ timeoutMs: 150, maxRetries: 1 });
    const [sample] = world.samplePlayers;
    if (!sample) throw new Error('no sample players');
    const err = await riot.summoner.byPuuid(sample.platform, sample.puuid).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RiotApiError);
    expect(err).toMatchObject({ kind: 'timeout', attempts: 2 });
  });

  it('reports a wrong key as a 403 without retrying', async () => {
    const riot = client({ apiKey: 'RGAPI-wrong' });
    const err = await riot.account.byRiotId('euw1', 'Any One', 'EUW').catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'http', status: 403, attempts: 1 });
    expect(sim.stats().total).toBe(1);
  });
});
