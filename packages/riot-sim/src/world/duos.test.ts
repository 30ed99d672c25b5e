import { describe, expect, it } from 'vitest';
import { createRng } from '../random.ts';
import { testWorld } from '../test-support.ts';
import { duosIn, keepDuosTogether, MAX_DUOS_PER_GAME } from './duos.ts';
import type { Player } from './players.ts';

/** A player with what team splitting reads: index, skill and partner. */
function player(index: number, skill: number, partner: number | null = null): Player {
  return { index, skill, partner } as Player;
}

const indices = (team: readonly Player[]) => team.map((p) => p.index);

describe('duo partners', () => {
  it('gives about a sixth of the players a mutual partner on their platform, near in skill', async () => {
    const world = await testWorld();
    const partnered = world.players.filter((p) => p.partner !== null);
    const share = partnered.length / world.players.length;
    expect(share).toBeGreaterThan(0.14);
    expect(share).toBeLessThan(0.22);
    for (const p of partnered) {
      const partner = world.players[p.partner ?? -1];
      if (!partner) throw new Error(`${p.puuid} has a partner that does not exist`);
      expect(partner.partner).toBe(p.index);
      expect(partner.platform).toBe(p.platform);
      expect(partner.targetMatches).toBe(p.targetMatches);
      // At most three places apart in the platform's skill order.
      const between = world.players.filter(
        (x) =>
          x.platform === p.platform &&
          x.skill > Math.min(p.skill, partner.skill) &&
          x.skill < Math.max(p.skill, partner.skill),
      );
      expect(between.length).toBeLessThanOrEqual(2);
    }
  });

  it('gives the player the demo keeps in a live game a partner, in every world', async () => {
    for (const world of [await testWorld(), await testWorld(7, 400), await testWorld(3, 300)]) {
      const [, , inGame] = world.samplePlayers;
      expect(inGame?.gameName).toBe('Turret Hugger');
      expect(inGame?.partner).not.toBeNull();
    }
  });

  it('lists the duos of a roster once each, at most four', () => {
    const roster = [
      ...[0, 2, 4, 6, 8].flatMap((i) => [player(i, i, i + 1), player(i + 1, i, i)]),
      player(10, 0, 99),
    ];
    expect(duosIn(roster).map(([a, b]) => [a.index, b.index])).toEqual([
      [0, 1],
      [2, 3],
      [4, 5],
      [6, 7],
    ]);
    expect(MAX_DUOS_PER_GAME).toBe(4);
  });

  it('leaves teams whose duos are together as they are', () => {
    const a = [player(0, 1, 1), player(1, 0.9, 0), player(2, 0.5), player(3, 0), player(4, -1)];
    const b = [player(5, 1), player(6, 0.8), player(7, 0.4, 8), player(8, 0.1, 7), player(9, -1)];
    const [blue, red] = keepDuosTogether(a, b);
    expect(indices(blue)).toEqual(indices(a));
    expect(indices(red)).toEqual(indices(b));
  });

  it('joins a split duo by swapping in the nearest player in skill who has no partner beside them', () => {
    const a = [
      player(0, 1.0, 6),
      player(1, 0.5, 2),
      player(2, 0.4, 1),
      player(3, 0),
      player(4, -1),
    ];
    const b = [player(5, 0.9), player(6, 0.7, 0), player(7, 0.3), player(8, -0.2), player(9, -1)];
    const [blue, red] = keepDuosTogether(a, b);
    // 6 comes over to 0; of 3 and 4 (1 and 2 are a duo), 3 is nearer 6's skill and goes across.
    expect(indices(blue)).toEqual([0, 1, 2, 6, 4]);
    expect(indices(red)).toEqual([5, 3, 7, 8, 9]);
  });

  it('keeps up to four duos together however the teams were first split, five a side', () => {
    const rng = createRng('keep-duos-test');
    for (let round = 0; round < 500; round++) {
      const duoCount = rng.int(0, MAX_DUOS_PER_GAME);
      const roster = Array.from({ length: 10 }, (_, i) =>
        player(i, rng.normal(), i < 2 * duoCount ? i ^ 1 : null),
      );
      rng.shuffle(roster);
      const [blue, red] = keepDuosTogether(roster.slice(0, 5), roster.slice(5));
      expect(blue).toHaveLength(5);
      expect(red).toHaveLength(5);
      expect(new Set([...indices(blue), ...indices(red)]).size).toBe(10);
      for (const team of [blue, red]) {
        for (const p of team) {
          if (p.partner !== null) expect(indices(team)).toContain(p.partner);
        }
      }
    }
  });
});
