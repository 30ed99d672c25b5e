import { describe, expect, it } from 'vitest';
import { testGames } from './test-games.ts';

const OBJECTIVE_OF = {
  DRAGON: 'dragon',
  BARON_NASHOR: 'baron',
  RIFTHERALD: 'riftHerald',
  HORDE: 'horde',
  ATAKHAN: 'atakhan',
} as const;

describe('match monsters', () => {
  it('counts each team’s epic monster objectives from the ELITE_MONSTER_KILL events', async () => {
    const problems: string[] = [];
    for (const { header, doc, events } of await testGames()) {
      const monsters = events.filter((e) => e.type === 'ELITE_MONSTER_KILL');
      if (doc.info.mapId === 12 && monsters.length > 0) problems.push(`${header.matchId} ARAM`);
      for (const team of doc.info.teams) {
        const mine = doc.info.participants.filter((p) => p.teamId === team.teamId);
        for (const [type, key] of Object.entries(OBJECTIVE_OF)) {
          const taken = monsters.filter(
            (e) => e.monsterType === type && e.killerTeamId === team.teamId,
          ).length;
          if (team.objectives[key].kills !== taken)
            problems.push(`${header.matchId} team ${team.teamId} ${key}`);
        }
        const dragons = mine.reduce((s, p) => s + p.dragonKills, 0);
        const barons = mine.reduce((s, p) => s + p.baronKills, 0);
        if (dragons !== team.objectives.dragon.kills || barons !== team.objectives.baron.kills)
          problems.push(`${header.matchId} team ${team.teamId} participant dragons or barons`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('spawns elder dragons only after a soul, and at most one herald and one Atakhan', async () => {
    for (const { sim } of await testGames()) {
      const taken = { 100: 0, 200: 0 };
      for (const x of sim.monsters.filter((m) => m.monsterType === 'DRAGON')) {
        if (x.monsterSubType === 'ELDER_DRAGON')
          expect(Math.max(taken[100], taken[200])).toBeGreaterThanOrEqual(4);
        else taken[x.killerTeamId]++;
      }
      const count = (type: string) => sim.monsters.filter((m) => m.monsterType === type).length;
      expect(count('RIFTHERALD')).toBeLessThanOrEqual(1);
      expect(count('ATAKHAN')).toBeLessThanOrEqual(1);
      expect(count('HORDE')).toBeLessThanOrEqual(3);
      for (const x of sim.monsters) {
        const killer = sim.participants[x.killerId - 1];
        expect(killer?.teamId).toBe(x.killerTeamId);
        expect(x.t).toBeLessThan(sim.lengthMs - 5_000);
      }
    }
  });
});
