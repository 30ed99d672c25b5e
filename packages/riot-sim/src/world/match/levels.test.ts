import { describe, expect, it } from 'vitest';
import { skillOrderFor } from './levels.ts';
import { testGames } from './test-games.ts';

describe('skill levels', () => {
  it('spends one skill point per level: the ultimate at 6, 11 and 16 and at most five per basic', async () => {
    const problems: string[] = [];
    for (const { header, sim } of await testGames()) {
      for (const p of sim.participants) {
        const ups = sim.skillUps.filter((e) => e.participantId === p.participantId);
        const points = [1, 2, 3, 4].map((slot) => ups.filter((e) => e.skillSlot === slot).length);
        const ultimates = [6, 11, 16].filter((level) => level <= p.champLevel).length;
        const times = ups.map((e) => e.t);
        const isValid =
          ups.length === p.champLevel &&
          points[3] === ultimates &&
          points.slice(0, 3).every((n) => n <= 5) &&
          times.every((t, i) => t <= sim.lengthMs && (i === 0 || t > (times[i - 1] ?? 0)));
        if (!isValid) problems.push(`${header.matchId} #${p.participantId}: ${points}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives a basic ability its n-th point no earlier than level 2n − 1, as the game allows', async () => {
    const problems: string[] = [];
    for (const { header, sim } of await testGames()) {
      for (const p of sim.participants) {
        const points = [0, 0, 0];
        sim.skillUps
          .filter((e) => e.participantId === p.participantId)
          .forEach((e, i) => {
            if (e.skillSlot === 4) return;
            const level = i + 1;
            const rank = (points[e.skillSlot - 1] ?? 0) + 1;
            points[e.skillSlot - 1] = rank;
            if (2 * rank - 1 > level) {
              problems.push(`${header.matchId} #${p.participantId}: point ${rank} at ${level}`);
            }
          });
      }
    }
    expect(problems).toEqual([]);
  });

  it('orders a champion’s basic abilities the same way in every game', () => {
    for (let key = 1; key < 1000; key += 7) {
      const order = skillOrderFor(key);
      expect([...order].sort()).toEqual([1, 2, 3]);
      expect(skillOrderFor(key)).toEqual(order);
    }
  });
});
