import { QUEUE_CATALOGUE, type QueueKey } from '@riftscope/contracts';

/**
 * League queue ids as match-v5 reports them (`info.queueId`), with an English name and the
 * stable key the web app translates. The ids and keys are the contracts' queue catalogue
 * (packages/contracts/src/queues.ts); this adds the English names for logs and tools.
 */
export interface QueueInfo {
  id: number;
  /** Stable, upper snake case ('RANKED_SOLO'); variants of one mode share a key. */
  key: string;
  /** English name ('Ranked Solo/Duo'). */
  name: string;
}

const ENGLISH_NAMES: Readonly<Record<QueueKey, string>> = {
  CUSTOM: 'Custom',
  URF: 'URF',
  ALL_RANDOM: 'All Random',
  NORMAL_DRAFT: 'Normal Draft',
  RANKED_SOLO: 'Ranked Solo/Duo',
  NORMAL_BLIND: 'Normal Blind',
  RANKED_FLEX: 'Ranked Flex',
  ARAM: 'ARAM',
  SWIFTPLAY: 'Swiftplay',
  QUICKPLAY: 'Quickplay',
  CLASH: 'Clash',
  ARAM_CLASH: 'ARAM Clash',
  COOP_VS_AI: 'Co-op vs AI',
  ARURF: 'ARURF',
  PORO_KING: 'Legend of the Poro King',
  SNOW_ARURF: 'Snow ARURF',
  ONE_FOR_ALL: 'One for All',
  NEXUS_BLITZ: 'Nexus Blitz',
  ULTIMATE_SPELLBOOK: 'Ultimate Spellbook',
  ARENA: 'Arena',
  SWARM: 'Swarm',
  TUTORIAL: 'Tutorial',
  BRAWL: 'Brawl',
  ARAM_MAYHEM: 'ARAM: Mayhem',
};

export const QUEUES: readonly QueueInfo[] = QUEUE_CATALOGUE.map((q) => ({
  id: q.id,
  key: q.key,
  name: ENGLISH_NAMES[q.key],
}));

const QUEUES_BY_ID: ReadonlyMap<number, QueueInfo> = new Map(QUEUES.map((q) => [q.id, q]));

/** The queue with this id, or undefined when the table does not know it. */
export function queueInfo(queueId: number): QueueInfo | undefined {
  return QUEUES_BY_ID.get(queueId);
}

/** The English queue name; an unknown id gives 'Queue <id>' so new modes still read sensibly. */
export function queueName(queueId: number): string {
  return QUEUES_BY_ID.get(queueId)?.name ?? `Queue ${queueId}`;
}
