import type { MatchDto } from '@riftscope/riot/schemas';
import { describe, expect, it } from 'vitest';
import {
  MATCH_FIXTURES_DIR,
  matchFixtureFiles,
  readMatch,
  readRawMatch,
} from '../../../test/match-fixtures.ts';
import { gameDurationSeconds, matchRows, platformOfMatchId } from './match-rows.ts';

/** How many participants the file itself lists, counted without the schema. */
const rawParticipantCount = (name: string): number => readRawMatch(name).info.participants.length;

describe(`match rows from the real match-v5 fixtures (${MATCH_FIXTURES_DIR})`, () => {
  it('finds the fixtures', () => {
    expect(matchFixtureFiles.length).toBeGreaterThanOrEqual(10);
  });

  it.each(matchFixtureFiles)(
    '%s: one participant row per participant, numbers equal to the raw document',
    (name) => {
      const document = readMatch(name);
      const { match, participants } = matchRows(document);

      expect(match.matchId).toBe(document.metadata.matchId);
      expect(match.queueId).toBe(document.info.queueId);
      expect(match.gameCreation).toBe(document.info.gameCreation);
      expect(match.platform).toBe(platformOfMatchId(document.metadata.matchId));
      expect(match.raw).toBe(document);

      expect(participants).toHaveLength(rawParticipantCount(name));
      expect(participants).toHaveLength(document.metadata.participants.length);
      for (const [i, row] of participants.entries()) {
        const p = document.info.participants[i];
        if (!p) throw new Error(`${name}: no participant ${i}`);
        const where = `${name} participant ${p.participantId}`;
        expect(row.matchId, where).toBe(document.metadata.matchId);
        expect(row.participantId, where).toBe(p.participantId);
        expect(row.puuid, where).toBe(p.puuid);
        expect(row.gameCreation, where).toBe(document.info.gameCreation);
        expect(row.queueId, where).toBe(document.info.queueId);
        expect(row.teamId, where).toBe(p.teamId);
        expect(row.championId, where).toBe(p.championId);
        expect(row.championName, where).toBe(p.championName);
        expect(row.champLevel, where).toBe(p.champLevel);
        expect(row.kills, where).toBe(p.kills);
        expect(row.deaths, where).toBe(p.deaths);
        expect(row.assists, where).toBe(p.assists);
        expect(row.creepScore, where).toBe(p.totalMinionsKilled + p.neutralMinionsKilled);
        expect(row.goldEarned, where).toBe(p.goldEarned);
        expect(row.totalDamage, where).toBe(p.totalDamageDealtToChampions);
        expect(row.visionScore, where).toBe(p.visionScore);
        expect(row.items, where).toEqual([
          p.item0,
          p.item1,
          p.item2,
          p.item3,
          p.item4,
          p.item5,
          p.item6,
        ]);
        expect(row.summoner1Id, where).toBe(p.summoner1Id);
        expect(row.summoner2Id, where).toBe(p.summoner2Id);
        expect(row.keystoneId, where).toBe(p.perks.styles[0]?.selections[0]?.perk);
        expect(row.primaryStyleId, where).toBe(p.perks.styles[0]?.style);
        expect(row.subStyleId, where).toBe(p.perks.styles[1]?.style);
        expect(row.pentaKills, where).toBe(p.pentaKills);
        expect(row.win, where).toBe(p.win);
        expect(row.riotIdGameName, where).toBe(p.riotIdGameName);
        expect(row.riotIdTagline, where).toBe(p.riotIdTagline);
        expect(row.profileIconId, where).toBe(p.profileIcon);
      }
    },
  );

  it.each(matchFixtureFiles)('%s: game duration is in seconds', (name) => {
    const document = readMatch(name);
    const { match } = matchRows(document);
    // Every fixture is from after patch 11.20, when Riot switched to seconds and added gameEndTimestamp.
    expect(document.info.gameEndTimestamp).toBeDefined();
    expect(match.gameDuration).toBe(document.info.gameDuration);
    // Plausible game lengths: a few minutes to about an hour and a half.
    expect(match.gameDuration).toBeGreaterThan(60);
    expect(match.gameDuration).toBeLessThan(2 * 3600);
    // Same order as the wall-clock span (pauses and loading make them differ a little).
    const spanSeconds =
      ((document.info.gameEndTimestamp ?? 0) - document.info.gameStartTimestamp) / 1000;
    expect(match.gameDuration).toBeGreaterThan(spanSeconds * 0.5);
    expect(match.gameDuration).toBeLessThan(spanSeconds * 1.5);
  });

  it('keeps seconds for the 14.x documents', () => {
    const old = matchFixtureFiles.filter((name) =>
      readMatch(name).info.gameVersion.startsWith('14.'),
    );
    expect(old.length).toBeGreaterThanOrEqual(2);
    for (const name of old) {
      const document = readMatch(name);
      expect(matchRows(document).match.gameDuration, name).toBe(document.info.gameDuration);
    }
  });

  it('stores Arena (queue 1700) with all 16 players', () => {
    const arena = matchFixtureFiles.map(readMatch).find((m) => m.info.queueId === 1700);
    expect(arena).toBeDefined();
    if (!arena) return;
    const { match, participants } = matchRows(arena);
    expect(match.queueId).toBe(1700);
    expect(match.gameMode).toBe(arena.info.gameMode);
    expect(participants).toHaveLength(16);
    expect(new Set(participants.map((p) => p.participantId)).size).toBe(16);
  });

  it('stores queue 3130 like any other queue', () => {
    const custom = matchFixtureFiles.map(readMatch).find((m) => m.info.queueId === 3130);
    expect(custom).toBeDefined();
    if (!custom) return;
    const { match, participants } = matchRows(custom);
    expect(match.queueId).toBe(3130);
    expect(participants).toHaveLength(10);
    expect(participants.every((p) => p.queueId === 3130)).toBe(true);
  });
});

describe('game duration of documents from before patch 11.20', () => {
  it('converts milliseconds to seconds when there is no gameEndTimestamp', () => {
    const info = { gameDuration: 1_834_567 } as MatchDto['info'];
    expect(gameDurationSeconds(info)).toBe(1835);
  });

  it('keeps seconds when gameEndTimestamp is present', () => {
    const info = { gameDuration: 1834, gameEndTimestamp: 1_700_000_000_000 } as MatchDto['info'];
    expect(gameDurationSeconds(info)).toBe(1834);
  });
});
