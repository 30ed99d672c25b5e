import { PLATFORMS } from '@riftscope/riot';
import { describe, expect, it } from 'vitest';
import { TEST_CLOCK_START, testDataDragon, testWorld } from '../test-support.ts';
import { SAMPLE_PLAYERS } from './players.ts';
import { HISTORY_DAYS } from './schedule.ts';
import { buildWorld } from './world.ts';

describe('world', () => {
  it('builds the default world within the memory budget', async ({ annotate }) => {
    const dataDragon = await testDataDragon();
    globalThis.gc?.();
    const before = process.memoryUsage().heapUsed;
    const started = performance.now();
    const world = buildWorld({ dataDragon, clockStart: TEST_CLOCK_START });
    const ms = performance.now() - started;
    globalThis.gc?.();
    const heapMb = process.memoryUsage().heapUsed / 1e6;
    const line = `default world: ${world.players.length} players, ${world.matches.length} matches, built in ${Math.round(ms)} ms, heap ${heapMb.toFixed(1)} MB (${((process.memoryUsage().heapUsed - before) / 1e6).toFixed(1)} MB for the world)`;
    // Printed so that the figures show in a plain `vitest run`; the annotation keeps them in reports.
    process.stdout.write(`${line}\n`);
    await annotate(line, 'performance');
    expect(world.players).toHaveLength(2000);
    expect(heapMb).toBeLessThan(300);
  });

  it('is the same for the same seed and different for another', async () => {
    const dataDragon = await testDataDragon();
    const a = buildWorld({ seed: 7, players: 400, dataDragon, clockStart: TEST_CLOCK_START });
    const b = buildWorld({ seed: 7, players: 400, dataDragon, clockStart: TEST_CLOCK_START });
    const c = buildWorld({ seed: 8, players: 400, dataDragon, clockStart: TEST_CLOCK_START });
    const ids = (w: typeof a) => w.players.map((p) => `${p.puuid} ${p.gameName}#${p.tagLine}`);
    expect(ids(b)).toEqual(ids(a));
    expect(b.matches.map((m) => m.matchId)).toEqual(a.matches.map((m) => m.matchId));
    const match = a.matches[123];
    const same = b.matches[123];
    if (!match || !same) throw new Error('missing match');
    expect(b.matchJson(same)).toBe(a.matchJson(match));
    expect(b.timelineJson(same)).toBe(a.timelineJson(match));
    expect(ids(c)).not.toEqual(ids(a));
    expect(c.matches.map((m) => m.matchId)).not.toEqual(a.matches.map((m) => m.matchId));
  });

  it('spreads players over the 11 platforms with unique PUUIDs and Riot IDs', async () => {
    const world = await testWorld();
    const platforms = new Set(world.players.map((p) => p.platform));
    expect([...platforms].sort()).toEqual([...PLATFORMS].sort());
    expect(new Set(world.players.map((p) => p.puuid)).size).toBe(world.players.length);
    const riotIds = world.players.map((p) => `${p.gameName}#${p.tagLine}`.toLowerCase());
    expect(new Set(riotIds).size).toBe(world.players.length);
    for (const p of world.players) {
      expect(p.puuid).toMatch(/^[A-Za-z0-9_-]{78}$/);
      expect([...p.gameName].length).toBeGreaterThanOrEqual(3);
      expect([...p.gameName].length).toBeLessThanOrEqual(16);
      expect(p.tagLine).toMatch(/^[A-Za-z0-9]{3,5}$/);
    }
    expect(world.players.some((p) => p.gameName.includes(' '))).toBe(true);
    expect(world.players.some((p) => /[^\u0020-\u007e]/.test(p.gameName))).toBe(true);
    const euw = world.players.filter((p) => p.platform === 'euw1').length;
    const oce = world.players.filter((p) => p.platform === 'oc1').length;
    expect(euw).toBeGreaterThan(oce * 3);
  });

  it('contains the three sample players with long histories', async () => {
    const world = await testWorld();
    expect(world.samplePlayers.map((p) => [p.platform, p.gameName, p.tagLine])).toEqual(
      SAMPLE_PLAYERS.map((s) => [s.platform, s.gameName, s.tagLine]),
    );
    for (const p of world.samplePlayers) {
      expect(world.matchesOf(p).length).toBeGreaterThanOrEqual(150);
      expect(p.solo).not.toBeNull();
    }
  });

  it('gives every player 20–200 matches that really contain them, newest first', async () => {
    const world = await testWorld();
    const problems: string[] = [];
    for (const p of world.players) {
      const matches = world.matchesOf(p);
      if (matches.length < 20 || matches.length > 200)
        problems.push(`${p.puuid}: ${matches.length} matches`);
      matches.forEach((m, i) => {
        if (i > 0 && (matches[i - 1]?.creation ?? 0) < m.creation)
          problems.push(`${p.puuid}: order at ${i}`);
        if (!m.participants.includes(p.index) || m.platform !== p.platform)
          problems.push(`${m.matchId} lacks ${p.puuid}`);
      });
    }
    expect(problems).toEqual([]);
    // Conversely, a match is in the history of each of its ten players.
    for (const m of world.matches.slice(0, 2000)) {
      for (const i of m.participants) {
        const p = world.players[i];
        if (p && !world.matchesOf(p).includes(m))
          problems.push(`${m.matchId} missing from ${p.puuid}`);
      }
    }
    expect(problems).toEqual([]);
    // The documents themselves: every id of a sample player's history leads to a document with it.
    const sample = world.samplePlayers[1];
    if (!sample) throw new Error('no sample');
    for (const m of world.matchesOf(sample)) {
      expect(world.matchDocument(m).metadata.participants).toContain(sample.puuid);
    }
  });

  it('dates matches within the last 90 days and keeps a player out of two games at once', async () => {
    const world = await testWorld();
    for (const m of world.matches) {
      expect(m.creation).toBeLessThan(TEST_CLOCK_START);
      expect(m.creation).toBeGreaterThanOrEqual(TEST_CLOCK_START - HISTORY_DAYS * 86_400_000);
      expect(m.matchId).toMatch(/^(EUW1|EUN1|NA1|KR|JP1|BR1|RU|TR1|LA1|LA2|OC1)_\d+$/);
    }
    const sample = world.samplePlayers[0];
    if (!sample) throw new Error('no sample');
    const times = world.matchesOf(sample).map((m) => m.creation);
    for (let i = 1; i < times.length; i++) {
      expect((times[i - 1] ?? 0) - (times[i] ?? 0)).toBeGreaterThan(0);
    }
  });

  it('gives ranked entries that fit the hidden skill, with apex players on every platform', async () => {
    const world = await testWorld();
    const order = [
      'IRON',
      'BRONZE',
      'SILVER',
      'GOLD',
      'PLATINUM',
      'EMERALD',
      'DIAMOND',
      'MASTER',
      'GRANDMASTER',
      'CHALLENGER',
    ];
    const ranked = world.players.filter((p) => p.solo !== null);
    const unranked = world.players.filter((p) => p.solo === null);
    expect(unranked.length).toBeGreaterThan(0);
    expect(world.players.some((p) => p.flex === null && p.solo !== null)).toBe(true);
    for (const platform of PLATFORMS) {
      const here = ranked.filter((p) => p.platform === platform).sort((a, b) => a.skill - b.skill);
      const tiers = here.map((p) => order.indexOf(p.solo?.tier ?? 'IRON'));
      for (let i = 1; i < tiers.length; i++)
        expect(tiers[i]).toBeGreaterThanOrEqual(tiers[i - 1] ?? 0);
      expect(
        world.apexLeague(platform, 'RANKED_SOLO_5x5', 'CHALLENGER')?.entries.length,
      ).toBeGreaterThan(0);
      expect(
        world.apexLeague(platform, 'RANKED_SOLO_5x5', 'MASTER')?.entries.length,
      ).toBeGreaterThan(0);
    }
    for (const p of ranked) {
      const e = p.solo;
      if (!e) continue;
      expect(e.wins + e.losses).toBeGreaterThan(0);
      if (['MASTER', 'GRANDMASTER', 'CHALLENGER'].includes(e.tier)) expect(e.rank).toBe('I');
      else expect(e.leaguePoints).toBeLessThan(100);
    }
  });

  it('plays ranked queues only with players who have a rank in them', async () => {
    const world = await testWorld();
    const queues = new Map<number, number>();
    for (const m of world.matches) {
      queues.set(m.queueId, (queues.get(m.queueId) ?? 0) + 1);
      for (const i of m.participants) {
        const p = world.players[i];
        if (m.queueId === 420) expect(p?.solo).not.toBeNull();
        if (m.queueId === 440) expect(p?.flex).not.toBeNull();
      }
    }
    expect([...queues.keys()].sort((a, b) => a - b)).toEqual([400, 420, 440, 450, 1700]);
    expect(queues.get(420)).toBeGreaterThan((queues.get(440) ?? 0) + (queues.get(400) ?? 0));
  });

  it('makes champion win rates differ by champion over many ranked games', async () => {
    const world = await testWorld();
    const tally = new Map<string, { wins: number; games: number }>();
    for (const m of world.matches.filter((x) => x.queueId === 420).slice(0, 4000)) {
      for (const p of world.simulate(m).participants) {
        const key = p.champion.id;
        const t = tally.get(key) ?? { wins: 0, games: 0 };
        t.games++;
        if (p.win) t.wins++;
        tally.set(key, t);
      }
    }
    const rates = [...tally.values()].filter((t) => t.games >= 150).map((t) => t.wins / t.games);
    expect(rates.length).toBeGreaterThan(30);
    rates.sort((a, b) => a - b);
    // Compare the 10th and 90th percentiles so a few rarely played champions do not decide it.
    const low = rates[Math.floor(rates.length * 0.1)] ?? 0;
    const high = rates[Math.floor(rates.length * 0.9)] ?? 0;
    expect(high - low).toBeGreaterThan(0.04);
  });
});
