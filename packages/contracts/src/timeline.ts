import type { Timeline, TimelineEvent } from './matches.schema.ts';

export const MS_PER_MINUTE = 60_000;

/** Metrics of the timeline chart, in switcher order (docs/product.md, Match cards). */
export const METRICS = ['gold', 'exp', 'kills', 'deaths', 'assists', 'creeps'] as const;
export type Metric = (typeof METRICS)[number];
export const DEFAULT_METRIC: Metric = 'gold';

export interface PurchaseMinute {
  minute: number;
  itemIds: number[];
}

export interface MetricPoint {
  minute: number;
  value: number;
}

/** Every event of a timeline, frame by frame. */
export function timelineEvents(timeline: Pick<Timeline, 'frames'>): TimelineEvent[] {
  return timeline.frames.flatMap((frame) => frame.events);
}

/** The player's ITEM_PURCHASED events grouped by floor(timestamp / 60000), by minute. */
export function groupPurchasesByMinute(
  events: readonly TimelineEvent[],
  participantId: number,
): PurchaseMinute[] {
  const byMinute = new Map<number, number[]>();
  for (const event of events) {
    if (event.type !== 'ITEM_PURCHASED' || event.participantId !== participantId) continue;
    if (event.itemId === undefined) continue;
    const minute = Math.floor(event.timestamp / MS_PER_MINUTE);
    const itemIds = byMinute.get(minute);
    if (itemIds) itemIds.push(event.itemId);
    else byMinute.set(minute, [event.itemId]);
  }
  return [...byMinute].sort(([a], [b]) => a - b).map(([minute, itemIds]) => ({ minute, itemIds }));
}

/**
 * One point a frame of the player's metric. Gold, exp and creeps are the frame's snapshot;
 * kills, deaths and assists count CHAMPION_KILL events up to and including the frame.
 * A frame's minute is floor(timestamp / 60000), except that Riot's final game-end frame, which
 * can fall in the same minute as the one before it, takes the next minute.
 */
export function metricSeries(
  timeline: Pick<Timeline, 'frames'>,
  participantId: number,
  metric: Metric,
): MetricPoint[] {
  const points: MetricPoint[] = [];
  let kills = 0;
  let deaths = 0;
  let assists = 0;
  let previous: MetricPoint | undefined;
  for (const frame of timeline.frames) {
    for (const event of frame.events) {
      if (event.type !== 'CHAMPION_KILL') continue;
      if (event.killerId === participantId) kills += 1;
      if (event.victimId === participantId) deaths += 1;
      if (event.assistingParticipantIds?.includes(participantId)) assists += 1;
    }
    const snapshot = frame.participantFrames[String(participantId)];
    let value: number;
    switch (metric) {
      case 'kills':
        value = kills;
        break;
      case 'deaths':
        value = deaths;
        break;
      case 'assists':
        value = assists;
        break;
      case 'gold':
        value = snapshot ? snapshot.totalGold : (previous?.value ?? 0);
        break;
      case 'exp':
        value = snapshot ? snapshot.xp : (previous?.value ?? 0);
        break;
      case 'creeps':
        value = snapshot
          ? snapshot.minionsKilled + snapshot.jungleMinionsKilled
          : (previous?.value ?? 0);
        break;
    }
    const floored = Math.floor(frame.timestamp / MS_PER_MINUTE);
    const minute = previous && floored <= previous.minute ? previous.minute + 1 : floored;
    previous = { minute, value };
    points.push(previous);
  }
  return points;
}
