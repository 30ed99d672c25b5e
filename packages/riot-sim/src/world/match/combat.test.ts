import { describe, expect, it } from 'vitest';
import { deathSeconds } from './combat.ts';
import { levelAt } from './economy.ts';
import { testGames } from './test-games.ts';

describe('match combat', () => {
  it('agrees with the scoreboard: kills, deaths and assists are counts of CHAMPION_KILL events', async () => {
    const problems: string[] = [];
    for (const { header, doc, events } of await testGames()) {
      const kills = events.filter((e) => e.type === 'CHAMPION_KILL');
      for (const p of doc.info.participants) {
        const id = p.participantId;
        const actual = [
          kills.filter((e) => e.killerId === id).length,
          kills.filter((e) => e.victimId === id).length,
          kills.filter((e) => (e.assistingParticipantIds as number[] | undefined)?.includes(id))
            .length,
        ];
        if (JSON.stringify(actual) !== JSON.stringify([p.kills, p.deaths, p.assists]))
          problems.push(`${header.matchId} #${id}: ${actual} != ${[p.kills, p.deaths, p.assists]}`);
      }
      for (const team of doc.info.teams) {
        const mine = doc.info.participants.filter((p) => p.teamId === team.teamId);
        const sum = mine.reduce((s, p) => s + p.kills, 0);
        if (team.objectives.champion.kills !== sum)
          problems.push(
            `${header.matchId} team ${team.teamId}: ${team.objectives.champion.kills} != ${sum}`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  it('has killers and assisters on one team and victims on the other', async () => {
    const problems: string[] = [];
    for (const { header, sim } of await testGames()) {
      const teamOf = (id: number) => sim.participants[id - 1]?.teamId;
      for (const k of sim.kills) {
        const team = teamOf(k.killerId);
        const isValid =
          team !== undefined &&
          teamOf(k.victimId) !== team &&
          teamOf(k.victimId) !== undefined &&
          k.assists.every((a) => a !== k.killerId && teamOf(a) === team);
        if (!isValid) problems.push(`${header.matchId} kill at ${k.t}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('announces one first blood and every multikill the scoreboard counts', async () => {
    const problems: string[] = [];
    for (const { header, doc, events } of await testGames()) {
      const special = events.filter((e) => e.type === 'CHAMPION_SPECIAL_KILL');
      const firstBloods = special.filter((e) => e.killType === 'KILL_FIRST_BLOOD');
      const firstKill = events.find((e) => e.type === 'CHAMPION_KILL');
      const bloodied = doc.info.participants.filter((p) => p.firstBloodKill);
      if (
        firstBloods.length !== 1 ||
        firstBloods[0]?.killerId !== firstKill?.killerId ||
        bloodied.length !== 1 ||
        bloodied[0]?.participantId !== firstKill?.killerId
      )
        problems.push(`${header.matchId} first blood`);
      for (const p of doc.info.participants) {
        const multis = special.filter(
          (e) => e.killType === 'KILL_MULTI' && e.killerId === p.participantId,
        );
        const ofLength = (n: number) => multis.filter((e) => e.multiKillLength === n).length;
        const actual = [ofLength(2), ofLength(3), ofLength(4), ofLength(5)];
        const expected = [p.doubleKills, p.tripleKills, p.quadraKills, p.pentaKills];
        if (JSON.stringify(actual) !== JSON.stringify(expected))
          problems.push(
            `${header.matchId} #${p.participantId} multikills ${actual} != ${expected}`,
          );
        if (p.largestMultiKill > Math.max(1, p.kills) || p.challenges.soloKills > p.kills)
          problems.push(`${header.matchId} #${p.participantId} largest multikill or solo kills`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps a dead champion out of fights until it respawns', async () => {
    const problems: string[] = [];
    for (const { header, sim } of await testGames()) {
      const deadUntil = new Map<number, number>();
      for (const k of sim.kills) {
        for (const id of [k.killerId, k.victimId, ...k.assists])
          if ((deadUntil.get(id) ?? 0) > k.t) problems.push(`${header.matchId} #${id} at ${k.t}`);
        const victim = sim.participants[k.victimId - 1];
        if (!victim) throw new Error(`${header.matchId}: no victim #${k.victimId}`);
        const dead = deathSeconds(levelAt(sim, victim, k.t), k.t, sim.isAram) * 1000;
        deadUntil.set(k.victimId, k.t + dead);
      }
      for (const p of sim.participants)
        if (p.deaths > 0 !== p.totalTimeSpentDead > 0)
          problems.push(`${header.matchId} #${p.participantId} time dead`);
    }
    expect(problems).toEqual([]);
  });
});
