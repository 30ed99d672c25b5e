import { describe, expect, it } from 'vitest';
import { TEST_CLOCK_START, testWorld } from '../test-support.ts';
import { BALANCE_CHANGES_EACH, previousDdVersion, ROLES } from './game-data.ts';
import { matchOutcome } from './match/simulate-match.ts';
import { PATCH_DAYS, patchDayOf } from './schedule.ts';

const minorOf = (gameVersion: string) => gameVersion.split('.').slice(0, 2).join('.');

describe('the two patches of the world', () => {
  it('names the patch before a Data Dragon version, across a season too', () => {
    expect(previousDdVersion('15.22.1')).toBe('15.21.1');
    expect(previousDdVersion('15.2.1')).toBe('15.1.1');
    expect(previousDdVersion('15.1.1')).toBe('14.24.1');
  });

  it('puts matches before the patch day on the previous patch and the rest on the current one', async () => {
    const world = await testWorld();
    const patchDay = patchDayOf(world.clockStart);
    expect(patchDay).toBe(TEST_CLOCK_START - PATCH_DAYS * 86_400_000);
    const previous = world.matches.filter((m) => m.patch === 'previous');
    const current = world.matches.filter((m) => m.patch === 'current');
    expect(previous.every((m) => m.creation < patchDay)).toBe(true);
    expect(current.every((m) => m.creation >= patchDay)).toBe(true);
    // About half of the 90 days' matches each.
    expect(previous.length / world.matches.length).toBeGreaterThan(0.4);
    expect(current.length / world.matches.length).toBeGreaterThan(0.4);

    const { gameVersion, previousGameVersion } = world.data;
    expect(minorOf(gameVersion)).toBe('15.22');
    expect(minorOf(previousGameVersion)).toBe('15.21');
    for (const queueId of [420, 440, 400, 450]) {
      const old = previous.find((m) => m.queueId === queueId);
      const recent = current.find((m) => m.queueId === queueId);
      if (!old || !recent) throw new Error(`queue ${queueId} missing on a patch`);
      expect(world.matchDocument(old).info.gameVersion).toBe(previousGameVersion);
      expect(world.matchDocument(recent).info.gameVersion).toBe(gameVersion);
    }
  });

  it('buffs the weakest and nerfs the strongest champions by 1 to 3 points, in every role', async () => {
    const world = await testWorld();
    const { balanceChanges, strength } = world.data;
    const buffs = balanceChanges.filter((b) => b.change > 0);
    const nerfs = balanceChanges.filter((b) => b.change < 0);
    expect(buffs).toHaveLength(BALANCE_CHANGES_EACH);
    expect(nerfs).toHaveLength(BALANCE_CHANGES_EACH);
    for (const { championKey, change } of balanceChanges) {
      expect(Math.abs(change)).toBeGreaterThanOrEqual(0.01);
      expect(Math.abs(change)).toBeLessThanOrEqual(0.03);
      for (const role of [...ROLES, 'ARAM'] as const) {
        const after = strength(championKey, role, 'current');
        expect(after - strength(championKey, role, 'previous')).toBeCloseTo(change, 12);
        expect(strength(championKey, role)).toBe(after);
      }
    }
    // Nerfed champions were stronger than buffed ones before the patch.
    const own = (key: number) => strength(key, 'TOP', 'previous');
    expect(Math.min(...nerfs.map((b) => own(b.championKey)))).toBeGreaterThan(
      Math.max(...buffs.map((b) => own(b.championKey))),
    );
    const changed = new Set(balanceChanges.map((b) => b.championKey));
    const unchanged = world.data.champions.filter((c) => !changed.has(c.key));
    for (const champion of unchanged.slice(0, 30)) {
      expect(strength(champion.key, 'MIDDLE', 'previous')).toBe(
        strength(champion.key, 'MIDDLE', 'current'),
      );
    }
  });

  it('moves the changed champions’ ranked win rates the way the patch changed them', async () => {
    const world = await testWorld();
    const direction = new Map(world.data.balanceChanges.map((b) => [b.championKey, b.change]));
    const tally = {
      buff: { previous: [0, 0], current: [0, 0] },
      nerf: { previous: [0, 0], current: [0, 0] },
    };
    for (const header of world.matches.filter((m) => m.queueId === 420)) {
      const { picks, winner } = matchOutcome(world.data, header, world.players);
      for (const pick of picks) {
        const change = direction.get(pick.champion.key);
        if (change === undefined) continue;
        const side = tally[change > 0 ? 'buff' : 'nerf'][header.patch];
        side[0] = (side[0] ?? 0) + (pick.teamId === winner ? 1 : 0);
        side[1] = (side[1] ?? 0) + 1;
      }
    }
    const rate = ([wins = 0, games = 1]: number[]) => wins / games;
    const buffGain = rate(tally.buff.current) - rate(tally.buff.previous);
    const nerfGain = rate(tally.nerf.current) - rate(tally.nerf.previous);
    expect(buffGain - nerfGain).toBeGreaterThan(0.02);
  });
});
