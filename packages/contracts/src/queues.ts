/**
 * League queues as match-v5 reports them (`info.queueId`). Our own table: Riot's queues.json
 * has no short names, lags behind new modes (480, 1750 and 2400 came late or not at all) and
 * keeps retired ids. https://developer.riotgames.com/docs/lol#general_game-constants
 * The names, in every language the site speaks, are the web app's (`queues.<key>`).
 */

/** How the match list groups queues, as op.gg's tabs do. */
export const QUEUE_GROUPS = ['solo', 'flex', 'normal', 'aram', 'arena', 'other'] as const;
export type QueueGroup = (typeof QUEUE_GROUPS)[number];

/** Riot's map ids of the maps League games are played on, with a stable key the web translates. */
export const MAP_KEYS = {
  11: 'SUMMONERS_RIFT',
  12: 'HOWLING_ABYSS',
  14: 'BUTCHERS_BRIDGE',
  21: 'NEXUS_BLITZ',
  30: 'RINGS_OF_WRATH',
  33: 'SWARM',
  35: 'BANDLEWOOD',
} as const satisfies Record<number, string>;

export type MapKey = (typeof MAP_KEYS)[keyof typeof MAP_KEYS];

export const SUMMONERS_RIFT_MAP_ID = 11;

export interface QueueDefinition {
  id: number;
  /** Stable, upper snake case ('RANKED_SOLO'); variants of one mode share a key. */
  key: string;
  group: QueueGroup;
  /** The map the queue is played on; 0 when it varies (custom games). */
  mapId: number;
  /** Whether players have a lane role (Riot's teamPosition means something). */
  hasRoles: boolean;
  isRanked: boolean;
}

const q = <K extends string>(
  id: number,
  key: K,
  group: QueueGroup,
  mapId: number,
  hasRoles = false,
  isRanked = false,
): QueueDefinition & { key: K } => ({ id, key, group, mapId, hasRoles, isRanked });

const SR = SUMMONERS_RIFT_MAP_ID;

/** Every queue the site names, retired co-op and tutorial ids included so old games keep a name. */
export const QUEUE_CATALOGUE = [
  q(0, 'CUSTOM', 'other', 0),
  q(76, 'URF', 'other', SR),
  q(325, 'ALL_RANDOM', 'other', SR),
  q(400, 'NORMAL_DRAFT', 'normal', SR, true),
  q(420, 'RANKED_SOLO', 'solo', SR, true, true),
  q(430, 'NORMAL_BLIND', 'normal', SR, true),
  q(440, 'RANKED_FLEX', 'flex', SR, true, true),
  q(450, 'ARAM', 'aram', 12),
  q(480, 'SWIFTPLAY', 'normal', SR, true),
  q(490, 'QUICKPLAY', 'normal', SR, true),
  q(700, 'CLASH', 'other', SR, true),
  q(720, 'ARAM_CLASH', 'aram', 12),
  q(830, 'COOP_VS_AI', 'other', SR, true),
  q(840, 'COOP_VS_AI', 'other', SR, true),
  q(850, 'COOP_VS_AI', 'other', SR, true),
  q(870, 'COOP_VS_AI', 'other', SR, true),
  q(880, 'COOP_VS_AI', 'other', SR, true),
  q(890, 'COOP_VS_AI', 'other', SR, true),
  q(900, 'ARURF', 'other', SR),
  q(920, 'PORO_KING', 'aram', 12),
  q(1010, 'SNOW_ARURF', 'other', SR),
  q(1020, 'ONE_FOR_ALL', 'other', SR, true),
  q(1300, 'NEXUS_BLITZ', 'other', 21),
  q(1400, 'ULTIMATE_SPELLBOOK', 'other', SR, true),
  q(1700, 'ARENA', 'arena', 30),
  q(1710, 'ARENA', 'arena', 30),
  q(1750, 'ARENA', 'arena', 30),
  q(1810, 'SWARM', 'other', 33),
  q(1820, 'SWARM', 'other', 33),
  q(1830, 'SWARM', 'other', 33),
  q(1840, 'SWARM', 'other', 33),
  q(1900, 'URF', 'other', SR),
  q(2000, 'TUTORIAL', 'other', SR),
  q(2010, 'TUTORIAL', 'other', SR),
  q(2020, 'TUTORIAL', 'other', SR),
  q(2300, 'BRAWL', 'other', 35),
  q(2400, 'ARAM_MAYHEM', 'aram', 12),
  q(3100, 'CUSTOM', 'other', SR),
] as const satisfies readonly QueueDefinition[];

export type QueueKey = (typeof QUEUE_CATALOGUE)[number]['key'];

/** Every key of the catalogue, once, in catalogue order: the names the web must translate. */
export const QUEUE_KEYS: readonly QueueKey[] = [
  ...new Set<QueueKey>(QUEUE_CATALOGUE.map((queue) => queue.key)),
];

const BY_ID: ReadonlyMap<number, QueueDefinition> = new Map(
  QUEUE_CATALOGUE.map((queue) => [queue.id, queue]),
);

/** The queue with this id, or undefined for a queue the catalogue does not know. */
export function queueById(id: number): QueueDefinition | undefined {
  return BY_ID.get(id);
}

/** The key of the map with this id, or undefined for a map the table does not know. */
export function mapKey(mapId: number): MapKey | undefined {
  return Object.hasOwn(MAP_KEYS, mapId) ? MAP_KEYS[mapId as keyof typeof MAP_KEYS] : undefined;
}

/** The match list's queue tabs: every group, or all of them (`?queue=` on the player's pages). */
export const QUEUE_FILTERS = ['all', ...QUEUE_GROUPS] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];

/** The group a queue id falls in; a queue the catalogue does not know is 'other'. */
export function queueGroupOf(id: number): QueueGroup {
  return BY_ID.get(id)?.group ?? 'other';
}

/**
 * The queue ids of every named group but 'other', by group. 'other' is every id outside them,
 * so a new mode Riot adds is listed under Other until the catalogue names it.
 */
export const QUEUE_IDS_BY_GROUP: Readonly<Record<Exclude<QueueGroup, 'other'>, readonly number[]>> =
  {
    solo: QUEUE_CATALOGUE.filter((queue) => queue.group === 'solo').map((queue) => queue.id),
    flex: QUEUE_CATALOGUE.filter((queue) => queue.group === 'flex').map((queue) => queue.id),
    normal: QUEUE_CATALOGUE.filter((queue) => queue.group === 'normal').map((queue) => queue.id),
    aram: QUEUE_CATALOGUE.filter((queue) => queue.group === 'aram').map((queue) => queue.id),
    arena: QUEUE_CATALOGUE.filter((queue) => queue.group === 'arena').map((queue) => queue.id),
  };

/** How to select a filter's matches by queue id: all, only these ids, or every id but these. */
export function queueSelection(
  filter: QueueFilter,
): { kind: 'all' } | { kind: 'in' | 'notIn'; ids: readonly number[] } {
  if (filter === 'all') return { kind: 'all' };
  if (filter === 'other') return { kind: 'notIn', ids: Object.values(QUEUE_IDS_BY_GROUP).flat() };
  return { kind: 'in', ids: QUEUE_IDS_BY_GROUP[filter] };
}
