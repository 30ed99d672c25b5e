/**
 * The queue keys the API sends (`queue_type`, from the server's queue table) that have a
 * translated name; an unknown queue arrives as `QUEUE_<id>`.
 */
export const QUEUE_KEYS = [
  'CUSTOM',
  'URF',
  'ALL_RANDOM',
  'NORMAL_DRAFT',
  'RANKED_SOLO',
  'NORMAL_BLIND',
  'RANKED_FLEX',
  'ARAM',
  'SWIFTPLAY',
  'QUICKPLAY',
  'CLASH',
  'ARAM_CLASH',
  'COOP_VS_AI',
  'ARURF',
  'PORO_KING',
  'SNOW_ARURF',
  'ONE_FOR_ALL',
  'NEXUS_BLITZ',
  'ULTIMATE_SPELLBOOK',
  'ARENA',
  'SWARM',
  'TUTORIAL',
  'BRAWL',
  'ARAM_MAYHEM',
] as const;
export type QueueKey = (typeof QUEUE_KEYS)[number];

export type QueueName =
  | { key: QueueKey }
  | { id: string }
  /** A key that the web app does not know yet, in words: `NEW_MODE` → `New mode`. */
  | { text: string };

/** What to call a queue: a translated key, an unknown id or the key in words. */
export function queueName(value: string): QueueName {
  if ((QUEUE_KEYS as readonly string[]).includes(value)) return { key: value as QueueKey };
  const id = /^QUEUE_(\d+)$/.exec(value)?.[1];
  if (id) return { id };
  const words = value.replaceAll('_', ' ').trim().toLowerCase();
  return { text: words.charAt(0).toUpperCase() + words.slice(1) };
}
