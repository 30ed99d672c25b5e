import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LeagueEntriesPageSchema, LeagueEntriesSchema, LeagueListDtoSchema } from './league.ts';
import { ChampionMasteryDtoSchema } from './mastery.ts';
import { type MatchDto, MatchDtoSchema, ParticipantDtoSchema } from './match.ts';
import { CurrentGameInfoDtoSchema } from './spectator.ts';
import { SummonerDtoSchema } from './summoner.ts';
import { listFixtures, readFixture } from './test-fixtures.ts';
import { type TimelineDto, TimelineDtoSchema } from './timeline.ts';

/** The numeric fields of a participant, each set to 1 in the built ones. */
const STAT_NAMES = [
  'summonerLevel',
  'profileIcon',
  'champLevel',
  'champExperience',
  'kills',
  'deaths',
  'assists',
  'totalMinionsKilled',
  'neutralMinionsKilled',
  'goldEarned',
  'goldSpent',
  'totalDamageDealt',
  'totalDamageDealtToChampions',
  'physicalDamageDealtToChampions',
  'magicDamageDealtToChampions',
  'trueDamageDealtToChampions',
  'totalDamageTaken',
  'damageSelfMitigated',
  'damageDealtToObjectives',
  'damageDealtToTurrets',
  'totalHeal',
  'totalHealsOnTeammates',
  'totalDamageShieldedOnTeammates',
  'timeCCingOthers',
  'totalTimeSpentDead',
  'timePlayed',
  'visionScore',
  'wardsPlaced',
  'wardsKilled',
  'visionWardsBoughtInGame',
  'detectorWardsPlaced',
  'item0',
  'item1',
  'item2',
  'item3',
  'item4',
  'item5',
  'item6',
  'doubleKills',
  'tripleKills',
  'quadraKills',
  'pentaKills',
  'largestMultiKill',
  'killingSprees',
  'largestKillingSpree',
  'turretKills',
  'inhibitorKills',
  'baronKills',
  'dragonKills',
];

function buildParticipant(participantId: number, teamId: number): Record<string, unknown> {
  const selection = { perk: 8005, var1: 0, var2: 0, var3: 0 };
  return {
    ...Object.fromEntries(STAT_NAMES.map((name) => [name, 1])),
    puuid: `puuid-${participantId}`,
    riotIdGameName: `Player ${participantId}`,
    riotIdTagline: 'EUW',
    participantId,
    teamId,
    championId: 103,
    championName: 'Ahri',
    summoner1Id: 4,
    summoner2Id: 14,
    perks: {
      statPerks: { defense: 5001, flex: 5008, offense: 5005 },
      styles: [
        { description: 'primaryStyle', style: 8000, selections: [selection, selection] },
        { description: 'subStyle', style: 8100, selections: [selection] },
      ],
    },
    win: teamId === 100,
    teamPosition: 'MIDDLE',
    individualPosition: 'MIDDLE',
    lane: 'MIDDLE',
    role: 'SOLO',
    firstBloodKill: false,
    firstBloodAssist: false,
    firstTowerKill: false,
    firstTowerAssist: false,
    gameEndedInSurrender: false,
    gameEndedInEarlySurrender: false,
    teamEarlySurrendered: false,
  };
}

function buildMatch(participantCount: number): Record<string, unknown> {
  const participants = Array.from({ length: participantCount }, (_, index) =>
    buildParticipant(index + 1, index < participantCount / 2 ? 100 : 200),
  );
  const team = (teamId: number) => ({
    teamId,
    win: teamId === 100,
    bans: [{ championId: -1, pickTurn: 1 }],
    objectives: { baron: { first: false, kills: 0 }, champion: { first: true, kills: 12 } },
  });
  return {
    metadata: {
      dataVersion: '2',
      matchId: 'EUW1_1',
      participants: participants.map((participant) => participant.puuid),
    },
    info: {
      gameCreation: 1_700_000_000_000,
      gameDuration: 1800,
      gameEndTimestamp: 1_700_000_030_000,
      gameStartTimestamp: 1_700_000_010_000,
      gameId: 1,
      gameMode: 'CLASSIC',
      gameType: 'MATCHED_GAME',
      gameVersion: '15.22.724.5161',
      mapId: 11,
      platformId: 'EUW1',
      queueId: 420,
      endOfGameResult: 'GameComplete',
      participants,
      teams: [team(100), team(200)],
    },
  };
}

describe('Riot wire schemas', () => {
  it('keeps fields it does not know, because Riot adds fields all the time', () => {
    const body = buildMatch(10);
    const info = body.info as { participants: Record<string, unknown>[] };
    Object.assign(info, { brandNewField: { nested: true } });
    Object.assign(info.participants[0] ?? {}, { brandNewStat: 42 });

    const match = MatchDtoSchema.parse(body);

    expect(match.info.brandNewField).toEqual({ nested: true });
    expect(match.info.participants[0]?.brandNewStat).toBe(42);
  });

  it('rejects a participant without puuid', () => {
    const { puuid: _puuid, ...participant } = buildParticipant(1, 100);

    const result = ParticipantDtoSchema.safeParse(participant);

    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toContainEqual(['puuid']);
  });

  it('parses an Arena match with 16 participants in duos', () => {
    const body = buildMatch(16);
    const info = body.info as { participants: Record<string, unknown>[]; queueId: number };
    info.queueId = 1700;
    info.participants.forEach((participant, index) => {
      Object.assign(participant, {
        playerSubteamId: Math.floor(index / 2) + 1,
        subteamPlacement: Math.floor(index / 2) + 1,
        teamPosition: '',
      });
    });

    const match = MatchDtoSchema.parse(body);

    expect(match.info.participants).toHaveLength(16);
    expect(match.info.participants[15]?.playerSubteamId).toBe(8);
  });

  it('parses a game that ended with Abort_Unexpected and one without endOfGameResult', () => {
    const aborted = buildMatch(10);
    (aborted.info as Record<string, unknown>).endOfGameResult = 'Abort_Unexpected';
    const older = buildMatch(10);
    delete (older.info as Record<string, unknown>).endOfGameResult;

    expect(MatchDtoSchema.parse(aborted).info.endOfGameResult).toBe('Abort_Unexpected');
    expect(MatchDtoSchema.parse(older).info.endOfGameResult).toBeUndefined();
  });

  it("keeps assistingParticipantIds on a timeline's CHAMPION_KILL event", () => {
    const timeline = TimelineDtoSchema.parse({
      metadata: { dataVersion: '2', matchId: 'EUW1_1', participants: ['a', 'b'] },
      info: {
        frameInterval: 60_000,
        participants: [
          { participantId: 1, puuid: 'a' },
          { participantId: 2, puuid: 'b' },
        ],
        frames: [
          {
            timestamp: 60_000,
            participantFrames: {
              '1': {
                participantId: 1,
                totalGold: 500,
                currentGold: 500,
                xp: 0,
                level: 1,
                minionsKilled: 0,
                jungleMinionsKilled: 0,
              },
            },
            events: [
              {
                type: 'CHAMPION_KILL',
                timestamp: 65_000,
                killerId: 1,
                victimId: 6,
                assistingParticipantIds: [2, 3],
                position: { x: 7000, y: 7000 },
                bounty: 300,
              },
              { type: 'SOME_FUTURE_EVENT', timestamp: 66_000, whatever: 'kept' },
            ],
          },
        ],
      },
    });

    const [kill, future] = timeline.info.frames[0]?.events ?? [];
    expect(kill?.assistingParticipantIds).toEqual([2, 3]);
    expect(future?.whatever).toBe('kept');
  });

  it('parses a live game with a bot whose puuid is null', () => {
    const player = {
      puuid: 'human',
      riotId: 'Human#EUW',
      teamId: 100,
      spell1Id: 4,
      spell2Id: 14,
      championId: 103,
      profileIconId: 29,
      bot: false,
      gameCustomizationObjects: [],
      perks: { perkIds: [8005, 9111], perkStyle: 8000, perkSubStyle: 8100 },
    };
    const game = CurrentGameInfoDtoSchema.parse({
      gameId: 1,
      gameType: 'MATCHED',
      gameStartTime: 1_700_000_000_000,
      mapId: 11,
      gameLength: 300,
      platformId: 'EUW1',
      gameMode: 'CLASSIC',
      bannedChampions: [{ championId: 1, pickTurn: 1, teamId: 100 }],
      gameQueueConfigId: 870,
      observers: { encryptionKey: 'key' },
      participants: [player, { ...player, puuid: null, riotId: undefined, bot: true }],
    });

    expect(game.participants[1]?.puuid).toBeNull();
    expect(game.participants[1]?.bot).toBe(true);
  });

  it('accepts an Arena league entry without tier and rank', () => {
    const entries = LeagueEntriesSchema.parse([
      {
        puuid: 'a',
        queueType: 'CHERRY',
        leaguePoints: 0,
        wins: 7,
        losses: 11,
        veteran: false,
        inactive: false,
        freshBlood: true,
        hotStreak: false,
      },
    ]);

    expect(entries[0]?.tier).toBeUndefined();
  });

  it('reads a page of a tier and division, whose entries always carry tier and division', () => {
    const entry = {
      leagueId: '0d0d',
      puuid: 'a',
      queueType: 'RANKED_SOLO_5x5',
      tier: 'GOLD',
      rank: 'II',
      leaguePoints: 40,
      wins: 30,
      losses: 28,
      veteran: false,
      inactive: false,
      freshBlood: false,
      hotStreak: true,
    };
    expect(LeagueEntriesPageSchema.parse([entry])[0]?.tier).toBe('GOLD');
    expect(LeagueEntriesPageSchema.parse([])).toEqual([]);
    expect(LeagueEntriesPageSchema.safeParse([{ ...entry, tier: undefined }]).success).toBe(false);
  });

  it('accepts an apex league with no entries yet', () => {
    expect(LeagueListDtoSchema.parse({ tier: 'CHALLENGER', entries: [] }).entries).toEqual([]);
  });

  it('accepts the current summoner and mastery shapes, without legacy ids', () => {
    expect(
      SummonerDtoSchema.parse({
        puuid: 'a',
        profileIconId: 1,
        revisionDate: 1,
        summonerLevel: 30,
      }).id,
    ).toBeUndefined();
    expect(
      ChampionMasteryDtoSchema.parse({
        puuid: 'a',
        championId: 103,
        championLevel: 12,
        championPoints: 150_000,
        lastPlayTime: 1,
        championPointsSinceLastLevel: 1,
        championPointsUntilNextLevel: 10_000,
        tokensEarned: 0,
        markRequiredForNextLevel: 2,
        championSeasonMilestone: 1,
        nextSeasonMilestone: {
          requireGradeCounts: { 'A-': 1 },
          rewardMarks: 1,
          bonus: false,
          totalGamesRequires: 1,
        },
        milestoneGrades: ['S'],
      }).puuid,
    ).toBe('a');
  });
});

/** A fixture parsed by a schema, or undefined: reporting broken fixtures is fixtures.test.ts's job. */
function parsedFixture<T>(schema: z.ZodType<T>, path: string): T | undefined {
  try {
    const result = schema.safeParse(readFixture(path));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/** The match and timeline fixtures that describe the same game, paired by match id. */
function fixturePairs(): { matchId: string; match: MatchDto; timeline: TimelineDto }[] {
  const files = listFixtures();
  const matches = new Map<string, MatchDto>();
  for (const file of files.filter((f) => f.folder === 'match-v5-match')) {
    const match = parsedFixture(MatchDtoSchema, file.path);
    if (match) matches.set(match.metadata.matchId, match);
  }
  return files
    .filter((file) => file.folder === 'match-v5-timeline')
    .flatMap((file) => {
      const timeline = parsedFixture(TimelineDtoSchema, file.path);
      const matchId = timeline?.metadata.matchId ?? '';
      const match = matches.get(matchId);
      return timeline && match ? [{ matchId, match, timeline }] : [];
    });
}

const pairs = fixturePairs();

describe('real match and timeline fixtures of the same game', () => {
  it('include at least one match with its timeline', () => {
    expect(pairs.length).toBeGreaterThan(0);
  });

  describe.each(pairs)('$matchId', ({ match, timeline }) => {
    it('lists the same PUUIDs in the same order', () => {
      const byParticipantId = [...timeline.info.participants]
        .sort((a, b) => a.participantId - b.participantId)
        .map((participant) => participant.puuid);
      expect(byParticipantId).toEqual(match.metadata.participants);
      expect(timeline.metadata.participants).toEqual(match.metadata.participants);
    });

    it("counts CHAMPION_KILL events per killer like the participants' kills", () => {
      const killsByKiller = new Map<number, number>();
      for (const frame of timeline.info.frames) {
        for (const event of frame.events) {
          if (event.type !== 'CHAMPION_KILL' || event.killerId === undefined) continue;
          killsByKiller.set(event.killerId, (killsByKiller.get(event.killerId) ?? 0) + 1);
        }
      }
      const participants = match.info.participants;
      const agreeing = participants.filter(
        (participant) => (killsByKiller.get(participant.participantId) ?? 0) === participant.kills,
      );
      // Riot's two documents can disagree by a kill now and then; allow one participant.
      expect(agreeing.length, 'participants whose kills match the events').toBeGreaterThanOrEqual(
        participants.length - 1,
      );
    });
  });
});
