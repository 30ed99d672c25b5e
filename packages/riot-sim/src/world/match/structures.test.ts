import { describe, expect, it } from 'vitest';
import { testGames } from './test-games.ts';

describe('match structures', () => {
  it('counts each team’s tower and inhibitor objectives from the BUILDING_KILL events', async () => {
    const problems: string[] = [];
    for (const { header, doc, events } of await testGames()) {
      const buildings = events.filter((e) => e.type === 'BUILDING_KILL');
      for (const team of doc.info.teams) {
        const taken = (type: string) =>
          buildings.filter((e) => e.buildingType === type && e.teamId !== team.teamId).length;
        const mine = doc.info.participants.filter((p) => p.teamId === team.teamId);
        const credited = buildings.filter(
          (e) =>
            e.buildingType === 'TOWER_BUILDING' &&
            e.killerId !== 0 &&
            mine.some((p) => p.participantId === e.killerId),
        ).length;
        const actual = [
          team.objectives.tower.kills,
          team.objectives.inhibitor.kills,
          mine.reduce((s, p) => s + p.turretKills, 0),
        ];
        const expected = [taken('TOWER_BUILDING'), taken('INHIBITOR_BUILDING'), credited];
        if (JSON.stringify(actual) !== JSON.stringify(expected))
          problems.push(`${header.matchId} team ${team.teamId}: ${actual} != ${expected}`);
      }
      const firstTowers = doc.info.teams.filter((t) => t.objectives.tower.first).length;
      const anyTower = buildings.some((e) => e.buildingType === 'TOWER_BUILDING');
      if (firstTowers !== (anyTower ? 1 : 0)) problems.push(`${header.matchId} first tower`);
    }
    expect(problems).toEqual([]);
  });

  it('destroys no more structures than the map has, all before the game ends', async () => {
    for (const { sim } of await testGames()) {
      for (const teamId of [100, 200] as const) {
        const lost = sim.buildings.filter((b) => b.teamId === teamId);
        const towers = lost.filter((b) => b.buildingType === 'TOWER_BUILDING').length;
        const inhibitors = lost.length - towers;
        expect(towers).toBeLessThanOrEqual(sim.isAram ? 4 : 11);
        expect(inhibitors).toBeLessThanOrEqual(sim.isAram ? 1 : 3);
      }
      expect(sim.buildings.every((b) => b.t > 0 && b.t < sim.lengthMs)).toBe(true);
      const times = sim.buildings.map((b) => b.t);
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });

  it('gives the nexus to one winner unless the losers surrendered', async () => {
    for (const { sim, doc } of await testGames()) {
      const finishers = doc.info.participants.filter((p) => p.nexusKills === 1);
      expect(finishers.length).toBe(sim.isSurrender ? 0 : 1);
      for (const p of finishers) expect(p.win).toBe(true);
    }
  });
});
