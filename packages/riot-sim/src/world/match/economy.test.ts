import { describe, expect, it } from 'vitest';
import { csAt, LEVEL_XP, levelForXp } from './economy.ts';
import { testGames } from './test-games.ts';

describe('match economy', () => {
  it('never lowers a participant’s total gold, XP, level or CS from one frame to the next', async () => {
    const problems: string[] = [];
    for (const { header, timeline } of await testGames()) {
      const frames = timeline.info.frames;
      for (const id of ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']) {
        for (let i = 1; i < frames.length; i++) {
          const before = frames[i - 1]?.participantFrames[id];
          const after = frames[i]?.participantFrames[id];
          if (!before || !after) throw new Error(`${header.matchId}: frame ${i} lacks #${id}`);
          for (const key of [
            'totalGold',
            'xp',
            'level',
            'minionsKilled',
            'jungleMinionsKilled',
          ] as const) {
            if (after[key] < before[key])
              problems.push(`${header.matchId} #${id} ${key} ${before[key]} -> ${after[key]}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps current gold non-negative and levels within 1–18, matching the XP', async () => {
    const games = await testGames();
    expect(new Set(games.map((g) => g.header.queueId))).toEqual(new Set([400, 420, 440, 450]));
    const problems: string[] = [];
    for (const { header, timeline } of games) {
      for (const frame of timeline.info.frames) {
        for (const [id, pf] of Object.entries(frame.participantFrames)) {
          const isValid =
            pf.currentGold >= 0 &&
            pf.currentGold <= pf.totalGold &&
            pf.level >= 1 &&
            pf.level <= 18 &&
            pf.level === levelForXp(pf.xp);
          if (!isValid) problems.push(`${header.matchId} #${id} at ${frame.timestamp}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('starts everyone at level 1 with the map’s starting gold', async () => {
    for (const { doc, timeline } of await testGames()) {
      const first = timeline.info.frames[0];
      for (const pf of Object.values(first?.participantFrames ?? {})) {
        expect(pf.level).toBe(1);
        expect(pf.xp).toBe(0);
        expect(pf.totalGold).toBe(doc.info.mapId === 12 ? 1400 : 500);
      }
    }
  });

  it('levels up once per level, in order, at the XP the level needs', async () => {
    for (const { sim } of (await testGames()).slice(0, 120)) {
      for (const p of sim.participants) {
        const ups = sim.levelUps.filter((e) => e.participantId === p.participantId);
        expect(ups.map((e) => e.level)).toEqual(
          Array.from({ length: p.champLevel - 1 }, (_, i) => i + 2),
        );
        expect(p.xpFinal).toBeGreaterThanOrEqual(LEVEL_XP[p.champLevel - 1] ?? Infinity);
        const times = ups.map((e) => e.t);
        expect(times).toEqual([...times].sort((a, b) => a - b));
      }
    }
  });

  it('counts CS from zero up to the final count exactly at the end', () => {
    expect(csAt(200, 0, 65_000, 1_800_000)).toBe(0);
    expect(csAt(200, 65_000, 65_000, 1_800_000)).toBe(0);
    expect(csAt(200, 1_800_000, 65_000, 1_800_000)).toBe(200);
    expect(csAt(200, 932_500, 65_000, 1_800_000)).toBe(100);
  });
});
