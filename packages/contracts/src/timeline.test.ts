import { describe, expect, it } from 'vitest';
import type { ParticipantFrame, Timeline, TimelineEvent, TimelineFrame } from './matches.schema.ts';
import {
  DEFAULT_METRIC,
  groupPurchasesByMinute,
  METRICS,
  MS_PER_MINUTE,
  metricSeries,
  timelineEvents,
} from './timeline.ts';

const purchase = (participantId: number, itemId: number, timestamp: number): TimelineEvent => ({
  type: 'ITEM_PURCHASED',
  participantId,
  itemId,
  timestamp,
});

const kill = (
  killerId: number,
  victimId: number,
  assistingParticipantIds: number[] | undefined,
  timestamp: number,
): TimelineEvent => ({
  type: 'CHAMPION_KILL',
  killerId,
  victimId,
  timestamp,
  ...(assistingParticipantIds ? { assistingParticipantIds } : {}),
});

const snapshot = (
  participantId: number,
  totalGold: number,
  xp: number,
  minionsKilled: number,
  jungleMinionsKilled: number,
): ParticipantFrame => ({ participantId, totalGold, xp, minionsKilled, jungleMinionsKilled });

const frame = (
  timestamp: number,
  snapshots: ParticipantFrame[],
  events: TimelineEvent[] = [],
): TimelineFrame => ({
  timestamp,
  participantFrames: Object.fromEntries(snapshots.map((s) => [String(s.participantId), s])),
  events,
});

describe('groupPurchasesByMinute', () => {
  it("groups the player's purchases by floor(timestamp / 60000), in order", () => {
    const events = [
      purchase(1, 1055, 2_000),
      purchase(1, 2003, 2_500),
      purchase(2, 1054, 2_600),
      purchase(1, 3340, 59_999),
      purchase(1, 1001, 60_000),
      purchase(1, 3006, 605_000),
    ];
    expect(groupPurchasesByMinute(events, 1)).toEqual([
      { minute: 0, itemIds: [1055, 2003, 3340] },
      { minute: 1, itemIds: [1001] },
      { minute: 10, itemIds: [3006] },
    ]);
  });

  it('sorts minutes even when events arrive out of order', () => {
    const events = [purchase(1, 3006, 125_000), purchase(1, 1055, 1_000)];
    expect(groupPurchasesByMinute(events, 1).map((g) => g.minute)).toEqual([0, 2]);
  });

  it('ignores other event types and other players', () => {
    const events: TimelineEvent[] = [
      { type: 'ITEM_SOLD', participantId: 1, itemId: 1055, timestamp: 5_000 },
      { type: 'SKILL_LEVEL_UP', participantId: 1, skillSlot: 1, timestamp: 6_000 },
      purchase(3, 1055, 7_000),
    ];
    expect(groupPurchasesByMinute(events, 1)).toEqual([]);
  });

  it('reads events from every frame', () => {
    const timeline = {
      frames: [
        frame(0, [], [purchase(1, 1055, 1_000)]),
        frame(60_010, [], [purchase(1, 1001, 61_000)]),
      ],
    };
    expect(groupPurchasesByMinute(timelineEvents(timeline), 1)).toEqual([
      { minute: 0, itemIds: [1055] },
      { minute: 1, itemIds: [1001] },
    ]);
  });
});

describe('metricSeries', () => {
  const timeline: Timeline = {
    participants: [
      { puuid: 'p1', participantId: 1 },
      { puuid: 'p6', participantId: 6 },
    ],
    frames: [
      frame(0, [snapshot(1, 500, 0, 0, 0), snapshot(6, 500, 0, 0, 0)]),
      frame(
        60_018,
        [snapshot(1, 1200, 300, 4, 2), snapshot(6, 900, 250, 3, 0)],
        [kill(1, 6, undefined, 45_000)],
      ),
      frame(
        120_030,
        [snapshot(1, 2000, 700, 10, 4), snapshot(6, 1500, 600, 8, 0)],
        [kill(6, 1, [2, 3], 70_000), kill(2, 7, [1], 110_000), kill(0, 1, undefined, 115_000)],
      ),
      // Riot's final frame at game end, 2:45, in the same minute as the frame before.
      frame(
        165_000,
        [snapshot(1, 2600, 900, 14, 4), snapshot(6, 1800, 800, 11, 0)],
        [kill(1, 8, [4], 150_000)],
      ),
    ],
  };

  it('lists the metrics with gold first and by default', () => {
    expect(METRICS).toEqual(['gold', 'exp', 'kills', 'deaths', 'assists', 'creeps']);
    expect(DEFAULT_METRIC).toBe('gold');
    expect(MS_PER_MINUTE).toBe(60_000);
  });

  it('gives gold as totalGold, one point a frame', () => {
    expect(metricSeries(timeline, 1, 'gold')).toEqual([
      { minute: 0, value: 500 },
      { minute: 1, value: 1200 },
      { minute: 2, value: 2000 },
      { minute: 3, value: 2600 },
    ]);
  });

  it('gives exp as xp', () => {
    expect(metricSeries(timeline, 6, 'exp').map((p) => p.value)).toEqual([0, 250, 600, 800]);
  });

  it('gives creeps as lane plus jungle minions', () => {
    expect(metricSeries(timeline, 1, 'creeps').map((p) => p.value)).toEqual([0, 6, 14, 18]);
  });

  it('counts kills, deaths and assists up to and including each frame', () => {
    expect(metricSeries(timeline, 1, 'kills').map((p) => p.value)).toEqual([0, 1, 1, 2]);
    // killed by 6, then executed (killerId 0)
    expect(metricSeries(timeline, 1, 'deaths').map((p) => p.value)).toEqual([0, 0, 2, 2]);
    expect(metricSeries(timeline, 1, 'assists').map((p) => p.value)).toEqual([0, 0, 1, 1]);
    expect(metricSeries(timeline, 6, 'kills').map((p) => p.value)).toEqual([0, 0, 1, 1]);
    expect(metricSeries(timeline, 6, 'deaths').map((p) => p.value)).toEqual([0, 1, 1, 1]);
  });

  it('keeps the last value when a frame lacks the player', () => {
    const gap = { frames: [frame(0, [snapshot(1, 500, 0, 0, 0)]), frame(60_000, [])] };
    expect(metricSeries(gap, 1, 'gold')).toEqual([
      { minute: 0, value: 500 },
      { minute: 1, value: 500 },
    ]);
  });

  it('keeps real minutes when a frame is missing', () => {
    const sparse = { frames: [frame(0, []), frame(180_000, [])] };
    expect(metricSeries(sparse, 1, 'kills').map((p) => p.minute)).toEqual([0, 3]);
  });

  it('gives an empty series for a timeline without frames', () => {
    expect(metricSeries({ frames: [] }, 1, 'gold')).toEqual([]);
  });
});
