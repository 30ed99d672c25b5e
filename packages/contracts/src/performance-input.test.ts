import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RIOT_FIXTURES_DIR } from '@riftscope/riot-snapshots';
import { describe, expect, it } from 'vitest';
import {
  type MatchInfoLike,
  matchDurationSeconds,
  matchHasRoles,
  type ParticipantLike,
  performanceInputs,
  tierRoleOf,
} from './performance-input.ts';
import { performanceScore } from './performance-score.ts';

const FIXTURES_DIR = RIOT_FIXTURES_DIR;
const matchDir = join(FIXTURES_DIR, 'match-v5-match');
const fixtures = readdirSync(matchDir).filter((f) => f.endsWith('.json'));
const read = (
  file: string,
): MatchInfoLike & { participants: (ParticipantLike & { placement?: number })[] } =>
  JSON.parse(readFileSync(join(matchDir, file), 'utf8')).info;

function participant(over: Partial<ParticipantLike> = {}): ParticipantLike {
  return {
    teamId: 100,
    teamPosition: 'MIDDLE',
    win: true,
    kills: 0,
    deaths: 0,
    assists: 0,
    totalDamageDealtToChampions: 0,
    totalDamageTaken: 0,
    goldEarned: 0,
    totalMinionsKilled: 0,
    neutralMinionsKilled: 0,
    visionScore: 0,
    damageDealtToObjectives: 0,
    ...over,
  };
}

describe('tierRoleOf', () => {
  it('maps Riot positions as the tier list does', () => {
    expect(['TOP', 'JUNGLE', 'MIDDLE', 'BOTTOM', 'UTILITY'].map(tierRoleOf)).toEqual([
      'TOP',
      'JUNGLE',
      'MIDDLE',
      'CARRY',
      'SUPPORT',
    ]);
  });

  it('has no role for an empty or unknown position', () => {
    expect(tierRoleOf('')).toBeNull();
    expect(tierRoleOf(undefined)).toBeNull();
    expect(tierRoleOf('toString')).toBeNull();
  });
});

describe('matchDurationSeconds', () => {
  it('reads seconds, and milliseconds from before patch 11.20', () => {
    expect(matchDurationSeconds({ gameDuration: 1587, gameEndTimestamp: 1 })).toBe(1587);
    expect(matchDurationSeconds({ gameDuration: 1_587_400 })).toBe(1587);
  });
});

describe('matchHasRoles', () => {
  it('follows the catalogue, and the map for custom or unknown queues', () => {
    expect(matchHasRoles({ queueId: 420, mapId: 11 })).toBe(true);
    expect(matchHasRoles({ queueId: 450, mapId: 12 })).toBe(false);
    expect(matchHasRoles({ queueId: 3130, mapId: 11 })).toBe(true);
    expect(matchHasRoles({ queueId: 0, mapId: 12 })).toBe(false);
  });
});

describe('performanceInputs', () => {
  it('takes shares over the team and rates over the minutes', () => {
    const info: MatchInfoLike = {
      gameDuration: 1200,
      gameEndTimestamp: 1,
      queueId: 420,
      mapId: 11,
      participants: [
        participant({
          kills: 3,
          assists: 1,
          totalDamageDealtToChampions: 300,
          goldEarned: 600,
          totalMinionsKilled: 150,
          neutralMinionsKilled: 10,
          visionScore: 20,
        }),
        participant({
          teamPosition: 'UTILITY',
          kills: 1,
          assists: 3,
          totalDamageDealtToChampions: 100,
          goldEarned: 400,
          totalDamageTaken: 50,
        }),
        participant({
          teamId: 200,
          win: false,
          teamPosition: 'BOTTOM',
          kills: 2,
          totalDamageDealtToChampions: 50,
        }),
      ],
    };
    const [mid, support, carry] = performanceInputs(info);
    expect(mid).toMatchObject({
      role: 'MIDDLE',
      killParticipation: 100,
      damageShare: 75,
      goldShare: 60,
      csPerMin: 8,
      visionScorePerMin: 1,
      teamSize: 2,
      durationSeconds: 1200,
    });
    expect(support).toMatchObject({
      role: 'SUPPORT',
      killParticipation: 100,
      damageShare: 25,
      damageTakenShare: 100,
    });
    expect(carry).toMatchObject({
      role: 'CARRY',
      killParticipation: 100,
      damageShare: 100,
      goldShare: 0,
      win: false,
    });
  });

  it('is 0 kill participation when the team has no kills', () => {
    const [p] = performanceInputs({
      gameDuration: 600,
      gameEndTimestamp: 1,
      queueId: 420,
      mapId: 11,
      participants: [participant({ assists: 2 })],
    });
    expect(p?.killParticipation).toBe(0);
  });

  it('derives sensible inputs for every real fixture', () => {
    for (const file of fixtures) {
      const info = read(file);
      const inputs = performanceInputs(info);
      expect(inputs, file).toHaveLength(info.participants.length);
      for (const input of inputs) {
        for (const share of [
          input.killParticipation,
          input.damageShare,
          input.damageTakenShare,
          input.goldShare,
        ]) {
          expect(share, file).toBeGreaterThanOrEqual(0);
          expect(share, file).toBeLessThanOrEqual(100);
        }
        const score = performanceScore(input);
        expect(score, file).toBeGreaterThanOrEqual(0);
        expect(score, file).toBeLessThanOrEqual(10);
      }
    }
  });

  it('gives ARAM and Arena players no role, and takes Arena shares over the duo', () => {
    const aram = performanceInputs(read('aram-15.13-jp1.json'));
    expect(aram.every((i) => i.role === null && i.teamSize === 5)).toBe(true);
    const info = read('arena-15.5-na1.json');
    const arena = performanceInputs(info);
    expect(arena.every((i) => i.role === null && i.teamSize === 2)).toBe(true);
    const first = info.participants[0];
    const partner = info.participants.findIndex(
      (p, i) => i > 0 && p.playerSubteamId === first?.playerSubteamId,
    );
    expect((arena[0]?.damageShare ?? 0) + (arena[partner]?.damageShare ?? 0)).toBeCloseTo(100, 6);
  });

  it('gives the ranked fixtures a role per position', () => {
    const inputs = performanceInputs(read('ranked-solo-16.4-jp1.json'));
    expect(inputs.map((i) => i.role).sort()).toEqual([
      'CARRY',
      'CARRY',
      'JUNGLE',
      'JUNGLE',
      'MIDDLE',
      'MIDDLE',
      'SUPPORT',
      'SUPPORT',
      'TOP',
      'TOP',
    ]);
  });
});
