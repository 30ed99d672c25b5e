/**
 * League queue ids as match-v5 reports them (`info.queueId`), with an English name and a stable
 * key the web app translates. Our own table: Riot's static queues.json has no short names and
 * lags behind new modes. https://developer.riotgames.com/docs/lol#general_game-constants
 */
export interface QueueInfo {
  id: number;
  /** Stable, upper snake case ('RANKED_SOLO'); variants of one mode share a key. */
  key: string;
  /** English name ('Ranked Solo/Duo'). */
  name: string;
}

export const QUEUES: readonly QueueInfo[] = [
  { id: 0, key: 'CUSTOM', name: 'Custom' },
  { id: 76, key: 'URF', name: 'URF' },
  { id: 325, key: 'ALL_RANDOM', name: 'All Random' },
  { id: 400, key: 'NORMAL_DRAFT', name: 'Normal Draft' },
  { id: 420, key: 'RANKED_SOLO', name: 'Ranked Solo/Duo' },
  { id: 430, key: 'NORMAL_BLIND', name: 'Normal Blind' },
  { id: 440, key: 'RANKED_FLEX', name: 'Ranked Flex' },
  { id: 450, key: 'ARAM', name: 'ARAM' },
  { id: 480, key: 'SWIFTPLAY', name: 'Swiftplay' },
  { id: 490, key: 'QUICKPLAY', name: 'Quickplay' },
  { id: 700, key: 'CLASH', name: 'Clash' },
  { id: 720, key: 'ARAM_CLASH', name: 'ARAM Clash' },
  { id: 830, key: 'COOP_VS_AI', name: 'Co-op vs AI' },
  { id: 840, key: 'COOP_VS_AI', name: 'Co-op vs AI' },
  { id: 850, key: 'COOP_VS_AI', name: 'Co-op vs AI' },
  { id: 870, key: 'COOP_VS_AI', name: 'Co-op vs AI' },
  { id: 880, key: 'COOP_VS_AI', name: 'Co-op vs AI' },
  { id: 890, key: 'COOP_VS_AI', name: 'Co-op vs AI' },
  { id: 900, key: 'ARURF', name: 'ARURF' },
  { id: 920, key: 'PORO_KING', name: 'Legend of the Poro King' },
  { id: 1010, key: 'SNOW_ARURF', name: 'Snow ARURF' },
  { id: 1020, key: 'ONE_FOR_ALL', name: 'One for All' },
  { id: 1300, key: 'NEXUS_BLITZ', name: 'Nexus Blitz' },
  { id: 1400, key: 'ULTIMATE_SPELLBOOK', name: 'Ultimate Spellbook' },
  { id: 1700, key: 'ARENA', name: 'Arena' },
  { id: 1710, key: 'ARENA', name: 'Arena' },
  { id: 1810, key: 'SWARM', name: 'Swarm' },
  { id: 1820, key: 'SWARM', name: 'Swarm' },
  { id: 1830, key: 'SWARM', name: 'Swarm' },
  { id: 1840, key: 'SWARM', name: 'Swarm' },
  { id: 1900, key: 'URF', name: 'URF' },
  { id: 2000, key: 'TUTORIAL', name: 'Tutorial' },
  { id: 2010, key: 'TUTORIAL', name: 'Tutorial' },
  { id: 2020, key: 'TUTORIAL', name: 'Tutorial' },
  { id: 2300, key: 'BRAWL', name: 'Brawl' },
  { id: 2400, key: 'ARAM_MAYHEM', name: 'ARAM: Mayhem' },
  { id: 3100, key: 'CUSTOM', name: 'Custom' },
];

const QUEUES_BY_ID: ReadonlyMap<number, QueueInfo> = new Map(QUEUES.map((q) => [q.id, q]));

/** The queue with this id, or undefined when the table does not know it. */
export function queueInfo(queueId: number): QueueInfo | undefined {
  return QUEUES_BY_ID.get(queueId);
}

/** The English queue name; an unknown id gives 'Queue <id>' so new modes still read sensibly. */
export function queueName(queueId: number): string {
  return QUEUES_BY_ID.get(queueId)?.name ?? `Queue ${queueId}`;
}
