import { describe, expect, it } from 'vitest';
import { testWorld } from '../test-support.ts';
import { ARENA_PLAYERS, ARENA_QUEUE_ID, isArena } from './arena.ts';
import { HISTORY_DAYS, MIN_GAP_MS } from './schedule.ts';

describe('Arena in the schedule', () => {
  it('makes Arena 3–6 % of the default world’s matches, a few percent of a player’s games', async () => {
    const world = await testWorld();
    const arena = world.matches.filter(isArena);
    const share = arena.length / world.matches.length;
    expect(share).toBeGreaterThanOrEqual(0.03);
    expect(share).toBeLessThanOrEqual(0.06);
    const shares = world.players
      .map((p) => world.matchesOf(p))
      .map((list) => list.filter(isArena).length / list.length);
    const never = shares.filter((s) => s === 0).length / shares.length;
    expect(never).toBeGreaterThan(0.25);
    const playing = shares.filter((s) => s > 0);
    const mean = playing.reduce((a, b) => a + b, 0) / playing.length;
    expect(mean).toBeGreaterThan(0.03);
    expect(mean).toBeLessThan(0.15);
  });

  it('never gives Arena games to players whose Arena share is 0', async () => {
    const world = await testWorld();
    for (const p of world.players.filter((x) => x.arenaShare === 0)) {
      expect(world.matchesOf(p).some(isArena), p.puuid).toBe(false);
    }
  });

  it('forms each Arena match of sixteen players of its platform, with duo partners side by side', async () => {
    for (const world of [await testWorld(), await testWorld(7, 400)]) {
      const arena = world.matches.filter(isArena);
      expect(arena.length).toBeGreaterThan(0);
      for (const m of arena) {
        expect(m.queueId).toBe(ARENA_QUEUE_ID);
        expect(new Set(m.participants).size).toBe(ARENA_PLAYERS);
        const members = [...m.participants].map((i) => world.players[i]);
        expect(members.every((p) => p?.platform === m.platform)).toBe(true);
        members.forEach((p, at) => {
          const partnerAt = m.participants.indexOf(p?.partner ?? -1);
          if (partnerAt >= 0) expect(Math.floor(partnerAt / 2), m.matchId).toBe(Math.floor(at / 2));
        });
      }
    }
  });

  it('dates Arena games within the history, at least MIN_GAP_MS from the player’s other games', async () => {
    const world = await testWorld();
    const start = world.clockStart - HISTORY_DAYS * 86_400_000;
    for (const m of world.matches.filter(isArena)) {
      expect(m.creation).toBeGreaterThanOrEqual(start);
      expect(m.creation).toBeLessThan(world.clockStart);
      for (const i of m.participants) {
        const p = world.players[i];
        if (!p) throw new Error(`no player ${i}`);
        for (const other of world.matchesOf(p)) {
          if (other !== m)
            expect(Math.abs(other.creation - m.creation)).toBeGreaterThanOrEqual(MIN_GAP_MS);
        }
      }
    }
  });

  it('gives Arena matches ids of their platform that no other match has, growing with time', async () => {
    const world = await testWorld();
    expect(new Set(world.matches.map((m) => m.matchId)).size).toBe(world.matches.length);
    const arena = world.matches.filter((m) => isArena(m) && m.platform === 'euw1');
    expect(arena.length).toBeGreaterThan(10);
    const byTime = [...arena].sort((a, b) => a.creation - b.creation);
    for (let i = 1; i < byTime.length; i++) {
      expect(byTime[i]?.gameId ?? 0).toBeGreaterThan(byTime[i - 1]?.gameId ?? 0);
    }
    expect(arena.every((m) => m.matchId === `EUW1_${m.gameId}`)).toBe(true);
  });
});
