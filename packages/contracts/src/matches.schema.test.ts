import { describe, expect, it } from 'vitest';
import { MatchIdSchema, TimelineEventSchema, TimelineFrameSchema } from './matches.schema.ts';

describe('MatchIdSchema', () => {
  it('accepts platform_gameId', () => {
    expect(MatchIdSchema.safeParse('EUW1_7000000000').success).toBe(true);
    expect(MatchIdSchema.safeParse('KR_7600000000').success).toBe(true);
  });

  it.each(['euw1_7000000000', 'EUW1-7000000000', 'EUW1_', '_7000000000', 'EUW1_70a', ''])(
    'rejects %j',
    (id) => {
      expect(MatchIdSchema.safeParse(id).success).toBe(false);
    },
  );

  it('is at most 40 characters', () => {
    expect(MatchIdSchema.safeParse(`EUW1_${'1'.repeat(35)}`).success).toBe(true);
    expect(MatchIdSchema.safeParse(`EUW1_${'1'.repeat(36)}`).success).toBe(false);
  });
});

describe('TimelineEventSchema', () => {
  it('keeps fields it does not type', () => {
    const event = {
      type: 'WARD_PLACED',
      timestamp: 61_000,
      creatorId: 3,
      wardType: 'YELLOW_TRINKET',
    };
    expect(TimelineEventSchema.parse(event)).toEqual(event);
  });

  it('checks the fields it reads', () => {
    expect(
      TimelineEventSchema.safeParse({ type: 'CHAMPION_KILL', timestamp: 1, killerId: 'x' }).success,
    ).toBe(false);
    expect(TimelineEventSchema.safeParse({ timestamp: 1 }).success).toBe(false);
  });
});

describe('TimelineFrameSchema', () => {
  it('keys participant frames by participant id and drops Riot stats we do not use', () => {
    const frame = {
      timestamp: 60_018,
      participantFrames: {
        '1': {
          participantId: 1,
          totalGold: 1200,
          xp: 300,
          minionsKilled: 4,
          jungleMinionsKilled: 2,
          level: 2,
          championStats: { armor: 38 },
        },
      },
      events: [],
    };
    expect(TimelineFrameSchema.parse(frame).participantFrames['1']).toEqual({
      participantId: 1,
      totalGold: 1200,
      xp: 300,
      minionsKilled: 4,
      jungleMinionsKilled: 2,
      level: 2,
    });
    expect(
      TimelineFrameSchema.safeParse({
        ...frame,
        participantFrames: { one: frame.participantFrames['1'] },
      }).success,
    ).toBe(false);
  });
});
