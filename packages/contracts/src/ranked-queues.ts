import { FLEX_QUEUE, SOLO_QUEUE } from './summoners.ts';

/** The ranked queues by the names the site uses (`?queue=` of the ladders and the rank history). */
export const RANKED_QUEUES = ['solo', 'flex'] as const;
export type RankedQueue = (typeof RANKED_QUEUES)[number];

/** Riot's names of each ranked queue: league-v4's queue type and match-v5's queue id. */
export const RANKED_QUEUE_RIOT: Readonly<
  Record<RankedQueue, { queueType: typeof SOLO_QUEUE | typeof FLEX_QUEUE; queueId: number }>
> = {
  solo: { queueType: SOLO_QUEUE, queueId: 420 },
  flex: { queueType: FLEX_QUEUE, queueId: 440 },
};

/** League-v4's queue type of a ranked match's queue id; undefined for every other queue. */
export function rankedQueueTypeOf(queueId: number): string | undefined {
  return RANKED_QUEUES.map((queue) => RANKED_QUEUE_RIOT[queue]).find((q) => q.queueId === queueId)
    ?.queueType;
}

/** Whether a league-v4 queue type is one of the ranked queues. */
export const isRankedQueueType = (queueType: string): boolean =>
  RANKED_QUEUES.some((queue) => RANKED_QUEUE_RIOT[queue].queueType === queueType);
