import { describe, expect, it } from 'vitest';
import { testWorld } from '../test-support.ts';
import { isArena } from './arena.ts';
import { MAX_DUOS_PER_GAME } from './duos.ts';
import type { Player } from './players.ts';
import type { MatchHeader } from './schedule.ts';

/** Duos of a match: pairs of partners who are both in it. */
function duosOf(match: MatchHeader, players: readonly Player[]): number {
  const inMatch = new Set(match.participants);
  return [...match.participants].filter((i) => {
    const partner = players[i]?.partner;
    return partner !== undefined && partner !== null && partner > i && inMatch.has(partner);
  }).length;
}

describe('duo partners in match histories', () => {
  it('plays a sizeable share of a partnered player’s recent matches with the partner', async () => {
    const world = await testWorld();
    const shares: number[] = [];
    for (const p of world.players) {
      if (p.partner === null) continue;
      const recent = world.matchesOf(p).slice(0, 20);
      const together = recent.filter((m) => m.participants.includes(p.partner ?? -1)).length;
      // RiftScope marks a premade from two shared games in the twenty newest.
      expect(together, `${p.puuid} with ${p.partner}`).toBeGreaterThanOrEqual(2);
      shares.push(together / recent.length);
    }
    shares.sort((a, b) => a - b);
    expect(shares[Math.floor(shares.length / 2)]).toBeGreaterThan(0.5);
  });

  it('puts partners who play in one match on the same team, in every queue', async () => {
    const world = await testWorld(7, 400);
    // Arena's duos are its own (arena.test.ts).
    const matches = world.matches.filter((m) => !isArena(m));
    const withDuos = matches.filter((m) => duosOf(m, world.players) > 0);
    expect(withDuos.length).toBeGreaterThan(matches.length / 4);
    const queues = new Set<number>();
    for (const match of withDuos.filter((_, i) => i % 4 === 0)) {
      const teamOf = new Map(world.simulate(match).participants.map((p) => [p.player, p.teamId]));
      for (const [player, teamId] of teamOf) {
        const partner = world.players[player.partner ?? -1];
        if (partner && teamOf.has(partner)) {
          expect(teamOf.get(partner), match.matchId).toBe(teamId);
          queues.add(match.queueId);
        }
      }
    }
    expect([...queues].sort()).toEqual([400, 420, 440, 450]);
  });

  it('never brings more than four duos into one Summoner’s Rift or ARAM match, so two teams of five can hold them', async () => {
    for (const world of [await testWorld(), await testWorld(7, 200)]) {
      for (const match of world.matches.filter((m) => !isArena(m))) {
        expect(duosOf(match, world.players)).toBeLessThanOrEqual(MAX_DUOS_PER_GAME);
        expect(new Set(match.participants).size).toBe(10);
      }
    }
  });

  it('keeps each history at its target length, give or take a few filled games, Arena on top', async () => {
    const world = await testWorld();
    const over = world.players.map(
      (p) => world.matchesOf(p).filter((m) => !isArena(m)).length - p.targetMatches,
    );
    expect(Math.min(...over)).toBeGreaterThanOrEqual(0);
    expect(over.reduce((sum, x) => sum + x, 0) / over.length).toBeLessThan(4);
  });
});
