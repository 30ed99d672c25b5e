import { performanceInputs, performanceScore } from '@riftscope/contracts';
import { describe, expect, it } from 'vitest';
import {
  MATCH_FIXTURES_DIR,
  matchFixtureFiles,
  readMatch,
  readRawMatch,
} from '../../../test/match-fixtures.ts';
import { matchRows } from './match-rows.ts';
import { matchStats, roleOf } from './match-stats.ts';

/** A participant as the file has it, read without the wire schema. */
type Raw = Record<string, number | boolean | string | undefined> & {
  teamId: number;
  kills: number;
  assists: number;
  win: boolean;
};

const ROLES: Record<string, string> = {
  TOP: 'TOP',
  JUNGLE: 'JUNGLE',
  MIDDLE: 'MIDDLE',
  BOTTOM: 'CARRY',
  UTILITY: 'SUPPORT',
};
const sum = (players: readonly Raw[], field: string) =>
  players.reduce((n, p) => n + Number(p[field] ?? 0), 0);

describe(`derived numbers of the real match-v5 fixtures (${MATCH_FIXTURES_DIR})`, () => {
  it.each(matchFixtureFiles)('%s: every derived number is what the document implies', (name) => {
    const raw = readRawMatch(name) as unknown as {
      info: { gameDuration: number; mapId: number; queueId: number; participants: Raw[] };
    };
    const { match, participants } = matchRows(readMatch(name));
    const players = raw.info.participants;
    const minutes = raw.info.gameDuration / 60;
    const isArena = players.some((p) => Number(p.playerSubteamId ?? 0) > 0);
    // Shares are over the team; in Arena over the duo.
    const sideOf = (p: Raw) =>
      players.filter((q) =>
        isArena ? q.playerSubteamId === p.playerSubteamId : q.teamId === p.teamId,
      );

    expect(match.isRemake).toBe(false);
    expect(match.mapId).toBe(raw.info.mapId);
    expect(participants).toHaveLength(players.length);
    for (const [i, row] of participants.entries()) {
      const p = players[i] as Raw;
      const where = `${name} participant ${p.participantId}`;
      const side = sideOf(p);
      const cs = Number(p.totalMinionsKilled) + Number(p.neutralMinionsKilled);
      const teamKills = sum(side, 'kills');
      expect(row.isRemake, where).toBe(false);
      expect(row.creepScore, where).toBe(cs);
      expect(row.csPerMin, where).toBeCloseTo(cs / minutes, 9);
      expect(row.killParticipation, where).toBeCloseTo(
        teamKills > 0 ? Math.min(100, (100 * (p.kills + p.assists)) / teamKills) : 0,
        9,
      );
      expect(row.damageShare, where).toBeCloseTo(
        (100 * Number(p.totalDamageDealtToChampions)) / sum(side, 'totalDamageDealtToChampions'),
        9,
      );
      expect(row.goldShare, where).toBeCloseTo(
        (100 * Number(p.goldEarned)) / sum(side, 'goldEarned'),
        9,
      );
      expect(row.visionScorePerMin, where).toBeCloseTo(Number(p.visionScore) / minutes, 9);
      expect(row.wardsPlaced, where).toBe(p.wardsPlaced);
      expect(row.wardsKilled, where).toBe(p.wardsKilled);
      expect(row.controlWards, where).toBe(p.visionWardsBoughtInGame);
      expect(row.largestMultikill, where).toBe(p.largestMultiKill);
      expect(row.doubleKills, where).toBe(p.doubleKills);
      expect(row.tripleKills, where).toBe(p.tripleKills);
      expect(row.quadraKills, where).toBe(p.quadraKills);
      expect(row.pentaKills, where).toBe(p.pentaKills);
      expect(row.firstBlood, where).toBe(p.firstBloodKill);
      expect(row.objectiveDamage, where).toBe(p.damageDealtToObjectives);
      const role =
        isArena || raw.info.mapId !== 11 ? null : (ROLES[String(p.teamPosition)] ?? null);
      expect(row.role, where).toBe(role);
      expect(row.placement, where).toBe(isArena ? p.placement : null);
      expect(row.subteamId, where).toBe(isArena ? p.playerSubteamId : null);
      expect(row.score, where).toBeGreaterThanOrEqual(0);
      expect(row.score, where).toBeLessThanOrEqual(10);
      expect(Math.round((row.score ?? -1) * 10) / 10, where).toBe(row.score);
    }
    // The score is the published formula over the published inputs.
    const inputs = performanceInputs(readMatch(name).info);
    expect(participants.map((r) => r.score)).toEqual(inputs.map(performanceScore));
    // One MVP, the best of the winners (Arena: of first place), and one ACE, the best of the rest.
    const isTop = (i: number) => (isArena ? players[i]?.placement === 1 : players[i]?.win);
    const best = (inGroup: boolean) =>
      Math.max(...participants.filter((_, i) => isTop(i) === inGroup).map((r) => r.score ?? 0));
    const mvps = participants.filter((r) => r.badge === 'MVP');
    const aces = participants.filter((r) => r.badge === 'ACE');
    expect(mvps).toHaveLength(1);
    expect(aces).toHaveLength(1);
    expect(mvps[0]?.score).toBe(best(true));
    expect(isTop(participants.indexOf(mvps[0] as (typeof participants)[number]))).toBe(true);
    expect(aces[0]?.score).toBe(best(false));
  });

  it('credits kill participation in Arena over the duo, which never exceeds 100%', () => {
    const arena = matchFixtureFiles.map(readMatch).find((m) => m.info.queueId === 1700);
    if (!arena) return;
    const { participants } = matchRows(arena);
    const duos = Map.groupBy(participants, (p) => p.subteamId);
    expect(duos.size).toBe(8);
    for (const duo of duos.values()) {
      expect(duo).toHaveLength(2);
      expect(duo.reduce((n, p) => n + (p.damageShare ?? 0), 0)).toBeCloseTo(100, 6);
      expect(new Set(duo.map((p) => p.placement)).size).toBe(1);
    }
  });

  it('maps a ranked game’s positions to the tier list’s roles', () => {
    const name = matchFixtureFiles.find((f) => f.startsWith('ranked-solo'));
    if (!name) return;
    const { participants } = matchRows(readMatch(name));
    expect(participants.map((p) => p.role)).toEqual(
      participants.map((p) => roleOf(p.teamPosition) || null),
    );
    expect(new Set(participants.map((p) => p.role))).toEqual(
      new Set(['TOP', 'JUNGLE', 'MIDDLE', 'CARRY', 'SUPPORT']),
    );
  });

  it('flags a remake and gives it no score and no badge', () => {
    const document = readMatch(matchFixtureFiles[0] ?? '');
    const info = {
      ...document.info,
      gameDuration: 190,
      participants: document.info.participants.map((p) => ({
        ...p,
        gameEndedInEarlySurrender: true,
      })),
    };
    const stats = matchStats(info, 190);
    expect(stats.every((s) => s.isRemake && s.score === null && s.badge === null)).toBe(true);
    const { match } = matchRows({ ...document, info });
    expect(match.isRemake).toBe(true);
  });
});
